/**
 * What "Before and after" marks on each side: the sections of a page as the website has it and as
 * it will be, matched (jsdiff's `diffArrays`: the longest run of sections left as they were), a
 * section that took another's place with the same type counted as changed, the others as new or
 * removed; and in each changed section, the words that changed in its texts (`diffWords`).
 * Sections are compared resolved, so a shared section's change shows on each page it is on.
 */
import { diffArrays, diffWords } from 'diff';
import type { PageMarks, PreviewData, SectionMark } from '../../shared/api';
import { sameJson } from '../ui/jsonPath';
import type { JsonSchema } from '../../../schema/schemaReader';
import { sectionSchema } from '../ui/schemas';
import { type Section, sectionName } from '../ui/sections';

export function changeMarks(before: PreviewData | undefined, after: PreviewData | undefined): { before: PageMarks; after: PageMarks } {
  const marks = { before: emptyMarks('before'), after: emptyMarks('after') };
  const old = (before?.page.sections ?? []) as Section[];
  const now = (after?.page.sections ?? []) as Section[];
  // A whole page new or deleted is said once, above it, not section by section.
  if (!before || !after) return marks;
  let gone: number[] = [];
  let came: number[] = [];
  let i = 0;
  let j = 0;
  const settle = () => {
    for (const index of came) {
      const pair = gone.find((candidate) => old[candidate]!.type === now[index]!.type);
      if (pair === undefined) {
        marks.after.sections[index] = { change: 'new', texts: [] };
        continue;
      }
      gone = gone.filter((candidate) => candidate !== pair);
      const texts = changedTexts(old[pair], now[index], schemaOf(now[index]!));
      marks.before.sections[pair] = { change: 'changed', texts: texts.before };
      marks.after.sections[index] = { change: 'changed', texts: texts.after };
    }
    for (const index of gone) {
      marks.before.sections[index] = { change: 'removed', texts: [] };
      marks.after.removed.push({ at: j, name: sectionName(old[index]!, undefined) });
    }
    gone = [];
    came = [];
  };
  for (const part of diffArrays(old, now, { comparator: sameJson })) {
    const count = part.value.length;
    if (part.removed) gone.push(...range(i, count));
    else if (part.added) came.push(...range(j, count));
    else settle();
    if (!part.added) i += count;
    if (!part.removed) j += count;
  }
  settle();
  return marks;
}

const emptyMarks = (side: PageMarks['side']): PageMarks => ({ side, sections: {}, removed: [] });
const range = (start: number, count: number) => Array.from({ length: count }, (_, k) => start + k);

/** An address, a photo's file or a colour is no text a visitor reads: its change shows as the section's. */
const notWords = /^(?:\/|https?:|tel:|mailto:|#)|\.(?:jpe?g|png|webp|avif|svg|gif)$/i;

/** The texts that differ between two versions of a section, with the runs of words removed (before) and added (after). */
function changedTexts(before: unknown, after: unknown, schema: JsonSchema | undefined): { before: SectionMark['texts']; after: SectionMark['texts'] } {
  const texts = { before: [] as SectionMark['texts'], after: [] as SectionMark['texts'] };
  const walk = (a: unknown, b: unknown, node: JsonSchema | undefined, titles: string[]) => {
    if (typeof a === 'string' || typeof b === 'string') {
      const was = typeof a === 'string' ? a : '';
      const is = typeof b === 'string' ? b : '';
      if (was === is || notWords.test(was || is)) return;
      const removed: [number, number][] = [];
      const added: [number, number][] = [];
      let at = { was: 0, is: 0 };
      for (const change of diffWords(was, is)) {
        const length = change.value.length;
        if (change.removed) removed.push([at.was, at.was + length]);
        if (change.added) added.push([at.is, at.is + length]);
        at = { was: at.was + (change.added ? 0 : length), is: at.is + (change.removed ? 0 : length) };
      }
      const field = [...titles, node?.title].filter(Boolean).join(', ');
      if (was.trim()) texts.before.push({ text: was, runs: trimmed(was, removed), other: is, field });
      if (is.trim()) texts.after.push({ text: is, runs: trimmed(is, added), other: was, field });
      return;
    }
    if (Array.isArray(a) || Array.isArray(b)) {
      const [x, y] = [Array.isArray(a) ? a : [], Array.isArray(b) ? b : []];
      for (let k = 0; k < Math.max(x.length, y.length); k++) walk(x[k], y[k], node?.items, titles);
      return;
    }
    if (isObject(a) || isObject(b)) {
      const [x, y] = [isObject(a) ? a : {}, isObject(b) ? b : {}];
      const inner = node === schema ? [] : [...titles, ...(node?.title ? [node.title] : [])];
      for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) walk(x[key], y[key], propertyOf(node, key), inner);
    }
  };
  walk(before, after, schema, []);
  return texts;
}

/** The schema of a section of this type (its fields' titles name a text the page does not show). */
const schemaOf = (section: Section): JsonSchema | undefined => sectionSchema.oneOf?.find((node) => node.properties?.type?.const === section.type);

const propertyOf = (node: JsonSchema | undefined, key: string): JsonSchema | undefined =>
  node?.properties?.[key] ?? [...(node?.anyOf ?? []), ...(node?.oneOf ?? [])].map((option) => propertyOf(option, key)).find(Boolean);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A run without its spaces at either end (a run of spaces alone is no change a reader sees). */
function trimmed(text: string, runs: [number, number][]): [number, number][] {
  return runs.flatMap(([start, end]) => {
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    return start < end ? [[start, end] as [number, number]] : [];
  });
}
