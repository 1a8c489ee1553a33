/**
 * Fields that hold one value: text (a line, or a box of several lines for text that runs to
 * sentences), numbers, true/false, one choice of a list (radio buttons for a few, a menu for
 * more), several choices of a list, and names defined in the site settings.
 *
 * A field that may be left out is left out when it is emptied (no `"eyebrow": ""` in the file);
 * a field that must be given keeps its empty value, and the validator says it must be filled.
 */
import { type ChangeEvent, type ReactNode, useEffect, useRef } from 'react';
import { useForm, useServices } from './context';
import { describedBy, type FieldProps, FieldFrame, LabelRow, OptionalMark, ProblemList, useFieldIds } from './FieldFrame';
import { formatPath } from '../ui/jsonPath';
import { type Choice, namesFrom } from './jsonSchema';
import type { Problem } from './fieldProblems';
import { helpClass, inputClass, labelClass, selectClass, textareaClass } from '../ui/fieldStyles';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** How near its limit a text is before a pause in typing tells screen readers how much it uses. */
const nearLimit = 0.8;
const pauseBeforeTelling = 1200;

/**
 * Tells screen readers, politely and only once typing pauses, how much of its limit a text uses
 * when it is near it or over it ("Value: 18 of 20 characters."). The count is also under the
 * field, and read with it; this is for the person typing, who does not look at it.
 */
function useLengthAnnouncement(label: string, length: number, max: number | undefined) {
  const { announce } = useForm();
  const typed = useRef(false);
  useEffect(() => {
    // Not when the form opens: only after the person has typed.
    if (!typed.current) {
      typed.current = true;
      return;
    }
    if (max === undefined || length < max * nearLimit) return;
    const over = length - max;
    const words = `${label}: ${length} of ${max} characters${over > 0 ? `, ${over} too many` : ''}.`;
    const timer = setTimeout(() => announce(words), pauseBeforeTelling);
    return () => clearTimeout(timer);
  }, [label, length, max, announce]);
}

export function TextField({ node, value, path, label, required, problems, actions, multiline }: FieldProps & { multiline: boolean }) {
  const { emit } = useForm();
  const ids = useFieldIds();
  const text = textOf(value);
  const max = node.maxLength;
  useLengthAnnouncement(label, text.trim().length, max);
  const countId = `${ids.control}count`;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    emit(path, next === '' && !required ? undefined : next);
  };
  const control = {
    id: ids.control,
    value: text,
    onChange,
    'data-path': formatPath(path),
    ...describedBy(ids, node.description, problems, max !== undefined && countId),
  };
  return (
    <FieldFrame ids={ids} label={label} required={required} description={node.description} problems={problems} actions={actions}>
      {multiline ? (
        <textarea {...control} rows={3} className={textareaClass} />
      ) : (
        <input {...control} type={node.format === 'email' ? 'email' : node.format === 'uri' ? 'url' : 'text'} autoComplete="off" className={inputClass} />
      )}
      {max !== undefined && (
        // Counted, never cut off: a pasted text stays whole and the validator says what is too long.
        <p id={countId} className={`text-right text-xs ${text.trim().length > max ? 'font-semibold text-red-800' : 'text-slate-600'}`}>
          {text.trim().length} of {max} characters
        </p>
      )}
    </FieldFrame>
  );
}

export function NumberField({ node, value, path, label, required, problems, actions, integer }: FieldProps & { integer: boolean }) {
  const { emit } = useForm();
  const ids = useFieldIds();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (text === '') emit(path, required ? '' : undefined);
    else emit(path, Number.isFinite(Number(text)) ? Number(text) : text);
  };
  const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + (integer ? 1 : 0) : undefined);
  const max = node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? node.maximum : undefined;
  return (
    <FieldFrame ids={ids} label={label} required={required} description={node.description} problems={problems} actions={actions}>
      <input
        id={ids.control}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        step={integer ? 1 : 'any'}
        min={min}
        max={max}
        value={typeof value === 'number' ? String(value) : textOf(value)}
        onChange={onChange}
        data-path={formatPath(path)}
        className={`${inputClass} max-w-48`}
        {...describedBy(ids, node.description, problems)}
      />
    </FieldFrame>
  );
}

export function BooleanField({ node, value, path, label, required, problems, actions }: FieldProps) {
  const { emit } = useForm();
  const ids = useFieldIds();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // A field that may only be true (an image's "decorative") or may be left out is left out when unticked.
    emit(path, event.target.checked ? true : required && node.const === undefined ? false : undefined);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <ProblemList id={ids.problems} problems={problems} />
      <div className="flex items-start gap-3">
        <input
          id={ids.control}
          type="checkbox"
          checked={value === true}
          onChange={onChange}
          data-path={formatPath(path)}
          className="mt-3 size-5 shrink-0 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          {...describedBy(ids, node.description, problems)}
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={ids.control} className={`${labelClass} flex min-h-11 items-center`}>
            {label}
          </label>
          {node.description && (
            <p id={ids.help} className={`${helpClass} -mt-2`}>
              {node.description}
            </p>
          )}
        </div>
        {actions}
      </div>
    </div>
  );
}

/** The choices offered: the schema's, a "Not set" for a field that may be left out, and a value the schema does not allow, so it shows as it is. */
function offered(choices: readonly Choice[], value: unknown, required: boolean, unknownNote: string) {
  const list: { value: unknown; label: string }[] = [];
  if (!required) list.push({ value: undefined, label: 'Not set' });
  list.push(...choices);
  if (value !== undefined && !choices.some((choice) => choice.value === value)) list.push({ value, label: `${String(value)} (${unknownNote})` });
  return list;
}

