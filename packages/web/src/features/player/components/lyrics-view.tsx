import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTrackLyrics } from '@/features/player/api/get-track-lyrics';
import type { Lyrics } from '@tonearm/shared/catalog/catalog.schemas';
import { getPlayer } from '@/features/player/engine/player-instance';
import { usePlayerState } from '@/features/player/hooks/use-player';
import { currentLyricsLine } from '@/features/player/hooks/use-lyrics-line';
import { useTrans } from '@/lib/i18n';

/**
 * Lyrics of a track. Time-synced lines follow the player when this track is the one playing:
 * the current line is highlighted and scrolled to the middle; clicking a line seeks to it.
 */
export function SyncedLyrics({
  lyrics,
  trackId,
  size = 'md',
}: {
  lyrics: Lyrics;
  trackId: number;
  size?: 'md' | 'lg';
}) {
  const isCurrentTrack = usePlayerState(
    (state) => state.queue[state.currentIndex]?.track.id === trackId,
  );
  const timeMs = usePlayerState((state) => Math.floor(state.currentTime * 1000));
  const active = lyrics.is_synced && isCurrentTrack ? currentLyricsLine(lyrics.lines, timeMs) : -1;
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active < 0) return;
    const line = container.current?.querySelector<HTMLElement>(`[data-line="${active}"]`);
    line?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [active]);

  if (!lyrics.is_synced) {
    return (
      <div
        className={clsx(
          'whitespace-pre-line leading-relaxed',
          size === 'lg' ? 'text-2xl font-bold' : 'text-base',
        )}
        data-testid="lyrics"
      >
        {lyrics.text}
      </div>
    );
  }
  return (
    <div
      ref={container}
      data-testid="lyrics"
      className={clsx(
        'space-y-3 font-bold tracking-tight',
        size === 'lg' ? 'text-2xl md:text-3xl' : 'text-xl',
      )}
    >
      {lyrics.lines.map((line, index) => (
        <p
          key={index}
          data-line={index}
          data-testid="lyrics-line"
          aria-current={index === active ? 'true' : undefined}
          onClick={() =>
            isCurrentTrack && line.time_ms !== null && getPlayer().seek(line.time_ms / 1000)
          }
          className={clsx(
            'transition-all duration-300',
            isCurrentTrack && 'cursor-pointer',
            index === active
              ? 'scale-[1.02] text-fg'
              : index < active
                ? 'text-fg/45'
                : 'text-fg/30 hover:text-fg/60',
            !isCurrentTrack && 'text-fg/80',
          )}
        >
          {line.text || '♪'}
        </p>
      ))}
    </div>
  );
}

/** Loads and shows the lyrics of a track, with empty and loading states. */
export function TrackLyrics({
  trackId,
  hasLyrics,
  size,
}: {
  trackId: number;
  hasLyrics?: boolean;
  size?: 'md' | 'lg';
}) {
  const t = useTrans();
  const { data, isLoading } = useTrackLyrics(trackId, hasLyrics !== false);
  if (isLoading) return <p className="text-muted">{t('Loading…')}</p>;
  if (!data) return <p className="text-muted">{t('No lyrics for this track yet.')}</p>;
  return <SyncedLyrics lyrics={data} trackId={trackId} size={size} />;
}
