/**
 * The build in a process of its own: a production build needs NODE_ENV=production for its whole
 * process (engine/build/buildSite.ts), and the editor's server is not one. The process
 * (buildWorker.ts) builds what it is asked over IPC and answers each time with its outcome as data,
 * a `BuildReport`: the problems with their codes and places, or why the build failed in a
 * sentence. Nothing is read from its printed output, which goes to the log only when a build fails.
 *
 * - `buildInWorker`, for publishing: one process kept for the builds that follow, so a publish
 *   pays neither its start nor its loading the build's modules, and validates only what changed;
 *   it stops after ten minutes without work, and never keeps the program that started it running.
 * - `buildInChild`: a process for one build, started and stopped as `npm run build` is (the tests
 *   and measure:scale, which time and check that).
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Problem } from '../../schema/problems.ts';
import type { BuildOptions, BuiltSite, BuildTimings } from './buildSite.ts';
import { BuildOutputRefused } from './guarantees.ts';
import { PhotoUnreadable } from './pictures.ts';

export type BuildReport =
  /** The content has errors: nothing was built. */
  | { kind: 'invalid'; problems: Problem[] }
  /**
   * `processorMs`: the processor time (all threads) the build process spent on this build, from its
   * start for its first; what a busy machine does not change. `peakMemoryBytes`: the process's
   * largest resident size so far.
   */
  | { kind: 'built'; warnings: Problem[]; files: number; rendered: number; timings: BuildTimings; processorMs: number; peakMemoryBytes: number }
  /** The content is valid but the site could not be made; `reason` says why, in a sentence for the people publishing. */
  | { kind: 'failed'; reason: string };

export interface ChildBuildOptions extends Pick<BuildOptions, 'pagesBeforeThreads' | 'keepValidator' | 'privateOutDir'> {
  contentRoot: string;
  outDir: string;
  cacheDir: string;
}

/** What the parent sends, and what the build process answers. */
export interface BuildRequest {
  id: number;
  options: ChildBuildOptions;
}
export interface BuildAnswer {
  id: number;
  report: BuildReport;
}

const codeRoot = path.resolve(import.meta.dirname, '../..');
/**
 * glibc gives every thread that allocates a memory arena of its own and hands little back: with
 * the page-rendering threads and the compressing ones, a clean build of a thousand pages held
 * 970 MB against 660 MB with two arenas, for the same time. `npm run build` sets the same.
 */
const buildMallocArenas = '2';
/**
 * The JavaScript heap's limit, in MB: V8 otherwise lets it grow toward the machine's memory before
 * it collects. A clean build of 1,015 pages peaked at 940–975 MB resident without it and at
 * 820–845 MB with it, in the same time; it builds with as little as 200 MB, so the limit leaves
 * room for sites several times that size. `npm run build` sets the same.
 */
const buildHeapMb = 1024;
/** Kept of the process's printed output, for the log when a build fails. */
const keptOutput = 64 * 1024;
/**
 * A kept build process stops after this long without work: it holds on to its memory (a few
 * hundred MB at a thousand pages), and what it knows (the validator's files) is worth it only
 * for the publishes that follow soon.
 */
const idleMs = 10 * 60_000;

interface BuildProcess {
  build(options: ChildBuildOptions): Promise<BuildReport>;
  stop(): void;
}

