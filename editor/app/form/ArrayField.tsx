/**
 * A list: its entries in order, each with Move up, Move down and Remove buttons named after the
 * entry ("Move up: Card 2 (Roof repairs)"), and an Add button. New entries start empty as the
 * schema describes them (jsonSchema.ts emptyValue). What the buttons do, and where the focus goes
 * after, is useEntryActions.ts, as for named entries. Lists of groups fold each entry behind its
 * name once they grow long.
 */
import { ArrowDown, ArrowUp, ChevronRight, ChevronUp, LayoutGrid, Plus, Trash2 } from 'lucide-react';
import { memo, type ReactNode, useId, useState } from 'react';
import { type JsonPath, formatPath, samePath } from '../ui/jsonPath';
import { Field, type AnyFieldProps } from './Field';
import { ProblemList } from './FieldFrame';
import { GroupFrame, firstControlOf } from './GroupFrame';
import { gridAdvice } from './gridAdvice';
import { emptyValue, entryNoun, entrySummary, fieldKind, type JsonSchema, lowerFirst } from './jsonSchema';
import { ownProblems, type Problem, problemsOfChild, sameProblems } from './fieldProblems';
import { buttonClass, focusRing, helpClass, iconButtonClass } from '../ui/fieldStyles';
import { type EntryAction, listEntries, useEntryActions } from './useEntryActions';

/** Names an entry: "Card 2", with its title when it has one: "Card 2 (Roof repairs)". */
export const entryName = (noun: string, index: number, value: unknown): string => {
  const summary = entrySummary(value);
  return summary ? `${noun} ${index + 1} (${summary})` : `${noun} ${index + 1}`;
};

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
  const list = Array.isArray(value) ? value : [];
  const noun = entryNoun(items, label);
  // Said after each change of the count: what the advice beside the list now says.
  const adviceFor = (count: number) => (grid ? gridAdvice(grid, count, noun) : undefined);
  const advice = adviceFor(list.length);
  const entries = useEntryActions({ kind: listEntries, path, value: list, noun, adviceFor });
  const depth = path.length;
  const min = node.minItems ?? 0;
  const max = node.maxItems;
  const folding = groupKinds.has(fieldKind(items).kind) && list.length > mostUnfolded;
  const add = () => entries.add(list.length, emptyValue(items), firstControlOf([...path, list.length]));

  const limits = [min > 0 && `at least ${min}`, max !== undefined && `at most ${max}`].filter(Boolean).join(', ');
  const body = (
    <div className="flex flex-col gap-3" data-list={formatPath(path)}>
      {list.length > 0 && (
        <ol className="flex flex-col gap-3">
          {list.map((item, index) => (
            <Entry
              key={entries.keys[index]}
              items={items}
              value={item}
              path={[...path, index]}
              index={index}
              count={list.length}
              noun={noun}
              canRemove={list.length > min}
              folding={folding && !entries.added.has(entries.keys[index]!)}
              problems={problemsOfChild(problems, depth, index)}
              act={entries.act}
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
  const buttons = [
    { action: 'move-up', title: 'Move up', Glyph: ArrowUp, disabled: index === 0 },
    { action: 'move-down', title: 'Move down', Glyph: ArrowDown, disabled: index === count - 1 },
    { action: 'remove', title: 'Remove', Glyph: Trash2, disabled: !canRemove },
  ] as const;
  return (
    <div className="flex items-center">
      {buttons.map(({ action, title, Glyph, disabled }) => (
        <button
          key={action}
          type="button"
          className={iconButtonClass}
          aria-label={`${title}: ${name}`}
          title={title}
          disabled={disabled}
          onClick={() => act(action, index)}
          data-action={action}
        >
          <Glyph aria-hidden="true" className="size-5" />
        </button>
      ))}
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
        <li data-entry={formatPath(path)} data-group={formatPath(path)}>
          <Field fieldKey={index} node={items} value={value} path={path} label={`${noun} ${index + 1}`} required problems={problems} actions={buttons} />
        </li>
      );
    }
    if (folding && !open && problems.length === 0) {
      return (
        <li
          data-entry={formatPath(path)}
          data-group={formatPath(path)}
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
      <li data-entry={formatPath(path)}>
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
