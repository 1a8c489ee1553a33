/** Set-up for the unit suite: the build cache its publishing tests share (tests/support/buildCache.ts). */
import type { TestProject } from 'vitest/node';
import { provideBuildCache } from '../support/buildCache';

export default function setup(project: TestProject) {
  return provideBuildCache(project);
}
