/**
 * A new page from a copy of another: the new path, its own title and description (derived from
 * the path unless given) and the right "$schema" line, checked with the whole site before it is
 * written. Used by `npm run new-page` (engine/cli/newPage.ts) and the page editor
 * (editor/server/pageChangeHandlers.ts), so both make the same file and refuse for the same reasons.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { applyEdits, type JSONPath, modify } from 'jsonc-parser';
import { pagePath as pagePathSchema } from '../../schema/page.ts';
import { closestMatch } from './browser-safe/didYouMean.ts';
import { formattingOf, writeFileAtomically } from './fileText.ts';
import { pageFileNames, pagesDir, siteConfigFile } from './load.ts';
import type { Problem } from './problemList.ts';
import { withRedirects } from './redirects.ts';
import { createSiteValidator } from './siteValidator.ts';

export const pathRule = 'a page path starts with "/" and uses lower-case words joined by dashes, like "/services/roof-repairs"';
/** Search results cut titles off beyond this; the page schema refuses longer ones. */
const longestTitle = 70;

export interface NewPageOptions {
  newPath: string;
  /** The path of the page to copy. */
  fromPath: string;
  title?: string;
  description?: string;
}

export interface NewPage {
  /** Relative to the root: "pages/services/inspections.json". */
  file: string;
  text: string;
  /** The file the page was copied from. */
  sourceFile: string;
  title: string;
  description: string;
  /** The settings' new text, when a redirect from the new page's address is removed (the page is there now). */
  settingsText?: string;
  /** What making the page does besides, in sentences: the redirect it removes. */
  notes: string[];
}

/**
 * Why a page was not made. `reason` lets a program answer fittingly; `problems` are the
 * validator's, when the site (before, or with the new page) has errors.
 */
export class NewPageRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'bad-path' | 'exists' | 'no-source' | 'site-has-problems' | 'invalid',
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

/** Every page file and the path it declares, read leniently: a broken file is the validator's business. */
export function pagesByPath(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of pageFileNames(root, {})) {
    try {
      const declared = (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { path?: unknown }).path;
      if (typeof declared === 'string') pages.set(declared, file);
    } catch {
      // Unreadable: validation reports it.
    }
  }
  return pages;
}

/** The path a person probably meant, for example "/Services/Roof Inspections/" → "/services/roof-inspections". */
export function tidyPath(input: string): string {
  const words = input
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9/-]/g, '');
  return `/${words
    .split('/')
    .map((part) => part.replace(/-+/g, '-').replace(/^-|-$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** "/services/roof-inspections" → "Roof Inspections". */
export function pageName(pagePath: string): string {
  const last = pagePath.split('/').filter(Boolean).at(-1) ?? 'Home';
  return last
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function companyDetails(root: string): { name: string; region: string } {
  try {
    const config = JSON.parse(readFileSync(path.join(root, siteConfigFile), 'utf8')) as { company?: { name?: string; region?: string } };
    return { name: config.company?.name ?? '', region: config.company?.region ?? '' };
  } catch {
    return { name: '', region: '' };
  }
}

function derivedTitle(pagePath: string, company: string): string {
  const withCompany = `${pageName(pagePath)} | ${company}`;
  return company && withCompany.length <= longestTitle ? withCompany : pageName(pagePath);
}

function derivedDescription(pagePath: string, company: { name: string; region: string }): string {
  const who = company.name || 'our team';
  const where = company.region ? ` across ${company.region}` : '';
  return `${pageName(pagePath)} from ${who}, for commercial properties${where}. Ask for a free, no-obligation roof assessment.`;
}

/** The new page's file and text, checked with the whole site; nothing is written. Throws NewPageRefused. */
export function planNewPage(root: string, options: NewPageOptions): NewPage {
  const { newPath, fromPath } = options;
  if (!pagePathSchema.safeParse(newPath).success) {
    const suggestion = tidyPath(newPath);
    const hint = pagePathSchema.safeParse(suggestion).success && suggestion !== '/' ? ` Did you mean "${suggestion}"?` : '';
    throw new NewPageRefused(`"${newPath}" is not a valid page path: ${pathRule}.${hint}`, 'bad-path');
  }
  const pages = pagesByPath(root);
  const knownPaths = [...pages.keys()].sort();
  const file = `${pagesDir}${newPath}.json`;
  const existingFile = pages.get(newPath);
  if (existingFile) throw new NewPageRefused(`There is already a page at "${newPath}". Choose another address, or edit that page instead.`, 'exists');
  if (existsSync(path.join(root, file)))
    throw new NewPageRefused(`A page for "${newPath}" is already being written (its file exists). Choose another address.`, 'exists');
  const sourceFile = pages.get(fromPath);
  if (!sourceFile) {
    const suggestion = closestMatch(fromPath, knownPaths);
    throw new NewPageRefused(
      `There is no page at "${fromPath}" to start from.${suggestion ? ` Did you mean "${suggestion}"?` : ''} The pages are:\n  ${knownPaths.join('\n  ')}`,
      'no-source',
    );
  }

  // One validator for the site as it is and as it would be: the second reads only the new page (and the settings).
  const validator = createSiteValidator(root);
  const before = validator.validate();
  if (before.errorCount > 0)
    throw new NewPageRefused('The site already has problems, so no page was created. Fix these first:', 'site-has-problems', before.problems);

  const company = companyDetails(root);
  const title = options.title ?? derivedTitle(newPath, company.name);
  const description = options.description ?? derivedDescription(newPath, company);
  const schemaReference = path.posix.relative(path.posix.dirname(file), 'schema/page.schema.json');

  // Edit the copied text rather than re-serialising it, so the new file keeps the layout of the
  // page it came from: the same compact one-line buttons an editor is used to.
  let text = readFileSync(path.join(root, sourceFile), 'utf8');
  const formattingOptions = formattingOf(text);
  const set = (where: JSONPath, value: string, first = false) => {
    text = applyEdits(text, modify(text, where, value, { formattingOptions, getInsertionIndex: first ? () => 0 : undefined }));
  };
  set(['$schema'], schemaReference, true);
  set(['path'], newPath);
  set(['title'], title);
  set(['description'], description);

  // A redirect from the new page's address would never be followed again: it goes.
  const notes: string[] = [];
  const settingsPath = path.join(root, siteConfigFile);
  const settingsBefore = existsSync(settingsPath) ? readFileSync(settingsPath, 'utf8') : undefined;
  const settingsText =
    settingsBefore === undefined
      ? undefined
      : withRedirects(settingsBefore, (list) => {
          const kept = list.filter((redirect) => redirect.from !== newPath);
          if (kept.length < list.length) notes.push(`The redirect from "${newPath}" was removed: the new page is at that address.`);
          return kept;
        });
  const changedSettings = settingsText !== settingsBefore ? settingsText : undefined;

  const after = validator.validate({ sources: { [file]: text, ...(changedSettings ? { [siteConfigFile]: changedSettings } : {}) } });
  if (after.errorCount > 0) throw new NewPageRefused('The new page would not be valid, so it was not kept:', 'invalid', after.problems);
  return { file, text, sourceFile, title, description, settingsText: changedSettings, notes };
}

/**
 * Makes the page `planNewPage` planned (its folders too), atomically; the settings first, so that
 * a failure in between leaves a valid site (the old address answering "not found").
 */
export function writeNewPage(root: string, page: NewPage): void {
  if (page.settingsText !== undefined) writeFileAtomically(path.join(root, siteConfigFile), page.settingsText);
  writeFileAtomically(path.join(root, page.file), page.text);
}
