/**
 * Every section type's form, generated from the schema, on the type's own example
 * (schema/sections/<name>.example.json; the shared-section reference on the schema's example):
 * every value shows in a control of its kind, no field falls back to raw JSON, every control
 * is named, and editing a text field reports the right path and value.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPath } from '../../../editor/app/ui/jsonPath';
import { sectionKinds, sectionSchema } from '../../../editor/app/ui/schemas';
import { fixtureRoot, projectRoot } from '../renderBlock';
import { expectEveryControlNamed, expectEveryValueShown, unfoldAll } from './formExpectations';
import { renderForm } from './formHarness';

const examplesDir = path.join(projectRoot, 'schema/sections');
const exampleFiles = fs
  .readdirSync(examplesDir)
  .filter((file) => file.endsWith('.example.json'))
  .sort();
const examples = exampleFiles.map((file) => {
  const section = JSON.parse(fs.readFileSync(path.join(examplesDir, file), 'utf8')) as Record<string, unknown>;
  return [String(section.type), section] as const;
});
const sharedExample = sectionKinds.find((kind) => kind.type === 'shared')!.example!;
const siteConfig = JSON.parse(fs.readFileSync(path.join(fixtureRoot, 'site.config.json'), 'utf8')) as Record<string, unknown>;
const services = { pages: [], siteConfig };
const basePath = ['sections', 3];

describe('every section type has an example file and a form', () => {
  it('one example per section type of the schema', () => {
    expect(examples.map(([type]) => type).sort()).toEqual(
      sectionKinds
        .map((kind) => kind.type)
        .filter((type) => type !== 'shared')
        .sort(),
    );
  });
});

describe.each([...examples, ['shared', sharedExample] as const])('the form of a "%s" section', (_type, example) => {
  it('shows every value of the example in a control of its kind, each control named', () => {
    const form = renderForm({ schema: sectionSchema, value: example, basePath, services });
    unfoldAll(form.container);
    expectEveryValueShown(form.container, sectionSchema, example, basePath, siteConfig);
    expectEveryControlNamed(form.container);
    expect(form.calls, 'rendering changes nothing').toEqual([]);
  });

  it('reports an edit of a text field with its path in the file and the new text', () => {
    const form = renderForm({ schema: sectionSchema, value: example, basePath, services });
    const field = [
      ...form.container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type="text"][data-path]:not([role]), textarea[data-path]'),
    ].find((element) => element.value !== '');
    expect(field, 'the example has a text field').toBeDefined();
    const before = field!.value;
    fireEvent.change(field!, { target: { value: `${before} and more` } });
    expect(form.calls).toHaveLength(1);
    expect(formatPath(form.calls[0]!.path)).toBe(field!.dataset.path);
    expect(form.calls[0]!.path.slice(0, 2)).toEqual(basePath);
    expect(form.calls[0]!.value).toBe(`${before} and more`);
    // The control shows what the file now holds.
    expect(field!.value).toBe(`${before} and more`);
  });
});
