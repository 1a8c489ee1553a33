/**
 * Values at paths of keys, changed without mutation: what the form's `onChange(path, value)`
 * asks of whoever holds the file's value (`setAt` does it). Untouched branches keep their
 * identity, which is what lets the form skip re-rendering every field that did not change.
 */
import { formatPath } from '../../../engine/content/browser-safe/describePath';
import { sameJson } from '../../../engine/content/browser-safe/sameJson';
import { valueAt } from '../../../schema/schemaReader';
import type { JsonPath, Problem } from '../../shared/api';

export type { JsonPath };
/** `formatPath`: "sections[2].items[0].title", the key a field of the form carries (data-path), the way the validator names it. */
/** `sameJson`: whether two JSON values are the same, in any order of keys. */
export { formatPath, sameJson, valueAt };

/**
 * `root` with `value` at `path`, copying only the objects and lists on the way. `undefined`
 * removes the field (or the list entry). Missing objects on the way are created.
 */
export function setAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...JsonPath];
  const next = setAt(valueAt(root, [key]), rest, value);
  if (Array.isArray(root) && typeof key === 'number') {
    if (root[key] === next && next !== undefined) return root;
    const copy = [...root];
    if (next === undefined && rest.length === 0) copy.splice(key, 1);
    else copy[key] = next;
    return copy;
  }
  const object = root !== null && typeof root === 'object' && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  const name = String(key);
  if (next === undefined && rest.length === 0) {
    if (!Object.hasOwn(object, name)) return root;
    const { [name]: _removed, ...others } = object;
    return others;
  }
  if (object[name] === next && Object.hasOwn(object, name)) return root;
  return { ...object, [name]: next };
}

export const samePath = (a: JsonPath, b: JsonPath): boolean => a.length === b.length && a.every((key, index) => key === b[index]);

export const startsWith = (path: JsonPath, prefix: JsonPath): boolean => prefix.length <= path.length && prefix.every((key, index) => path[index] === key);

/**
 * The problems of `problems` that none of `said` says already: the same kind, in the same file, at
 * the same field or one holding it (a photo's description missing is said at the photo, or at its description).
 */
export function withoutSaid<P extends Problem>(problems: readonly P[] | undefined, said: readonly Problem[] | undefined): P[] | undefined {
  if (!problems || !said?.length) return problems && [...problems];
  const sameField = (a: JsonPath, b: JsonPath) => startsWith(a, b) || startsWith(b, a);
  return problems.filter((problem) => !said.some((other) => other.file === problem.file && other.code === problem.code && sameField(other.path, problem.path)));
}
