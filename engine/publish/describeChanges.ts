/**
 * What a publish changes, in the words of the people who edit the site: one line per change,
 * computed from the content and its schemas (not a diff of the files):
 *
 *   Home: Hero: Headline: 'Protect Your Building' → 'Protect Your Roof'
 *   Home: 'What Our Clients Say' moved above 'Our Services'
 *   About Us: section 'Our Pledge' hidden
 *   New page: Roof Inspections (/services/inspections)
 *   Photo added: flat-roof.jpg
 *   Site settings: Phone number: '(502) 555-0142' → '(859) 321-4567'
 *
 * Pages are named as people know them (schema/pageName.ts), fields by the titles the editor's
 * form shows (schema/schemaReader.ts), sections by their heading; long texts are shortened.
 */
import path from 'node:path';
import { pageName } from '../../schema/pageName.ts';
import type { JsonPath } from '../../schema/problems.ts';
import { entryNoun, fieldNode, fromTo, isPlainObject, type JsonSchema, labelOf, type PlainObject, resolveVariant } from '../../schema/schemaReader.ts';
import { siteConfigFile } from '../../schema/paths.ts';
import { sameJson } from '../content/browser-safe/sameJson.ts';
import {
  fieldLabels,
  kindTitle,
  type LabelOverride,
  overridesNode,
  pageSchema,
  quoted,
  type Section,
  sectionLabel,
  sectionSchema,
  settingsLabels,
  sharedTitle,
  siteSchema,
} from '../content/browser-safe/describePath.ts';
import type { SiteConfig } from '../../schema/site.ts';
import { matchEntries } from './matchEntries.ts';

export { quoted };

export interface ChangeEntry {
  /** The change, in plain words. */
  text: string;
  /** The file it is in (a page, the settings or a photo), for the link to see it as it will be. */
  file: string;
  /** Where in the file, for a link to the field in the editor. */
  path: JsonPath;
}

/** One file before and after (undefined: it does not exist on that side). */
export interface FileVersions {
  file: string;
  before: Buffer | undefined;
  after: Buffer | undefined;
}

type Page = PlainObject & { path?: unknown; title?: unknown; sections?: unknown };

/** A file's value, or undefined when it is absent or does not read as JSON. */
export const jsonOf = (bytes: Buffer | undefined): unknown => {
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
};

/**
 * The list of changes. `site` gives the settings before and after, which name the pages and the
 * shared sections the pages use.
 */
export function describeChanges(files: readonly FileVersions[], site: { before: unknown; after: unknown }): ChangeEntry[] {
  const config = (isPlainObject(site.after) ? site.after : isPlainObject(site.before) ? site.before : undefined) as SiteConfig | undefined;
  const entries: ChangeEntry[] = [];
  const photos = files.filter((f) => f.file.startsWith('images/'));
  const pages = files.filter((f) => f.file.startsWith('pages/') && f.file.endsWith('.json'));
  const settings = files.find((f) => f.file === siteConfigFile);

  // A page that only changed its address, in another file: one change, not a delete and a new page.
  const moves = new Map<string, string>();
  for (const removed of pages.filter((p) => p.after === undefined)) {
    const was = jsonOf(removed.before) as Page | undefined;
    const to = pages.find((p) => p.before === undefined && !moves.has(p.file) && isMoveOf(was, jsonOf(p.after) as Page | undefined));
    if (to) moves.set(to.file, removed.file);
  }
  const movedFrom = new Set(moves.values());

  for (const version of pages) {
    if (movedFrom.has(version.file)) continue;
    const before = (moves.has(version.file) ? jsonOf(pages.find((p) => p.file === moves.get(version.file))!.before) : jsonOf(version.before)) as
      | Page
      | undefined;
    const after = jsonOf(version.after) as Page | undefined;
    const name = pageName({ path: String((after ?? before)?.path ?? ''), title: String((after ?? before)?.title ?? version.file) }, config);
    const add = (text: string, at: JsonPath = []) => entries.push({ text, file: version.file, path: at });
    if (!before && after) add(`New page: ${name} (${String(after.path)})`);
    else if (before && !after) add(`Page deleted: ${name} (${String(before.path)})`);
    else if (before && after) describePage(before, after, name, config, add);
  }
  if (settings) {
    const add = (text: string, at: JsonPath) => entries.push({ text, file: siteConfigFile, path: at });
    describeFields(siteSchema, jsonOf(settings.before), jsonOf(settings.after), [], ['Site settings'], add, settingsLabels);
  }
  for (const photo of photos) {
    const name = path.posix.basename(photo.file);
    const text = !photo.before ? `Photo added: ${name}` : !photo.after ? `Photo removed: ${name}` : `Photo replaced: ${name}`;
    entries.push({ text, file: photo.file, path: [] });
  }
  return entries;
}

