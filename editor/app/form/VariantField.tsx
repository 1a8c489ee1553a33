/**
 * A field that is one of several kinds of group: a section (told apart by its "type"), a menu
 * entry (a link, or a drop-down list, told apart by the fields each needs). First the choice of
 * kind, then the fields of that kind. Changing the kind keeps every field the new kind also has.
 */
import { useId } from 'react';
import { SectionTypeContext, useForm } from './context';
import type { GroupFieldProps } from './Field';
import { ProblemList } from './FieldFrame';
import { GroupFrame } from './GroupFrame';
import { formatPath } from '../ui/jsonPath';
import {
  emptyValue,
  fieldKind,
  insertField,
  isPlainObject,
  type JsonSchema,
  labelOf,
  type PlainObject,
  propertyOrder,
  type Variants,
  variantIndex,
} from './jsonSchema';
import { ObjectField } from './ObjectField';
import { noProblems, problemsOfChild } from './fieldProblems';
import { ChoicePicker } from './ScalarFields';
import { stackClass } from '../ui/fieldStyles';

/** Whether a value can stay in a field of this schema when the kind changes (same sort of value, an allowed choice). */
function fits(node: JsonSchema, value: unknown): boolean {
  const kind = fieldKind(node);
  if (kind.kind === 'choice' || kind.kind === 'icon') return kind.choices.some((choice) => choice.value === value);
  if (node.const !== undefined) return node.const === value;
  switch (node.type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
    case 'integer':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    default:
      return kind.kind === 'variants' && isPlainObject(value);
  }
}

/** The value as the other kind: its empty value, with every field of the old value the new kind has too. */
export function asVariant(old: unknown, next: JsonSchema, discriminator: string | undefined): PlainObject {
  let result = emptyValue(next) as PlainObject;
  if (!isPlainObject(old)) return result;
  const order = propertyOrder(next);
  for (const [key, value] of Object.entries(old)) {
    const field = next.properties?.[key];
    if (key === discriminator || !field || !fits(field, value)) continue;
    result = key in result ? { ...result, [key]: value } : insertField(result, key, value, order);
  }
  return result;
}

export function VariantField(props: GroupFieldProps & { variants: Variants }) {
  const { node, value, path, label, required, problems, bare, actions, onRemove, variants } = props;
  const { emit, announce } = useForm();
  const id = useId();
  const { options, discriminator } = variants;
  const index = variantIndex(variants, value);
  const chosen = index >= 0 ? options[index] : undefined;
  const titles = options.map((option, i) => option.title ?? (discriminator ? String(option.properties![discriminator]!.const) : `Kind ${i + 1}`));
  const depth = path.length;
  const object = isPlainObject(value) ? value : {};
  const kindProblems = discriminator ? problemsOfChild(problems, depth, discriminator) : noProblems;
  const fieldProblems = discriminator && kindProblems.length ? problems.filter((p) => !kindProblems.includes(p)) : problems;

  const pick = (i: number) => {
    if (i === index) return;
    emit(path, asVariant(value, options[i]!, discriminator));
    announce(`Now ${titles[i]}.`);
  };

  const kindLabel = discriminator ? labelOf(chosen?.properties?.[discriminator] ?? options[0]!.properties![discriminator]!, discriminator) : 'Kind';
  const picker = (
    <ChoicePicker
      label={kindLabel}
      required
      description={chosen?.description}
      problems={kindProblems}
      list={titles.map((title) => ({ label: title }))}
      selected={index}
      onPick={pick}
      dataPath={discriminator ? formatPath([...path, discriminator]) : `${formatPath(path)}:kind`}
    />
  );
  const fields = chosen ? (
    <SectionTypeContext value={discriminator ? String(object[discriminator]) : undefined}>
      <ObjectField
        node={chosen}
        value={value}
        path={path}
        label={label}
        required={required}
        problems={fieldProblems}
        fieldKey={undefined}
        bare
        skip={discriminator}
      />
    </SectionTypeContext>
  ) : (
    // A kind the schema does not have (a misspelt type): its problems, and the choice to fix it.
    <ProblemList id={`${id}problems`} problems={fieldProblems.filter((p) => !kindProblems.includes(p))} />
  );

  if (bare) {
    return (
      <div className={stackClass} data-group={formatPath(path)}>
        {picker}
        {fields}
      </div>
    );
  }
  return (
    <GroupFrame path={path} label={label} required={required} description={node.description} problems={noProblems} onRemove={onRemove} actions={actions}>
      <div className={stackClass}>
        {picker}
        {fields}
      </div>
    </GroupFrame>
  );
}
