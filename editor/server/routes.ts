/**
 * How the editor's servers answer their API: a route is a method, a path, the zod schemas of what
 * it takes, who may call it, and its handler. `answerRoute` checks the body and the address
 * parameters with the route's schemas before the handler runs (a request that does not fit gets
 * 400 with one sentence) and turns every failure into the API's error answer. The laptop editor
 * (api.ts behind guard.ts) and the team server (team/) answer the same routes this way; each
 * decides beforehand who is let in.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { ApiError, Role } from '../shared/api.ts';
import { BadFileName } from './files.ts';
import { HttpError } from './guard.ts';
import { RequestProblem, readRequest } from './requests.ts';

/** What a route's handler gets: the body and the address parameters, already checked with the route's schemas. */
export interface RouteInput<Body, Query> {
  body: Body;
  query: Query;
  request: IncomingMessage;
  /** For a header of the answer (a cookie); the body is the handler's result. */
  response: ServerResponse;
}

/** One address of the API: its method and path, the schemas of what it takes, and its handler. */
export interface RouteOf<Body, Query> {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The least role that may call it on the team server (everyone signed in may, unless said). */
  may?: Role;
  /** The JSON body's schema, for a route that takes one; a body that does not fit it is answered 400. */
  body?: z.ZodType<Body>;
  /** The address parameters' schema, for a route that reads them. */
  query?: z.ZodType<Query>;
  /** The answer, sent as JSON (or as it is, for a FileAnswer). */
  handle(input: RouteInput<Body, Query>): unknown;
}
export type Route = RouteOf<unknown, unknown>;

/** Lets each route's handler know the types its schemas give. */
export const route = <Body = undefined, Query = undefined>(definition: RouteOf<Body, Query>): Route => definition as Route;

/** An answer that is a file, not JSON (a thumbnail). */
export class FileAnswer {
  constructor(
    readonly contentType: string,
    readonly bytes: Buffer,
  ) {}
}

export const findRoute = (routes: readonly Route[], method: string | undefined, pathname: string): Route | undefined =>
  routes.find((candidate) => candidate.method === method && candidate.path === pathname);

/** Answers a request for `found` (undefined: no such route) that has been let in. */
export async function answerRoute(found: Route | undefined, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  try {
    if (!found) throw new HttpError(404, { code: 'not-found', message: 'The editor has nothing at this address.' });
    const query = found.query ? readRequest(found.query, Object.fromEntries(url.searchParams), 'address') : undefined;
    const body = found.body ? readRequest(found.body, await readJson(request), 'body') : undefined;
    const result = await found.handle({ body, query, request, response });
    if (result instanceof FileAnswer)
      response
        .writeHead(200, { 'content-type': result.contentType, 'cache-control': 'private, no-cache', 'content-length': result.bytes.length })
        .end(result.bytes);
    else send(response, 200, result);
  } catch (error) {
    sendError(response, error);
  }
}

/** The request's address, or a 400 when it does not read as one. */
export function addressOf(request: IncomingMessage, origin: string): URL {
  const url = URL.parse(request.url ?? '/', origin);
  if (!url) throw new HttpError(400, { code: 'bad-request', message: 'That address does not read as one.' });
  return url;
}

/**
 * A server's request listener that answers whatever happens: a failure nobody caught is answered
 * 500 (or ends the connection, when the answer had begun), never left to stop the server.
 */
export function answeringAlways(handle: (request: IncomingMessage, response: ServerResponse) => Promise<void> | void) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    Promise.resolve()
      .then(() => handle(request, response))
      .catch((error: unknown) => {
        if (!response.headersSent) sendError(response, error);
        else {
          console.error(error);
          response.destroy();
        }
      });
  };
}

/** A failure as the API's error answer: a status and a sentence; an unexpected one is logged, without the request. */
export function sendError(response: ServerResponse, error: unknown): void {
  if (error instanceof HttpError) send(response, error.status, error.body);
  else if (error instanceof RequestProblem) send(response, 400, { code: 'bad-request', message: error.message } satisfies ApiError);
  else if (error instanceof BadFileName) send(response, 400, { code: 'bad-file', message: error.message } satisfies ApiError);
  else {
    console.error(error);
    send(response, 500, {
      code: 'internal',
      message: `The editor's server ran into a problem (${(error as Error).message}). Your changes are still in the editor: try again in a moment.`,
    } satisfies ApiError);
  }
}

/** Answers 404 in plain text: what the editors' servers say for an address that is not theirs (as a `next` callback). */
export const notFound = (response: ServerResponse) => (): void => {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.\n');
};

export function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(JSON.stringify(body));
}

/** A page or the settings is a few KB; anything near this is not a draft. */
export const jsonLimit = 2 * 1024 * 1024;
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * The request's body, or undefined when it is larger than `limit`. Beyond the limit the rest is
 * read and dropped, not kept: destroying the request would take the connection, and the answer
 * with it. A declared length over the limit is answered at once (Node discards the rest).
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : undefined));
    request.on('error', reject);
  });
}

/** The request's body as JSON, not yet checked: its route's schema does that (requests.ts). */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const body = await readBody(request, jsonLimit);
  if (!body)
    throw new HttpError(413, {
      code: 'too-large',
      message: `The request is larger than ${mb(jsonLimit)}; a page or the settings is far smaller. Nothing was written.`,
    });
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new RequestProblem('The request is not valid JSON.');
  }
}
