/**
 * The data behind the section catalogue: every section type, in the order of the schema, with
 * the title, description and fields editors see in their editor (read from the generated
 * schema/page.schema.json, so the catalogue and the editor help always say the same) and the
 * example that lives beside its zod schema.
 *
 * Plain JSON only: this runs in the browser, where zod must never be imported.
 */
import pageJsonSchema from '../../../schema/page.schema.json' with { type: 'json' };
import type { JsonSchema as SchemaNode } from '../../../schema/schemaReader';
import type { Section, SectionType } from '../../../schema/section';

export interface FieldHelp {
  name: string;
  required: boolean;
  /** What kind of value goes here, in plain words, for example "text" or "one of: plain, muted". */
  kind: string;
  description: string;
  /** The fields inside, for a group of fields or a list of groups. */
  fields: FieldHelp[];
}

export interface CatalogueEntry {
  type: SectionType;
  title: string;
  description: string;
  fields: FieldHelp[];
  /** The section from `schema/sections/<name>.example.json`, or undefined if none exists yet. */
  example: Section | undefined;
  /** Where the example lives, for a developer who wants to change it. */
  exampleFile: string | undefined;
}

// The tests validate every example against its zod schema, which is what makes this type true.
const exampleModules = import.meta.glob<Section>('../../../schema/sections/*.example.json', { eager: true, import: 'default' });

const examplesByType = new Map<string, { section: Section; file: string }>(
  Object.entries(exampleModules).map(([file, section]) => [section.type, { section, file: file.replace(/^(\.\.\/)+/, '') }]),
);

/** Lists with more choices than this (the icons) are described, not spelled out. */
const longestSpelledOutChoice = 10;

/** Fields every section type has: listed after the fields that make each type what it is. */
const commonFields = new Set(['id', 'hidden']);

function kindOf(node: SchemaNode): string {
  const choices = node.enum ?? node.anyOf?.map((option) => option.const);
  if (choices?.every((choice) => choice !== undefined)) {
    return choices.length > longestSpelledOutChoice
      ? `one of ${choices.length} names (your editor suggests them)`
      : `one of: ${choices.map((choice) => JSON.stringify(choice)).join(', ')}`;
  }
  switch (node.type) {
    case 'string':
      return 'text';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'true or false';
    case 'object':
      return 'group of fields';
    case 'array':
      return node.items?.type === 'object' ? 'list of groups' : `list of ${node.items ? kindOf(node.items) : 'values'}`;
    default:
      return 'value';
  }
}

function fieldsOf(node: SchemaNode | undefined): FieldHelp[] {
  if (!node?.properties) return [];
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties)
    .filter(([name]) => name !== 'type')
    .sort(([a], [b]) => Number(commonFields.has(a)) - Number(commonFields.has(b)))
    .map(([name, field]) => ({
      name,
      required: required.has(name),
      kind: kindOf(field),
      description: field.description ?? '',
      fields: fieldsOf(field.type === 'array' ? field.items : field),
    }));
}

// Through unknown: TypeScript's inferred type of the generated file is far too detailed to compare.
const sectionNodes = (pageJsonSchema as unknown as { properties: { sections: { items: { oneOf: SchemaNode[] } } } }).properties.sections.items.oneOf;

export const catalogueEntries: CatalogueEntry[] = sectionNodes
  .map((node) => ({ node, type: node.properties?.type?.const }))
  .filter((entry): entry is { node: SchemaNode; type: SectionType } => typeof entry.type === 'string' && entry.type !== 'shared')
  .map(({ node, type }) => ({
    type,
    title: node.title ?? type,
    description: node.description ?? '',
    fields: fieldsOf(node),
    example: examplesByType.get(type)?.section,
    exampleFile: examplesByType.get(type)?.file,
  }));
