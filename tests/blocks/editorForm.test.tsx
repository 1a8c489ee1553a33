/**
 * The editor's forms, generated from the JSON Schemas: every section type and the site settings
 * get a complete form (no field falls back to raw JSON), edits reach the right place, lists and
 * optional fields can be changed, problems show at their field, and the photo and link pickers
 * work. Values come from each section type's own example and from the fixture's settings.
 */
import './setup';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import pageSchemaJson from '../../schema/page.schema.json';
import siteSchemaJson from '../../schema/site.schema.json';
import { FormContext, type FormServices, pathKey } from '../../editor/app/form/FormContext';
import { ObjectForm, SectionForm } from '../../editor/app/form/SchemaForm';
import { type JsonSchema, kindOf, unionOptions } from '../../editor/app/form/schema';
import { Outline } from '../../editor/app/Outline';
import type { JsonPath, Problem } from '../../editor/shared/api';
import { fixtureRoot } from './renderBlock';

const pageSchema = pageSchemaJson as unknown as JsonSchema;
const siteSchema = siteSchemaJson as unknown as JsonSchema;
const sections = pageSchema.properties!.sections!.items!;
const kinds = unionOptions(sections)!.filter((option) => option.properties?.type?.const !== 'shared');
const fixtureSettings = JSON.parse(readFileSync(path.join(fixtureRoot, 'site.config.json'), 'utf8')) as Record<string, unknown>;

function services(overrides: Partial<FormServices> = {}): FormServices {
  return {
    onChange: vi.fn(),
    problems: new Map(),
    pages: [
      { file: 'pages/home.json', path: '/', title: 'Home page' },
      { file: 'pages/contact.json', path: '/contact', title: 'Contact page' },
    ],
    images: {
      list: vi.fn(async () => [{ src: '/images/roof.jpg', width: 1600, height: 900, bytes: 1000 }]),
      upload: vi.fn(async () => ({ saved: true as const, src: '/images/new-roof.jpg' })),
      thumbnailUrl: (src: string) => `/thumb${src}`,
    },
    sharedSectionSchema: () => undefined,
    ...overrides,
  };
}

function renderSection(value: Record<string, unknown>, given = services()) {
  render(
    <FormContext value={given}>
      <SectionForm sections={sections} path={['sections', 0]} value={value} sharedNames={['pledge']} />
    </FormContext>,
  );
  return given;
}

/** Every field of a schema, with its key, walking into objects, lists, maps and unions. */
function fields(schema: JsonSchema, key: string | number = 'root', seen = new Set<JsonSchema>()): { key: string | number; schema: JsonSchema }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const own = [{ key, schema }];
  const children = [
    ...Object.entries(schema.properties ?? {}).map(([k, s]) => fields(s, k, seen)),
    ...(schema.items ? [fields(schema.items, 0, seen)] : []),
    ...(typeof schema.additionalProperties === 'object' ? [fields(schema.additionalProperties, 'entry', seen)] : []),
    ...(unionOptions(schema) ?? []).map((s) => fields(s, key, seen)),
  ];
  return [...own, ...children.flat()];
}

