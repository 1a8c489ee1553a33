/**
 * `npm run size`: for every built route, the JavaScript and CSS a first visit downloads
 * (gzip), measured the only way that cannot drift from the truth: a headless Chromium opens
 * the page, waits until the network is idle without scrolling or touching anything, and every
 * script and stylesheet it fetched is counted. Run `npm run build` first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createStaticServer } from '../staticServer';
import { launchBrowser } from './chromium';

export interface RouteSize {
  route: string;
  jsBytes: number;
  cssBytes: number;
  files: string[];
}

/** The built routes, read from the HTML files in dist/ ("(404)" is the not-found page). */
export function builtRoutes(distDir: string): string[] {
  return (readdirSync(distDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.html') && !f.startsWith('preview'))
    .map((f) => (f === 'index.html' ? '/' : f === '404.html' ? '(404)' : `/${f.replace(/\/index\.html$/, '')}`))
    .sort();
}

export async function measureRoutes(distDir: string): Promise<RouteSize[]> {
  const server = createStaticServer(distDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  const gzipSize = (asset: string) => gzipSync(readFileSync(path.join(distDir, asset)), { level: 9 }).length;
  try {
    const sizes: RouteSize[] = [];
    for (const route of builtRoutes(distDir)) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const fetched = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/\.(js|css)$/.test(pathname) && pathname.startsWith('/assets/')) fetched.add(pathname.slice(1));
      });
      await page.goto(base + (route === '(404)' ? '/this-page-does-not-exist' : route), { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.waitForLoadState('networkidle');
      await page.close();
      const files = [...fetched].sort();
      const sum = (extension: string) => files.filter((f) => f.endsWith(extension)).reduce((total, f) => total + gzipSize(f), 0);
      sizes.push({ route, jsBytes: sum('.js'), cssBytes: sum('.css'), files });
    }
    return sizes;
  } finally {
    await browser.close();
    server.close();
  }
}

export function formatSizes(rows: RouteSize[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [`${'route'.padEnd(32)}${'first-load JS (gzip)'.padStart(22)}${'CSS (gzip)'.padStart(14)}`];
  for (const row of rows) lines.push(`${row.route.padEnd(32)}${kb(row.jsBytes).padStart(22)}${kb(row.cssBytes).padStart(14)}`);
  lines.push(`${'largest'.padEnd(32)}${kb(Math.max(...rows.map((r) => r.jsBytes))).padStart(22)}${kb(Math.max(...rows.map((r) => r.cssBytes))).padStart(14)}`);
  return lines.join('\n');
}

const isMain = process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isMain) console.log(formatSizes(await measureRoutes(path.resolve(process.env.DIST_DIR ?? 'dist'))));
