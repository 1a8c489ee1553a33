/**
 * The first load beyond what every page's one visit measures (its budget, in
 * everyPage.test.ts): a long page's later sections, deferred from the first rendering and then
 * rendered for good, and the web font. The headers, the first paint's requests and the
 * search-engine data need no browser: tests/unit/builtSite.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, phone, browserForThisFile } from '../support/harness';
import { normalize, notFoundPath, pages, resolvedSections, sectionTexts, visitPath, waitForApp } from '../support/siteData';

const indexable = pages.filter((p) => p.path !== notFoundPath);

describe("a long page's later sections", () => {
  const openPage = browserForThisFile();
  const longest = [...indexable].sort((a, b) => resolvedSections(b).length - resolvedSections(a).length)[0]!;
  /** Whether each section and the footer is deferred (content-visibility: auto) right now. */
  const deferred = (page: Page) =>
    page.locator('main > *, main ~ footer').evaluateAll((parts) => parts.map((part) => getComputedStyle(part).contentVisibility === 'auto'));

  it(`are left out of the first rendering, and without JavaScript stay so until a visitor nears them (${longest.path})`, async () => {
    const visitor = await openPage({ ...phone, javaScriptEnabled: false });
    try {
      await visitor.page.goto(baseUrl() + visitPath(longest));
      // The first two sections make the first screen; the rest and the footer wait.
      const parts = await deferred(visitor.page);
      const firstScreen = Math.min(2, parts.length - 1);
      expect(parts).toEqual(parts.map((_, index) => index >= firstScreen));
    } finally {
      await visitor.close();
    }
  });

  it('are rendered for good soon after the page is up, so its whole text is there and its length is final', async () => {
    const visitor = await openPage(phone);
    const { page } = visitor;
    try {
      await page.goto(baseUrl() + visitPath(longest));
      await waitForApp(page);
      await expect.poll(() => deferred(page), { timeout: 5000 }).not.toContain(true);
      const text = normalize(await page.locator('main').innerText()).toLowerCase();
      for (const section of resolvedSections(longest)) for (const piece of sectionTexts(section)) expect(text).toContain(piece.toLowerCase());
      // Scrolling through the page renders nothing new: its height was not an estimate.
      const height = () => page.evaluate(() => document.documentElement.scrollHeight);
      const before = await height();
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      expect(await height()).toBe(before);
    } finally {
      await visitor.close();
    }
  });
});

describe('the web font', () => {
  const openPage = browserForThisFile();

  it('is the self-hosted Inter, preloaded, shown with swap, and downloaded once', async () => {
    const visitor = await openPage(phone);
    try {
      const fonts: string[] = [];
      visitor.page.on('request', (request) => {
        if (request.resourceType() === 'font' || request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
      });
      await visitor.page.goto(`${baseUrl()}/`);
      const state = await visitor.page.evaluate(async () => {
        await document.fonts.ready;
        return {
          preloaded: document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.getAttribute('href'),
          faces: [...document.fonts].map((face) => ({
            family: face.family.replace(/"/g, ''),
            display: face.display,
            status: face.status,
            weight: face.weight,
          })),
          headingFont: getComputedStyle(document.querySelector('h1')!).fontFamily,
        };
      });
      // A preload that did not match the stylesheet's request would download the font twice.
      expect(fonts).toEqual([state.preloaded]);
      expect(state.preloaded).toMatch(/^\/assets\/inter-[\w-]+\.woff2$/);
      expect(state.faces).toEqual([{ family: 'Inter Variable', display: 'swap', status: 'loaded', weight: '400 900' }]);
      expect(state.headingFont).toMatch(/^"?Inter Variable"?,/);
    } finally {
      await visitor.close();
    }
  });
});
