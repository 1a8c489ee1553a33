/**
 * `npm run measure:interaction`: how fast the site answers a visitor's first taps, INP-style, in
 * Chromium with the CPU slowed 4× (a mid-range phone): opening the phone menu, opening a menu
 * dropdown on a wide screen, and Free Estimate on a page with a form at the top and on the one
 * whose form is furthest down. For each, Chromium's own Event Timing duration (from the input to
 * the next frame painted after the page answered), median and worst of 5 fresh page loads
 * (`--runs 11` for more). The menus are timed again before the page's scripts have run (they are
 * held back), as for a visitor who taps at once on a page just opened: a menu that needs
 * JavaScript does not answer at all then. Then moving to another page by a menu
 * link, for a pointer that rests on the link 1 s, 300 ms or not at all before the click: timed
 * from the click until the new page is on screen, and until its islands are hydrated
 * (pageChange.ts).
 *
 * Labels and pages come from site.config.json and pages/. Run `npm run build` first; figures,
 * not a test: run it on a quiet machine. Give several built sites to compare them in one run
 * (`npm run measure:interaction -- dist-before dist`): their runs alternate, so a machine that
 * slows down mid-run slows both alike.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { validateSite } from '../engine/content/validateSite';
import { estimateFormIndex } from '../platform/integrations/freeEstimate';
import { createStaticServer } from '../engine/server/staticServer';
import { launchBrowser } from './chromium';
import { median, ms } from './figures';
import { describePageChanges, launchVisitorBrowser, mainMenuPages, measurePageChange, pointerRests, type PageChange } from './pageChange';

const root = process.cwd();
const { pages, site } = validateSite(root);
if (!site) throw new Error('The site has errors: run npm run validate.');
/** Free Estimate on the first page with a form, and on the page whose form is furthest down (a long scroll). */
const pagesWithForms = pages.filter((page) => estimateFormIndex(page.sections) >= 0);
const deepestForm = pagesWithForms.reduce<(typeof pages)[number] | undefined>(
  (deepest, page) => (!deepest || estimateFormIndex(page.sections) > estimateFormIndex(deepest.sections) ? page : deepest),
  undefined,
);
const estimatePages = [...new Set([pagesWithForms[0]?.path, deepestForm?.path])].filter((path) => path !== undefined);
const dropdown = site.navigation.menu.find((entry) => 'list' in entry)?.label;
const otherPage = mainMenuPages(site)[0];
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, for example --runs 11.');
const distDirs = (args.length ? args : ['dist']).map((dir) => path.resolve(root, dir));
const throttling = 4;

interface Interaction {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  /** What the visitor clicks. */
  control: (page: Page) => Locator;
  /** A menu button: also timed before the page's scripts run, answered when the panel it controls shows. */
  opensMenu?: boolean;
}

