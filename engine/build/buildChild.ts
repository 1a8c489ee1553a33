/**
 * The build in a process of its own, as publishing runs it: a production build needs
 * NODE_ENV=production for its whole process (engine/build/buildSite.ts), and the editor's server is
 * not one. The child is `npm run build` itself (engine/cli/build.ts), started with an IPC channel;
 * it sends its outcome as data (`BuildReport`): the problems with their codes and places, or why
 * the build failed in words. Nothing is read from its printed output.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Problem } from '../../schema/problems.ts';
import { BuildOutputRefused, type BuiltSite, type BuildTimings } from './buildSite.ts';
import { PhotoUnreadable } from './pictures.ts';

export type BuildReport =
  /** The content has errors: nothing was built. */
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'built'; warnings: Problem[]; files: number; rendered: number; timings: BuildTimings; peakMemoryBytes: number }
  /** The content is valid but the site could not be made; `reason` says why, in a sentence for the people publishing. */
  | { kind: 'failed'; reason: string };

export interface ChildBuildOptions {
  contentRoot: string;
  outDir: string;
  cacheDir: string;
}

const codeRoot = path.resolve(import.meta.dirname, '../..');
/** Kept of the child's printed output, for the server's log when it fails. */
const keptOutput = 64 * 1024;

/** Runs the build of `contentRoot` in a child process and resolves with its report (never rejects). */
export function buildInChild({ contentRoot, outDir, cacheDir }: ChildBuildOptions): Promise<BuildReport> {
  return new Promise((resolve) => {
    let report: BuildReport | undefined;
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-keptOutput);
    };
    const child = fork(path.join(codeRoot, 'engine/cli/build.ts'), ['--out', outDir, '--cache', cacheDir], {
      cwd: contentRoot,
      execArgv: ['--import', pathToFileURL(path.join(codeRoot, 'node_modules/tsx/dist/loader.mjs')).href],
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('message', (message) => {
      report = message as BuildReport;
    });
    child.on('error', (error) => {
      report ??= { kind: 'failed', reason: `The build could not be started (${error.message}).` };
    });
    child.on('close', (code, signal) => {
      if (!report)
        report = {
          kind: 'failed',
          reason: signal ? `The build was stopped before it ended (${signal}); the server may be short of memory.` : 'The build stopped without saying why.',
        };
      // For whoever reads the server's log: the people publishing get the report's sentence.
      if (report.kind === 'failed') console.error(`The build of ${contentRoot} failed (exit code ${code ?? signal}):\n${output.trim()}`);
      resolve(report);
    });
  });
}

/** The child's side: its outcome as a report, sent to the parent. */
export function reportOf(outcome: { built: BuiltSite } | { error: unknown }): BuildReport {
  if ('error' in outcome) return { kind: 'failed', reason: failureInWords(outcome.error) };
  const { validation, files, rendered, timings } = outcome.built;
  if (!files || !timings) return { kind: 'invalid', problems: validation.problems };
  return {
    kind: 'built',
    warnings: validation.problems.filter((problem) => problem.severity === 'warning'),
    files: files.length,
    rendered: rendered ?? 0,
    timings,
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
