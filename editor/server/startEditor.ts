/**
 * The page editor's server, on 127.0.0.1 only: the API (api.ts), the photos of the content it
 * edits (/images/*, for the preview and the picker), and the editor's own pages: its production
 * build (editorApp.ts), or, for work on the editor itself (`npm run edit -- --dev`), a Vite dev
 * server in middleware mode with editor/vite.config.ts. The content it edits (pages/,
 * site.config.json, images/) lives under `contentRoot`, separate from the code it runs (this
 * repository), so tests run it on a copy of the content.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { imagesDir } from '../../schema/imageSlots.ts';
import { apiBase, tokenMetaName } from '../shared/api.ts';
import { contentRoutes } from '../shared/routes.ts';
import { createApi } from './api.ts';
import { editorPages, ensureEditorApp } from './editorApp.ts';
import { createGuard } from './guard.ts';
import { answeringAlways, answerRoute, findRoute, noSuchRoute, notFound, requestUrl } from './routes.ts';
import type { PublishingOptions } from './publishing.ts';

/** This repository: where the editor's code and its Vite configuration live. */
const codeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const loopback = ['127.0.0.1', 'localhost', '::1'];

export interface EditorOptions {
  /** The folder holding pages/, site.config.json and images/: what the editor reads and writes. */
  contentRoot: string;
  /** 0 picks a free port. */
  port: number;
  /** A loopback address to listen on (127.0.0.1 unless said); the editor never listens on a network. */
  host?: string;
  /** Where publishing goes (a branch other than the copy's own) and the host's build hook. */
  publishing?: PublishingOptions;
  /**
   * 'production' (unless said): the editor's built app (editor/dist/, built first when missing or
   * old). 'development': Vite's dev server with hot reload, for work on the editor itself.
   */
  app?: 'production' | 'development';
  /** Read every file for the check before listening (`npm run edit` does; tests need not wait for it). */
  readContentFirst?: boolean;
}

/** How the editor's own page and files are served. */
interface EditorAppServer {
  /** The editor's page, with the session token in it, for any of the editor's addresses. */
  editorPage(request: IncomingMessage, response: ServerResponse): void;
  /** Everything else of the app: its scripts and styles, the preview frame, the site's stand-ins. */
  files(request: IncomingMessage, response: ServerResponse): void;
  close(): Promise<void>;
}

/** The session token reaches the editor's page as a meta tag (never an inline script); the preview frame does not get it. */
const tokenTag = (token: string) => `<meta name="${tokenMetaName}" content="${token}">`;

function productionApp(token: string): EditorAppServer {
  const appDir = ensureEditorApp();
  const page = readFileSync(path.join(appDir, 'index.html'), 'utf8').replace('</head>', `  ${tokenTag(token)}\n  </head>`);
  const files = sirv(appDir, { dev: false, etag: true, dotfiles: false });
  return {
    editorPage: (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
    },
    files: (request, response) => {
      // The editor's page only with its token: never as a file (sign-in and share pages are the team server's).
      const pathname = new URL(request.url ?? '/', 'http://editor').pathname;
      if (editorPages.some((page) => page !== 'preview.html' && pathname === `/${page}`)) return notFound(response)();
      files(request, response, notFound(response));
    },
    close: async () => {},
  };
}

async function developmentApp(server: Server, token: string): Promise<EditorAppServer> {
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
  return {
    editorPage: (request, response) => {
      request.url = '/index.html';
      vite.middlewares(request, response);
    },
    files: (request, response) => vite.middlewares(request, response),
    close: () => vite.close(),
  };
}

export interface RunningEditor {
  url: string;
  token: string;
  close(): Promise<void>;
}

/**
 * Whether a request is for one of the editor's own addresses (`/`, `/pages/services/repairs`,
 * `/settings`, or any other a person may type): each is answered with the editor's page, whose
 * router (editor/app/ui/address.ts) shows the place, or says there is none. Not the API, the photos,
 * files (a dot in the last part: /preview.html, /app/main.tsx) or Vite's own addresses (/@vite/…,
 * /@fs/…, /node_modules/…, /__…).
 */
export function isEditorAddress(pathname: string): boolean {
  if (/^\/(?:api|images|node_modules)(?:\/|$)|^\/(?:@|__)/.test(pathname)) return false;
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/**
 * Headers on every answer: the editor cannot be framed by another site (a click there must not
 * press Save or Delete here), and sends no address of its own to anyone.
 */
const safetyHeaders = {
  'content-security-policy': "frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

export async function startEditor({
  contentRoot,
  port,
  host = '127.0.0.1',
  publishing,
  app: mode = 'production',
  readContentFirst,
}: EditorOptions): Promise<RunningEditor> {
  if (!loopback.includes(host)) throw new Error(`The editor listens on this computer only (127.0.0.1), not on "${host}".`);
  const root = path.resolve(contentRoot);
  const token = randomBytes(32).toString('base64url');
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const guard = createGuard({ token, hostNames: ['localhost', '127.0.0.1', ...(host === '::1' ? ['::1'] : [])], port: actualPort });

  const handlers = createApi({ contentRoot: root, publishing, readContentFirst });
  const photos = sirv(path.join(root, imagesDir), { dev: true, dotfiles: false });
  let app: EditorAppServer;
  try {
    app = mode === 'development' ? await developmentApp(server, token) : productionApp(token);
  } catch (error) {
    server.close();
    throw error;
  }

  server.on(
    'request',
    answeringAlways(async (request, response) => {
      for (const [name, value] of Object.entries(safetyHeaders)) response.setHeader(name, value);
      if (!guard.hostAllowed(request)) {
        response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`This is the page editor; open it at http://${guard.hosts[0]}.\n`);
        return;
      }
      const url = requestUrl(request, 'http://editor');
      if (url.pathname.startsWith(`${apiBase}/`)) {
        guard.api(request, url);
        const found = findRoute(contentRoutes, request.method, url.pathname);
        if (!found) throw noSuchRoute();
        await answerRoute(found, handlers, request, response, url);
        return;
      }
      const reading = request.method === 'GET' || request.method === 'HEAD';
      if (reading && isEditorAddress(url.pathname)) return app.editorPage(request, response);
      const asked = request.url ?? '/';
      if (reading && url.pathname.startsWith(`/${imagesDir}/`)) {
        request.url = asked.slice(imagesDir.length + 1);
        photos(request, response, () => {
          request.url = asked;
          app.files(request, response);
        });
        return;
      }
      app.files(request, response);
    }),
  );

  return {
    url: `http://localhost:${actualPort}`,
    token,
    close: async () => {
      await app.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
