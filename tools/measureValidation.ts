/**
 * `npm run measure:validation [-- --pages 1000 --runs 5 --compare <checkout>]`: what checking the
 * content costs on a site grown by pages of places. It copies the site's content into a scratch
 * folder, adds `--pages` pages cloned from the service pages (each with its own address, title and
 * description, a link to its neighbour, the shared sections and photos of the page it copies),
 * then prints, as medians of `--runs`:
 *
 * - a whole-site validation (`validateSite`) in a fresh process, and the imports before it;
 * - the page editor's check after a pause in typing (`POST /api/check` on the laptop editor's
 *   server, one heading changed each time), and the same check through the validator alone.
 *
 * `--compare <folder>` runs the cold validation with the code of another checkout too (for
 * example `git archive main | tar -x -C /tmp/before`, with node_modules linked), alternating
 * with this one, so that both are measured under the same load. Figures, not a test: run it alone
 * on a quiet machine.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { contentPaths } from '../engine/content/load';
import { startEditor } from '../editor/server/startEditor';
import { apiBase, type CheckResult } from '../editor/shared/api';
import { readOptions, refuse } from './commandLine';
import { median, ms } from './figures';

const usage = 'npm run measure:validation [-- --pages 1000 --runs 5 --compare <checkout>]';
const options = readOptions(usage, { pages: { type: 'string' }, runs: { type: 'string' }, compare: { type: 'string' } });
const pageCount = Number(options.pages ?? 1000);
const runs = Number(options.runs ?? 5);
if (!Number.isInteger(pageCount) || pageCount < 0) refuse('--pages takes a whole number, like 1000', usage);
if (!Number.isInteger(runs) || runs < 1) refuse('--runs takes a whole number, like 5', usage);
const codeRoot = path.resolve(import.meta.dirname, '..');
const checkouts = [codeRoot, ...(options.compare ? [path.resolve(options.compare)] : [])];

type Page = { path: string; title: string; description: string; sections: Record<string, unknown>[] };
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

/** The content of this checkout with `count` more pages, in a scratch folder. */
function grownSite(count: number): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'measure-validation-'));
  for (const part of contentPaths) cpSync(path.join(codeRoot, part), path.join(root, part), { recursive: true });
  mkdirSync(path.join(root, 'pages/places'));
  const services = readdirSync(path.join(root, 'pages/services')).map((file) => readJson(path.join(root, 'pages/services', file)) as Page);
  for (let i = 0; i < count; i++) {
    const page = structuredClone(services[i % services.length]!);
    const place = `place-${i + 1}`;
    page.path = `/places/${place}`;
    page.title = `${page.title.slice(0, 50)} · Place ${i + 1}`;
    page.description = `${page.description.slice(0, 140)} Serving place ${i + 1}.`;
    // A link to its neighbour, so that links between the new pages are checked too.
    const withButtons = page.sections.find((section) => Array.isArray(section.buttons) && (section.buttons as { href?: string }[]).some((b) => b.href));
    const button = (withButtons?.buttons as { href?: string }[] | undefined)?.find((b) => b.href);
    if (button) button.href = `/places/place-${((i + 1) % count) + 1}`;
    writeFileSync(path.join(root, 'pages/places', `${place}.json`), `${JSON.stringify(page, null, 2)}\n`);
  }
  return root;
}

const run = promisify(execFile);
interface ColdFigures {
  imports: number;
  validate: number;
  /** The processor time of the validation (all threads: the collector's too), which other work on a shared machine changes less than the time on the clock. */
  cpu: number;
}

