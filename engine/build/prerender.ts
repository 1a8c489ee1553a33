/**
 * Writes the static site: one HTML file per page (dist/<path>/index.html, the home page at
 * dist/index.html, the not-found page at dist/404.html), plus sitemap.xml (the pages only: an
 * address that is redirected is no page), robots.txt, _headers, _redirects and the speculation
 * rules. Each page gets its own head tags and the full text of its sections.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedPage } from '../../schema/page';
import { htmlFileFor, notFoundPath } from '../../schema/paths';
import type { Redirect, SiteSettings } from '../../schema/site';
import { pageMeta, type PageMeta } from '../runtime/pageMeta';
import type { RenderPage } from './entry-server';
import { servedCities, structuredData } from '../runtime/structuredData';
import { heroImagePreload } from './pictures';
import { redirectsFile, redirectsFileName } from './redirectsFile';
import { headersFile } from './securityHeaders';
import { speculationRules, speculationRulesFile } from './speculationRules';

/**
 * Renders every page into the page shell the client build wrote (dist/index.html) and writes the
 * site's other files. Returns the files written, relative to `distDir`.
 */
export async function prerenderSite(
  distDir: string,
  site: SiteSettings,
  pages: ResolvedPage[],
  redirects: readonly Redirect[],
  renderPage: RenderPage,
): Promise<string[]> {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const font = readdirSync(path.join(distDir, 'assets')).find((file) => file.endsWith('.woff2'));
  const fontPreload = font ? [`<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`] : [];
  const cities = servedCities(pages);
  const files: string[] = [];
  for (const page of pages) {
    const jsonLd = structuredData(page, site, cities).map(jsonLdBlock);
    const head = [headTags(pageMeta(page, site)), ...fontPreload, heroImagePreload(page) ?? [], ...jsonLd].flat().join('\n    ');
    // The page's data is not embedded for hydration: only the islands are hydrated, and each
    // carries the few props it needs (platform/island.tsx).
    const html = template.replace('<!--head-->', head).replace('<!--app-->', await renderPage(page, site));
    const file = htmlFileFor(page.path);
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), html);
    files.push(file);
  }
  const indexable = pages.map((page) => page.path).filter((p) => p !== notFoundPath);
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemap(site, indexable));
  writeFileSync(path.join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.company.siteUrl).href}\n`);
  writeFileSync(path.join(distDir, '_headers'), headersFile(site));
  writeFileSync(path.join(distDir, redirectsFileName), redirectsFile(redirects));
  writeFileSync(path.join(distDir, speculationRulesFile), speculationRules());
  return [...files, 'sitemap.xml', 'robots.txt', '_headers', redirectsFileName, speculationRulesFile];
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
