/**
 * An icon name (schema/icons.ts): the chosen icon drawn as the site draws it, and a picker of
 * every icon by picture and name, with a search box. The icons are radio buttons, so arrow keys
 * move through them and a screen reader hears each name.
 */
import { type ReactNode, useId, useState } from 'react';
import { Icon } from '../../../blocks/ui/Icon';
import type { IconName } from '../../../schema/icons';
import { useForm } from './context';
import { describedBy, type FieldProps, LabelRow, OptionalMark, ProblemList, useFieldIds } from './FieldFrame';
import { formatPath } from '../ui/jsonPath';
import { type Choice, lowerFirst } from './jsonSchema';
import { hasErrors } from './fieldProblems';
import { buttonClass, helpClass, inputClass, labelClass } from '../ui/fieldStyles';

export function IconField({ node, value, path, label, required, problems, actions, choices }: FieldProps & { choices: readonly Choice[] }) {
  const { emit } = useForm();
  const ids = useFieldIds();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const known = choices.some((choice) => choice.value === value);
  const name = typeof value === 'string' ? value : undefined;
  const shown = choices.filter((choice) => choice.label.toLowerCase().includes(query.trim().toLowerCase()));
  const labelId = `${ids.control}label`;
  const valueId = `${ids.control}value`;

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <LabelRow actions={actions}>
        <p id={labelId} className={labelClass}>
          {label}
          <OptionalMark required={required} />
        </p>
        {node.description && (
          <p id={ids.help} className={helpClass}>
            {node.description}
          </p>
        )}
      </LabelRow>
      <ProblemList id={ids.problems} problems={problems} />
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-md border border-slate-300 bg-slate-50 text-slate-800" aria-hidden="true">
          {known && <Icon name={name as IconName} className="size-6" />}
        </span>
        <span id={valueId} className="text-sm text-slate-900">
          {name === undefined ? 'No icon' : known ? name : `${name} (not one of the icons)`}
        </span>
        <button
          type="button"
          className={buttonClass}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          id={ids.control}
          data-path={formatPath(path)}
          // Not aria-invalid, which buttons do not take: the problems are in the description.
          aria-describedby={describedBy(ids, node.description, problems, valueId)['aria-describedby']}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Close the icons' : `Choose ${lowerFirst(label)}`}
        </button>
      </div>
      {open && (
        <div id={panelId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${panelId}search`} className={labelClass}>
              Find an icon
            </label>
            <input
              id={`${panelId}search`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className={`${inputClass} max-w-xs`}
            />
          </div>
          <div role="radiogroup" aria-labelledby={labelId} aria-invalid={hasErrors(problems) || undefined} className="min-w-0">
            <div className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
              {!required && (
                <IconChoice group={ids.control} checked={name === undefined} onPick={() => emit(path, undefined)} label="No icon">
                  <span className="size-6" />
                </IconChoice>
              )}
              {shown.map((choice) => (
                <IconChoice
                  key={choice.label}
                  group={ids.control}
                  checked={choice.value === value}
                  onPick={() => emit(path, choice.value)}
                  label={choice.label}
                >
                  <Icon name={choice.value as IconName} className="size-6 shrink-0" />
                </IconChoice>
              ))}
            </div>
            {shown.length === 0 && <p className="text-sm text-slate-700">No icon is called that.</p>}
          </div>
        </div>
      )}
    </div>
  );
}

function IconChoice({ group, checked, onPick, label, children }: { group: string; checked: boolean; onPick: () => void; label: string; children: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 has-checked:border-blue-700 has-checked:bg-blue-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700">
      <input type="radio" name={`${group}icons`} checked={checked} onChange={onPick} className="sr-only" />
      {children}
      <span className="truncate">{label}</span>
    </label>
  );
}
