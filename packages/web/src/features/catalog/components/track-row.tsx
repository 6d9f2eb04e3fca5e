import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { ArtistLinks } from '@/components/media/artist-links';
import { TrackCover } from '@/components/media/cover-image';
import { formatDuration } from '@/lib/format-duration';
import { TrackMenu, type ExtraMenuAction } from '@/features/catalog/components/track-menu';
import { LikeButton } from '@/features/library/public';
import {
  PlayingIndicator,
  getPlayer,
  useCurrentTrack,
  useIsPlaying,
} from '@/features/player/public';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { Tooltip } from '@/components/ui/tooltip';

export function ExplicitBadge() {
  const t = useTrans();
  return (
    <span
      title={t('Explicit')}
      className="grid size-4 shrink-0 place-items-center rounded-[3px] bg-fg/55 text-[10px] font-bold text-bg"
    >
      E
    </span>
  );
}

export interface TrackRowProps {
  /** A key unique in its list. */
  rowKey: string;
  track: Track;
  index: number;
  onPlay: () => void;
  numbering: 'position' | 'track-number';
  showCover: boolean;
  showAlbum: boolean;
  extra?: ExtraMenuAction[];
  trailing?: ReactNode;
  /** The row's track menu, open or closed, when the table holds that state. */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
}

/** One row of a track table; a sortable row (sortable-track-rows.tsx) adds its drag handle. */
export function TrackRowView({
  track,
  index,
  onPlay,
  numbering,
  showCover,
  showAlbum,
  extra,
  trailing,
  menuOpen,
  onMenuOpenChange,
  rowRef,
  style,
  isDragging,
  handle,
}: TrackRowProps & {
  rowRef?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  isDragging?: boolean;
  /** The drag handle a sortable row puts at its end. */
  handle?: ReactNode;
}) {
  const t = useTrans();
  const current = useCurrentTrack();
  const isPlaying = useIsPlaying();
  const isCurrent = current?.id === track.id;
  const number = numbering === 'track-number' ? (track.number ?? index + 1) : index + 1;

  return (
    <div
      ref={rowRef}
      style={style}
      role="row"
      data-testid="track-row"
      data-track-id={track.id}
      aria-current={isCurrent || undefined}
      onDoubleClick={onPlay}
      className={clsx(
        'group grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-3 rounded-lg px-3 py-1.5 transition-colors hover:bg-hover md:grid-cols-[2.5rem_minmax(0,1.4fr)_minmax(0,1fr)_auto]',
        isCurrent && 'bg-primary/5',
        isDragging && 'relative z-10 bg-bg-alt shadow-xl',
      )}
    >
      <span role="cell" className="relative grid size-8 place-items-center justify-self-center">
        <span
          className={clsx(
            'tabular-nums text-muted group-hover:invisible group-focus-within:invisible',
            isCurrent && 'invisible',
          )}
        >
          {number}
        </span>
        {isCurrent ? (
          <span className="absolute inset-0 grid place-items-center group-hover:invisible group-focus-within:invisible">
            <PlayingIndicator isPlaying={isPlaying} />
          </span>
        ) : null}
        <Tooltip
          label={
            isCurrent && isPlaying
              ? t('Pause :name', { name: track.name })
              : t('Play :name', { name: track.name })
          }
        >
          <Button
            aria-label={
              isCurrent && isPlaying
                ? t('Pause :name', { name: track.name })
                : t('Play :name', { name: track.name })
            }
            data-testid="track-play-button"
            onPress={() => (isCurrent ? getPlayer().togglePlay() : onPlay())}
            className="absolute inset-0 grid place-items-center rounded-full text-fg opacity-0 outline-none group-hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-primary"
          >
            {isCurrent && isPlaying ? (
              <Pause aria-hidden className="size-4 fill-current" />
            ) : (
              <Play aria-hidden className="size-4 fill-current" />
            )}
          </Button>
        </Tooltip>
      </span>
      <span role="cell" className="flex min-w-0 items-center gap-3">
        {showCover ? <TrackCover track={track} className="size-10" /> : null}
        <span className="min-w-0">
          <Link
            to={paths.track(track)}
            className={clsx(
              'block truncate font-medium hover:underline',
              isCurrent ? 'text-primary' : 'text-fg',
            )}
          >
            {track.name}
          </Link>
          <span className="flex min-w-0 items-center gap-1.5 text-muted">
            {track.explicit ? <ExplicitBadge /> : null}
            <ArtistLinks artists={track.artists} />
          </span>
        </span>
      </span>
      <span role="cell" className="truncate text-muted max-md:hidden">
        {showAlbum && track.album ? (
          <Link to={paths.album(track.album)} className="hover:text-fg hover:underline">
            {track.album.name}
          </Link>
        ) : null}
      </span>
      <span role="cell" className="flex items-center justify-end gap-1">
        {trailing}
        <LikeButton
          type="track"
          id={track.id}
          liked={track.liked}
          size="sm"
          className="md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100 md:aria-pressed:opacity-100"
        />
        <span className="w-12 text-right tabular-nums text-muted max-sm:hidden">
          {formatDuration(track.duration_ms)}
        </span>
        <TrackMenu track={track} extra={extra} open={menuOpen} onOpenChange={onMenuOpenChange} />
        {handle}
      </span>
    </div>
  );
}
