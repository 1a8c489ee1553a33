/**
 * The shared layout as a visitor uses it, at 1280px and at 390px: the top navigation and its
 * dropdowns (mouse and keyboard), the scroll state of the bar, the phone menu, scroll to top
 * on page change, the footer and the skip link. What each holds is read from site.config.json
 * and pages/, so editing the menu, the services or the copy changes what is expected.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchVisitorBrowser, measurePageChange } from '../../tools/pageChange';
import { baseUrl, phone, browserForThisFile, isExpanded } from '../support/harness';
import { formsOf, homePath, normalize, pages, resolvedSections, site, waitForApp } from '../support/siteData';

const openPage = browserForThisFile();

const servicePaths = site.services.map((entry) => entry.href);
const roofTypePaths = site.roofTypes.map((entry) => entry.href);
/** The menu's own page links, and its two dropdowns by the list they open. */
const menuLinks = site.navigation.menu.filter((entry): entry is { label: string; href: string } => 'href' in entry);
const dropdown = (list: 'services' | 'roofTypes') => site.navigation.menu.find((entry) => 'list' in entry && entry.list === list)!.label;
const servicesLabel = dropdown('services');
const roofTypesLabel = dropdown('roofTypes');
const estimateLabel = site.navigation.estimateLabel;
/** A short page to stand on (the privacy page the footer links to), and the longest page, to scroll. */
const shortPage = site.footer.privacyHref;
const longPage = pages.filter((p) => p.path !== '/404').sort((a, b) => resolvedSections(b).length - resolvedSections(a).length)[0]!.path;
/** A page other than home with an estimate form: Free Estimate stays there. */
const pageWithForm = pages.find((p) => p.path !== homePath && formsOf(p).length > 0)!.path;
/** A link in the footer to a page other than the one being shown. */
const footerTarget = servicePaths.find((path) => path !== longPage)!;
const desktop: BrowserContextOptions = {};
const viewports = [
  ['at 1280px', desktop],
  ['at 390px', phone],
] as const;

/** Opens a page and waits until React has hydrated it (not for the form frames to load). */
async function visit(options: BrowserContextOptions, path = shortPage) {
  const visitor = await openPage(options);
  await visitor.page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
  await waitForApp(visitor.page);
  return visitor;
}

/** The h1 a page's JSON gives it, to recognise that page once it is shown. */
function headingOf(path: string): string {
  const page = pages.find((p) => p.path === path);
  const heading = page && resolvedSections(page)[0]?.heading;
  if (typeof heading !== 'string') throw new Error(`no page with a first heading at ${path}`);
  return heading;
}

async function shows(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  await page
    .locator('h1')
    .filter({ hasText: headingOf(path) })
    .waitFor();
}

const header = (page: Page) => page.locator('header[data-scrolled]');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const mobileMenu = (page: Page) => page.locator('#mobile-menu');
const menuButton = (page: Page) => header(page).getByRole('button', { name: site.navigation.menuButtonLabel });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollTo = (page: Page, top: number | 'bottom') =>
  page.evaluate((to) => {
    window.scrollTo({ top: to === 'bottom' ? document.body.scrollHeight : to, behavior: 'instant' });
  }, top);

/** A list of the desktop menu or a group of the phone menu (a <details>) by its label, and the list it folds away. */
const menuGroup = (menu: Locator, name: string) => menu.locator('summary').and(menu.getByText(name, { exact: true }));
const groupList = (group: Locator) => group.locator('xpath=following-sibling::ul');