describe('forms generated from the schemas', () => {
  it('no field of any section type or of the site settings falls back to raw JSON', () => {
    const loose = [...fields(pageSchema), ...fields(siteSchema)].filter(({ key, schema }) => kindOf(schema, key) === 'any' && key !== 'entry');
    expect(loose.map(({ key }) => key)).toEqual([]);
  });

  it.each(kinds.map((kind) => [String(kind.properties!.type!.const), kind] as const))(
    '%s: its example shows in a complete form, and typing in a text field changes that field',
    async (_, kind) => {
      const example = kind.examples![0] as Record<string, unknown>;
      const given = renderSection(example);
      for (const [key, value] of Object.entries(example)) {
        if (key === 'type' || typeof value !== 'string') continue;
        const field = document.getElementById(`field-sections-0-${key}`) as HTMLInputElement | null;
        expect(field, key).not.toBeNull();
        expect(field!.value, key).toBe(value);
      }
      const firstText = Object.entries(example).find(
        ([key, value]) => key !== 'type' && typeof value === 'string' && kindOf(kind.properties![key]!, key) !== 'choice',
      );
      if (firstText) {
        const field = document.getElementById(`field-sections-0-${firstText[0]}`)!;
        fireEvent.change(field, { target: { value: `${firstText[1]}!` } });
        expect(given.onChange).toHaveBeenLastCalledWith(['sections', 0, firstText[0]], `${firstText[1]}!`);
      }
    },
  );

  it('a choice from an enum is a picker of exactly its values', async () => {
    const kind = kinds.find((k) => Object.values(k.properties!).some((p) => p.enum && p.type === 'string'))!;
    const [key, field] = Object.entries(kind.properties!).find(([, p]) => p.enum && p.type === 'string')!;
    const example = { ...(kind.examples![0] as object), [key]: field.enum![0] };
    const given = renderSection(example);
    const select = document.getElementById(`field-sections-0-${key}`) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(field.enum!.map(String));
    await userEvent.selectOptions(select, String(field.enum!.at(-1)));
    expect(given.onChange).toHaveBeenLastCalledWith(['sections', 0, key], field.enum!.at(-1));
  });

  it('lists can be added to, reordered and removed from; optional fields can be removed and added', async () => {
    const kind = kinds.find((k) => Array.isArray((k.examples![0] as Record<string, unknown>).paragraphs))!;
    const example = kind.examples![0] as { paragraphs: string[] };
    const given = renderSection(example);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to paragraphs' }));
    expect(given.onChange).toHaveBeenLastCalledWith(['sections', 0, 'paragraphs'], [...example.paragraphs, '']);
    if (example.paragraphs.length > 1) {
      await user.click(screen.getAllByRole('button', { name: /^Move down: / })[0]!);
      expect(given.onChange).toHaveBeenLastCalledWith(
        ['sections', 0, 'paragraphs'],
        [example.paragraphs[1], example.paragraphs[0], ...example.paragraphs.slice(2)],
      );
    }
    await user.click(screen.getAllByRole('button', { name: /^Remove: / })[0]!);
    expect(given.onChange).toHaveBeenLastCalledWith(['sections', 0, 'paragraphs'], example.paragraphs.slice(1));
    const optional = Object.keys(example).find((key) => !kind.required!.includes(key) && typeof (example as Record<string, unknown>)[key] === 'string')!;
    await user.click(
      screen.getByRole('button', {
        name: `Remove ${optional
          .replace(/([a-z])([A-Z])/g, '$1 $2')
          .replace(/^./, (c) => c.toUpperCase())
          .replace(/ ([A-Z])/g, (m) => m.toLowerCase())}`,
      }),
    );
    expect(given.onChange).toHaveBeenLastCalledWith(['sections', 0, optional], undefined);
  });

  it('shows each problem at its field, in the validator words, marked invalid for assistive technology', () => {
    const kind = kinds.find((k) => k.required?.includes('heading'))!;
    const example = kind.examples![0] as Record<string, unknown>;
    const path: JsonPath = ['sections', 0, 'heading'];
    const problem: Problem = {
      severity: 'error',
      code: 'too-short',
      file: 'pages/x.json',
      line: 3,
      column: 5,
      section: '',
      field: 'heading',
      path,
      message: 'the heading is empty',
    };
    renderSection({ ...example, heading: '' }, services({ problems: new Map([[pathKey(path), [problem]]]) }));
    const field = document.getElementById('field-sections-0-heading')!;
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toContain('the heading is empty');
  });

  it('a link field offers the pages of the site, and takes an address typed in', () => {
    const kind = kinds.find((k) => ((k.examples![0] as { buttons?: { href?: string }[] }).buttons ?? []).some((b) => b.href))!;
    const example = kind.examples![0] as { buttons: { href?: string }[] };
    const index = example.buttons.findIndex((b) => b.href);
    const given = renderSection(example);
    const link = document.getElementById(`field-sections-0-buttons-${index}-href`) as HTMLInputElement;
    const options = [...document.getElementById(link.getAttribute('list')!)!.querySelectorAll('option')].map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['/', 'Home page'],
      ['/contact', 'Contact page'],
    ]);
    fireEvent.change(link, { target: { value: 'tel:+15025550100' } });
    expect(given.onChange).toHaveBeenLastCalledWith(['sections', 0, 'buttons', index, 'href'], 'tel:+15025550100');
  });

  it('the photo picker shows the photos as thumbnails, uploads a new one and asks for its alt text; a refusal is shown', async () => {
    const kind = kinds.find((k) => kindOf(k.properties!.image ?? {}, 'image') === 'image')!;
    const example = { ...(kind.examples![0] as object), image: { src: '/images/roof.jpg', alt: 'A roof' } };
    const given = renderSection(example);
    const thumbnail = await screen.findByRole('img', { name: 'roof.jpg' });
    expect(thumbnail.getAttribute('src')).toBe('/thumb/images/roof.jpg');
    expect((screen.getByRole('radio', { name: /roof\.jpg/ }) as HTMLInputElement).checked).toBe(true);
    const upload = screen.getByLabelText(/Upload a photo/);
    await userEvent.upload(upload, new File(['x'], 'New Roof.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(given.onChange).toHaveBeenCalledWith(['sections', 0, 'image', 'src'], '/images/new-roof.jpg'));
    await waitFor(() => expect(document.activeElement?.id).toBe('field-sections-0-image-alt'));

    const refusing = services();
    refusing.images.upload = vi.fn(async () => ({
      saved: false as const,
      reason: 'exists' as const,
      src: '/images/roof.jpg',
      message: 'a photo called "roof.jpg" is already in the images folder',
    }));
    document.body.innerHTML = '';
    renderSection(example, refusing);
    await userEvent.upload(screen.getByLabelText(/Upload a photo/), new File(['x'], 'roof.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(/Not uploaded: a photo called "roof.jpg" is already/)).toBeTruthy();
    expect(refusing.onChange).not.toHaveBeenCalled();
  });

  it('the site settings render completely, and a shared section shows its name and its overrides', () => {
    render(
      <FormContext value={services()}>
        <ObjectForm schema={siteSchema} path={[]} value={fixtureSettings} />
      </FormContext>,
    );
    const company = fixtureSettings.company as { name: string };
    expect((document.getElementById('field-company-name') as HTMLInputElement).value).toBe(company.name);
    expect(screen.queryByText(/no known type/)).toBeNull();
  });
});

describe('the outline', () => {
  const entries = ['Hero: First', 'Cards: Second', 'Text: Third'].map((name) => ({ name, hidden: false, problems: 0 }));

  it('is a list labelled "Sections" whose buttons name their section, and each button does its one thing', async () => {
    const calls = { onSelect: vi.fn(), onMove: vi.fn(), onDuplicate: vi.fn(), onToggleHidden: vi.fn(), onDelete: vi.fn() };
    render(<Outline entries={[...entries.slice(0, 2), { ...entries[2]!, hidden: true, problems: 2 }]} selected={1} {...calls} />);
    const list = screen.getByRole('list', { name: 'Sections' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const user = userEvent.setup();
    expect((screen.getByRole('button', { name: 'Move up: Hero: First' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move down: Text: Third' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move down: Hero: First' }));
    expect(calls.onMove).toHaveBeenLastCalledWith(0, 1);
    await user.click(screen.getByRole('button', { name: 'Move up: Cards: Second' }));
    expect(calls.onMove).toHaveBeenLastCalledWith(1, 0);
    await user.click(screen.getByRole('button', { name: 'Duplicate: Cards: Second' }));
    expect(calls.onDuplicate).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Show: Text: Third' }));
    expect(calls.onToggleHidden).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Hide: Hero: First' }));
    expect(calls.onToggleHidden).toHaveBeenLastCalledWith(0);
    await user.click(screen.getByRole('button', { name: 'Delete: Hero: First' }));
    expect(calls.onDelete).toHaveBeenLastCalledWith(0);
    expect(within(list).getAllByRole('listitem')[2]!.textContent).toMatch(/hidden.*2 problems/);
  });
});