/** Up to this many choices show as radio buttons, all visible; more as a menu. */
const mostRadios = 4;

/** One choice of a list: radio buttons for a few, a menu for more. `onPick` gets the index in `list`. */
export function ChoicePicker({
  label,
  required,
  description,
  problems,
  list,
  selected,
  onPick,
  dataPath,
  radios,
  actions,
}: {
  label: string;
  required: boolean;
  description: string | undefined;
  problems: readonly Problem[];
  list: readonly { label: string }[];
  /** Index in `list`, -1 for none. */
  selected: number;
  onPick: (index: number) => void;
  dataPath: string;
  /** Radio buttons even for many choices, or a menu even for few. */
  radios?: boolean;
  actions?: ReactNode;
}) {
  const ids = useFieldIds();
  const frame = { ids, label, required, description, problems, actions };
  if (!(radios ?? list.length <= mostRadios + (required ? 0 : 1))) {
    return (
      <FieldFrame {...frame}>
        <select
          id={ids.control}
          value={selected < 0 ? '' : String(selected)}
          onChange={(event) => event.target.value !== '' && onPick(Number(event.target.value))}
          data-path={dataPath}
          className={selectClass}
          {...describedBy(ids, description, problems)}
        >
          {selected < 0 && (
            <option value="" disabled>
              Choose…
            </option>
          )}
          {list.map((choice, index) => (
            <option key={choice.label} value={String(index)}>
              {choice.label}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  }
  return (
    <FieldFrame {...frame} group={{ role: 'radiogroup', 'data-path': dataPath, ...describedBy(ids, description, problems) }}>
      <div className="flex flex-wrap gap-2">
        {list.map((choice, index) => (
          <label key={choice.label} className={pillClass}>
            <input
              type="radio"
              name={ids.control}
              checked={index === selected}
              onChange={() => onPick(index)}
              className="size-4 accent-blue-700 focus-visible:outline-none"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}

const pillClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 ' +
  'has-checked:border-blue-700 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700';

/** A value from a fixed list; `unknown` says why a value outside it is flagged. */
export function ChoiceField({
  node,
  value,
  path,
  label,
  required,
  problems,
  choices,
  unknown = 'not one of the choices',
  radios,
  actions,
}: FieldProps & { choices: readonly Choice[]; unknown?: string; radios?: boolean }) {
  const { emit } = useForm();
  const list = offered(choices, value, required, unknown);
  return (
    <ChoicePicker
      label={label}
      required={required}
      description={node.description}
      problems={problems}
      list={list}
      selected={list.findIndex((choice) => choice.value === value)}
      onPick={(index) => emit(path, list[index]!.value)}
      dataPath={formatPath(path)}
      radios={radios}
      actions={actions}
    />
  );
}

/** A list of choices from a fixed set (the days of a set of opening hours): ticked boxes, kept in the set's order. */
export function ChoicesField({ node, value, path, label, required, problems, actions, choices }: FieldProps & { choices: readonly Choice[] }) {
  const { emit } = useForm();
  const ids = useFieldIds();
  const current = Array.isArray(value) ? value : [];
  const toggle = (choice: unknown, on: boolean) => {
    const others = current.filter((item) => !choices.some((c) => c.value === item));
    const next = choices.filter((c) => (c.value === choice ? on : current.includes(c.value))).map((c) => c.value);
    emit(path, [...next, ...others]);
  };
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1.5"
      data-path={formatPath(path)}
      aria-describedby={describedBy(ids, node.description, problems)['aria-describedby']}
    >
      <legend className={`${labelClass} mb-1.5`}>
        {label}
        <OptionalMark required={required} />
      </legend>
      {/* A legend must stay the fieldset's first child: an entry's buttons go on the line after it. */}
      {actions && <div className="flex justify-end">{actions}</div>}
      {node.description && (
        <p id={ids.help} className={helpClass}>
          {node.description}
        </p>
      )}
      <ProblemList id={ids.problems} problems={problems} />
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={String(choice.value)} className={pillClass}>
            <input
              type="checkbox"
              checked={current.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
              className="size-4 accent-blue-700 focus-visible:outline-none"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A name defined elsewhere in the site settings (`x-names-from`: a shared section, a set of
 * opening hours, a number pool): a menu of the names that exist. Without the settings, typed.
 */
export function NamesField(props: FieldProps & { from: string }) {
  const { siteConfig } = useServices();
  const names = namesFrom(siteConfig, props.from);
  if (!names) return <TextField {...props} multiline={false} />;
  const value = props.value === '' ? undefined : props.value;
  const choices = names.map((name) => ({ value: name, label: name }));
  return <ChoiceField {...props} value={value} choices={choices} unknown="not in the site settings" radios={false} />;
}

/** A constant (a section's type outside its union): shown, not edited. */
export function ConstField({ node, value, label, problems, actions }: FieldProps) {
  const ids = useFieldIds();
  return (
    <div className="flex flex-col gap-1">
      <LabelRow actions={actions}>
        <p className={labelClass}>{label}</p>
      </LabelRow>
      <ProblemList id={ids.problems} problems={problems} />
      <p className="text-sm text-slate-700">{String(value ?? node.const)}</p>
    </div>
  );
}
