// @vitest-environment node
/**
 * The section examples beside the schemas (schema/sections/<name>.example.json). Editors see
 * them in completion and copy them from the section catalogue into pages, so each must be a
 * valid section that would also pass the validator once pasted: known links, no phone number
 * typed by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sectionSchemas, sectionTypes } from '../../schema/section';
import { validateSite } from '../../engine/content/validateSite';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const sectionsDir = path.join(projectRoot, 'schema/sections');

const examples = fs
  .readdirSync(sectionsDir)
  .filter((file) => file.endsWith('.example.json'))
  .sort()
  .map((file) => ({
    file,
    name: file.replace(/\.example\.json$/, ''),
    data: JSON.parse(fs.readFileSync(path.join(sectionsDir, file), 'utf8')) as { type?: unknown },
  }));

const schemaFileNames = fs
  .readdirSync(sectionsDir)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.replace(/\.ts$/, ''));
const schemaFor = (type: unknown) => sectionSchemas.find((schema) => schema.shape.type.value === type);
const knownPaths = validateSite(projectRoot).pages.map((p) => p.path);

/** Every string in a JSON value, with the field it sits in. */
function strings(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

describe('section examples', () => {
  it('every section type has exactly one example, named like its schema file', () => {
    expect(examples.map((e) => e.data.type).sort()).toEqual([...sectionTypes].sort());
    expect(examples.map((e) => e.name).sort()).toEqual(schemaFileNames.sort());
  });

  it.each(examples.map((e) => [e.file, e] as const))('%s is a valid section of its type', (_file, example) => {
    const schema = schemaFor(example.data.type);
    expect(schema, `${example.file} has an unknown type ${String(example.data.type)}`).toBeDefined();
    const result = schema!.safeParse(example.data);
    expect(result.success ? '' : z.prettifyError(result.error)).toBe('');
  });

  it.each(examples.map((e) => [e.file, e] as const))('%s is the example editors see for its type', (_file, example) => {
    const schema = schemaFor(example.data.type)!;
    expect(z.globalRegistry.get(schema)?.examples).toEqual([example.data]);
  });

  it.each(examples.map((e) => [e.file, e] as const))('%s links only to pages that exist', (_file, example) => {
    const internalLinks = strings(example.data).filter(({ key, text }) => key === 'href' && text.startsWith('/'));
    for (const { text } of internalLinks) expect(knownPaths).toContain(text.replace(/[?#].*$/, ''));
  });

  it.each(examples.map((e) => [e.file, e] as const))('%s shows the phone number through {phone}, never typed in', (_file, example) => {
    const typedNumbers = strings(example.data).filter(({ text }) => /\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}/.test(text));
    expect(typedNumbers).toEqual([]);
  });
});
