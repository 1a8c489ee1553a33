/**
 * The lead form and call-tracking integrations, in a real browser against the built site. Most
 * tests run against a copy of the site built with fake EXTERNAL provider URLs (see
 * integrationSite.ts), intercepted per test; the last ones check the local preview stand-ins.
 *
 * Which pages have forms, which number pool each page uses, the labels of the buttons: all are
 * read from pages/ and site.config.json, so the tests follow the content.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, browserForThisFile, isExpanded, phone, type VisitorPage } from '../support/harness';
import { buildIntegrationSite, expectedTracking, fake, fakeProviders, scriptCensus, settle, type IntegrationSite, waitForHydration } from './integrationSite';
import { estimateButtonOf, formRedirectPath, formsOf, homePath, notFoundPath, type PageFile, pageAt, pages, site } from '../support/siteData';

const openPage = browserForThisFile();

const unknownPath = '/no-such-page-for-integrations';
const sitePages = pages.filter((p) => p.path !== notFoundPath);
const allPaths = [...sitePages.map((p) => p.path), unknownPath];
const home = pageAt(homePath);
const pagesWithForms = sitePages.filter((p) => formsOf(p).length > 0);
const { company, integrations, navigation, footer } = site;

/** Links a visitor can follow from every page: the footer's and the menu's. */
const footerLinks = [...site.services, ...site.roofTypes].map((entry) => entry.href);
const menuLinks = navigation.menu.flatMap((entry) => ('href' in entry ? [entry.href] : []));
const linkedWithForms = (hrefs: string[]) => hrefs.filter((href) => href !== homePath && formsOf(pageAt(href)).length > 0);
/** A page with forms reached from the footer, and another reached from the menu (any page when none has a form). */
const footerFormPage = linkedWithForms(footerLinks)[0]!;
const menuPage = linkedWithForms(menuLinks).find((href) => href !== footerFormPage) ?? menuLinks.find((href) => href !== homePath)!;
/** A page without call tracking that the footer or the menu links to (the privacy notice). */
const untrackedLinked = [footer.privacyHref, ...menuLinks, ...footerLinks].find((href) => !pageAt(href).numberPool)!;
/** Pages with a form and a Free Estimate button of their own: the form at the top, and one further down if any page has that. */
const estimatePages = (() => {
  const candidates = pagesWithForms.filter((p) => p.path !== homePath && estimateButtonOf(p));
  const top = candidates.find((p) => formsOf(p)[0]!.sectionIndex === 0);
  const lower = candidates.find((p) => formsOf(p)[0]!.sectionIndex > 0);
  return [top, lower].filter((p): p is PageFile => Boolean(p));
})();
const pageWithForm = estimatePages[0]!;
/** A page without any form (Free Estimate takes the visitor to the home page's form). */
const pageWithoutForm = sitePages.find((p) => p.path !== homePath && formsOf(p).length === 0)!;
/** The page the provider's form sends the visitor to after a submit. */
const redirectPage = pageAt(formRedirectPath);

/** Polls `done` until it is true (expect.poll works in tests only, and the page pass runs before them). */
async function until(done: () => boolean, what: string, timeout = 5000) {
  for (const end = Date.now() + timeout; !done(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

/** Waits until the page at `pagePath` is shown with all its form frames attached. */
async function showsForms(page: Page, url: string, pagePath: string) {
  await page.waitForURL(url);
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasText: (pageAt(pagePath).sections[0] as { heading: string }).heading })
    .waitFor();
  await expect.poll(() => page.locator('[data-lead-form] iframe').count()).toBe(formsOf(pageAt(pagePath)).length);
}

const scale102 = /^matrix\(1\.02, 0, 0, 1\.02, [-\d.e]+, [-\d.e]+\)$/;

/** Shallow view of the first estimate card (the Free Estimate target), as a visitor would see it. */
function estimateCard(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('[data-lead-form]')!;
    const style = getComputedStyle(card);
    return {
      highlighted: card.hasAttribute('data-highlighted'),
      transform: style.transform,
      transitionDuration: style.transitionDuration,
      iframeId: card.querySelector('iframe')?.id ?? null,
    };
  });
}

