/**
 * The preview the editor makes from a draft (editor/shared/previewOf.ts, the one resolver's lenient
 * mode, engine/content/browser-safe/resolve.ts; the browser makes it on every change, the server
 * for a page as it will be published): for valid content exactly what the build renders (the
 * strict mode, through the validator), on every page of the site and every section type's
 * example, also with spaces around every free text. Then what a draft with mistakes shows: shared
 * sections with their changes, hidden ones, placeholders, defaults, sections left out without
 * blanking the page, sections kept while a text is still being typed, and the settings' draft.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSectionDraft, readSettingsDraft } from '../../engine/content/browser-safe/resolve';
import { previewSources } from '../../editor/app/session/previewSources';
import { previewOf, withStandIns } from '../../editor/shared/previewOf';
import { pageSchema, sharedSectionSchema, siteSchema } from '../../editor/app/ui/schemas';
import { resolvePage } from '../../engine/content/browser-safe/resolve';
import { validateSite } from '../../engine/content/validateSite';
import { page as pageZodSchema } from '../../schema/page';
import { homePath, siteConfigFile } from '../../schema/paths';
import { fillPlaceholders } from '../../schema/placeholders';
import { isPlainObject, type JsonSchema, type PlainObject, resolveVariant } from '../../schema/schemaReader';
import { section as sectionZodSchema } from '../../schema/section';
import { type SiteConfig, siteConfig as siteConfigZodSchema } from '../../schema/site';
import { projectRoot } from '../support/projectPaths';

type PageValue = PlainObject & { path: string; sections: PlainObject[] };
const readJson = (file: string) => JSON.parse(readFileSync(path.join(projectRoot, file), 'utf8')) as unknown;
const config = readJson(siteConfigFile) as SiteConfig;
const pageFiles = (readdirSync(path.join(projectRoot, 'pages'), { recursive: true }) as string[])
  .filter((name) => name.endsWith('.json'))
  .map((name) => `pages/${name.split(path.sep).join('/')}`)
  .sort();
const pageValues = new Map(pageFiles.map((file) => [file, readJson(file) as PageValue]));
const examplesDir = path.join(projectRoot, 'schema/sections');
const examples = readdirSync(examplesDir)
  .filter((name) => name.endsWith('.example.json'))
  .sort()
  .map((name) => [name, readJson(path.join('schema/sections', name)) as PlainObject] as const);
const onePage = (sections: unknown[]) => ({
  path: '/a-page',
  title: 'A page of the tests',
  description: 'A page the tests make to show one section at a time, and nothing else.',
  sections,
});

const settings = readSettingsDraft(config)!;
const validation = validateSite(projectRoot);
/** A page as the build renders it: parsed whole, then resolved strictly. */
function built(value: unknown, site: SiteConfig) {
  const problems: unknown[] = [];
  const page = resolvePage(pageZodSchema.parse(value), site, (problem) => problems.push(problem));
  expect(problems).toEqual([]);
  return page;
}
const phone = (site: SiteConfig) => site.company.phoneDisplay;

/** The same value with spaces around every free text: a string its node neither constrains (pattern, format, choice) nor uses as a name. */
function padded(node: JsonSchema, value: unknown): unknown {
  const shaped = resolveVariant(node, value);
  if (!shaped) return value;
  if (typeof value === 'string') {
    const free = shaped.type === 'string' && !shaped.pattern && !shaped.format && !shaped.enum && shaped.const === undefined && !shaped['x-names-from'];
    return free ? `  ${value} ` : value;
  }
  if (Array.isArray(value)) return shaped.items ? value.map((item) => padded(shaped.items!, item)) : value;
  if (!isPlainObject(value)) return value;
  const others = isPlainObject(shaped.additionalProperties) ? shaped.additionalProperties : undefined;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, padded(shaped.properties?.[key] ?? others ?? {}, field)]));
}

