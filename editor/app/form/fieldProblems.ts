/**
 * Which of the validator's problems belong to which field. Every problem carries the path of
 * keys to its field in the file (engine/content/problemList.ts), so a field takes the problems at
 * its own path, hands the deeper ones to its fields, and keeps those whose field it does not
 * show (an unknown key, an entry past the end of a list).
 */
import type { Problem } from '../../shared/api';
import type { JsonPath } from '../ui/jsonPath';
import { startsWith } from '../ui/jsonPath';

export type { Problem };

/** One shared empty list, so a field without problems keeps equal props from render to render. */
export const noProblems: readonly Problem[] = Object.freeze([]);

const orEmpty = (list: Problem[]): readonly Problem[] => (list.length ? list : noProblems);

/** The problems at `path` or below it. */
export const problemsUnder = (problems: readonly Problem[], path: JsonPath): readonly Problem[] => orEmpty(problems.filter((p) => startsWith(p.path, path)));

/** Of the problems under a field at `depth`, those under its field or entry `key`. */
export const problemsOfChild = (problems: readonly Problem[], depth: number, key: string | number): readonly Problem[] =>
  problems.length ? orEmpty(problems.filter((p) => p.path.length > depth && p.path[depth] === key)) : noProblems;

/** Of the problems under a field at `depth`, those at the field itself, and those below a key it does not show. */
export const ownProblems = (problems: readonly Problem[], depth: number, shown?: (key: string | number) => boolean): readonly Problem[] =>
  problems.length ? orEmpty(problems.filter((p) => p.path.length === depth || (shown !== undefined && !shown(p.path[depth]!)))) : noProblems;

export const hasErrors = (problems: readonly Problem[]): boolean => problems.some((p) => p.severity === 'error');

/** Equal lists of the same problems: a parent re-filters on each render, and equal lists must not re-render a field. */
export const sameProblems = (a: readonly Problem[], b: readonly Problem[]): boolean => a === b || (a.length === b.length && a.every((p, i) => p === b[i]));
