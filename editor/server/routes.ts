/**
 * How the editor's servers answer the routes of the API (editor/shared/routes.ts): a handler per
 * route, attached by the route's name and checked by tsc against the table (`Handlers`, as the
 * site's registry is with `satisfies`). `answerRoute` reads the address parameters, the query
 * and the body with the route's schemas before the handler runs (a request that does not fit
 * gets 400 with one sentence) and turns every failure into the API's error answer. Who is let in
 * is decided before it: on a laptop by the guard (guard.ts: the session token, host and origin),
 * on the team server by the session and the route's least role (team/teamServer.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { ApiError } from '../shared/api.ts';
import type { Route } from '../shared/routes.ts';
import { BadFileName } from './files.ts';
import { HttpError } from './guard.ts';
import { RequestProblem, readRequest } from './requests.ts';

/** What a route's handler gets: its address parameters, query and body, read and checked with the route's schemas. */
export interface InputOf<R extends Route> {
  params: R extends { params: infer S extends z.ZodType } ? z.output<S> : undefined;
  query: R extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
  /** A JSON body as read; a file's bytes, or undefined when they are more than the route's limit. */
  body: R extends { body: infer S } ? (S extends z.ZodType ? z.output<S> : Buffer | undefined) : undefined;
  request: IncomingMessage;
  /** For a header of the answer (a cookie); the body is the handler's result. */
  response: ServerResponse;
}

/** What a handler answers: what fits the route's answer schema (sent as JSON), or a file. */
export type AnswerIn<R extends Route> = R extends { answer: infer S extends z.ZodType } ? z.input<S> : FileAnswer;

export type Handler<R extends Route, Context = unknown> = (input: InputOf<R> & Context) => AnswerIn<R> | Promise<AnswerIn<R>>;

/**
 * A handler for each route of `Table`, by name. A route that answers only people signed in gets
 * `SignedIn` too (the team server's person); one that answers anyone does not.
 */
export type Handlers<Table extends Record<string, Route>, SignedIn = unknown> = {
  [Name in keyof Table]: Handler<Table[Name], Table[Name] extends { may: 'anyone' } ? unknown : SignedIn>;
};

/** An answer that is a file, not JSON (a thumbnail). */
export class FileAnswer {
  constructor(
    readonly contentType: string,
    readonly bytes: Buffer,
  ) {}
}

/** A route of the table at a request's method and path, with its name and the values of its `:name` parts. */
export interface FoundRoute {
  name: string;
  route: Route;
  params: Record<string, string>;
}

export function findRoute(table: Record<string, Route>, method: string | undefined, pathname: string): FoundRoute | undefined {
  for (const [name, route] of Object.entries(table)) {
    if (route.method !== method) continue;
    const params = paramsOf(route.path, pathname);
    if (params) return { name, route, params };
  }
  return undefined;
}

/** `/shared/:token/data` and `/shared/abc/data` → { token: 'abc' }; undefined when the path is not the route's. */
function paramsOf(pattern: string, pathname: string): Record<string, string> | undefined {
  const [expected, given] = [pattern.split('/'), pathname.split('/')];
  if (expected.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    if (part.startsWith(':') && given[index]) params[part.slice(1)] = given[index]!;
    else if (part !== given[index]) return undefined;
  }
  return params;
}

/** The 404 of an /api address that no route has. */
export const noSuchRoute = () => new HttpError(404, { code: 'not-found', message: 'The editor has nothing at this address.' });

/**
 * Answers a request for `found` that has been let in, with its handler among `handlers` (a
 * table's `Handlers`): what it takes is read and checked first; its result is the answer.
 */
export async function answerRoute(
  { name, route, params }: FoundRoute,
  handlers: object,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: object = {},
): Promise<void> {
  try {
    const handle = (handlers as Record<string, ((input: object) => unknown) | undefined>)[name];
    if (!handle) throw noSuchRoute();
    const address = {
      params: route.params ? readRequest(route.params, params, 'address') : undefined,
      query: route.query ? readRequest(route.query, Object.fromEntries(url.searchParams), 'address') : undefined,
    };
    const { body: declared } = route;
    const body =
      declared === undefined
        ? undefined
        : 'limit' in declared
          ? await readBody(request, declared.limit)
          : readRequest(declared, await readJson(request), 'body');
    const result = await handle({ ...address, body, request, response, ...context });
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
export function requestUrl(request: IncomingMessage, origin: string): URL {
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
