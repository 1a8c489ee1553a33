/**
 * `npm run check:pages [-- --dist <folder>] [--format json]`: the page checks (engine/checks/)
 * on every page of the built site, as the page editor runs them on its preview. Run `npm run
 * build` first. Prints every problem with its file, line and column, and exits 1 on any error;
 * warnings are printed and do not fail.
 *
 * Each built page is opened in Chromium as its HTML was prerendered (the page's own scripts are
 * not run: what is checked is what the build wrote, as the editor checks what it renders), at a
 * phone's width and a computer's; the rules, bundled once per run, are added to the page and run
 * there. Then Node finishes what a browser cannot: whether links to other sites answer
 * (engine/content/externalLinks.ts, cached for a day) and what each photo weighs on a phone
 * (engine/build/pictures.ts).
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { notFoundPath, siteConfigFile } from '../schema/paths';
import type { Problem } from '../schema/problems';
import type { SiteConfig } from '../schema/site';
import { defaultCacheDir, addPictures, photoWeights } from '../engine/build/pictures';
import { checkWidths, finishChecks, linksToAsk, pageFacts, photosToWeigh, uniqueProblems } from '../engine/checks/finishing';
import type { CheckedPage, CheckedSite, Found, PageProblem } from '../engine/checks/pageChecks';
import { resolveDraft, readSettingsDraft } from '../engine/content/browser-safe/resolve';
import { linkCacheFile, linkStatuses } from '../engine/content/externalLinks';
import { problemLine } from '../engine/content/formatProblems';
import { type JsonSource, readJsonSource } from '../engine/content/jsonSource';
import { pageFileNames } from '../engine/content/load';
import { validateSite } from '../engine/content/validateSite';
import { createStaticServer } from '../engine/server/staticServer';
import { launchBrowser } from './chromium';
import { readOptions } from './commandLine';

const codeRoot = fileURLToPath(new URL('..', import.meta.url));
const rulesEntry = path.join(codeRoot, 'engine/checks/pageChecks.ts');

export interface PageChecksResult {
  problems: Problem[];
  errorCount: number;
  warningCount: number;
  /** How many pages were checked. */
  pageCount: number;
}

export interface CheckBuiltSiteOptions {
  /** The folder with pages/, site.config.json and images/ the site was built from. */
  contentRoot: string;
  /** The built site. */
  distDir: string;
  /** Another address for the links-to-other-sites cache than node_modules/.cache (the tests use their own). */
  linkCacheFile?: string;
  /** How long a link to another site may take to answer. */
  linkTimeoutMs?: number;
  /** A browser to use (else one is launched and closed). */
  browser?: Browser;
  /** Told what the rules found on each page, at each width, before Node's answers (a test compares it with the editor's). */
  onPageChecked?: (checked: CheckedPage, found: Found[]) => void;
}

/** The rules as one script for a page, made once per run from engine/checks/pageChecks.ts. */
export async function bundledRules(): Promise<string> {
  const output = (await build({
    configFile: false,
    root: codeRoot,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry: rulesEntry, formats: ['iife'], name: 'pageChecks', fileName: 'page-checks' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const [first] = Array.isArray(output) ? output : [output];
  const chunk = first?.output.find((file) => file.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('The page checks could not be bundled.');
  return chunk.code;
}

/** The content as the rules take it: each page file's value and rendering, and the site around them. */
export async function checkedContent(contentRoot: string): Promise<{ pages: CheckedPage[]; site: CheckedSite; sources: Map<string, JsonSource> }> {
  const sources = new Map<string, JsonSource>();
  const read = (file: string) => {
    const source = readJsonSource(readFileSync(path.join(contentRoot, file), 'utf8'));
    sources.set(file, source);
    return source.value;
  };
  const config = readSettingsDraft(read(siteConfigFile)) as SiteConfig;
  const resolved = pageFileNames(contentRoot, {}).map((file) => {
    const value = read(file);
    return { file, value, ...resolveDraft(value, config) };
  });
  // The build's versions of each photo: a built page shows them, not the file the page names.
  const pictured = await addPictures(
    contentRoot,
    resolved.map((entry) => entry.page),
    defaultCacheDir(codeRoot),
  );
  const pages = resolved.map((entry, index) => ({ ...entry, page: pictured.pages[index]! }));
  const site: CheckedSite = { settingsFile: siteConfigFile, config, pages: resolved.map((entry) => pageFacts(entry.file, entry.page, config)) };
  return { pages, site, sources };
}

/** What checking the pages of one built site takes: the rules' script, where the site is served, and the site's facts. */
export interface BuiltSiteRun {
  rules: string;
  base: string;
  site: CheckedSite;
}

/**
 * Opens one built page as its HTML was prerendered (no script of the page's own, nor a
 * provider's, runs), lets `prepare` change it (the tests break a rule so), and runs the rules on
 * it at each width (a phone's and a computer's unless said): what each found, for `finishChecks`.
 */
export async function checkBuiltPage(
  browser: Browser,
  run: BuiltSiteRun,
  checked: CheckedPage,
  { prepare, widths = checkWidths }: { prepare?: (page: Page) => Promise<unknown>; widths?: readonly number[] } = {},
): Promise<Found[]> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: checkWidths[0], height: 900 } });
  try {
    await context.route(
      (url) => url.origin !== run.base,
      (route) => route.abort(),
    );
    await context.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
    const page = await context.newPage();
    const address = checked.page.path === notFoundPath ? '/this-address-has-no-page' : checked.page.path;
    const response = await page.goto(run.base + address, { waitUntil: 'load' });
    if (response?.status() !== (checked.page.path === notFoundPath ? 404 : 200)) {
      throw new Error(`${address} answered ${response?.status()}: the built site is not of this content. Run "npm run build" first.`);
    }
    await prepare?.(page);
    await page.evaluate(run.rules);
    const found: Found[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      found.push(
        await page.evaluate(
          ([checkedPage, site]) =>
            (window as unknown as { pageChecks: typeof import('../engine/checks/pageChecks') }).pageChecks.checkPage(document, checkedPage, site),
          [checked, run.site] as const,
        ),
      );
    }
    return found;
  } finally {
    await context.close();
  }
}

