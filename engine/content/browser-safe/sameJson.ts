/**
 * The one equality of JSON values: the publish (merge, matching entries, the list of changes),
 * the minimal edits of a file and the editor compare values with it. An object's keys may come
 * in any order, since a save keeps the file's own order (minimalEdits.ts); a field whose value is
 * `undefined` counts as absent, as it does in the file written.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const first = a as Record<string, unknown>;
  const second = b as Record<string, unknown>;
  const present = (object: Record<string, unknown>) => Object.keys(object).filter((key) => object[key] !== undefined);
  const keys = present(first);
  return keys.length === present(second).length && keys.every((key) => Object.hasOwn(second, key) && sameJson(first[key], second[key]));
}
