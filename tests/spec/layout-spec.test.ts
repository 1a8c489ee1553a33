/**
 * The contractor's specification for what every page shares (§2 "Shared layout") and for the
 * 404 page, word for word. The page builder's own behaviour (menus by mouse, keyboard and touch;
 * scrolling; the 404 status) is tested in tests/e2e, from whatever the content says; this file
 * holds the content to what the specification says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, browserForThisFile, type VisitorPage } from '../support/harness';
import { waitForApp } from '../support/siteData';

const openPage = browserForThisFile();
const servicePaths = ['/services/repairs', '/services/restoration', '/services/replacement', '/services/maintenance'];
const roofTypePaths = ['/roof-types/tpo', '/roof-types/epdm', '/roof-types/modified-bitumen', '/roof-types/bur', '/roof-types/metal'];

let visitor: VisitorPage;
beforeAll(async () => {
  visitor = await openPage({ everySectionRendered: true });
});
afterAll(() => visitor?.close());
const page = (): Page => visitor.page;

async function load(path: string) {
  await page().goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
  await waitForApp(page());
}

/** Opens a dropdown (a <details>: its summary is the button) and gives the list it shows. */
async function openPanel(nav: Locator, name: string): Promise<Locator> {
  const button = nav.locator('summary').and(nav.getByText(name, { exact: true }));
  await button.click();
  const panel = page().locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await panel.waitFor();
  return panel;
}

describe('§2 Shared layout', () => {
  beforeAll(() => load('/about'));

  it('"Top navigation bar: Home, About Us, a Services dropdown, a Roof Types dropdown, Contact, a phone link and a Free Estimate button", in that order', async () => {
    const nav = page().getByRole('navigation', { name: 'Main' });
    const entries = ['Home', 'About Us', 'Services', 'Roof Types', 'Contact'];
    const order = await nav.locator('a, summary').evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
    expect(order.filter((text) => entries.includes(text))).toEqual(entries);
    expect(await nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/');
    expect(await nav.getByRole('link', { name: 'About Us', exact: true }).getAttribute('href')).toBe('/about');
    expect(await nav.getByRole('link', { name: 'Contact', exact: true }).getAttribute('href')).toBe('/contact');
    expect(await nav.locator('a[href^="tel:"]').first().isVisible()).toBe(true);
    expect(await nav.getByText('Free Estimate', { exact: true }).isVisible()).toBe(true);
  });

  it('"The bar is transparent at the top of the page", on every page', async () => {
    for (const path of ['/', '/about', '/contact', '/privacy-policy', '/thank-you', '/no-such-page', ...servicePaths, ...roofTypePaths]) {
      await load(path);
      const background = await page()
        .locator('header[data-scrolled]')
        .evaluate((header) => getComputedStyle(header).backgroundColor);
      expect(background, path).toBe('rgba(0, 0, 0, 0)');
    }
    await load('/about');
  });

  it('"a Services dropdown (four items, each with a description)"', async () => {
    const panel = await openPanel(page().getByRole('navigation', { name: 'Main' }), 'Services');
    const links = panel.getByRole('link');
    expect((await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).sort()).toEqual([...servicePaths].sort());
    for (const text of await links.allInnerTexts())
      expect(text.split('\n').filter((line) => line.trim()).length, `"${text}" has a description`).toBeGreaterThanOrEqual(2);
    await page().keyboard.press('Escape');
  });

  it('"a Roof Types dropdown (five items, each with a description and feature tags)"', async () => {
    const panel = await openPanel(page().getByRole('navigation', { name: 'Main' }), 'Roof Types');
    const links = panel.getByRole('link');
    expect((await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).sort()).toEqual([...roofTypePaths].sort());
    for (const link of await links.all()) {
      expect((await link.innerText()).split('\n').filter((line) => line.trim()).length).toBeGreaterThanOrEqual(3);
      expect(await link.locator('span span, li').count(), 'feature tags').toBeGreaterThan(0);
    }
    await page().keyboard.press('Escape');
  });

  it('"Footer: a blurb (quality workmanship and honest pricing since 2010), service links, roof type links, phone, the tagline, a copyright line with the current year and a Privacy Policy link"', async () => {
    const footer = page().getByRole('contentinfo');
    const text = (await footer.innerText()).replace(/\s+/g, ' ');
    expect(text).toMatch(/quality workmanship and honest pricing since 2010/i);
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const path of [...servicePaths, ...roofTypePaths]) expect(hrefs).toContain(path);
    expect(await footer.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await footer.getByText('Serving All Of Kentucky', { exact: true }).isVisible(), 'the tagline').toBe(true);
    expect(text).toMatch(new RegExp(`(©|copyright)[^.]*\\b${new Date().getFullYear()}\\b`, 'i'));
    expect(await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).getAttribute('href')).toBe('/privacy-policy');
  });
});

describe('§2 404 page, §8 Unknown path', () => {
  it("\"Shows '404' and 'Oops! Page not found' with a link 'Return to Home' to /\"", async () => {
    const response = await page().goto(`${baseUrl()}/no-such-page-spec`);
    expect(response?.status()).toBe(404);
    await waitForApp(page());
    const main = page().locator('main');
    expect(await main.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('Oops! Page not found');
    expect(await main.getByRole('link', { name: 'Return to Home', exact: true }).getAttribute('href')).toBe('/');
  });
});
