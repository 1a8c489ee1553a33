/**
 * A list: its entries in order, each with Move up, Move down and Remove buttons named after the
 * entry ("Move up: Card 2 (Roof repairs)"), and an Add button. New entries start empty as the
 * schema describes them (jsonSchema.ts emptyValue). After each change the focus stays with the
 * entry that moved (or goes to the next one, or the new one) and a screen reader is told what
 * happened. Lists of groups fold each entry behind its name once they grow long.
 */
import { ArrowDown, ArrowUp, ChevronRight, ChevronUp, LayoutGrid, Plus, Trash2 } from 'lucide-react';
import { memo, type ReactNode, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from './context';
import { Field, type AnyFieldProps } from './Field';
import { ProblemList } from './FieldFrame';
import { GroupFrame, firstControlOf } from './GroupFrame';
import { gridAdvice } from './gridAdvice';
import { type JsonPath, pathKey, samePath } from './jsonPath';
import { emptyValue, entryNoun, entrySummary, fieldKind, type JsonSchema, lowerFirst } from './jsonSchema';
import { ownProblems, type Problem, problemsOfChild, sameProblems } from './problems';
import { buttonClass, focusRing, helpClass, iconButtonClass } from './styles';

export type EntryAction = 'move-up' | 'move-down' | 'remove';

/** Names an entry: "Card 2", with its title when it has one: "Card 2 (Roof repairs)". */
export const entryName = (noun: string, index: number, value: unknown): string => {
  const summary = entrySummary(value);
  return summary ? `${noun} ${index + 1} (${summary})` : `${noun} ${index + 1}`;
};

/** React keys that follow the entries when they move, so an entry's folded state moves with it. */
export function useEntryKeys(length: number) {
  // `added`: entries added here, which open unfolded.
  const ref = useRef({ keys: [] as number[], next: 0, added: new Set<number>() });
  const state = ref.current;
  while (state.keys.length < length) state.keys.push(state.next++);
  if (state.keys.length > length) state.keys.length = length;
  return state;
}

/** The latest value of something, for callbacks that stay the same from render to render. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

const groupKinds = new Set(['object', 'image', 'variants', 'record', 'overrides']);

/** Lists of groups longer than this start folded (entries with problems always open). */
const mostUnfolded = 3;

export function ArrayField({
  node,
  value,
  path,
  label,
  required,
  problems,
  bare,
  actions,
  onRemove,
  items,
  grid,
}: AnyFieldProps & { items: JsonSchema; onRemove?: () => void }) {
  const { emit, announce, focusLater } = useForm();
  const list = Array.isArray(value) ? value : [];
  const noun = entryNoun(items, label);
  const entryKeys = useEntryKeys(list.length);
  const latest = useLatest({ list, path, noun });
  const depth = path.length;
  const min = node.minItems ?? 0;
  const max = node.maxItems;
  const folding = groupKinds.has(fieldKind(items).kind) && list.length > mostUnfolded;
  // Told after each change, with the count: what the advice beside the list now says.
  const adviceFor = (count: number) => (grid ? gridAdvice(grid, count, noun) : undefined);
  const latestAdvice = useLatest(adviceFor);
  const advice = adviceFor(list.length);

  const act = useCallback(
    (action: EntryAction, index: number) => {
      const { list, path, noun } = latest.current;
      const keys = entryKeys.keys;
      const name = `${noun} ${index + 1}`;
      const entrySelector = (at: number, which: string) => `[data-entry="${CSS.escape(pathKey([...path, at]))}"] [data-action="${which}"]:not(:disabled)`;
      if (action === 'remove') {
        keys.splice(index, 1);
        emit(
          path,
          list.filter((_, i) => i !== index),
        );
        announce([`${name} removed.`, latestAdvice.current(list.length - 1)].filter(Boolean).join(' '));
        focusLater([entrySelector(index, 'remove'), entrySelector(index - 1, 'remove'), `[data-list="${CSS.escape(pathKey(path))}"] [data-action="add"]`]);
        return;
      }
      const to = action === 'move-up' ? index - 1 : index + 1;
      if (to < 0 || to >= list.length) return;
      const next = [...list];
      [next[index], next[to]] = [next[to], next[index]];
      [keys[index], keys[to]] = [keys[to]!, keys[index]!];
      emit(path, next);
      announce(`${name} moved to position ${to + 1} of ${list.length}.`);
      focusLater([entrySelector(to, action), entrySelector(to, action === 'move-up' ? 'move-down' : 'move-up')]);
    },
    [emit, announce, focusLater, latest, latestAdvice, entryKeys],
  );

  const add = () => {
    entryKeys.keys.push(entryKeys.next);
    entryKeys.added.add(entryKeys.next++);
    emit(path, [...list, emptyValue(items)]);
    announce([`${noun} ${list.length + 1} added.`, adviceFor(list.length + 1)].filter(Boolean).join(' '));
    focusLater(firstControlOf([...path, list.length]));
  };

  const limits = [min > 0 && `at least ${min}`, max !== undefined && `at most ${max}`].filter(Boolean).join(', ');
  const body = (
    <div className="flex flex-col gap-3" data-list={pathKey(path)}>
      {list.length > 0 && (
        <ol className="flex flex-col gap-3">
          {list.map((item, index) => (
            <Entry
              key={entryKeys.keys[index]}
              items={items}
              value={item}
              path={[...path, index]}
              index={index}
              count={list.length}
              noun={noun}
              canRemove={list.length > min}
              folding={folding && !entryKeys.added.has(entryKeys.keys[index]!)}
              problems={problemsOfChild(problems, depth, index)}
              act={act}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass} onClick={add} disabled={max !== undefined && list.length >= max} data-action="add">
          <Plus aria-hidden="true" className="size-4" />
          Add {lowerFirst(noun)}
        </button>
        {limits && <p className={`${helpClass} mt-0`}>{`${label}: ${limits}.`}</p>}
      </div>
      {advice && (
        <p className="flex items-start gap-1.5 text-sm text-slate-700" data-advice="">
          <LayoutGrid aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
          {advice}
        </p>
      )}
    </div>
  );
  const own = ownProblems(problems, depth, (key) => typeof key === 'number' && key < list.length);
  if (bare) return <BareList problems={own}>{body}</BareList>;
  return (
    <GroupFrame path={path} label={label} required={required} description={node.description} problems={own} onRemove={onRemove} actions={actions}>
      {body}
    </GroupFrame>
  );
}

interface EntryProps {
  items: JsonSchema;
  value: unknown;
  path: JsonPath;
  index: number;
  count: number;
  noun: string;
  canRemove: boolean;
  folding: boolean;
  problems: readonly Problem[];
  act: (action: EntryAction, index: number) => void;
}

/** The move and remove buttons of an entry, named after it. */
export function EntryButtons({
  name,
  index,
  count,
  canRemove,
  act,
}: {
  name: string;
  index: number;
  count: number;
  canRemove: boolean;
  act: EntryProps['act'];
}) {
  return (
    <div className="flex items-center">
      <button
        type="button"
        className={iconButtonClass}
        aria-label={`Move up: ${name}`}
        title="Move up"
        disabled={index === 0}
        onClick={() => act('move-up', index)}
        data-action="move-up"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={iconButtonClass}
        aria-label={`Move down: ${name}`}
        title="Move down"
        disabled={index === count - 1}
        onClick={() => act('move-down', index)}
        data-action="move-down"
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={iconButtonClass}
        aria-label={`Remove: ${name}`}
        title="Remove"
        disabled={!canRemove}
        onClick={() => act('remove', index)}
        data-action="remove"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

const Entry = memo(
  function Entry({ items, value, path, index, count, noun, canRemove, folding, problems, act }: EntryProps) {
    const name = entryName(noun, index, value);
    const buttons = <EntryButtons name={name} index={index} count={count} canRemove={canRemove} act={act} />;
    const [open, setOpen] = useState(!folding);
    const isGroup = groupKinds.has(fieldKind(items).kind);
    if (!isGroup) {
      // The buttons go beside the entry's label, so a text box takes the full width.
      return (
        <li data-entry={pathKey(path)} data-group={pathKey(path)}>
          <Field fieldKey={index} node={items} value={value} path={path} label={`${noun} ${index + 1}`} required problems={problems} actions={buttons} />
        </li>
      );
    }
    if (folding && !open && problems.length === 0) {
      return (
        <li
          data-entry={pathKey(path)}
          data-group={pathKey(path)}
          className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white pr-1"
        >
          <button
            type="button"
            aria-expanded={false}
            onClick={() => setOpen(true)}
            data-action="unfold"
            className={`flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50 ${focusRing}`}
          >
            <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{name}</span>
          </button>
          {buttons}
        </li>
      );
    }
    const actions = (
      <>
        {folding && problems.length === 0 && (
          <button
            type="button"
            className={iconButtonClass}
            aria-expanded
            aria-label={`Fold: ${name}`}
            title="Fold"
            onClick={() => setOpen(false)}
            data-action="fold"
          >
            <ChevronUp aria-hidden="true" className="size-5" />
          </button>
        )}
        {buttons}
      </>
    );
    return (
      <li data-entry={pathKey(path)}>
        <Field fieldKey={index} node={items} value={value} path={path} label={`${noun} ${index + 1}`} required problems={problems} actions={actions} />
      </li>
    );
  },
  (a, b) =>
    a.value === b.value &&
    a.items === b.items &&
    a.index === b.index &&
    a.count === b.count &&
    a.noun === b.noun &&
    a.canRemove === b.canRemove &&
    a.folding === b.folding &&
    a.act === b.act &&
    samePath(a.path, b.path) &&
    sameProblems(a.problems, b.problems),
);

/** A list without a frame of its own (inside a named entry): its own problems above it. */
export function BareList({ problems, children }: { problems: readonly Problem[]; children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <ProblemList id={id} problems={problems} />
      {children}
    </div>
  );
}
