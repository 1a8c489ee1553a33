/**
 * One field of the form, of whatever kind its schema says (schema.ts): text, a link picker, a
 * choice, a photo picker, a group of fields, a list, a map of named entries. Each shows its
 * problems in the validator's words, marked invalid for assistive technology.
 */
import { memo, useId, useState, type ReactNode } from 'react';
import type { JsonPath, Problem } from '../../shared/api';
import { fieldId, pathKey, useForm } from './FormContext';
import { ImageField } from './ImageField';
import { branchFor, choicesOf, initialValue, type JsonSchema, kindOf, labelFor, optionLabel, unionOptions } from './schema';

export interface FieldProps {
  schema: JsonSchema;
  /** The key of this field in its parent (a property name or a list index). */
  name: string | number;
  path: JsonPath;
  value: unknown;
  /** Optional fields can be removed. */
  optional?: boolean;
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-blue-600 focus:outline-2 focus:outline-blue-600 aria-invalid:border-red-600 aria-invalid:bg-red-50';
const smallButton =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-40';

export const Field = memo(function Field({ schema, name, path, value, optional }: FieldProps) {
  const kind = kindOf(schema, name);
  switch (kind) {
    case 'group':
      return <GroupField schema={schema} name={name} path={path} value={value} optional={optional} />;
    case 'list':
      return <ListField schema={schema} name={name} path={path} value={value} optional={optional} />;
    case 'map':
      return <MapField schema={schema} name={name} path={path} value={value} optional={optional} />;
    case 'union':
      return <UnionField schema={schema} name={name} path={path} value={value} optional={optional} />;
    case 'image':
      return (
        <Labelled schema={schema} name={name} path={path} optional={optional} group>
          <ImageField schema={schema} path={path} value={value} />
        </Labelled>
      );
    default:
      return <ScalarField schema={schema} name={name} path={path} value={value} optional={optional} kind={kind} />;
  }
});

/** The problems at exactly this path, in the validator's words. */
function useProblems(path: JsonPath): Problem[] {
  return useForm().problems.get(pathKey(path)) ?? [];
}

function ProblemText({ id, problems }: { id: string; problems: Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {problems.map((p) => p.message).join(' · ')}
    </p>
  );
}

function RemoveButton({ path, label }: { path: JsonPath; label: string }) {
  const { onChange } = useForm();
  return (
    <button type="button" className={smallButton} onClick={() => onChange(path, undefined)} aria-label={`Remove ${label}`}>
      Remove
    </button>
  );
}

/** A fieldset with its legend, help text, problems and (when optional) a Remove button. */
function Labelled({ schema, name, path, optional, group, children }: Omit<FieldProps, 'value'> & { group?: boolean; children: ReactNode }) {
  const problems = useProblems(path);
  const id = fieldId(path);
  const label = labelFor(name, schema);
  if (!group) return children;
  return (
    <fieldset id={id} aria-describedby={problems.length ? `${id}-problem` : undefined} className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      {schema.description && <p className="mb-2 text-xs text-slate-600">{schema.description}</p>}
      <ProblemText id={`${id}-problem`} problems={problems} />
      <div className="space-y-3">{children}</div>
      {optional && (
        <div className="mt-2">
          <RemoveButton path={path} label={label} />
        </div>
      )}
    </fieldset>
  );
}

function ScalarField({ schema, name, path, value, optional, kind }: FieldProps & { kind: ReturnType<typeof kindOf> }) {
  const { onChange, pages } = useForm();
  const problems = useProblems(path);
  const id = fieldId(path);
  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const listId = useId();
  const label = labelFor(name, schema);
  const describedBy = [problems.length ? problemId : '', schema.description ? helpId : ''].filter(Boolean).join(' ') || undefined;
  const invalid = problems.length > 0 ? true : undefined;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': invalid };
  let control: ReactNode;
  if (kind === 'fixed') {
    control = <output className="mt-1 block text-sm text-slate-700">{String(schema.const)}</output>;
  } else if (kind === 'boolean') {
    const fixedTrue = schema.const === true;
    control = (
      <input
        {...common}
        type="checkbox"
        className="size-5 accent-blue-700"
        checked={value === true}
        onChange={(event) => onChange(path, event.target.checked ? true : fixedTrue ? undefined : false)}
      />
    );
  } else if (kind === 'choice') {
    const choices = choicesOf(schema)!;
    control = (
      <select
        {...common}
        className={inputClass}
        value={choices.includes(value) ? String(value) : ''}
        onChange={(event) =>
          onChange(
            path,
            choices.find((choice) => String(choice) === event.target.value),
          )
        }
      >
        {!choices.includes(value) && <option value="">Choose…</option>}
        {choices.map((choice) => (
          <option key={String(choice)} value={String(choice)}>
            {String(choice)}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'number') {
    control = (
      <input
        {...common}
        type="number"
        className={inputClass}
        value={typeof value === 'number' ? value : ''}
        min={schema.minimum}
        max={schema.maximum}
        step="any"
        onChange={(event) => onChange(path, event.target.value === '' ? undefined : Number(event.target.value))}
      />
    );
  } else if (kind === 'longText') {
    control = (
      <textarea
        {...common}
        rows={Math.min(8, Math.max(2, Math.ceil(String(value ?? '').length / 60)))}
        className={inputClass}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(path, event.target.value)}
      />
    );
  } else {
    control = (
      <>
        <input
          {...common}
          type="text"
          className={inputClass}
          value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
          list={kind === 'link' ? listId : undefined}
          onChange={(event) => onChange(path, event.target.value)}
        />
        {kind === 'link' && (
          // The pages of the site to pick from; an https://, tel: or mailto: address can be typed.
          <datalist id={listId}>
            {pages.map((page) => (
              <option key={page.file} value={page.path}>
                {page.title}
              </option>
            ))}
          </datalist>
        )}
      </>
    );
  }
  return (
    <div className={kind === 'boolean' ? 'flex flex-wrap items-start gap-x-3 gap-y-1' : undefined}>
      {kind === 'boolean' && control}
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
          {kind === 'link' && <span className="font-normal text-slate-500"> (a page, or https://, tel:, mailto:)</span>}
        </label>
        {optional && <RemoveButton path={path} label={label} />}
      </div>
      {kind !== 'boolean' && control}
      {schema.description && (
        <p id={helpId} className="mt-1 w-full text-xs text-slate-600">
          {schema.description}
        </p>
      )}
      <ProblemText id={problemId} problems={problems} />
    </div>
  );
}

/** The fields of an object: required ones always, optional ones when present (or "Add …"). */
export function GroupFields({ schema, path, value, allOptional }: { schema: JsonSchema; path: JsonPath; value: unknown; allOptional?: boolean }) {
  const { onChange } = useForm();
  const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const required = new Set(allOptional ? [] : (schema.required ?? []));
  const entries = Object.entries(schema.properties ?? {}).filter(([key, field]) => key !== 'type' || field.const === undefined);
  const absent = entries.filter(([key]) => !required.has(key) && object[key] === undefined);
  return (
    <>
      {entries
        .filter(([key]) => required.has(key) || object[key] !== undefined)
        .map(([key, field]) => (
          <Field key={key} schema={field} name={key} path={[...path, key]} value={object[key]} optional={!required.has(key)} />
        ))}
      {absent.length > 0 && (
        <AddOptional
          choices={absent.map(([key, field]) => ({ key, label: labelFor(key, field) }))}
          onAdd={(key) => onChange([...path, key], initialValue(schema.properties![key]!))}
        />
      )}
    </>
  );
}

function AddOptional({ choices, onAdd }: { choices: { key: string; label: string }[]; onAdd: (key: string) => void }) {
  const id = useId();
  const [picked, setPicked] = useState('');
  return (
    <div className="flex items-end gap-2 border-t border-dashed border-slate-200 pt-2">
      <div className="grow">
        <label htmlFor={id} className="text-xs font-semibold text-slate-600">
          Optional field
        </label>
        <select id={id} className={inputClass} value={picked} onChange={(event) => setPicked(event.target.value)}>
          <option value="">Choose a field to add…</option>
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={smallButton}
        disabled={!picked}
        onClick={() => {
          onAdd(picked);
          setPicked('');
        }}
      >
        Add field
      </button>
    </div>
  );
}

function GroupField({ schema, name, path, value, optional }: FieldProps) {
  return (
    <Labelled schema={schema} name={name} path={path} optional={optional} group>
      <GroupFields schema={schema} path={path} value={value} />
    </Labelled>
  );
}

function ListField({ schema, name, path, value, optional }: FieldProps) {
  const { onChange } = useForm();
  const list = Array.isArray(value) ? value : [];
  const item = schema.items ?? {};
  const set = (next: unknown[]) => onChange(path, next);
  const label = labelFor(name, schema);
  return (
    <Labelled schema={schema} name={name} path={path} optional={optional} group>
      <ol className="space-y-3">
        {list.map((entry, index) => {
          const entryLabel = labelFor(index, item, entry);
          const move = (to: number) => {
            const next = [...list];
            next.splice(to, 0, ...next.splice(index, 1));
            set(next);
          };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: list entries have no identity but their place.
            <li key={index} className="rounded-md bg-slate-50 p-2">
              <div className="mb-1 flex flex-wrap items-center gap-1.5">
                <span className="grow text-xs font-semibold text-slate-600">{entryLabel}</span>
                <button type="button" className={smallButton} disabled={index === 0} onClick={() => move(index - 1)}>
                  Move up<span className="sr-only">: {entryLabel}</span>
                </button>
                <button type="button" className={smallButton} disabled={index === list.length - 1} onClick={() => move(index + 1)}>
                  Move down<span className="sr-only">: {entryLabel}</span>
                </button>
                <button type="button" className={smallButton} onClick={() => set(list.filter((_, i) => i !== index))}>
                  Remove<span className="sr-only">: {entryLabel}</span>
                </button>
              </div>
              <Field schema={item} name={index} path={[...path, index]} value={entry} />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={smallButton}
        disabled={schema.maxItems !== undefined && list.length >= schema.maxItems}
        onClick={() => set([...list, initialValue(item)])}
      >
        Add to {label.toLowerCase()}
      </button>
    </Labelled>
  );
}

/** An object of named entries (opening-hour sets, number pools, shared sections). */
function MapField({ schema, name, path, value, optional }: FieldProps) {
  const { onChange } = useForm();
  const id = useId();
  const [newKey, setNewKey] = useState('');
  const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const entrySchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const label = labelFor(name, schema);
  return (
    <Labelled schema={schema} name={name} path={path} optional={optional} group>
      {Object.entries(object).map(([key, entry]) => (
        <div key={key} className="rounded-md bg-slate-50 p-2">
          <div className="mb-1 flex items-center justify-between">
            <span className="text-xs font-semibold text-slate-600">{key}</span>
            <RemoveButton path={[...path, key]} label={key} />
          </div>
          <Field schema={entrySchema} name={key} path={[...path, key]} value={entry} />
        </div>
      ))}
      <div className="flex items-end gap-2">
        <div className="grow">
          <label htmlFor={id} className="text-xs font-semibold text-slate-600">
            New entry in {label.toLowerCase()} (a lower-case name)
          </label>
          <input id={id} className={inputClass} value={newKey} onChange={(event) => setNewKey(event.target.value.trim())} />
        </div>
        <button
          type="button"
          className={smallButton}
          disabled={!newKey || newKey in object}
          onClick={() => {
            onChange([...path, newKey], initialValue(entrySchema));
            setNewKey('');
          }}
        >
          Add entry
        </button>
      </div>
    </Labelled>
  );
}

function UnionField({ schema, name, path, value, optional }: FieldProps) {
  const { onChange } = useForm();
  const id = useId();
  const options = unionOptions(schema) ?? [];
  const branch = branchFor(schema, value);
  const isSection = options.some((option) => option.properties?.type?.const !== undefined);
  return (
    <Labelled schema={branch ?? schema} name={name} path={path} optional={optional} group>
      {!isSection && options.length > 1 && (
        <div>
          <label htmlFor={id} className="text-xs font-semibold text-slate-600">
            Kind
          </label>
          <select
            id={id}
            className={inputClass}
            value={branch ? options.indexOf(branch) : -1}
            onChange={(event) => {
              const next = options[Number(event.target.value)]!;
              const kept = Object.fromEntries(Object.entries((value ?? {}) as object).filter(([key]) => key in (next.properties ?? {})));
              onChange(path, { ...(initialValue(next) as object), ...kept });
            }}
          >
            {!branch && <option value={-1}>Choose…</option>}
            {options.map((option, index) => (
              <option key={optionLabel(option, options)} value={index}>
                {optionLabel(option, options)}
              </option>
            ))}
          </select>
        </div>
      )}
      {branch ? <GroupFields schema={branch} path={path} value={value} /> : <p className="text-sm text-slate-700">Choose what kind of entry this is.</p>}
    </Labelled>
  );
}
