/**
 * Writes the static site: one HTML file per page (dist/<path>/index.html, the home page at
 * dist/index.html, the not-found page at dist/404.html), plus sitemap.xml and robots.txt.
 * Each file gets its own head tags and the full text of its sections.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { notFoundPath } from '../schema/paths';
import type { SiteSettings } from '../schema/site';
import type { RenderedPage } from './entry-server';
import { pageModuleId } from './siteContentPlugin';

export interface ServerEntry {
  site: SiteSettings;
  paths: string[];
  render(url: string): Promise<RenderedPage>;
}

export interface PrerenderResult {
  files: string[];
}

/** Vite's build manifest: which output files each source module became. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

export async function prerenderSite(distDir: string, server: ServerEntry): Promise<PrerenderResult> {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const font = Object.values(manifest).find((entry) => entry.file.endsWith('.woff2'));
  const files: string[] = [];
  for (const pagePath of server.paths) {
    const rendered = await server.render(pagePath);
    const file = pagePath === notFoundPath ? '404.html' : pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;
    // The page's own data chunk is fetched alongside the main script instead of after it.
    const pageChunk = manifest[pageModuleId(pagePath)]?.file;
    const preloads = [
      font && `<link rel="preload" href="/${font.file}" as="font" type="font/woff2" crossorigin />`,
      pageChunk && `<link rel="modulepreload" crossorigin href="/${pageChunk}" />`,
    ].filter(Boolean);
    const html = template.replace('<!--head-->', [headTags(rendered), ...preloads].join('\n    ')).replace('<!--app-->', rendered.html);
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), html);
    files.push(file);
  }
  const indexable = server.paths.filter((p) => p !== notFoundPath);
  writeFileSync(path.join(distDir, 'sitemap.xml'), sitemap(server.site, indexable));
  writeFileSync(path.join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', server.site.company.siteUrl).href}\n`);
  files.push('sitemap.xml', 'robots.txt');
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

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
