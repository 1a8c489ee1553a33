/**
 * The section examples, rendered: each one through the block the registry has for its type,
 * and all of them together in the section catalogue (/_catalogue under `npm run dev`), with
 * their field lists and the JSON an editor copies into a page.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionSchemas, type Section } from '../../schema/section';
import SectionCatalogue from '../../engine/dev/catalogue/SectionCatalogue';
import { catalogueEntries } from '../../engine/dev/catalogue/catalogueEntries';
import { renderBlock, renderSection } from './renderBlock';

const exampleFiles = import.meta.glob<Section>('../../schema/sections/*.example.json', { eager: true, import: 'default' });
const examples = Object.entries(exampleFiles).map(([file, section]) => [file.replace(/^.*\//, ''), section] as const);

/** The heading an example shows; stat tiles may leave theirs out, the examples all have one. */
const headingOf = (section: Section) => ('heading' in section && section.heading) || '';

describe('every section example renders with its block', () => {
  it('there is one example per block in the registry', () => {
    expect(examples.map(([, section]) => section.type).sort()).toEqual(catalogueEntries.map((entry) => entry.type).sort());
  });

  it.each(examples)('%s shows its heading as an h2 below the top of a page', (_file, section) => {
    expect(headingOf(section)).not.toBe('');
    renderSection(section, { index: 3 });
    expect(screen.getByRole('heading', { level: 2, name: headingOf(section) })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it.each(examples)('%s shows its heading as the h1 at the top of a page', (_file, section) => {
    renderSection(section, { index: 0 });
    expect(screen.getByRole('heading', { level: 1, name: headingOf(section) })).toBeTruthy();
  });

  // Editors put any section first; screen-reader users move by heading level, which must not skip.
  it.each(examples)('%s never skips a heading level, first on its page or further down', (_file, section) => {
    for (const index of [0, 3]) {
      const { unmount } = renderSection(section, { index });
      const levels = screen.queryAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
      // The page above a later section ends at some h2 (or the h1): one level deeper at most.
      let deepest = index === 0 ? 0 : 1;
      for (const level of levels) {
        expect(level, `${section.type} at ${index}: h${levels.join(' h')}`).toBeLessThanOrEqual(deepest + 1);
        deepest = Math.max(deepest, level);
      }
      unmount();
    }
  });
});

describe('the section catalogue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // One render for all these checks: the whole catalogue is a large page, slow to build in jsdom.
  it('lists every type at the top, and shows each rendered from its example, described, with its fields and its JSON', { timeout: 30_000 }, () => {
    renderBlock(<SectionCatalogue />, { route: '/_catalogue' });
    expect(screen.getByRole('heading', { level: 1, name: 'Section catalogue' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Section types' });
    expect(catalogueEntries).toHaveLength(sectionSchemas.length);

    for (const schema of sectionSchemas) {
      const entry = catalogueEntries.find((e) => e.type === schema.shape.type.value)!;
      const link = within(contents).getByText(entry.title).closest('a')!;
      const element = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(element?.tagName, `the contents link to ${entry.type} leads nowhere`).toBe('ARTICLE');
      const article = within(element!);
      expect(article.getByText(entry.title, { selector: 'h2' })).toBeTruthy();
      expect(article.getByText(entry.description)).toBeTruthy();
      expect(article.getByRole('heading', { level: 2, name: headingOf(entry.example!) })).toBeTruthy();

      // The field list: every field of the zod schema, marked required exactly when it is.
      const list = element!.querySelector('[aria-label="Fields"] ul')!;
      const shown = Object.fromEntries([...list.children].map((item) => [item.querySelector('code')!.textContent, item.querySelector('span')!.textContent]));
      const expected = Object.fromEntries(
        Object.entries(schema.shape)
          .filter(([name]) => name !== 'type')
          .map(([name, field]) => [name, (field as { isOptional(): boolean }).isOptional() ? 'optional' : 'required']),
      );
      expect(shown, `${entry.type} field list`).toEqual(expected);

      const json = element!.querySelector('[aria-label="JSON to copy"] pre')!.textContent!;
      expect(JSON.parse(json), `${entry.type} JSON`).toEqual(entry.example);
    }

    // Each field carries the help text editors see on hover.
    const heroHeading = [...document.querySelectorAll('#catalogue-hero [aria-label="Fields"] li')].find(
      (li) => li.querySelector('code')?.textContent === 'heading',
    )!;
    expect(heroHeading.textContent).toMatch(/The main headline of the page/);
  });

  it('copies a section’s JSON with the Copy button', { timeout: 15_000 }, async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderBlock(<SectionCatalogue />, { route: '/_catalogue' });
    const article = within(document.getElementById('catalogue-stats')!);
    fireEvent.click(article.getByText('Copy', { selector: 'button' }));
    expect(await article.findByText('Copied', { selector: 'button' })).toBeTruthy();
    expect(JSON.parse(writeText.mock.calls[0]![0])).toEqual(catalogueEntries.find((e) => e.type === 'stats')!.example);
  });

  it('tells the editor to copy by hand when the browser refuses the clipboard', { timeout: 15_000 }, async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderBlock(<SectionCatalogue />, { route: '/_catalogue' });
    const article = within(document.getElementById('catalogue-message')!);
    fireEvent.click(article.getByText('Copy', { selector: 'button' }));
    expect(await article.findByText(/select the text below and copy it by hand/)).toBeTruthy();
  });
});
