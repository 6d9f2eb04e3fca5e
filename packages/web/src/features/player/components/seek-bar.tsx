import { clsx } from 'clsx';
import { useState } from 'react';
import { formatDuration } from '@/features/catalog/components/format-duration';
import { getPlayer } from '@/features/player/engine/player-instance';
import { usePlayerState } from '@/features/player/hooks/use-player';
import { useTrans } from '@/lib/i18n';

/** A range slider styled as a thin bar that thickens on hover; `value` 0..max. */
export function RangeBar({
  value,
  max,
  onChange,
  onCommit,
  label,
  valueText,
  step = 1,
  className,
  testId,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  onCommit?: (value: number) => void;
  label: string;
  valueText?: string;
  step?: number;
  className?: string;
  testId?: string;
}) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <input
      type="range"
      min={0}
      max={max || 1}
      step={step}
      value={Math.min(value, max || 1)}
      aria-label={label}
      aria-valuetext={valueText}
      data-testid={testId}
      onChange={(event) => onChange(Number(event.target.value))}
      onPointerUp={(event) => onCommit?.(Number((event.target as HTMLInputElement).value))}
      onKeyUp={(event) => onCommit?.(Number((event.target as HTMLInputElement).value))}
      style={{
        background: `linear-gradient(to right, rgb(var(--be-primary)) ${percent}%, var(--range-track, rgb(var(--be-foreground-base) / 0.18)) ${percent}%)`,
      }}
      className={clsx(
        'h-1 w-full cursor-pointer appearance-none rounded-full outline-none transition-[height] hover:h-1.5 focus-visible:h-1.5 focus-visible:ring-2 focus-visible:ring-primary/50',
        '[&::-webkit-slider-thumb]:size-3 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-fg [&::-webkit-slider-thumb]:opacity-0 [&::-webkit-slider-thumb]:shadow hover:[&::-webkit-slider-thumb]:opacity-100 focus-visible:[&::-webkit-slider-thumb]:opacity-100',
        '[&::-moz-range-thumb]:size-3 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-fg',
        className,
      )}
    />
  );
}

/** The seek bar with elapsed and total times. While dragging it shows the drag position. */
export function SeekBar({ className, compact }: { className?: string; compact?: boolean }) {
  const t = useTrans();
  const currentTime = usePlayerState((state) => state.currentTime);
  const duration = usePlayerState((state) => state.duration);
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? currentTime;
  return (
    <div
      className={clsx(
        'flex w-full items-center gap-2 text-[11px] tabular-nums text-muted',
        className,
      )}
    >
      {compact ? null : (
        <span className="w-10 text-right" data-testid="player-elapsed">
          {formatDuration(shown * 1000)}
        </span>
      )}
      <RangeBar
        value={shown}
        max={duration}
        step={0.1}
        label={t('Seek')}
        valueText={`${formatDuration(shown * 1000)} / ${formatDuration(duration * 1000)}`}
        testId="seek-bar"
        onChange={(value) => setDragging(value)}
        onCommit={(value) => {
          getPlayer().seek(value);
          setDragging(null);
        }}
      />
      {compact ? null : (
        <span className="w-10" data-testid="player-duration">
          {formatDuration(duration * 1000)}
        </span>
      )}
    </div>
  );
}
