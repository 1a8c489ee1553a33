/**
 * Search results and shared links, on the rendered page:
 * - one main heading (h1): what search engines and screen readers take the page to be about;
 * - a title and a description that a search result shows whole, measured in pixels of the font
 *   results are set in (searchFont.ts), not in characters: "WWW" is three times as wide as "iii";
 * - no other page with the same title or description, or results could not tell them apart.
 * A page that asks not to be indexed (the not-found page) is not held to the last two.
 */
import { equalTo, type PageFields, quoted } from './fields.ts';
import type { PageProblem } from './pageChecks.ts';
import { searchResult, shownPart, textWidth } from './searchFont.ts';

export function searchProblems(fields: PageFields): PageProblem[] {
  const { document, page, site } = fields;
  const problems: PageProblem[] = [];
  const pageField = (key: 'title' | 'description') => ({ file: page.file, path: [key] });

  const headings = [...document.querySelectorAll('h1')];
  if (headings.length === 0) {
    const first = fields.sectionElements.findIndex((element) => element.childElementCount > 0);
    problems.push(
      fields.problem(
        first >= 0 ? fields.sectionField(first, []) : { file: page.file, path: ['sections'] },
        'main-heading',
        'The page has no main heading: its first section’s heading is the headline search engines and screen readers take the page to be about, so start the page with a section that has one.',
      ),
    );
  }
  for (const extra of headings.slice(1)) {
    const text = extra.textContent ?? '';
    problems.push(
      fields.problem(
        fields.fieldOf(extra, [equalTo(text.replace(/\s+/g, ' ').trim())]),
        'main-heading',
        `The heading ${quoted(text)} is a second main heading: a page has one, at its top, so search engines and screen readers know what it is about.`,
      ),
    );
  }

  const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
  if (/noindex/i.test(robots)) return problems;

  const title = document.querySelector('head > title')?.textContent?.trim() ?? '';
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
  const fits = [
    { key: 'title', text: title, words: 'title', code: 'title-too-wide' },
    { key: 'description', text: description, words: 'description', code: 'description-too-wide' },
  ] as const;
  for (const { key, text, words, code } of fits) {
    const { fontPx, widthPx } = searchResult[key];
    const width = Math.round(textWidth(text, fontPx));
    if (width <= widthPx) continue;
    problems.push(
      fields.problem(
        pageField(key),
        code,
        `The ${words} is ${width} pixels wide in a search result, which shows about ${widthPx}: it would be cut after ${quoted(shownPart(text, fontPx, widthPx), 400)}, so shorten it.`,
        'warning',
      ),
    );
  }

  const others = site.pages.filter((other) => other.file !== page.file && other.path !== page.page.path);
  for (const { key, text, words, code } of [
    { key: 'title', text: title, words: 'title', code: 'duplicate-title' },
    { key: 'description', text: description, words: 'description', code: 'duplicate-description' },
  ] as const) {
    const same = others.find((other) => other[key].trim() === text);
    if (text && same) {
      problems.push(
        fields.problem(pageField(key), code, `The page “${same.name}” has the same ${words}: give each page its own, so search results can tell them apart.`),
      );
    }
  }
  return problems;
}