async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the button names the panel it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Checks a list of menu links against site.config.json: the right pages, each with its description (and feature tags). */
async function expectMenuItems(list: Locator, paths: string[], withFeatures: boolean) {
  const links = list.getByRole('link');
  expect(await links.count()).toBe(paths.length);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual([...paths].sort());
  const entries: { href: string; label: string; description: string; features?: string[] }[] = [...site.services, ...site.roofTypes];
  for (const path of paths) {
    const entry = entries.find((e) => e.href === path)!;
    const link = list.locator(`a[href="${path}"]`);
    expect(await link.isVisible(), `${path} is visible`).toBe(true);
    const text = (await link.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(entry.label);
    expect(text, `${path} shows its description`).toContain(entry.description);
    if (withFeatures) {
      expect(entry.features?.length ?? 0, `${path} has feature tags in site.config.json`).toBeGreaterThan(0);
      for (const feature of entry.features ?? []) expect(text, `${path} shows the feature tag "${feature}"`).toContain(feature);
    }
  }
}

async function expectPhoneLink(link: Locator) {
  expect(await link.isVisible()).toBe(true);
  expect(await link.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
  expect(await link.getAttribute('data-loc-phone')).not.toBeNull();
  expect(await link.innerText()).toContain(site.company.phoneDisplay);
}

describe('top navigation at 1280px', () => {
  it('has every menu entry of site.config.json in order, the two dropdowns, a phone link and a Free Estimate button', async () => {
    const { page, close } = await visit(desktop);
    const nav = mainNav(page);
    for (const { label, href } of menuLinks) {
      const link = nav.getByRole('link', { name: label, exact: true });
      expect(await link.isVisible(), `${label} is visible`).toBe(true);
      expect(await link.getAttribute('href')).toBe(href);
    }
    const labels = site.navigation.menu.map((entry) => entry.label);
    const order = await nav.locator('a, summary').evaluateAll((items) => items.map((item) => item.textContent?.trim()));
    expect(order.filter((text) => labels.includes(text ?? ''))).toEqual(labels);

    for (const [name, paths, withFeatures] of [
      [servicesLabel, servicePaths, false],
      [roofTypesLabel, roofTypePaths, true],
    ] as const) {
      const button = menuGroup(nav, name);
      expect(await button.isVisible()).toBe(true);
      expect(await isExpanded(button)).toBe(false);
      const panel = await panelOf(page, button);
      expect(await panel.isVisible(), `the ${name} panel starts closed`).toBe(false);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => isExpanded(button)).toBe(true);
      await expectMenuItems(panel, paths, withFeatures);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
    }

    await expectPhoneLink(nav.locator('a[href^="tel:"]'));
    const estimate = nav.getByText(estimateLabel, { exact: true });
    expect(await estimate.isVisible()).toBe(true);
    expect(await estimate.evaluate((element) => element.closest('a, button') !== null)).toBe(true);
    await close();
  });

  it('opens a dropdown on a mouse click on its button, and keeps it open', async () => {
    const { page, close } = await visit(desktop);
    const button = menuGroup(mainNav(page), servicesLabel);
    const panel = await panelOf(page, button);
    await button.click();
    await page.waitForTimeout(150);
    expect(await isExpanded(button), `clicking "${servicesLabel}" must not leave it closed`).toBe(true);
    expect(await panel.isVisible()).toBe(true);
    await close();
  });

  it('a mouse opens a dropdown on hover and closes it when it leaves; the other dropdown closes the first', async () => {
    const { page, close } = await visit(desktop);
    const services = menuGroup(mainNav(page), servicesLabel);
    const roofTypes = menuGroup(mainNav(page), roofTypesLabel);
    const servicesPanel = await panelOf(page, services);
    await services.hover();
    await expect.poll(() => servicesPanel.isVisible()).toBe(true);
    expect(await isExpanded(services)).toBe(true);
    // Down into the list: it stays open while the pointer is on it.
    await servicesPanel.getByRole('link').first().hover();
    expect(await servicesPanel.isVisible()).toBe(true);
    await roofTypes.hover();
    await expect.poll(() => isExpanded(roofTypes)).toBe(true);
    expect(await isExpanded(services)).toBe(false);
    const height = await page.evaluate(() => window.innerHeight);
    await page.mouse.move(8, height - 40);
    await expect.poll(() => isExpanded(roofTypes)).toBe(false);
    await close();
  });

  it.each([servicesLabel, roofTypesLabel])(
    '%s dropdown works by keyboard: Tab to it, Enter opens, Tab enters, Escape closes and returns focus',
    async (name) => {
      const { page, close } = await visit(desktop);
      const button = menuGroup(mainNav(page), name);
      for (let i = 0; i < 20 && !(await isFocused(button)); i++) await page.keyboard.press('Tab');
      expect(await isFocused(button), `Tab reaches the ${name} button`).toBe(true);

      await page.keyboard.press('Enter');
      await expect.poll(() => isExpanded(button)).toBe(true);
      const panel = await panelOf(page, button);
      expect(await panel.isVisible()).toBe(true);

      await page.keyboard.press('Tab');
      const intoPanel = await panel.evaluate((element) => element.contains(document.activeElement) && document.activeElement?.tagName === 'A');
      expect(intoPanel, 'Tab moves focus to the first link of the panel').toBe(true);
      expect(await isExpanded(button)).toBe(true);

      await page.keyboard.press('Escape');
      await expect.poll(() => isExpanded(button)).toBe(false);
      expect(await panel.isVisible()).toBe(false);
      expect(await isFocused(button), 'Escape returns focus to the button').toBe(true);

      // Tab through the whole list and out of it: leaving closes it.
      await page.keyboard.press('Enter');
      await expect.poll(() => panel.isVisible()).toBe(true);
      const links = await panel.getByRole('link').count();
      for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement)), 'focus has left the list').toBe(false);
      await expect.poll(() => isExpanded(button)).toBe(false);
      await close();
    },
  );

  it('closes an open dropdown on a click outside it', async () => {
    const { page, close } = await visit(desktop);
    const button = menuGroup(mainNav(page), roofTypesLabel);
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = await panelOf(page, button);
    await expect.poll(() => panel.isVisible()).toBe(true);
    // A click on an empty part of the page, clear of the open panel.
    const height = await page.evaluate(() => window.innerHeight);
    await page.mouse.click(8, height - 40);
    await expect.poll(() => isExpanded(button)).toBe(false);
    expect(await panel.isVisible()).toBe(false);
    await close();
  });

  it.each([
    [servicesLabel, servicePaths.at(-1)!],
    [roofTypesLabel, roofTypePaths.at(-1)!],
  ])('choosing an item of %s goes to %s and the panel closes', async (name, path) => {
    const { page, close } = await visit(desktop);
    const button = menuGroup(mainNav(page), name);
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = await panelOf(page, button);
    await expect.poll(() => panel.isVisible()).toBe(true);
    await panel.locator(`a[href="${path}"]`).click();
    await shows(page, path);
    await expect.poll(() => isExpanded(button)).toBe(false);
    expect(await panel.isVisible()).toBe(false);
    await close();
  });
});

