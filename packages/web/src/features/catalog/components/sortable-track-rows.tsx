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
import type { CSSProperties } from 'react';
import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tracks.map((track) => String(track.id));
  const handleDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    const next = [...tracks];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onReorder(next.map((track) => track.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {rows.map((row) => (
          <SortableTrackRow key={row.rowKey} {...row} />
        ))}
      </SortableContext>
    </DndContext>
  );
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
