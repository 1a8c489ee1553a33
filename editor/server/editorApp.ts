/**
 * The editor's app as people get it: the production build of editor/vite.config.ts in
 * editor/dist/ (a handful of files, where Vite's dev server hands out some 150 modules one by one:
 * opening a page took 1.2 s against 0.5 s). It is built when missing or older than its sources,
 * so a changed checkout never serves an old editor.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const codeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const editorAppDir = path.join(codeRoot, 'editor/dist');
export const editorPages = ['index.html', 'preview.html', 'sign-in.html', 'share.html'];

/** What the app is built from: the editor, and the site's code its preview renders with. */
const sources = [
  'editor/app',
  'editor/shared',
  ...editorPages.map((page) => `editor/${page}`),
  'editor/vite.config.ts',
  'engine/runtime',
  'blocks',
  'schema',
  'public',
  'package-lock.json',
];

function newest(entry: string): number {
  const full = path.join(codeRoot, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full, { recursive: true }).map((name) => statSync(path.join(full, String(name))).mtimeMs));
}

export function editorAppIsCurrent(): boolean {
  if (!editorPages.every((page) => existsSync(path.join(editorAppDir, page)))) return false;
  const built = Math.min(...editorPages.map((page) => statSync(path.join(editorAppDir, page)).mtimeMs));
  return sources.every((source) => newest(source) <= built);
}

/** Builds the app (`npm run build:editor`) unless it is current; returns its folder. */
export function ensureEditorApp(log: (line: string) => void = console.log): string {
  if (editorAppIsCurrent()) return editorAppDir;
  log('Building the editor (npm run build:editor)…');
  const built = spawnSync(
    process.execPath,
    [path.join(codeRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', path.join(codeRoot, 'editor/vite.config.ts'), '--logLevel', 'warn'],
    {
      cwd: codeRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (built.status !== 0 || !editorPages.every((page) => existsSync(path.join(editorAppDir, page))))
    throw new Error('The editor could not be built (see above).');
  return editorAppDir;
}
