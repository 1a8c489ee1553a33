/**
 * `npm run measure:publish [-- --runs 5]`: how long publishing takes, beside a plain build. On a
 * website's repository served by git http-backend (as the tests serve it) and a clone of it, it
 * changes one field of the longest page, publishes (engine/publish/: fetch and merge, the checks,
 * the production build, one commit, the push), and prints the time from "Publish now" to the
 * push being accepted, split into checks, build, commit and push, beside `npm run build` of the
 * same content timed in the same run (alternating, medians). Target: publish ≤ build + 3 s.
 * Figures, not a test: run it on a quiet machine.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { publishChanges } from '../engine/publish/publish';
import { publishTarget } from '../engine/publish/repository';
import { createSiteRepository, editPage } from '../tests/support/siteRepository';
import { readOptions } from './commandLine';
import { median } from './figures';

const run = promisify(execFile);
const { runs: runsOption } = readOptions('npm run measure:publish [-- --runs 5]', { runs: { type: 'string' } });
const runs = Number(runsOption ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, like 5');
const codeRoot = path.resolve(import.meta.dirname, '..');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const repo = await createSiteRepository();
const dir = await repo.clone('measure', { name: 'Measure Publish', email: 'measure@example.com' });
const pagesDir = path.join(dir, 'pages');
const longest = (readdirSync(pagesDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.json'))
  .sort((a, b) => statSync(path.join(pagesDir, b)).size - statSync(path.join(pagesDir, a)).size)[0]!;
const worktree = { dir, target: await publishTarget(dir) };
const outDir = mkdtempSync(path.join(os.tmpdir(), 'measure-build-'));

const figures = {
  total: [] as number[],
  plan: [] as number[],
  content: [] as number[],
  checks: [] as number[],
  build: [] as number[],
  commit: [] as number[],
  push: [] as number[],
  plainBuild: [] as number[],
};
try {
  console.log(`Publishing a one-field change to pages/${longest} (${runs} runs), beside npm run build of the same content.`);
  for (let i = 0; i < runs; i++) {
    // One field of the page: the first heading of a section of its own.
    editPage(dir, `pages/${longest}`, (page) => {
      const section = page.sections.find((s) => s.type !== 'shared' && typeof s.heading === 'string')!;
      section.heading = `${section.heading!.replace(/ \(run \d+\)$/, '')} (run ${i + 1})`;
    });

    const started = performance.now();
    const outcome = await publishChanges(worktree, { message: `Measure ${i + 1}`, author: { name: 'Measure Publish', email: 'measure@example.com' } });
    const total = performance.now() - started;
    if (outcome.kind !== 'published') throw new Error(`The publish did not go through: ${JSON.stringify(outcome)}`);
    figures.total.push(total);
    for (const key of ['plan', 'content', 'checks', 'build', 'commit', 'push'] as const) figures[key].push(outcome.timings[key]);

    const buildStarted = performance.now();
    await run(process.execPath, [path.join(codeRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(codeRoot, 'engine/cli/build.ts'), '--out', outDir], {
      cwd: dir,
    });
    figures.plainBuild.push(performance.now() - buildStarted);
    console.log(`  run ${i + 1}: publish ${seconds(total)}, npm run build ${seconds(figures.plainBuild.at(-1)!)}`);
  }
  const publish = median(figures.total);
  const build = median(figures.plainBuild);
  console.log(`\nMedians of ${runs}:`);
  console.log(`  publish, "Publish now" to the push accepted   ${seconds(publish)}`);
  console.log(`    fetch, merge by meaning, list of changes    ${seconds(median(figures.plan))}`);
  console.log(`    content into the checks' folder             ${seconds(median(figures.content))}`);
  console.log(`    checks (the validator)                      ${seconds(median(figures.checks))}`);
  console.log(`    build (production, only what changed)       ${seconds(median(figures.build))}`);
  console.log(`    commit                                      ${seconds(median(figures.commit))}`);
  console.log(`    push                                        ${seconds(median(figures.push))}`);
  console.log(`  npm run build                                 ${seconds(build)}`);
  const verdict = publish <= build + 3000 ? '✔' : '✖';
  console.log(`${verdict} publish − build = ${seconds(publish - build)} (target: at most 3 s)`);
} finally {
  await repo.close();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(repo.root, { recursive: true, force: true });
}
