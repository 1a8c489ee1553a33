/**
 * The layout checker's browser side: opens each page of a served build in Chromium at each width,
 * and reports what breaks, part by part (tools/layouts/inPage.ts measures; axe-core checks tap
 * targets and contrast). The page's script is held back until the page as the HTML lays it out has
 * been measured, then let go: anything that moves when the islands hydrate is a layout shift.
 * A part that fails is saved as a screenshot, its offending elements outlined.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { axeViolationsIn, everySectionRenderedCss } from '../accessibilityAndHtml';
import { findLayoutProblems, layoutBoxes, type PartBoxes, type PartProblem, type ProblemRule } from './inPage';

/** The widths every page is checked at: small and common phones, a tablet, laptops, a desktop. */
export const layoutWidths = [360, 390, 768, 1024, 1280, 1440] as const;

/** What a page's parts are (its sections in order, then the footer), for the report. */
export interface PartLabel {
  /** The section type ("stats"), or "footer". */
  type: string;
  /** Which case it shows ("stats/most"), or where it comes from ("pages/about.json, section 3"). */
  what: string;
}

export interface LayoutPage {
  path: string;
  parts: PartLabel[];
}

export interface LayoutFailure {
  page: string;
  part: PartLabel;
  width: number;
  rule: ProblemRule;
  message: string;
  screenshot?: string;
}

export interface CheckOptions {
  browser: Browser;
  baseUrl: string;
  pages: LayoutPage[];
  widths?: readonly number[];
  /** The widths at which axe checks tap targets and contrast (every width unless said): axe takes longer than the rest together. */
  axeWidths?: readonly number[];
  /** Where screenshots of failing parts go; none are taken without it. */
  screenshotDir?: string;
  /** Called after each page and width, for progress. */
  onChecked?: (page: string, width: number) => void;
  /** For the checker's own test: runs in the page after it is hydrated and before it is measured. */
  alter?: (page: Page, path: string) => Promise<void>;
}

/** Playwright runs functions in the page from their source; the build tool's name helper must exist there. */
const nameHelper = 'globalThis.__name = globalThis.__name || ((target) => target);';

export async function checkPageLayouts({
  browser,
  baseUrl,
  pages,
  widths = layoutWidths,
  axeWidths = widths,
  screenshotDir,
  onChecked,
  alter,
}: CheckOptions): Promise<LayoutFailure[]> {
  const failures: LayoutFailure[] = [];
  if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
      bypassCSP: true,
      hasTouch: width < 1024,
    });
    try {
      const scripts = await holdScripts(context, baseUrl);
      const page = await context.newPage();
      await page.addInitScript(nameHelper);
      for (const checked of pages) {
        failures.push(...(await checkPage(page, scripts, baseUrl, checked, width, { screenshotDir, alter, axe: axeWidths.includes(width) })));
        onChecked?.(checked.path, width);
      }
    } finally {
      await context.close();
    }
  }
  return failures;
}

/**
 * The site's stylesheet with every part rendered (none deferred by content-visibility), and its
 * scripts held back until `release()`.
 */