const interactions: Interaction[] = [
  {
    name: 'phone menu opens',
    path: '/',
    viewport: { width: 390, height: 844 },
    control: (page) => page.getByRole('button', { name: site.navigation.menuButtonLabel, exact: true }),
    opensMenu: true,
  },
  ...(dropdown
    ? [
        {
          name: `"${dropdown}" dropdown opens`,
          path: '/',
          viewport: { width: 1280, height: 800 },
          // A <details>: its summary is the button (an older build's is a <button>).
          control: (page: Page) => {
            const nav = page.getByRole('navigation', { name: 'Main' });
            return nav.locator('summary, button').and(nav.getByText(dropdown, { exact: true }));
          },
          opensMenu: true,
        },
      ]
    : []),
  ...estimatePages.map((path) => ({
    name: `Free Estimate on ${path}`,
    path,
    viewport: { width: 1280, height: 800 },
    control: (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByText(site.navigation.estimateLabel, { exact: true }),
  })),
];

const servers = await Promise.all(
  distDirs.map(async (dir) => {
    const server = createStaticServer(dir);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { dir: path.relative(root, dir) || '.', server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }),
);
const browser = await launchBrowser();

/** A page in a fresh context with the CPU slowed; `scripts: 'held'` holds its scripts back until it is closed. */
async function openThrottled(base: string, pagePath: string, viewport: { width: number; height: number }, scripts: 'run' | 'held') {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
  if (scripts === 'held') {
    await page.route(/\.js$/, () => {});
    // Module scripts are deferred, and DOMContentLoaded waits for them: wait for the first paint.
    await page.goto(base + pagePath, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  } else {
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  }
  return { page, close: () => context.close() };
}

/**
 * Chromium's Event Timing duration of a click on the interaction's control, or null when a menu
 * did not open (within 1.5 s).
 */
async function interactionDuration(base: string, interaction: Interaction, scripts: 'run' | 'held'): Promise<number | null> {
  const { page, close } = await openThrottled(base, interaction.path, interaction.viewport, scripts);
  await page.evaluate(() => {
    const w = window as unknown as { interactionDurations: number[] };
    w.interactionDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) if (entry.interactionId) w.interactionDurations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const control = interaction.control(page);
  const panelId = interaction.opensMenu ? await control.getAttribute('aria-controls') : null;
  await control.click();
  await page.waitForTimeout(1500);
  const seen = await page.evaluate(() => (window as unknown as { interactionDurations: number[] }).interactionDurations);
  const answered = panelId === null || (await page.locator(`[id="${panelId}"]`).isVisible());
  await close();
  if (!answered) return null;
  // Under 16 ms Chromium reports nothing: the answer came within one frame.
  return seen.length ? Math.max(...seen) : 16;
}

/** Median and worst of the runs that answered, and how many did not. */
function describeDurations(durations: (number | null)[]): string {
  const answered = durations.filter((duration): duration is number => duration !== null);
  const unanswered = durations.length - answered.length;
  if (!answered.length) return `no answer in any of ${durations.length} runs`;
  return `median ${ms(median(answered))}, worst ${ms(Math.max(...answered))}${unanswered ? `; no answer in ${unanswered} of ${durations.length}` : ''}`;
}

try {
  const label = (dir: string) => (servers.length > 1 ? ` [${dir}]` : '');
  console.log(`Interaction to next paint, CPU slowed ${throttling}×, ${runs} fresh loads each (target ≤ 100 ms):`);
  const variants = interactions.flatMap((interaction) => [
    { interaction, scripts: 'run' as const, name: interaction.name },
    ...(interaction.opensMenu ? [{ interaction, scripts: 'held' as const, name: `${interaction.name}, before scripts run` }] : []),
  ]);
  for (const { interaction, scripts, name } of variants) {
    const durations = servers.map(() => [] as (number | null)[]);
    for (let run = 0; run < runs; run++)
      for (const [at, { base }] of servers.entries()) durations[at]!.push(await interactionDuration(base, interaction, scripts));
    for (const [at, { dir }] of servers.entries()) console.log(`  ${(name + label(dir)).padEnd(60)} ${describeDurations(durations[at]!)}`);
  }
  if (otherPage) {
    // Another Chromium, driven so that it prerenders as a visitor's does (pageChange.ts).
    const visitorBrowser = await launchVisitorBrowser();
    try {
      console.log(`Moving from / to ${otherPage.href} by its menu link, CPU slowed ${throttling}×, ${runs} runs (timed from the click):`);
      for (const restMs of pointerRests) {
        const changes = servers.map(() => [] as PageChange[]);
        for (let run = 0; run < runs; run++)
          for (const [at, { base }] of servers.entries())
            changes[at]!.push(await measurePageChange(visitorBrowser, { base, from: '/', to: otherPage.href, restMs, cpuSlowdown: throttling }));
        for (const [at, { dir }] of servers.entries())
          console.log(`  ${`pointer rests ${restMs} ms${label(dir)}`.padEnd(40)} ${describePageChanges(changes[at]!)}`);
      }
    } finally {
      await visitorBrowser.close();
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
}
