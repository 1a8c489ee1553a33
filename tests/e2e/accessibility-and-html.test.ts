/**
 * Accessibility beyond the page as it loads (every page at 390 and 1280 px: everyPage.test.ts):
 * axe-core finds no WCAG 2.2 AA violation in the open menus, and the header stays readable
 * whatever section an editor puts first.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tools/accessibilityAndHtml';
import { baseUrl, browserForThisFile } from '../support/harness';
import { homePath, pages, site, visitPath, waitForApp } from '../support/siteData';

describe('axe-core', () => {
  const openPage = browserForThisFile();
  it('the open menus have none: the phone menu with its groups unfolded, and each list of the desktop menu', async () => {
    const visitor = await openPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const { page } = visitor;
    // A transition cut short (one list closing as the other opens) rejects its promise: allSettled.
    const settled = () => page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    try {
      await page.goto(baseUrl() + homePath, { waitUntil: 'load' });
      await waitForApp(page);
      const found: Record<string, string[]> = {};
      await page.getByRole('button', { name: site.navigation.menuButtonLabel }).click();
      for (const group of await page.locator('#mobile-menu summary').all()) await group.click();
      await settled();
      found['phone menu'] = await axeViolations(page);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const entry of site.navigation.menu.filter((item) => 'list' in item)) {
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav
          .locator('summary')
          .and(nav.getByText(entry.label, { exact: true }))
          .click();
        await settled();
        found[entry.label] = await axeViolations(page);
      }
      expect(Object.keys(found)).toHaveLength(1 + site.navigation.menu.filter((item) => 'list' in item).length);
      for (const [menu, violations] of Object.entries(found)) expect(violations, menu).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

describe('whatever section an editor puts first', () => {
  const openPage = browserForThisFile();
  // The page with the most sections, its opening section moved to the end in the browser: the
  // next one (light, on the sample pages) now opens the page, as after a reorder in the file.
  const longest = [...pages].sort((a, b) => b.sections.length - a.sections.length)[0]!;

  it.each([390, 1280])('the header stays readable and covers nothing at %ipx', async (width) => {
    const visitor = await openPage({ viewport: { width, height: 900 }, bypassCSP: true });
    try {
      await visitor.page.goto(baseUrl() + visitPath(longest), { waitUntil: 'load' });
      await waitForApp(visitor.page);
      const header = () =>
        visitor.page.evaluate(() => {
          const main = document.querySelector('main')!;
          const headerBox = document.querySelector('header[data-scrolled]')!;
          // The header's colour change is animated: read where it ends.
          for (const animation of headerBox.getAnimations()) animation.finish();
          return {
            background: getComputedStyle(headerBox).backgroundColor,
            headerBottom: headerBox.getBoundingClientRect().bottom,
            contentTop: main.firstElementChild!.getBoundingClientRect().top,
            opensDark: main.firstElementChild!.getAttribute('data-under-header') === 'dark',
          };
        });
      // As built: see-through exactly over a dark opening section (a hero).
      const asBuilt = await header();
      expect(asBuilt.background === 'rgba(0, 0, 0, 0)').toBe(asBuilt.opensDark);
      const moved = await visitor.page.evaluate(() => {
        const main = document.querySelector('main')!;
        const sections = [...main.children];
        const light = sections.findIndex((section) => !section.hasAttribute('data-under-header'));
        for (const section of sections.slice(0, Math.max(light, 0))) main.append(section);
        return light >= 0;
      });
      expect(moved, 'the page has a section that is not dark at the top').toBe(true);
      // Reordered: the header is solid, and the page starts below it.
      const reordered = await header();
      expect(reordered.background).toMatch(/^rgb\(/);
      expect(reordered.contentTop).toBeGreaterThanOrEqual(reordered.headerBottom);
      expect(await axeViolations(visitor.page)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
