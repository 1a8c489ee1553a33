/**
 * The parts every field has: a label from the schema's title, help from its description, and
 * the validator's problems at the field, each tied to the control with aria-describedby (and
 * aria-invalid for errors), so a screen reader reads the label, the help and what is wrong.
 */
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import type { JsonPath } from '../ui/jsonPath';
import type { JsonSchema } from './jsonSchema';
import type { Problem } from './fieldProblems';
import { hasErrors } from './fieldProblems';
import { helpClass, labelClass, optionalMarkClass } from '../ui/fieldStyles';

/** What the form hands every field. */
export interface FieldProps {
  node: JsonSchema;
  /** The field's value; undefined when the field is left out. */
  value: unknown;
  /** From the top of the file: ['sections', 2, 'items', 0, 'title']. */
  path: JsonPath;
  label: string;
  /** Must be given: emptying it keeps an empty value instead of leaving the field out. */
  required: boolean;
  /** The validator's problems at this field or below it. */
  problems: readonly Problem[];
  /** Buttons for the field as an entry of a list (move, remove): beside its label, so the control keeps the full width. */
  actions?: ReactNode;
}

export interface FieldIds {
  control: string;
  help: string;
  problems: string;
}

export function useFieldIds(): FieldIds {
  const id = useId();
  return { control: `${id}control`, help: `${id}help`, problems: `${id}problems` };
}

/** The aria-describedby and aria-invalid a control needs for its help and its problems. */
export function describedBy(ids: FieldIds, description: string | undefined, problems: readonly Problem[], ...more: (string | undefined | false)[]) {
  const list = [description ? ids.help : undefined, problems.length ? ids.problems : undefined, ...more].filter(Boolean);
  return {
    'aria-describedby': list.length ? list.join(' ') : undefined,
    'aria-invalid': hasErrors(problems) ? (true as const) : undefined,
  };
}

/** The validator's problems, in its own words: errors in red, warnings in amber. */
export function ProblemList({ id, problems }: { id: string; problems: readonly Problem[] }) {
  if (!problems.length) return null;
  return (
    <ul id={id} className="flex flex-col gap-1">
      {problems.map((problem) => (
        <li
          key={`${problem.code}:${problem.message}`}
          className={`flex items-start gap-1.5 text-sm font-medium ${problem.severity === 'error' ? 'text-red-800' : 'text-amber-900'}`}
        >
          {problem.severity === 'error' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span>
            {problem.severity === 'warning' && <span className="font-semibold">Warning: </span>}
            {problem.message}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "(optional)" beside the label of a field that may be left out. */
export const OptionalMark = ({ required }: { required: boolean }) =>
  required ? null : (
    <>
      {' '}
      <span className={optionalMarkClass}>(optional)</span>
    </>
  );

/** A field's label and help, with the buttons of a list entry (`actions`) beside them when it is one. */
export function LabelRow({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  if (!actions) return children;
  return (
    <div className="flex items-start gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">{children}</div>
      <div className="shrink-0">{actions}</div>
    </div>
  );
}

/**
 * Label, help and problems around one control; or, given `group` (the role and attributes of a
 * group of controls, such as radio buttons), around that group, which the label then names.
 */
export function FieldFrame({
  ids,
  label,
  required,
  description,
  problems,
  actions,
  group,
  children,
}: {
  ids: FieldIds;
  label: string;
  required: boolean;
  description: string | undefined;
  problems: readonly Problem[];
  actions?: ReactNode;
  group?: HTMLAttributes<HTMLDivElement> & { 'data-path'?: string };
  children: ReactNode;
}) {
  const labelText = (
    <>
      {label}
      <OptionalMark required={required} />
    </>
  );
  const groupLabel = `${ids.control}label`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5" {...(group && { ...group, 'aria-labelledby': groupLabel })}>
      <LabelRow actions={actions}>
        {group ? (
          <p id={groupLabel} className={labelClass}>
            {labelText}
          </p>
        ) : (
          <label htmlFor={ids.control} className={labelClass}>
            {labelText}
          </label>
        )}
        {description && (
          <p id={ids.help} className={helpClass}>
            {description}
          </p>
        )}
      </LabelRow>
      <ProblemList id={ids.problems} problems={problems} />
      {children}
    </div>
  );
}
