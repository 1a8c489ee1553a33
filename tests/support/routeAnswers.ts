/**
 * The editor servers' answers held to the table of routes (editor/shared/routes.ts): a success
 * must fit its route's answer schema (strict: no field the table does not declare), a failure
 * the API's error. Test clients record what they were answered; `heldToTheTable` says which
 * answers do not fit, and which routes answered at all.
 */
import { z } from 'zod';
import { findRoute } from '../../editor/server/routes';
import { apiError } from '../../editor/shared/api';
import type { Route } from '../../editor/shared/routes';

export interface RecordedAnswer {
  method: string;
  /** The path and query asked. */
  address: string;
  status: number;
  contentType: string;
  body: unknown;
}

export function heldToTheTable(table: Record<string, Route>, answers: readonly RecordedAnswer[]) {
  const unfit: string[] = [];
  /** For each route that answered, the statuses it answered with. */
  const answered = new Map<string, Set<number>>();
  for (const answer of answers) {
    const found = findRoute(table, answer.method, new URL(answer.address, 'http://editor').pathname);
    if (!found) continue;
    answered.set(found.name, new Set([...(answered.get(found.name) ?? []), answer.status]));
    const schema = answer.status === 200 ? found.route.answer : apiError;
    const at = `${found.name} (${answer.method} ${answer.address}) ${answer.status}`;
    if (schema === 'file') {
      if (!/^image\//.test(answer.contentType)) unfit.push(`${at}: a ${answer.contentType}, not a photo`);
      continue;
    }
    const read = schema.safeParse(answer.body);
    if (!read.success) unfit.push(`${at}: ${z.prettifyError(read.error)}`);
  }
  return { unfit, answered };
}
