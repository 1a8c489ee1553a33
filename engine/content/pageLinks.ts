/**
 * Pages and the links to them: where a page is linked from, moving a page to a new path with
 * every link carried along, and deleting a page, its visitors sent to another page or nowhere.
 * Either keeps the site's redirects (redirects.ts): a moved page's old address is redirected to
 * its new one, a deleted page's to the page its visitors go to; redirects to the page follow it
 * (a chain collapses: A → B, then B moved to C gives A → C and B → C), and a redirect from the
 * address a page takes is removed, since the page is there now.
 *
 * Used by `npm run move-page` / `npm run delete-page` (engine/cli/pagePlaces.ts) and the page
 * editor. Every change is a set of minimal text edits (jsonc-parser's `modify`), so a move shows
 * in git as the changed lines only, and is checked by the validator before anything is written.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { homePath, linkTarget, notFoundPath } from '../../schema/paths.ts';
import { formattingOf, writeFileAtomically } from './fileText.ts';
import { type JsonPath, type Position, readJsonSource } from './jsonSource.ts';
import { linksInPage, linksInSettings } from './fileLinks.ts';
import { pageFileNames, pagesDir, siteConfigFile } from './load.ts';
import { formatPath } from './browser-safe/describePath.ts';
import type { Problem } from './problemList.ts';
import { type Redirect, redirectInWords, redirectsKey, withRedirects } from './redirects.ts';
import { type ValidationResult, validateSite } from './validateSite.ts';

export interface LinkPlace extends Position {
  file: string;
  path: JsonPath;
  /** "sections[2].items[0].href". */
  field: string;
  href: string;
}

export interface PageChange {
  /** New texts of files, by path relative to the root. */
  writes: Record<string, string>;
  /** Files to remove (a moved page's old file, a deleted page). */
  removes: string[];
  /** What the change does besides, in sentences for the person who asked for it: the redirects it keeps or removes. */
  notes: string[];
}

/** A change turned down, with what stands in its way for a program to show at its place. */
export class PageChangeRefused extends Error {
  constructor(
    message: string,
    readonly details: { places?: LinkPlace[]; problems?: Problem[] } = {},
  ) {
    super(message);
  }
}

/** Every link (every field the schemas mark as one), in every page and in the settings, that lands on `pagePath`. */
export function linksTo(root: string, pagePath: string): LinkPlace[] {
  const places: LinkPlace[] = [];
  const sources = contentFiles(root).map((file) => ({ file, source: readJsonSource(readFileSync(path.join(root, file), 'utf8')) }));
  const settings = sources.find(({ file }) => file === siteConfigFile)?.source.value;
  for (const { file, source } of sources) {
    const links = file === siteConfigFile ? linksInSettings(settings) : linksInPage(source.value, settings);
    for (const { path: at, href } of links) {
      if (href.startsWith('/') && linkTarget(href) === pagePath) places.push({ file, path: at, field: formatPath(at), href, ...source.positionOf(at) });
    }
  }
  return places;
}

/** The file that declares `pagePath`, relative to the root. */
export function fileOfPage(root: string, pagePath: string): string | undefined {
  return pageFiles(root).find((file) => {
    try {
      return (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { path?: unknown }).path === pagePath;
    } catch {
      return false;
    }
  });
}

/**
 * Moves the page at `from` to the path `to`: its "path", every link to it (an #anchor or ?query
 * after the path is kept), its file name when the file was named after its path, and a redirect
 * from the old address to the new one.
 */
export function planMove(root: string, from: string, to: string): PageChange {
  const file = fileOfPage(root, from);
  if (!file) throw new PageChangeRefused(`no page has the path "${from}"`);
  if (from === homePath || from === notFoundPath)
    throw new PageChangeRefused(`"${from}" is the ${from === homePath ? 'home' : 'not-found'} page; its path cannot change`);
  if (fileOfPage(root, to)) throw new PageChangeRefused(`a page with the address "${to}" exists already`);
  const texts = new ContentTexts(root);
  texts.edit(file, ['path'], to);
  for (const place of linksTo(root, from)) texts.edit(place.file, place.path, to + place.href.slice(linkTarget(place.href).length));
  const notes = [
    `Visitors of the old address "${from}" are sent on to "${to}" (a redirect, kept in the site settings).`,
    ...texts.keepRedirects((list) => {
      const [taken, rest] = partition(list, (redirect) => redirect.from === to);
      const kept = [...rest.filter((redirect) => redirect.from !== from), { from, to }];
      return { list: kept, notes: taken.map(() => `The redirect from "${to}" was removed: the page is at that address now.`) };
    }),
  ];
  const namedAfterPath = file === `${pagesDir}${from}.json`;
  const newFile = namedAfterPath ? `${pagesDir}${to}.json` : file;
  if (namedAfterPath && existsSync(path.join(root, newFile))) throw new PageChangeRefused(`a page file for "${to}" exists already`);
  const writes = { ...texts.changed };
  if (newFile !== file) {
    writes[newFile] = texts.changed[file]!;
    delete writes[file];
  }
  return { writes, removes: newFile !== file ? [file] : [], notes };
}

/**
 * Deletes the page at `pagePath`. With `to`, the page its visitors go to: every link to it leads
 * there instead (without its #anchor, which was the deleted page's), and a redirect sends its
 * address there. Without, visitors get the not-found page: refused while any link lands on it
 * (the places are in the refusal), and the redirects to it go with it.
 */
