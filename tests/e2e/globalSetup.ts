/**
 * Starts the production static server on a free port for the browser tests. The tests run
 * against the built, prerendered site in dist/: `npm test` builds it first.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../engine/server/staticServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('The browser tests need the built site: run "npm run build" first ("npm test" does it for you).');
  }
  const server = createStaticServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
