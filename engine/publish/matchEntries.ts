/**
 * Which entry of a list is which, between two versions of it: a section moved, edited, added or
 * removed. Entries have no ids of their own, so they are paired, in this order:
 * 1. equal entries, wherever they moved (the nearest first);
 * 2. entries of the same kind (sections of one type) by how much of their content they share;
 * 3. what is left, by place: an entry edited beyond recognition where it stood.
 * Used by the merge by meaning (mergeValues.ts) and the plain-language list (describeChanges.ts).
 */
import { isPlainObject } from '../../schema/schemaReader.ts';
import { sameJson } from '../content/browser-safe/sameJson.ts';

/** A before-index → after-index pairing (each index at most once). */
export type EntryMatch = Map<number, number>;

export function matchEntries(before: readonly unknown[], after: readonly unknown[]): EntryMatch {
  const match: EntryMatch = new Map();
  const taken = new Set<number>();
  const pair = (i: number, j: number) => {
    match.set(i, j);
    taken.add(j);
  };

  // 1. Equal entries, nearest first (a list of equal texts keeps its order).
  for (let i = 0; i < before.length; i++) {
    let best = -1;
    for (let j = 0; j < after.length; j++) {
      if (taken.has(j) || !sameJson(before[i], after[j])) continue;
      if (best < 0 || Math.abs(j - i) < Math.abs(best - i)) best = j;
    }
    if (best >= 0) pair(i, best);
  }

  // 2. Same kind, most alike first.
  const candidates: { i: number; j: number; score: number }[] = [];
  for (let i = 0; i < before.length; i++) {
    if (match.has(i)) continue;
    for (let j = 0; j < after.length; j++) {
      if (taken.has(j)) continue;
      const score = likeness(before[i], after[j]);
      if (score > 0) candidates.push({ i, j, score: score - Math.abs(i - j) * 1e-6 });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  for (const { i, j } of candidates) if (!match.has(i) && !taken.has(j)) pair(i, j);

  // 3. By place, relative to the nearest paired entry before it.
  for (let i = 0; i < before.length; i++) {
    if (match.has(i)) continue;
    let offset = 0;
    for (let k = i - 1; k >= 0; k--) {
      const j = match.get(k);
      if (j !== undefined) {
        offset = j - k;
        break;
      }
    }
    const j = i + offset;
    if (j >= 0 && j < after.length && !taken.has(j) && sameKind(before[i], after[j])) pair(i, j);
  }
  return match;
}

/** Sections of one type, objects, lists or plain values of one kind. */
export function sameKind(a: unknown, b: unknown): boolean {
  if (isPlainObject(a) && isPlainObject(b)) return !('type' in a || 'type' in b) || a.type === b.type;
  return typeof a === typeof b && Array.isArray(a) === Array.isArray(b);
}

/**
 * How much two objects of the same kind share: the part of their leaf values (texts, numbers,
 * each at its place) that are equal, from 0 to 1. Plain values are not alike unless equal.
 */
function likeness(a: unknown, b: unknown): number {
  if (!isPlainObject(a) || !isPlainObject(b) || !sameKind(a, b)) return 0;
  const leavesA = leaves(a);
  const leavesB = leaves(b);
  let shared = 0;
  for (const [key, value] of leavesA) if (leavesB.has(key) && leavesB.get(key) === value) shared++;
  // The type alone does not make two sections alike.
  const typeShared = 'type' in a ? 1 : 0;
  const total = Math.max(leavesA.size, leavesB.size) - typeShared;
  return total <= 0 ? 0 : (shared - typeShared) / total;
}

function leaves(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) leaves(item, `${prefix}[${index}]`, out);
  else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) leaves(item, `${prefix}.${key}`, out);
  else out.set(prefix, JSON.stringify(value));
  return out;
}