/**
 * Where the first estimate card sits after the Free Estimate scroll: wholly on screen (not under
 * a fixed header) when it fits, and with its middle near the middle of the screen, unless the
 * page cannot scroll any further that way.
 */
function cardPlacement(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('[data-lead-form]')!;
    const rect = card.getBoundingClientRect();
    const header = document.querySelector('header');
    const covered = header && getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
    const offset = Math.round(rect.top + rect.height / 2 - window.innerHeight / 2);
    const atTop = window.scrollY <= 0;
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    const fits = rect.height <= window.innerHeight - covered;
    return {
      fullyVisible: !fits || (rect.top >= covered - 1 && rect.bottom <= window.innerHeight + 1),
      nearCentre: Math.abs(offset) <= 60 || (atTop && offset < 0) || (atBottom && offset > 0),
      top: Math.round(rect.top),
      bottom: Math.round(rect.bottom),
      centreOffset: offset,
      viewportHeight: window.innerHeight,
      scrollY: Math.round(window.scrollY),
    };
  });
}
const centred = { fullyVisible: true, nearCentre: true };

/** The card's placement once it matches `centred` or the time is up (for a soft assertion). */
async function settledPlacement(page: Page, timeout: number) {
  const end = Date.now() + timeout;
  for (;;) {
    const placement = await cardPlacement(page);
    if ((placement.fullyVisible && placement.nearCentre) || Date.now() > end) return placement;
    await page.waitForTimeout(100);
  }
}

/** Marks the window: still there after a navigation means the navigation was client-side. */