describe('top navigation at 390px', () => {
  it('has a menu button whose menu holds every menu entry, the two groups, a phone link and a Free Estimate button', async () => {
    const { page, close } = await visit(phone);
    const folded = menuLinks.find((entry) => entry.href !== '/')!;
    expect(await mainNav(page).getByRole('link', { name: folded.label, exact: true }).isVisible(), 'the wide-screen links are folded away').toBe(false);
    const toggle = menuButton(page);
    expect(await toggle.isVisible()).toBe(true);
    expect(await isExpanded(toggle)).toBe(false);
    expect(await mobileMenu(page).isVisible()).toBe(false);
    // The button names the menu it controls in every state, closed ones included.
    const controlled = async () => page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).count();
    expect(await controlled()).toBe(1);

    await toggle.click();
    await expect.poll(() => isExpanded(toggle)).toBe(true);
    const menu = mobileMenu(page);
    await menu.waitFor();
    expect(await controlled()).toBe(1);
    for (const { label, href } of menuLinks) {
      const link = menu.getByRole('link', { name: label, exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(href);
    }
    for (const [name, paths] of [
      [servicesLabel, servicePaths],
      [roofTypesLabel, roofTypePaths],
    ] as const) {
      const group = menuGroup(menu, name);
      expect(await isExpanded(group)).toBe(false);
      const list = groupList(group);
      expect(await list.isVisible()).toBe(false);
      await group.click();
      await expect.poll(() => isExpanded(group)).toBe(true);
      await expect.poll(() => list.isVisible()).toBe(true);
      await expectMenuItems(list, paths, false);
    }
    await expectPhoneLink(menu.locator('a[href^="tel:"]'));
    expect(await menu.getByText(estimateLabel, { exact: true }).isVisible()).toBe(true);
    await close();
  });

  it('the Roof Types group of the menu shows each item with its feature tags, as the wide-screen dropdown does', async () => {
    const { page, close } = await visit(phone);
    await menuButton(page).click();
    const group = menuGroup(mobileMenu(page), roofTypesLabel);
    await group.click();
    const list = groupList(group);
    await expect.poll(() => list.isVisible()).toBe(true);
    await expectMenuItems(list, roofTypePaths, true);
    await close();
  });

  it('tapping a link in the menu goes to the page and closes the menu', async () => {
    const { page, close } = await visit(phone);
    const toggle = menuButton(page);
    await toggle.tap();
    const menu = mobileMenu(page);
    await menu.waitFor();
    const group = menuGroup(menu, roofTypesLabel);
    await group.tap();
    await expect.poll(() => isExpanded(group)).toBe(true);
    const target = roofTypePaths.at(-1)!;
    await menu.locator(`a[href="${target}"]`).tap();
    await shows(page, target);
    await waitForApp(page);
    await expect.poll(() => isExpanded(toggle)).toBe(false);
    await menu.waitFor({ state: 'hidden' });

    // The plain links close it too.
    await toggle.tap();
    await menu.waitFor();
    const plain = menuLinks.find((entry) => entry.href !== '/' && entry.href !== target)!;
    await menu.getByRole('link', { name: plain.label, exact: true }).tap();
    await shows(page, plain.href);
    await expect.poll(() => isExpanded(toggle)).toBe(false);
    await menu.waitFor({ state: 'hidden' });
    await close();
  });

  it('the Free Estimate button in the menu closes the menu and brings the estimate form into view', async () => {
    const { page, close } = await visit(phone, pageWithForm);
    await scrollTo(page, 'bottom');
    const toggle = menuButton(page);
    await toggle.tap();
    const menu = mobileMenu(page);
    await menu.waitFor();
    await menu.getByText(estimateLabel, { exact: true }).tap();
    await expect.poll(() => isExpanded(toggle)).toBe(false);
    await menu.waitFor({ state: 'hidden' });
    const form = page.locator('main iframe').first();
    await expect
      .poll(
        () =>
          form.evaluate((frame) => {
            const box = frame.getBoundingClientRect();
            return box.top < window.innerHeight && box.bottom > 0;
          }),
        { timeout: 3000 },
      )
      .toBe(true);
    await close();
  });

  it('Escape closes the menu and returns focus to the menu button', async () => {
    const { page, close } = await visit(phone);
    const toggle = menuButton(page);
    await toggle.click();
    const menu = mobileMenu(page);
    await menu.getByRole('link', { name: menuLinks[0]!.label, exact: true }).waitFor();
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement)), 'Tab moves into the open menu').toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isExpanded(toggle)).toBe(false);
    await menu.waitFor({ state: 'hidden' });
    expect(await isFocused(toggle)).toBe(true);
    expect(await page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).count(), 'the closed menu is still there to be controlled').toBe(1);
    await close();
  });
});

