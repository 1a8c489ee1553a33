/**
 * The editor's server, the laptop's (startEditor.ts) and the team's (team/teamServer.ts): one HTTP
 * server that answers the API's routes (routes.ts), the photos of the content being edited
 * (/images/*, for the preview and the picker), the editor's own pages and its files
 * (editorApp.ts), with the safety headers on every answer. What differs is how it knows who is
 * asking, an `Access`:
 * - the laptop's (startEditor.ts, guard.ts): nobody signs in; it listens on 127.0.0.1 only, and
 *   answers its own host name, and the API only with the per-run token of the editor's page;
 * - the team's (team/teamAccess.ts): nothing answers without a signed-in session but the public
 *   files, the sign-in page and a shared preview's link; the origin is checked before anything,
 *   and each route's least role before its body is read.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { imagesDir } from '../../schema/imageSlots.ts';
import { apiBase } from '../shared/api.ts';
import type { Route } from '../shared/routes.ts';
import type { EditorApp } from './editorApp.ts';
import { answeringAlways, answerRoute, type FoundRoute, findRoute, noSuchRoute, requestUrl } from './routes.ts';

/** How the server knows who is asking, and what it lets them have. */
export interface Access {
  /** The safety headers of every answer (`safetyHeaders` below). */
  headers: Record<string, string>;
  /** The origin a request's address is read against. */
  origin: string;
  /** The API's routes this server answers. */
  routes: Record<string, Route>;
  /**
   * What every request passes first, before its address is read for the API, the photos and the
   * pages: true when this answered it already (a refusal, a public file); throws an HttpError to
   * refuse it.
   */
  screen(request: IncomingMessage, response: ServerResponse, app: EditorApp): boolean;
  /**
   * Lets a request for an API route in (`found` undefined: an API address no route has), before
   * anything of its body is read: the handlers that answer it, with what they get beside the
   * request, and what follows a good answer; throws an HttpError to refuse it.
   */
  letIn(found: FoundRoute | undefined, request: IncomingMessage, url: URL): Promise<LetIn>;
  /**
   * Who a page or a photo is for. Undefined when this answered the request itself (the sign-in
   * page, a shared preview, the way to sign in).
   */
  asker(request: IncomingMessage, response: ServerResponse, url: URL, app: EditorApp): Asker | undefined;
  /** What answers the rest of the addresses (a file of the app, a 404), once the asker is known. */
  rest(request: IncomingMessage, response: ServerResponse, url: URL, app: EditorApp): void;
}

/** The person a page or a photo is for. */
export interface Asker {
  /** The content whose photos they see (the team works out a person's draft only when a photo is asked for). */
  contentRoot(): string | Promise<string>;
}

/** An API request let in: the handlers (a route table's `Handlers`) and what they get beside the request. */
export interface LetIn {
  handlers: object;
  context?: object;
  /** After a good answer (the team works out again what a person's draft changes). */
  answered?(): void;
}

const sameOrigin = {
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/**
 * The headers on every answer: the editor cannot be framed by another site (a click there must
 * not press Save or Delete here), and sends no address of its own to anyone. The team's server,
 * on the web behind HTTPS, also allows no script but its own files and keeps the browser on
 * HTTPS; the laptop's says only who may frame it, as Vite's dev server (`npm run edit -- --dev`)
 * puts scripts into the page.
 */
export const safetyHeaders = {
  laptop: { 'content-security-policy': "frame-ancestors 'self'", ...sameOrigin },
  team: (secure: boolean): Record<string, string> => ({
    'content-security-policy':
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-src 'self'; frame-ancestors 'self'; form-action 'self'; base-uri 'none'; object-src 'none'",
    ...sameOrigin,
    ...(secure ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  }),
};

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

export interface RunningServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/**
 * Listens on `host` and `port`, then answers with what `prepare` makes (it gets the server and
 * the port it listens on: the laptop's guard names the port, and Vite's dev server shares the
 * server). When `prepare` fails, the server is closed again.
 */
export async function startEditorServer(
  { host, port }: { host: string; port: number },
  prepare: (server: Server, port: number) => Promise<{ access: Access; app: EditorApp }>,
): Promise<RunningServer> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  let served: { access: Access; app: EditorApp };
  try {
    served = await prepare(server, actualPort);
  } catch (error) {
    server.close();
    throw error;
  }
  server.on('request', answeringAlways(answerer(served.access, served.app)));
  return {
    server,
    port: actualPort,
    close: async () => {
      await served.app.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** How every request is answered, in this order: screened, the API, then the asker's photos, the editor's page, the rest. */
function answerer(access: Access, app: EditorApp) {
  const photoFolders = new Map<string, ReturnType<typeof sirv>>();
  const photosOf = (contentRoot: string) => {
    let photos = photoFolders.get(contentRoot);
    if (!photos) {
      photos = sirv(path.join(contentRoot, imagesDir), { dev: true, dotfiles: false });
      photoFolders.set(contentRoot, photos);
    }
    return photos;
  };

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(access.headers)) response.setHeader(name, value);
    if (access.screen(request, response, app)) return;
    const url = requestUrl(request, access.origin);

    const found = findRoute(access.routes, request.method, url.pathname);
    if (found || url.pathname.startsWith(`${apiBase}/`)) {
      const { handlers, context, answered } = await access.letIn(found, request, url);
      if (!found) throw noSuchRoute();
      await answerRoute(found, handlers, request, response, url, context);
      if (response.statusCode < 400) answered?.();
      return;
    }

    const asker = access.asker(request, response, url, app);
    if (!asker) return;
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (reading && url.pathname.startsWith(`/${imagesDir}/`)) {
      const asked = request.url ?? '/';
      const photos = photosOf(await asker.contentRoot());
      request.url = asked.slice(imagesDir.length + 1);
      photos(request, response, () => {
        request.url = asked;
        app.files(request, response);
      });
      return;
    }
    if (reading && isEditorAddress(url.pathname)) return app.editorPage(request, response);
    access.rest(request, response, url, app);
  };
}
