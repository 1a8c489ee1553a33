/**
 * `npm run audit`: builds the site, serves it, and measures every route in headless Chromium:
 * Lighthouse with its mobile defaults, axe-core at 390px and 1280px, an HTML validator on the
 * raw HTML, and the first-load JS. It also runs Lighthouse on each page with every script
 * removed, and prints the ratio of the two LCPs: 1.0 means the page paints as fast as its own
 * HTML and CSS would with no JavaScript at all.
 *
 * Prints one row per route and the worst figure of each kind; exits 1 below the targets.
 * The no-JS variant's performance score and total blocking time are printed beside the real
 * ones: on a shared machine Lighthouse's figures move from run to run, and the gap between the
 * two, measured in the same run, is what the site's JavaScript costs.
 *
 * A second table says where the main thread's time goes while each page loads, with and without
 * its scripts (Lighthouse's main-thread work breakdown): the page's own parse, style and layout,
 * or JavaScript. The page without scripts, and the blocking time its scripts add, each have a budget.
 *
 * Then it times moving from the home page to each page of the main menu (prerendered by the
 * speculation rules when the pointer rests on the link), and prints those figures.
 *
 * The targets are in engine/checks/budgets.ts.
 *
 * Options: --no-build (audit the existing build), --dist <folder> (build into, or audit, another
 * folder than dist/), --runs N (Lighthouse runs per variant; the median is reported; default 3),
 * --routes /a,/b (only these routes).
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticServer } from '../engine/server/staticServer';
import { axeViolations, htmlProblems } from './accessibilityAndHtml';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';
import {
  figure,
  type MainThreadWork,
  medianMainThreadWork,
  medianMetric,
  medianScore,
  unmeasured,
  workKinds,
  type LighthouseReport,
} from './lighthouseFigures';
import { validateSite } from '../engine/content/validateSite';
import { describePageChanges, launchVisitorBrowser, mainMenuPages, measurePageChange, pointerRests, type PageChange } from './pageChange';
import { auditTargets as targets, firstLoadBudgetKb } from '../engine/checks/budgets';
import { readOptions, refuse } from './commandLine';
import { measureRoutes } from './size';

const usage = 'npm run audit [-- --no-build] [--dist <folder>] [--runs 3] [--routes /,/about]';
const options = readOptions(usage, {
  'no-build': { type: 'boolean', default: false },
  dist: { type: 'string', default: 'dist' },
  runs: { type: 'string', default: '3' },
  routes: { type: 'string' },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) refuse(`--runs ${options.runs} is not a whole number of runs.`, usage);
const distDir = path.resolve(options.dist);

if (!options['no-build']) {
  const build = spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'engine/cli/build.ts', '--out', distDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const site = createStaticServer(distDir);
const bare = createStaticServer(distDir, { withoutScripts: true });
const siteUrl = await listen(site);
const bareUrl = await listen(bare);

const onlyRoutes = options.routes?.split(',');
const sizes = (await measureRoutes(distDir)).filter((r) => !onlyRoutes || onlyRoutes.includes(r.route));
/**
 * Lighthouse refuses to measure a response with status 404, so the not-found page is audited
 * as the file itself (/404.html, status 200): the same HTML a visitor gets at an unknown address.
 */
const notFoundAddress = '/404.html';

interface Row {
  route: string;
  isNotFound: boolean;
  performance: number;
  barePerformance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  tbtMs: number;
  bareTbtMs: number;
  lcpMs: number;
  bareLcpMs: number;
  cls: number;
  axe390: number;
  axe1280: number;
  htmlErrors: number;
  jsKb: number;
  work: MainThreadWork;
  bareWork: MainThreadWork;
  failures: string[];
}

// One Chromium for everything: Lighthouse drives it by its debugging port, and playwright
// connects to the same port for the axe checks.
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs, logLevel: 'silent' });
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const rows: Row[] = [];

/**
 * One Lighthouse run of a page. Now and then a run on a busy machine cannot measure the page
 * at all (a trace that never settles, a metric with no value); such a run is not a score of
 * zero, so it is tried again, and reported with its reason if it fails every time.
 */
async function runLighthouse(url: string, failures: string[], attempts = 3): Promise<LighthouseReport | undefined> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const lhr = (await lighthouse(url, { port: Number(chrome.port), output: 'json', logLevel: 'error' }))?.lhr;
    const problem = unmeasured(lhr);
    if (!problem) return lhr;
    console.error(`  Lighthouse could not measure ${url} (attempt ${attempt} of ${attempts}): ${problem}`);
    if (attempt === attempts) failures.push(`Lighthouse could not measure ${url}: ${problem}`);
  }
  return undefined;
}

async function axeAt(url: string, width: number): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

