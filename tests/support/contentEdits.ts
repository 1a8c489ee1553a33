/**
 * The edits people make to a site's content, made on a copy of it the way the editor and the
 * page commands make them (minimal text edits, the engine's own new page, move and delete), for
 * the tests of the incremental build: a section's text, a section moved or hidden, a page added,
 * moved or deleted (its visitors sent to another page, or to the not-found page), a redirect
 * added or removed, a shared section, the settings, a photo. Each edit names what it changes by
 * numbers taken modulo what there is, so any series of numbers is a series of edits; an edit the
 * site would refuse (the validator finds an error) is undone and reported as skipped.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { rewriteJson } from '../../engine/content/minimalEdits';
import { NewPageRefused, planNewPage, writeNewPage } from '../../engine/content/newPage';
import { applyChange, PageChangeRefused, planDelete, planMove } from '../../engine/content/pageLinks';
import { redirectsIn, withRedirects } from '../../engine/content/redirects';
import { validateSite } from '../../engine/content/validateSite';

export type ContentEdit =
  | { kind: 'text'; page: number; leaf: number; word: string }
  | { kind: 'move-section'; page: number; from: number; to: number }
  | { kind: 'hide-section'; page: number; section: number }
  | { kind: 'add-page'; from: number }
  | { kind: 'move-page'; page: number }
  | { kind: 'delete-page'; page: number; to?: number }
  | { kind: 'add-redirect'; page: number }
  | { kind: 'remove-redirect'; redirect: number }
  | { kind: 'shared-section'; leaf: number; word: string }
  | { kind: 'settings'; word: string }
  | { kind: 'photo'; photo: number; brightness: number };

/** Keys whose values are free text: changing one keeps the page valid. */
const freeText = new Set(['heading', 'text', 'title', 'description', 'eyebrow', 'intro', 'badge', 'label', 'quote']);

