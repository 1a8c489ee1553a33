/** Where the tests find the project and the built site: `npm run build` builds into dist/, and the browser suites serve it. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The built site the browser tests run against. */
export const distDir = path.join(projectRoot, 'dist');
