/**
 * The merge by meaning (engine/publish/mergeValues.ts): two people's changes to the same page,
 * started from the same version. Hand-made cases for each rule, then random edits on both sides
 * of every page of the site (seeded, so a failure can be replayed): where the edits do not
 * overlap the merge equals applying both; every overlap is reported, and keeps the side chosen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeValues } from '../../engine/publish/mergeValues';
import type { JsonPath } from '../../schema/problems';

const clone = <T>(value: T): T => structuredClone(value);
type Page = { sections: Record<string, unknown>[] } & Record<string, unknown>;

const base: Page = {
  path: '/about',
  title: 'About Us',
  sections: [
    { type: 'hero', heading: 'Protect Your Building', intro: 'Since 2010.' },
    { type: 'cards', heading: 'Our Services', items: [{ title: 'Repairs' }, { title: 'Restoration' }] },
    { type: 'shared', name: 'testimonials' },
    { type: 'content', heading: 'Our Story', paragraphs: ['One.', 'Two.', 'Three.'] },
  ],
};

describe('merging two versions by meaning', () => {
  it('merges changes to different fields of one section without a question', () => {
    const mine = clone(base);
    const theirs = clone(base);
    mine.sections[0]!.heading = 'Protect Your Roof';
    theirs.sections[0]!.intro = 'Since 2009.';
    const { value, conflicts } = mergeValues(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect((value as Page).sections[0]).toEqual({ type: 'hero', heading: 'Protect Your Roof', intro: 'Since 2009.' });
  });

  it('merges a moved section with an edit of that section on the other side', () => {
    const mine = clone(base);
    const theirs = clone(base);
    mine.sections = [mine.sections[2]!, mine.sections[0]!, mine.sections[1]!, mine.sections[3]!];
    theirs.sections[1]!.heading = 'What We Do';
    const { value, conflicts } = mergeValues(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect((value as Page).sections.map((s) => s.heading ?? s.name)).toEqual(['testimonials', 'Protect Your Building', 'What We Do', 'Our Story']);
  });

  it('keeps sections and list entries added on both sides, each after the entry it followed', () => {
    const mine = clone(base);
    const theirs = clone(base);
    mine.sections.splice(1, 0, { type: 'stats', heading: 'Numbers' });
    theirs.sections.push({ type: 'cta', heading: 'Call Us' });
    (theirs.sections[3]!.paragraphs as string[]).push('Four.');
    const { value, conflicts } = mergeValues(base, mine, theirs);
    expect(conflicts).toEqual([]);
    const merged = value as Page;
    expect(merged.sections.map((s) => s.heading ?? s.name)).toEqual([
      'Protect Your Building',
      'Numbers',
      'Our Services',
      'testimonials',
      'Our Story',
      'Call Us',
    ]);
    expect(merged.sections[4]!.paragraphs).toEqual(['One.', 'Two.', 'Three.', 'Four.']);
  });

  it('reports the same field changed on both sides, keeps mine until a side is chosen, then the chosen one', () => {
    const mine = clone(base);
    const theirs = clone(base);
    mine.sections[0]!.heading = 'Mine';
    theirs.sections[0]!.heading = 'Theirs';
    const first = mergeValues(base, mine, theirs);
    expect(first.conflicts).toHaveLength(1);
    const [conflict] = first.conflicts;
    expect(conflict).toMatchObject({
      path: ['sections', 0, 'heading'],
      kind: 'changed-on-both-sides',
      base: 'Protect Your Building',
      mine: 'Mine',
      theirs: 'Theirs',
    });
    expect((first.value as Page).sections[0]!.heading).toBe('Mine');
    const chosen = mergeValues(base, mine, theirs, { [conflict!.key]: 'theirs' });
    expect((chosen.value as Page).sections[0]!.heading).toBe('Theirs');
    expect(chosen.conflicts).toHaveLength(1);
  });

  it('reports a section edited on one side and deleted on the other, and keeps it if asked', () => {
    const mine = clone(base);
    const theirs = clone(base);
    mine.sections.splice(1, 1);
    theirs.sections[1]!.heading = 'What We Do';
    const { value, conflicts } = mergeValues(base, mine, theirs);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ kind: 'changed-and-removed', mine: undefined, theirs: theirs.sections[1] });
    expect((value as Page).sections).toHaveLength(3);
    const kept = mergeValues(base, mine, theirs, { [conflicts[0]!.key]: 'theirs' }).value as Page;
    expect(kept.sections.map((s) => s.heading ?? s.name)).toEqual(['Protect Your Building', 'What We Do', 'testimonials', 'Our Story']);
  });

  it('deletes without a question what one side deleted and the other left alone', () => {
    const mine = clone(base);
    const theirs = clone(base);
    mine.sections.splice(2, 1);
    theirs.sections[0]!.heading = 'Protect Your Roof';
    const { value, conflicts } = mergeValues(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect((value as Page).sections.map((s) => s.heading ?? s.name)).toEqual(['Protect Your Roof', 'Our Services', 'Our Story']);
  });

  it('reports two different new orders of the same sections as one conflict', () => {
    const mine = clone(base);
    const theirs = clone(base);
    mine.sections.reverse();
    theirs.sections = [theirs.sections[1]!, theirs.sections[0]!, theirs.sections[2]!, theirs.sections[3]!];
    const { value, conflicts } = mergeValues(base, mine, theirs);
    expect(conflicts.map((c) => [c.kind, c.path])).toEqual([['order', ['sections']]]);
    expect(value).toEqual(mine);
    expect(mergeValues(base, mine, theirs, { [conflicts[0]!.key]: 'theirs' }).value).toEqual(theirs);
  });

  it('merges edits of different paragraphs of one list, and reports an edit of the same one', () => {
    const mine = clone(base);
    const theirs = clone(base);
    (mine.sections[3]!.paragraphs as string[])[0] = 'Uno.';
    (theirs.sections[3]!.paragraphs as string[])[2] = 'Tres.';
    expect(mergeValues(base, mine, theirs).value).toMatchObject({ sections: [{}, {}, {}, { paragraphs: ['Uno.', 'Two.', 'Tres.'] }] });
    (theirs.sections[3]!.paragraphs as string[])[0] = 'Eins.';
    expect(mergeValues(base, mine, theirs).conflicts.map((c) => c.path)).toEqual([['sections', 3, 'paragraphs', 0]]);
  });
});

// ---------------------------------------------------------------------------------------------
// Random edits on both sides of every page of the site.
// ---------------------------------------------------------------------------------------------

/** A small seeded generator (mulberry32): the same seed gives the same edits. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every text, number and yes/no in a value, by path. */
function leafPaths(value: unknown, at: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...at, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...at, key]));
  return [at];
}

