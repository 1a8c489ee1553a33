/**
 * Where a value of a page or of the settings is, in the words of the page editor: the section by
 * its kind ("Hero", "Cards 'Our Services'" when the page has two of a kind) and the field by the
 * titles the editor's form shows ("Card 2 › Title"), read from the schemas (schema/schemaReader.ts
 * `labelOf`), never by its key. The validator (../problemList.ts), the page checks (engine/checks/)
 * and the list of changes at publishing (engine/publish/describeChanges.ts) name places alike;
 * the command line adds the keys (`formatPath`) after the words, for developers.
 */
import pageJson from '../../../schema/page.schema.json' with { type: 'json' };
import siteJson from '../../../schema/site.schema.json' with { type: 'json' };
import { siteConfigFile } from '../../../schema/paths.ts';
import type { JsonPath } from '../../../schema/problems.ts';
import { entryNoun, fieldNode, isPlainObject, type JsonSchema, labelOf, type PlainObject, resolveVariant, valueAt } from '../../../schema/schemaReader.ts';
import type { SiteConfig } from '../../../schema/site.ts';

// Through unknown: TypeScript's inferred type of a generated file is far too detailed to compare.
export const pageSchema = pageJson as unknown as JsonSchema;
export const siteSchema = siteJson as unknown as JsonSchema;
export const sectionSchema = pageSchema.properties!.sections!.items!;

export type Section = PlainObject & { type?: unknown; heading?: unknown; name?: unknown; hidden?: unknown; overrides?: unknown };

/** Between the parts of a place: "Hero › Buttons › Button 1 › Link". */
export const placeSeparator = ' › ';

const longest = 60;

/** Text quoted and shortened for a list: 'Protect Your Building', 'We have served Kentucky since…'. */
export function quoted(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'string' && typeof value !== 'number') return '(a group of fields)';
  const text = String(value).replace(/\s+/g, ' ').trim();
  return `'${text.length > longest ? `${text.slice(0, longest - 1).trimEnd()}…` : text}'`;
}

/**
 * Splits a path in `file` (whose value is `data`) into the section it is in and the field inside
 * that section, in words. `settings` (the settings file's value) names the fields a page changes
 * of a shared section, which are those of the section type the settings give it.
 */
export function describePath(data: unknown, where: JsonPath, file: string, settings?: unknown): { section: string; field: string } {
  const words = (labels: string[]) => labels.join(placeSeparator);
  if (file === siteConfigFile) {
    if (where[0] === 'sharedSections' && typeof where[1] === 'string' && where.length > 2) {
      const section = valueAt(data, where.slice(0, 2));
      return { section: `Shared section '${where[1]}'`, field: words(fieldLabels(sectionSchema, section, where.slice(2), [])) };
    }
    return { section: '', field: words(fieldLabels(siteSchema, data, where, [], settingsLabels)) };
  }
  if (!file.endsWith('.json')) return { section: '', field: '' };
  if (where[0] !== 'sections' || typeof where[1] !== 'number') return { section: '', field: words(fieldLabels(pageSchema, data, where, [])) };
  const sections = valueAt(data, ['sections']);
  const list = (Array.isArray(sections) ? sections : []) as Section[];
  const section = list[where[1]];
  // A section of no known kind is named by its place: its type is what is wrong with it.
  if (!isPlainObject(section) || !resolveVariant(sectionSchema, section)) return { section: `Section ${where[1] + 1}`, field: '' };
  const below = where.slice(2);
  const field =
    below[0] === 'overrides' && section.type === 'shared'
      ? fieldLabels(overridesNode(section, settings), section.overrides, below.slice(1), [])
      : fieldLabels(sectionSchema, section, below, []);
  return { section: sectionLabel(section, list, undefined), field: words(field) };
}

/** The name the editor's form gives the field at `where` ("Alt text", "Form address"): how a problem's sentence names a field. */
export function labelAt(data: unknown, where: JsonPath, file: string, settings?: unknown): string {
  const { section, field } = describePath(data, where, file, settings);
  return (field || section).split(placeSeparator).at(-1) ?? '';
}

/** The kind of a section as the editor names it ("Hero", "Cards"), with its heading when the page has two of that kind. */
export function sectionLabel(section: Section, list: readonly Section[], config: SiteConfig | undefined): string {
  if (section.type === 'shared') return `Shared section ${sharedTitle(section, config)}`;
  const sameKind = list.filter((s) => s.type === section.type).length;
  return sameKind > 1 && typeof section.heading === 'string' ? `${kindTitle(section)} '${section.heading}'` : kindTitle(section);
}

/** The fields a page may change of the shared section it names (its `overrides`): those of the section type the settings (`settings`, the file's value) give it. */
export function overridesNode(section: Section, settings: unknown): JsonSchema | undefined {
  const type = section.type === 'shared' ? valueAt(settings, ['sharedSections', String(section.name), 'type']) : undefined;
  return typeof type === 'string' ? resolveVariant(sectionSchema, { type }) : undefined;
}

export const kindTitle = (section: Section) => resolveVariant(sectionSchema, section)?.title ?? String(section.type ?? 'Section');

/** A shared section by its heading on the page (an override, or the settings'), else its name. */
export function sharedTitle(section: Section, config: SiteConfig | undefined): string {
  const name = String(section.name ?? '');
  const overrides = isPlainObject(section.overrides) ? section.overrides : {};
  const shared = config?.sharedSections?.[name] as Section | undefined;
  const heading = overrides.heading ?? shared?.heading;
  return typeof heading === 'string' && heading.trim() ? quoted(heading) : `'${name}'`;
}

/** A label of its own for the field `key` (schema `node`) of the value at `parentPath`, where the schema's would not do; '' for none. */
export type LabelOverride = (key: string | number, parentPath: JsonPath, node: JsonSchema | undefined) => string | undefined;

/**
 * The settings' groups (company, navigation, footer…) are not named: "Site settings: Phone number".
 * Their shared sections are named by their key: "Site settings: Shared section 'testimonials'".
 */
export const settingsLabels: LabelOverride = (key, parentPath, node) => {
  if (parentPath.length === 1 && parentPath[0] === 'sharedSections') return `Shared section '${String(key)}'`;
  return parentPath.length === 0 && node?.type === 'object' ? '' : undefined;
};

/** The labels down a path below `node` (whose value is `value`), after `trail`: an entry of a list is "Card 2". */
export function fieldLabels(node: JsonSchema | undefined, value: unknown, at: JsonPath, trail: string[], labelOverride?: LabelOverride): string[] {
  let current = node;
  let here: unknown = value;
  const labels = [...trail];
  for (const [depth, key] of at.entries()) {
    const resolved = current ? (resolveVariant(current, here) ?? current) : undefined;
    if (typeof key === 'number') {
      const listLabel = labels.pop() ?? 'List';
      labels.push(`${entryNoun(resolved?.items ?? {}, listLabel)} ${key + 1}`);
      current = resolved?.items;
    } else {
      const child = fieldNode(resolved, key);
      const label = labelOverride?.(key, at.slice(0, depth), child) ?? labelOf(child ?? {}, key);
      if (label) labels.push(label);
      current = child;
    }
    here = isPlainObject(here) || Array.isArray(here) ? (here as Record<string | number, unknown>)[key] : undefined;
  }
  return labels;
}

/** ['items', 1, 'title'] → "items[1].title": the keys, for developers (the command line prints them after the words). */
export function formatPath(p: JsonPath): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}
