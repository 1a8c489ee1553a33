/**
 * The editor's app as people get it: the production build of editor/vite.config.ts in
 * editor/dist/ (a handful of files, where Vite's dev server hands out some 150 modules one by one:
 * opening a page took 1.2 s against 0.5 s). It is built when missing or older than its sources,
 * so a changed checkout never serves an old editor. For work on the editor itself
 * (`npm run edit -- --dev`) the laptop editor serves it from Vite's dev server instead, in
 * middleware mode with editor/vite.config.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { tokenMetaName } from '../shared/api.ts';
import { notFound } from './routes.ts';

const codeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const editorAppDir = path.join(codeRoot, 'editor/dist');
export const editorPages = ['index.html', 'preview.html', 'sign-in.html', 'share.html'] as const;
export type EditorPage = (typeof editorPages)[number];

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

/** How the editor's own pages and files are served (editorServer.ts decides who gets which). */
export interface EditorApp {
  /** The editor's page (index.html), for any of the editor's addresses; on the laptop with its per-run token in it. */
  editorPage(request: IncomingMessage, response: ServerResponse): void;
  /** Another of its pages, answered as the editor's page is (never kept by the browser): the sign-in page, a shared preview's, the preview frame. */
  page(name: Exclude<EditorPage, 'index.html'>, request: IncomingMessage, response: ServerResponse): void;
  /** Everything else of the app: its scripts and styles, the preview frame, the site's stand-ins; 404 for what it does not have. */
  files(request: IncomingMessage, response: ServerResponse): void;
  close(): Promise<void>;
}

/** The session token reaches the editor's page as a meta tag (never an inline script); the preview frame does not get it. */
const tokenTag = (token: string) => `<meta name="${tokenMetaName}" content="${token}">`;

/** The app's production build in `appDir`; with the laptop's per-run `token` in the editor's page. */
export function productionApp(appDir: string, token?: string): EditorApp {
  const pages = new Map<EditorPage, string>();
  // Each page is read when first asked for (the team server's tests run without the app built).
  const pageText = (name: EditorPage) => {
    let text = pages.get(name);
    if (text === undefined) {
      text = readFileSync(path.join(appDir, name), 'utf8');
      if (name === 'index.html' && token !== undefined) text = text.replace('</head>', `  ${tokenTag(token)}\n  </head>`);
      pages.set(name, text);
    }
    return text;
  };
  const send = (name: EditorPage, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(pageText(name));
  };
  const files = sirv(appDir, { dev: false, etag: true, dotfiles: false, gzip: false, brotli: false });
  return {
    editorPage: (_request, response) => send('index.html', response),
    page: (name, _request, response) => send(name, response),
    files: (request, response) => {
      // The editor's page only with its token, and the sign-in and share pages only where they belong: never as files.
      const pathname = new URL(request.url ?? '/', 'http://editor').pathname;
      if (editorPages.some((page) => page !== 'preview.html' && pathname === `/${page}`)) return notFound(response)();
      files(request, response, notFound(response));
    },
    close: async () => {},
  };
}

/** Vite's dev server with hot reload, on the laptop editor's own server, with the per-run `token` in the editor's page. */
export async function developmentApp(server: Server, token: string): Promise<EditorApp> {
  const { createServer: createViteServer } = await import('vite');
  const tokenPlugin: Plugin = {
    name: 'editor-token',
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, context) => (context.path === '/index.html' ? [{ tag: 'meta', attrs: { name: tokenMetaName, content: token }, injectTo: 'head' }] : []),
    },
  };
  const vite = await createViteServer({
    configFile: path.join(codeRoot, 'editor/vite.config.ts'),
    logLevel: 'warn',
    clearScreen: false,
    plugins: [tokenPlugin],
    server: { middlewareMode: true, hmr: { server }, allowedHosts: ['localhost', '127.0.0.1'], fs: { strict: true } },
  });
  const page = (name: EditorPage, request: IncomingMessage, response: ServerResponse) => {
    request.url = `/${name}`;
    vite.middlewares(request, response);
  };
  return {
    editorPage: (request, response) => page('index.html', request, response),
    page,
    files: (request, response) => vite.middlewares(request, response),
    close: () => vite.close(),
  };
}
