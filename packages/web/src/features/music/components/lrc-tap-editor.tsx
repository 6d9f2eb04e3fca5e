import { formatLrc, formatLrcTime, parseLyrics } from '@tonearm/shared/catalog/lrc';
import { clsx } from 'clsx';
import { Hand, Minus, Pause, Play, Plus, RotateCcw } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { Lyrics, Track } from '@tonearm/shared/catalog/catalog.schemas';
import { SyncedLyrics, usePlayer, usePlayerState } from '@/features/player/public';
import { useTrans } from '@/lib/i18n';
import {
  nextUntimed,
  nudge,
  retext,
  stamp,
  textOfLines,
  type TapLine,
} from '../hooks/use-lrc-lines';

/** −/+ move a line by this much; with Shift by a whole second. */
export const NUDGE_MS = 100;
export const NUDGE_SHIFT_MS = 1000;

export interface LrcTapEditorProps {
  /** The track being edited; the editor plays it in the app's player. */
  track: Track;
  lines: TapLine[];
  onChange: (lines: TapLine[]) => void;
}

/** True when a key press belongs to a text box (typing a space is not a tap). */
function typing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.tagName === 'TEXTAREA' || target.tagName === 'INPUT' || target.isContentEditable;
}

/** Moves a stamped line earlier (-1) or later (1): by 0.1 s, or 1 s with Shift. */
function NudgeButton({
  direction,
  isDisabled,
  onNudge,
}: {
  direction: -1 | 1;
  isDisabled: boolean;
  onNudge: (deltaMs: number) => void;
}) {
  const t = useTrans();
  const Icon = direction < 0 ? Minus : Plus;
  return (
    <Button
      variant="ghost"
      size="sm"
      isDisabled={isDisabled}
      aria-label={direction < 0 ? t('Earlier (Shift: 1 s)') : t('Later (Shift: 1 s)')}
      onPress={(event) => onNudge(direction * (event.shiftKey ? NUDGE_SHIFT_MS : NUDGE_MS))}
    >
      <Icon className="size-3.5" aria-hidden />
    </Button>
  );
}

/**
 * The tap-to-time LRC editor: the track plays in the app's player; each tap (the
 * Tap button, or Space / Enter while the editor has focus) stamps the current playback time on
 * the next line. Each line shows its time with −/+ nudges (Shift for a second) and seeks there
 * on click; the preview highlights the lines exactly as listeners see them.
 */
