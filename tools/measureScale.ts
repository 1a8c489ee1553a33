/**
 * `npm run measure:scale [-- --runs 3] [-- --places 100,500,1000]`: what building and publishing
 * cost as the site grows. Beside the site as it is, it makes copies grown by 100, 500 and 1,000
 * pages of places (tools/scaleSite.ts: clones of the service pages, each with its own address,
 * title and description, some sharing a shared section and photos, linked to one another), each
 * a website's repository served over git's HTTP protocol (as the tests serve it) with a clone,
 * and times, at every size, in one run:
 *
 * - validate: the validator's own time in a clean build;
 * - clean build: `npm run build` (a process of its own) with an empty build cache (photos stay
 *   cached: they are made once per photo, not per page), and its peak memory (the process's maxRSS);
 * - no-change build: the same again;
 * - one-field build: after a heading of the longest page of the site changed;
 * - one-field publish: the same kind of change published from the clone (engine/publish), from
 *   "Publish now" to the push accepted, after one publish that set up its checks' folder; and
 *   with `npm run publish`, a process of its own each time (it starts a build process too, so
 *   nothing is kept from the publish before but the checks' folder and the build cache);
 * - the Publish window on a one-field change: the review (the list of changes, the problems, the
 *   reminders) and the pages its checks are run on, as the laptop editor's server answers them.
 *
 * - the page editor (tools/editorFigures.ts `measureEditorAt`, the laptop editor on the clone, in
 *   Chromium, `--runs` rounds after a warm-up): opening the longest page, switching to the home
 *   page with the "Page" picker, a key to the preview, the check after a pause in typing
 *   (`--no-editor` leaves it out).
 *
 * Sizes alternate within each round and the figures are medians (of an odd number of rounds: of
 * an even number the median is the upper middle one). The builds' processor time is printed too:
 * a busy machine stretches their time, not their work. Figures, not a test: run it on a quiet
 * machine. Targets (issue 28) are checked at the largest size.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { type BuildReport, buildInChild } from '../engine/build/buildChild';
import { type Worktree, publishChanges } from '../engine/publish/publish';
import { publishTarget } from '../engine/publish/repository';
import { createPublishing } from '../editor/server/publishing';
import { createSiteRepository, editPage, type SiteRepository } from '../tests/support/siteRepository';
import { readOptions, refuse } from './commandLine';
import { launchBrowser } from './chromium';
import { type EditorScaleFigures, measureEditorAt } from './editorFigures';
import { median, ms } from './figures';
import { makeScaleSite } from './scaleSite';

const usage = 'npm run measure:scale [-- --runs 3] [-- --places 100,500,1000] [-- --no-editor]';
const options = readOptions(usage, {
  runs: { type: 'string', default: '3' },
  places: { type: 'string', default: '100,500,1000' },
  'no-editor': { type: 'boolean', default: false },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) refuse('--runs takes a whole number, like 3', usage);
const placeCounts = [0, ...options.places.split(',').map(Number)];
if (placeCounts.some((count) => !Number.isInteger(count) || count < 0)) refuse('--places takes whole numbers separated by commas, like 100,500,1000', usage);

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'measure-scale-'));
const person = { name: 'Measure Scale', email: 'measure@example.com' };
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');

interface Size {
  pages: number;
  repo: SiteRepository;
  worktree: Worktree;
  /** The page whose heading the one-field changes edit. */
  file: string;
  outDir: string;
  cacheDir: string;
  figures: Record<
    | 'validate'
    | 'clean'
    | 'noChange'
    | 'oneField'
    | 'publish'
    | 'publishCommand'
    | 'review'
    | 'pagesToCheck'
    | 'peakMemory'
    | 'cleanCpu'
    | 'noChangeCpu'
    | 'oneFieldCpu',
    number[]
  > & {
    publishSteps: Record<string, number[]>;
  };
  editor?: EditorScaleFigures;
}

