/**
 * Renders blocks the way the site does: with site settings and the page's path, and at a given
 * place on the page (the first section gets the h1 and loads its form at once).
 *
 * The data is the tests' own, so the block tests do not change when the site's content does:
 * a fixture project (tests/fixtures/site: settings and pages, checked and resolved by
 * validateSite like the build does, once per run in globalSetup.ts), and each section type's example
 * (schema/sections/<name>.example.json), read the way the build reads a page: parsed by its zod
 * schema (defaults filled), {phone} filled in. Tests vary an example with spread props and
 * derive what they expect from the data they rendered.
 *
 * `pages` are the site's real pages, for the few tests that hold every page to a rule (one h1
 * each, no React error) without naming any page or its words.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render, type RenderResult, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PictureImage } from '../../blocks/ui/Picture';
import type { ResolvedPage } from '../../schema/page';
import { fillPlaceholders } from '../../schema/placeholders';
import { section as sectionSchema, sectionSchemas, type Section, type SectionOfType, type SectionType } from '../../schema/section';
import type { SiteSettings } from '../../schema/site';
import { PageRenderer } from '../../engine/runtime/PageRenderer';
import { SectionContext, type SectionPlacement } from '../../platform/SectionContext';
import { SiteProvider } from '../../platform/SiteContext';
import { registry } from '../../engine/runtime/registry';
import { expect, inject } from 'vitest';
import { breakpoints, type Grid, gridColumns } from '../../schema/grids';

// A path string, not new URL(): under jsdom the global URL is jsdom's, which node:url refuses.
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The fixture project: settings and pages of the tests' own. */
export const fixtureRoot = path.join(projectRoot, 'tests/fixtures/site');
// Both projects are validated once per run, in tests/blocks/globalSetup.ts.
const fixture = inject('fixtureProject');
/** The fixture settings as the browser receives them. */
export const site: SiteSettings = fixture.site;
/** The fixture pages, resolved. */
export const fixturePagesList: ResolvedPage[] = fixture.pages;
export const fixturePages = () => fixturePagesList;
export function fixturePage(pagePath: string): ResolvedPage {
  const page = fixturePagesList.find((p) => p.path === pagePath);
  if (!page) throw new Error(`tests/fixtures/site has no page at ${pagePath}`);
  return page;
}

/** A section type's example, as a page would deliver it: defaults filled by its schema, {phone} by the fixture's number. */
export function example<T extends SectionType>(type: T): SectionOfType<T> {
  const schema = sectionSchemas.find((s) => s.shape.type.value === type);
  const data = (schema?.meta() as { examples?: unknown[] } | undefined)?.examples?.[0];
  if (!data) throw new Error(`schema/sections has no example for "${type}"`);
  return fillPlaceholders(sectionSchema.parse(data), { phone: site.company.phoneDisplay }) as SectionOfType<T>;
}

const real = inject('realProject');
/** The site's own settings, for tests that render its real pages. */
export const realSite: SiteSettings = real.site;
/** Every real page, resolved (shared sections filled in, hidden sections removed). */
export const pages: ResolvedPage[] = real.pages;

export interface RenderOptions {
  /** Where the section sits: 0 is the first section of the page (h1, eager form). */
  index?: number;
  /** Index of the first section with a form, or -1 if the page has none. */
  estimateFormIndex?: number;
  /** The path of the page being shown. */
  route?: string;
  site?: SiteSettings;
}

function Providers({ route, settings, children }: { route: string; settings: SiteSettings; children: ReactNode }) {
  return (
    <SiteProvider site={settings} path={route}>
      {children}
    </SiteProvider>
  );
}

/**
 * Clicks (with `click`, else a plain user click on `link`) and tells whether the browser would
 * follow the link: nothing on the page took the click over. Every page is its own document, so
 * following the link is how the site changes page; jsdom cannot load pages, so the navigation
 * itself is stopped here, after everything else has seen the click.
 */
export async function clickFollows(link: HTMLElement, click: () => Promise<unknown> = () => userEvent.click(link)): Promise<boolean> {
  let followed = false;
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Node && link.contains(event.target)) followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', onClick);
  try {
    await click();
  } finally {
    window.removeEventListener('click', onClick);
  }
  return followed;
}

/** Renders any element (a block, a layout part) inside the router, the settings and a section placement. */
export function renderBlock(ui: ReactElement, { index = 0, estimateFormIndex = -1, route = '/', site: settings = site }: RenderOptions = {}): RenderResult {
  const placement: SectionPlacement = { index, estimateFormIndex };
  return render(
    <Providers route={route} settings={settings}>
      <SectionContext value={placement}>{ui}</SectionContext>
    </Providers>,
  );
}

/** The section a heading names, once checked to show that heading as its h2, and each of `texts` (its eyebrow, intro…). */
export function sectionNamed(heading: string, ...texts: string[]): HTMLElement {
  const section = screen.getByRole('region', { name: heading });
  expect(within(section).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
  for (const text of texts) expect(within(section).getByText(text)).toBeTruthy();
  return section;
}

/** The words of each item of a list (or of every list inside `container`), in order. */
export function itemTexts(container: HTMLElement): (string | null)[] {
  return within(container)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

/** Renders one section of page data with the block the registry has for its type. */
export function renderSection(section: Section, options: RenderOptions = {}): RenderResult {
  // As in PageRenderer: the registry's type pairs each type with its block; an index loses that.
  const Block = registry[section.type] as ComponentType<Section>;
  return renderBlock(<Block {...section} />, options);
}

/** Renders a whole page's sections with the PageRenderer, as the app does. */
export function renderPage(page: ResolvedPage, { route = page.path, site: settings = realSite }: Pick<RenderOptions, 'route' | 'site'> = {}): RenderResult {
  return render(
    <Providers route={route} settings={settings}>
      <PageRenderer page={page} />
    </Providers>,
  );
}

/** A photo as the build hands it to a block (engine/build/pictures.ts): the page's fields plus its versions. */
export function builtPhoto(alt: string): PictureImage {
  const versions = (format: string) => `/assets/images/roof-640.abc.${format} 640w, /assets/images/roof-1280.abc.${format} 1280w`;
  return {
    src: '/images/roof.jpg',
    alt,
    picture: {
      width: 1600,
      height: 1000,
      placeholder: 'rgb(90 100 120)',
      sources: [
        { type: 'image/avif', srcset: versions('avif') },
        { type: 'image/webp', srcset: versions('webp') },
      ],
      fallback: '/assets/images/roof-960.abc.jpg',
    },
  };
}

/**
 * The columns a grid's list says it has from each screen width on (its `--columns` classes,
 * blocks/ui/grid.ts), beside what its table (schema/grids.ts) says for that many items.
 */
export function columnsOf(list: Element, grid: Grid): { said: Record<string, number>; table: Record<string, number> } {
  const said = Object.fromEntries(
    [...list.className.matchAll(/(?:^|\s)(?:(\w+):)?\[--columns:(\d)\]/g)].map(([, breakpoint, n]) => [breakpoint ?? 'base', Number(n)]),
  );
  const columns = gridColumns(grid, list.children.length);
  const table = Object.fromEntries(breakpoints.filter((b, i) => i === 0 || columns[b] !== columns[breakpoints[i - 1]!]).map((b) => [b, columns[b]]));
  return { said, table };
}
