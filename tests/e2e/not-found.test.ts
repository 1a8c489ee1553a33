/**
 * The 404 page (spec: '404 page' and the error catalogue): an unknown address answers with
 * status 404 and the not-found page, logs the address as a 404 error, is kept out of search
 * engines and leads home; an unknown address reached inside the app shows the same page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browserForThisFile, type VisitorPage } from './harness';
import { notFoundPath, pages, resolvedSections, waitForApp } from './siteData';

const openPage = browserForThisFile();
const homeHeading = resolvedSections(pages.find((p) => p.path === '/')!)[0]!.heading as string;
const notFoundTitle = pages.find((p) => p.path === notFoundPath)!.title;

async function expectNotFoundPage(visitor: VisitorPage, attemptedPath: string) {
  const { page } = visitor;
  const main = page.locator('main');
  await main.getByText('Oops! Page not found', { exact: true }).waitFor();
  expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('Oops! Page not found');
  expect(await main.getByText('404', { exact: true }).isVisible()).toBe(true);
  const home = main.getByRole('link', { name: 'Return to Home', exact: true });
  expect(await home.isVisible()).toBe(true);
  expect(await home.getAttribute('href')).toBe('/');
  expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toMatch(/\bnoindex\b/);
  await expect.poll(() => page.title()).toBe(notFoundTitle);
  await expect
    .poll(() => visitor.consoleMessages.filter((m) => m.type === 'error' && /\b404\b/.test(m.text) && m.text.includes(attemptedPath)).length, {
      message: `a console.error naming the 404 and ${attemptedPath}`,
    })
    .toBe(1);
}

describe('an unknown address', () => {
  let visitor: VisitorPage;
  beforeAll(async () => {
    visitor = await openPage();
  });
  afterAll(() => visitor?.close());

  it('answers with HTTP 404 and the not-found page, logs the address, and is not indexed', async () => {
    const attempted = '/services/no-such-service';
    const response = await visitor.page.goto(baseUrl() + attempted);
    expect(response?.status()).toBe(404);
    await waitForApp(visitor.page);
    await expectNotFoundPage(visitor, attempted);
    expect(visitor.pageErrors).toEqual([]);
  });

  it('the raw HTML of the answer (no JavaScript) already says 404, Oops! Page not found, and is noindex', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page-at-all`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<meta\s+name="robots"\s+content="noindex"/);
    expect(html).toContain('Oops! Page not found');
    expect(html).toMatch(/>404</);
    expect(html).toMatch(/<a\b[^>]*href="\/"[^>]*>Return to Home/);
  });

  it('"Return to Home" leads to the home page', async () => {
    const { page } = visitor;
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('main').getByRole('link', { name: 'Return to Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('h1').filter({ hasText: homeHeading }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'client-side navigation').toBe(true);
    expect(await page.locator('head meta[name="robots"]').count(), 'the home page is indexable again').toBe(0);
    expect(await page.title()).toBe(pages.find((p) => p.path === '/')!.title);
  });

  it('reached inside the app (history.pushState + popstate), shows the same not-found page and logs it', async () => {
    const { page } = visitor;
    visitor.consoleMessages.length = 0;
    const attempted = '/roof-types/no-such-roof';
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, attempted);
    await expectNotFoundPage(visitor, attempted);
    expect(visitor.pageErrors).toEqual([]);
  });
});
