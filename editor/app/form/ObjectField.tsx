/**
 * A group of fields: each field of the schema in the schema's order; fields most editors never
 * need (`x-advanced`: a section's anchor name, "hidden") after the others, folded away unless
 * one has a problem; fields of which exactly one is given (a button's link or action) behind a
 * choice; fields the schema does not know, named and removable.
 */
import { type ReactNode, useId, useRef, useState } from 'react';
import { gridNamed } from '../../../schema/grids';
import { useForm } from './context';
import { Field, type AnyFieldProps, type GroupFieldProps } from './Field';
import { GroupFrame, UnknownField } from './GroupFrame';
import { emptyValue, exclusiveFields, insertField, isPlainObject, isRequired, type JsonSchema, labelOf, propertyOrder } from './jsonSchema';
import { formatPath } from '../ui/jsonPath';
import { ProblemList } from './FieldFrame';
import { noProblems, ownProblems, type Problem, problemsOfChild } from './fieldProblems';
import { ChoicePicker } from './ScalarFields';
import { stackClass } from '../ui/fieldStyles';

export interface ObjectFieldProps extends GroupFieldProps {
  /** A field shown elsewhere (a union's discriminator, shown as its choice of kind). */
  skip?: string;
}

export function ObjectField({ node, value, path, label, required, problems, bare, actions, onRemove, skip }: ObjectFieldProps) {
  const object = isPlainObject(value) ? value : {};
  const depth = path.length;
  const properties = node.properties ?? {};
  const keys = Object.keys(properties).filter((key) => key !== skip && !key.startsWith('$'));
  const strict = node.additionalProperties === false;
  const unknownKeys = strict ? Object.keys(object).filter((key) => !(key in properties) && !key.startsWith('$')) : [];
  // Problems below a field this group does not show are shown with the group, so none is lost.
  const own = ownProblems(
    problems,
    depth,
    (key) => !strict || (typeof key === 'string' && (key in properties || key.startsWith('$'))) || unknownKeys.includes(String(key)),
  );
  const exclusive = exclusiveFields(node);

  const fieldOf = (key: string, requiredHere = isRequired(node, key)) => (
    <Field
      key={key}
      fieldKey={key}
      node={properties[key]!}
      value={object[key]}
      path={[...path, key]}
      label={labelOf(properties[key]!, key)}
      required={requiredHere}
      problems={problemsOfChild(problems, depth, key)}
      parent={properties[key]!['x-widget'] === 'overrides' ? object : undefined}
      grid={properties[key]!['x-grid'] ? gridNamed(properties[key]!['x-grid'], object) : undefined}
    />
  );

  const main = keys.filter((key) => !properties[key]!['x-advanced'] || (exclusive?.includes(key) ?? false));
  const advanced = keys.filter((key) => !main.includes(key));
  const children = (
    <>
      {main.map((key) => {
        if (!exclusive?.includes(key)) return fieldOf(key);
        if (key !== exclusive.find((k) => main.includes(k))) return null;
        return <ExclusiveChoice key={key} node={node} object={object} path={path} keys={exclusive} fieldOf={fieldOf} />;
      })}
      {unknownKeys.map((key) => (
        <UnknownField key={key} path={[...path, key]} name={key} value={object[key]} problems={problemsOfChild(problems, depth, key)} />
      ))}
      {advanced.length > 0 && (
        <AdvancedFields hasProblems={advanced.some((key) => problemsOfChild(problems, depth, key).length > 0)}>
          {advanced.map((key) => fieldOf(key))}
        </AdvancedFields>
      )}
    </>
  );

  if (bare) {
    return (
      <div className={stackClass} data-group={formatPath(path)}>
        <BareProblems problems={own} />
        {children}
      </div>
    );
  }
  return (
    <GroupFrame path={path} label={label} required={required} description={node.description} problems={own} onRemove={onRemove} actions={actions}>
      <div className={stackClass}>{children}</div>
    </GroupFrame>
  );
}

function BareProblems({ problems }: { problems: readonly Problem[] }) {
  const id = useId();
  return <ProblemList id={id} problems={problems} />;
}

function AdvancedFields({ hasProblems, children }: { hasProblems: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details open={open || hasProblems} onToggle={(event) => setOpen(event.currentTarget.open)} className="group rounded-md border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
        More settings
      </summary>
      <div className={`${stackClass} border-t border-slate-200 p-3`}>{children}</div>
    </details>
  );
}

/**
 * Fields of which exactly one is given: a choice of which, then that field. Switching keeps
 * what the other held, so switching back restores it.
 */
function ExclusiveChoice({
  node,
  object,
  path,
  keys,
  fieldOf,
}: {
  node: JsonSchema;
  object: Record<string, unknown>;
  path: AnyFieldProps['path'];
  keys: string[];
  fieldOf: (key: string, required?: boolean) => ReactNode;
}) {
  const { emit, announce } = useForm();
  const kept = useRef<Record<string, unknown>>({});
  const present = keys.filter((key) => key in object);
  const chosen = present.length === 1 ? keys.indexOf(present[0]!) : -1;
  const properties = node.properties!;
  const pick = (index: number) => {
    const key = keys[index]!;
    let next: Record<string, unknown> = { ...object };
    for (const other of keys) {
      if (other !== key && other in next) {
        kept.current[other] = next[other];
        delete next[other];
      }
    }
    if (!(key in next)) next = insertField(next, key, kept.current[key] ?? emptyValue(properties[key]!), propertyOrder(node));
    emit(path, next);
    announce(`${labelOf(properties[key]!, key)} chosen.`);
  };
  return (
    <>
      <ChoicePicker
        label="Choose one"
        required
        description={undefined}
        problems={noProblems}
        list={keys.map((key) => ({ label: labelOf(properties[key]!, key) }))}
        selected={chosen}
        onPick={pick}
        dataPath={`${formatPath(path)}:choice`}
        radios
      />
      {present.map((key) => fieldOf(key, true))}
    </>
  );
}
