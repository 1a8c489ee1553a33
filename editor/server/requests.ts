/**
 * How a request that does not fit its route's schemas (editor/shared/routes.ts) is told so: one
 * plain sentence for the first thing wrong, answered 400 before any handler runs, so nothing is
 * written.
 */
import type { z } from 'zod';

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
    case 'custom':
      return named(issue.message);
    default:
      return field === '' ? `${where} is not what the editor expects: ${issue.message}.` : named(`is not right: ${issue.message}`);
  }
}
