/**
 * Every route, read from pages/*.json (a new page file is covered with no change here):
 * - in Chromium it loads with the right status and no console error, page error, failed
 *   request or hydration problem, and every icon finds its drawing;
 * - its raw HTML, without JavaScript, has its own head tags, one <h1> and the text of all
 *   its sections;
 * - the sitemap and robots.txt list the pages (no HTML file has an inline script: the build
 *   refuses one, engine/build/guarantees.ts).
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../schema/paths';
import { baseUrl, browserForThisFile, type VisitorPage } from '../support/harness';
import {
  distDir,
  htmlText,
  hydrationProblem,
  normalize,
  notFoundPath,
  pages,
  resolvedSections,
  sectionTexts,
  site,
  visitPath,
  waitForApp,
  decodeEntities,
} from '../support/siteData';

const openPage = browserForThisFile();

describe('every route in the browser', () => {
  let visitor: VisitorPage;
  const networkFailures: string[] = [];
  beforeAll(async () => {
    visitor = await openPage();
    visitor.page.on('requestfailed', (request) => networkFailures.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`));
  });
  afterAll(() => visitor?.close());

  it.each(pages.map((page) => [page.path, page] as const))('%s loads with no error, failed request or hydration problem', async (_, pageFile) => {
    const { page } = visitor;
    for (const list of [visitor.consoleErrors, visitor.consoleMessages, visitor.pageErrors, visitor.failedRequests, networkFailures]) list.length = 0;
    const url = baseUrl() + visitPath(pageFile);
    const response = await page.goto(url);
    expect(response?.status()).toBe(pageFile.path === notFoundPath ? 404 : 200);
    await waitForApp(page);
    // Bring every part of the page into view in turn, so each lazy frame, script and animation
    // runs, and wait until every frame has loaded: their messages count too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await page.waitForLoadState('networkidle');
    const frameCount = await page.locator('iframe').count();
    await expect.poll(() => page.frames().filter((frame) => frame !== page.mainFrame() && frame.url() !== 'about:blank').length).toBe(frameCount);
    for (const frame of page.frames()) await frame.waitForLoadState('load');

    expect(await page.locator('h1').count()).toBe(1);
    // Every icon points at a symbol of the icon sprite, and that symbol draws something.
    const icons = await page.locator('svg use').evaluateAll(async (uses) => {
      const sprites = new Map<string, Promise<Document>>();
      const spriteAt = (file: string) => {
        if (!sprites.has(file))
          sprites.set(
            file,
            fetch(file).then(async (r) => new DOMParser().parseFromString(await r.text(), 'image/svg+xml')),
          );
        return sprites.get(file)!;
      };
      return Promise.all(
        uses.map(async (use) => {
          const href = use.getAttribute('href') ?? '';
          const [file = '', id = ''] = href.split('#');
          const drawn = file && id ? ((await spriteAt(file)).getElementById(id)?.childElementCount ?? 0) : 0;
          return { href, drawn };
        }),
      );
    });
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.filter((icon) => icon.drawn === 0)).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
    // The not-found page logs the address on purpose (spec section 7); nothing else may be logged as an error.
    // Chromium also reports the document's own 404 status once.
    const unexpectedErrors = [...visitor.consoleErrors];
    if (pageFile.path === notFoundPath) {
      const logged = unexpectedErrors.findIndex((text) => /^404\b/.test(text));
      if (logged >= 0) unexpectedErrors.splice(logged, 1);
      const documentStatus = unexpectedErrors.findIndex((text) => /Failed to load resource: .*\b404\b/.test(text));
      if (documentStatus >= 0) unexpectedErrors.splice(documentStatus, 1);
    }
    expect(unexpectedErrors).toEqual([]);
    expect(
      visitor.consoleMessages.filter((m) => m.type === 'warning').map((m) => m.text),
      'the page and its frames (the offline stand-ins included) warn about nothing',
    ).toEqual([]);
    const failed = visitor.failedRequests.filter((entry) => !(pageFile.path === notFoundPath && entry === `404 ${url}`));
    expect(failed).toEqual([]);
    expect(networkFailures).toEqual([]);
    expect(visitor.consoleMessages.filter((m) => hydrationProblem.test(m.text))).toEqual([]);
  });
});

describe('the raw HTML of every route, without JavaScript', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s has its own head tags, one <h1> and all its section text', async (_, pageFile) => {
    const response = await fetch(baseUrl() + visitPath(pageFile));
    expect(response.status).toBe(pageFile.path === notFoundPath ? 404 : 200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));

    const titles = [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decodeEntities(m[1]!));
    expect(titles).toEqual([pageFile.title]);
    const descriptions = [...head.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
    expect(descriptions).toEqual([pageFile.description]);
    const canonicals = [...head.matchAll(/<link\s+rel="canonical"\s+href="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
    expect(canonicals).toHaveLength(1);
    if (pageFile.path === notFoundPath) {
      expect(head).toMatch(/<meta\s+name="robots"\s+content="noindex"/);
    } else {
      expect(canonicals[0]).toBe(new URL(pageFile.path, site.company.siteUrl).href);
      expect(head).not.toMatch(/<meta\s+name="robots"\s+content="[^"]*noindex/);
    }

    expect(body.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
    const text = htmlText(body);
    const missing = resolvedSections(pageFile)
      .flatMap((section) => sectionTexts(section).map((piece) => ({ type: section.type, piece })))
      .filter(({ piece }) => !text.includes(normalize(piece)));
    expect(missing, `text of ${pageFile.file} missing from its prerendered HTML`).toEqual([]);
  });
});

describe('the HTML files and the crawler files', () => {
  const htmlFiles = (readdirSync(distDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.html'));

  it('builds one HTML file per page, plus 404.html', () => {
    for (const pageFile of pages) {
      const file = htmlFileFor(pageFile.path);
      expect(htmlFiles, `${pageFile.file} has no ${file}`).toContain(file);
    }
  });

  it('sitemap.xml lists every page except the not-found page, and robots.txt points to it', async () => {
    const sitemapResponse = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(sitemapResponse.status).toBe(200);
    const sitemap = await sitemapResponse.text();
    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1]!)).sort();
    const expected = pages
      .filter((p) => p.path !== notFoundPath)
      .map((p) => new URL(p.path, site.company.siteUrl).href)
      .sort();
    expect(listed).toEqual(expected);

    const robotsResponse = await fetch(`${baseUrl()}/robots.txt`);
    expect(robotsResponse.status).toBe(200);
    const robots = await robotsResponse.text();
    expect(robots).toMatch(/^User-agent:/im);
    expect(robots).not.toMatch(/^Disallow:\s*\/\s*$/im);
    const sitemapLines = [...robots.matchAll(/^Sitemap:\s*(\S+)\s*$/gim)].map((m) => m[1]);
    expect(sitemapLines).toEqual([new URL('/sitemap.xml', site.company.siteUrl).href]);
  });
});
