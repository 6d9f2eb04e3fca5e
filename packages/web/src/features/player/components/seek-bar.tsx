import { clsx } from 'clsx';
import { useState } from 'react';
import { formatDuration } from '@/lib/format-duration';
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
  keyStep,
  pageStep,
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
  /** What an arrow key moves (the native slider moves one `step`). */
  keyStep?: number;
  /** What PageUp/PageDown move. */
  pageStep?: number;
  className?: string;
  testId?: string;
}) {
  const percent = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  const keyMoves: Record<string, number | undefined> = {
    ArrowRight: keyStep,
    ArrowUp: keyStep,
    ArrowLeft: keyStep && -keyStep,
    ArrowDown: keyStep && -keyStep,
    PageUp: pageStep,
    PageDown: pageStep && -pageStep,
  };
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
      onKeyDown={(event) => {
        const move = keyMoves[event.key];
        if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
        // Handled here: neither the native one-step move nor the global ←/→ shortcut applies.
        event.preventDefault();
        event.stopPropagation();
        const next = Math.max(0, Math.min(max || 0, value + move));
        onChange(next);
        onCommit?.(next);
      }}
      onKeyUp={(event) => {
        if (keyMoves[event.key]) return;
        onCommit?.(Number((event.target as HTMLInputElement).value));
      }}
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

/** Arrow keys seek 5 s; PageUp/PageDown a tenth of the track. */
export const SEEK_KEY_SECONDS = 5;
export const SEEK_PAGE_FRACTION = 0.1;

/**
 * The seek bar with elapsed and total times. While dragging it shows the drag position.
 * `knownDuration` (seconds) is shown until the player knows one, as before the first play of
 * an embed.
 */
export function SeekBar({
  className,
  compact,
  knownDuration = 0,
}: {
  className?: string;
  compact?: boolean;
  knownDuration?: number;
}) {
  const t = useTrans();
  const currentTime = usePlayerState((state) => state.currentTime);
  const duration = usePlayerState(
    (state) =>
      state.duration ||
      (state.queue[state.currentIndex]?.track.duration_ms ?? 0) / 1000 ||
      knownDuration,
  );
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
        keyStep={SEEK_KEY_SECONDS}
        pageStep={duration * SEEK_PAGE_FRACTION}
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
