/**
 * One build cache (engine/build/buildCache.ts) for a whole run of a suite: the tests that publish
 * pass it to publishing as an option, so only the run's first publish builds the bundles and every
 * page, and each later one builds what its change changed. A suite's global set-up makes it and
 * removes it when the run ends; a test file reads it with `inject('buildCacheDir')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    buildCacheDir: string;
  }
}

/** Makes the run's build cache and provides it; returns its removal, for the set-up's teardown. */
export function provideBuildCache(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'test-build-cache-'));
  project.provide('buildCacheDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
