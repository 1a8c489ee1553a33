/**
 * The editor's calls to its server, derived from the table of routes (editor/shared/routes.ts):
 * `api.save({ body: { file, value, version } })` sends the route's method to its path with what
 * its schemas take, and answers what its answer schema says. The laptop editor's requests carry
 * the session token its page holds; on the team server the session cookie does it, and the same
 * content routes work on the signed-in person's draft. Server state goes through the query
 * cache (queries.ts), which calls these.
 */
import './zodWithoutEval';
import { type ApiError, thumbnailTokenParam, tokenHeader, tokenMetaName } from '../../shared/api';
import { type AnswerOf, addressOf, type RequestOf, type Route, routes } from '../../shared/routes';

const token = () => document.querySelector<HTMLMetaElement>(`meta[name="${tokenMetaName}"]`)?.content ?? '';

/** Whether this page is the laptop editor's: only its server writes a session token into the page. */
export const onLaptop = (): boolean => token() !== '';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.message);
  }
}

/** What the team editor does when the server says the session ended (401): it sends the person to sign in. */
let onSignedOut: (() => void) | undefined;
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

/**
 * No answer from the editor's server itself: the connection failed, or something between (a proxy
 * while the server restarts) answered instead. Unlike an ApiFailure, the request may or may not
 * have been carried out.
 */
class NoAnswer extends Error {}

/** The browser's own words for a failed request ("Failed to fetch") mean nothing to the people who edit. */
const unreachable = "The editor's server could not be reached. Check the connection and try again.";

async function call<R extends Route>(route: R, request: Partial<RequestOf<R>> = {}, signal?: AbortSignal): Promise<AnswerOf<R>> {
  const { body } = request as { body?: unknown };
  const isFile = body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(addressOf(route, request), {
      method: route.method,
      headers: { [tokenHeader]: token(), ...(body !== undefined && !isFile ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A question nobody waits for any more (a newer one replaced it) is no failure to tell.
    if (signal?.aborted) throw error;
    throw new NoAnswer(unreachable);
  }
  if (response.status === 401) onSignedOut?.();
  // Not JSON: something between (a proxy while the server restarts) answered instead of the editor.
  const answer = (await response.json().catch(() => undefined)) as AnswerOf<R> | ApiError | undefined;
  if (answer === undefined) throw new NoAnswer(unreachable);
  if (!response.ok) throw new ApiFailure(response.status, answer as ApiError);
  return answer as AnswerOf<R>;
}

type Routes = typeof routes;
/** A route's call: with what its schemas take (nothing, for a route that takes nothing), and a signal to drop it. */
type Call<R extends Route> = keyof RequestOf<R> extends never
  ? (request?: undefined, signal?: AbortSignal) => Promise<AnswerOf<R>>
  : (request: RequestOf<R>, signal?: AbortSignal) => Promise<AnswerOf<R>>;

/** One call per route of the table; a photo's thumbnail is an address for an <img> instead (`thumbnailUrl`). */
export const api = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, (request?: object, signal?: AbortSignal) => call(route, request, signal)]),
) as { [Name in keyof Routes as Routes[Name] extends { answer: 'file' } ? never : Name]: Call<Routes[Name]> };

/** A small WebP of a photo: an <img> cannot send a header, so the address carries the session token. */
export const thumbnailUrl = (src: string, width: number) => addressOf(routes.thumbnail, { query: { src, w: String(width), [thumbnailTokenParam]: token() } });
