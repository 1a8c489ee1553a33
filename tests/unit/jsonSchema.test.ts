// @vitest-environment node
/**
 * The JSON Schema files editors use (completion, hover help, red squiggles in VS Code): they
 * are up to date with the zod schemas, accept every committed page, reject the same broken
 * pages the validator rejects, and every page file points at them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { derivedFiles, sectionIndexFile, sectionKindsDoc } from '../../engine/build/derivedFiles';
import { generateJsonSchemas, jsonSchemaFiles } from '../../schema/jsonSchema';
import { page } from '../../schema/page';
import { sectionTypes } from '../../schema/section';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), 'utf8');
const readJson = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;

const pageFiles = (fs.readdirSync(path.join(projectRoot, 'pages'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.json'))
  .map((file) => `pages/${file.split(path.sep).join('/')}`)
  .sort();

const generated = generateJsonSchemas();

function compile(file: keyof typeof generated): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(JSON.parse(generated[file]) as object);
}
const pageJsonSchema = compile('schema/page.schema.json');
const siteJsonSchema = compile('schema/site.schema.json');

const describeErrors = (validate: ValidateFunction) => (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

// The build and the dev server remake these; this is the backstop for a commit made without either.
const derived = await derivedFiles(projectRoot);

describe('the files derived from the schemas are current', () => {
  it.each(Object.keys(derived))('%s', (file) => {
    expect(read(file), `${file} is out of date with the schemas: run "npm run schema" and commit the result`).toBe(derived[file]);
  });

  it('covers both JSON Schema files, the list of section schemas and the docs', () => {
    expect(Object.keys(derived)).toEqual(expect.arrayContaining([...Object.keys(jsonSchemaFiles), sectionIndexFile, sectionKindsDoc]));
  });
});

describe('committed content passes the JSON Schema', () => {
  it.each(pageFiles)('%s', (file) => {
    const valid = pageJsonSchema(readJson(file));
    expect(describeErrors(pageJsonSchema), `${file} fails the JSON Schema editors use`).toEqual([]);
    expect(valid).toBe(true);
  });

  it('site.config.json', () => {
    const valid = siteJsonSchema(readJson('site.config.json'));
    expect(describeErrors(siteJsonSchema)).toEqual([]);
    expect(valid).toBe(true);
  });
});

describe('broken pages are rejected by both the JSON Schema and zod', () => {
  type PageData = { sections: Record<string, unknown>[] } & Record<string, unknown>;
  /** A valid page with a hero, a text section with a button and a call-to-action, to break one way at a time. */
  const validPage = (): PageData => ({
    $schema: '../schema/page.schema.json',
    path: '/flat-roof-inspections',
    title: 'Flat Roof Inspections | Bluegrass Commercial Roofing',
    description: 'Thorough flat roof inspections for commercial buildings across Kentucky, with a photo report and a written estimate.',
    sections: [
      { type: 'hero', heading: 'Flat Roof Inspections Across Kentucky', buttons: [{ label: 'Get Free Estimate', action: 'free-estimate' }] },
      { type: 'content', heading: 'What We Check', paragraphs: ['Every seam, drain and flashing.'], buttons: [{ label: 'Contact Us', href: '/contact' }] },
      { type: 'features', heading: 'Why Inspect Every Year', columns: 3, items: [{ icon: 'search', title: 'Find leaks early' }] },
    ],
  });

  const breakages: [string, (p: PageData) => void][] = [
    ['an unknown section type', (p) => (p.sections[1]!.type = 'text-block')],
    ['a misspelt section type', (p) => (p.sections[2]!.type = 'featurs')],
    ['a wrong field type (a number where text belongs)', (p) => (p.sections[0]!.heading = 42)],
    ['a wrong field type (text where a number belongs)', (p) => (p.sections[2]!.columns = '3')],
    ['a value that is not one of the allowed ones', (p) => (p.sections[2]!.columns = 5)],
    ['a missing heading', (p) => delete p.sections[1]!.heading],
    ['an extra field in a section', (p) => (p.sections[1]!.subheading = 'Inspections')],
    ['an extra field at the top of the page', (p) => (p.keywords = 'roof, inspection')],
    ['a javascript: link', (p) => ((p.sections[1]!.buttons as Record<string, unknown>[])[0]!.href = 'javascript:alert(1)')],
    ['a button with both an href and an action', (p) => ((p.sections[1]!.buttons as Record<string, unknown>[])[0]!.action = 'call')],
    ['a button with neither an href nor an action', (p) => delete (p.sections[1]!.buttons as Record<string, unknown>[])[0]!.href],
    ['an unknown icon', (p) => ((p.sections[2]!.items as Record<string, unknown>[])[0]!.icon = 'rocket')],
    ['a bad page path', (p) => (p.path = '/Flat Roofs')],
    ['a title too short for search results', (p) => (p.title = 'Roofs')],
    ['no sections', (p) => (p.sections = [])],
  ];

  it('the unbroken page passes both', () => {
    const data = validPage();
    expect(pageJsonSchema(data), describeErrors(pageJsonSchema).join('\n')).toBe(true);
    expect(page.safeParse(data).success).toBe(true);
  });

  it.each(breakages)('%s', (_name, breakIt) => {
    const data = validPage();
    breakIt(data);
    expect(pageJsonSchema(data), 'the JSON Schema accepted it').toBe(false);
    expect(page.safeParse(data).success, 'zod accepted it').toBe(false);
  });
});

describe('editor help for section types', () => {
  const pageSchema = JSON.parse(generated['schema/page.schema.json']) as {
    properties: { sections: { items: { oneOf: { title?: string; description?: string; examples?: unknown[]; properties: { type: { const: string } } }[] } } };
  };
  const options = pageSchema.properties.sections.items.oneOf;

  it('offers every section type, and "shared"', () => {
    expect(options.map((o) => o.properties.type.const).sort()).toEqual([...sectionTypes, 'shared'].sort());
  });

  it.each(options.map((o) => [o.properties.type.const, o] as const))('%s has a title, a description and a valid example', (_type, option) => {
    expect(option.title).toBeTruthy();
    expect(option.description).toBeTruthy();
    expect(option.examples).toHaveLength(1);
    // An example that breaks the rules would teach the mistake: it must pass as a section of a page.
    const withExample = { path: '/example', title: 'Example page title', description: 'x'.repeat(60), sections: option.examples };
    expect(pageJsonSchema(withExample), describeErrors(pageJsonSchema).join('\n')).toBe(true);
  });
});

describe('every content file names its JSON Schema', () => {
  const expectSchemaReference = (file: string, schemaFile: string) => {
    const data = readJson(file);
    expect(Object.keys(data)[0], `${file} must start with "$schema"`).toBe('$schema');
    const reference = data.$schema;
    expect(typeof reference).toBe('string');
    const target = path.relative(projectRoot, path.resolve(path.dirname(path.join(projectRoot, file)), reference as string));
    expect(target.split(path.sep).join('/'), `${file} points at the wrong schema file`).toBe(schemaFile);
  };

  it.each(pageFiles)('%s', (file) => expectSchemaReference(file, 'schema/page.schema.json'));

  it('site.config.json', () => expectSchemaReference('site.config.json', 'schema/site.schema.json'));
});
