/** Where the tests find the project and the built site: `npm run build` builds into dist/, and the browser suites serve it. */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The built site the browser tests run against. */
export const distDir = path.join(projectRoot, 'dist');

/**
 * One of the project's commands (engine/cli/*.ts) as the program and arguments to start it with,
 * as `npm run` runs it: Node with tsx's loader. In one process: tsx's own command starts a second
 * Node to run it in, which cost each command most of a second of processor time.
 */
export function commandLine(cli: string, ...args: string[]): [string, string[]] {
  const loader = pathToFileURL(path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  return [process.execPath, ['--import', loader, path.join(projectRoot, cli), ...args]];
}
