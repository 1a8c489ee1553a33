/**
 * The content as the page checks take it (tools/checkPages.ts `checkedContent`), and how the
 * tests of the rules find in it what they break and change it as an edit would: which page,
 * section, link or photo is read from pages/ and site.config.json, so the tests follow the
 * content. Used by the rules' tests on the built HTML (tests/unit/pageChecks.test.ts) and in
 * Chromium (tests/e2e/pageChecks.test.ts).
 */
import type { CheckedPage } from '../../engine/checks/pageChecks';
import { walk } from '../../engine/content/problemList';
import type { JsonPath } from '../../schema/problems';
import { isPlainObject, valueAt } from '../../schema/schemaReader';
import { checkedContent } from '../../tools/checkPages';
import { projectRoot } from './projectPaths';

export type CheckedContent = Awaited<ReturnType<typeof checkedContent>>;

/** This project's content, read once per test file. */
let read: Promise<CheckedContent> | undefined;
export const projectContent = () => (read ??= checkedContent(projectRoot));

/** The checked page of the given address. */
export const pageAt = (content: CheckedContent, address: string) => content.pages.find((page) => page.page.path === address)!;

/** A rendered section of a page's own (not a shared one), whose section data has what `test` looks for: its place, and the path to it. */
export function ownSection(page: CheckedPage, test: (key: string | number, value: unknown, at: JsonPath) => boolean, from = 0) {
  for (let rendered = from; rendered < page.sectionIndexes.length; rendered++) {
    const index = page.sectionIndexes[rendered]!;
    const entry = valueAt(page.value, ['sections', index]);
    if (!isPlainObject(entry) || entry.type === 'shared') continue;
    let found: JsonPath | undefined;
    walk(entry, [], (key, value, at) => {
      if (!found && test(key, value, at)) found = at;
    });
    if (found) return { rendered, index, at: found, value: valueAt(entry, found) };
  }
  throw new Error(`${page.file} has no section of its own with what this test needs`);
}

/** A copy of the page's data with the value at `at` (inside section `index`) changed, in its file's value and its rendering alike. */
export function withChange(
  page: CheckedPage,
  place: { rendered: number; index: number },
  at: JsonPath,
  change: (holder: Record<string, unknown>, key: string | number) => void,
): CheckedPage {
  const copy = structuredClone(page);
  const key = at[at.length - 1]!;
  for (const holder of [valueAt(copy.value, ['sections', place.index, ...at.slice(0, -1)]), valueAt(copy.page.sections[place.rendered], at.slice(0, -1))]) {
    change(holder as Record<string, unknown>, key);
  }
  return copy;
}
