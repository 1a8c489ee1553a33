/**
 * Every built page, read from pages/*.json (a new page file is covered with no change here),
 * visited once in Chromium with JavaScript and once without, each visit collecting everything
 * checked there:
 * - with JavaScript, loaded at 1280 px: the right status; no console error or warning, page
 *   error, failed request or hydration problem (the frames' messages included, every part
 *   scrolled into view); one <h1>; every icon drawn; no axe-core violation (WCAG 2.2 AA) at
 *   1280 px, then, the window resized, none at 390 px; and at 320 px (a phone's narrowest
 *   screen, and 1280 px at 400% zoom) it reads without scrolling sideways (WCAG 1.4.10); and
 *   its first load (until the network is idle, before any scrolling) stays within the budget
 *   of HTML, JavaScript and CSS (engine/checks/budgets.ts; printed per route, as `npm run size`
 *   prints it);
 * - without JavaScript: all its content, its phone links and its forms; and navigation by plain
 *   links reaches every page.
 * What needs no browser (the HTML as built, headers, the sitemap) is tested in
 * tests/unit/builtSite.test.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadBudgetKb } from '../../engine/checks/budgets';
import { axeViolations } from '../../tools/accessibilityAndHtml';
import { builtRouteOf, formatSizes, type RouteSize, watchFirstLoad } from '../../tools/size';
import { baseUrl, browserForThisFile, type VisitorPage } from '../support/harness';
import {
  distDir,
  formRedirectPath,
  formsOf,
  hydrationProblem,
  normalize,
  notFoundPath,
  type PageFile,
  pages,
  resolvedSections,
  sectionTexts,
  site,
  visitPath,
  waitForApp,
} from '../support/siteData';

const openPage = browserForThisFile();
const indexable = pages.filter((p) => p.path !== notFoundPath);

/** Lets the page lay out and paint at its new size. */
const painted = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Brings every part of the page into view in turn, so each lazy frame, script and animation
 * runs, and waits until every frame has loaded (their messages count too) and every animation
 * has ended.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // A frame at each position, so that what watches the scrolling (a list that fades in) sees it.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
  });
  await page.waitForLoadState('networkidle');
  const frameCount = await page.locator('iframe').count();
  await expect.poll(() => page.frames().filter((frame) => frame !== page.mainFrame() && frame.url() !== 'about:blank').length).toBe(frameCount);
  for (const frame of page.frames()) await frame.waitForLoadState('load');
  // What the scrolling revealed (lists that fade in) has finished fading in: axe reads the colours as they end.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].some((element) => {
          const opacity = Number(getComputedStyle(element).opacity);
          return opacity > 0 && opacity < 1;
        }),
      ),
    )
    .toBe(false);
}

