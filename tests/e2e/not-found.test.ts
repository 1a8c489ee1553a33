/**
 * The 404 page (spec: '404 page' and the error catalogue): an unknown address answers with
 * status 404 and the not-found page, logs the address as a 404 error, is kept out of search
 * engines and leads home; a link on a page to a missing address leads to the same page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browserForThisFile, type VisitorPage } from '../support/harness';
import { headingOf, homePath, notFoundPath, pageAt, resolvedSections, waitForApp } from '../support/siteData';

const openPage = browserForThisFile();
const homeHeading = headingOf(resolvedSections(pageAt(homePath))[0]!)!;
const notFound = pageAt(notFoundPath);
/** What the not-found page says, from pages/404.json: its heading, its code, and the link home. */
const notFoundHeading = headingOf(notFound.sections[0]!)!;
const notFoundCode = notFound.sections.flatMap((s) => (s.type === 'message' && s.code ? [s.code] : []))[0];
const homeLink = notFound.sections.flatMap((s) => ('buttons' in s ? (s.buttons ?? []) : [])).find((b) => b.href === homePath)!;

async function expectNotFoundPage(visitor: VisitorPage, attemptedPath: string) {
  const { page } = visitor;
  const main = page.locator('main');
  await main.getByText(notFoundHeading, { exact: true }).waitFor();
  expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe(notFoundHeading);
  if (notFoundCode) expect(await main.getByText(notFoundCode, { exact: true }).isVisible()).toBe(true);
  const home = main.getByRole('link', { name: homeLink.label, exact: true });
  expect(await home.isVisible()).toBe(true);
  expect(await home.getAttribute('href')).toBe(homePath);
  expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toMatch(/\bnoindex\b/);
  await expect.poll(() => page.title()).toBe(notFound.title);
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

  it('the raw HTML of the answer (no JavaScript) already shows the not-found page, and is noindex', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page-at-all`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<meta\s+name="robots"\s+content="noindex"/);
    expect(html).toContain(notFoundHeading);
    if (notFoundCode) expect(html).toContain(`>${notFoundCode}<`);
    expect(html).toMatch(new RegExp(`<a\\b[^>]*href="/"[^>]*>${homeLink.label}`));
  });

  it('its link home leads to the home page', async () => {
    const { page } = visitor;
    await page.locator('main').getByRole('link', { name: homeLink.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('h1').filter({ hasText: homeHeading }).waitFor();
    expect(await page.locator('head meta[name="robots"]').count(), 'the home page is indexable again').toBe(0);
    expect(await page.title()).toBe(pageAt(homePath).title);
  });

  it('reached by following a link on a page (one to a page since removed), shows the same not-found page and logs it', async () => {
    const { page } = visitor;
    await waitForApp(page);
    visitor.consoleMessages.length = 0;
    const attempted = '/roof-types/no-such-roof';
    // A link as an editor might leave behind after deleting a page.
    await page.evaluate((path) => {
      const link = Object.assign(document.createElement('a'), { href: path, textContent: 'A page since removed' });
      document.querySelector('main')!.append(link);
    }, attempted);
    await page.getByRole('link', { name: 'A page since removed' }).click();
    await page.waitForURL((url) => url.pathname === attempted);
    await waitForApp(page);
    await expectNotFoundPage(visitor, attempted);
    expect(visitor.pageErrors).toEqual([]);
  });
});