/** Two versions of one page in different files that differ in nothing but their address. */
function isMoveOf(before: Page | undefined, after: Page | undefined): boolean {
  if (!before || !after || before.path === after.path) return false;
  return sameJson({ ...before, path: '' }, { ...after, path: '' });
}

type Add = (text: string, at: JsonPath) => void;

function describePage(before: Page, after: Page, name: string, config: SiteConfig | undefined, add: Add): void {
  if (before.path !== after.path) add(`${name}: address changed from ${String(before.path)} to ${String(after.path)}`, ['path']);
  // The page's own fields (title, description, number pool), then its sections.
  const { sections: beforeSections, path: _bp, ...beforeOwn } = before;
  const { sections: afterSections, path: _ap, ...afterOwn } = after;
  describeFields(pageSchema, beforeOwn, afterOwn, [], [name], add);
  const oldList = (Array.isArray(beforeSections) ? beforeSections : []) as Section[];
  const newList = (Array.isArray(afterSections) ? afterSections : []) as Section[];
  const match = matchEntries(oldList, newList);
  const matchedAfter = new Set(match.values());
  const label = (section: Section, list: Section[]) => sectionLabel(section, list, config);
  const named = (section: Section, list: Section[]) => sectionName(section, list, config);

  oldList.forEach((section, i) => {
    if (!match.has(i)) add(`${name}: section ${named(section, oldList)} removed`, ['sections']);
  });
  newList.forEach((section, j) => {
    if (!matchedAfter.has(j)) add(`${name}: section ${named(section, newList)} added`, ['sections', j]);
  });
  for (const j of movedEntries(match)) {
    const section = newList[j]!;
    const next = newList.slice(j + 1).find((_, k) => [...match.values()].includes(j + 1 + k));
    const previous = newList
      .slice(0, j)
      .reverse()
      .find((_, k) => [...match.values()].includes(j - 1 - k));
    const where = next ? `above ${named(next, newList)}` : previous ? `below ${named(previous, newList)}` : 'to another place';
    add(`${name}: ${named(section, newList)} moved ${where}`, ['sections', j]);
  }
  for (const [i, j] of match) {
    const old = oldList[i]!;
    const now = newList[j]!;
    if (Boolean(old.hidden) !== Boolean(now.hidden)) add(`${name}: section ${named(now, newList)} ${now.hidden ? 'hidden' : 'shown again'}`, ['sections', j]);
    const { hidden: _oh, overrides: oldOverrides, ...oldFields } = old;
    const { hidden: _nh, overrides: newOverrides, ...newFields } = now;
    const trail = [name, label(now, newList)];
    describeFields(resolveVariant(sectionSchema, now) ?? sectionSchema, oldFields, newFields, ['sections', j], trail, add);
    describeFields(overridesNode(now, config), oldOverrides ?? {}, newOverrides ?? {}, ['sections', j, 'overrides'], trail, add);
  }
}

/** After-indexes of the entries that moved: those outside the longest run that kept its order. */
function movedEntries(match: Map<number, number>): number[] {
  const pairs = [...match].sort((a, b) => a[0] - b[0]).map(([, j]) => j);
  // Longest increasing subsequence of the after-indexes, in before order.
  const tails: number[] = [];
  const previous = new Array<number>(pairs.length).fill(-1);
  const tailIndex: number[] = [];
  pairs.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (tails[mid]! < value) low = mid + 1;
      else high = mid;
    }
    tails[low] = value;
    tailIndex[low] = index;
    previous[index] = low > 0 ? tailIndex[low - 1]! : -1;
  });
  const kept = new Set<number>();
  for (let index = tailIndex[tails.length - 1] ?? -1; index >= 0; index = previous[index]!) kept.add(pairs[index]!);
  return pairs.filter((j) => !kept.has(j)).sort((a, b) => a - b);
}

/** A section by what a reader sees of it: its heading, or its kind. */
function sectionName(section: Section, list: Section[], config: SiteConfig | undefined): string {
  if (section.type === 'shared') return sharedTitle(section, config);
  if (typeof section.heading === 'string' && section.heading.trim()) return quoted(section.heading);
  const kind = kindTitle(section);
  const sameKind = list.filter((s) => s.type === section.type);
  return sameKind.length > 1 ? `${kind} ${sameKind.indexOf(section) + 1}` : kind;
}

/**
 * Every field that differs between two values of one schema node, one line each, named by the
 * trail of labels down to it: "Home: Hero: Headline: 'a' → 'b'".
 */