/** Every icon's symbol in the icon sprite, and whether it draws something. */
function iconsOf(page: Page) {
  return page.locator('svg use').evaluateAll(async (uses) => {
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
}

/** Whether the page scrolls sideways at its width, every section laid out, and the innermost elements that stick out. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    // Laid out all at once, the deferred sections (content-visibility: auto) too, through the CSSOM the page's policy allows.
    const deferred = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => getComputedStyle(element).contentVisibility === 'auto');
    for (const element of deferred) element.style.contentVisibility = 'visible';
    try {
      const width = document.documentElement.clientWidth;
      // Text and controls, not decoration (drawings a section crops are meant to run off it): a
      // section that hides its overflow would crop a button, and the page would not scroll.
      const content = [...document.body.querySelectorAll('*')].filter((element) => !element.closest('svg, [aria-hidden="true"]'));
      const wider = content.filter((element) => element.getBoundingClientRect().right > width + 1);
      // The innermost elements that stick out say what is too wide: a long word, a button.
      const innermost = wider.filter((element) => !wider.some((other) => other !== element && element.contains(other)));
      return {
        scrollWidth: document.documentElement.scrollWidth,
        width,
        tooWide: innermost.slice(0, 5).map((element) => `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`),
      };
    } finally {
      for (const element of deferred) element.style.removeProperty('content-visibility');
    }
  });
}

/** The console errors a page may log: the not-found page logs the address on purpose (spec section 7), and Chromium reports the document's own 404 status once. */
function unexpectedErrors(pageFile: PageFile, errors: string[]): string[] {
  const unexpected = [...errors];
  if (pageFile.path === notFoundPath) {
    for (const expected of [/^404\b/, /Failed to load resource: .*\b404\b/]) {
      const index = unexpected.findIndex((text) => expected.test(text));
      if (index >= 0) unexpected.splice(index, 1);
    }
  }
  return unexpected;
}

/** The one visit with JavaScript: everything it found, by what it is. */
async function visitWithScripts(pageFile: PageFile) {
  const visitor: VisitorPage = await openPage({ viewport: { width: 1280, height: 800 } });
  const networkFailures: string[] = [];
  visitor.page.on('requestfailed', (request) => networkFailures.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`));
  const { page } = visitor;
  try {
    const url = baseUrl() + visitPath(pageFile);
    const firstLoad = watchFirstLoad(page, distDir);
    const response = await page.goto(url);
    await waitForApp(page);
    // What the first load cost: everything fetched until the network is idle, before any scrolling.
    await page.waitForLoadState('networkidle');
    const size = firstLoad(builtRouteOf(pageFile.path));
    await scrollThrough(page);
    // Back at the top, where a visitor arrives and the header is drawn over the first section.
    await page.evaluate(() => window.scrollTo(0, 0));
    await painted(page);
    const found = {
      status: response?.status(),
      size,
      headings: await page.locator('h1').count(),
      icons: await iconsOf(page),
      axe: { 1280: await axeViolations(page), 390: [] as string[] },
      reflow: { scrollWidth: 0, width: 0, tooWide: [] as string[] },
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await painted(page);
    found.axe[390] = await axeViolations(page);
    await page.setViewportSize({ width: 320, height: 700 });
    await painted(page);
    found.reflow = await overflowOf(page);
    return {
      ...found,
      pageErrors: visitor.pageErrors,
      consoleErrors: unexpectedErrors(pageFile, visitor.consoleErrors),
      warnings: visitor.consoleMessages.filter((m) => m.type === 'warning').map((m) => m.text),
      hydrationProblems: visitor.consoleMessages.filter((m) => hydrationProblem.test(m.text)).map((m) => m.text),
      failedRequests: visitor.failedRequests.filter((entry) => !(pageFile.path === notFoundPath && entry === `404 ${url}`)),
      networkFailures,
    };
  } finally {
    await visitor.close();
  }
}

/** The one visit without JavaScript: the text as such a visitor reads it (every section rendered), the phone links, the form frames and the links. */
async function visitWithoutScripts(pageFile: PageFile) {
  const visitor = await openPage({ javaScriptEnabled: false, everySectionRendered: true });
  const { page } = visitor;
  try {
    await page.goto(baseUrl() + visitPath(pageFile));
    return {
      text: normalize(await page.locator('main').innerText()).toLowerCase(),
      phoneLinks: await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((l) => [l.getAttribute('href'), l.hasAttribute('data-loc-phone')])),
      frames: await page
        .locator('[data-lead-form] iframe')
        .evaluateAll((all) => all.map((f) => [f.getAttribute('src'), Math.round(f.getBoundingClientRect().height)])),
      links: await page.locator('a[href^="/"]').evaluateAll((all) => all.map((a) => a.getAttribute('href')!.replace(/[#?].*$/, '') || '/')),
    };
  } finally {
    await visitor.close();
  }
}

describe('every page', () => {
  const reached = new Set<string>();
  const sizes: RouteSize[] = [];

  afterAll(() => {
    if (sizes.length) console.log(`\n${formatSizes(sizes.sort((a, b) => a.route.localeCompare(b.route)))}\n`);
    // Navigation without JavaScript still reaches every page: the union of the plain links on
    // all pages. The thank-you page is the one exception by design: visitors arrive there from the form.
    const linkable = indexable.map((p) => p.path).filter((p) => p !== formRedirectPath);
    expect(linkable.filter((p) => !reached.has(p))).toEqual([]);
  });

  it.each(pages.map((page) => [visitPath(page), page] as const))('%s, with JavaScript and without', async (_, pageFile) => {
    const [withScripts, withoutScripts] = await Promise.all([visitWithScripts(pageFile), visitWithoutScripts(pageFile)]);
    const { file } = pageFile;

    expect.soft(withScripts.status, `${file}: the status`).toBe(pageFile.path === notFoundPath ? 404 : 200);
    const { size } = withScripts;
    sizes.push(size);
    expect.soft(size.htmlBytes / 1024, `${file}: HTML (gzip) in KB`).toBeLessThanOrEqual(firstLoadBudgetKb.html);
    expect.soft(size.jsBytes / 1024, `${file}: first-load JavaScript (gzip) in KB`).toBeLessThanOrEqual(firstLoadBudgetKb.js);
    expect.soft(size.cssBytes / 1024, `${file}: CSS (gzip) in KB`).toBeLessThanOrEqual(firstLoadBudgetKb.css);
    expect.soft(size.jsBytes, `${file}: first-load JavaScript`).toBeGreaterThan(0);
    expect
      .soft(
        size.assets.filter((asset) => /zod/i.test(asset)),
        `${file}: loads no zod chunk`,
      )
      .toEqual([]);
    expect.soft(withScripts.headings, `${file}: one <h1>`).toBe(1);
    expect.soft(withScripts.icons.length, `${file}: icons`).toBeGreaterThan(0);
    expect
      .soft(
        withScripts.icons.filter((icon) => icon.drawn === 0),
        `${file}: icons whose symbol draws nothing`,
      )
      .toEqual([]);
    expect.soft(withScripts.pageErrors, `${file}: page errors`).toEqual([]);
    expect.soft(withScripts.consoleErrors, `${file}: console errors`).toEqual([]);
    expect.soft(withScripts.warnings, `${file}: the page and its frames (the offline stand-ins included) warn about nothing`).toEqual([]);
    expect.soft(withScripts.failedRequests, `${file}: failed requests`).toEqual([]);
    expect.soft(withScripts.networkFailures, `${file}: requests that failed on the network`).toEqual([]);
    expect.soft(withScripts.hydrationProblems, `${file}: hydration problems`).toEqual([]);
    expect.soft(withScripts.axe, `${file}: axe-core's violations at 390 and 1280 px`).toEqual({ 1280: [], 390: [] });
    expect.soft(withScripts.reflow, `${file}: at 320 px it scrolls sideways (${JSON.stringify(withScripts.reflow)})`).toMatchObject({
      scrollWidth: withScripts.reflow.width,
      tooWide: [],
    });

    const missing = resolvedSections(pageFile)
      .flatMap(sectionTexts)
      .filter((piece) => !withoutScripts.text.includes(piece.toLowerCase()));
    expect.soft(missing, `${file}: text missing without JavaScript`).toEqual([]);
    expect.soft(withoutScripts.phoneLinks.length, `${file}: phone links`).toBeGreaterThan(0);
    expect
      .soft(withoutScripts.phoneLinks, `${file}: every phone link dials the company's number and is tracked`)
      .toEqual(withoutScripts.phoneLinks.map(() => [`tel:${site.company.phoneDial}`, true]));
    expect
      .soft(withoutScripts.frames, `${file}: the forms' frames, without JavaScript`)
      .toEqual(formsOf(pageFile).map((form) => [site.integrations.leadForm.formUrl, form.height]));
    for (const href of withoutScripts.links) reached.add(href);
  });
});