describe('integrations with fake external providers', () => {
  let built: IntegrationSite;
  const url = (pagePath: string) => `${built.baseUrl}${pagePath}`;

  beforeAll(async () => {
    built = await buildIntegrationSite();
    await visitEveryPage();
  }, 420_000);
  afterAll(async () => {
    await built?.close();
  });

  async function visit(options: Parameters<typeof openPage>[0] = {}, providerOptions: Parameters<typeof fakeProviders>[2] = {}) {
    const visitor = await openPage(options);
    const providers = await fakeProviders(visitor.page, built.baseUrl, providerOptions);
    return { visitor, page: visitor.page, providers };
  }

  /**
   * One visit per page collects everything the per-page checks below need: a page load costs
   * more than any check, so every page is loaded once. The provider's form is held back until
   * released, so the space reserved for it can be measured before it loads.
   */
  interface PageVisit {
    status: number;
    csp: string;
    heightsBefore: number[][];
    heightsAfter: number[][];
    frames: { id: string; title: string; loading: string | null; src: string; belowFold: boolean; farBelow: boolean }[];
    /** Form requests made before the visitor scrolled: the frames loaded at once. */
    formRequestsAtLoad: number;
    census: ReturnType<typeof expectedTracking>;
    trackingRequests: number;
    asyncTracking: boolean[];
    phoneLinks: { href: string | null; tracked: boolean }[];
    cspViolations: string[];
    consoleErrors: string[];
    pageErrors: string[];
    failedRequests: string[];
    strayRequests: string[];
  }
  const visits: Record<string, PageVisit> = {};

  async function visitEveryPage() {
    const { visitor, page, providers } = await visit({}, { form: 'hold' });
    try {
      // Recorded from the first script on, before any of the page's own code runs.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { __cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`));
      });
      const measure = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('[data-lead-form] iframe')).map((iframe) => [
            Math.round(iframe.getBoundingClientRect().height),
            Math.round(iframe.parentElement!.getBoundingClientRect().height),
          ]),
        );
      for (const pagePath of allPaths) {
        const pool = pagePath === unknownPath ? undefined : pageAt(pagePath).numberPool;
        const forms = pagePath === unknownPath ? [] : formsOf(pageAt(pagePath));
        const start = { c: visitor.consoleErrors.length, p: visitor.pageErrors.length, f: visitor.failedRequests.length, a: providers.aborted.length };
        providers.requests.clear();
        providers.released = 0;
        const response = await page.goto(url(pagePath), { waitUntil: 'domcontentloaded' });
        // Before any script: the height reserved for each form.
        const heightsBefore = await measure();
        await waitForHydration(page);
        const frames = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLIFrameElement>('[data-lead-form] iframe')).map((iframe) => ({
            id: iframe.id,
            title: iframe.title,
            loading: iframe.getAttribute('loading'),
            src: iframe.src,
            belowFold: iframe.getBoundingClientRect().top > window.innerHeight,
            // Beyond the distance at which Chromium starts loading lazy frames ahead of the visitor:
            // 4,000 px below the window in the headless shell (measured; Chromium's own is shorter).
            farBelow: iframe.getBoundingClientRect().top > window.innerHeight + 4000,
          })),
        );
        if (pool) {
          // The tracking scripts are async: wait until both have run.
          await page.waitForFunction(
            () =>
              (window as unknown as { __fakeSessionRuns?: number }).__fakeSessionRuns === 1 &&
              ((window as unknown as { __fakePoolRuns?: string[] }).__fakePoolRuns ?? []).length === 1,
          );
        }
        await settle(page, 300);
        const formRequestsAtLoad = providers.count(fake.formUrl);
        const { session, pools } = await scriptCensus(page);
        const trackingUrls = [fake.sessionScriptUrl, ...Object.values(fake.numberPools)];
        const asyncTracking = await page.evaluate(
          (urls) =>
            Array.from(document.scripts)
              .filter((s) => urls.includes(s.src))
              .map((s) => s.async),
          trackingUrls,
        );
        const phoneLinks = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], [data-loc-phone]')).map((a) => ({
            href: a.getAttribute('href'),
            tracked: a.hasAttribute('data-loc-phone'),
          })),
        );
        // Let every form load, the lazy ones once scrolled to, under the page's policy.
        const iframes = page.locator('[data-lead-form] iframe');
        for (let i = 0; i < forms.length; i++) {
          await iframes.nth(i).scrollIntoViewIfNeeded();
          await until(() => providers.heldForms.length + providers.released > i, `the request for form ${i + 1} of ${pagePath}`);
          await providers.releaseForms();
          await page.frameLocator(`[data-lead-form] iframe >> nth=${i}`).locator('#fake-provider-form').waitFor();
        }
        const heightsAfter = await measure();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await settle(page, 300);
        // A frame may ask again (a lazy frame scrolled past): let anything held through.
        await providers.releaseForms();
        await page.waitForLoadState('networkidle');
        visits[pagePath] = {
          status: response!.status(),
          csp: response!.headers()['content-security-policy'] ?? '',
          heightsBefore,
          heightsAfter,
          frames,
          formRequestsAtLoad,
          census: { session, pools },
          trackingRequests: [...providers.requests.keys()].filter((u) => trackingUrls.includes(u)).length,
          asyncTracking,
          phoneLinks,
          cspViolations: await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
          consoleErrors: visitor.consoleErrors.slice(start.c),
          pageErrors: visitor.pageErrors.slice(start.p),
          failedRequests: visitor.failedRequests.slice(start.f),
          strayRequests: providers.aborted.slice(start.a),
        };
      }
    } finally {
      await visitor.close();
    }
  }

  const byPage = <T>(pick: (visit: PageVisit, pagePath: string) => T) => Object.fromEntries(allPaths.map((p) => [p, pick(visits[p]!, p)]));

  test('the call-tracking scripts load on exactly the pages with a number pool, each its own pool, asynchronously, and on no others', () => {
    expect(byPage((v) => ({ census: v.census, requests: v.trackingRequests }))).toEqual(
      byPage((_, p) => {
        const pool = p === unknownPath ? undefined : pageAt(p).numberPool;
        return { census: expectedTracking(pool), requests: pool ? 2 : 0 };
      }),
    );
    expect(
      allPaths.some((p) => visits[p]!.trackingRequests > 0),
      'some page uses call tracking',
    ).toBe(true);
    for (const p of allPaths) expect(visits[p]!.asyncTracking.every(Boolean), `${p}: async tracking scripts`).toBe(true);
  });

  test('every phone link on every page dials the company number and carries data-loc-phone', () => {
    expect(company.phoneDial).toMatch(/^\+1\d{10}$/);
    const problems = allPaths.flatMap((p) => {
      const links = visits[p]!.phoneLinks;
      if (links.length === 0) return [`${p}: no phone link at all`];
      return links.filter((link) => link.href !== `tel:${company.phoneDial}` || !link.tracked).map((link) => `${p}: ${JSON.stringify(link)}`);
    });
    expect(problems).toEqual([]);
  });

  test('each form iframe is as tall as its placement says, and the space is reserved before it loads', () => {
    expect(pagesWithForms.length).toBeGreaterThan(0);
    const measured = Object.fromEntries(pagesWithForms.map((p) => [p.path, { before: visits[p.path]!.heightsBefore, after: visits[p.path]!.heightsAfter }]));
    const expected = Object.fromEntries(
      pagesWithForms.map((p) => {
        const heights = formsOf(p).map((f) => [f.height, f.height]);
        return [p.path, { before: heights, after: heights }];
      }),
    );
    expect(measured).toEqual(expected);
  });

  test('forms at the top load eagerly, forms below the fold lazily (and are fetched only then); each has a descriptive title and its placement id', () => {
    expect(integrations.leadForm.iframeTitle.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const p of pagesWithForms) {
      const forms = formsOf(p);
      const { frames, formRequestsAtLoad } = visits[p.path]!;
      if (frames.length !== forms.length) problems.push(`${p.path}: ${frames.length} iframes for ${forms.length} forms`);
      frames.forEach((frame, i) => {
        const form = forms[i];
        if (!form) return;
        const where = `${p.path} form ${i + 1}`;
        if (frame.src !== fake.formUrl) problems.push(`${where}: src ${frame.src}`);
        if (frame.title !== integrations.leadForm.iframeTitle) problems.push(`${where}: title "${frame.title}"`);
        if (form.sectionIndex === 0 && frame.loading !== 'eager') problems.push(`${where}: form at the top with loading=${frame.loading}`);
        if (frame.belowFold && frame.loading !== 'lazy') problems.push(`${where}: below the fold but loading=${frame.loading}`);
        if (form.embedId !== undefined && frame.id !== form.embedId) problems.push(`${where}: id "${frame.id}", page data says "${form.embedId}"`);
      });
      // Lazy really means lazy: a frame far down the page is not fetched before the visitor scrolls.
      const nearEnough = frames.filter((frame) => !frame.farBelow).length;
      if (formRequestsAtLoad > nearEnough) problems.push(`${p.path}: ${formRequestsAtLoad} form requests before scrolling, ${nearEnough} frames near the top`);
    }
    expect(problems).toEqual([]);
    expect(
      pagesWithForms.some((p) => visits[p.path]!.frames.some((frame) => frame.farBelow)),
      'some page has a form far below the fold',
    ).toBe(true);
  });

  test('the Content-Security-Policy allows exactly the providers: no page triggers a violation', () => {
    for (const p of allPaths) {
      const { csp } = visits[p]!;
      expect(csp, `${p} is served with the policy`).toContain("default-src 'self'");
      expect(csp).toContain(`script-src 'self' ${new URL(fake.embedScriptUrl).origin}`);
      expect(csp).toContain(`frame-src 'self' ${new URL(fake.formUrl).origin}`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    }
    expect(byPage((v) => v.cspViolations)).toEqual(byPage(() => []));
  });

  test('no console errors, page errors, failed requests or stray external requests on any page', () => {
    const report = byPage((v) => ({
      consoleErrors: v.consoleErrors,
      pageErrors: v.pageErrors,
      failedRequests: v.failedRequests,
      strayRequests: v.strayRequests,
    }));
    const expected = byPage(() => ({
      consoleErrors: [] as string[],
      pageErrors: [] as string[],
      failedRequests: [] as string[],
      strayRequests: [] as string[],
    }));
    // The one expected error: the not-found page logs the attempted path, with its 404 status.
    const notFound = report[unknownPath]!;
    expect(visits[unknownPath]!.status).toBe(404);
    expect(notFound.consoleErrors.some((e) => e.includes('404') && e.includes(unknownPath))).toBe(true);
    for (const e of notFound.consoleErrors) expect(e, 'the only console errors on the 404 page are about the 404').toMatch(/404/);
    expected[unknownPath] = { consoleErrors: notFound.consoleErrors, pageErrors: [], failedRequests: [`404 ${url(unknownPath)}`], strayRequests: [] };
    expect(report).toEqual(expected);
  });

  test('every page of a browsing session adds the form-embed script once, and it runs once', async () => {
    const { visitor, page } = await visit();
    try {
      // Home → a page with forms (footer link) → another page (main menu) → Home (main menu).
      // Each page is its own document: each adds the script once, and the provider's widget shows.
      const expectOneEmbed = async (where: string) => {
        await expect.poll(() => page.locator('[data-lead-form] iframe').count(), { message: where }).toBe(formsOf(pageAt(where)).length);
        await settle(page, 300);
        expect((await scriptCensus(page)).embed, `<script> elements for the form-embed script on ${where}`).toBe(1);
        expect(await page.evaluate(() => (window as unknown as { __fakeEmbedRuns?: number }).__fakeEmbedRuns), `times it ran on ${where}`).toBe(1);
        await expect.poll(() => page.locator('[data-lead-form] [role="status"]').count(), { message: 'the widget, not the fallback' }).toBe(0);
        expect(await page.locator(`script[src="${fake.embedScriptUrl}"]`).evaluate((s: HTMLScriptElement) => s.async)).toBe(true);
      };
      await page.goto(url(homePath));
      await waitForHydration(page);
      await expectOneEmbed(homePath);
      await page.locator(`footer a[href="${footerFormPage}"]`).first().click();
      await showsForms(page, url(footerFormPage), footerFormPage);
      await waitForHydration(page);
      await expectOneEmbed(footerFormPage);
      await page.locator(`header nav a[href="${menuPage}"]`).first().click();
      await showsForms(page, url(menuPage), menuPage);
      await waitForHydration(page);
      await expectOneEmbed(menuPage);
      await page.locator(`header nav ul a[href="${homePath}"]`).click();
      await showsForms(page, url(homePath), homePath);
      await waitForHydration(page);
      await expectOneEmbed(homePath);
    } finally {
      await visitor.close();
    }
  });

  test('after a submit, the page the provider sends the visitor to loads its own number pool', async () => {
    const { visitor, page, providers } = await visit();
    try {
      await page.goto(url(homePath));
      await waitForHydration(page);
      expect(await scriptCensus(page)).toMatchObject(expectedTracking(home.numberPool));

      // The visitor submits the provider's form on Home; the provider redirects the top page.
      const form = page.frameLocator('[data-lead-form] iframe >> nth=0');
      await form.locator('input[name="name"]').fill('Pat Doe');
      providers.requests.clear();
      await form.getByRole('button', { name: 'Submit fake request' }).click();
      await page.waitForURL(url(redirectPage.path));
      await waitForHydration(page);
      await expect.poll(() => page.locator('main h1').textContent()).toBe((redirectPage.sections[0] as { heading: string }).heading);
      if (redirectPage.numberPool) {
        await page.waitForFunction(() => ((window as unknown as { __fakePoolRuns?: string[] }).__fakePoolRuns ?? []).length === 1);
        expect(await page.evaluate(() => (window as unknown as { __fakePoolRuns?: string[] }).__fakePoolRuns)).toEqual([redirectPage.numberPool]);
      }
      expect(await scriptCensus(page)).toMatchObject(expectedTracking(redirectPage.numberPool));
      for (const [pool, poolUrl] of Object.entries(fake.numberPools)) expect(providers.count(poolUrl), pool).toBe(pool === redirectPage.numberPool ? 1 : 0);
    } finally {
      await visitor.close();
    }
  });

  test('each page carries the tracking scripts of its own number pool, exactly once, also when reached with Back', async () => {
    const { visitor, page } = await visit();
    try {
      await page.goto(url(homePath));
      await waitForHydration(page);
      expect(await scriptCensus(page)).toMatchObject(expectedTracking(home.numberPool));

      await page.locator(`footer a[href="${untrackedLinked}"], header nav a[href="${untrackedLinked}"]`).first().click();
      await showsForms(page, url(untrackedLinked), untrackedLinked);
      await waitForHydration(page);
      await settle(page);
      expect(await scriptCensus(page), `on ${untrackedLinked}`).toMatchObject(expectedTracking(undefined));

      await page.locator(`header nav ul a[href="${homePath}"]`).click();
      await showsForms(page, url(homePath), homePath);
      await waitForHydration(page);
      await settle(page, 300);
      expect(await scriptCensus(page), 'back on Home').toMatchObject(expectedTracking(home.numberPool));

      // Between two tracked pages the pair is swapped, never doubled.
      await page.locator(`footer a[href="${footerFormPage}"]`).first().click();
      await showsForms(page, url(footerFormPage), footerFormPage);
      await waitForHydration(page);
      await settle(page, 300);
      expect(await scriptCensus(page), `on ${footerFormPage}`).toMatchObject(expectedTracking(pageAt(footerFormPage).numberPool));

      await page.goBack();
      await page.goBack();
      await page.waitForURL(url(untrackedLinked));
      await waitForHydration(page);
      await settle(page, 300);
      expect(await scriptCensus(page), `back on ${untrackedLinked}`).toMatchObject(expectedTracking(undefined));
    } finally {
      await visitor.close();
    }
  });

  test.each(estimatePages.map((p) => [p.path, p] as const))(
    'Free Estimate on %s centres its first form, highlights it at scale 1.02 and reverts after 2 s',
    async (pagePath, pageFile) => {
      const { visitor, page } = await visit();
      try {
        await page.goto(url(pagePath));
        await waitForHydration(page);
        // The highlight is recorded in the page as it comes, and looked at 1.5 s after it began
        // by the page's own clock: a busy test process must not move the moment looked at.
        await page.evaluate(() => {
          const card = document.querySelector<HTMLElement>('[data-lead-form]')!;
          const log: { on: boolean; t: number }[] = [];
          const midway: { highlighted?: boolean; transform?: string } = {};
          Object.assign(window, { __highlightLog: log, __highlightMidway: midway });
          new MutationObserver(() => {
            const on = card.hasAttribute('data-highlighted');
            if (on && log.length === 0) {
              setTimeout(
                () => Object.assign(midway, { highlighted: card.hasAttribute('data-highlighted'), transform: getComputedStyle(card).transform }),
                1500,
              );
            }
            log.push({ on, t: performance.now() });
          }).observe(card, { attributes: true, attributeFilter: ['data-highlighted'] });
        });
        const button = page.locator('main a', { hasText: estimateButtonOf(pageFile)! }).first();
        await button.click();

        const first = await estimateCard(page);
        expect(first.highlighted, 'highlighted right after the click').toBe(true);
        if (formsOf(pageFile)[0]!.embedId) expect(first.iframeId).toBe(formsOf(pageFile)[0]!.embedId);
        expect(page.url(), 'it stays on the page').toBe(url(pagePath));
        // Once the 300 ms transition has run, the card measures scale(1.02).
        await expect.poll(async () => (await estimateCard(page)).transform, { timeout: 1000 }).toMatch(scale102);
        // The smooth scroll brings the card to the middle of the screen.
        const placed = await settledPlacement(page, 1200);
        expect.soft(placed, `the card after the smooth scroll: ${JSON.stringify(placed)}`).toMatchObject(centred);

        // How long it lasted is measured in the page (the log, below); this only waits for its end.
        await page.waitForFunction(() => !document.querySelector('[data-lead-form]')!.hasAttribute('data-highlighted'), undefined, { timeout: 5000 });
        const { log, midway } = await page.evaluate(() => {
          const recorded = window as unknown as {
            __highlightLog: { on: boolean; t: number }[];
            __highlightMidway: { highlighted?: boolean; transform?: string };
          };
          return { log: recorded.__highlightLog, midway: recorded.__highlightMidway };
        });
        expect(midway.highlighted, 'still highlighted at 1.5 s').toBe(true);
        expect(midway.transform).toMatch(scale102);
        expect(log.map((e) => e.on)).toEqual([true, false]);
        expect(log[1]!.t - log[0]!.t).toBeGreaterThan(1900);
        expect(log[1]!.t - log[0]!.t).toBeLessThan(2300);
        await expect.poll(async () => (await estimateCard(page)).transform, { timeout: 1000 }).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
      } finally {
        await visitor.close();
      }
    },
  );

  test('Free Estimate on a page without a form goes to Home and highlights its first form there', async () => {
    const { visitor, page } = await visit();
    try {
      await page.goto(url(pageWithoutForm.path));
      await waitForHydration(page);
      await page.locator('header nav a', { hasText: navigation.estimateLabel }).click();
      await page.waitForURL((address) => address.pathname === homePath);
      await expect.poll(async () => (await estimateCard(page)).highlighted, { timeout: 2000 }).toBe(true);
      const card = await estimateCard(page);
      if (formsOf(home)[0]!.embedId) expect(card.iframeId, "the highlighted form is Home's first form").toBe(formsOf(home)[0]!.embedId);
      await expect.poll(async () => (await estimateCard(page)).transform, { timeout: 1000 }).toMatch(scale102);
      await expect.poll(async () => (await estimateCard(page)).highlighted, { timeout: 3000 }).toBe(false);
    } finally {
      await visitor.close();
    }
  });

  test('on a phone, Free Estimate in the menu closes the menu and highlights the form', async () => {
    const { visitor, page } = await visit(phone);
    try {
      await page.goto(url(pageWithForm.path));
      await waitForHydration(page);
      const menuButton = page.getByRole('button', { name: navigation.menuButtonLabel });
      await menuButton.tap();
      const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
      await menu.getByRole('link', { name: navigation.estimateLabel }).waitFor({ state: 'visible' });
      // The menu's own phone link is tracked too.
      const menuPhone = menu.locator('a[href^="tel:"]');
      await expect(menuPhone.getAttribute('href')).resolves.toBe(`tel:${company.phoneDial}`);
      await expect(menuPhone.getAttribute('data-loc-phone')).resolves.not.toBeNull();

      await menu.locator('a', { hasText: navigation.estimateLabel }).tap();
      await expect.poll(() => isExpanded(menuButton)).toBe(false);
      await menu.getByRole('link', { name: navigation.estimateLabel }).waitFor({ state: 'hidden', timeout: 2000 });
      expect((await estimateCard(page)).highlighted).toBe(true);
      expect(page.url()).toBe(url(pageWithForm.path));

      // From a page without a form: the menu closes and Home's first form lights up. The light
      // lasts 2 seconds from the arrival: it is recorded as it comes, so that a busy moment
      // after the arrival does not miss it.
      await page.addInitScript(() => {
        new MutationObserver((changes) => {
          if (changes.some((change) => (change.target as Element).matches('[data-lead-form][data-highlighted]')))
            Object.assign(window, { __leadFormHighlighted: true });
        }).observe(document, { attributes: true, attributeFilter: ['data-highlighted'], subtree: true });
      });
      await page.goto(url(pageWithoutForm.path));
      await waitForHydration(page);
      await menuButton.tap();
      await menu.getByRole('link', { name: navigation.estimateLabel }).waitFor({ state: 'visible' });
      await menu.locator('a', { hasText: navigation.estimateLabel }).tap();
      await page.waitForURL((address) => address.pathname === homePath);
      await waitForHydration(page);
      await expect.poll(() => isExpanded(menuButton)).toBe(false);
      await expect.poll(() => page.evaluate(() => (window as { __leadFormHighlighted?: boolean }).__leadFormHighlighted === true)).toBe(true);
    } finally {
      await visitor.close();
    }
  });

  test('with reduced motion the highlight appears at once, without a transition', async () => {
    const { visitor, page } = await visit({ reducedMotion: 'reduce' });
    try {
      await page.goto(url(pageWithForm.path));
      await waitForHydration(page);
      await page
        .locator('main a', { hasText: estimateButtonOf(pageWithForm)! })
        .first()
        .click();
      const card = await estimateCard(page);
      expect(card.highlighted).toBe(true);
      expect(card.transitionDuration).toBe('0s');
      expect(card.transform, 'scale 1.02 at once, no animation').toMatch(scale102);
      // At once means in the next frame, not over the 300-900 ms of the smooth scroll.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const placed = await cardPlacement(page);
      expect.soft(placed, `scrolled to the centre at once: ${JSON.stringify(placed)}`).toMatchObject(centred);
      await expect.poll(async () => (await estimateCard(page)).highlighted, { timeout: 3000 }).toBe(false);
      expect((await estimateCard(page)).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    } finally {
      await visitor.close();
    }
  });

  test('when the form-embed script is blocked, every form card offers the phone number instead', async () => {
    const { visitor, page, providers } = await visit({}, { embedScript: 'abort' });
    try {
      const check = async (pagePath: string) => {
        const forms = formsOf(pageAt(pagePath));
        const cards = page.locator('[data-lead-form]');
        await expect.poll(() => page.locator('[data-lead-form] [role="status"]').count(), { timeout: 5000 }).toBe(forms.length);
        await expect.poll(() => page.locator('[data-lead-form] iframe').count()).toBe(0);
        for (let i = 0; i < forms.length; i++) {
          const status = cards.nth(i).locator('[role="status"]');
          // The settings arrive with {phone} filled in.
          await expect(status.textContent()).resolves.toContain(integrations.leadForm.fallbackText);
          const link = status.locator('a[href^="tel:"]');
          await expect(link.getAttribute('href')).resolves.toBe(`tel:${company.phoneDial}`);
          await expect(link.getAttribute('data-loc-phone')).resolves.not.toBeNull();
          await expect(link.textContent()).resolves.toContain(company.phoneDisplay);
          // The fallback keeps the space the form would have taken.
          const box = await status.boundingBox();
          expect(Math.round(box!.height), `${pagePath} fallback ${i + 1} height`).toBe(forms[i]!.height);
        }
      };
      await page.goto(url(homePath));
      await waitForHydration(page);
      await check(homePath);
      // The next page tries the script again, and its forms fall back too.
      await page.locator(`footer a[href="${footerFormPage}"]`).first().click();
      await page.waitForURL(url(footerFormPage));
      await waitForHydration(page);
      await check(footerFormPage);
      expect(providers.count(fake.embedScriptUrl), 'one request per page').toBe(2);
    } finally {
      await visitor.close();
    }
  });
});