try {
  for (const size of sizes) {
    const address = size.isNotFound ? notFoundAddress : size.route;
    const failedRuns: string[] = [];
    const lhrs: LighthouseReport[] = [];
    const bareLhrs: LighthouseReport[] = [];
    // The two variants alternate, so a busy moment on the machine does not fall on one only.
    for (let i = 0; i < runs; i++) {
      for (const [base, reports] of [
        [siteUrl, lhrs],
        [bareUrl, bareLhrs],
      ] as const) {
        const report = await runLighthouse(base + address, failedRuns);
        if (report) reports.push(report);
      }
    }
    const axe390 = await axeAt(siteUrl + address, 390);
    const axe1280 = await axeAt(siteUrl + address, 1280);
    const htmlMessages = await htmlProblems(distDir, size.file);
    // Medians of the runs that measured; with none, NaN, which fails every target below.
    const row: Row = {
      route: size.route,
      isNotFound: size.isNotFound,
      performance: medianScore(lhrs, 'performance'),
      barePerformance: medianScore(bareLhrs, 'performance'),
      accessibility: medianScore(lhrs, 'accessibility'),
      bestPractices: medianScore(lhrs, 'best-practices'),
      seo: medianScore(lhrs, 'seo'),
      fcpMs: medianMetric(lhrs, 'first-contentful-paint'),
      tbtMs: medianMetric(lhrs, 'total-blocking-time'),
      bareTbtMs: medianMetric(bareLhrs, 'total-blocking-time'),
      lcpMs: medianMetric(lhrs, 'largest-contentful-paint'),
      bareLcpMs: medianMetric(bareLhrs, 'largest-contentful-paint'),
      cls: medianMetric(lhrs, 'cumulative-layout-shift'),
      axe390: axe390.length,
      axe1280: axe1280.length,
      htmlErrors: htmlMessages.length,
      jsKb: size.jsBytes / 1024,
      work: medianMainThreadWork(lhrs),
      bareWork: medianMainThreadWork(bareLhrs),
      // Lighthouse runs that could not measure the page, even when tried again, come first.
      failures: failedRuns,
    };
    // The not-found page must answer 404 and ask not to be indexed, and the spec has it log the
    // address to the console: Lighthouse's SEO and best-practice checks rightly flag exactly
    // that, so those two categories are reported for it but not held to 100.
    const { isNotFound } = row;
    if (!(row.performance >= targets.performance)) row.failures.push(`performance ${figure(row.performance)}`);
    if (!(row.accessibility >= targets.accessibility)) row.failures.push(`accessibility ${figure(row.accessibility)}`);
    if (!isNotFound && !(row.bestPractices >= targets.bestPractices)) row.failures.push(`best practices ${figure(row.bestPractices)}`);
    if (!isNotFound && !(row.seo >= targets.seo)) row.failures.push(`SEO ${figure(row.seo)}`);
    if (!(row.cls < targets.cls)) row.failures.push(`CLS ${figure(row.cls, 3)}`);
    if (row.jsKb > firstLoadBudgetKb.js) row.failures.push(`JS ${row.jsKb.toFixed(1)} KB`);
    if (!(row.bareTbtMs <= targets.bareTbtMs)) row.failures.push(`total blocking time without scripts ${figure(row.bareTbtMs)} ms`);
    if (!(row.tbtMs - row.bareTbtMs <= targets.hydrationTbtMs)) row.failures.push(`scripts add ${figure(row.tbtMs - row.bareTbtMs)} ms of blocking time`);
    for (const v of axe390) row.failures.push(`axe@390 ${v}`);
    for (const v of axe1280) row.failures.push(`axe@1280 ${v}`);
    for (const m of htmlMessages) row.failures.push(`html ${m}`);
    rows.push(row);
    printRow(row);
  }
  printMainThreadWork();
  await printPageChanges();
} finally {
  await browser.close();
  chrome.kill();
  site.close();
  bare.close();
}

function printRow(row: Row) {
  if (rows.length === 1) {
    console.log(`\n${'route'.padEnd(30)} perf no-JS  a11y  b.p.  seo  FCP ms  TBT ms no-JS   LCP ms no-JS  ratio  CLS    axe390 axe1280 html  JS KB`);
  }
  const cells = [
    row.route.padEnd(30),
    figure(row.performance).padStart(4),
    figure(row.barePerformance).padStart(5),
    figure(row.accessibility).padStart(5),
    figure(row.bestPractices).padStart(5),
    figure(row.seo).padStart(4),
    figure(row.fcpMs).padStart(7),
    figure(row.tbtMs).padStart(7),
    figure(row.bareTbtMs).padStart(5),
    figure(row.lcpMs).padStart(8),
    figure(row.bareLcpMs).padStart(5),
    figure(row.lcpMs / row.bareLcpMs, 2).padStart(6),
    figure(row.cls, 3).padStart(6),
    String(row.axe390).padStart(7),
    String(row.axe1280).padStart(7),
    String(row.htmlErrors).padStart(5),
    row.jsKb.toFixed(1).padStart(6),
  ];
  console.log(cells.join(' '));
}

