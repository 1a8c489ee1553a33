/**
 * Named entries (the sets of opening hours, the number pools, the shared sections): each with
 * its name, which can be changed, its value, Move up, Move down and Remove; and an Add button.
 * A new name is taken when the name field is left or Enter is pressed, and only when no other
 * entry has it: two entries with one name would silently become one.
 */
import { Plus } from 'lucide-react';
import { type KeyboardEvent, memo, useCallback, useId, useState } from 'react';
import { useLatest } from '../ui/useLatest';
import { BareList, EntryButtons } from './ArrayField';
import { useForm } from './context';
import { Field, type GroupFieldProps } from './Field';
import { ProblemList } from './FieldFrame';
import { GroupFrame } from './GroupFrame';
import { type JsonPath, formatPath, samePath } from '../ui/jsonPath';
import { emptyValue, entryNoun, fieldKind, type JsonSchema, lowerFirst, type PlainObject } from './jsonSchema';
import { noProblems, ownProblems, type Problem, problemsOfChild, sameProblems } from './fieldProblems';
import { buttonClass, helpClass, inputClass, labelClass, stackClass } from '../ui/fieldStyles';
import { type EntryAction, namedEntries, useEntryActions } from './useEntryActions';

/** The object with one key renamed, in its place. */
export const renameKey = (object: PlainObject, from: string, to: string): PlainObject =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key === from ? to : key, value]));

/** A value made of fields shows without a frame of its own inside its entry's frame. */
const isGroup = (node: JsonSchema) => ['object', 'array', 'record', 'variants', 'image', 'overrides'].includes(fieldKind(node).kind);

/** A name no entry has yet: "new", "new-2", … */
const freshName = (object: PlainObject): string => {
  for (let n = 1; ; n++) {
    const name = n === 1 ? 'new' : `new-${n}`;
    if (!Object.hasOwn(object, name)) return name;
  }
};

export function RecordField(props: GroupFieldProps & { entry: JsonSchema }) {
  const { node, value, path, label, required, problems, bare, actions, onRemove, entry } = props;
  const { emit, announce } = useForm();
  const object = (value ?? {}) as PlainObject;
  const names = Object.keys(object);
  const noun = entryNoun(entry, label);
  const entries = useEntryActions({ kind: namedEntries, path, value: object, noun });
  const latest = useLatest({ object, path, noun });
  const depth = path.length;

  const rename = useCallback(
    (from: string, to: string) => {
      const { object, path, noun } = latest.current;
      emit(path, renameKey(object, from, to));
      announce(`${noun} “${from}” is now called “${to}”.`);
    },
    [emit, announce, latest],
  );

  const add = () => {
    const name = freshName(object);
    entries.add(name, emptyValue(entry), `[data-entry="${CSS.escape(formatPath([...path, name]))}"] [data-rename]`, 'Give it a name.');
  };

  const body = (
    <div className="flex flex-col gap-3" data-list={formatPath(path)}>
      {names.length > 0 && (
        <ol className="flex flex-col gap-3">
          {names.map((name, index) => (
            <NamedEntry
              key={entries.keys[index]}
              entry={entry}
              name={name}
              value={object[name]}
              path={[...path, name]}
              index={index}
              count={names.length}
              noun={noun}
              names={names}
              problems={problemsOfChild(problems, depth, name)}
              act={entries.act}
              rename={rename}
            />
          ))}
        </ol>
      )}
      <div>
        <button type="button" className={buttonClass} onClick={add} data-action="add">
          <Plus aria-hidden="true" className="size-4" />
          Add {lowerFirst(noun)}
        </button>
      </div>
    </div>
  );
  const own = ownProblems(problems, depth, (key) => typeof key === 'string' && Object.hasOwn(object, key));
  if (bare) return <BareList problems={own}>{body}</BareList>;
  return (
    <GroupFrame path={path} label={label} required={required} description={node.description} problems={own} onRemove={onRemove} actions={actions}>
      {body}
    </GroupFrame>
  );
}

interface NamedEntryProps {
  entry: JsonSchema;
  name: string;
  value: unknown;
  path: JsonPath;
  index: number;
  count: number;
  noun: string;
  names: string[];
  problems: readonly Problem[];
  act: (action: EntryAction, index: number) => void;
  rename: (from: string, to: string) => void;
}

const NamedEntry = memo(
  function NamedEntry({ entry, name, value, path, index, count, noun, names, problems, act, rename }: NamedEntryProps) {
    const id = useId();
    const [draft, setDraft] = useState<string | null>(null);
    const [refusal, setRefusal] = useState('');
    const entryLabel = `${noun} “${name}”`;
    const commit = () => {
      if (draft === null) return;
      const next = draft.trim();
      if (next === name) {
        setDraft(null);
        setRefusal('');
      } else if (next === '') setRefusal('A name cannot be empty.');
      else if (names.includes(next)) setRefusal(`There is already one called “${next}”: choose another name.`);
      else {
        setDraft(null);
        setRefusal('');
        rename(name, next);
      }
    };
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        commit();
      } else if (event.key === 'Escape' && draft !== null) {
        setDraft(null);
        setRefusal('');
      }
    };
    // Problems with the name itself (the validator's path ends at the key): shown at the name field.
    const nameProblems = problems.filter((p) => p.path.length === path.length);
    const valueProblems = nameProblems.length ? problems.filter((p) => !nameProblems.includes(p)) : problems;
    const describedBy = [refusal && `${id}refusal`, nameProblems.length && `${id}problems`].filter(Boolean).join(' ') || undefined;
    return (
      <li data-entry={formatPath(path)}>
        <GroupFrame
          path={path}
          label={entryLabel}
          required
          description={undefined}
          problems={noProblems}
          actions={<EntryButtons name={entryLabel} index={index} count={count} canRemove act={act} />}
        >
          <div className={stackClass}>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}name`} className={labelClass}>
                Name
              </label>
              <p id={`${id}help`} className={helpClass}>
                Lower-case words joined by dashes. Changed when you leave the field or press Enter.
              </p>
              <ProblemList id={`${id}problems`} problems={nameProblems} />
              <input
                id={`${id}name`}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={draft ?? name}
                onChange={(event) => setDraft(event.target.value)}
                onBlur={commit}
                onKeyDown={onKeyDown}
                data-rename
                className={`${inputClass} max-w-sm`}
                aria-describedby={[`${id}help`, describedBy].filter(Boolean).join(' ')}
                aria-invalid={refusal || nameProblems.some((p) => p.severity === 'error') ? true : undefined}
              />
              {refusal && (
                <p id={`${id}refusal`} role="alert" className="text-sm font-medium text-red-800">
                  {refusal}
                </p>
              )}
            </div>
            <Field
              fieldKey={name}
              node={entry}
              value={value}
              path={path}
              label={entry.title ?? 'Value'}
              required
              problems={valueProblems}
              bare={isGroup(entry)}
            />
          </div>
        </GroupFrame>
      </li>
    );
  },
  (a, b) =>
    a.value === b.value &&
    a.name === b.name &&
    a.entry === b.entry &&
    a.index === b.index &&
    a.count === b.count &&
    a.noun === b.noun &&
    a.names.join('\u0000') === b.names.join('\u0000') &&
    a.act === b.act &&
    a.rename === b.rename &&
    samePath(a.path, b.path) &&
    sameProblems(a.problems, b.problems),
);