export function planDelete(root: string, pagePath: string, options: { to?: string } = {}): PageChange {
  const file = fileOfPage(root, pagePath);
  if (!file) throw new PageChangeRefused(`no page has the path "${pagePath}"`);
  if (pagePath === homePath || pagePath === notFoundPath) throw new PageChangeRefused(`"${pagePath}" is a page every site needs; it cannot be deleted`);
  const { to } = options;
  const texts = new ContentTexts(root);
  if (to !== undefined) {
    if (to === pagePath) throw new PageChangeRefused(`the page's visitors cannot be sent to the page that is deleted; choose another page`);
    if (to === notFoundPath) throw new PageChangeRefused(`to show visitors the not-found page, send them nowhere rather than to "${to}"`);
    if (!fileOfPage(root, to)) throw new PageChangeRefused(`no page has the path "${to}" for the deleted page's visitors to go to`);
    for (const place of linksTo(root, pagePath)) if (place.file !== file) texts.edit(place.file, place.path, to);
    const notes = [
      `Visitors of "${pagePath}" are sent on to "${to}" (a redirect, kept in the site settings).`,
      ...texts.keepRedirects((list) => ({ list: [...list.filter((redirect) => redirect.from !== pagePath), { from: pagePath, to }], notes: [] })),
    ];
    return { writes: texts.changed, removes: [file], notes };
  }
  const links = linksInTheWay(root, pagePath);
  if (links.length > 0) {
    const list = links.map((place) => `  ${place.file}:${place.line}:${place.column} ${place.field} → "${place.href}"`).join('\n');
    throw new PageChangeRefused(
      `${links.length} link${links.length === 1 ? '' : 's'} still lead${links.length === 1 ? 's' : ''} to "${pagePath}"; change or remove ${links.length === 1 ? 'it' : 'them'} first, or send the page's visitors to another page:\n${list}`,
      { places: links },
    );
  }
  const notes = texts.keepRedirects((list) => {
    const [gone, rest] = partition(list, (redirect) => linkTarget(redirect.to) === pagePath);
    return {
      list: rest,
      notes: gone.map((redirect) => `The redirect ${redirectInWords(redirect)} was removed: visitors of "${redirect.from}" get the not-found page too.`),
    };
  });
  return { writes: texts.changed, removes: [file], notes };
}

/**
 * The links that keep a page from being deleted with nowhere for its visitors to go: every link
 * to it from the other pages and the settings. The redirects to it are not among them: they go
 * with the page.
 */
export function linksInTheWay(root: string, pagePath: string): LinkPlace[] {
  const file = fileOfPage(root, pagePath);
  return linksTo(root, pagePath).filter((place) => place.file !== file && !(place.file === siteConfigFile && place.path[0] === redirectsKey));
}

/** The project as it would be after `change`, checked by the validator: nothing is written. */
export function checkChange(root: string, change: PageChange): ValidationResult {
  return validateSite(root, { sources: change.writes, without: change.removes });
}

/**
 * Writes `change` when the project stays valid, or refuses with the validator's problems. Each
 * file is written under a temporary name and renamed into place, so none is ever half-written.
 */
export function applyChange(root: string, change: PageChange): void {
  const result = checkChange(root, change);
  if (result.errorCount > 0) {
    const lines = result.problems.filter((p) => p.severity === 'error').map((p) => `  ${p.file}:${p.line}:${p.column} ${p.message}`);
    throw new PageChangeRefused(`the change would leave the site with problems, so nothing was written:\n${lines.join('\n')}`, {
      problems: result.problems,
    });
  }
  for (const [file, text] of Object.entries(change.writes)) writeFileAtomically(path.join(root, file), text);
  for (const file of change.removes) rmSync(path.join(root, file));
}

/** The content files' texts as a change leaves them: each edited in place, the rest of its layout kept byte for byte. */
class ContentTexts {
  readonly changed: Record<string, string> = {};
  constructor(readonly root: string) {}

  text(file: string): string {
    return this.changed[file] ?? readFileSync(path.join(this.root, file), 'utf8');
  }

  /** One value replaced with the least change to the text. */
  edit(file: string, at: JsonPath, value: string): void {
    const text = this.text(file);
    this.changed[file] = applyEdits(text, modify(text, at, value, { formattingOptions: formattingOf(text) }));
  }

  /** The settings' redirects changed by `update`, which says in notes what it removed. Returns the notes. */
  keepRedirects(update: (list: Redirect[]) => { list: Redirect[]; notes: string[] }): string[] {
    if (!existsSync(path.join(this.root, siteConfigFile))) return [];
    const notes: string[] = [];
    const before = this.text(siteConfigFile);
    const after = withRedirects(before, (list) => {
      const next = update(list);
      notes.push(...next.notes);
      return next.list;
    });
    if (after !== before) this.changed[siteConfigFile] = after;
    return notes;
  }
}

/** The entries that pass `test`, and the rest, each in their order. */
function partition<T>(list: T[], test: (entry: T) => boolean): [T[], T[]] {
  return [list.filter(test), list.filter((entry) => !test(entry))];
}

const pageFiles = (root: string) => pageFileNames(root, {});

function contentFiles(root: string): string[] {
  return [siteConfigFile, ...pageFiles(root)].filter((file) => existsSync(path.join(root, file)));
}
