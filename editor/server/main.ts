/**
 * `npm run edit`: the page editor at http://localhost:5174 (`PORT=… npm run edit` picks another),
 * on this computer only. It edits pages/, site.config.json and images/ in the current folder, or
 * in the folder given as `--root <folder>` (a copy of the project, say), and publishes them with
 * git to the branch the copy is on (or PUBLISH_BRANCH), calling PUBLISH_HOOK_URL after each push.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { siteConfigFile } from '../../schema/paths.ts';
import { startEditor } from './startEditor.ts';
import { publishingFromEnvironment } from './publishing.ts';

// React's production build for the editor's page (Vite prepares dependencies for this NODE_ENV):
// the development build's checks made every keystroke several times slower (npm run measure:editor).
process.env.NODE_ENV ??= 'production';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
if (rootAt >= 0 && !args[rootAt + 1]) fail('--root needs a folder after it, for example: npm run edit -- --root ../site-copy');
const contentRoot = path.resolve(rootAt >= 0 ? args[rootAt + 1]! : process.cwd());
if (!existsSync(path.join(contentRoot, siteConfigFile)) || !existsSync(path.join(contentRoot, 'pages')))
  fail(`${contentRoot} has no ${siteConfigFile} and pages/ folder to edit. Run npm run edit in the project folder, or give --root <folder>.`);
const port = Number(process.env.PORT ?? 5174);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT=${process.env.PORT} is not a port number; try PORT=5175 npm run edit.`);

try {
  // `--dev`: Vite's dev server with hot reload, for work on the editor's own code.
  const editor = await startEditor({
    contentRoot,
    port,
    publishing: publishingFromEnvironment(),
    app: args.includes('--dev') ? 'development' : 'production',
    readContentFirst: true,
  });
  const relative = path.relative(process.cwd(), contentRoot);
  const where = relative === '' ? 'this folder' : relative.startsWith('..') ? contentRoot : relative;
  console.log(`The page editor is at ${editor.url}\nIt edits the pages and settings in ${where}, and listens on this computer only. Ctrl+C stops it.`);
  const stop = () => void editor.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(code === 'EADDRINUSE' ? `Port ${port} is taken (is the editor open already?): PORT=5175 npm run edit uses another.` : (error as Error).message);
}
