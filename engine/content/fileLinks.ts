/**
 * The links in a page file or in the settings, found with the schemas (schema/linkFields.ts): every
 * field the zod schemas mark as a link, whatever its name, and nothing else. The validator
 * checks them against the pages (crossFileRules/references.ts); page moves and deletes follow them
 * (pageLinks.ts).
 */
import { page } from '../../schema/page.ts';
import { siteConfig } from '../../schema/site.ts';
import { toJsonSchema } from '../../schema/jsonSchema.ts';
import { type FoundLink, linksIn } from '../../schema/linkFields.ts';
import type { JsonSchema } from '../../schema/schemaReader.ts';

export type { FoundLink };

let schemas: { page: JsonSchema; settings: JsonSchema } | undefined;
/** Made once, on first use: a few milliseconds, and not needed by every program that reads content. */
const jsonSchemas = () => (schemas ??= { page: toJsonSchema(page) as JsonSchema, settings: toJsonSchema(siteConfig) as JsonSchema });

/** Every link in the settings (site.config.json as read; it need not be valid). */
export function linksInSettings(settings: unknown): FoundLink[] {
  return linksIn(jsonSchemas().settings, settings);
}

/** Every link in a page as read, the changes to its shared sections included (their types come from `settings`). */
export function linksInPage(value: unknown, settings: unknown): FoundLink[] {
  return linksIn(jsonSchemas().page, value, { sharedSectionType: (name) => sharedSectionType(settings, name) });
}

/** The section type of the shared section `name` in the settings as read (undefined when there is none). */
export function sharedSectionType(settings: unknown, name: string): string | undefined {
  const shared = (settings as { sharedSections?: Record<string, unknown> } | undefined)?.sharedSections;
  const section = shared && Object.hasOwn(shared, name) ? (shared[name] as { type?: unknown } | undefined) : undefined;
  return typeof section?.type === 'string' ? section.type : undefined;
}