/** Runs the page checks on every page of a built site. */
export async function checkBuiltSite(options: CheckBuiltSiteOptions): Promise<PageChecksResult> {
  const contentRoot = path.resolve(options.contentRoot);
  const validation = validateSite(contentRoot);
  if (validation.errorCount > 0) {
    throw new Error(`The content has ${validation.errorCount} error(s) of its own, so it is not what was built: run "npm run validate" and fix them first.`);
  }
  const [rules, content] = await Promise.all([bundledRules(), checkedContent(contentRoot)]);
  const server = createStaticServer(path.resolve(options.distDir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = options.browser ?? (await launchBrowser());

  try {
    const found: PageProblem[] = [];
    const atOnce = 2;
    for (let start = 0; start < content.pages.length; start += atOnce) {
      const batch = content.pages.slice(start, start + atOnce);
      const batchFound = await Promise.all(batch.map((page) => checkBuiltPage(browser, { rules, base, site: content.site }, page)));
      for (const [index, checked] of batchFound.entries()) {
        options.onPageChecked?.(batch[index]!, checked);
        const [links, photos] = await Promise.all([
          linkStatuses(linksToAsk(checked), { cacheFile: options.linkCacheFile ?? linkCacheFile(codeRoot), timeoutMs: options.linkTimeoutMs }),
          photoWeights(contentRoot, photosToWeigh(checked), defaultCacheDir(codeRoot)),
        ]);
        found.push(...finishChecks(checked, { links, photos }));
      }
    }
    // A problem of the settings (the menus, a shared section) shows on many pages: once.
    const problems: Problem[] = uniqueProblems(found).map((problem) => ({
      ...problem,
      ...(content.sources.get(problem.file)?.positionOf(problem.path) ?? { line: 1, column: 1 }),
    }));
    problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
    const errorCount = problems.filter((p) => p.severity === 'error').length;
    return { problems, errorCount, warningCount: problems.length - errorCount, pageCount: content.pages.length };
  } finally {
    if (!options.browser) await browser.close();
    server.close();
  }
}

/** For people: by file, each problem with its line and column, then the counts. */
export function formatPageChecks(result: PageChecksResult): string {
  const lines: string[] = [];
  let file = '';
  for (const problem of result.problems) {
    if (problem.file !== file) {
      file = problem.file;
      lines.push(`\n${file}`);
    }
    lines.push(`  ${problem.severity === 'error' ? '✖' : '⚠'} ${problemLine(problem)}`);
  }
  const counts = `${result.errorCount} error${result.errorCount === 1 ? '' : 's'}, ${result.warningCount} warning${result.warningCount === 1 ? '' : 's'}`;
  lines.push(
    result.errorCount === 0
      ? `${lines.length ? '\n' : ''}✔ The page checks pass on all ${result.pageCount} pages (${counts}).`
      : `\n✖ The page checks found ${counts}. Fix the errors above, build and check again.`,
  );
  return lines.join('\n').replace(/^\n/, '');
}

const isMain = process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isMain) {
  const options = readOptions('npm run check:pages [-- --dist <folder>] [--format json]', {
    dist: { type: 'string', default: 'dist' },
    format: { type: 'string' },
  });
  const result = await checkBuiltSite({ contentRoot: process.cwd(), distDir: options.dist });
  if (options.format === 'json') console.log(JSON.stringify(result, null, 2));
  else {
    if (process.env.GITHUB_ACTIONS === 'true') {
      for (const p of result.problems) console.log(`::${p.severity} file=${p.file},line=${p.line},col=${p.column}::${problemLine(p).replace(/\n/g, '%0A')}`);
    }
    console.log(formatPageChecks(result));
  }
  process.exitCode = result.errorCount > 0 ? 1 : 0;
}
