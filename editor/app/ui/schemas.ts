/**
 * The nodes of the generated JSON Schema files the editor makes forms from. The files are made
 * from the zod schemas by `npm run schema` (schema/jsonSchema.ts), so the forms follow every
 * change to a schema without a line of code here.
 */
import type { JsonSchema } from '../../../schema/schemaReader';
import { pageSchema, sectionSchema, siteSchema } from '../../../engine/content/browser-safe/describePath';

/** A page file (schema/page.schema.json), site.config.json (schema/site.schema.json), one entry of a page's `sections`. */
export { pageSchema, sectionSchema, siteSchema };

/** One shared section in site.config.json: any section type. */
export const sharedSectionSchema: JsonSchema = (siteSchema.properties!.sharedSections!.additionalProperties as JsonSchema | undefined) ?? sectionSchema;

/**
 * A page's own fields (address, title, description, number pool) without its sections, for the
 * form above the outline: the sections are edited one at a time with `sectionSchema`.
 */
export const pageSettingsSchema: JsonSchema = {
  ...pageSchema,
  properties: Object.fromEntries(Object.entries(pageSchema.properties!).filter(([key]) => key !== 'sections' && !key.startsWith('$'))),
  required: pageSchema.required?.filter((key) => key !== 'sections'),
  // The page's other fields (its sections) are in the value but not in this form.
  additionalProperties: true,
};

export interface SectionKind {
  type: string;
  title: string;
  description: string;
  /** The example beside the type's zod schema (schema/sections/<name>.example.json). */
  example: Record<string, unknown> | undefined;
}

/** Every kind of section a page may hold, in the schema's order, "shared" last: for the gallery of sections to add, and the names in the outline. */
export const sectionKinds: SectionKind[] = (sectionSchema.oneOf ?? []).map((node) => ({
  type: String(node.properties?.type?.const),
  title: node.title ?? String(node.properties?.type?.const),
  description: node.description ?? '',
  example: node.examples?.[0] as Record<string, unknown> | undefined,
}));
