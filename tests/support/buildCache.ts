/**
 * The build cache the tests that publish share: the one `npm run build` uses
 * (engine/build/buildCache.ts, node_modules/.cache/site-build). They pass it to publishing as an
 * option, so a publish of the site's content finds the bundles and the pages the site's build
 * made (in `npm test` the build step runs beside the unit suite and before the browser suite),
 * and builds only what its change changed. The cache is made for builds running at the same time
 * and prunes itself, so nothing is removed after a run; the tests that are about the cache itself (buildCache, incrementalBuild) build
 * into caches of their own. A suite's global set-up provides it; a test file reads it with
 * `inject('buildCacheDir')`.
 */
import type { TestProject } from 'vitest/node';
import { defaultBuildCacheDir } from '../../engine/build/buildCache';

declare module 'vitest' {
  export interface ProvidedContext {
    buildCacheDir: string;
  }
}

/** Provides the build cache; returns the set-up's teardown, which leaves the cache for the next run. */
export function provideBuildCache(project: TestProject): () => void {
  project.provide('buildCacheDir', defaultBuildCacheDir);
  return () => undefined;
}