type Json = Record<string, unknown>;
const readJson = (root: string, file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Json;
const writeJson = (root: string, file: string, value: unknown) => {
  const full = path.join(root, file);
  writeFileSync(full, rewriteJson(readFileSync(full, 'utf8'), value));
};

export const pageFilesOf = (root: string) =>
  (readdirSync(path.join(root, 'pages'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.json'))
    .map((file) => `pages/${file.split(path.sep).join('/')}`)
    .sort();

/** Every free-text string under `value`, as a path of keys. */
function textLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => textLeaves(item, [...at, i]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    typeof item === 'string' && freeText.has(key) && item.trim() ? [[...at, key]] : textLeaves(item, [...at, key]),
  );
}

function appendAt(value: unknown, at: (string | number)[], word: string): void {
  const parent = at.slice(0, -1).reduce((node, key) => (node as Json)[key as string], value) as Json;
  parent[at.at(-1) as string] = `${parent[at.at(-1) as string]} ${word}`;
}

/** The settings' redirects changed by `update`, as the editor's Site settings change them (a minimal edit). */
function editRedirects(root: string, update: Parameters<typeof withRedirects>[1]): void {
  const file = path.join(root, 'site.config.json');
  writeFileSync(file, withRedirects(readFileSync(file, 'utf8'), update));
}

let counter = 0;

/** Makes `edit` on the content in `root`; returns what it did in words, or undefined when it did not apply. */
export async function applyEdit(root: string, edit: ContentEdit): Promise<string | undefined> {
  const pages = pageFilesOf(root);
  const pick = <T>(list: T[], n: number) => list[n % list.length];
  const pagePaths = () => pages.map((file) => String(readJson(root, file).path));
  const shown = () => pagePaths().filter((p) => p !== '/404');
  const movable = () => shown().filter((p) => p !== '/');
  const before = new Map<string, string>();
  const remember = (file: string) => before.set(file, readFileSync(path.join(root, file), 'utf8'));

  let done: string | undefined;
  try {
    switch (edit.kind) {
      case 'text': {
        const file = pick(pages, edit.page)!;
        const page = readJson(root, file);
        const leaves = textLeaves(page.sections, ['sections']).filter((at) => (page.sections as Json[])[at[1] as number]?.type !== 'shared');
        const at = pick(leaves, edit.leaf);
        if (!at) return undefined;
        remember(file);
        appendAt(page, at, edit.word);
        writeJson(root, file, page);
        done = `${file}: ${at.join('.')} + "${edit.word}"`;
        break;
      }
      case 'move-section': {
        const file = pick(pages, edit.page)!;
        const page = readJson(root, file);
        const sections = page.sections as Json[];
        const from = edit.from % sections.length;
        const to = edit.to % sections.length;
        if (from === to) return undefined;
        remember(file);
        sections.splice(to, 0, ...sections.splice(from, 1));
        writeJson(root, file, page);
        done = `${file}: section ${from} moved to ${to}`;
        break;
      }
      case 'hide-section': {
        const file = pick(pages, edit.page)!;
        const page = readJson(root, file);
        const section = pick(page.sections as Json[], edit.section)!;
        remember(file);
        section.hidden = !section.hidden;
        writeJson(root, file, page);
        done = `${file}: section ${edit.section % (page.sections as Json[]).length} ${section.hidden ? 'hidden' : 'shown'}`;
        break;
      }
      case 'add-page': {
        const from = pick(movable(), edit.from)!;
        const planned = planNewPage(root, { newPath: `/added/page-${++counter}`, fromPath: from });
        writeNewPage(root, planned);
        done = `${planned.file} added, a copy of ${from}`;
        break;
      }
      case 'move-page': {
        const from = pick(movable(), edit.page)!;
        const to = `/moved/page-${++counter}`;
        applyChange(root, planMove(root, from, to));
        done = `${from} moved to ${to}`;
        break;
      }
      case 'delete-page': {
        const gone = pick(movable(), edit.page)!;
        const to =
          edit.to === undefined
            ? undefined
            : pick(
                shown().filter((p) => p !== gone),
                edit.to,
              );
        applyChange(root, planDelete(root, gone, { to }));
        done = `${gone} deleted${to ? `, its visitors sent to ${to}` : ''}`;
        break;
      }
      case 'add-redirect': {
        const to = pick(shown(), edit.page)!;
        const from = `/old/address-${++counter}`;
        remember('site.config.json');
        editRedirects(root, (list) => [...list, { from, to }]);
        done = `redirect from ${from} to ${to} added`;
        break;
      }
      case 'remove-redirect': {
        const redirect = pick(redirectsIn(readJson(root, 'site.config.json')), edit.redirect);
        if (!redirect) return undefined;
        remember('site.config.json');
        editRedirects(root, (list) => list.filter((_, index) => index !== redirect.index));
        done = `redirect from ${redirect.from} to ${redirect.to} removed`;
        break;
      }
      case 'shared-section': {
        const settings = readJson(root, 'site.config.json');
        const at = pick(textLeaves(settings.sharedSections, ['sharedSections']), edit.leaf);
        if (!at) return undefined;
        remember('site.config.json');
        appendAt(settings, at, edit.word);
        writeJson(root, 'site.config.json', settings);
        done = `site.config.json: ${at.join('.')} + "${edit.word}"`;
        break;
      }
      case 'settings': {
        const settings = readJson(root, 'site.config.json');
        remember('site.config.json');
        appendAt(settings, ['company', 'tagline'], edit.word);
        writeJson(root, 'site.config.json', settings);
        done = `site.config.json: company.tagline + "${edit.word}"`;
        break;
      }
      case 'photo': {
        const photos = (readdirSync(path.join(root, 'images')) as string[]).filter((file) => /\.(png|jpe?g|webp)$/.test(file)).sort();
        const photo = pick(photos, edit.photo);
        if (!photo) return undefined;
        const file = path.join(root, 'images', photo);
        // The same picture a little lighter or darker: new bytes, the same size and kind.
        const image = sharp(readFileSync(file)).modulate({ brightness: 1 + edit.brightness / 100 });
        writeFileSync(file, await (photo.endsWith('.png') ? image.png() : photo.endsWith('.webp') ? image.webp() : image.jpeg()).toBuffer());
        done = `images/${photo}: brightness ${edit.brightness > 0 ? '+' : ''}${edit.brightness}%`;
        break;
      }
    }
  } catch (error) {
    // A page the engine refuses to add, move or delete (a link still leads to it) changes nothing.
    if (error instanceof PageChangeRefused || error instanceof NewPageRefused) return undefined;
    throw error;
  }
  if (before.size && validateSite(root).errorCount > 0) {
    for (const [file, text] of before) writeFileSync(path.join(root, file), text);
    return undefined;
  }
  return done;
}