function describeFields(
  node: JsonSchema | undefined,
  before: unknown,
  after: unknown,
  at: JsonPath,
  trail: string[],
  add: Add,
  labelOverride?: LabelOverride,
): void {
  if (sameJson(before, after)) return;
  const resolved = node ? (resolveVariant(node, after ?? before) ?? node) : undefined;
  const prefix = trail.join(': ');
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !key.startsWith('$'));
    for (const key of keys) {
      const child = fieldNode(resolved, key);
      const label = labelOverride?.(key, at, child) ?? labelOf(child ?? {}, key);
      describeFields(child, before[key], after[key], [...at, key], label ? [...trail, label] : trail, add, labelOverride);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    describeList(resolved?.items, before, after, at, trail, add, labelOverride);
    return;
  }
  // A list added or removed as a whole is its entries added or removed, each in words.
  if ((before === undefined || after === undefined) && Array.isArray(before ?? after)) {
    describeList(resolved?.items, (before ?? []) as unknown[], (after ?? []) as unknown[], at, trail, add, labelOverride);
    return;
  }
  if (before === undefined) add(`${prefix}: ${quoted(after)} added`, at);
  else if (after === undefined) add(`${prefix}: ${quoted(before)} removed`, at);
  else add(`${prefix}: ${quoted(before)} → ${quoted(after)}`, at);
}

function describeList(
  items: JsonSchema | undefined,
  before: unknown[],
  after: unknown[],
  at: JsonPath,
  trail: string[],
  add: Add,
  labelOverride?: LabelOverride,
): void {
  const listLabel = trail.at(-1) ?? 'List';
  const noun = items ? entryNoun(items, listLabel) : listLabel;
  const parent = trail.slice(0, -1);
  const prefix = trail.join(': ');
  const match = matchEntries(before, after);
  const matchedAfter = new Set(match.values());
  const summary = (value: unknown) => {
    const text = isPlainObject(value)
      ? (fromTo(value) ??
        ['title', 'label', 'name', 'heading', 'value', 'src', 'quote'].map((key) => value[key]).find((v) => typeof v === 'string' && v.trim()))
      : value;
    return text === undefined ? '' : ` ${quoted(text)}`;
  };
  before.forEach((value, i) => {
    if (!match.has(i)) add(`${[...parent, `${noun} removed`].join(': ')}:${summary(value)}`.replace(/:$/, ''), at);
  });
  after.forEach((value, j) => {
    if (!matchedAfter.has(j)) add(`${[...parent, `${noun} added`].join(': ')}:${summary(value)}`.replace(/:$/, ''), [...at, j]);
  });
  if (movedEntries(match).length) add(`${prefix}: put in a new order`, at);
  for (const [i, j] of match) describeFields(items, before[i], after[j], [...at, j], [...parent, `${noun} ${j + 1}`], add, labelOverride);
}

/**
 * Where a field is, in the words of the list: "Home: Hero: Headline", "Site settings: Phone
 * number", "Photo flat-roof.jpg". `value` is the file's content the path points into.
 */
export function describeLocation(file: string, value: unknown, at: JsonPath, site: unknown): string {
  const config = (isPlainObject(site) ? site : undefined) as SiteConfig | undefined;
  if (file.startsWith('images/')) return `Photo ${path.posix.basename(file)}`;
  if (file === siteConfigFile) return fieldLabels(siteSchema, value, at, ['Site settings'], settingsLabels).join(': ');
  const page = (isPlainObject(value) ? value : {}) as Page;
  const name = pageName({ path: String(page.path ?? ''), title: String(page.title ?? file) }, config);
  const sections = (Array.isArray(page.sections) ? page.sections : []) as Section[];
  if (at[0] !== 'sections' || typeof at[1] !== 'number') return fieldLabels(pageSchema, value, at, [name]).join(': ');
  const section = sections[at[1]];
  if (!section) return `${name}: ${at.length > 2 ? 'a section' : 'the order of its sections'}`;
  const trail = [name, sectionLabel(section, sections, config)];
  if (at[2] === 'overrides') return fieldLabels(overridesNode(section, config), section.overrides, at.slice(3), trail).join(': ');
  return fieldLabels(sectionSchema, section, at.slice(2), trail).join(': ');
}

/** A value of a conflict, shortly: a text quoted, a removed field or section, a group by its heading. */
export function valueInWords(value: unknown): string {
  if (value === undefined) return 'removed';
  if (Buffer.isBuffer(value)) return 'a photo';
  if (isPlainObject(value)) {
    const name = ['heading', 'title', 'label', 'name'].map((key) => value[key]).find((text) => typeof text === 'string' && text.trim());
    return name ? `the version with ${quoted(name)}` : 'a changed group of fields';
  }
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return quoted(value);
}
