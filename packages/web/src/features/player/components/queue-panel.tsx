import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Button } from 'react-aria-components';
import { DragHandle, SortableList, useSortableItem } from '@/components/ui/sortable-list';
import { TrackCover } from '@/components/media/cover-image';
import { formatDuration } from '@/lib/format-duration';
import { getPlayer } from '@/features/player/engine/player-instance';
import type { QueueItem } from '@/features/player/engine/queue';
import { usePlayerState } from '@/features/player/hooks/use-player';
import { useTrans } from '@/lib/i18n';
import { PlayingIndicator } from './playing-indicator';
import { SidePanel } from './side-panel';
import { Tooltip } from '@/components/ui/tooltip';

function QueueRow({
  item,
  index,
  isCurrent,
  isPlaying,
}: {
  item: QueueItem;
  index: number;
  isCurrent: boolean;
  isPlaying: boolean;
}) {
  const t = useTrans();
  const { itemRef, itemStyle, isDragging, handleProps } = useSortableItem(item.uid);
  const { track } = item;
  return (
    <li
      ref={itemRef}
      style={itemStyle}
      data-testid="queue-item"
      data-track-id={track.id}
      aria-current={isCurrent || undefined}
      className={clsx(
        'group flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-hover',
        isDragging && 'relative z-10 bg-bg-alt shadow-xl',
        isCurrent && 'bg-primary/5',
      )}
    >
      <DragHandle
        tooltip
        label={t('Reorder :name', { name: track.name })}
        data-testid="queue-drag-handle"
        handleProps={handleProps}
        className="grid size-7 shrink-0 place-items-center rounded text-muted opacity-60 outline-none group-hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-primary"
      />
      <button
        type="button"
        onClick={() => getPlayer().playAt(index)}
        className="flex min-w-0 flex-1 items-center gap-3 text-left outline-none focus-visible:underline"
      >
        <TrackCover track={track} className="size-10" />
        <span className="min-w-0 flex-1">
          <span
            className={clsx(
              'flex items-center gap-2 truncate text-sm font-medium',
              isCurrent && 'text-primary',
            )}
          >
            {isCurrent ? <PlayingIndicator isPlaying={isPlaying} /> : null}
            <span className="truncate" data-testid="queue-item-name">
              {track.name}
            </span>
          </span>
          <span className="block truncate text-xs text-muted">
            {track.artists.map((artist) => artist.name).join(', ')}
          </span>
        </span>
        <span className="text-xs tabular-nums text-muted">{formatDuration(track.duration_ms)}</span>
      </button>
      {isCurrent ? (
        <span className="size-7" />
      ) : (
        <Tooltip label={t('Remove :name from queue', { name: track.name })}>
          <Button
            aria-label={t('Remove :name from queue', { name: track.name })}
            onPress={() => getPlayer().removeFromQueue(item.uid)}
            className="grid size-7 shrink-0 place-items-center rounded-full text-muted opacity-0 outline-none group-hover:opacity-100 hover:text-fg focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-primary"
          >
            <X aria-hidden className="size-4" />
          </Button>
        </Tooltip>
      )}
    </li>
  );
}

/** The play queue: drag (or Space + arrows on a handle) to reorder, remove, clear. */
export function QueuePanel() {
  const t = useTrans();
  const queue = usePlayerState((state) => state.queue);
  const currentIndex = usePlayerState((state) => state.currentIndex);
  const isPlaying = usePlayerState((state) => state.isPlaying);
  const uids = queue.map((item) => item.uid);
  const current = queue[currentIndex];
  const upcoming = queue.slice(currentIndex + 1);
  return (
    <SidePanel
      title={t('Queue')}
      testId="queue-panel"
      actions={
        upcoming.length ? (
          <Button
            onPress={() => getPlayer().clearQueue()}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-muted outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
          >
            {t('Clear queue')}
          </Button>
        ) : null
      }
    >
      {queue.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted">{t('Your queue is empty.')}</p>
      ) : (
        <SortableList ids={uids} onMove={(from, to) => getPlayer().moveUid(uids[from]!, uids[to]!)}>
          <div className="p-3">
            {currentIndex > 0 ? (
              <>
                <h3 className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
                  {t('Played')}
                </h3>
                <ol className="opacity-60">
                  {queue.slice(0, currentIndex).map((item, index) => (
                    <QueueRow
                      key={item.uid}
                      item={item}
                      index={index}
                      isCurrent={false}
                      isPlaying={false}
                    />
                  ))}
                </ol>
              </>
            ) : null}
            {current ? (
              <>
                <h3 className="px-2 pt-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
                  {t('Now playing')}
                </h3>
                <ol>
                  <QueueRow item={current} index={currentIndex} isCurrent isPlaying={isPlaying} />
                </ol>
              </>
            ) : null}
            <h3 className="px-2 pt-4 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
              {t('Next up')}
            </h3>
            {upcoming.length === 0 ? (
              <p className="px-2 py-3 text-sm text-muted">
                {t('Nothing queued after this track.')}
              </p>
            ) : null}
            <ol data-testid="queue-upcoming">
              {upcoming.map((item, offset) => (
                <QueueRow
                  key={item.uid}
                  item={item}
                  index={currentIndex + 1 + offset}
                  isCurrent={false}
                  isPlaying={false}
                />
              ))}
            </ol>
          </div>
        </SortableList>
      )}
    </SidePanel>
  );
}
