/**
 * The page's sections as a list labelled "Sections": select, move up and down, drag and drop
 * (dnd-kit, with its keyboard sensor and screen-reader announcements), duplicate, hide or show,
 * delete. Shared sections say so, and where else they are used; sections with problems are marked.
 *
 * The selected section shows its row of buttons (icons, with their words as tooltips); the others
 * show theirs while the pointer is over them or the keyboard focus is in them, so the outline
 * reads as a list of sections. Every button is always in the page, in its place, named after its
 * section ("Move up: Hero: …"), and reached with Tab: it shows the moment it has the focus.
 */
import { type Announcements, closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Copy, Eye, EyeOff, type LucideIcon, Trash2 } from 'lucide-react';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { sameJson } from '../ui/jsonPath';

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
  /** Moves the section at `from` to `to`; those between shift by one place. */
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onToggleHidden: (index: number) => void;
  onDelete: (index: number) => void;
  /** Tells what a button did, in words ("Moved Hero: … to position 2."), for the status line. */
  announce?: (message: string) => void;
  /** Takes the focus when the last section is deleted (to "Add section", say). */
  focusWhenEmpty?: () => void;
}

/** A row's controls, each marked with `data-control` to be found again after the rows change. */
type Control = 'drag' | 'select' | 'Move up' | 'Move down';

/**
 * Where the focus goes once the list has changed. Rows are keyed by position, so the focused
 * button stays at its place while its section moves or goes: the focus must follow the section
 * (or go to the neighbour that takes a deleted one's place).
 */
interface FocusTarget {
  index: number;
  /** The first of these that can take the focus (a move button is disabled at either end). */
  controls: Control[];
}

/**
 * Another section's buttons keep their place (nothing moves when they show) but are transparent
 * until the pointer is over the section or the focus is in it; never display:none, which would
 * take them out of the keyboard's reach and out of the accessibility tree. Where nothing hovers
 * (a touch screen), a tap on them does nothing until the section is selected.
 */
const outOfSight =
  'pointer-events-none opacity-0 transition-opacity motion-reduce:transition-none [@media(hover:hover)]:pointer-events-auto ' +
  'group-focus-within:pointer-events-auto group-focus-within:opacity-100 group-hover:opacity-100';

// The same objects from render to render: new options would make new listeners for every section.
const pointerOptions = { activationConstraint: { distance: 6 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

const idOf = (index: number) => `section-${index}`;
const indexOf = (id: string | number) => Number(String(id).slice('section-'.length));

/**
 * Props equal for `memo`: each the same, but for `data`, made afresh on every render of the pane,
 * compared by value.
 */
const sameProps =
  <P extends object>(data: keyof P) =>
  (a: P, b: P) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)] as (keyof P)[])].every((key) => (key === data ? sameJson(a[key], b[key]) : a[key] === b[key]));

/** Re-rendered only when what it shows changes (its actions keep their identity; see OutlinePane.tsx). */
export const Outline = memo(OutlineList, sameProps<OutlineProps>('entries'));

