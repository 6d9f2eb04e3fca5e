import { clsx } from 'clsx';
import { Clock3 } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { ExtraMenuAction } from '@/features/catalog/components/track-menu';
import { getPlayer, type PlaybackSource } from '@/features/player/public';
import { useTrans } from '@/lib/i18n';
import { TrackRowView, type TrackRowProps } from './track-row';

export { ExplicitBadge } from './track-row';

// Drag and drop loads only where a list can be reordered (not with every track list).
const SortableTrackRows = lazy(async () => ({
  default: (await import('./sortable-track-rows')).SortableTrackRows,
}));

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
  // Held here, above the rows: a reorderable table first shows plain rows, then sortable ones
  // once their code loads, and a menu opened meanwhile must stay open.
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const rows: TrackRowProps[] = tracks.map((track, index) => {
    // History lists one row per play, so a track played twice appears twice.
    const rowKey = track.played_at ? `${track.id}@${track.played_at}` : String(track.id);
    return {
      rowKey,
      track,
      index,
      onPlay: () => getPlayer().playList(tracks, index, source),
      numbering,
      showCover,
      showAlbum,
      extra: extraActions?.(track),
      trailing: trailing?.(track),
      menuOpen: openMenu === rowKey,
      onMenuOpenChange: (open: boolean) => setOpenMenu(open ? rowKey : null),
    };
  });
  const plainRows = rows.map((row) => <TrackRowView key={row.rowKey} {...row} />);

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
          <Suspense fallback={plainRows}>
            <SortableTrackRows tracks={tracks} rows={rows} onReorder={onReorder} />
          </Suspense>
        ) : (
          plainRows
        )}
      </div>
    </div>
  );
}
