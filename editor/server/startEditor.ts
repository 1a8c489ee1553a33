/**
 * The page editor's server: the API (api.ts) and the editor's own pages, served by Vite from
 * editor/ (editor/index.html and editor/preview.html), bound to 127.0.0.1 only. The content it
 * edits (pages/, site.config.json, images/) lives under `contentRoot`, which the browser tests
 * point at a copy of the project.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import sirv from 'sirv';
import { createServer as createViteServer, type Plugin } from 'vite';
import { iconSpritePlugin } from '../../engine/build/iconSpritePlugin.ts';
import { tokenMetaName } from '../shared/api.ts';
import { createApi } from './api.ts';

const editorDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The site's public/ folder: the preview needs its stand-ins (the lead form, call tracking). */
const sitePublicDir = path.resolve(editorDir, '../public');
export const host = '127.0.0.1';

export interface EditorOptions {
  contentRoot: string;
  /** 0 picks a free port. */
  port: number;
}

export interface RunningEditor {
  url: string;
  token: string;
  close(): Promise<void>;
}

export async function startEditor({ contentRoot, port }: EditorOptions): Promise<RunningEditor> {
  const token = randomBytes(24).toString('base64url');
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = (server.address() as AddressInfo).port;
  const origins = [`http://localhost:${actualPort}`, `http://${host}:${actualPort}`];

  /** The session token reaches the page as a meta tag, never as an inline script. */
  const tokenPlugin: Plugin = {
    name: 'editor-token',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: tokenMetaName, content: token }, injectTo: 'head' }],
  };
  /**
   * The site's links preload the page they point at from `virtual:site` (engine/build/
   * siteContentPlugin.ts). In the preview, links never navigate and the page comes from the
   * editor, so the preview gets a `virtual:site` with no pages to load.
   */
  const noSiteRoutes: Plugin = {
    name: 'editor-preview-site',
    resolveId: (id) => (id === 'virtual:site' ? '\0editor-preview-site' : undefined),
    load: (id) => (id === '\0editor-preview-site' ? 'export const routes = [];\nexport const site = undefined;\n' : undefined),
  };
  const vite = await createViteServer({
    configFile: false,
    root: editorDir,
    appType: 'mpa',
    // Its own cache of prepared dependencies: the site's dev server prepares them differently.
    cacheDir: path.resolve(editorDir, '../node_modules/.vite-editor'),
    publicDir: sitePublicDir,
    logLevel: 'warn',
    plugins: [tokenPlugin, noSiteRoutes, iconSpritePlugin(), react(), tailwindcss()],
    server: { middlewareMode: true, hmr: { server }, host, allowedHosts: ['localhost', host] },
    // The editor's own dependencies, found up front, so the first visit does not reload the page.
    optimizeDeps: { entries: ['index.html', 'preview.html'] },
  });
  const api = createApi({ contentRoot, token, origins: () => origins });
  const photos = sirv(path.join(contentRoot, 'images'), { dev: true });

  server.on('request', (request, response) => {
    const next = () => {
      if (request.url?.startsWith('/images/')) {
        request.url = request.url.slice('/images'.length);
        photos(request, response, () => vite.middlewares(request, response));
        return;
      }
      vite.middlewares(request, response);
    };
    void api(request, response, next);
  });

  return {
    url: `http://localhost:${actualPort}`,
    token,
    close: async () => {
      await vite.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
