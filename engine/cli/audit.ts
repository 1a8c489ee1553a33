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
 * Options: --no-build (audit the existing dist/), --runs N (Lighthouse runs per variant; the
 * median is reported; default 3), --routes /a,/b (only these routes).
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { htmlFileFor, notFoundPath } from '../../schema/paths';
import { createStaticServer } from '../staticServer';
import { axeViolations, htmlProblems } from './pageChecks';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium';
import { measureRoutes } from './size';

const targets = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.01, jsKb: 100 };
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 3);
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

if (!args.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'engine/cli/build.ts'], { stdio: 'inherit', env: { ...process.env, DIST_DIR: distDir } });
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

const onlyRoutes = option('--routes')?.split(',');
const sizes = (await measureRoutes(distDir)).filter((r) => !onlyRoutes || onlyRoutes.includes(r.route));
/**
 * Lighthouse refuses to measure a response with status 404, so the not-found page is audited
 * as the file itself (/404.html, status 200): the same HTML a visitor gets at an unknown address.
 */
const notFoundAddress = '/404.html';
const addressOf = (route: string) => (route === '(404)' ? notFoundAddress : route);

interface Row {
  route: string;
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
  failures: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
// One Chromium for everything: Lighthouse drives it by its debugging port, and playwright
// connects to the same port for the axe checks.
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs, logLevel: 'silent' });
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const rows: Row[] = [];

async function runLighthouse(url: string) {
  const result = await lighthouse(url, { port: Number(chrome.port), output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
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
    const address = addressOf(size.route);
    const lhrs: Awaited<ReturnType<typeof runLighthouse>>[] = [];
    const bareLhrs: typeof lhrs = [];
    for (let i = 0; i < runs; i++) {
      lhrs.push(await runLighthouse(siteUrl + address));
      bareLhrs.push(await runLighthouse(bareUrl + address));
    }
    const score = (id: string, of = lhrs) => median(of.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
    const metric = (id: string, of = lhrs) => median(of.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    const axe390 = await axeAt(siteUrl + address, 390);
    const axe1280 = await axeAt(siteUrl + address, 1280);
    const htmlMessages = await htmlProblems(distDir, htmlFileFor(size.route === '(404)' ? notFoundPath : size.route));
    const row: Row = {
      route: size.route,
      performance: score('performance'),
      barePerformance: score('performance', bareLhrs),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      bareTbtMs: metric('total-blocking-time', bareLhrs),
      lcpMs: metric('largest-contentful-paint'),
      bareLcpMs: metric('largest-contentful-paint', bareLhrs),
      cls: metric('cumulative-layout-shift'),
      axe390: axe390.length,
      axe1280: axe1280.length,
      htmlErrors: htmlMessages.length,
      jsKb: size.jsBytes / 1024,
      failures: [],
    };
    // The not-found page must answer 404 and ask not to be indexed, and the spec has it log the
    // address to the console: Lighthouse's SEO and best-practice checks rightly flag exactly
    // that, so those two categories are reported for it but not held to 100.
    const isNotFound = size.route === '(404)';
    if (row.performance < targets.performance) row.failures.push(`performance ${row.performance}`);
    if (row.accessibility < targets.accessibility) row.failures.push(`accessibility ${row.accessibility}`);
    if (!isNotFound && row.bestPractices < targets.bestPractices) row.failures.push(`best practices ${row.bestPractices}`);
    if (!isNotFound && row.seo < targets.seo) row.failures.push(`SEO ${row.seo}`);
    if (!(row.cls < targets.cls)) row.failures.push(`CLS ${row.cls.toFixed(3)}`);
    if (row.jsKb > targets.jsKb) row.failures.push(`JS ${row.jsKb.toFixed(1)} KB`);
    for (const v of axe390) row.failures.push(`axe@390 ${v}`);
    for (const v of axe1280) row.failures.push(`axe@1280 ${v}`);
    for (const m of htmlMessages) row.failures.push(`html ${m}`);
    rows.push(row);
    printRow(row);
  }
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
    String(row.performance).padStart(4),
    String(row.barePerformance).padStart(5),
    String(row.accessibility).padStart(5),
    String(row.bestPractices).padStart(5),
    String(row.seo).padStart(4),
    row.fcpMs.toFixed(0).padStart(7),
    row.tbtMs.toFixed(0).padStart(7),
    row.bareTbtMs.toFixed(0).padStart(5),
    row.lcpMs.toFixed(0).padStart(8),
    row.bareLcpMs.toFixed(0).padStart(5),
    (row.lcpMs / row.bareLcpMs).toFixed(2).padStart(6),
    row.cls.toFixed(3).padStart(6),
    String(row.axe390).padStart(7),
    String(row.axe1280).padStart(7),
    String(row.htmlErrors).padStart(5),
    row.jsKb.toFixed(1).padStart(6),
  ];
  console.log(cells.join(' '));
}

const worst = {
  performance: Math.min(...rows.map((r) => r.performance)),
  barePerformance: Math.min(...rows.map((r) => r.barePerformance)),
  tbtMs: Math.max(...rows.map((r) => r.tbtMs)),
  accessibility: Math.min(...rows.map((r) => r.accessibility)),
  bestPractices: Math.min(...rows.filter((r) => r.route !== '(404)').map((r) => r.bestPractices)),
  seo: Math.min(...rows.filter((r) => r.route !== '(404)').map((r) => r.seo)),
  lcpRatio: Math.max(...rows.map((r) => r.lcpMs / r.bareLcpMs)),
  cls: Math.max(...rows.map((r) => r.cls)),
  axe: Math.max(...rows.map((r) => r.axe390 + r.axe1280)),
  html: Math.max(...rows.map((r) => r.htmlErrors)),
  jsKb: Math.max(...rows.map((r) => r.jsKb)),
};
console.log(
  `\nworst: performance ${worst.performance} (no-JS: ${worst.barePerformance}), total blocking time ${worst.tbtMs.toFixed(0)} ms, accessibility ${worst.accessibility}, best practices ${worst.bestPractices}, SEO ${worst.seo} (pages other than 404), ` +
    `LCP / no-JS LCP ${worst.lcpRatio.toFixed(2)}, CLS ${worst.cls.toFixed(3)}, axe violations ${worst.axe}, HTML errors ${worst.html}, first-load JS ${worst.jsKb.toFixed(1)} KB` +
    `  (Lighthouse runs per variant: ${runs})`,
);
const failing = rows.filter((r) => r.failures.length > 0);
for (const row of failing) console.log(`\n✖ ${row.route}\n  ${row.failures.join('\n  ')}`);
console.log(failing.length ? `\n✖ ${failing.length} of ${rows.length} routes miss the targets.` : `\n✔ All ${rows.length} routes meet the targets.`);
process.exitCode = failing.length ? 1 : 0;
