/**
 * `npm run edit`: the page editor at http://localhost:5174 (`PORT=… npm run edit` picks another).
 * It edits pages/ and site.config.json in the current folder (or `--root <folder>`).
 */
import path from 'node:path';
import { startEditor } from './startEditor.ts';

// React's production build for the editor's page (Vite prepares dependencies for this NODE_ENV):
// the development build's checks made every keystroke several times slower.
process.env.NODE_ENV ??= 'production';

const rootAt = process.argv.indexOf('--root');
const contentRoot = path.resolve(rootAt > 0 ? process.argv[rootAt + 1]! : process.cwd());
const port = Number(process.env.PORT ?? 5174);
try {
  const editor = await startEditor({ contentRoot, port });
  console.log(`The page editor is at ${editor.url}  (it edits ${path.relative(process.cwd(), contentRoot) || 'this folder'}; Ctrl+C to stop)`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `✖ Port ${port} is taken: PORT=5175 npm run edit uses another.` : `✖ ${(error as Error).message}`);
  process.exitCode = 1;
}
