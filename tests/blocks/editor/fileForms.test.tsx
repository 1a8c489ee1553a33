/**
 * Whole files: the site settings (site.config.json) and a page's own fields render completely
 * from the files' values, and `setAt`, which the shell applies the form's changes with, keeps
 * every untouched object as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { valueAt, setAt } from '../../../editor/app/ui/jsonPath';
import { labelOf } from '../../../editor/app/form/jsonSchema';
import { pageSettingsSchema, siteSchema } from '../../../editor/app/ui/schemas';
import { projectRoot } from '../renderBlock';
import { expectEveryControlNamed, expectEveryValueShown, unfoldAll } from './formExpectations';
import { renderForm } from './formHarness';

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(projectRoot, file), 'utf8')) as Record<string, unknown>;
const siteConfig = readJson('site.config.json');
const pageFiles = (fs.readdirSync(path.join(projectRoot, 'pages'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.json'))
  .map((file) => `pages/${file.split(path.sep).join('/')}`)
  .sort();

describe('the site settings', () => {
  it("render completely from site.config.json's value", { timeout: 90_000 }, () => {
    const form = renderForm({ schema: siteSchema, value: siteConfig, basePath: [], services: { siteConfig } });
    unfoldAll(form.container);
    expectEveryValueShown(form.container, siteSchema, siteConfig, [], siteConfig);
    expect(form.calls).toEqual([]);
  });

  // Naming every control of the whole file takes jsdom minutes; the sections' controls are
  // checked on every section type (sectionForms.test.tsx), so here the settings' own kinds:
  // named entries (opening hours, number pools), the menu's kinds, the days' tick boxes.
  it.each(['company', 'navigation', 'integrations', 'services'])('name every control of "%s"', (key) => {
    const form = renderForm({ schema: siteSchema.properties![key]!, value: siteConfig[key], basePath: [key], services: { siteConfig } });
    unfoldAll(form.container);
    expectEveryControlNamed(form.container);
  });

  it("edit a shared section's field at its path in the file", () => {
    const form = renderForm({ schema: siteSchema, value: siteConfig, basePath: [], services: { siteConfig } });
    unfoldAll(form.container);
    const [name, section] = Object.entries(siteConfig.sharedSections as Record<string, { heading: string }>)[0]!;
    const box = form.container.querySelector<HTMLInputElement>(`[data-path="sharedSections.${name}.heading"]`)!;
    expect(box.value).toBe(section.heading);
    fireEvent.change(box, { target: { value: 'A new heading' } });
    expect(form.calls).toEqual([{ path: ['sharedSections', name, 'heading'], value: 'A new heading' }]);
  });
});

describe.each(pageFiles)("the page's own fields of %s", (file) => {
  const page = readJson(file);
  it('show every field but the sections, which are edited one by one', () => {
    const form = renderForm({ schema: pageSettingsSchema, value: page, basePath: [], services: { siteConfig } });
    const { sections: _sections, $schema: _schema, ...own } = page;
    expectEveryValueShown(form.container, pageSettingsSchema, own, [], siteConfig);
    expect(form.container.querySelector('[data-path^="sections"]')).toBeNull();
    expect(screen.queryByText(/Unknown field/)).toBeNull();
    expectEveryControlNamed(form.container);
  });
});

describe('a page offers the number pools of the site settings', () => {
  it('as a menu of their names', () => {
    const page = readJson(pageFiles[0]!);
    const pools = Object.keys(valueAt(siteConfig, ['integrations', 'callTracking', 'numberPools']) as object);
    renderForm({ schema: pageSettingsSchema, value: page, basePath: [], services: { siteConfig } });
    const menu = screen.getByRole('combobox', { name: `${labelOf(pageSettingsSchema.properties!.numberPool!, 'numberPool')} (optional)` }) as HTMLSelectElement;
    expect([...menu.options].map((option) => option.textContent)).toEqual(['Not set', ...pools]);
  });
});

describe('setAt', () => {
  const file = { a: { b: [{ c: 1 }, { c: 2 }], d: 'x' }, e: { f: true } };

  it('copies only the objects on the path', () => {
    const next = setAt(file, ['a', 'b', 1, 'c'], 3) as typeof file;
    expect(next.a.b[1]!.c).toBe(3);
    expect(next.e).toBe(file.e);
    expect(next.a.b[0]).toBe(file.a.b[0]);
    expect(file.a.b[1]!.c).toBe(2);
  });

  it('undefined removes a field or an entry; an unchanged value gives the same file back', () => {
    expect(setAt(file, ['a', 'd'], undefined)).toEqual({ a: { b: file.a.b }, e: file.e });
    expect(setAt(file, ['a', 'b', 0], undefined)).toEqual({ a: { b: [{ c: 2 }], d: 'x' }, e: file.e });
    expect(setAt(file, ['a', 'd'], 'x')).toBe(file);
    expect(setAt(file, ['z'], undefined)).toBe(file);
  });

  it('makes the objects missing on the way', () => {
    expect(setAt({}, ['sections', 0], { type: 'hero' })).toEqual({ sections: { 0: { type: 'hero' } } });
    expect(setAt({ sections: [] }, ['sections', 0], { type: 'hero' })).toEqual({ sections: [{ type: 'hero' }] });
  });
});
