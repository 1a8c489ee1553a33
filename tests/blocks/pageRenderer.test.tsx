/**
 * The PageRenderer: sections in the order of the page file, one h1 per page, hidden sections
 * gone, and the Free Estimate target worked out per page. Behaviour is shown on the fixture
 * project (tests/fixtures/site); every real page is held to the rules without naming its words.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedPage } from '../../schema/page';
import type { Section } from '../../schema/section';
import { validateSite } from '../../engine/content/validateSite';
import { fixturePage, fixturePages, fixtureRoot, pages, renderPage, site } from './renderBlock';

const headingOf = (section: Section) => ('heading' in section ? section.heading : undefined);
/** The section headings in the order a visitor meets them (SectionHeading gives each an id). */
const renderedHeadings = () => [...document.querySelectorAll('[id^="section-"][id$="-heading"]')].map((h) => h.textContent);
const hasForm = (section: Section) => 'form' in section && section.form !== undefined;
const home = fixturePage('/');
/** The same page with its forms taken out (the sections stay, so their buttons do too). */
const withoutForms = (page: ResolvedPage, pagePath = page.path): ResolvedPage => ({
  ...page,
  path: pagePath,
  sections: page.sections.map((s) => (hasForm(s) ? ({ ...s, form: undefined } as Section) : s)),
});
const estimateLabel = (page: ResolvedPage) =>
  page.sections.flatMap((s) => ('buttons' in s ? (s.buttons ?? []) : [])).find((b) => b.action === 'free-estimate')!.label;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('PageRenderer', () => {
  it('renders the sections in the order of the page file', () => {
    renderPage(home, { site });
    expect(renderedHeadings()).toEqual(home.sections.map(headingOf));
  });

  it('reversing the sections reverses the page, and the new first section gets the h1 and the Free Estimate target', () => {
    const reversed: ResolvedPage = { ...home, sections: [...home.sections].reverse() };
    renderPage(reversed, { site });
    expect(renderedHeadings()).toEqual(reversed.sections.map(headingOf));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([headingOf(reversed.sections[0]!)]);
    expect(screen.getByRole('heading', { level: 2, name: headingOf(home.sections[0]!) })).toBeTruthy();
    // The Free Estimate target follows: now the first form from the top, loaded at once if it opens the page.
    const firstWithForm = reversed.sections.findIndex(hasForm);
    const target = document.getElementById('estimate-form')!;
    expect(target.closest('section')!.getAttribute('aria-labelledby')).toBe(`section-${firstWithForm}-heading`);
    expect(within(target).getByTitle(site.integrations.leadForm.iframeTitle).getAttribute('loading')).toBe(firstWithForm === 0 ? 'eager' : 'lazy');
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s has exactly one h1: its first section heading', (_path, page) => {
    renderPage(page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]!.textContent).toBe(headingOf(page.sections[0]!));
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s renders without a React error or warning', (_path, page) => {
    const errors = vi.spyOn(console, 'error');
    renderPage(page);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s: every section is named by its heading', (_path, page) => {
    const { container } = renderPage(page);
    const labelled = [...container.querySelectorAll('[aria-labelledby]')];
    // A section may have no heading (stat tiles without one): it is then not a named region.
    expect(labelled.length).toBe(page.sections.filter(headingOf).length);
    for (const element of labelled) {
      const name = document.getElementById(element.getAttribute('aria-labelledby')!);
      expect(name, `${element.tagName} aria-labelledby="${element.getAttribute('aria-labelledby')}"`).not.toBeNull();
      expect(name!.tagName).toMatch(/^H[12]$/);
    }
  });

  it('no page uses an element id twice (anchors, ARIA names and SVG gradients all resolve to the first match)', () => {
    const repeatedByPage: Record<string, string[]> = {};
    for (const page of [...pages, ...fixturePages()]) {
      const { container, unmount } = renderPage(page);
      const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
      const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
      if (repeated.length > 0) repeatedByPage[page.path] = repeated;
      unmount();
    }
    expect(repeatedByPage).toEqual({});
  });

  it('a free-estimate button links to "#estimate-form" on a page with a form', () => {
    renderPage(home, { site });
    expect(screen.getByRole('link', { name: estimateLabel(home) }).getAttribute('href')).toBe('#estimate-form');
    expect(document.getElementById('estimate-form')).not.toBeNull();
  });

  it('a free-estimate button links to "/#estimate-form" on a page without a form', () => {
    renderPage(withoutForms(home), { site });
    expect(screen.getByRole('link', { name: estimateLabel(home) }).getAttribute('href')).toBe('/#estimate-form');
    expect(document.getElementById('estimate-form')).toBeNull();
  });

  it('arriving for the form (Free Estimate on a page without one leads to "/#estimate-form") highlights the first form', async () => {
    window.history.replaceState(null, '', '/#estimate-form');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage(home, { site });
    const form = document.getElementById('estimate-form')!;
    expect(form.closest('section')!.getAttribute('aria-labelledby')).toBe(`section-${home.sections.findIndex(hasForm)}-heading`);
    // The highlight starts on the next animation frame, after the browser has jumped to the form.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(form.hasAttribute('data-highlighted')).toBe(true);
  });
});

describe('hidden sections', () => {
  // A copy of the fixture project with three sections hidden in the three ways an editor can.
  const root = mkdtempSync(path.join(os.tmpdir(), 'hidden-sections-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  cpSync(fixtureRoot, root, { recursive: true });
  const homeFile = path.join(root, 'pages/home.json');
  const definition = JSON.parse(readFileSync(homeFile, 'utf8')) as { sections: Record<string, unknown>[] };
  const shared = definition.sections.flatMap((section, index) => (section.type === 'shared' ? [index] : []));
  const ownSection = definition.sections.findIndex((section, index) => index > 0 && section.type !== 'shared');
  const hiddenIndexes = [ownSection, shared[0]!, shared[1]!];
  definition.sections[ownSection]!.hidden = true; // a section of the page's own
  definition.sections[shared[0]!]!.hidden = true; // a shared section's reference
  definition.sections[shared[1]!]!.overrides = { ...(definition.sections[shared[1]!]!.overrides as object), hidden: true }; // a shared section, hidden by an override
  writeFileSync(homeFile, JSON.stringify(definition, null, 2));
  const result = validateSite(root);
  const visible = home.sections.filter((_, index) => !hiddenIndexes.includes(index));

  it('are not in the resolved page, and the others keep their order', () => {
    expect(result.errorCount).toBe(0);
    expect(result.pages.find((p) => p.path === '/')!.sections).toEqual(visible);
  });

  it('are not on the page', () => {
    renderPage(result.pages.find((p) => p.path === '/')!, { site });
    for (const index of hiddenIndexes) expect(screen.queryByText(headingOf(home.sections[index]!)!)).toBeNull();
    expect(renderedHeadings()).toEqual(visible.map(headingOf));
  });
});