describe.each(viewports)('shared layout %s', (_, options) => {
  it('the bar is see-through over a dark opening section and not fixed at the top, fixed and blurred once scrolled past one window height, and reverts at the top', async () => {
    const { page, close } = await visit(options, longPage);
    const bar = header(page);
    const style = () =>
      bar.evaluate((element) => {
        const css = getComputedStyle(element);
        return {
          scrolled: element.getAttribute('data-scrolled'),
          position: css.position,
          background: css.backgroundColor,
          backdrop: css.backdropFilter,
          top: element.getBoundingClientRect().top,
          // A hero (or another dark opening section) marks itself; the bar floats see-through over it only.
          opensDark: document.querySelector('main')?.firstElementChild?.getAttribute('data-under-header') === 'dark',
        };
      });
    const atTop = await style();
    expect(atTop.scrolled).toBe('false');
    expect(atTop.position).not.toBe('fixed');
    expect(atTop.background === 'rgba(0, 0, 0, 0)', `see-through exactly when the page opens dark (${atTop.background})`).toBe(atTop.opensDark);
    expect(atTop.backdrop).not.toMatch(/blur/);

    const innerHeight = await page.evaluate(() => window.innerHeight);
    await scrollTo(page, Math.round(innerHeight / 2));
    await page.waitForTimeout(150);
    expect((await style()).scrolled, 'half a window height is not past the threshold').toBe('false');

    await scrollTo(page, innerHeight + 100);
    await expect.poll(async () => (await style()).scrolled).toBe('true');
    const scrolled = await style();
    expect(scrolled.position).toBe('fixed');
    expect(scrolled.backdrop).toMatch(/blur\(/);
    expect(scrolled.top).toBe(0);
    expect(scrolled.background).not.toBe('rgba(0, 0, 0, 0)');

    await scrollTo(page, 0);
    await expect.poll(async () => (await style()).scrolled).toBe('false');
    const back = await style();
    expect(back.position).not.toBe('fixed');
    expect(back.backdrop).not.toMatch(/blur/);
    await close();
  });

  it('a new page starts at the top after following a link from far down the page', async () => {
    const { page, close } = await visit(options, longPage);
    await scrollTo(page, 'bottom');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').locator(`a[href="${footerTarget}"]`).click();
    await shows(page, footerTarget);
    await expect.poll(() => scrollY(page), { timeout: 2000 }).toBe(0);
    await close();
  });

  it('the footer has the blurb, service and roof type links, phone, tagline, copyright year and Privacy Policy link', async () => {
    const { page, close } = await visit(options, longPage);
    const footer = page.getByRole('contentinfo');
    // The footer is rendered as it comes near the screen (content-visibility): a visitor scrolls to it.
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await footer.innerText()).replace(/\s+/g, ' ')).toContain(normalize(site.footer.blurb));
    const text = (await footer.innerText()).replace(/\s+/g, ' ');

    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const path of [...servicePaths, ...roofTypePaths]) expect(hrefs, `the footer links to ${path}`).toContain(path);
    for (const path of [...servicePaths, ...roofTypePaths])
      expect(await footer.locator(`a[href="${path}"]`).first().isVisible(), `${path} link is visible`).toBe(true);

    await expectPhoneLink(footer.locator('a[href^="tel:"]').first());
    expect(await footer.getByText(site.company.tagline, { exact: true }).isVisible()).toBe(true);
    const year = new Date().getFullYear();
    expect(text).toMatch(new RegExp(`(©|copyright)[^.]*\\b${year}\\b`, 'i'));

    const privacy = footer.getByRole('link', { name: site.footer.privacyLabel, exact: true });
    expect(await privacy.getAttribute('href')).toBe(site.footer.privacyHref);
    await privacy.click();
    await shows(page, site.footer.privacyHref);
    await close();
  });

  it('the skip link is the first thing Tab reaches, and it moves focus to the main content', async () => {
    const { page, close } = await visit(options, pageWithForm);
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => {
      const element = document.activeElement as HTMLAnchorElement | null;
      const target = element?.hash ? document.getElementById(decodeURIComponent(element.hash.slice(1))) : null;
      return { tag: element?.tagName, text: element?.textContent?.trim(), targetIsMain: Boolean(target?.closest('main')) };
    });
    expect(first.tag, 'the first Tab stop is a link').toBe('A');
    expect(first.text, 'the first Tab stop is the skip link').toBe(site.navigation.skipLinkLabel);
    expect(first.targetIsMain, 'the skip link points at the main content').toBe(true);
    const skip = page.locator(':focus');
    const box = await skip.boundingBox();
    expect(box && box.width > 20 && box.height > 20 && box.y >= 0, 'the focused skip link is visible on screen').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await close();
  });
});

