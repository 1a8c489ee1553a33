/**
 * The PageRenderer with real, resolved pages: sections in the order of the page file, one h1
 * per page, hidden sections gone, and the Free Estimate target worked out per page.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedPage } from '../../schema/page';
import type { Section } from '../../schema/section';
import { PageRenderer } from '../../engine/runtime/PageRenderer';
import { takeArrivalHighlight } from '../../engine/runtime/integrations/freeEstimate';
import { validateSite } from '../../engine/content/validateSite';
import { pageAt, pages, projectRoot, renderBlock, renderPage } from './renderBlock';

const headingOf = (section: Section) => ('heading' in section ? section.heading : undefined);
/** The section headings in the order a visitor meets them (SectionHeading gives each an id). */
const renderedHeadings = () => [...document.querySelectorAll('[id^="section-"][id$="-heading"]')].map((h) => h.textContent);

afterEach(() => {
  takeArrivalHighlight();
  vi.restoreAllMocks();
});

describe('PageRenderer', () => {
  it('renders the home page sections in the order of pages/home.json', () => {
    const home = pageAt('/');
    expect(home.sections.map((s) => s.type)).toEqual(['hero', 'content', 'cards', 'roof-systems', 'features', 'testimonials', 'pledge', 'service-area', 'cta']);
    renderPage(home);
    expect(renderedHeadings()).toEqual(home.sections.map(headingOf));
    expect(renderedHeadings()[0]).toBe("Kentucky's Trusted Commercial Roofing Experts");
  });

  it('reversing the sections reverses the page, and the new first section gets the h1', () => {
    const home = pageAt('/');
    const reversed: ResolvedPage = { ...home, sections: [...home.sections].reverse() };
    renderPage(reversed);
    expect(renderedHeadings()).toEqual(home.sections.map(headingOf).reverse());
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual(['Protect Your Building Before the Next Storm']);
    expect(screen.getByRole('heading', { level: 2, name: "Kentucky's Trusted Commercial Roofing Experts" })).toBeTruthy();
    // The Free Estimate target follows: now the final call to action's form, loaded at once.
    const target = document.getElementById('estimate-form')!;
    expect(target.closest('section')!.getAttribute('aria-labelledby')).toBe('section-0-heading');
    expect(
      within(target)
        .getByTitle(/estimate request form/i)
        .getAttribute('loading'),
    ).toBe('eager');
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
    expect(labelled.length).toBe(page.sections.length);
    for (const element of labelled) {
      const name = document.getElementById(element.getAttribute('aria-labelledby')!);
      expect(name, `${element.tagName} aria-labelledby="${element.getAttribute('aria-labelledby')}"`).not.toBeNull();
      expect(name!.tagName).toMatch(/^H[12]$/);
    }
  });

  it('no page uses an element id twice (anchors, ARIA names and SVG gradients all resolve to the first match)', () => {
    const repeatedByPage: Record<string, string[]> = {};
    for (const page of pages) {
      const { container, unmount } = renderPage(page);
      const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
      const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
      if (repeated.length > 0) repeatedByPage[page.path] = repeated;
      unmount();
    }
    expect(repeatedByPage).toEqual({});
  });

  it('a free-estimate button links to "#estimate-form" on a page with a form', () => {
    renderPage(pageAt('/'));
    const button = screen.getByRole('link', { name: 'Get Free Estimate' });
    expect(button.getAttribute('href')).toBe('#estimate-form');
    expect(document.getElementById('estimate-form')).not.toBeNull();
  });

  it('a free-estimate button links to "/#estimate-form" on a page without a form', () => {
    const about = pageAt('/about');
    const withoutForm: ResolvedPage = { ...about, sections: about.sections.filter((s) => !('form' in s && s.form)) };
    expect(withoutForm.sections.length).toBe(about.sections.length - 1);
    renderPage(withoutForm);
    expect(screen.getByRole('link', { name: 'Get Free Estimate' }).getAttribute('href')).toBe('/#estimate-form');
    expect(document.getElementById('estimate-form')).toBeNull();
  });

  it('on a page without a form, Free Estimate goes home and highlights the hero form there', async () => {
    const about = pageAt('/about');
    const withoutForm: ResolvedPage = { ...about, sections: about.sections.filter((s) => !('form' in s && s.form)) };
    renderBlock(
      <Routes>
        <Route path="/" element={<PageRenderer page={pageAt('/')} />} />
        <Route path="/about" element={<PageRenderer page={withoutForm} />} />
      </Routes>,
      { route: '/about' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Get Free Estimate' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
    const form = document.getElementById('estimate-form')!;
    expect(form.closest('section')!.getAttribute('aria-labelledby')).toBe('section-0-heading');
    // The highlight starts on the next animation frame, after the route change has scrolled.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(form.hasAttribute('data-highlighted')).toBe(true);
  });
});

describe('hidden sections', () => {
  // A copy of the project's content with sections hidden, validated like the build does.
  const root = mkdtempSync(path.join(os.tmpdir(), 'hidden-sections-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  cpSync(path.join(projectRoot, 'site.config.json'), path.join(root, 'site.config.json'));
  cpSync(path.join(projectRoot, 'pages'), path.join(root, 'pages'), { recursive: true });
  const homeFile = path.join(root, 'pages/home.json');
  const home = JSON.parse(readFileSync(homeFile, 'utf8')) as { sections: Record<string, unknown>[] };
  home.sections[2]!.hidden = true; // the service cards
  home.sections[6] = { ...home.sections[6], hidden: true }; // the shared pledge reference
  home.sections[7] = { ...home.sections[7], overrides: { hidden: true } }; // the service area, hidden by an override
  writeFileSync(homeFile, JSON.stringify(home, null, 2));
  const result = validateSite(root);

  it('are not in the resolved page', () => {
    expect(result.errorCount).toBe(0);
    const resolved = result.pages.find((p) => p.path === '/')!;
    expect(resolved.sections.map((s) => s.type)).toEqual(['hero', 'content', 'roof-systems', 'features', 'testimonials', 'cta']);
  });

  it('are not on the page, and the others keep their order', () => {
    const resolved = result.pages.find((p) => p.path === '/')!;
    renderPage(resolved);
    expect(screen.queryByText('Complete Commercial Roofing Services')).toBeNull();
    expect(screen.queryByText('A Personal Promise From Our CEO')).toBeNull();
    expect(screen.queryByText('Commercial Roofing Across the Commonwealth')).toBeNull();
    expect(renderedHeadings()).toEqual([
      "Kentucky's Trusted Commercial Roofing Experts",
      'Kentucky Roofs Need Kentucky Roofers',
      'Every Commercial Roof System, One Expert Team',
      'Why Kentucky Businesses Choose Us',
      'What Kentucky Property Owners Say',
      'Protect Your Building Before the Next Storm',
    ]);
  });
});
