/**
 * The shape of a problem the validator reports, and the path of keys it points at: one zod schema
 * each, the types derived from them, so that Node code (engine/content/), the page editor's
 * server and its browser app (where an answer carries problems) share one definition. Visitors'
 * code imports the types only.
 */
import { z } from 'zod';
import { type ProblemCode, problemCodes } from './problemCodes.ts';

export type { ProblemCode };

/** Keys from the top of a file to a value: ['sections', 2, 'items', 1, 'title']. */
export const jsonPath = z.array(z.union([z.string(), z.number()]));
export type JsonPath = z.infer<typeof jsonPath>;

/** Where a value starts in a file's text, counted from 1. */
export const position = z.object({ line: z.number().int(), column: z.number().int() });
export type Position = z.infer<typeof position>;

/**
 * A problem found in the content. It says where it is in three ways: line and column (for people
 * and VS Code), the section and field in words, and `path`, the keys from the top of the file (for
 * programs: the page editor marks the field at that path).
 */
export const problem = position.extend({
  severity: z.enum(['error', 'warning']),
  /** What kind of problem this is (schema/problemCodes.ts): stable, unlike the wording. */
  code: z.enum(Object.keys(problemCodes) as [ProblemCode, ...ProblemCode[]]),
  /** Path relative to the project root, with forward slashes. */
  file: z.string(),
  /** Which section, for example `sections[2] (cards, 'Our Services')`. Empty outside sections. */
  section: z.string(),
  /** The field inside the section (or file), for example `items[1].title`. */
  field: z.string(),
  path: jsonPath,
  message: z.string(),
});
export type Problem = z.infer<typeof problem>;
