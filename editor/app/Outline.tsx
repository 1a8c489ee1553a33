/**
 * The page's sections as a list labelled "Sections": select, move up and down, drag and drop
 * (dnd-kit, with its keyboard sensor and screen-reader announcements), duplicate, hide or show,
 * delete. Shared sections say so, and where else they are used; sections with problems are marked.
 */
import { type Announcements, closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, type ReactNode } from 'react';

export interface OutlineEntry {
  /** "Cards: Our Services" */
  name: string;
  hidden: boolean;
  problems: number;
  /** For a shared section: its name, and the other pages that use it. */
  shared?: { name: string; alsoOn: string[] };
}

interface OutlineProps {
  entries: OutlineEntry[];
  selected: number | undefined;
  onSelect: (index: number) => void;
  /** The sections in their new order, as indexes of the old one. */
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onToggleHidden: (index: number) => void;
  onDelete: (index: number) => void;
}

const button =
  'rounded border border-slate-300 bg-white px-1.5 py-1 text-[11px] font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-40';

const idOf = (index: number) => `section-${index}`;
const indexOf = (id: string | number) => Number(String(id).slice('section-'.length));

/** Re-rendered only when what it shows changes (its actions keep their identity; see App.tsx). */
export const Outline = memo(
  OutlineList,
  (a, b) =>
    a.selected === b.selected &&
    a.onSelect === b.onSelect &&
    a.onMove === b.onMove &&
    a.onDuplicate === b.onDuplicate &&
    a.onToggleHidden === b.onToggleHidden &&
    a.onDelete === b.onDelete &&
    JSON.stringify(a.entries) === JSON.stringify(b.entries),
);

function OutlineList({ entries, selected, onSelect, onMove, onDuplicate, onToggleHidden, onDelete }: OutlineProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameAt = (id: string | number) => entries[indexOf(id)]?.name ?? 'section';
  const position = (id: string | number | undefined) => (id === undefined ? '' : `position ${indexOf(id) + 1} of ${entries.length}`);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameAt(active.id)}, at ${position(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameAt(active.id)} is over ${position(over.id)}.` : `${nameAt(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${nameAt(active.id)} was dropped at ${position(over.id)}.` : `${nameAt(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${nameAt(active.id)} was cancelled; it is back at ${position(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  const ids = entries.map((_, index) => idOf(index));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: 'To move a section, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel.' },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label="Sections" className="space-y-1.5">
          {entries.map((entry, index) => (
            <SortableItem key={ids[index]} id={ids[index]!}>
              {(handle) => (
                <div
                  className={`rounded-lg border p-2 ${selected === index ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white'} ${entry.hidden ? 'opacity-70' : ''}`}
                >
                  <div className="flex items-start gap-1.5">
                    <button
                      type="button"
                      {...handle}
                      aria-label={`Drag to reorder: ${entry.name}`}
                      className="mt-0.5 cursor-grab rounded px-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
                    >
                      <span aria-hidden="true">⠿</span>
                    </button>
                    <button
                      type="button"
                      aria-current={selected === index ? 'true' : undefined}
                      onClick={() => onSelect(index)}
                      className="grow text-left text-sm font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                    >
                      <span className="text-slate-600">{index + 1}.</span> {entry.name}
                      {entry.hidden && <span className="ml-1 rounded bg-slate-200 px-1 text-[11px] font-medium text-slate-700">hidden</span>}
                      {entry.problems > 0 && (
                        <span className="ml-1 rounded bg-red-100 px-1 text-[11px] font-semibold text-red-800">
                          ⚠ {entry.problems} problem{entry.problems === 1 ? '' : 's'}
                        </span>
                      )}
                    </button>
                  </div>
                  {entry.shared && (
                    <p className="mt-1 pl-7 text-[11px] text-slate-600">
                      Shared section “{entry.shared.name}”: edit it in Site settings.{' '}
                      {entry.shared.alsoOn.length ? `Also on: ${entry.shared.alsoOn.join(', ')}.` : 'Not used on other pages.'}
                    </p>
                  )}
                  <div className="mt-1.5 flex flex-wrap gap-1 pl-7">
                    <button
                      type="button"
                      className={button}
                      disabled={index === 0}
                      onClick={() => onMove(index, index - 1)}
                      aria-label={`Move up: ${entry.name}`}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      className={button}
                      disabled={index === entries.length - 1}
                      onClick={() => onMove(index, index + 1)}
                      aria-label={`Move down: ${entry.name}`}
                    >
                      Move down
                    </button>
                    <button type="button" className={button} onClick={() => onDuplicate(index)} aria-label={`Duplicate: ${entry.name}`}>
                      Duplicate
                    </button>
                    <button
                      type="button"
                      className={button}
                      onClick={() => onToggleHidden(index)}
                      aria-label={`${entry.hidden ? 'Show' : 'Hide'}: ${entry.name}`}
                    >
                      {entry.hidden ? 'Show' : 'Hide'}
                    </button>
                    <button type="button" className={button} onClick={() => onDelete(index)} aria-label={`Delete: ${entry.name}`}>
                      Delete
                    </button>
                  </div>
                </div>
              )}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: string; children: (handle: Record<string, unknown>) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'relative z-10 shadow-lg' : undefined}>
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </li>
  );
}

/** The new list after moving one entry, as the drop does it. */
export const moved = <T,>(list: T[], from: number, to: number) => arrayMove(list, from, to);