describe('pages as documents, islands as the only JavaScript', () => {
  it('only the islands are hydrated: no element outside a <site-island> is wired to React', async () => {
    const { page, close } = await visit(desktop, longPage);
    const wiring = await page.evaluate(() => {
      const wired = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      const all = [...document.querySelectorAll('body *')];
      return {
        outside: all.filter((element) => wired(element) && !element.closest('site-island')).map((element) => element.outerHTML.slice(0, 80)),
        islands: [...document.querySelectorAll('site-island')].map((island) => island.getAttribute('data-island')),
        header: wired(document.querySelector('header')!),
      };
    });
    expect(wiring.outside, 'static sections stay plain HTML').toEqual([]);
    expect(wiring.header, 'the header, an island, is live').toBe(true);
    expect(wiring.islands.length).toBeGreaterThan(1);
    await close();
  });

  it('names speculation rules that prerender the pages of the site, which Chromium reads and acts on when the pointer rests on a link', async () => {
    const response = await fetch(baseUrl() + shortPage);
    const named = response.headers.get('speculation-rules')?.match(/^"(\/[^"]+)"$/)?.[1];
    expect(named, 'a Speculation-Rules header naming a file of this site').toBeTruthy();
    const rulesResponse = await fetch(baseUrl() + named!);
    expect(rulesResponse.headers.get('content-type')).toBe('application/speculationrules+json');
    const rules = (await rulesResponse.json()) as { prerender: { where: unknown; eagerness: string }[] };
    expect(JSON.stringify(rules.prerender[0]!.where)).toContain('"href_matches":"/*"');

    const { page, close } = await visit(desktop);
    const cdp = await page.context().newCDPSession(page);
    const events: { method: string; params: { url?: string; ruleSet?: { errorType?: string }; key?: { url: string } } }[] = [];
    for (const method of ['Preload.ruleSetUpdated', 'Preload.prefetchStatusUpdated', 'Preload.prerenderStatusUpdated'] as const)
      cdp.on(method, (params) => events.push({ method, params: params as (typeof events)[number]['params'] }));
    await cdp.send('Preload.enable');
    await expect.poll(() => events.filter((e) => e.method === 'Preload.ruleSetUpdated').length, { message: 'the rules reached Chromium' }).toBeGreaterThan(0);
    expect(events.find((e) => e.method === 'Preload.ruleSetUpdated')!.params.ruleSet?.errorType, 'the rules parse').toBeUndefined();
    const target = menuLinks.find((entry) => entry.href !== shortPage && entry.href !== homePath)!;
    await mainNav(page).getByRole('link', { name: target.label, exact: true }).hover();
    // A prerender where the browser allows it; under a test driver Chromium fetches the page ahead instead.
    await expect
      .poll(() => events.some((e) => e.method !== 'Preload.ruleSetUpdated' && e.params.key?.url === baseUrl() + target.href), {
        message: `the browser starts on ${target.href} once the pointer rests on its link`,
        timeout: 3000,
      })
      .toBe(true);
    await close();
  });

  it('opens a page the pointer rested on from its prerender: it is shown already hydrated', async () => {
    // A Chromium that prerenders as a visitor's does (a test driver's own Chromium will not).
    const visitorBrowser = await launchVisitorBrowser();
    try {
      const target = menuLinks.find((entry) => entry.href !== homePath)!;
      const change = await measurePageChange(visitorBrowser, {
        base: baseUrl(),
        from: homePath,
        to: target.href,
        restMs: 3000,
        cpuSlowdown: 1,
      });
      expect(change.prerendered, `${target.href} came from its prerender`).toBe(true);
      expect(change.hydratedMs, 'its islands were hydrated before it was shown').toBe(change.shownMs);
    } finally {
      await visitorBrowser.close();
    }
  });
});

