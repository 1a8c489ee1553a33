/**
 * Reading the generated JSON Schema files (schema/page.schema.json, schema/site.schema.json, made
 * from the zod schemas by schema/jsonSchema.ts): the node of a value, the variant of a union a
 * value is, and the words people see for a field (its title, or its key in words). The page
 * editor's form and the plain-language list of changes at publishing both read the schemas
 * through this module, so a field has the same name everywhere.
 *
 * Browser-safe on purpose (no zod), like schema/paths.ts.
 */
import type { EditorWidget } from './editorHints.ts';
import type { LinkKind } from './linkFields.ts';
import type { JsonPath } from './problems.ts';

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
  /** The list is laid out as this grid of schema/grids.ts. */
  'x-grid'?: string;
}

export type PlainObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is PlainObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A union of groups of fields: told apart by a constant field (sections by `type`), or by which fields each requires. */
export interface Variants {
  options: readonly JsonSchema[];
  /** The field whose constant names the variant, if every variant has one. */
  discriminator: string | undefined;
}

/** Worked out once per node: the validator reads every page's sections with them. */
const variantsOfNode = new WeakMap<JsonSchema, Variants | null>();

export function variantsOf(node: JsonSchema): Variants | undefined {
  let variants = variantsOfNode.get(node);
  if (variants === undefined) {
    const options = node.oneOf ?? node.anyOf;
    // An object's own oneOf of bare `required` rules (the button's href-or-action) is not a union of variants.
    if (!options?.length || node.properties || !options.every((option) => option.type === 'object' && option.properties)) variants = null;
    else {
      const first = options[0]!;
      const discriminator = Object.keys(first.properties!).find((key) => options.every((option) => option.properties![key]?.const !== undefined));
      variants = { options, discriminator };
    }
    variantsOfNode.set(node, variants);
  }
  return variants ?? undefined;
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

/** "trustBadges" → "Trust badges", "privacyHref" → "Privacy link", "siteUrl" → "Site URL". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => ({ url: 'URL', href: 'link', id: 'ID', cta: 'call to action' })[word] ?? word);
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

/** An entry that leads from one address to another (a redirect), in words: "/old → /new". */
export const fromTo = (value: PlainObject): string | undefined =>
  typeof value.from === 'string' && typeof value.to === 'string' && value.from.trim() !== '' ? `${value.from} → ${value.to}` : undefined;

/** A short text naming an entry of a list by its content: its title, label, name or heading, where it leads, or its own text. */
export function entrySummary(value: unknown): string {
  const text = isPlainObject(value)
    ? (fromTo(value) ??
      ['title', 'label', 'name', 'heading', 'value', 'src'].map((key) => value[key]).find((v): v is string => typeof v === 'string' && v.trim() !== ''))
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : undefined;
  if (!text) return '';
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.length > 48 ? `${trimmed.slice(0, 47)}…` : trimmed;
}

/** The node of an object's field `key`: the field's own, or the one every other key shares (a record's). */
export function fieldNode(node: JsonSchema | undefined, key: string): JsonSchema | undefined {
  if (node?.properties && Object.hasOwn(node.properties, key)) return node.properties[key];
  return isPlainObject(node?.additionalProperties) ? node.additionalProperties : undefined;
}

/** The node for the value at `path` below `node` (unions resolved by the values on the way), or undefined. */
export function schemaAt(node: JsonSchema, value: unknown, path: JsonPath): JsonSchema | undefined {
  let current: JsonSchema | undefined = node;
  for (let depth = 0; current && depth <= path.length; depth++) {
    current = resolveVariant(current, valueAt(value, path.slice(0, depth)));
    if (!current || depth === path.length) return current;
    const key = path[depth]!;
    if (current.type === 'array') current = current.items;
    else current = typeof key === 'string' ? fieldNode(current, key) : undefined;
  }
  return current;
}

/** The value at `path` below `root`, or undefined. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}
