/**
 * What the editor's API accepts: one zod schema per request body and per set of query
 * parameters, each held by `tsc` to its interface in editor/shared/api.ts (the browser's side of
 * the contract, which cannot import zod). Each route (routes.ts) checks its request with these before a
 * handler runs, so a malformed one is answered 400 with a sentence and nothing is written.
 */
import { z } from 'zod';
import type {
  CheckRequest,
  DeletePageRequest,
  MovePageRequest,
  NewPageRequest,
  PublishCommand,
  PublishPreviewQuery,
  PublishReviewRequest,
  SaveRequest,
  UndoCommand,
  UndoReviewRequest,
} from '../shared/api.ts';

/** A file's draft: any JSON value, but there must be one (the draft's own problems are the validator's to tell). */
const draft = z.unknown();

export const checkRequest = z.strictObject({ file: z.string(), value: draft }) satisfies z.ZodType<CheckRequest>;

export const saveRequest = z.strictObject({ file: z.string(), value: draft, version: z.string() }) satisfies z.ZodType<SaveRequest>;

export const newPageRequest = z.strictObject({
  from: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
}) satisfies z.ZodType<NewPageRequest>;

export const movePageRequest = z.strictObject({ from: z.string(), to: z.string() }) satisfies z.ZodType<MovePageRequest>;

export const deletePageRequest = z.strictObject({ path: z.string(), to: z.string().optional() }) satisfies z.ZodType<DeletePageRequest>;

/** A person's choice for each conflict, by its key. */
const choices = z.record(z.string(), z.enum(['mine', 'theirs']));
/** A published version, as git names it. */
const commit = z.string().regex(/^[0-9a-f]{7,64}$/, 'is not a version of the website');
const person = z.strictObject({ name: z.string().trim().min(1).max(200), email: z.email() });

export const publishReviewRequest = z.strictObject({ choices: choices.optional() }) satisfies z.ZodType<PublishReviewRequest>;
export const undoReviewRequest = z.strictObject({ commit, choices: choices.optional() }) satisfies z.ZodType<UndoReviewRequest>;
export const publishCommand = z.strictObject({
  message: z.string().trim().min(1, 'must say something').max(5000),
  choices: choices.optional(),
  author: person.optional(),
}) satisfies z.ZodType<PublishCommand>;
export const undoCommand = publishCommand.extend({ commit }) satisfies z.ZodType<UndoCommand>;

// Query parameters: an address may carry others (a thumbnail carries the session token), so only the ones used are read.
export const fileQuery = z.object({ name: z.string() });
export const pageQuery = z.object({ path: z.string() });
export const uploadQuery = z.object({ name: z.string().optional() });
export const thumbnailQuery = z.object({ src: z.string(), w: z.string().optional() });
export const publishPreviewQuery = z.object({
  file: z.string(),
  undo: commit.optional(),
  // The choices made so far, as JSON: the page is shown as they would publish it.
  choices: z.string().optional(),
}) satisfies z.ZodType<PublishPreviewQuery>;
/** The `choices` address parameter (JSON) read as choices; anything else is a RequestProblem (400). */
export function choicesOf(text: string | undefined): z.infer<typeof choices> | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const read = choices.safeParse(value);
  if (!read.success) throw new RequestProblem(`The request's address parameter "choices" must name each choice as "mine" or "theirs", in JSON.`);
  return read.data;
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object ({ … })',
  array: 'a list ([ … ])',
};

/**
 * The request's `part` (its JSON body, or its address's parameters) read with `schema`; a
 * RequestProblem with one plain sentence for the first thing wrong, such as: The request's
 * "version" must be text.
 */
export function readRequest<T>(schema: z.ZodType<T>, data: unknown, part: 'body' | 'address'): T {
  const parsed = schema.safeParse(data, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new RequestProblem(sentenceFor(parsed.error, part));
}

/** A request that does not fit its schema, with the sentence that says why (answered 400 bad-request). */
export class RequestProblem extends Error {}

function sentenceFor(error: z.ZodError, part: 'body' | 'address'): string {
  const issue = error.issues[0]!;
  const field = issue.path.join('.');
  const where = part === 'body' ? 'The request' : "The request's address";
  const named = (words: string) => `${part === 'body' ? "The request's" : "The request's address parameter"} "${field}" ${words}.`;
  switch (issue.code) {
    case 'invalid_type':
      if (field === '') return `${where} is not a JSON object.`;
      if (issue.input === undefined) return `${where} has no "${field}".`;
      return named(`must be ${typeWords[issue.expected] ?? issue.expected}`);
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      return `${where} has ${issue.keys.length === 1 ? 'a field' : 'fields'} the editor does not know: ${keys}.`;
    }
    default:
      return field === '' ? `${where} is not what the editor expects: ${issue.message}.` : named(`is not right: ${issue.message}`);
  }
}
