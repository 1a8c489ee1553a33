/**
 * Set-up for the browser suites (e2e and spec): the production static server on a free port,
 * serving the built site in dist/ (`npm test` builds it first), ONE headless Chromium (its
 * headless shell when installed: tools/chromium.ts) for the whole run, which every test file
 * connects to (starting a browser per file cost more than the tests of a small file), and the
 * build cache the publishing tests share (tests/support/buildCache.ts).
 * When both suites run in one `vitest run`, Vitest calls this once per suite: the second call
 * shares the server and the browser the first started, and the last teardown stops them.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, testChromiumPath } from '../../tools/chromium';
import { createStaticServer } from '../../engine/server/staticServer';
import { provideBuildCache } from '../support/buildCache';
import { distDir } from '../support/projectPaths';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

interface Shared {
  started: Promise<{ baseUrl: string; browserEndpoint: string; stop: () => Promise<void> }>;
  users: number;
}

// Vitest loads this file once per suite, so what the suites share lives on the process.
const key = Symbol.for('roofing.browserSuites');
const holder = globalThis as { [key]?: Shared };

async function start() {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('The browser tests need the built site: run "npm run build" first ("npm test" does it for you).');
  }
  const server = createStaticServer(distDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launchServer({ executablePath: testChromiumPath(), args: chromiumArgs });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    browserEndpoint: browser.wsEndpoint(),
    stop: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export default async function setup(project: TestProject) {
  holder[key] ??= { started: start(), users: 0 };
  const shared = holder[key];
  shared.users += 1;
  const { baseUrl, browserEndpoint, stop } = await shared.started;
  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoint', browserEndpoint);
  const removeBuildCache = provideBuildCache(project);
  return async () => {
    removeBuildCache();
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[key];
    await stop();
  };
}
