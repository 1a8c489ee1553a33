/**
 * Pages and the links to them: where a page is linked from, moving a page to a new path with
 * every link carried along, and deleting a page only when nothing links to it.
 *
 * Used by `npm run move-page` / `npm run delete-page` (engine/cli/pagePlaces.ts) and the page
 * editor. Every change is a set of minimal text edits (jsonc-parser's `modify`), so a move shows
 * in git as the changed lines only, and is checked by the validator before anything is written.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { homePath, linkTarget, notFoundPath } from '../../schema/paths.ts';
import { formattingOf, writeFileAtomically } from './fileText.ts';
import { type JsonPath, type Position, readJsonSource } from './jsonSource.ts';
import { linksInPage, linksInSettings } from './links.ts';
import { pagesDir, siteConfigFile } from './load.ts';
import { formatPath, type Problem } from './problems.ts';
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
 * after the path is kept), and its file name when the file was named after its path.
 */
export function planMove(root: string, from: string, to: string): PageChange {
  const file = fileOfPage(root, from);
  if (!file) throw new PageChangeRefused(`no page has the path "${from}"`);
  if (from === homePath || from === notFoundPath)
    throw new PageChangeRefused(`"${from}" is the ${from === homePath ? 'home' : 'not-found'} page; its path cannot change`);
  if (fileOfPage(root, to)) throw new PageChangeRefused(`a page with the path "${to}" exists already (${fileOfPage(root, to)})`);
  const texts: Record<string, string> = {};
  const textOf = (name: string) => (texts[name] ??= readFileSync(path.join(root, name), 'utf8'));
  texts[file] = edit(textOf(file), ['path'], to);
  for (const place of linksTo(root, from)) {
    texts[place.file] = edit(textOf(place.file), place.path, to + place.href.slice(linkTarget(place.href).length));
  }
  const namedAfterPath = file === `${pagesDir}${from}.json`;
  const newFile = namedAfterPath ? `${pagesDir}${to}.json` : file;
  if (namedAfterPath && existsSync(path.join(root, newFile))) throw new PageChangeRefused(`the file ${newFile} exists already`);
  const writes = { ...texts };
  if (newFile !== file) {
    writes[newFile] = texts[file]!;
    delete writes[file];
  }
  return { writes, removes: newFile !== file ? [file] : [] };
}

/** Deletes the page at `pagePath`, refusing while any link lands on it (the places are in the refusal). */
export function planDelete(root: string, pagePath: string): PageChange {
  const file = fileOfPage(root, pagePath);
  if (!file) throw new PageChangeRefused(`no page has the path "${pagePath}"`);
  if (pagePath === homePath || pagePath === notFoundPath) throw new PageChangeRefused(`"${pagePath}" is a page every site needs; it cannot be deleted`);
  const links = linksTo(root, pagePath).filter((place) => place.file !== file);
  if (links.length > 0) {
    const list = links.map((place) => `  ${place.file}:${place.line}:${place.column} ${place.field} → "${place.href}"`).join('\n');
    throw new PageChangeRefused(
      `${links.length} link${links.length === 1 ? '' : 's'} still lead${links.length === 1 ? 's' : ''} to "${pagePath}"; change or remove ${links.length === 1 ? 'it' : 'them'} first:\n${list}`,
      { places: links },
    );
  }
  return { writes: {}, removes: [file] };
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

/** One value replaced with the least change to the text: the rest keeps its layout byte for byte. */
function edit(text: string, at: JsonPath, value: string): string {
  return applyEdits(text, modify(text, at, value, { formattingOptions: formattingOf(text) }));
}

function pageFiles(root: string): string[] {
  const dir = path.join(root, pagesDir);
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((file) => `${pagesDir}/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function contentFiles(root: string): string[] {
  return [siteConfigFile, ...pageFiles(root)].filter((file) => existsSync(path.join(root, file)));
}
