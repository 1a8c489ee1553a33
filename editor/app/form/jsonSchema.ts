/**
 * What the form makes of the generated JSON Schema files: which control a node needs, the
 * empty value of a new entry, where a new field goes. Reading the schemas themselves (the node
 * at a path, a union's variants, a field's label) is schema/schemaReader.ts, shared with Node.
 *
 * Plain data only: the form runs in the browser, where zod must never go.
 */
import { linkKind } from '../../../schema/linkFields';
import { humanise, isPlainObject, type JsonSchema, type PlainObject, type Variants, variantsOf } from '../../../schema/schemaReader';
import { valueAt } from '../ui/jsonPath';

export {
  entryNoun,
  entrySummary,
  humanise,
  isPlainObject,
  type JsonSchema,
  labelOf,
  type PlainObject,
  resolveVariant,
  schemaAt,
  singular,
  type Variants,
  variantIndex,
  variantsOf,
} from '../../../schema/schemaReader';

/** A choice of one value from a list: an enum, or a union of constants (the features' columns). */
export interface Choice {
  value: unknown;
  label: string;
}

export type FieldKind =
  | { kind: 'text'; multiline: boolean }
  | { kind: 'link' }
  | { kind: 'names'; from: string }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'choice'; choices: Choice[] }
  | { kind: 'icon'; choices: Choice[] }
  | { kind: 'choices'; choices: Choice[] }
  | { kind: 'object' }
  | { kind: 'image' }
  | { kind: 'overrides' }
  | { kind: 'record'; entry: JsonSchema }
  | { kind: 'array'; items: JsonSchema }
  | { kind: 'variants'; variants: Variants }
  | { kind: 'const' }
  | { kind: 'unsupported' };

/** A value offered without a title, in words: "free-estimate" → "Free estimate", "roofTypes" → "Roof types". */
const choiceLabel = (value: unknown): string => (typeof value === 'string' ? humanise(value) : String(value));

const choicesOf = (node: JsonSchema): Choice[] | undefined => {
  if (node.enum) return node.enum.map((value) => ({ value, label: choiceLabel(value) }));
  const options = node.anyOf ?? node.oneOf;
  if (options?.length && options.every((option) => option.const !== undefined && !option.properties)) {
    return options.map((option) => ({ value: option.const, label: option.title ?? choiceLabel(option.const) }));
  }
  return undefined;
};

/** Which control a field needs, as its schema says (a link field is marked as one, whatever its name). */
export function fieldKind(node: JsonSchema): FieldKind {
  const widget = node['x-widget'];
  if (widget === 'image') return { kind: 'image' };
  if (widget === 'overrides') return { kind: 'overrides' };
  const choices = choicesOf(node);
  if (widget === 'icon' && choices) return { kind: 'icon', choices };
  if (node.type === 'boolean') return { kind: 'boolean' };
  if (choices) return { kind: 'choice', choices };
  if (node.const !== undefined) return { kind: 'const' };
  const variants = variantsOf(node);
  if (variants) return { kind: 'variants', variants };
  switch (node.type) {
    case 'string':
      if (node['x-names-from']) return { kind: 'names', from: node['x-names-from'] };
      if (linkKind(node)) return { kind: 'link' };
      return { kind: 'text', multiline: widget === 'textarea' };
    case 'number':
    case 'integer':
      return { kind: 'number', integer: node.type === 'integer' };
    case 'array': {
      if (!node.items) return { kind: 'unsupported' };
      const itemChoices = choicesOf(node.items);
      return itemChoices ? { kind: 'choices', choices: itemChoices } : { kind: 'array', items: node.items };
    }
    case 'object':
      if (node.properties) return { kind: 'object' };
      if (isPlainObject(node.additionalProperties) && Object.keys(node.additionalProperties).length > 0) {
        return { kind: 'record', entry: node.additionalProperties };
      }
      return { kind: 'unsupported' };
    default:
      return { kind: 'unsupported' };
  }
}

/**
 * Fields of which exactly one must be given (a button has an href or an action): the object's
 * own `oneOf` of `{ required: [field], not: { required: [other] } }`, as schema/fields.ts writes it.
 */
export function exclusiveFields(node: JsonSchema): string[] | undefined {
  if (!node.properties || !node.oneOf?.length) return undefined;
  const keys = node.oneOf.map((rule) => (rule.required?.length === 1 && !rule.properties ? rule.required[0] : undefined));
  return keys.every((key): key is string => key !== undefined && key in node.properties!) ? keys : undefined;
}

/** "Estimate form" → "estimate form" for "Add estimate form"; "URL" stays. */
export const lowerFirst = (label: string): string => (/^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

/** Whether a field must be given: listed in its parent's `required`. */
export const isRequired = (parent: JsonSchema, key: string): boolean => parent.required?.includes(key) ?? false;

/**
 * The value a new field or list entry starts with: the schema's default or constant, required
 * fields with empty values (text empty, the smallest allowed number, the first choice), lists
 * with as many empty entries as they need. Empty text is caught by the validator at once, which
 * is what an editor should see: a field still to fill in.
 */
export function emptyValue(node: JsonSchema): unknown {
  if (node.default !== undefined) return structuredClone(node.default);
  if (node.const !== undefined) return node.const;
  const kind = fieldKind(node);
  switch (kind.kind) {
    case 'choice':
    case 'icon':
      return kind.choices[0]?.value;
    case 'choices':
      return [];
    case 'variants':
      return emptyValue(kind.variants.options[0]!);
    case 'text':
    case 'names':
    case 'link':
      return '';
    case 'number':
      return node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 0);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: node.minItems ?? 0 }, () => emptyValue(kind.items));
    case 'record':
    case 'overrides':
      return {};
    case 'object':
    case 'image': {
      const value: PlainObject = {};
      const required = new Set(node.required ?? []);
      // Of fields that exclude each other, the first; of fields one of which is needed (alt or decorative), the first.
      const [firstExclusive] = exclusiveFields(node) ?? [];
      if (firstExclusive) required.add(firstExclusive);
      const firstNeeded = node.anyOf?.[0]?.required?.[0];
      if (firstNeeded && !node.anyOf!.some((rule) => rule.required?.every((key) => required.has(key)))) required.add(firstNeeded);
      for (const [key, field] of Object.entries(node.properties ?? {})) {
        if (required.has(key)) value[key] = emptyValue(field);
      }
      return value;
    }
    default:
      return undefined;
  }
}

/** The order fields are written in: the schema's (what VS Code completes and the example files use). */
export const propertyOrder = (node: JsonSchema | undefined): string[] => Object.keys(node?.properties ?? {});

/**
 * An object with one more field, placed where the schema lists it: before the first existing
 * field the schema lists after it. Existing fields keep their order, so a save changes one line.
 */
export function insertField(object: PlainObject, key: string, value: unknown, order: readonly string[]): PlainObject {
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index < 0 ? Number.POSITIVE_INFINITY : index;
  };
  const keys = Object.keys(object);
  const at = rank(key) === Number.POSITIVE_INFINITY ? -1 : keys.findIndex((existing) => rank(existing) > rank(key));
  const result: PlainObject = {};
  keys.forEach((existing, index) => {
    if (index === at) result[key] = value;
    result[existing] = object[existing];
  });
  if (at < 0) result[key] = value;
  return result;
}

/** The names a field may take from the site settings (the keys at `x-names-from`), or undefined without them. */
export function namesFrom(siteConfig: unknown, from: string): string[] | undefined {
  const names = valueAt(siteConfig, from.split('.'));
  return isPlainObject(names) ? Object.keys(names) : undefined;
}
