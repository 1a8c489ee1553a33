/**
 * Reading the JSON Schemas generated from the zod schemas (schema/*.schema.json) for the form:
 * which kind of field a schema is, its label and help text, and the value a new entry starts with.
 */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  examples?: unknown[];
}

export type FieldKind = 'text' | 'longText' | 'link' | 'number' | 'boolean' | 'choice' | 'image' | 'list' | 'group' | 'map' | 'union' | 'fixed' | 'any';

/** Keys whose text is short (a line): everything else gets a text area. */
const shortText =
  /^(id|icon|label|.*Label|heading|.*Heading|title|name|eyebrow|badge|value|code|phone.*|email|opens|closes|.*Url|location|company|rating|path|frequency|src|alt|region|tagline|updated|signature.*|embedId|highlight|numberPool|hours|tone|variant|action)$/;

export function kindOf(schema: JsonSchema, key: string | number): FieldKind {
  if (schema.const !== undefined && schema.type !== 'boolean') return 'fixed';
  const choices = choicesOf(schema);
  if (choices) return 'choice';
  if (unionOptions(schema)) return 'union';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    if (schema.properties?.src?.pattern?.includes('images')) return 'image';
    if (schema.properties) return 'group';
    return 'map';
  }
  if (type === 'array') return 'list';
  if (type === 'boolean') return 'boolean';
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'string') {
    if (typeof key === 'string' && (key === 'href' || key.endsWith('Href'))) return 'link';
    return typeof key === 'number' || !shortText.test(key) ? 'longText' : 'text';
  }
  return 'any';
}

/** The values a field may take, when the schema lists them (an enum, or a set of constants). */
export function choicesOf(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length && options.every((option) => option.const !== undefined)) return options.map((option) => option.const);
  return undefined;
}

/** "callLabel" → "Call label"; a list entry is named by its own heading, title, label or name. */
export function labelFor(key: string | number, schema: JsonSchema, value?: unknown): string {
  if (typeof key === 'number') {
    const own = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const name = [own.heading, own.title, own.label, own.name, own.quote].find((v) => typeof v === 'string' && v.trim());
    return name ? `${key + 1}. ${String(name).slice(0, 48)}` : `Entry ${key + 1}`;
  }
  if (schema.title) return schema.title;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The alternatives of a union of objects (kinds of section, kinds of menu entry), if it is one. */
export function unionOptions(schema: JsonSchema): JsonSchema[] | undefined {
  const options = schema.oneOf ?? schema.anyOf;
  return options?.some((option) => option.properties) ? options : undefined;
}

/** The branch of a union that a value belongs to: by its "type", else by the fields it has. */
export function branchFor(schema: JsonSchema, value: unknown): JsonSchema | undefined {
  const options = unionOptions(schema) ?? [];
  const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const byType = options.find((option) => option.properties?.type?.const !== undefined && option.properties.type.const === object.type);
  if (byType) return byType;
  return options.find((option) => option.properties?.type?.const === undefined && (option.required ?? []).every((key) => key in object));
}

/** A name for a union's alternative: its title, or the field only it has ("Link", "List"). */
export function optionLabel(option: JsonSchema, all: JsonSchema[]): string {
  if (option.title) return option.title;
  const own = (option.required ?? []).find((key) => all.filter((other) => other.required?.includes(key)).length === 1);
  return own ? labelFor(own, {}) : 'Other';
}

/** What a new entry starts as: required fields filled with empty values of their kind. */
export function initialValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return structuredClone(schema.default);
  const choices = choicesOf(schema);
  if (choices) return choices[0];
  const options = unionOptions(schema);
  if (options?.[0]) return initialValue(options[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const key of schema.required ?? []) if (schema.properties?.[key]) value[key] = initialValue(schema.properties[key]);
    return value;
  }
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => initialValue(schema.items ?? {}));
  if (type === 'boolean') return false;
  if (type === 'number' || type === 'integer') return schema.minimum ?? 0;
  return '';
}