function setAt(root: unknown, at: JsonPath, value: unknown): void {
  let parent = root as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[at.at(-1)!] = value;
}

const projectRoot = path.resolve(import.meta.dirname, '../..');
const pageFiles = (readdirSync(path.join(projectRoot, 'pages'), { recursive: true }) as string[]).filter((file) => file.endsWith('.json'));
const pages = pageFiles.map((file) => JSON.parse(readFileSync(path.join(projectRoot, 'pages', file), 'utf8')) as Page);
const sameKey = (a: JsonPath, b: JsonPath) => JSON.stringify(a) === JSON.stringify(b);

describe('random edits on both sides of every page (seeded)', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`seed ${seed}: the merge applies both sides where they do not overlap and reports every overlap`, () => {
      const next = random(seed);
      for (const page of pages) {
        // Only the sections' leaves: a page's path and title are single fields, covered above.
        const leaves = leafPaths(page.sections, ['sections']).filter((at) => at.at(-1) !== 'type');
        if (leaves.length === 0) continue;
        const pick = () => leaves[Math.floor(next() * leaves.length)]!;
        const mineEdits = Array.from({ length: 1 + Math.floor(next() * 4) }, pick);
        // Theirs sometimes edits a field mine edited too.
        const theirsEdits = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
          next() < 0.3 ? mineEdits[Math.floor(next() * mineEdits.length)]! : pick(),
        );
        const mine = clone(page);
        const theirs = clone(page);
        const expected = clone(page);
        mineEdits.forEach((at, n) => {
          setAt(mine, at, `mine ${seed}.${n}`);
          setAt(expected, at, `mine ${seed}.${n}`);
        });
        theirsEdits.forEach((at, n) => {
          setAt(theirs, at, `theirs ${seed}.${n}`);
          if (!mineEdits.some((m) => sameKey(m, at))) setAt(expected, at, `theirs ${seed}.${n}`);
        });
        const overlaps = theirsEdits.filter((at) => mineEdits.some((m) => sameKey(m, at)));

        const { value, conflicts } = mergeValues(page, mine, theirs);
        expect(value, `${page.path}, seed ${seed}`).toEqual(expected);
        const reported = conflicts.map((c) => JSON.stringify(c.path)).sort();
        expect(reported, `${page.path}, seed ${seed}`).toEqual([...new Set(overlaps.map((at) => JSON.stringify(at)))].sort());

        // Choosing theirs everywhere gives theirs at every overlap.
        const choices = Object.fromEntries(conflicts.map((c) => [c.key, 'theirs' as const]));
        const withTheirs = mergeValues(page, mine, theirs, choices).value;
        for (const at of overlaps) {
          let v: unknown = withTheirs;
          for (const key of at) v = (v as Record<string | number, unknown>)[key];
          let t: unknown = theirs;
          for (const key of at) t = (t as Record<string | number, unknown>)[key];
          expect(v).toBe(t);
        }
      }
    });

    it(`seed ${seed}: a section moved on one side merges with edits of any section on the other`, () => {
      const next = random(seed * 31);
      for (const page of pages.filter((p) => p.sections.length > 2)) {
        const mine = clone(page);
        const from = Math.floor(next() * mine.sections.length);
        const [moved] = mine.sections.splice(from, 1);
        const to = Math.floor(next() * (mine.sections.length + 1));
        mine.sections.splice(to, 0, moved!);
        const theirs = clone(page);
        const leaves = leafPaths(theirs.sections, ['sections']).filter((at) => at.at(-1) !== 'type' && typeof at[1] === 'number');
        const edited = leaves[Math.floor(next() * leaves.length)]!;
        setAt(theirs, edited, `theirs ${seed}`);
        // Expected: mine's order, with theirs' edit in the section it was made in.
        const order = page.sections.map((_, i) => i);
        const [m] = order.splice(from, 1);
        order.splice(to, 0, m!);
        const expected = clone(mine);
        const editedSection = edited[1] as number;
        setAt(expected, ['sections', order.indexOf(editedSection), ...edited.slice(2)], `theirs ${seed}`);
        const { value, conflicts } = mergeValues(page, mine, theirs);
        expect(conflicts, `${page.path}, seed ${seed}`).toEqual([]);
        expect(value, `${page.path}, seed ${seed}`).toEqual(expected);
      }
    });
  }
});