/** One field of the page: the heading of its first section of its own, with the run's mark. */
function changeHeading(dir: string, file: string, mark: string): void {
  editPage(dir, file, (page) => {
    const section = page.sections.find((s) => s.type !== 'shared' && typeof s.heading === 'string')!;
    section.heading = `${section.heading!.replace(/ \([^)]*\)$/, '')} (${mark})`;
  });
}

async function build(size: Size, cacheDir: string): Promise<{ wall: number; report: Extract<BuildReport, { kind: 'built' }> }> {
  const started = performance.now();
  const report = await buildInChild({ contentRoot: size.worktree.dir, outDir: size.outDir, cacheDir });
  if (report.kind !== 'built') throw new Error(`The build at ${size.pages} pages did not go through: ${JSON.stringify(report)}`);
  return { wall: performance.now() - started, report };
}

async function publish(size: Size, mark: string) {
  changeHeading(size.worktree.dir, size.file, mark);
  const started = performance.now();
  const outcome = await publishChanges(size.worktree, { message: `Measure ${mark}`, author: person });
  if (outcome.kind !== 'published') throw new Error(`The publish at ${size.pages} pages did not go through: ${JSON.stringify(outcome)}`);
  return { wall: performance.now() - started, timings: outcome.timings };
}

/** The same change published with `npm run publish` in the clone: the command's own process, to its end. */
async function publishCommand(size: Size, mark: string): Promise<number> {
  changeHeading(size.worktree.dir, size.file, mark);
  const started = performance.now();
  const loader = pathToFileURL(path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  await run(process.execPath, ['--import', loader, path.join(projectRoot, 'engine/cli/publish.ts'), '--message', `Measure ${mark}`], {
    cwd: size.worktree.dir,
    env: { ...process.env, PUBLISH_HOOK_URL: '' },
  });
  return performance.now() - started;
}

async function prepare(places: number): Promise<Size> {
  const folder = path.join(work, `places-${places}`);
  const content = path.join(folder, 'content');
  mkdirSync(content, { recursive: true });
  makeScaleSite(projectRoot, content, places);
  const repo = await createSiteRepository({ content });
  const dir = await repo.clone('clone', person);
  const pagesDir = path.join(projectRoot, 'pages');
  const longest = (readdirSync(pagesDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => statSync(path.join(pagesDir, b)).size - statSync(path.join(pagesDir, a)).size)[0]!;
  const pages = (readdirSync(path.join(dir, 'pages'), { recursive: true }) as string[]).filter((file) => file.endsWith('.json')).length;
  const size: Size = {
    pages,
    repo,
    worktree: { dir, target: await publishTarget(dir), checks: { dir: path.join(folder, 'checks') } },
    file: `pages/${longest.split(path.sep).join('/')}`,
    outDir: path.join(folder, 'dist'),
    cacheDir: path.join(folder, 'build-cache'),
    figures: {
      validate: [],
      clean: [],
      noChange: [],
      oneField: [],
      publish: [],
      publishCommand: [],
      review: [],
      pagesToCheck: [],
      peakMemory: [],
      cleanCpu: [],
      noChangeCpu: [],
      oneFieldCpu: [],
      publishSteps: {},
    },
  };
  // The first publish of a branch builds everything into its checks' folder: set up, not measured.
  await publish(size, 'set-up');
  await publishCommand(size, 'set-up, command');
  return size;
}

async function measureRound(size: Size, round: number): Promise<void> {
  const { figures } = size;
  const cleanCache = path.join(path.dirname(size.cacheDir), 'clean-cache');
  rmSync(cleanCache, { recursive: true, force: true });
  rmSync(size.outDir, { recursive: true, force: true });
  const clean = await build(size, cleanCache);
  rmSync(cleanCache, { recursive: true, force: true });
  figures.clean.push(clean.wall);
  figures.cleanCpu.push(clean.report.processorMs);
  figures.validate.push(clean.report.timings.validate);
  figures.peakMemory.push(clean.report.peakMemoryBytes);
  // The cache of the measured builds: what the clean build made, as a developer's would have it.
  rmSync(size.outDir, { recursive: true, force: true });
  await build(size, size.cacheDir);
  const noChange = await build(size, size.cacheDir);
  figures.noChange.push(noChange.wall);
  figures.noChangeCpu.push(noChange.report.processorMs);
  changeHeading(size.worktree.dir, size.file, `build ${round}`);
  const oneField = await build(size, size.cacheDir);
  figures.oneField.push(oneField.wall);
  figures.oneFieldCpu.push(oneField.report.processorMs);

  const published = await publish(size, `publish ${round}`);
  figures.publish.push(published.wall);
  for (const [step, ms] of Object.entries(published.timings)) figures.publishSteps[step] = [...(figures.publishSteps[step] ?? []), ms];
  changeHeading(size.worktree.dir, size.file, `review ${round}`);
  const planned = createPublishing(size.worktree.dir).plan({ kind: 'saved' }, undefined);
  let started = performance.now();
  await planned.review();
  figures.review.push(performance.now() - started);
  started = performance.now();
  await planned.pagesToCheck();
  figures.pagesToCheck.push(performance.now() - started);
  figures.publishCommand.push(await publishCommand(size, `command ${round}`));
  console.log(
    `  ${String(size.pages).padStart(5)} pages, round ${round}: clean ${seconds(clean.wall)}, no change ${seconds(figures.noChange.at(-1)!)}, one field ${seconds(figures.oneField.at(-1)!)}, publish ${seconds(published.wall)}, npm run publish ${seconds(figures.publishCommand.at(-1)!)}`,
  );
}

try {
  const load = () => os.loadavg()[0]!.toFixed(1);
  console.log(`Load average at the start: ${load()} (2 cores).`);
  console.log(`Preparing ${placeCounts.length} sites (${placeCounts.map((count) => `${count} places`).join(', ')}) in ${work} …`);
  const sizes: Size[] = [];
  for (const places of placeCounts) sizes.push(await prepare(places));
  for (let round = 1; round <= runs; round++) {
    // Alternating sizes, each round starting at another, so a machine that slows down slows all alike.
    const order = sizes.map((_, i) => sizes[(i + round - 1) % sizes.length]!);
    for (const size of order) await measureRound(size, round);
  }
  if (!options['no-editor']) {
    const browser = await launchBrowser();
    try {
      for (const size of sizes) {
        size.editor = await measureEditorAt(size.worktree.dir, { rounds: runs, browser });
        const { open, switch: switched, keyToPreview, check } = size.editor;
        console.log(
          `  ${String(size.pages).padStart(5)} pages, editor: open ${ms(open)}, switch ${ms(switched)}, key → preview ${ms(keyToPreview)}, check ${ms(check)}`,
        );
      }
    } finally {
      await browser.close();
    }
  }

  const header = [
    'pages',
    'validate',
    'clean build',
    'no-change build',
    'one-field build',
    'one-field publish',
    'npm run publish',
    'Publish window: review / pages to check',
    'peak memory',
    'editor open / switch / key → preview / check',
  ];
  const rows = sizes.map(({ pages, figures, editor }) => [
    String(pages),
    seconds(median(figures.validate)),
    seconds(median(figures.clean)),
    seconds(median(figures.noChange)),
    seconds(median(figures.oneField)),
    seconds(median(figures.publish)),
    seconds(median(figures.publishCommand)),
    `${seconds(median(figures.review))} / ${seconds(median(figures.pagesToCheck))}`,
    `${Math.round(Math.max(...figures.peakMemory) / 1024 / 1024)} MB`,
    editor ? [editor.open, editor.switch, editor.keyToPreview, editor.check].map((value) => `${Math.round(value)} ms`).join(' / ') : '—',
  ]);
  console.log(`\nMedians of ${runs} round${runs === 1 ? '' : 's'} (load average at the end: ${load()}):\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);

  console.log(`\nThe same builds in processor time (all threads; what a busy machine does not change), medians:\n`);
  const cpuHeader = ['pages', 'clean build', 'no-change build', 'one-field build'];
  console.log(`| ${cpuHeader.join(' | ')} |\n|${cpuHeader.map(() => '---').join('|')}|`);
  for (const { pages, figures } of sizes)
    console.log(`| ${[String(pages), ...[figures.cleanCpu, figures.noChangeCpu, figures.oneFieldCpu].map((values) => seconds(median(values)))].join(' | ')} |`);

  console.log('\nThe one-field publish, step by step (medians):');
  const steps = Object.keys(sizes[0]!.figures.publishSteps);
  console.log(`  ${'pages'.padStart(5)}  ${steps.map((step) => step.padStart(8)).join(' ')}`);
  for (const { pages, figures } of sizes)
    console.log(`  ${String(pages).padStart(5)}  ${steps.map((step) => seconds(median(figures.publishSteps[step]!)).padStart(8)).join(' ')}`);

  const [smallest, largest] = [sizes[0]!, sizes.at(-1)!];
  const at = (size: Size, figure: keyof Omit<Size['figures'], 'publishSteps'>) => median(size.figures[figure]);
  const verdict = (ok: boolean) => (ok ? '✔' : '✖');
  const ratio = at(largest, 'publish') / at(smallest, 'publish');
  const commandRatio = at(largest, 'publishCommand') / at(smallest, 'publishCommand');
  console.log(`\nTargets at ${largest.pages} pages:`);
  console.log(`  ${verdict(at(largest, 'noChange') < 2000)} no-change build ${seconds(at(largest, 'noChange'))} (under 2 s)`);
  console.log(`  ${verdict(at(largest, 'oneField') < 3000)} one-field build ${seconds(at(largest, 'oneField'))} (under 3 s)`);
  console.log(`  ${verdict(at(largest, 'clean') < 30_000)} clean build ${seconds(at(largest, 'clean'))} (under 30 s)`);
  const peak = Math.max(...largest.figures.peakMemory);
  console.log(`  ${verdict(peak < 1024 ** 3)} peak memory of the clean build ${Math.round(peak / 1024 / 1024)} MB (under 1 GB)`);
  console.log(
    `  ${verdict(ratio <= 1.5 && at(largest, 'publish') < 5000)} one-field publish ${seconds(at(largest, 'publish'))}, ${ratio.toFixed(2)} × the publish at ${smallest.pages} pages (at most 1.5 ×, under 5 s)`,
  );
  console.log(
    `  ${verdict(commandRatio <= 1.5 && at(largest, 'publishCommand') < 5000)} npm run publish ${seconds(at(largest, 'publishCommand'))}, ${commandRatio.toFixed(2)} × at ${smallest.pages} pages (the same targets)`,
  );
  if (largest.editor && smallest.editor) {
    const { open, keyToPreview, check } = largest.editor;
    const times = (figure: keyof EditorScaleFigures) => `${(largest.editor![figure] / smallest.editor![figure]).toFixed(2)} ×`;
    console.log(`  ${verdict(open < 1000)} the editor opens a page in ${ms(open).trim()} (under 1 s; ${times('open')} the time at ${smallest.pages} pages)`);
    console.log(`  ${verdict(keyToPreview < 50)} a key reaches the preview in ${ms(keyToPreview).trim()}, median (under 50 ms; ${times('keyToPreview')})`);
    console.log(`  ${verdict(check < 300)} the check after a pause takes ${ms(check).trim()} (under 300 ms; ${times('check')})`);
    console.log(`    switching page takes ${times('switch')} the time at ${smallest.pages} pages`);
  }
  for (const size of sizes) await size.repo.close();
} finally {
  rmSync(work, { recursive: true, force: true });
}
