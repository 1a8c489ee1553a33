/**
 * `npm run measure:tests [-- --runs 3] [-- --serial]`: how long `npm test` takes, step by step.
 * Each run starts as a fresh clone does after `npm install`: without dist/, editor/dist/ and the
 * caches in node_modules/.cache. It prints each step's wall time and processor time (user and
 * system, of the step's processes), and the whole run's, as medians over the runs. With
 * `--serial`, each run is followed by one of the same steps one after the other (as `npm test`
 * ran them before they ran side by side), so that the two compare within one measurement.
 * The steps' output goes to a log file, named at the end. Figures, not a test: the machine's
 * other work changes wall times; the processor times and the ratios move less.
 */
import { createWriteStream, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readOptions } from './commandLine';
import { median } from './figures';
import { type RunOutcome, runSteps, type Step, serialSteps, testSteps } from './testSteps';

const usage = 'npm run measure:tests [-- --runs 3] [-- --serial]';
const options = readOptions(usage, { runs: { type: 'string' }, serial: { type: 'boolean' } });
const runs = Number(options.runs ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, like 3');

const codeRoot = path.resolve(import.meta.dirname, '..');
const logFile = path.join(os.tmpdir(), `measure-tests-${Date.now()}.log`);
const log = createWriteStream(logFile);

const arrangements: { name: string; steps: Step[] }[] = [{ name: 'side by side (npm test)', steps: testSteps() }];
if (options.serial) arrangements.push({ name: 'one after the other', steps: serialSteps() });
const outcomes = new Map<string, RunOutcome[]>(arrangements.map(({ name }) => [name, []]));

const asFreshClone = () => {
  for (const made of ['dist', 'editor/dist', 'node_modules/.cache']) rmSync(path.join(codeRoot, made), { recursive: true, force: true });
};

for (let run = 1; run <= runs; run++) {
  for (const { name, steps } of arrangements) {
    asFreshClone();
    console.log(`Run ${run} of ${runs}, ${name}… (load average ${os.loadavg()[0]!.toFixed(1)})`);
    log.write(`\n===== Run ${run} of ${runs}, ${name} =====\n`);
    const outcome = await runSteps(steps, { print: (line) => log.write(`${line}\n`), colours: false });
    if (!outcome.ok) {
      console.error(`✖ ${outcome.failure}: see ${logFile}`);
      process.exit(1);
    }
    outcomes.get(name)!.push(outcome);
  }
}

const secondsOf = (values: number[]) => `${median(values).toFixed(1).padStart(6)} s`;
console.log(
  `\nMedians of ${runs} run${runs > 1 ? 's' : ''} from a fresh clone's state, wall and processor (user + system) time, on ${os.cpus().length} cores:`,
);
for (const { name } of arrangements) {
  const measured = outcomes.get(name)!;
  console.log(`\n${name}`);
  console.log(`  ${'step'.padEnd(14)} ${'wall'.padStart(8)} ${'processor'.padStart(10)}`);
  for (const step of testSteps()) {
    const figures = measured.map((outcome) => outcome.steps.find((s) => s.script === step.script)!);
    console.log(`  ${step.script.padEnd(14)} ${secondsOf(figures.map((f) => f.wall / 1000))} ${secondsOf(figures.map((f) => f.cpu)).padStart(10)}`);
  }
  const totalCpu = measured.map((outcome) => outcome.steps.reduce((sum, step) => sum + step.cpu, 0));
  console.log(`  ${'npm test'.padEnd(14)} ${secondsOf(measured.map((outcome) => outcome.wall / 1000))} ${secondsOf(totalCpu).padStart(10)}`);
}
console.log(`\nThe steps' output: ${logFile}`);
log.end();