describe('the preview of valid content', () => {
  it('reads the settings as the build does', () => {
    expect(settings).toEqual(siteConfigZodSchema.parse(config));
    expect(validation.errorCount, 'the site has no errors').toBe(0);
  });

  it.each(pageFiles)('%s: the page the build renders', (file) => {
    const value = pageValues.get(file)!;
    const preview = previewOf(value, settings);
    expect(preview.page).toEqual(validation.pages.find((page) => page.path === value.path));
    expect(preview.site).toEqual(withStandIns(validation.site!));
  });

  it.each(examples)('the example %s: what the build renders, also with spaces around its texts', (_name, example) => {
    for (const section of [example, padded(sharedSectionSchema, example)]) {
      const page = onePage([section]);
      const preview = previewOf(page, settings);
      expect(preview.sectionIndexes).toEqual([0]);
      expect(preview.page.sections).toEqual(built(page, settings).sections);
    }
  });

  it.each(pageFiles)('%s with spaces around every text of the page and the settings: the sections the build renders', (file) => {
    const paddedConfig = siteConfigZodSchema.parse(padded(siteSchema, config));
    const value = padded(pageSchema, pageValues.get(file));
    expect(previewOf(value, readSettingsDraft(padded(siteSchema, config))!).page.sections).toEqual(built(value, paddedConfig).sections);
  });
});

// A section type with a heading and a list it cannot do without, and its example.
const listKind = sharedSectionSchema.oneOf!.find(
  (option) => option.properties?.heading?.type === 'string' && option.required?.some((key) => option.properties?.[key]?.type === 'array'),
)!;
const listKey = listKind.required!.find((key) => listKind.properties![key]!.type === 'array')!;
const listExample = listKind.examples![0] as PlainObject;
const without = (value: PlainObject, key: string) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));

describe('the preview of a draft with mistakes', () => {
  it('leaves out a section of no known type, one without a list it needs and one with a field of the wrong kind; the rest stays', () => {
    const page = onePage([
      listExample,
      { type: 'no-such-section', heading: 'A heading' },
      without(listExample, listKey),
      { ...listExample, heading: 42 },
      listExample,
    ]);
    const preview = previewOf(page, settings);
    expect(preview.sectionIndexes).toEqual([0, 4]);
    expect(preview.page.sections).toEqual(
      [readSectionDraft(listExample), readSectionDraft(listExample)].map((s) => fillPlaceholders(s, { phone: phone(settings) })),
    );
  });

  it('keeps a section while a text of it is empty or too short, or it has a field no longer used: it renders, and the problems list says what is wrong', () => {
    const [first, second] = [
      { ...listExample, heading: '' },
      { ...listExample, heading: '  ', colour: 'red' },
    ];
    const preview = previewOf(onePage([first, second]), settings);
    expect(preview.sectionIndexes).toEqual([0, 1]);
    expect(preview.page.sections).toMatchObject([{ heading: '' }, { heading: '' }]);
    expect(preview.page.sections[1]).not.toHaveProperty('colour');
    // The build refuses both.
    expect(sectionZodSchema.safeParse(first).success).toBe(false);
    expect(sectionZodSchema.safeParse(second).success).toBe(false);
  });

  it('fills in what the schema gives a field left out, and trims the texts zod trims', () => {
    const defaults = sharedSectionSchema.oneOf!.flatMap((option) =>
      Object.entries(option.properties ?? {}).flatMap(([key, node]) => (node.default === undefined ? [] : [{ option, key, value: node.default }])),
    );
    expect(defaults.length, 'a section field with a default').toBeGreaterThan(0);
    for (const { option, key, value } of defaults) {
      const example = option.examples![0] as PlainObject;
      expect(readSectionDraft(without(example, key))).toMatchObject({ [key]: value });
    }
    expect(readSectionDraft({ ...listExample, heading: '  Spaces around  ' })).toMatchObject({ heading: 'Spaces around' });
  });

  it('merges a shared section with its changes on the page, and leaves out hidden ones and references that do not resolve', () => {
    const [name, shared] = Object.entries(config.sharedSections).find(([, section]) => !section.hidden && 'heading' in section)!;
    const hiddenOwn = { ...listExample, hidden: true };
    const page = onePage([
      { type: 'shared', name, overrides: { heading: 'Only on this page' } },
      { type: 'shared', name, overrides: { hidden: true } },
      { type: 'shared', name, hidden: true },
      { type: 'shared', name: 'no-such-shared-section' },
      { type: 'shared', name, overrides: { type: listExample.type } },
      hiddenOwn,
      { type: 'shared', name },
    ]);
    const preview = previewOf(page, settings);
    expect(preview.sectionIndexes).toEqual([0, 6]);
    const resolved = fillPlaceholders(readSectionDraft(shared)!, { phone: phone(settings) });
    expect(preview.page.sections).toEqual([{ ...resolved, heading: 'Only on this page' }, resolved]);
    // Hidden where it is defined: hidden on every page.
    const hiddenThere = readSettingsDraft({ ...config, sharedSections: { ...config.sharedSections, [name]: { ...shared, hidden: true } } })!;
    expect(previewOf(page, hiddenThere).sectionIndexes).toEqual([]);
  });

  it('fills {phone} into the texts a visitor reads, not into names and addresses', () => {
    const page = onePage([{ ...listExample, heading: 'Call {phone} today', id: 'call-{phone}' }]);
    const [section] = previewOf(page, settings).page.sections as PlainObject[];
    expect(section).toMatchObject({ heading: `Call ${phone(settings)} today`, id: 'call-{phone}' });
  });

  it("resolves the page's own fields as they are, and a page that is not one yet into an empty page", () => {
    const value = pageValues.get(pageFiles[0]!)!;
    expect(previewOf({ ...value, title: 'Short' }, settings).page.title).toBe('Short');
    expect(previewOf('not a page', settings)).toMatchObject({ page: { path: '/', sections: [] }, sectionIndexes: [] });
  });
});

