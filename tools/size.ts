/**
 * `npm run size`: for every built route, the HTML, JavaScript and CSS a first visit downloads
 * (gzip), measured the only way that cannot drift from the truth: a headless Chromium opens
 * the page, waits until the network is idle without scrolling or touching anything, and every
 * script and stylesheet it fetched is counted, and printed beside the budget (engine/checks/budgets.ts).
 * Run `npm run build` first; `-- --dist <folder>` measures another build than dist/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { homePath, htmlFileFor, notFoundPath } from '../schema/paths';
import { createStaticServer } from '../engine/server/staticServer';
import { firstLoadBudgetKb } from '../engine/checks/budgets';
import { launchBrowser } from './chromium';
import { readOptions } from './commandLine';

/** A page as built into dist/. */
export interface BuiltRoute {
  /** The page's path, or "(404)" for the not-found page, which has no address of its own. */
  route: string;
  /** Its HTML file, relative to dist/. */
  file: string;
  isNotFound: boolean;
}

export interface RouteSize extends BuiltRoute {
  /** The HTML file: everything the first paint needs besides the stylesheet and the font. */
  htmlBytes: number;
  jsBytes: number;
  cssBytes: number;
  /** The scripts and stylesheets a first visit fetched, relative to dist/. */
  assets: string[];
}

/**
 * The built routes, read from the HTML files in dist/ (the files are the truth of what was
 * built; the preview stand-ins are not pages). The one place that maps a file back to its route.
 */
export function builtRoutes(distDir: string): BuiltRoute[] {
  return (readdirSync(distDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html') && !file.startsWith('preview'))
    .map((file) => {
      const isNotFound = file === htmlFileFor(notFoundPath);
      const route = isNotFound ? '(404)' : file === htmlFileFor(homePath) ? homePath : `/${file.replace(/\/index\.html$/, '')}`;
      return { route, file, isNotFound };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The route a page's path is built as: its HTML file, and "(404)" for the not-found page. */
export function builtRouteOf(pagePath: string): BuiltRoute {
  const isNotFound = pagePath === notFoundPath;
  return { route: isNotFound ? '(404)' : pagePath, file: htmlFileFor(pagePath), isNotFound };
}

/**
 * Counts the site's scripts and stylesheets (under /assets/) a page fetches from now on: call it
 * before the page's first load; the function it returns gives what that load cost, once the page
 * is hydrated and the network idle, before anything is scrolled or touched.
 */
export function watchFirstLoad(page: Page, distDir: string): (built: BuiltRoute) => RouteSize {
  const fetched = new Set<string>();
  const gzipSize = (asset: string) => gzipSync(readFileSync(path.join(distDir, asset)), { level: 9 }).length;
  const watch = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname) && pathname.startsWith('/assets/')) fetched.add(pathname.slice(1));
  };
  page.on('request', watch);
  return (built) => {
    page.off('request', watch);
    const assets = [...fetched].sort();
    const sum = (extension: string) => assets.filter((f) => f.endsWith(extension)).reduce((total, f) => total + gzipSize(f), 0);
    return { ...built, htmlBytes: gzipSize(built.file), jsBytes: sum('.js'), cssBytes: sum('.css'), assets };
  };
}

export async function measureRoutes(distDir: string): Promise<RouteSize[]> {
  const server = createStaticServer(distDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  // A few pages at a time: each waits for the network to be idle, which is waiting, not work.
  const measure = async (built: BuiltRoute): Promise<RouteSize> => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // Only the site's own bytes are measured: a provider's scripts are not waited for (nor reachable offline).
    await page.route(
      (url) => url.origin !== base,
      (route) => route.abort(),
    );
    const firstLoad = watchFirstLoad(page, distDir);
    // The not-found page is measured as a visitor meets it: at an address that has no page.
    await page.goto(base + (built.isNotFound ? '/this-page-does-not-exist' : built.route), { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const size = firstLoad(built);
    await page.close();
    return size;
  };
  try {
    const routes = builtRoutes(distDir);
    const sizes: RouteSize[] = [];
    const atOnce = 4;
    for (let start = 0; start < routes.length; start += atOnce) sizes.push(...(await Promise.all(routes.slice(start, start + atOnce).map(measure))));
    return sizes;
  } finally {
    await browser.close();
    server.close();
  }
}

export function formatSizes(rows: RouteSize[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [`${'route'.padEnd(32)}${'HTML (gzip)'.padStart(14)}${'first-load JS (gzip)'.padStart(22)}${'CSS (gzip)'.padStart(14)}`];
  const line = (label: string, html: number, js: number, css: number) =>
    `${label.padEnd(32)}${kb(html).padStart(14)}${kb(js).padStart(22)}${kb(css).padStart(14)}`;
  for (const row of rows) lines.push(line(row.route, row.htmlBytes, row.jsBytes, row.cssBytes));
  const largest = (pick: (row: RouteSize) => number) => Math.max(...rows.map(pick));
  lines.push(
    line(
      'largest',
      largest((r) => r.htmlBytes),
      largest((r) => r.jsBytes),
      largest((r) => r.cssBytes),
    ),
    line('budget', firstLoadBudgetKb.html * 1024, firstLoadBudgetKb.js * 1024, firstLoadBudgetKb.css * 1024),
  );
  return lines.join('\n');
}

const isMain = process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isMain) {
  const options = readOptions('npm run size [-- --dist <folder>]', { dist: { type: 'string', default: 'dist' } });
  console.log(formatSizes(await measureRoutes(path.resolve(options.dist))));
}
