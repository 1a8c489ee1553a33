/**
 * `npm run check:layouts`: whatever valid content an editor enters, the page still looks designed.
 * Builds the site's own pages and pages of sections generated from the schemas at the edges they
 * allow (tools/layouts/sectionContent.ts), with the real build, serves them, and checks every
 * section in Chromium at 360, 390, 768, 1024, 1280 and 1440 px (tools/layouts/pageLayouts.ts):
 * no overflow, no overlap, no word broken inside or line of one character, no grid row with an
 * empty slot or a stretched item, tap targets and contrast as WCAG 2.2 AA asks, no layout shift
 * when the islands hydrate. Each failure names the section type, the width and the case, and has
 * a screenshot and the case's content in the folder it prints. Exits 1 on any failure.
 *
 * Options: `--seed N` replays a run; `--runs N` random cases per section type besides the edges
 * (5 unless said); `--types stats,cards` checks those types only; `--widths 390,1280`;
 * `--axe-widths 390,1280` runs axe at those widths only (it takes longer than the rest together);
 * `--keep` keeps the built content folder.
 */
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createStaticServer } from '../engine/server/staticServer';
import { launchBrowser } from './chromium';
import { readOptions, refuse } from './commandLine';
import { checkPageLayouts, type LayoutFailure, layoutWidths } from './layouts/pageLayouts';
import { buildLayoutSite, contentWorld, copyProjectContent, writeCasePages } from './layouts/layoutSite';
import { casesOfType, type LayoutCase, sectionTypeNames } from './layouts/sectionContent';

const usage = 'npm run check:layouts -- [--seed N] [--runs N] [--types stats,cards] [--widths 390,1280] [--axe-widths 390,1280] [--keep]';
const options = readOptions(usage, {
  seed: { type: 'string' },
  runs: { type: 'string', default: '5' },
  types: { type: 'string' },
  widths: { type: 'string' },
  'axe-widths': { type: 'string' },
  keep: { type: 'boolean', default: false },
});
const whole = (text: string, name: string) => (/^\d+$/.test(text) ? Number(text) : refuse(`--${name} takes a whole number, not "${text}".`, usage));
const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : whole(options.seed, 'seed');
const runs = whole(options.runs, 'runs');
const types = options.types?.split(',') ?? sectionTypeNames;
for (const type of types) if (!sectionTypeNames.includes(type)) refuse(`there is no section type "${type}". The types: ${sectionTypeNames.join(', ')}.`, usage);
const widths = options.widths?.split(',').map((width) => whole(width, 'widths')) ?? [...layoutWidths];
const axeWidths = options['axe-widths']?.split(',').map((width) => whole(width, 'axe-widths')) ?? widths;
const screenshotDir = path.resolve('screenshots/layouts');

console.log(`Checking layouts with seed ${seed} (replay: npm run check:layouts -- --seed ${seed}${options.runs !== '5' ? ` --runs ${runs}` : ''})`);
const root = copyProjectContent();
const world = contentWorld(root);
const cases = types.flatMap((type) => casesOfType(type, world, seed, runs));
const casePages = writeCasePages(root, cases, 6);
const started = Date.now();
const site = await buildLayoutSite(root, casePages);
console.log(
  `Built ${cases.length} generated sections on ${casePages.size} pages, and the site's ${site.pages.length - casePages.size} pages (${seconds(started)}).`,
);

rmSync(screenshotDir, { recursive: true, force: true });
const server = createStaticServer(site.distDir);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await launchBrowser();
let failures: LayoutFailure[];
try {
  const checkStarted = Date.now();
  let done = 0;
  failures = await checkPageLayouts({
    browser,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pages: site.pages,
    widths,
    axeWidths,
    screenshotDir,
    onChecked: () => {
      done++;
      if (done % 20 === 0) console.log(`  ${done} of ${site.pages.length * widths.length} pages and widths checked`);
    },
  });
  console.log(`Checked ${site.pages.length} pages at ${widths.join(', ')} px (${seconds(checkStarted)}).`);
} finally {
  await browser.close();
  server.close();
  if (!options.keep) rmSync(root, { recursive: true, force: true });
  else console.log(`The content folder is kept: ${root}`);
}

report(failures, new Map(cases.map((layoutCase) => [layoutCase.id, layoutCase])));

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** Prints the failures by section, each with its widths, and saves each failing case's content beside its screenshots. */
function report(found: LayoutFailure[], caseById: Map<string, LayoutCase>) {
  if (found.length === 0) {
    console.log('✔ Every section holds its layout at every width.');
    return;
  }
  const byPart = new Map<string, LayoutFailure[]>();
  for (const failure of found) byPart.set(failure.part.what, [...(byPart.get(failure.part.what) ?? []), failure]);
  for (const [what, ofPart] of byPart) {
    const { type } = ofPart[0]!.part;
    const layoutCase = caseById.get(what);
    console.log(`\n✖ ${type}: ${what}${layoutCase ? '' : ` (${ofPart[0]!.page})`}`);
    const byMessage = new Map<string, number[]>();
    for (const failure of ofPart)
      byMessage.set(`${failure.rule}: ${failure.message}`, [...(byMessage.get(`${failure.rule}: ${failure.message}`) ?? []), failure.width]);
    for (const [message, at] of byMessage) console.log(`  at ${at.join(', ')} px: ${message}`);
    if (layoutCase) {
      const file = path.join(screenshotDir, `${what.replace(/[^a-z0-9-]+/gi, '_')}.json`);
      writeFileSync(file, `${JSON.stringify(layoutCase.section, null, 2)}\n`);
      console.log(`  content: ${path.relative(process.cwd(), file)}`);
    }
  }
  console.log(
    `\n✖ ${found.length} problems in ${byPart.size} sections. Screenshots (problems outlined in magenta): ${path.relative(process.cwd(), screenshotDir)}/`,
  );
  process.exitCode = 1;
}