describe('the settings in the preview', () => {
  const homeFile = pageFiles.find((file) => pageValues.get(file)!.path === homePath)!;
  it("show a page's draft with the settings as loaded, and the home page with the settings' draft while they are edited", () => {
    const other = pageFiles.find((file) => file !== homeFile)!;
    const draft = { ...pageValues.get(other)!, title: 'A draft of this page' };
    expect(previewSources(other, draft, config, pageValues.get(homeFile))).toEqual({ page: draft, settings: config });
    const settingsDraft = { ...config, company: { ...config.company, name: 'A Name Only This Draft Has' } };
    expect(previewSources(siteConfigFile, settingsDraft, config, pageValues.get(homeFile))).toEqual({
      page: pageValues.get(homeFile),
      settings: settingsDraft,
    });
  });

  it("use the draft's values everywhere, its phone number in every {phone}", () => {
    const draft = readSettingsDraft({ ...config, company: { ...config.company, name: 'A Name Only This Draft Has', phoneDisplay: '(502) 555-0199' } })!;
    const preview = previewOf(onePage([{ ...listExample, heading: 'Call {phone}' }]), draft);
    expect(preview.site.company).toMatchObject({ name: 'A Name Only This Draft Has', phoneDisplay: '(502) 555-0199' });
    expect(preview.page.sections[0]).toMatchObject({ heading: 'Call (502) 555-0199' });
    expect(preview.site).not.toHaveProperty('sharedSections');
  });

  it('are not read while they lack a part the layout needs (the preview keeps what it showed)', () => {
    expect(readSettingsDraft(without(config as unknown as PlainObject, 'navigation'))).toBeUndefined();
    expect(readSettingsDraft({ ...config, services: 'not a list' })).toBeUndefined();
    expect(readSettingsDraft(undefined)).toBeUndefined();
  });

  it('run the offline stand-ins, never a provider script, even when the settings name one (the frame shares the editor origin)', () => {
    const draft = structuredClone(config);
    draft.integrations.leadForm.formUrl = 'https://forms.provider.example/form';
    draft.integrations.leadForm.embedScriptUrl = 'https://forms.provider.example/embed.js';
    draft.integrations.callTracking.sessionScriptUrl = 'https://calls.provider.example/session.js';
    for (const pool of Object.keys(draft.integrations.callTracking.numberPools))
      draft.integrations.callTracking.numberPools[pool] = `https://calls.provider.example/${pool}.js`;
    const { site } = previewOf(onePage([]), readSettingsDraft(draft)!);
    expect(JSON.stringify(site.integrations)).not.toContain('provider.example');
    expect(Object.keys(site.integrations.callTracking.numberPools)).toEqual(Object.keys(config.integrations.callTracking.numberPools));
  });
});
