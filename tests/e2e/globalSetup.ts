/**
 * Set-up for the browser suites (e2e and spec): the production static server on a free port,
 * serving the built site in dist/ (`npm test` builds it first), ONE headless Chromium for the
 * whole run, which every test file connects to (starting a browser per file cost more than the
 * tests of a small file), and the build cache the publishing tests share (tests/support/buildCache.ts).
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from '../../tools/chromium';
import { createStaticServer } from '../../engine/server/staticServer';
import { provideBuildCache } from '../support/buildCache';
import { distDir } from '../support/projectPaths';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('The browser tests need the built site: run "npm run build" first ("npm test" does it for you).');
  }
  const server = createStaticServer(distDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launchServer({ executablePath: chromiumPath(), args: chromiumArgs });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('browserEndpoint', browser.wsEndpoint());
  const removeBuildCache = provideBuildCache(project);
  return async () => {
    removeBuildCache();
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