/** Where each page's main-thread time goes, with its scripts and without (medians, ms at 4× CPU). */
function printMainThreadWork() {
  const columns: [keyof MainThreadWork, string][] = [
    ['total', 'total'],
    ...(Object.entries(workKinds) as [keyof MainThreadWork, string][]),
    ['longestTask', 'longest task'],
  ];
  console.log(`\nMain-thread work while loading, Lighthouse (ms of the CPU slowed 4×, median of ${runs}): with scripts / without`);
  console.log(`${'route'.padEnd(30)}${columns.map(([, label]) => label.padStart(18)).join('')}`);
  for (const row of rows) {
    const cells = columns.map(([key]) => `${figure(row.work[key])} / ${figure(row.bareWork[key])}`.padStart(18));
    console.log(`${row.route.padEnd(30)}${cells.join('')}`);
  }
}

/**
 * Moving between pages: from the home page to each page of the main menu, for a visitor whose
 * pointer rests on the link 1 s, 300 ms or not at all (pageChange.ts, with its own Chromium,
 * which prerenders as a visitor's does). Figures only: how soon the next page is on screen and
 * its islands hydrated depends on the visitor's hand as much as on the site.
 */
async function printPageChanges() {
  // The build has validated the site, so its settings are there.
  const destinations = mainMenuPages(validateSite(process.cwd()).site!).map((entry) => entry.href);
  const targetsHere = destinations.filter((href) => !onlyRoutes || onlyRoutes.includes(href));
  if (!targetsHere.length) return;
  console.log(`\nMoving from / to a page of the main menu, desktop, CPU slowed 4× (median of ${runs}; timed from the click):`);
  const visitorBrowser = await launchVisitorBrowser();
  try {
    for (const href of targetsHere) {
      for (const restMs of pointerRests) {
        const changes: PageChange[] = [];
        for (let i = 0; i < runs; i++) changes.push(await measurePageChange(visitorBrowser, { base: siteUrl, from: '/', to: href, restMs, cpuSlowdown: 4 }));
        console.log(`  ${`→ ${href}, pointer rests ${restMs} ms`.padEnd(40)} ${describePageChanges(changes)}`);
      }
    }
  } finally {
    await visitorBrowser.close();
  }
}

// The worst of each figure over the routes where it was measured; an unmeasured route is
// listed with its reason among the failures below.
const measured = (pick: (row: Row) => number, of = rows) => of.map(pick).filter(Number.isFinite);
const indexableRows = rows.filter((r) => !r.isNotFound);
const worst = {
  performance: Math.min(...measured((r) => r.performance)),
  barePerformance: Math.min(...measured((r) => r.barePerformance)),
  tbtMs: Math.max(...measured((r) => r.tbtMs)),
  bareTbtMs: Math.max(...measured((r) => r.bareTbtMs)),
  hydrationTbtMs: Math.max(...measured((r) => r.tbtMs - r.bareTbtMs)),
  accessibility: Math.min(...measured((r) => r.accessibility)),
  bestPractices: Math.min(...measured((r) => r.bestPractices, indexableRows)),
  seo: Math.min(...measured((r) => r.seo, indexableRows)),
  lcpRatio: Math.max(...measured((r) => r.lcpMs / r.bareLcpMs)),
  cls: Math.max(...measured((r) => r.cls)),
  axe: Math.max(...rows.map((r) => r.axe390 + r.axe1280)),
  html: Math.max(...rows.map((r) => r.htmlErrors)),
  jsKb: Math.max(...rows.map((r) => r.jsKb)),
};
console.log(
  `\nworst: performance ${figure(worst.performance)} (no-JS: ${figure(worst.barePerformance)}), total blocking time ${figure(worst.tbtMs)} ms (no-JS: ${figure(worst.bareTbtMs)} ms; added by scripts: ${figure(worst.hydrationTbtMs)} ms), accessibility ${figure(worst.accessibility)}, best practices ${figure(worst.bestPractices)}, SEO ${figure(worst.seo)} (pages other than 404), ` +
    `LCP / no-JS LCP ${figure(worst.lcpRatio, 2)}, CLS ${figure(worst.cls, 3)}, axe violations ${worst.axe}, HTML errors ${worst.html}, first-load JS ${worst.jsKb.toFixed(1)} KB` +
    `  (Lighthouse runs per variant: ${runs})`,
);
const failing = rows.filter((r) => r.failures.length > 0);
for (const row of failing) console.log(`\n✖ ${row.route}\n  ${row.failures.join('\n  ')}`);
console.log(failing.length ? `\n✖ ${failing.length} of ${rows.length} routes miss the targets.` : `\n✔ All ${rows.length} routes meet the targets.`);
process.exitCode = failing.length ? 1 : 0;