async function holdScripts(context: BrowserContext, baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  let release: () => void = () => {};
  let released = Promise.resolve();
  // The stylesheet is one file for every page: read once, from the server itself.
  const stylesheets = new Map<string, Promise<string>>();
  const stylesheet = (url: string) => {
    if (!stylesheets.has(url))
      stylesheets.set(
        url,
        fetch(url).then(async (response) => `${await response.text()}\n${everySectionRenderedCss}`),
      );
    return stylesheets.get(url)!;
  };
  await context.route(
    (url) => url.origin === origin && /\.(css|js)$/.test(url.pathname),
    async (route: Route) => {
      try {
        const url = route.request().url();
        if (url.endsWith('.css')) return await route.fulfill({ status: 200, contentType: 'text/css; charset=utf-8', body: await stylesheet(url) });
        await released;
        return await route.continue();
      } catch {
        // The page went on to the next one while this was held; nothing waits for it.
      }
    },
  );
  // Nothing outside the site is reached (a provider's real form or scripts): the page shows what it shows offline.
  await context.route(
    (url) => url.origin !== origin && url.protocol.startsWith('http'),
    (route) => route.abort('internetdisconnected'),
  );
  return {
    hold() {
      released = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

async function checkPage(
  page: Page,
  scripts: Awaited<ReturnType<typeof holdScripts>>,
  baseUrl: string,
  checked: LayoutPage,
  width: number,
  { screenshotDir, alter, axe }: { screenshotDir?: string; alter?: CheckOptions['alter']; axe: boolean },
): Promise<LayoutFailure[]> {
  const problems = new Map<number, PartProblem[]>();
  const report = (part: number, rule: ProblemRule, message: string) => problems.set(part, [...(problems.get(part) ?? []), { rule, message }]);

  scripts.hold();
  await page.goto(baseUrl + checked.path, { waitUntil: 'commit' });
  await page.waitForSelector('main ~ footer', { state: 'attached' });
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet));
  await settled(page);
  const before = await page.evaluate(layoutBoxes);
  scripts.release();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  await settled(page);
  if (alter) await alter(page, checked.path);
  const after = await page.evaluate(layoutBoxes);
  for (const shift of hydrationShifts(before, after)) report(shift.part, 'hydration-shift', shift.message);

  if ((await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)) > 0) {
    report(-1, 'overflow', 'the page is wider than the screen: it scrolls sideways');
  }
  for (const { part, problems: found } of await page.evaluate(findLayoutProblems)) for (const p of found) report(part, p.rule, p.message);
  if (axe) for (const { part, rule, message } of await axeProblems(page)) report(part, rule, message);

  const failures: LayoutFailure[] = [];
  for (const [part, found] of problems) {
    const label = checked.parts[part] ?? { type: 'page', what: checked.path };
    let screenshot: string | undefined;
    if (screenshotDir) {
      screenshot = path.join(screenshotDir, `${label.what.replace(/[^a-z0-9-]+/gi, '_')}-${width}.png`);
      await screenshotPart(page, part, screenshot);
    }
    for (const { rule, message } of found) failures.push({ page: checked.path, part: label, width, rule, message, screenshot });
  }
  return failures;
}

/** Laid out, with the fonts that layout asked for loaded, and painted. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Parts whose elements moved or changed size when the islands hydrated (more than a pixel). */
function hydrationShifts(before: PartBoxes[], after: PartBoxes[]): { part: number; message: string }[] {
  return before.flatMap((part) => {
    const later = after.find((candidate) => candidate.part === part.part);
    if (!later) return [];
    const now = new Map(later.boxes.map((box) => [box.path, box]));
    const moved = part.boxes.filter((box) => {
      const other = now.get(box.path);
      return other && ['left', 'top', 'width', 'height'].some((key) => Math.abs(other[key as 'left'] - box[key as 'left']) > 1);
    });
    if (moved.length === 0 && Math.abs(later.height - part.height) <= 1) return [];
    const first = moved[0];
    const detail = first
      ? `${first.path.split('/').pop()} moved from ${first.left},${first.top} to ${now.get(first.path)!.left},${now.get(first.path)!.top}`
      : '';
    return [
      {
        part: part.part,
        message: `the layout shifts when the page's scripts hydrate it (${moved.length} elements moved${detail ? `, the first: ${detail}` : ''})`,
      },
    ];
  });
}

/** axe-core's tap-target and contrast rules (WCAG 2.2 AA), each violation given to its part. */
async function axeProblems(page: Page): Promise<{ part: number; rule: ProblemRule; message: string }[]> {
  const violations = await axeViolationsIn(page, { rules: ['color-contrast', 'target-size'], include: [['main'], ['main ~ footer']] });
  return page.evaluate((violations) => {
    const main = document.querySelector('main');
    const footer = document.querySelector('main ~ footer');
    const parts = [...(main?.children ?? []), ...(footer ? [footer] : [])];
    return violations.flatMap((violation) =>
      violation.targets.map((target) => {
        const element = document.querySelector(target);
        element?.setAttribute('data-layout-problem', '');
        const part = parts.findIndex((candidate) => candidate === element || candidate.contains(element));
        const text = (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        const rule = violation.id === 'target-size' ? ('target-size' as const) : ('contrast' as const);
        return { part, rule, message: `${violation.help}: <${element?.tagName.toLowerCase()}> "${text}"` };
      }),
    );
  }, violations);
}

/** A screenshot of one part (or of the page's first screen), its offending elements outlined in magenta. */
async function screenshotPart(page: Page, part: number, file: string) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-layout-problem]')) element.style.outline = '3px solid #ff00ff';
  });
  if (part < 0) {
    await page.screenshot({ path: file });
    return;
  }
  const locator = page.locator('main > *, main ~ footer').nth(part);
  await locator.screenshot({ path: file, animations: 'disabled' }).catch(() => page.screenshot({ path: file, fullPage: true }));
}
