import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  MouseSensor,
  TouchSensor,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useCallback, useState } from 'react';
import { moved } from '../api/collection-items';

/**
 * Dragging one kind's tiles into a new order, with `@dnd-kit/core`. A tile is picked up after the mouse
 * moves 8 px with its button down (so a click still opens it), or after a touch rests 250 ms (so a swipe
 * still scrolls). While it moves, a copy of it follows the pointer and the tile it would land beside shows
 * a bar on that side; dropping sends the kind's whole new order. The keyboard has the tiles' "Move
 * earlier" and "Move later" buttons instead: a masonry has no rows an arrow key could follow.
 */
export function ArrangeByDrag({
  ids,
  onMove,
  tileOf,
  children,
}: {
  /** The kind's items in their order. */
  ids: readonly number[];
  onMove: (ids: number[]) => void;
  /** The tile of an item, for the copy that follows the pointer. */
  tileOf: (id: number) => ReactNode;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const [dragged, setDragged] = useState<number | null>(null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const from = ids.indexOf(Number(active.id));
    const to = over ? ids.indexOf(Number(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) onMove(moved(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      onDragStart={({ active }: DragStartEvent) => setDragged(Number(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged === null ? null : <div className="collection-item-dragged">{tileOf(dragged)}</div>}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * A tile that can be dragged to another place in its kind, and that shows where a tile dragged over it
 * would land: before it when the dragged one comes from later in the order, after it otherwise.
 */
export function DraggableTile({
  id,
  index,
  ids,
  disabled,
  children,
}: {
  id: number;
  index: number;
  ids: readonly number[];
  disabled: boolean;
  children: ReactNode;
}) {
  const draggable = useDraggable({ id, disabled });
  const droppable = useDroppable({ id, disabled });
  const { active } = useDndContext();
  // One element in both roles; a stable callback, so the element is not handed over again each render.
  const { setNodeRef: setDraggable } = draggable;
  const { setNodeRef: setDroppable } = droppable;
  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      setDraggable(node);
      setDroppable(node);
    },
    [setDraggable, setDroppable],
  );
  const from = active ? ids.indexOf(Number(active.id)) : -1;
  const landing =
    droppable.isOver && from >= 0 && from !== index ? (from > index ? 'before' : 'after') : undefined;
  return (
    <div
      ref={setRef}
      className="collection-item"
      data-dragging={draggable.isDragging ? '' : undefined}
      data-landing={landing}
      // Only the pointer's listeners: the tile is not made a button (it holds links and buttons of its own).
      {...(disabled ? {} : draggable.listeners)}
    >
      {children}
    </div>
  );
}
