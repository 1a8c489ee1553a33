/**
 * The static site's text: one HTML file per page (dist/<path>/index.html, the home page at
 * dist/index.html, the not-found page at dist/404.html), each the page shell with the page's head
 * tags and the full text of its sections; and the files that list pages: sitemap.xml (the pages
 * only: an address that is redirected is no page), robots.txt, _headers, _redirects and the
 * speculation rules.
 *
 * Functions of what they are given and nothing else: the build (buildSite.ts) keeps each page's
 * HTML in its cache under the hash of exactly the inputs passed here.
 */
import { imageSlots, type PictureData } from '../../schema/imageSlots';
import type { ResolvedPage } from '../../schema/page';
import { notFoundPath } from '../../schema/paths';
import type { Redirect, SiteSettings } from '../../schema/site';
import { pageMeta, type PageMeta } from '../runtime/pageMeta';
import { servedCities, structuredData } from '../runtime/structuredData';
import { redirectsFile, redirectsFileName } from './redirectsFile';
import { broken, refuseBrokenGuarantees } from './guarantees';
import { headersFile } from './securityHeaders';
import { speculationRules, speculationRulesFile } from './speculationRules';

/** What every page's HTML reads besides the page itself and the page shell. */
export interface SharedPageInputs {
  site: SiteSettings;
  /** The cities served, for search engines, from the service area sections the visitor reads. */
  cities: string[];
  /** The web font's file in assets/, which every page preloads. */
  fontFile: string | undefined;
  /** The footer's copyright year: the renderer reads the clock (blocks/layout/SiteFooter.tsx). */
  year: number;
}

export function sharedPageInputs(site: SiteSettings, pages: ResolvedPage[], assetFiles: string[], year: number): SharedPageInputs {
  const fontFile = assetFiles.filter((file) => /^assets\/[^/]+\.woff2$/.test(file)).sort()[0];
  return { site, cities: [...new Set(pages.flatMap(citiesOf))], fontFile, year };
}

/**
 * A page's own cities, kept while the validator hands back the same page: the build process kept
 * for publishing then walks only the sections of the pages that changed.
 */
const citiesByPage = new WeakMap<ResolvedPage, string[]>();
function citiesOf(page: ResolvedPage): string[] {
  const known = citiesByPage.get(page);
  if (known) return known;
  const cities = servedCities([page]);
  citiesByPage.set(page, cities);
  return cities;
}

/** A page's HTML: the page shell (the client build's index.html) with the page's head tags and its rendered sections (entry-server.tsx's `renderPage`). */
export function pageHtml(shell: string, shared: SharedPageInputs, page: ResolvedPage, sections: string): string {
  const { site, cities, fontFile } = shared;
  const fontPreload = fontFile ? [`<link rel="preload" href="/${fontFile}" as="font" type="font/woff2" crossorigin />`] : [];
  const jsonLd = structuredData(page, site, cities).map(jsonLdBlock);
  const head = [headTags(pageMeta(page, site)), ...fontPreload, heroImagePreload(page) ?? [], ...jsonLd].flat().join('\n    ');
  // The page's data is not embedded for hydration: only the islands are hydrated, and each
  // carries the few props it needs (platform/island.tsx). Replaced by functions: a "$&" or "$$"
  // in the page's text is text, not a replacement pattern.
  return shell.replace('<!--head-->', () => head).replace('<!--app-->', () => sections);
}

/** A page's file: its HTML (`pageHtml`), held to the build's guarantees (guarantees.ts). Made on the build's thread or a page-rendering thread alike. */
export function pageFile(file: string, shell: string, shared: SharedPageInputs, page: ResolvedPage, sections: string): Buffer {
  const html = pageHtml(shell, shared, page, sections);
  refuseBrokenGuarantees(broken(file, html));
  return Buffer.from(html);
}

/** The files that list the pages, by name: always written from the pages there are. */
export function siteListings(site: SiteSettings, paths: string[], redirects: readonly Redirect[]): Map<string, string> {
  const indexable = paths.filter((p) => p !== notFoundPath);
  return new Map([
    ['sitemap.xml', sitemap(site, indexable)],
    ['robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.company.siteUrl).href}\n`],
    ['_headers', headersFile(site)],
    [redirectsFileName, redirectsFile(redirects)],
    [speculationRulesFile, speculationRules()],
  ]);
}

function headTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...meta.metas.map(([attribute, key, content]) => `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
  ];
  return tags.join('\n    ');
}

function sitemap(site: SiteSettings, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeHtml(new URL(p, site.company.siteUrl).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A JSON-LD data block: never executed, so the no-inline-script rule and the CSP allow it. "<" is escaped so text cannot end the tag. */
function jsonLdBlock(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A `<link rel="preload">` for the photo of a page's opening hero, its largest element, so the
 * browser asks for it with the stylesheet instead of after reading the page. The preload names
 * the first format of the `<picture>` (AVIF, which every browser that honours `imagesrcset` takes).
 */
export function heroImagePreload(page: ResolvedPage): string | undefined {
  const [first] = page.sections;
  const picture = first?.type === 'hero' ? (first.image as { picture?: PictureData } | undefined)?.picture : undefined;
  const source = picture?.sources[0];
  if (!source) return undefined;
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<link rel="preload" as="image" type="${source.type}" imagesrcset="${attribute(source.srcset)}" imagesizes="${imageSlots.hero.sizes}" fetchpriority="high" />`;
}
