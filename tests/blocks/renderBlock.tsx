/**
 * Renders blocks the way the site does: inside a router, with the real site settings, and at
 * a given place on the page (the first section gets the h1 and loads its form at once).
 *
 * The data comes from the real project through validateSite, the same module the build uses:
 * the tests see exactly the pages the build would render, shared sections resolved and
 * hidden sections removed.
 */
import './setup';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ResolvedPage } from '../../schema/page';
import type { Section, SectionOfType, SectionType } from '../../schema/section';
import type { SiteSettings } from '../../schema/site';
import { PageRenderer } from '../../engine/runtime/PageRenderer';
import { SectionContext, type SectionPlacement } from '../../engine/runtime/SectionContext';
import { SiteProvider } from '../../engine/runtime/SiteContext';
import { registry } from '../../engine/runtime/registry';
import { validateSite } from '../../engine/content/validateSite';

// A path string, not new URL(): under jsdom the global URL is jsdom's, which node:url refuses.
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const validation = validateSite(projectRoot);
if (!validation.site || validation.errorCount > 0) {
  const errors = validation.problems.filter((p) => p.severity === 'error');
  throw new Error(
    `The project does not validate, so the block tests have no data:\n${errors.map((p) => `${p.file}:${p.line}:${p.column} ${p.field}: ${p.message}`).join('\n')}`,
  );
}

/** The site settings as the browser receives them (no $schema, no sharedSections). */
export const site: SiteSettings = validation.site;
/** Every page, resolved (shared sections filled in, hidden sections removed). */
export const pages: ResolvedPage[] = validation.pages;

export function pageAt(pagePath: string): ResolvedPage {
  const page = pages.find((p) => p.path === pagePath);
  if (!page) throw new Error(`No page has the path ${pagePath}`);
  return page;
}

/** The nth section of a type on a page, typed for its block. */
export function sectionOf<T extends SectionType>(pagePath: string, type: T, nth = 0): SectionOfType<T> {
  const found = pageAt(pagePath).sections.filter((s): s is SectionOfType<T> => s.type === type)[nth];
  if (!found) throw new Error(`${pagePath} has no ${type} section number ${nth}`);
  return found;
}

/** The first section of a type on any page, for blocks that appear on one page only. */
export function anySectionOf<T extends SectionType>(type: T): SectionOfType<T> {
  for (const page of pages) {
    const found = page.sections.find((s): s is SectionOfType<T> => s.type === type);
    if (found) return found;
  }
  throw new Error(`No page has a ${type} section`);
}

export interface RenderOptions {
  /** Where the section sits: 0 is the first section of the page (h1, eager form). */
  index?: number;
  /** Index of the first section with a form, or -1 if the page has none. */
  estimateFormIndex?: number;
  /** The address the router starts at. */
  route?: string;
  site?: SiteSettings;
}

/** Shows the router's current address, so a test can see where a click went. */
function LocationProbe() {
  const { pathname, hash } = useLocation();
  // A plain hidden span: an <output> would add a "status" role that the form fallback tests look for.
  return (
    <span data-testid="location" hidden>
      {`${pathname}${hash}`}
    </span>
  );
}

function Providers({ route, settings, children }: { route: string; settings: SiteSettings; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <SiteProvider site={settings}>{children}</SiteProvider>
      <LocationProbe />
    </MemoryRouter>
  );
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

/** Renders one section of page data with the block the registry has for its type. */
export function renderSection(section: Section, options: RenderOptions = {}): RenderResult {
  // As in PageRenderer: the registry's type pairs each type with its block; an index loses that.
  const Block = registry[section.type] as ComponentType<Section>;
  return renderBlock(<Block {...section} />, options);
}

/** Renders a whole page's sections with the PageRenderer, as the app does. */
export function renderPage(page: ResolvedPage, { route = page.path, site: settings = site }: Pick<RenderOptions, 'route' | 'site'> = {}): RenderResult {
  return render(
    <Providers route={route} settings={settings}>
      <PageRenderer page={page} />
    </Providers>,
  );
}
