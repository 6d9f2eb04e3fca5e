import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { DragHandle, moveItem, SortableList, useSortableItem } from '@/components/ui/sortable-list';
import { useTrans } from '@/lib/i18n';
import { TrackRowView, type TrackRowProps } from './track-row';

/**
 * The rows of a reorderable track table: dragged, or moved with the keyboard, to a new place.
 * Loaded only where a list can be reordered (an editable playlist), with the drag-and-drop code.
 */
export function SortableTrackRows({
  tracks,
  rows,
  onReorder,
}: {
  tracks: Track[];
  rows: TrackRowProps[];
  onReorder: (trackIds: number[]) => void;
}) {
  return (
    <SortableList
      ids={tracks.map((track) => track.id)}
      onMove={(from, to) => onReorder(moveItem(tracks, from, to).map((track) => track.id))}
    >
      {rows.map((row) => (
        <SortableTrackRow key={row.rowKey} {...row} />
      ))}
    </SortableList>
  );
}

function SortableTrackRow(props: TrackRowProps) {
  const t = useTrans();
  const { itemRef, itemStyle, isDragging, handleProps } = useSortableItem(props.track.id);
  return (
    <TrackRowView
      {...props}
      rowRef={itemRef}
      style={itemStyle}
      isDragging={isDragging}
      handle={
        <DragHandle
          tooltip
          label={t('Reorder :name', { name: props.track.name })}
          data-testid="drag-handle"
          handleProps={handleProps}
          className="grid size-8 place-items-center rounded-full text-muted outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary active:cursor-grabbing"
        />
      }
    />
  );
}