describe('the preview stand-ins of a fresh checkout (public/preview)', () => {
  const standInForm = '/preview/lead-form.html';

  test('the stand-in form says it is a preview, checks its fields, and sends the visitor to the thank-you page, with no network', async () => {
    const base = baseUrl();
    const visitor: VisitorPage = await openPage();
    const { page } = visitor;
    try {
      await page.goto(`${base}${standInForm}`);
      await expect(page.locator('body').textContent()).resolves.toMatch(/preview/i);
      await expect(page.getByRole('note').textContent()).resolves.toContain('Preview form');

      // Submitting an empty form stays here and says what is missing.
      await page.getByRole('button', { name: /free estimate/i }).click();
      await expect(page.getByRole('alert').isVisible()).resolves.toBe(true);
      expect(page.url()).toBe(`${base}${standInForm}`);

      await page.getByLabel('First name').fill('Pat');
      await page.getByLabel('Last name').fill('Doe');
      await page.getByLabel('Company or property name').fill('Doe Warehousing');
      await page.getByLabel('Phone').fill('502-555-0100');
      await page.getByLabel('E-mail').fill('pat@example.com');
      await page.getByLabel('Roof type').selectOption({ index: 1 });
      await page.getByLabel('I agree to be contacted').check();
      await page.getByRole('button', { name: /free estimate/i }).click();

      await page.waitForURL(`${base}${formRedirectPath}`);
      await expect(page.locator('main h1').textContent()).resolves.toBe((redirectPage.sections[0] as { heading: string }).heading);
      expect(visitor.externalRequests, 'requests that needed the network').toEqual([]);
      expect(visitor.pageErrors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  test('the site embeds the form site.config.json names, sandboxed, in every form card', async () => {
    const visitor: VisitorPage = await openPage();
    const { page } = visitor;
    try {
      await page.goto(`${baseUrl()}${homePath}`);
      await waitForHydration(page);
      const frames = await page.locator('[data-lead-form] iframe').evaluateAll((all) => all.map((f) => [f.getAttribute('src'), f.getAttribute('sandbox')]));
      expect(frames).toHaveLength(formsOf(home).length);
      for (const [src, sandbox] of frames) {
        expect(src).toBe(integrations.leadForm.formUrl);
        expect(sandbox).toContain('allow-scripts');
      }
      expect(visitor.pageErrors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
