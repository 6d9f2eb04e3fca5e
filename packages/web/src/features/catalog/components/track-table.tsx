import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { Clock3, GripVertical, Pause, Play } from 'lucide-react';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import type { Track } from '@/features/catalog/catalog-types';
import { ArtistLinks } from '@/features/catalog/components/artist-links';
import { CoverImage } from '@/features/catalog/components/cover-image';
import { formatDuration } from '@/features/catalog/components/format-duration';
import { TrackMenu, type ExtraMenuAction } from '@/features/catalog/components/track-menu';
import { LikeButton } from '@/features/library/components/like-button';
import { PlayingIndicator } from '@/features/player/components/playing-indicator';
import { getPlayer } from '@/features/player/engine/player-instance';
import type { PlaybackSource } from '@/features/player/engine/player-engine';
import { useCurrentTrack, useIsPlaying } from '@/features/player/hooks/use-player';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

export interface TrackTableProps {
  tracks: Track[];
  source: PlaybackSource;
  /** Show the album's track numbers instead of list positions. */
  numbering?: 'position' | 'track-number';
  showCover?: boolean;
  showAlbum?: boolean;
  /** When set, rows can be dragged (or moved with the keyboard) to reorder. */
  onReorder?: (trackIds: number[]) => void;
  extraActions?: (track: Track) => ExtraMenuAction[];
  /** Extra column (e.g. "played" time in history). */
  trailing?: (track: Track) => ReactNode;
  className?: string;
}

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

/** A track list as a table: play from any row, like, menu, durations; optionally sortable. */
export function TrackTable({
  tracks,
  source,
  numbering = 'position',
  showCover = true,
  showAlbum = true,
  onReorder,
  extraActions,
  trailing,
  className,
}: TrackTableProps) {
  const t = useTrans();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tracks.map((track) => String(track.id));
  const handleDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id || !onReorder) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    const next = [...tracks];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onReorder(next.map((track) => track.id));
  };

  const rows = tracks.map((track, index) => (
    <TrackRow
      // History lists one row per play, so a track played twice appears twice.
      key={track.played_at ? `${track.id}@${track.played_at}` : track.id}
      track={track}
      index={index}
      onPlay={() => getPlayer().playList(tracks, index, source)}
      numbering={numbering}
      showCover={showCover}
      showAlbum={showAlbum}
      sortable={!!onReorder}
      extra={extraActions?.(track)}
      trailing={trailing?.(track)}
    />
  ));

  return (
    <div
      role="table"
      aria-label={t('Tracks')}
      className={clsx('w-full text-sm', className)}
      data-testid="track-table"
    >
      <div role="rowgroup">
        <div
          role="row"
          className="grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-3 border-b border-divider px-3 pb-2 text-xs font-medium tracking-wider text-muted uppercase md:grid-cols-[2.5rem_minmax(0,1.4fr)_minmax(0,1fr)_auto]"
        >
          <span role="columnheader" className="text-center">
            #
          </span>
          <span role="columnheader">{t('Title')}</span>
          <span role="columnheader" className={clsx('max-md:hidden', !showAlbum && 'invisible')}>
            {showAlbum ? t('Album') : ''}
          </span>
          <span role="columnheader" className="flex justify-end pr-[4.75rem] max-sm:invisible">
            <Clock3 aria-label={t('Duration')} className="size-4" />
          </span>
        </div>
      </div>
      <div role="rowgroup" className="pt-2">
        {onReorder ? (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={handleDragEnd}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              {rows}
            </SortableContext>
          </DndContext>
        ) : (
          rows
        )}
      </div>
    </div>
  );
}

interface TrackRowProps {
  track: Track;
  index: number;
  onPlay: () => void;
  numbering: 'position' | 'track-number';
  showCover: boolean;
  showAlbum: boolean;
  sortable: boolean;
  extra?: ExtraMenuAction[];
  trailing?: ReactNode;
}

function TrackRow(props: TrackRowProps) {
  if (props.sortable) return <SortableTrackRow {...props} />;
  return <TrackRowView {...props} />;
}

function SortableTrackRow(props: TrackRowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: String(props.track.id),
  });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  return (
    <TrackRowView
      {...props}
      rowRef={setNodeRef}
      style={style}
      isDragging={isDragging}
      handleProps={{ ...attributes, ...listeners }}
    />
  );
}

function TrackRowView({
  track,
  index,
  onPlay,
  numbering,
  showCover,
  showAlbum,
  extra,
  trailing,
  rowRef,
  style,
  isDragging,
  handleProps,
}: TrackRowProps & {
  rowRef?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  isDragging?: boolean;
  handleProps?: HTMLAttributes<HTMLButtonElement>;
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
      </span>
      <span role="cell" className="flex min-w-0 items-center gap-3">
        {showCover ? (
          <CoverImage
            src={track.image ?? track.album?.image}
            seed={track.album?.id ?? track.id}
            kind="track"
            className="size-10"
          />
        ) : null}
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
        <TrackMenu track={track} extra={extra} />
        {handleProps ? (
          <button
            type="button"
            aria-label={t('Reorder :name', { name: track.name })}
            data-testid="drag-handle"
            {...handleProps}
            className="grid size-8 cursor-grab touch-none place-items-center rounded-full text-muted outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary active:cursor-grabbing"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        ) : null}
      </span>
    </div>
  );
}
