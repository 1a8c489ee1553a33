/**
 * `npm run size`: prints, for every built route, the JavaScript and CSS a first visit needs
 * (gzip), read from the HTML itself: its module script, its modulepreload links and its
 * stylesheets. Run `npm run build` first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RouteSize {
  route: string;
  jsBytes: number;
  cssBytes: number;
  files: string[];
}

export function measureRoutes(distDir: string): RouteSize[] {
  const htmlFiles = (readdirSync(distDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.html') && !f.startsWith('preview'));
  const gzipSize = new Map<string, number>();
  const sizeOf = (asset: string) => {
    if (!gzipSize.has(asset)) gzipSize.set(asset, gzipSync(readFileSync(path.join(distDir, asset)), { level: 9 }).length);
    return gzipSize.get(asset)!;
  };
  return htmlFiles.sort().map((file) => {
    const html = readFileSync(path.join(distDir, file), 'utf8');
    const js = new Set([...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!));
    const css = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!));
    const route = file === 'index.html' ? '/' : file === '404.html' ? '(404)' : `/${file.replace(/\/index\.html$/, '')}`;
    return {
      route,
      jsBytes: [...js].reduce((sum, f) => sum + sizeOf(f), 0),
      cssBytes: [...css].reduce((sum, f) => sum + sizeOf(f), 0),
      files: [...js, ...css],
    };
  });
}

const isMain = process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isMain) {
  const rows = measureRoutes(path.resolve('dist'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`${'route'.padEnd(32)}${'first-load JS (gzip)'.padStart(22)}${'CSS (gzip)'.padStart(14)}`);
  for (const row of rows) console.log(`${row.route.padEnd(32)}${kb(row.jsBytes).padStart(22)}${kb(row.cssBytes).padStart(14)}`);
  const worstJs = Math.max(...rows.map((r) => r.jsBytes));
  const worstCss = Math.max(...rows.map((r) => r.cssBytes));
  console.log(`${'largest'.padEnd(32)}${kb(worstJs).padStart(22)}${kb(worstCss).padStart(14)}`);
}
