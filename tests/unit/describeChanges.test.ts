/**
 * The plain-language list of what a publish changes (engine/publish/describeChanges.ts): every
 * section type's fields are named by their schema titles (the words the editor's form shows),
 * and moves, hides, additions, deletions, new pages, photos and settings each get a line of
 * their own, with nothing technical in them. Expectations come from the schemas and the pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChangeEntry, describeChanges } from '../../engine/publish/describeChanges';
import { toJsonSchema } from '../../schema/jsonSchema';
import { page as pageZodSchema } from '../../schema/page';
import { pageName } from '../../schema/pageName';
import type { JsonPath } from '../../schema/problems';
import { entryNoun, isPlainObject, type JsonSchema, labelOf, schemaAt } from '../../schema/schemaReader';
import { type SiteConfig, siteConfig as siteZodSchema } from '../../schema/site';

const root = path.resolve(import.meta.dirname, '../..');
const site = JSON.parse(readFileSync(path.join(root, 'site.config.json'), 'utf8')) as SiteConfig;
const pageSchema = toJsonSchema(pageZodSchema) as JsonSchema;
const sectionSchema = pageSchema.properties!.sections!.items!;
const kinds = sectionSchema.oneOf!.filter((node) => node.properties?.type?.const !== 'shared');
type Page = { path: string; title: string; sections: Record<string, unknown>[] } & Record<string, unknown>;
const pageFiles = (readdirSync(path.join(root, 'pages'), { recursive: true }) as string[]).filter((file) => file.endsWith('.json'));
const readPage = (file: string) => JSON.parse(readFileSync(path.join(root, 'pages', file), 'utf8')) as Page;
const bytes = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
const texts = (entries: ChangeEntry[]) => entries.map((entry) => entry.text);

function describePage(before: Page, after: Page): ChangeEntry[] {
  return describeChanges([{ file: 'pages/test.json', before: bytes(before), after: bytes(after) }], { before: site, after: site });
}

/** Every text, number and yes/no of a value, by path. */
function leaves(value: unknown, at: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...at, index]));
  if (isPlainObject(value)) return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  return [at];
}

function changed(value: unknown, at: JsonPath): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const key = at.at(-1)!;
  const old = parent[key];
  parent[key] = typeof old === 'number' ? old + 1 : typeof old === 'boolean' ? !old : `${String(old)} (edited)`;
  return copy;
}

