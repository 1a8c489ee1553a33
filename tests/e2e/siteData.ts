/**
 * What the browser tests compare the built site against: the page files in pages/ and
 * site.config.json, read straight from disk (so a new page is covered with no test change),
 * plus small helpers for raw HTML and for waiting until React has taken over a page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The built site the tests run against (the same folder globalSetup serves). */
export const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');

type Json = Record<string, unknown>;

export interface PageFile {
  file: string;
  path: string;
  title: string;
  description: string;
  sections: Json[];
}

export interface MenuItem {
  label: string;
  href: string;
  description: string;
  features?: string[];
}

export interface SiteConfig {
  company: { name: string; tagline: string; phoneDisplay: string; phoneDial: string; siteUrl: string };
  services: MenuItem[];
  roofTypes: MenuItem[];
  sharedSections: Record<string, Json>;
  integrations: { leadForm: { formUrl: string } };
}

export const site = JSON.parse(readFileSync(path.join(projectRoot, 'site.config.json'), 'utf8')) as SiteConfig;

export const notFoundPath = '/404';
/** An address no page has: the static server answers it with 404.html. */
export const unknownPath = '/no-such-page-e2e';

export const pages: PageFile[] = (readdirSync(path.join(projectRoot, 'pages'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file: `pages/${file}`, ...(JSON.parse(readFileSync(path.join(projectRoot, 'pages', file), 'utf8')) as Omit<PageFile, 'file'>) }));

/** The address a visitor types to reach a page: the not-found page is reached through any unknown address. */
export const visitPath = (page: PageFile) => (page.path === notFoundPath ? unknownPath : page.path);

/** The page's sections with shared sections resolved from site.config.json (overrides replace fields), hidden ones left out. */
export function resolvedSections(page: PageFile): Json[] {
  return page.sections
    .map((section) => {
      if (section.type !== 'shared') return section;
      const shared = site.sharedSections[section.name as string];
      if (!shared) throw new Error(`${page.file}: unknown shared section "${String(section.name)}"`);
      return { ...shared, ...((section.overrides as Json | undefined) ?? {}) };
    })
    .filter((section) => section.hidden !== true);
}

/** Keys whose values are settings, addresses or attributes, not text a visitor reads on the page. */
const nonTextKeys = new Set(['type', 'id', 'icon', 'href', 'action', 'variant', 'color', 'tone', 'embedId', 'src', 'alt', '$schema']);

/** Every piece of visible text in a section, with {phone} filled in, whitespace collapsed. */
export function sectionTexts(section: Json): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (nonTextKeys.has(key)) return;
    if (typeof value === 'string') {
      if (value.trim()) texts.push(normalize(value.replaceAll('{phone}', site.company.phoneDisplay)));
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

/** Resolves once React has hydrated the page: the page's first section is wired to a React fiber. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.querySelector('#main-content > *');
    return Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactFiber')));
  });
}

/** Console text that signals a hydration mismatch, in development or production React. */
export const hydrationProblem = /hydrat|did not match|Minified React error/i;
