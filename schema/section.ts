/**
 * The section types. Adding a type means: a schema file in `sections/` (its list,
 * sections/index.ts, is made from the files by `npm run schema`), and one block in `blocks/`
 * registered in `engine/runtime/registry.ts` (the compiler insists).
 * Each schema file also imports `sections/<name>.example.json`, one realistic section of its
 * type: editors get it as the example in completion, and the section catalogue (/_catalogue
 * under `npm run dev`) renders it. Tests validate and render every example, so none can rot.
 */
import { z } from 'zod';
import { editorHints } from './editorHints.ts';
import { sectionSchemas } from './sections/index.ts';

export { sectionSchemas };

export const section = z.discriminatedUnion('type', sectionSchemas).describe('One section of a page. Its "type" says which kind it is.');

export type Section = z.infer<typeof section>;
export type SectionType = Section['type'];
export type SectionOfType<T extends SectionType> = Extract<Section, { type: T }>;

export const sectionTypes: readonly SectionType[] = sectionSchemas.map((s) => s.shape.type.value);

/** A place in a page where a section defined once in site.config.json is reused. */
export const sharedSectionReference = z
  .strictObject({
    type: z.literal('shared').describe('Reuses a section defined once in the site settings, under Shared sections.'),
    name: z
      .string()
      .min(1)
      .meta(editorHints({ title: 'Shared section', 'x-names-from': 'sharedSections' }))
      .describe('Which shared section of the site settings to show here, for example testimonials.'),
    overrides: z
      .record(z.string(), z.unknown())
      .optional()
      .meta(editorHints({ title: 'Changes on this page', 'x-widget': 'overrides' }))
      .describe('Fields to change on this page only, for example a heading of its own. Everything else stays as the site settings define it.'),
    hidden: z
      .boolean()
      .optional()
      .meta(editorHints({ 'x-advanced': true }))
      .describe('Turn on to hide this section from the page without deleting it.'),
  })
  .meta({
    title: 'Shared section',
    description: 'Reuses a section defined once in the site settings, such as the testimonials, the pledge or the service area.',
    examples: [{ type: 'shared', name: 'testimonials', overrides: { heading: 'What Louisville Clients Say' } }],
  });

export type SharedSectionReference = z.infer<typeof sharedSectionReference>;

export const pageSection = z.discriminatedUnion('type', [...sectionSchemas, sharedSectionReference]);