describe('the list of changes, field by field', () => {
  for (const kind of kinds) {
    const example = kind.examples?.[0] as Record<string, unknown> | undefined;
    it(`names every field of a ${kind.title} section by its schema title`, () => {
      expect(example).toBeDefined();
      const page: Page = { path: '/test', title: 'Test Page | Site', description: 'x', sections: [example!] };
      for (const at of leaves(example).filter((leaf) => leaf[0] !== 'type')) {
        const after = { ...page, sections: [changed(example, at) as Record<string, unknown>] };
        const lines = texts(describePage(page, after));
        expect(lines, `${kind.title} ${at.join('.')}`).toHaveLength(1);
        const [line] = lines;
        // The page's name, the section's kind, and the field's own label as the form shows it
        // (an entry of a list of texts: the list's entry name and its number, "Paragraph 2").
        const key = at.at(-1)!;
        const label =
          typeof key === 'number'
            ? `${entryNoun(schemaAt(sectionSchema, example, at.slice(0, -1))!.items!, labelOf(schemaAt(sectionSchema, example, at.slice(0, -1))!, at.at(-2)!))} ${key + 1}`
            : labelOf(schemaAt(sectionSchema, example, at)!, key);
        expect(line, `${kind.title} ${at.join('.')}`).toContain(`Test Page: ${kind.title}`);
        expect(line).toContain(`${label}: `);
        // Nothing technical: no field keys in brackets, no file names.
        expect(line).not.toMatch(/\[\d+\]|\.json|sections/);
      }
    });
  }

  it('shortens long texts with an ellipsis', () => {
    const home = readPage('home.json');
    const index = home.sections.findIndex((s) => typeof s.heading === 'string' && s.type !== 'shared');
    const after = structuredClone(home);
    after.sections[index]!.heading = 'A'.repeat(200);
    const [line] = texts(describePage(home, after));
    expect(line).toMatch(/A…'$/);
    expect(line!.length).toBeLessThan(200);
  });
});

describe('the list of changes, whole sections and pages', () => {
  const file = pageFiles.find((f) => readPage(f).sections.filter((s) => s.type !== 'shared' && s.heading).length >= 3)!;
  const page = readPage(file);
  const name = pageName(page, site);
  const headed = page.sections.map((s, i) => [s, i] as const).filter(([s]) => s.type !== 'shared' && typeof s.heading === 'string' && !s.hidden);

  it('says a section moved above the one it now stands before', () => {
    const [[first, from], [second]] = [headed.at(-1)!, headed[0]!];
    const after = structuredClone(page);
    const [moved] = after.sections.splice(from, 1);
    after.sections.splice(page.sections.indexOf(second), 0, moved!);
    expect(texts(describePage(page, after))).toEqual([`${name}: '${first.heading}' moved above '${second.heading}'`]);
  });

  it('says a section was hidden, shown, added and removed', () => {
    const [section, index] = headed[0]!;
    const hidden = structuredClone(page);
    hidden.sections[index] = { ...section, hidden: true };
    expect(texts(describePage(page, hidden))).toEqual([`${name}: section '${section.heading}' hidden`]);
    expect(texts(describePage(hidden, page))).toEqual([`${name}: section '${section.heading}' shown again`]);
    const removed = structuredClone(page);
    removed.sections.splice(index, 1);
    expect(texts(describePage(page, removed))).toEqual([`${name}: section '${section.heading}' removed`]);
    expect(texts(describePage(removed, page))).toEqual([`${name}: section '${section.heading}' added`]);
  });

  it('names a new page, a deleted page and a page given a new address', () => {
    const newPage = { ...page, path: '/services/inspections', title: 'Roof Inspections | Site' };
    const added = describeChanges([{ file: 'pages/services/inspections.json', before: undefined, after: bytes(newPage) }], { before: site, after: site });
    expect(texts(added)).toEqual(['New page: Roof Inspections (/services/inspections)']);
    const deleted = describeChanges([{ file: `pages/${file}`, before: bytes(page), after: undefined }], { before: site, after: site });
    expect(texts(deleted)).toEqual([`Page deleted: ${name} (${page.path})`]);
    const moved = describeChanges(
      [
        { file: `pages/${file}`, before: bytes(page), after: undefined },
        { file: 'pages/elsewhere.json', before: undefined, after: bytes({ ...page, path: '/elsewhere' }) },
      ],
      { before: site, after: site },
    );
    expect(texts(moved)).toEqual([`${pageName({ ...page, path: '/elsewhere' }, site)}: address changed from ${page.path} to /elsewhere`]);
  });

  it('names photos by their file name, and the settings by their titles', () => {
    const photos = describeChanges(
      [
        { file: 'images/flat-roof.jpg', before: undefined, after: Buffer.from('a') },
        { file: 'images/old.jpg', before: Buffer.from('a'), after: undefined },
        { file: 'images/hero.jpg', before: Buffer.from('a'), after: Buffer.from('b') },
      ],
      { before: site, after: site },
    );
    expect(texts(photos)).toEqual(['Photo added: flat-roof.jpg', 'Photo removed: old.jpg', 'Photo replaced: hero.jpg']);
    const after = structuredClone(site);
    // Another number than the settings have, whatever they have.
    const newNumber = site.company.phoneDisplay === '(859) 321-4567' ? '(606) 555-0199' : '(859) 321-4567';
    after.company.phoneDisplay = newNumber;
    const settings = describeChanges([{ file: 'site.config.json', before: bytes(site), after: bytes(after) }], { before: site, after });
    const phoneLabel = labelOf(schemaAt(toJsonSchema(siteZodSchema) as JsonSchema, site, ['company', 'phoneDisplay'])!, 'phoneDisplay');
    expect(texts(settings)).toEqual([`Site settings: ${phoneLabel}: '${site.company.phoneDisplay}' → '${newNumber}'`]);
  });

  it('names each redirect by where it leads: the first ones added with the list, one changed, the last ones removed with it', () => {
    const describeSettings = (before: SiteConfig, after: SiteConfig) =>
      texts(describeChanges([{ file: 'site.config.json', before: bytes(before), after: bytes(after) }], { before, after }));
    const none = { ...structuredClone(site), redirects: undefined };
    const one = { ...none, redirects: [{ from: '/services/old-repairs', to: '/services/repairs' }] };
    const two = {
      ...none,
      redirects: [
        { from: '/services/old-repairs', to: '/services/fixing' },
        { from: '/services/repairs', to: '/services/fixing' },
      ],
    };
    expect(describeSettings(none, one)).toEqual(["Site settings: Redirect added: '/services/old-repairs → /services/repairs'"]);
    expect(describeSettings(one, two)).toEqual([
      "Site settings: Redirect added: '/services/repairs → /services/fixing'",
      "Site settings: Redirect 1: Goes to: '/services/repairs' → '/services/fixing'",
    ]);
    expect(describeSettings(one, none)).toEqual(["Site settings: Redirect removed: '/services/old-repairs → /services/repairs'"]);
  });
});
