/**
 * Writes the static site: one HTML file per page (dist/<path>/index.html, the home page at
 * dist/index.html, the not-found page at dist/404.html), plus sitemap.xml and robots.txt.
 * Each file gets its own head tags and the full text of its sections.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFileFor, notFoundPath } from '../../schema/paths';
import type { SiteSettings } from '../../schema/site';
import type { RenderedPage } from './entry-server';
import { structuredData } from './structuredData';
import { heroImagePreload } from './pictures';
import { headersFile } from './securityHeaders';
import { speculationRules, speculationRulesFile } from './speculationRules';

export interface ServerEntry {
  site: SiteSettings;
  paths: string[];
  render(url: string): Promise<RenderedPage>;
}

export interface PrerenderResult {
  files: string[];
}

export async function prerenderSite(distDir: string, server: ServerEntry): Promise<PrerenderResult> {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const font = readdirSync(path.join(distDir, 'assets')).find((file) => file.endsWith('.woff2'));
  const files: string[] = [];
  const renderedPages = await Promise.all(server.paths.map((pagePath) => server.render(pagePath)));
  // The cities served, for search engines, from the service area sections the visitor reads.
  const cities = [...new Set(renderedPages.flatMap(({ page }) => page.sections.flatMap((s) => (s.type === 'service-area' ? s.cities : []))))];
  for (const rendered of renderedPages) {
    const pagePath = rendered.page.path;
    const file = htmlFileFor(pagePath);
    const fontPreload = font ? [`<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`] : [];
    const jsonLd = structuredData(rendered.page, server.site, cities).map(jsonLdBlock);
    const imagePreload = heroImagePreload(rendered.page) ?? [];
    const head = [headTags(rendered), ...fontPreload, imagePreload, ...jsonLd].flat().join('\n    ');
    // The page's data is not embedded for hydration: only the islands are hydrated, and each
    // carries the few props it needs (engine/runtime/islands/island.tsx).
    const html = template.replace('<!--head-->', head).replace('<!--app-->', rendered.html);
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), html);
    files.push(file);
  }
  const indexable = server.paths.filter((p) => p !== notFoundPath);
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemap(server.site, indexable));
  writeFileSync(path.join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', server.site.company.siteUrl).href}\n`);
  writeFileSync(path.join(distDir, '_headers'), headersFile(server.site));
  writeFileSync(path.join(distDir, speculationRulesFile), speculationRules());
  files.push('sitemap.xml', 'robots.txt', '_headers', speculationRulesFile);
  return { files };
}

function headTags({ meta }: RenderedPage): string {
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