describe('the menus work from the first paint: before the header is hydrated, and without JavaScript', () => {
  /** Opens a page whose scripts do not run: switched off, or held back until `release` is called. */
  async function visitBeforeScripts(options: BrowserContextOptions, mode: 'no JavaScript' | 'held') {
    const visitor = await openPage({ ...options, javaScriptEnabled: mode === 'held' });
    let release = () => {};
    if (mode === 'held') {
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await visitor.page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
    }
    // A held script holds up DOMContentLoaded too (module scripts are deferred): wait for the page's end instead.
    await visitor.page.goto(baseUrl() + shortPage, { waitUntil: 'commit' });
    await visitor.page.locator('footer').waitFor({ state: 'attached' });
    return { ...visitor, release };
  }

  it.each(['no JavaScript', 'held'] as const)('at 390px (%s): the menu opens, a group unfolds, Escape closes it, a link is followed', async (mode) => {
    const { page, close, release } = await visitBeforeScripts(phone, mode);
    const toggle = menuButton(page);
    const menu = mobileMenu(page);
    await toggle.tap();
    await menu.waitFor();
    expect(await isExpanded(toggle)).toBe(true);
    const group = menuGroup(menu, roofTypesLabel);
    await group.tap();
    await expect.poll(() => groupList(group).isVisible()).toBe(true);
    if (mode === 'held') {
      // The header is hydrated while the menu is open: it stays open, as the visitor left it.
      release();
      await waitForApp(page);
      expect(await menu.isVisible(), 'hydration leaves the open menu open').toBe(true);
      expect(await groupList(group).isVisible(), 'and the unfolded group unfolded').toBe(true);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await isExpanded(toggle)).toBe(false);

    await toggle.tap();
    const target = menuLinks.find((entry) => entry.href !== shortPage && entry.href !== homePath)!;
    await menu.getByRole('link', { name: target.label, exact: true }).tap();
    await shows(page, target.href);
    expect(await menu.isVisible(), 'the new page starts with its menu closed').toBe(false);
    await close();
  });

  it.each(['no JavaScript', 'held'] as const)('at 1280px (%s): a list opens by click and by keyboard, one at a time, and closes', async (mode) => {
    const { page, close, release } = await visitBeforeScripts(desktop, mode);
    const services = menuGroup(mainNav(page), servicesLabel);
    const roofTypes = menuGroup(mainNav(page), roofTypesLabel);
    const servicesPanel = await panelOf(page, services);
    await services.click();
    await expect.poll(() => servicesPanel.isVisible()).toBe(true);
    expect(await isExpanded(services)).toBe(true);
    await expectMenuItems(servicesPanel, servicePaths, false);
    await roofTypes.click();
    await expect.poll(() => isExpanded(roofTypes)).toBe(true);
    expect(await servicesPanel.isVisible(), 'opening one list closes the other').toBe(false);
    // Its button closes it again (a click outside and Escape need JavaScript).
    await roofTypes.click();
    await expect.poll(() => isExpanded(roofTypes)).toBe(false);

    await services.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => servicesPanel.isVisible()).toBe(true);
    if (mode === 'held') {
      release();
      await waitForApp(page);
      expect(await servicesPanel.isVisible(), 'hydration leaves the open list open').toBe(true);
      await page.keyboard.press('Escape');
    } else {
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => servicesPanel.isVisible()).toBe(false);
    expect(await isFocused(services)).toBe(true);
    await close();
  });
});
