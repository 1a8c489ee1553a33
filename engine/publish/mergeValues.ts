/**
 * Three-way merge by meaning of two versions of a page or of the settings that both started
 * from `base`: mine (the person publishing) and theirs (what someone else published meanwhile).
 *
 * Changes to different pages, sections or fields merge without a question; so do a moved section
 * and an edited one, an added entry and an edited neighbour. Only the same field changed to
 * different values on both sides, an entry edited on one side and removed on the other, and a
 * list reordered differently on both sides are conflicts. Every conflict is reported, with the
 * three values; until a person chooses, the merged value keeps mine, so nothing is lost either way.
 *
 * Lists are merged entry by entry, paired between versions by matchEntries.ts (entries have no ids).
 */
import type { JsonPath } from '../../schema/problems.ts';
import { matchEntries } from './matchEntries.ts';
import { isPlainObject } from '../../schema/schemaReader.ts';
import { sameJson } from '../content/browser-safe/sameJson.ts';

export type Side = 'mine' | 'theirs';

export interface MergeConflict {
  /** Names this conflict when a person chooses a side: where it is in mine (or theirs, when mine has no such place). */
  key: string;
  /** Where it is in the merged value. */
  path: JsonPath;
  kind: 'changed-on-both-sides' | 'changed-and-removed' | 'order';
  /** `undefined`: the field or entry is absent in that version. */
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface MergeOutcome {
  /** `undefined` when the merge removes the value altogether. */
  value: unknown;
  conflicts: MergeConflict[];
}

/** The side each conflict keeps, by its key; a conflict without a choice keeps mine. */
export type Choices = Readonly<Record<string, Side>>;

const keyOf = (path: JsonPath) => JSON.stringify(path);

export function mergeValues(base: unknown, mine: unknown, theirs: unknown, choices: Choices = {}): MergeOutcome {
  const conflicts: MergeConflict[] = [];
  const value = merge(base, mine, theirs, { minePath: [], theirsPath: [], choices }, conflicts);
  return { value, conflicts };
}

interface Context {
  /** Where the value is in mine and in theirs, for the conflicts' keys. */
  minePath: JsonPath;
  theirsPath: JsonPath;
  choices: Choices;
}

/** Merges one value; its conflicts are added to `out` with paths relative to this value. */
function merge(base: unknown, mine: unknown, theirs: unknown, context: Context, out: MergeConflict[]): unknown {
  if (sameJson(mine, theirs)) return mine;
  if (sameJson(base, mine)) return theirs;
  if (sameJson(base, theirs)) return mine;
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs)) return mergeObjects(base, mine, theirs, context, out);
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) return mergeLists(base, mine, theirs, context, out);
  const kind = mine === undefined || theirs === undefined ? 'changed-and-removed' : 'changed-on-both-sides';
  return conflict(kind, base, mine, theirs, context, out);
}

function conflict(kind: MergeConflict['kind'], base: unknown, mine: unknown, theirs: unknown, context: Context, out: MergeConflict[]): unknown {
  const key = mine === undefined ? `theirs:${keyOf(context.theirsPath)}` : keyOf(context.minePath);
  out.push({ key, path: [], kind, base, mine, theirs });
  return context.choices[key] === 'theirs' ? theirs : mine;
}

const inside = (context: Context, mineKey: string | number | undefined, theirsKey: string | number | undefined): Context => ({
  ...context,
  minePath: mineKey === undefined ? context.minePath : [...context.minePath, mineKey],
  theirsPath: theirsKey === undefined ? context.theirsPath : [...context.theirsPath, theirsKey],
});

/** Conflicts found inside a field or entry, placed under it. */
function under(key: string | number, inner: MergeConflict[], out: MergeConflict[]): void {
  for (const found of inner) out.push({ ...found, path: [key, ...found.path] });
}

function mergeObjects(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  context: Context,
  out: MergeConflict[],
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  // Mine's order of fields, then fields only theirs has, in their order.
  const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])];
  for (const key of keys) {
    const inner: MergeConflict[] = [];
    const merged = merge(base[key], mine[key], theirs[key], inside(context, key, key), inner);
    under(key, inner, out);
    if (merged !== undefined) result[key] = merged;
  }
  return result;
}

/** An entry of the merged list: one that was in base (by its index there), or one a side added. */
type Entry = { from: 'base'; index: number } | { from: Side; index: number };

function mergeLists(base: unknown[], mine: unknown[], theirs: unknown[], context: Context, out: MergeConflict[]): unknown[] {
  const mineOf = matchEntries(base, mine);
  const theirsOf = matchEntries(base, theirs);
  const asEntries = (list: unknown[], of: Map<number, number>, side: Side): Entry[] => {
    const baseOf = new Map([...of].map(([b, s]) => [s, b]));
    return list.map((_, index) => (baseOf.has(index) ? { from: 'base', index: baseOf.get(index)! } : { from: side, index }));
  };
  const mineEntries = asEntries(mine, mineOf, 'mine');
  const theirsEntries = asEntries(theirs, theirsOf, 'theirs');

  // The order: the side that moved entries sets it; if both did, differently, that is a conflict.
  const kept = (entries: Entry[], other: Map<number, number>) => entries.filter((e) => e.from === 'base' && other.has(e.index)).map((e) => e.index);
  const mineOrder = kept(mineEntries, theirsOf);
  const theirsOrder = kept(theirsEntries, mineOf);
  const baseOrder = [...mineOrder].sort((a, b) => a - b);
  const mineMoved = !sameJson(mineOrder, baseOrder);
  const theirsMoved = !sameJson(theirsOrder, baseOrder);
  let leader: Side = theirsMoved && !mineMoved ? 'theirs' : 'mine';
  if (mineMoved && theirsMoved && !sameJson(mineOrder, theirsOrder)) {
    leader = conflict('order', base, mine, theirs, context, out) === theirs ? 'theirs' : 'mine';
  }
  const [leading, following] = leader === 'mine' ? [mineEntries, theirsEntries] : [theirsEntries, mineEntries];

  // The leading side's entries, then the other side's additions after the entry they follow there.
  const order: Entry[] = [...leading];
  const placed = (entry: Entry) => order.findIndex((e) => e.from === entry.from && e.index === entry.index);
  following.forEach((entry, position) => {
    if (placed(entry) >= 0) return;
    let at = 0;
    for (let k = position - 1; k >= 0; k--) {
      const before = placed(following[k]!);
      if (before >= 0) {
        at = before + 1;
        break;
      }
    }
    order.splice(at, 0, entry);
  });
  // Base entries that one side removed are not in the leading side's list; they come back only if the merge keeps them.
  base.forEach((_, index) => {
    if (placed({ from: 'base', index }) >= 0) return;
    const nextBase = order.findIndex((e) => e.from === 'base' && e.index > index);
    order.splice(nextBase < 0 ? order.length : nextBase, 0, { from: 'base', index });
  });

  const result: unknown[] = [];
  for (const entry of order) {
    const inner: MergeConflict[] = [];
    let value: unknown;
    if (entry.from === 'base') {
      const m = mineOf.get(entry.index);
      const t = theirsOf.get(entry.index);
      value = merge(base[entry.index], m === undefined ? undefined : mine[m], t === undefined ? undefined : theirs[t], inside(context, m, t), inner);
    } else {
      value = entry.from === 'mine' ? mine[entry.index] : theirs[entry.index];
    }
    // An entry the merge removes still reports its conflict, at the place it would have had.
    under(result.length, inner, out);
    if (value !== undefined) result.push(value);
  }
  return result;
}