/** A build process; `onExit` is told when it ends, for whatever reason. */
function startBuildProcess(onExit: () => void): BuildProcess {
  const child: ChildProcess = fork(path.join(codeRoot, 'engine/build/buildWorker.ts'), [], {
    cwd: codeRoot,
    execArgv: ['--import', pathToFileURL(path.join(codeRoot, 'node_modules/tsx/dist/loader.mjs')).href, `--max-old-space-size=${buildHeapMb}`],
    env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: buildMallocArenas },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutput);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const waiting = new Map<number, (report: BuildReport) => void>();
  let exited = false;
  const ended = (reason: string) => {
    exited = true;
    for (const answer of waiting.values()) answer({ kind: 'failed', reason });
    waiting.clear();
    onExit();
  };
  child.on('message', (message: BuildAnswer) => {
    waiting.get(message.id)?.(message.report);
    waiting.delete(message.id);
  });
  child.on('error', (error) => ended(`The build could not be started (${error.message}).`));
  child.on('exit', (_code, signal) =>
    ended(signal ? `The build was stopped before it ended (${signal}); the server may be short of memory.` : 'The build stopped without saying why.'),
  );

  let queue: Promise<unknown> = Promise.resolve();
  let next = 0;
  let idle: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(idle);
    if (!exited && child.connected) child.disconnect();
  };
  // While idle the process does not keep this program running (a command, a test, may end):
  // neither the process, nor its channel, nor the pipes its output is read from.
  type Handle = { ref?: () => void; unref?: () => void } | null | undefined;
  const handles = [child.channel, child.stdout, child.stderr] as Handle[];
  const rest = () => {
    child.unref();
    for (const handle of handles) handle?.unref?.();
  };
  const work = () => {
    child.ref();
    for (const handle of handles) handle?.ref?.();
  };
  rest();

  const build = (options: ChildBuildOptions) => {
    const mine = queue.then(async (): Promise<BuildReport> => {
      if (exited) return { kind: 'failed', reason: 'The build process ended before it could build.' };
      clearTimeout(idle);
      work();
      const id = next++;
      output = '';
      const report = await new Promise<BuildReport>((resolve) => {
        waiting.set(id, resolve);
        child.send({ id, options } satisfies BuildRequest, (error) => {
          if (error) ended(`The build could not be asked for (${error.message}).`);
        });
      });
      // For whoever reads the log: the people publishing get the report's sentence.
      if (report.kind === 'failed') console.error(`The build of ${options.contentRoot} failed:\n${output.trim()}`);
      rest();
      idle = setTimeout(stop, idleMs);
      idle.unref();
      return report;
    });
    queue = mine.catch(() => undefined);
    return mine;
  };
  return { build, stop };
}

let kept: BuildProcess | undefined;

/** Whether the build process kept for publishing is running. */
export const buildProcessKept = () => kept !== undefined;

/** Builds in the build process kept for publishing (started on first use). Never rejects. */
export function buildInWorker(options: ChildBuildOptions): Promise<BuildReport> {
  if (!kept) {
    const started = startBuildProcess(() => {
      if (kept === started) kept = undefined;
    });
    kept = started;
  }
  return kept.build({ ...options, keepValidator: true });
}

/** Builds in a process started for this build alone, and stopped after it. Never rejects. */
export async function buildInChild(options: ChildBuildOptions): Promise<BuildReport> {
  const once = startBuildProcess(() => undefined);
  try {
    return await once.build(options);
  } finally {
    once.stop();
  }
}

/** The build process's side: a build's outcome as a report; `processorMs` as `BuildReport` says. */
export function reportOf(outcome: { built: BuiltSite } | { error: unknown }, processorMs: number): BuildReport {
  if ('error' in outcome) return { kind: 'failed', reason: failureInWords(outcome.error) };
  const { validation, files, rendered, timings } = outcome.built;
  if (!files || !timings) return { kind: 'invalid', problems: validation.problems };
  return {
    kind: 'built',
    warnings: validation.problems.filter((problem) => problem.severity === 'warning'),
    files: files.length,
    rendered: rendered ?? 0,
    timings,
    processorMs,
    peakMemoryBytes: process.resourceUsage().maxRSS * 1024,
  };
}

/** Why a build of valid content failed, for the people publishing. */
function failureInWords(error: unknown): string {
  if (error instanceof PhotoUnreadable) return error.message;
  const said = (error as Error)?.message?.split('\n')[0] ?? String(error);
  if (error instanceof BuildOutputRefused) return `The site's code made pages that break the site's own rules, which a developer has to fix (${said}).`;
  return `The build stopped on an error in the site's code, which a developer has to look at (${said}).`;
}
