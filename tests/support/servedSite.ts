/**
 * The built site in dist/ served for one test file of the unit suite, by the static server behind
 * `npm start` and the browser tests (engine/server): what the build wrote, tested where no browser
 * is needed. `npm test` builds before it runs the unit suite (tools/testSteps.ts).
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createStaticServer } from '../../engine/server/staticServer';
import { distDir } from './projectPaths';

/** The built site's folder, once it is there: a test that reads it says so when it is not. */
export function builtSiteDir(): string {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('These tests read the built site: run "npm run build" first ("npm test" does it for you).');
  }
  return distDir;
}

/** Starts the server before this file's tests and stops it after them; returns the site's address. */
export function serveBuiltSite(): () => string {
  let server: Server | undefined;
  let address = '';
  beforeAll(async () => {
    builtSiteDir();
    server = createStaticServer(distDir);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return () => address;
}
