/**
 * The laptop editor (`npm run edit`): the editor's server (editorServer.ts) on 127.0.0.1 only,
 * for the one person at this computer. Nobody signs in: the guard (guard.ts) answers only the
 * editor's own host names, and the API only with the per-run token that the editor's page carries.
 * It serves the editor's production build (editorApp.ts), or, for work on the editor itself
 * (`npm run edit -- --dev`), Vite's dev server. The content it edits (pages/, site.config.json,
 * images/) lives under `contentRoot`, separate from the code it runs (this repository), so tests
 * run it on a copy of the content.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { contentRoutes } from '../shared/routes.ts';
import { createContentHandlers } from './contentHandlers.ts';
import { developmentApp, ensureEditorApp, productionApp } from './editorApp.ts';
import { type Access, safetyHeaders, startEditorServer } from './editorServer.ts';
import { createGuard, type Guard } from './guard.ts';
import type { PublishingOptions } from './publishing.ts';

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

export interface RunningEditor {
  url: string;
  token: string;
  close(): Promise<void>;
}

/** The laptop's way of knowing who is asking: the one person at this computer, on the editor's own page. */
function laptopAccess(guard: Guard, contentRoot: string, handlers: object): Access {
  return {
    headers: safetyHeaders.laptop,
    origin: 'http://editor',
    routes: contentRoutes,
    screen: (request, response) => {
      if (guard.hostAllowed(request)) return false;
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`This is the page editor; open it at http://${guard.hosts[0]}.\n`);
      return true;
    },
    letIn: async (_found, request, url) => {
      guard.api(request, url);
      return { handlers };
    },
    asker: () => ({ contentRoot: () => contentRoot }),
    rest: (request, response, _url, app) => app.files(request, response),
  };
}

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
  const running = await startEditorServer({ host, port }, async (server, actualPort) => {
    const guard = createGuard({ token, hostNames: ['localhost', '127.0.0.1', ...(host === '::1' ? ['::1'] : [])], port: actualPort });
    const handlers = createContentHandlers({ contentRoot: root, publishing, readContentFirst });
    const app = mode === 'development' ? await developmentApp(server, token) : productionApp(ensureEditorApp(), token);
    return { access: laptopAccess(guard, root, handlers), app };
  });
  return { url: `http://localhost:${running.port}`, token, close: running.close };
}