function OutlineList({ entries, selected, onSelect, onMove, onDuplicate, onToggleHidden, onDelete, announce, focusWhenEmpty }: OutlineProps) {
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
  const nameAt = (id: string | number) => entries[indexOf(id)]?.name ?? 'section';
  const position = (id: string | number | undefined) => (id === undefined ? '' : `position ${indexOf(id) + 1} of ${entries.length}`);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameAt(active.id)}, at ${position(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameAt(active.id)} is over ${position(over.id)}.` : `${nameAt(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${nameAt(active.id)} was dropped at ${position(over.id)}.` : `${nameAt(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${nameAt(active.id)} was cancelled; it is back at ${position(active.id)}.`,
  };
  // The same list of ids while the number of sections stays: typing in a section's heading then
  // re-renders that one section, not the whole list.
  const count = entries.length;
  const ids = useMemo(() => Array.from({ length: count }, (_, index) => idOf(index)), [count]);

  const list = useRef<HTMLUListElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();
  // Set in the same update as the change of the sections, so this runs once the rows show it.
  useLayoutEffect(() => {
    if (!focusTarget) return;
    const row = list.current?.children[focusTarget.index];
    if (!row) {
      focusWhenEmpty?.();
      return;
    }
    for (const control of focusTarget.controls) {
      const button = row.querySelector<HTMLButtonElement>(`[data-control="${control}"]`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  }, [focusTarget, focusWhenEmpty]);

  const item = useMemo(
    () => ({
      onMove: (from: number, to: number, control: Control) => {
        onMove(from, to);
        setFocusTarget({ index: to, controls: [control, control === 'Move up' ? 'Move down' : 'Move up', 'select'] });
      },
      onDelete: (index: number) => {
        onDelete(index);
        setFocusTarget({ index: Math.min(index, count - 2), controls: ['select'] });
      },
    }),
    [onMove, onDelete, count],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const [from, to] = [indexOf(active.id), indexOf(over.id)];
    item.onMove(from, to, 'drag');
    announce?.(`Moved ${entries[from]?.name} to position ${to + 1}.`);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: 'To move a section, press Space, then the arrow keys, then Space again to drop it, or Escape to cancel.' },
        // dnd-kit would give the focus back to the handle at the old position, now another section's: the effect above moves it.
        restoreFocus: false,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={list} aria-label="Sections" className="space-y-1.5">
          {entries.map((entry, index) => (
            <OutlineItem
              key={ids[index]}
              id={ids[index]!}
              entry={entry}
              index={index}
              count={count}
              selected={selected === index}
              onSelect={onSelect}
              onMove={item.onMove}
              onDuplicate={onDuplicate}
              onToggleHidden={onToggleHidden}
              onDelete={item.onDelete}
              announce={announce}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

type OutlineItemProps = Omit<OutlineProps, 'entries' | 'selected' | 'onMove' | 'focusWhenEmpty'> & {
  id: string;
  entry: OutlineEntry;
  index: number;
  count: number;
  selected: boolean;
  /** `control`: the button that moved it, which keeps the focus at the section's new place. */
  onMove: (from: number, to: number, control: Control) => void;
};

/** One section of the outline: its drag handle, its name (which selects it) and its buttons. */
const OutlineItem = memo(function OutlineItem({
  id,
  entry,
  index,
  count,
  selected,
  onSelect,
  onMove,
  onDuplicate,
  onToggleHidden,
  onDelete,
  announce,
}: OutlineItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const move = (to: number, control: Control) => {
    onMove(index, to, control);
    announce?.(`Moved ${entry.name} to position ${to + 1}.`);
  };
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'relative z-10 shadow-lg' : undefined}>
      <div
        className={`group relative rounded-lg border p-2 ${selected ? 'border-blue-700 bg-blue-50' : entry.hidden ? 'border-slate-300 bg-slate-100' : 'border-slate-200 bg-white'} ${entry.hidden ? 'border-dashed' : ''}`}
      >
        <div className="flex items-start gap-1.5">
          <button
            type="button"
            {...attributes}
            {...listeners}
            ref={setActivatorNodeRef}
            data-control="drag"
            aria-label={`Drag to reorder: ${entry.name}`}
            className="mt-0.5 cursor-grab rounded px-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <button
            type="button"
            aria-current={selected ? 'true' : undefined}
            data-control="select"
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
            Shared section “{entry.shared.name}”: edit it in Site settings. {alsoOn(entry.shared.alsoOn)}
          </p>
        )}
        <div className={selected ? undefined : outOfSight}>
          <div className="mt-1 flex gap-1 pl-7">
            <EntryButton icon={ArrowUp} word="Move up" name={entry.name} disabled={index === 0} onClick={() => move(index - 1, 'Move up')} />
            <EntryButton icon={ArrowDown} word="Move down" name={entry.name} disabled={index === count - 1} onClick={() => move(index + 1, 'Move down')} />
            <EntryButton icon={Copy} word="Duplicate" name={entry.name} onClick={() => onDuplicate(index)} />
            <EntryButton icon={entry.hidden ? Eye : EyeOff} word={entry.hidden ? 'Show' : 'Hide'} name={entry.name} onClick={() => onToggleHidden(index)} />
            <EntryButton
              icon={Trash2}
              word="Delete"
              name={entry.name}
              onClick={() => {
                onDelete(index);
                announce?.(`Deleted ${entry.name}. Undo brings it back.`);
              }}
            />
          </div>
        </div>
      </div>
    </li>
  );
}, sameProps<OutlineItemProps>('entry'));

/** Where else a shared section shows: the pages when they are few, else how many (a list of twelve addresses would fill the outline). */
const alsoOn = (paths: string[]) =>
  paths.length === 0
    ? 'Not used on other pages.'
    : paths.length <= 3
      ? `Also on: ${paths.join(', ')}.`
      : `Also on ${paths.length} other pages, such as ${paths.slice(0, 2).join(' and ')}.`;

/** "Move up: Hero: …": an icon, with its word as the tooltip. */
function EntryButton({ icon: Icon, word, name, disabled, onClick }: { icon: LucideIcon; word: string; name: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`${word}: ${name}`}
      data-control={word}
      title={word}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-7 items-center justify-center rounded border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-40 disabled:hover:bg-white"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** The new list after moving one entry, as the drop does it. */
export const moved = <T,>(list: T[], from: number, to: number) => arrayMove(list, from, to);
