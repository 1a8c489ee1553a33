/**
 * The frame of a field made of fields (a group, a list, a photo): a fieldset whose legend is the
 * label, with its help, its own problems (a list too short, a photo without alt text) and, for a
 * group that may be left out, a button that removes it. A group that is left out shows as a
 * button that adds it. A field the schema does not know shows as such, with a button that
 * removes it: never as raw JSON.
 */
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useForm } from './context';
import { OptionalMark, ProblemList } from './FieldFrame';
import { type JsonPath, formatPath } from '../ui/jsonPath';
import { entrySummary, isPlainObject, lowerFirst } from './jsonSchema';
import type { Problem } from './fieldProblems';
import { buttonClass, fieldsetClass, helpClass, labelClass, legendClass } from '../ui/fieldStyles';

/** Selectors of the first control of a group or entry, for the focus after it appears. */
export const firstControlOf = (path: JsonPath): string[] => {
  const scope = `[data-group="${CSS.escape(formatPath(path))}"]`;
  return [`${scope} :is(input, select, textarea)[data-path]`, `${scope} :is(input, select, textarea, button)`];
};

export function GroupFrame({
  path,
  label,
  required,
  description,
  problems,
  onRemove,
  actions,
  children,
}: {
  path: JsonPath;
  label: string;
  required: boolean;
  description: string | undefined;
  /** The problems of the group itself (not of its fields). */
  problems: readonly Problem[];
  /** Offered for a group that may be left out. */
  onRemove?: () => void;
  /** Buttons for the group as an entry of a list (move, remove). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [description && `${id}help`, problems.length && `${id}problems`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={fieldsetClass} aria-describedby={describedBy} data-group={formatPath(path)}>
      <legend className={legendClass}>
        {label}
        <OptionalMark required={required} />
      </legend>
      <div className="flex flex-col gap-4">
        {(description || onRemove || actions) && (
          <div className="-mt-1 flex items-start justify-between gap-3">
            {description ? (
              <p id={`${id}help`} className={`${helpClass} mt-0`}>
                {description}
              </p>
            ) : (
              <span />
            )}
            {(onRemove || actions) && (
              <div className="flex shrink-0 items-center gap-1">
                {actions}
                {onRemove && (
                  <button type="button" className={buttonClass} onClick={onRemove} data-action="remove-field">
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove {lowerFirst(label)}
                  </button>
                )}
              </div>
            )}
          </div>
        )}
        <ProblemList id={`${id}problems`} problems={problems} />
        {children}
      </div>
    </fieldset>
  );
}

/** A group or list that is left out: its label, help, and a button that adds it. */
export function AddRow({
  path,
  label,
  required,
  description,
  problems,
  onAdd,
}: {
  path: JsonPath;
  label: string;
  required: boolean;
  description: string | undefined;
  problems: readonly Problem[];
  onAdd: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-dashed border-slate-300 p-4" data-absent={formatPath(path)}>
      <p id={`${id}label`} className={labelClass}>
        {label}
        <OptionalMark required={required} />
      </p>
      {description && (
        <p id={`${id}help`} className={helpClass}>
          {description}
        </p>
      )}
      <ProblemList id={`${id}problems`} problems={problems} />
      <div>
        <button
          type="button"
          className={buttonClass}
          onClick={onAdd}
          aria-describedby={[description && `${id}help`, problems.length && `${id}problems`].filter(Boolean).join(' ') || undefined}
          data-action="add-field"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add {lowerFirst(label)}
        </button>
      </div>
    </div>
  );
}

const kindOfValue = (value: unknown): string =>
  Array.isArray(value)
    ? `a list of ${value.length}`
    : isPlainObject(value)
      ? 'a group of fields'
      : typeof value === 'string'
        ? `“${entrySummary(value)}”`
        : String(value);

/** A field the schema does not have (the validator says so): named, shown in words, removable. */
export function UnknownField({ path, name, value, problems }: { path: JsonPath; name: string; value: unknown; problems: readonly Problem[] }) {
  const { emit, announce, focusLater } = useForm();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-amber-300 bg-amber-50 p-4" data-unknown={formatPath(path)}>
      <p className={labelClass}>Unknown field “{name}”</p>
      <p className="text-sm text-slate-800">Holds {kindOfValue(value)}.</p>
      <ProblemList id={`${id}problems`} problems={problems} />
      <div>
        <button
          type="button"
          className={buttonClass}
          aria-describedby={problems.length ? `${id}problems` : undefined}
          onClick={() => {
            emit(path, undefined);
            announce(`Field “${name}” removed.`);
            focusLater(firstControlOf(path.slice(0, -1)));
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove field “{name}”
        </button>
      </div>
    </div>
  );
}

/** A value of the wrong kind where a group or list belongs (text where a list should be): say so, offer a fresh one. */
export function WrongKind({
  path,
  label,
  expected,
  value,
  problems,
  fresh,
}: {
  path: JsonPath;
  label: string;
  expected: string;
  value: unknown;
  problems: readonly Problem[];
  fresh: unknown;
}) {
  const { emit } = useForm();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-red-300 bg-red-50 p-4" data-wrong-kind={formatPath(path)}>
      <p className={labelClass}>{label}</p>
      <p className="text-sm text-slate-800">
        This holds {kindOfValue(value)} where {expected} belongs.
      </p>
      <ProblemList id={`${id}problems`} problems={problems} />
      <div>
        <button type="button" className={buttonClass} onClick={() => emit(path, fresh)}>
          Start {lowerFirst(label)} afresh
        </button>
      </div>
    </div>
  );
}
