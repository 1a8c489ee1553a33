/**
 * The JSON Schema files editors use for completion, hover help and red squiggles, generated
 * from the zod schemas with zod's own `z.toJSONSchema`, so the two can never disagree.
 * `npm run schema` writes them; a test fails when the committed files are out of date.
 */
import { z } from 'zod';
import { page } from './page.ts';
import { siteConfig } from './site.ts';

export const jsonSchemaFiles = {
  'schema/page.schema.json': page,
  'schema/site.schema.json': siteConfig,
} as const;

/** A zod schema as the JSON Schema the files hold (what the editor's form and schema/linkFields.ts read). */
export function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  // draft-07 is the version VS Code's built-in JSON support understands best.
  // 'input': what an editor writes (a field with a default may be left out).
  return z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'any', io: 'input' });
}

export function generateJsonSchemas(): Record<keyof typeof jsonSchemaFiles, string> {
  const entries = Object.entries(jsonSchemaFiles).map(([file, schema]) => [file, `${JSON.stringify(toJsonSchema(schema), null, 2)}\n`]);
  return Object.fromEntries(entries) as Record<keyof typeof jsonSchemaFiles, string>;
}