export function LrcTapEditor({ track, lines, onChange }: LrcTapEditorProps) {
  const t = useTrans();
  const player = usePlayer();
  const textId = useId();
  const isCurrent = usePlayerState(
    (state) => state.queue[state.currentIndex]?.track.id === track.id,
  );
  const isPlaying = usePlayerState((state) => state.isPlaying);
  const timeMs = usePlayerState((state) =>
    state.queue[state.currentIndex]?.track.id === track.id
      ? Math.floor(state.currentTime * 1000)
      : 0,
  );
  const [cursor, setCursor] = useState(() => Math.max(0, nextUntimed(lines)));
  const playing = isCurrent && isPlaying;

  const togglePlay = () => {
    if (!isCurrent) player.playList([track]);
    else if (isPlaying) player.pause();
    else player.play();
  };

  const currentMs = () => (isCurrent ? Math.floor(player.getState().currentTime * 1000) : 0);

  const tap = () => {
    if (cursor >= lines.length) return;
    onChange(stamp(lines, cursor, currentMs()));
    setCursor(cursor + 1);
  };

  const seek = (line: TapLine) => {
    if (line.time_ms === null) return;
    if (!isCurrent) player.playList([track]);
    player.seek(line.time_ms / 1000);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (typing(event)) return;
    if (
      (event.key === ' ' || event.key === 'Enter') &&
      !(event.target as HTMLElement).closest('button')
    ) {
      event.preventDefault();
      tap();
    }
  };

  const lrc = formatLrc(lines);
  const preview: Lyrics = {
    id: 0,
    track_id: track.id,
    is_synced: true,
    text: lrc,
    // Only timed lines show: an empty or untimed editor previews nothing.
    lines: lrc ? parseLyrics(lrc).lines : [],
  };

  return (
    <div className="space-y-4" data-testid="lrc-tap-editor">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium">
          {t('Lines')}
        </label>
        <textarea
          id={textId}
          rows={5}
          value={textOfLines(lines)}
          onChange={(event) => onChange(retext(lines, event.target.value))}
          placeholder={t('Paste or type the lyrics, one line per line')}
          className="rounded-lg border border-divider bg-bg px-3 py-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/25"
        />
      </div>

      <div
        role="group"
        aria-label={t('Tap to time')}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="tap-area"
        className="space-y-3 rounded-panel border border-divider p-3 outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onPress={togglePlay}
            aria-label={playing ? t('Pause') : t('Play')}
          >
            {playing ? (
              <Pause className="size-4" aria-hidden />
            ) : (
              <Play className="size-4" aria-hidden />
            )}
            {playing ? t('Pause') : t('Play')}
          </Button>
          <span className="font-mono text-sm tabular-nums" data-testid="tap-clock">
            {formatLrcTime(timeMs)}
          </span>
          <Button
            size="sm"
            onPress={tap}
            isDisabled={cursor >= lines.length}
            data-testid="tap-button"
          >
            <Hand className="size-4" aria-hidden />
            {t('Tap')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              onChange(lines.map((line) => ({ ...line, time_ms: null })));
              setCursor(0);
            }}
          >
            <RotateCcw className="size-4" aria-hidden />
            {t('Clear times')}
          </Button>
          <span className="text-xs text-muted">
            {t('Space or Enter taps the next line while this box has focus.')}
          </span>
        </div>

        <ol className="max-h-80 space-y-1 overflow-y-auto" aria-label={t('Timed lines')}>
          {lines.map((line, index) => (
            <li
              key={index}
              data-testid="tap-line"
              aria-current={index === cursor ? 'step' : undefined}
              className={clsx(
                'flex items-center gap-2 rounded-lg px-2 py-1 text-sm',
                index === cursor && 'bg-primary/10 ring-1 ring-primary/40',
              )}
            >
              <Button
                variant="ghost"
                size="sm"
                className="font-mono tabular-nums"
                isDisabled={line.time_ms === null}
                onPress={() => seek(line)}
                aria-label={
                  line.time_ms === null
                    ? t('Line :number has no time yet', { number: index + 1 })
                    : t('Play from :time', { time: formatLrcTime(line.time_ms) })
                }
                data-testid="tap-line-time"
              >
                {line.time_ms === null ? '[--:--.--]' : formatLrcTime(line.time_ms)}
              </Button>
              <button
                type="button"
                onClick={() => setCursor(index)}
                className="min-w-0 flex-1 truncate text-left outline-none focus-visible:underline"
                aria-label={t('Tap :line next', { line: line.text || '♪' })}
              >
                {line.text || '♪'}
              </button>
              {([-1, 1] as const).map((direction) => (
                <NudgeButton
                  key={direction}
                  direction={direction}
                  isDisabled={line.time_ms === null}
                  onNudge={(deltaMs) => onChange(nudge(lines, index, deltaMs))}
                />
              ))}
            </li>
          ))}
        </ol>
      </div>

      <section aria-label={t('Preview')} className="rounded-panel bg-fg/[0.03] p-4">
        <h4 className="mb-3 text-xs font-semibold tracking-wide text-muted uppercase">
          {t('Preview')}
        </h4>
        {preview.lines.length ? (
          <div className="max-h-64 overflow-y-auto" data-testid="lrc-preview">
            <SyncedLyrics lyrics={preview} trackId={track.id} />
          </div>
        ) : (
          <p className="text-sm text-muted">{t('Tap lines to see them here as listeners will.')}</p>
        )}
      </section>
    </div>
  );
}
