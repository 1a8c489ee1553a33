/**
 * What the browser tests compare the built site against: pages/ and site.config.json, read and
 * resolved by the same module the build uses (engine/content/validateSite.ts: shared sections
 * merged with their overrides, hidden sections dropped, {phone} filled in). A new page, a
 * reordered section or a new phone number is covered with no test change. Plus small helpers
 * for raw HTML and for waiting until the page is live.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { distDir, projectRoot } from './projectPaths';
import { validateSite } from '../../engine/content/validateSite';
import type { ResolvedPage } from '../../schema/page';
import { homePath, notFoundPath } from '../../schema/paths';
import { isTextField } from '../../schema/placeholders';
import type { Section } from '../../schema/section';
import type { SiteSettings } from '../../schema/site';

export { homePath, notFoundPath };

export { distDir, projectRoot };

const validation = validateSite(projectRoot);
if (!validation.site || validation.errorCount > 0) {
  throw new Error(`pages/ or site.config.json has errors (run "npm run validate"); the browser tests need valid content.`);
}

/** The settings as the browser gets them ({phone} filled in). */
export const site: SiteSettings = validation.site;

/** A page as the build renders it, with the file it comes from. */
export interface PageFile extends ResolvedPage {
  file: string;
}

/** Each page file by the path it declares. */
const fileOfPath = new Map(
  validation.files
    .filter((file) => file.startsWith('pages/'))
    .map((file) => [(JSON.parse(readFileSync(path.join(projectRoot, file), 'utf8')) as { path: string }).path, file]),
);
export const pages: PageFile[] = validation.pages.map((page) => ({ ...page, file: fileOfPath.get(page.path)! }));

/**
 * Where the lead provider sends a visitor after a submit: its "redirect after submit" setting
 * (docs/deploying.md, "Thank-you flow"), which the stand-ins in public/preview follow too.
 */
export const formRedirectPath = '/thank-you';

/** An address no page has: the static server answers it with 404.html. */
export const unknownPath = '/no-such-page-e2e';

/** The address a visitor types to reach a page: the not-found page is reached through any unknown address. */
export const visitPath = (page: PageFile) => (page.path === notFoundPath ? unknownPath : page.path);

export function pageAt(pagePath: string): PageFile {
  const page = pages.find((p) => p.path === pagePath);
  if (!page) throw new Error(`No page has the path ${pagePath}`);
  return page;
}

/** The page's sections as they render: shared ones resolved, hidden ones left out. */
export function resolvedSections(page: PageFile): Section[] {
  return page.sections;
}

export interface FormPlacement {
  sectionIndex: number;
  height: number;
  embedId?: string;
  title: string;
}

/** The estimate forms on a page, top to bottom. */
export function formsOf(page: PageFile): FormPlacement[] {
  return page.sections.flatMap((section, sectionIndex) =>
    'form' in section && section.form ? [{ sectionIndex, height: section.form.height, embedId: section.form.embedId, title: section.form.title }] : [],
  );
}

/** The heading a section shows, if it has one. */
export const headingOf = (section: Section): string | undefined => ('heading' in section ? section.heading : undefined);

/** The label of the first Free Estimate button among a page's sections. */
export function estimateButtonOf(page: PageFile): string | undefined {
  for (const section of page.sections) {
    const buttons = 'buttons' in section ? (section.buttons ?? []) : [];
    const found = buttons.find((button) => button.action === 'free-estimate');
    if (found) return found.label;
  }
  return undefined;
}

/** Every piece of visible text in a section, whitespace collapsed. */
export function sectionTexts(section: Section): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key: string) => {
    // Settings and names are not text a visitor reads (schema/placeholders.ts says which); nor
    // is alt text, nor the name of a set of opening hours (the call box shows the hours).
    if (!isTextField(key) || key === 'alt') return;
    if (typeof value === 'string') {
      if (value.trim()) texts.push(normalize(value));
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(section, '');
  return texts;
}

export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  bull: '•',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return namedEntities[entity.toLowerCase()] ?? match;
  });
}

/** The text of an HTML fragment as a reader without JavaScript gets it: tags dropped, entities decoded. */
export function htmlText(html: string): string {
  return normalize(
    decodeEntities(
      html
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
        .replace(/<[^>]+>/g, ''),
    ),
  );
}

/**
 * Resolves once the page is interactive: its islands (engine/runtime/islands/) are hydrated and
 * their effects have run, which the boot script marks on <html>.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Console text that signals a hydration mismatch, in development or production React. */
export const hydrationProblem = /hydrat|did not match|Minified React error/i;
