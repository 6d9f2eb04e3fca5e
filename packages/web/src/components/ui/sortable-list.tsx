import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clsx } from 'clsx';
import { GripVertical } from 'lucide-react';
import type { ComponentPropsWithRef, CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Focusable } from 'react-aria-components';
import { Tooltip } from './tooltip';

/** A copy of `list` with the entry at `from` taken out and put back at `to`. */
export const moveItem = arrayMove;

// Every list here is a column: a dragged row slides up and down, never sideways.
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * A list reordered by dragging a row's handle, or by focusing the handle and pressing Space and
 * the arrow keys (dnd-kit's own screen-reader announcements say what moves where). `ids` are
 * the rows' ids in order; `onMove` gets the index a row left and the index it dropped at. The
 * children may be one list or several (a queue's played, current and next parts).
 */
export function SortableList({
  ids,
  onMove,
  children,
}: {
  ids: readonly (string | number)[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  // A few pixels of travel before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = ids.map(String);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={handleDragEnd}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export interface SortableItem {
  /** The row's ref: the element that moves. */
  itemRef: (node: HTMLElement | null) => void;
  itemStyle: CSSProperties;
  isDragging: boolean;
  /** Spread on the row's drag handle (role, focus, aria and the drag listeners). */
  handleProps: HTMLAttributes<HTMLButtonElement>;
}

/** One row of a `SortableList`, by the id it has in the list's `ids`. */
export function useSortableItem(id: string | number): SortableItem {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: String(id),
  });
  return {
    itemRef: setNodeRef,
    itemStyle: { transform: CSS.Transform.toString(transform), transition },
    isDragging,
    handleProps: { ...attributes, ...listeners },
  };
}

/**
 * A row's grip: an icon button named `label` that carries the drag. With `tooltip` its name
 * also shows on hover and keyboard focus.
 */
export function DragHandle({
  label,
  handleProps,
  tooltip = false,
  className,
  ...rest
}: {
  label: string;
  handleProps: HTMLAttributes<HTMLButtonElement>;
  tooltip?: boolean;
} & Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'type'>) {
  const button = (
    <button
      type="button"
      aria-label={label}
      {...rest}
      {...handleProps}
      className={clsx('cursor-grab touch-none', className)}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
  if (!tooltip) return button;
  return (
    <Tooltip label={label}>
      <Focusable>{button}</Focusable>
    </Tooltip>
  );
}
