/**
 * Reading the generated JSON Schema files (schema/page.schema.json, schema/site.schema.json,
 * made from the zod schemas by schema/jsonSchema.ts) for the form: which control a node needs,
 * its label, the variants of a union, the empty value of a new entry, the node at a path.
 *
 * Plain data only: the form runs in the browser, where zod must never go.
 */
import type { EditorWidget } from '../../../schema/editorHints';
import { type LinkKind, linkKind } from '../../../schema/links';
import { getAt, type JsonPath } from './jsonPath';

/** The parts of JSON Schema (draft 7, as zod writes it) the form reads, plus the editor's hints. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  title?: string;
  description?: string;
  const?: unknown;
  enum?: readonly unknown[];
  default?: unknown;
  examples?: readonly unknown[];
  pattern?: string;
  patternErrorMessage?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  oneOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  not?: JsonSchema;
  'x-widget'?: EditorWidget;
  'x-names-from'?: string;
  'x-advanced'?: boolean;
  'x-link'?: LinkKind;
}

export type PlainObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is PlainObject => typeof value === 'object' && value !== null && !Array.isArray(value);

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

const choicesOf = (node: JsonSchema): Choice[] | undefined => {
  if (node.enum) return node.enum.map((value) => ({ value, label: String(value) }));
  const options = node.anyOf ?? node.oneOf;
  if (options?.length && options.every((option) => option.const !== undefined && !option.properties)) {
    return options.map((option) => ({ value: option.const, label: option.title ?? String(option.const) }));
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

/** A union of groups of fields: told apart by a constant field (sections by `type`), or by which fields each requires. */
export interface Variants {
  options: readonly JsonSchema[];
  /** The field whose constant names the variant, if every variant has one. */
  discriminator: string | undefined;
}

export function variantsOf(node: JsonSchema): Variants | undefined {
  const options = node.oneOf ?? node.anyOf;
  // An object's own oneOf of bare `required` rules (the button's href-or-action) is not a union of variants.
  if (!options?.length || node.properties || !options.every((option) => option.type === 'object' && option.properties)) return undefined;
  const first = options[0]!;
  const discriminator = Object.keys(first.properties!).find((key) => options.every((option) => option.properties![key]?.const !== undefined));
  return { options, discriminator };
}

/** Which variant a value is: by its discriminator, or by the fields it has. -1 when none fits. */
export function variantIndex(variants: Variants, value: unknown): number {
  if (!isPlainObject(value)) return -1;
  const { options, discriminator } = variants;
  if (discriminator) return options.findIndex((option) => option.properties![discriminator]!.const === value[discriminator]);
  let best = -1;
  let bestScore = -1;
  options.forEach((option, index) => {
    const known = Object.keys(option.properties!);
    const missing = (option.required ?? []).filter((key) => !(key in value)).length;
    const unknown = Object.keys(value).filter((key) => !known.includes(key)).length;
    const score = -(missing * 2 + unknown * 3);
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}

/** The variant node a value is, or the node itself when it is no union. */
export function resolveVariant(node: JsonSchema, value: unknown): JsonSchema | undefined {
  const variants = variantsOf(node);
  if (!variants) return node;
  const index = variantIndex(variants, value);
  return index >= 0 ? variants.options[index] : undefined;
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

/** "trustBadges" → "Trust badges", "privacyHref" → "Privacy link", "siteUrl" → "Site URL". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => ({ url: 'URL', href: 'link', id: 'ID', cta: 'CTA' })[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A field's label: its schema title, or its key in words. */
export const labelOf = (node: JsonSchema, key: string | number): string => node.title ?? (typeof key === 'string' ? humanise(key) : `Entry ${key + 1}`);

/** "Cities" → "City", "Trust badges" → "Trust badge": the name of one entry of a list without a title of its own. */
export function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(label)) return label;
  return label.replace(/s$/, '');
}

/** The name of one entry of a list or a set of named entries: the entry schema's title, or the list's label made singular. */
export const entryNoun = (entry: JsonSchema, listLabel: string): string => entry.title ?? singular(listLabel);

/** "Estimate form" → "estimate form" for "Add estimate form"; "URL" stays. */
export const lowerFirst = (label: string): string => (/^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

/** A short text naming an entry of a list by its content: its title, label, name or heading, or its own text. */
export function entrySummary(value: unknown): string {
  const text = isPlainObject(value)
    ? ['title', 'label', 'name', 'heading', 'value', 'src'].map((key) => value[key]).find((v): v is string => typeof v === 'string' && v.trim() !== '')
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : undefined;
  if (!text) return '';
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.length > 48 ? `${trimmed.slice(0, 47)}…` : trimmed;
}

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

/** The node for the value at `path` below `node` (unions resolved by the values on the way), or undefined. */
export function schemaAt(node: JsonSchema, value: unknown, path: JsonPath): JsonSchema | undefined {
  let current: JsonSchema | undefined = node;
  for (let depth = 0; current && depth <= path.length; depth++) {
    current = resolveVariant(current, getAt(value, path.slice(0, depth)));
    if (!current || depth === path.length) return current;
    const key = path[depth]!;
    if (current.type === 'array') current = current.items;
    else if (typeof key === 'string' && current.properties && key in current.properties) current = current.properties[key];
    else current = isPlainObject(current.additionalProperties) ? current.additionalProperties : undefined;
  }
  return current;
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
  const names = getAt(siteConfig, from.split('.'));
  return isPlainObject(names) ? Object.keys(names) : undefined;
}