/** A whole-site validation in a fresh process with the code of `checkout`: its imports and its validation, in milliseconds. */
async function coldValidation(checkout: string, root: string): Promise<ColdFigures> {
  const script = `
    const started = performance.now();
    const { validateSite } = await import(${JSON.stringify(path.join(checkout, 'engine/content/validateSite.ts'))});
    const imported = performance.now();
    const cpu = process.cpuUsage();
    const result = validateSite(${JSON.stringify(root)});
    const done = performance.now();
    const used = process.cpuUsage(cpu);
    if (result.errorCount > 0) throw new Error(result.problems.map((p) => p.file + ' ' + p.message).join('\\n'));
    console.log(JSON.stringify({ imports: imported - started, validate: done - imported, cpu: (used.user + used.system) / 1000 }));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: checkout });
  return JSON.parse(stdout) as ColdFigures;
}

const root = grownSite(pageCount);
const pages = readdirSync(path.join(root, 'pages'), { recursive: true }).length;
try {
  console.log(`Validation of ${pageCount} pages more than the site's own (${pages} files in pages/), medians of ${runs} runs.\n`);
  const cold = new Map(checkouts.map((checkout) => [checkout, { imports: [] as number[], validate: [] as number[], cpu: [] as number[] }]));
  for (let i = 0; i < runs; i++) {
    for (const checkout of checkouts) {
      const figures = await coldValidation(checkout, root);
      for (const key of ['imports', 'validate', 'cpu'] as const) cold.get(checkout)![key].push(figures[key]);
    }
  }
  for (const [checkout, figures] of cold) {
    console.log(`validateSite in a fresh process (${checkout === codeRoot ? 'this checkout' : checkout})`);
    console.log(`  imports                      ${ms(median(figures.imports))}`);
    console.log(`  validation                   ${ms(median(figures.validate))}`);
    console.log(`  validation, processor time   ${ms(median(figures.cpu))}`);
  }
  if (checkouts.length === 2) {
    for (const key of ['validate', 'cpu'] as const) {
      const [mine, theirs] = checkouts.map((checkout) => median(cold.get(checkout)![key]));
      const what = key === 'cpu' ? 'processor time' : 'time';
      console.log(`  this checkout takes ${((mine! / theirs!) * 100).toFixed(0)}% of the other's ${what} (${(theirs! / mine!).toFixed(2)}× as fast)`);
    }
  }

  // The check after a pause in typing: one heading of the longest page changed each time.
  const file = 'pages/places/place-1.json';
  const value = readJson(path.join(root, file)) as Page;
  const section = value.sections.find((s) => typeof s.heading === 'string')!;
  const draft = (i: number) => ({ ...value, sections: value.sections.map((s) => (s === section ? { ...s, heading: `${s.heading} ${i}` } : s)) });

  // Imported here so that the script also runs in a checkout from before the validator existed (for --compare).
  const { createSiteValidator } = await import('../engine/content/siteValidator').catch(() => ({ createSiteValidator: undefined }));
  const direct: number[] = [];
  const validator = createSiteValidator?.(root);
  validator?.validate();
  for (let i = 0; validator && i < Math.max(runs, 20); i++) {
    const started = performance.now();
    validator.validate({ sources: { [file]: `${JSON.stringify(draft(i), null, 2)}\n` } });
    direct.push(performance.now() - started);
  }

  const editor = await startEditor({ contentRoot: root, port: 0 });
  const http: number[] = [];
  try {
    const { token } = editor;
    const check = async (i: number) => {
      const response = await fetch(`${editor.url}${apiBase}/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-editor-token': token, origin: editor.url },
        body: JSON.stringify({ file, value: draft(i) }),
      });
      if (!response.ok) throw new Error(`The check answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as CheckResult;
    };
    await check(-1); // the first check reads every file
    for (let i = 0; i < Math.max(runs, 20); i++) {
      const started = performance.now();
      const result = await check(i);
      http.push(performance.now() - started);
      if (result.problems.some((p) => p.severity === 'error')) throw new Error('The check found errors in the grown site.');
    }
  } finally {
    await editor.close();
  }
  console.log(`\nThe editor's check after a pause in typing (one heading changed, ${Math.max(runs, 20)} checks)`);
  console.log(`  POST /api/check   ${ms(median(http))}  (target: under 300 ms at 1,000 pages)`);
  if (direct.length) console.log(`  the validator     ${ms(median(direct))}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
