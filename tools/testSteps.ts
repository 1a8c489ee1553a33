/**
 * The steps of `npm test` and a runner for them: each step is an npm script, started as soon as
 * the steps it needs have passed, so that independent ones run side by side (the type check and
 * the lint beside the two builds and the suites that need no build). Each
 * output line is printed as it comes, after the step's name; each step's wall and processor time
 * is printed when it ends. The first failure stops the steps still running and ends the run.
 *
 * `tools/runTests.ts` is `npm test`; `tools/measureTests.ts` times the same steps.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface Step {
  /** The npm script. */
  script: string;
  /** The steps whose output it uses. */
  needs: string[];
}

/**
 * What each step needs: the unit suite serves the team editor's app (editor/dist) and reads and
 * serves the built site (dist/) where no browser is needed; the browser suites serve both, and
 * wait for the unit suite. Without `spec`, the browser step leaves out the contractor's specification (for an
 * edited copy of the content, which is meant to fail it: tools/checkContentEdits.ts).
 */
export function testSteps({ spec = true }: { spec?: boolean } = {}): Step[] {
  return [
    { script: 'typecheck', needs: [] },
    { script: 'lint', needs: [] },
    { script: 'build:editor', needs: [] },
    { script: 'build', needs: [] },
    { script: 'test:unit', needs: ['build', 'build:editor'] },
    // After the unit suite, not beside it: on two cores, the publishing tests' builds and the
    // browser tests' Chromium together pushed timing-sensitive tests past their timeouts.
    { script: spec ? 'test:browser' : 'test:e2e', needs: ['build', 'build:editor', 'test:unit'] },
  ];
}

/** The same steps one after the other, as `npm test` ran them before: for comparison in measure:tests. */
export function serialSteps(): Step[] {
  return testSteps().map((step, index, steps) => ({ ...step, needs: index === 0 ? [] : [steps[index - 1]!.script] }));
}

export interface StepFigures {
  script: string;
  /** Milliseconds from start to end. */
  wall: number;
  /** Processor seconds, user and system, of the step's processes (those that ended before it did). */
  cpu: number;
}

export interface RunOutcome {
  ok: boolean;
  /** Milliseconds from the first start to the last end. */
  wall: number;
  steps: StepFigures[];
  /** The failed step and its exit, when one failed. */
  failure?: string;
}

const codeRoot = path.resolve(import.meta.dirname, '..');

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs the steps, each when what it needs has passed; stops everything at the first failure. */
export async function runSteps(
  steps: Step[],
  { print = console.log, colours = process.stdout.isTTY }: { print?: (line: string) => void; colours?: boolean } = {},
): Promise<RunOutcome> {
  const width = Math.max(...steps.map((step) => step.script.length));
  const started = performance.now();
  const passed = new Set<string>();
  const running = new Map<string, ChildProcess>();
  const figures: StepFigures[] = [];
  let failure: string | undefined;

  // The steps run in process groups of their own, which Ctrl-C does not reach: stop them here.
  const interrupted = (signal: NodeJS.Signals) => {
    for (const child of running.values()) stopGroup(child);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', interrupted).on('SIGTERM', interrupted);

  return new Promise((resolve) => {
    const finishIfDone = () => {
      if (running.size > 0) return;
      const never = steps.filter((step) => !passed.has(step.script));
      if (!failure && never.length > 0) failure = `${never.map((step) => step.script).join(', ')} could not start: what it needs is not a step`;
      process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
      resolve({ ok: failure === undefined, wall: performance.now() - started, steps: figures, failure });
    };
    const startReady = () => {
      for (const step of steps) {
        if (failure || passed.has(step.script) || running.has(step.script)) continue;
        if (!step.needs.every((need) => passed.has(need))) continue;
        running.set(step.script, start(step));
      }
      finishIfDone();
    };
    const start = (step: Step) => {
      const label = step.script.padEnd(width);
      const stepStarted = performance.now();
      print(`${label} │ ▶ npm run ${step.script}`);
      // `times` (POSIX sh) reports the processor time of the shell's children once they have
      // ended: npm and everything it waited for. It is written to a channel of its own (fd 3).
      // Its own process group (detached), so that stopping it stops its workers and browsers too.
      const child = spawn('sh', ['-c', `npm run --silent "$0"; status=$?; times >&3; exit $status`, step.script], {
        cwd: codeRoot,
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
        detached: true,
        // Piped, the tools print no colours: keep them when the lines go to a terminal.
        env: colours ? { FORCE_COLOR: '1', ...process.env } : process.env,
      });
      for (const stream of [child.stdout!, child.stderr!]) {
        readline.createInterface({ input: stream }).on('line', (line) => print(`${label} │ ${line}`));
      }
      let times = '';
      child.stdio[3]!.on('data', (chunk: Buffer) => {
        times += chunk.toString();
      });
      child.on('close', (code, signal) => {
        running.delete(step.script);
        const wall = performance.now() - stepStarted;
        const cpu = childrenCpuSeconds(times);
        figures.push({ script: step.script, wall, cpu });
        if (code === 0) {
          passed.add(step.script);
          print(`${label} │ ✔ passed in ${seconds(wall)} (processor ${cpu.toFixed(1)} s)`);
        } else if (!failure) {
          failure = `${step.script} failed (${signal ? `stopped by ${signal}` : `exit ${code}`}) after ${seconds(wall)}`;
          print(`${label} │ ✖ ${failure}`);
          for (const [script, other] of running) {
            print(`${script.padEnd(width)} │ ■ stopped: ${step.script} failed`);
            stopGroup(other);
          }
        }
        startReady();
      });
      return child;
    };
    startReady();
  });
}

/** The second line of `times`: the children's user and system time, as "0m1.25s 0m0.30s". */
function childrenCpuSeconds(times: string): number {
  const children = times.trim().split('\n')[1] ?? '';
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, minutes, secs]) => sum + Number(minutes) * 60 + Number(secs), 0);
}

/** Stops a step's whole process group: politely, then for good if it is still there 5 s later. */
function stopGroup(child: ChildProcess) {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // It has ended already.
    }
  };
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), 5000).unref();
}
