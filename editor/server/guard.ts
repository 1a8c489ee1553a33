/**
 * Who may talk to the editor. It writes files on a laptop, so a web page open in another tab
 * must not be able to use it:
 * - the Host header must name the editor (a DNS-rebinding page arrives with its own host name);
 * - a request with an Origin must come from the editor's own origin, and every request that
 *   changes something must say it does (browsers send Origin with every POST, PUT and DELETE);
 * - every /api request carries the session token, which only the editor's own page knows (the
 *   server puts it into that page; another origin cannot read it).
 * A refusal is 403 with a sentence saying why.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type ApiError, thumbnailTokenParam, tokenHeader } from '../shared/api.ts';
import { contentRoutes } from '../shared/routes.ts';

/** An answer other than 200, with the contract's error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
  }
}

export interface Guard {
  /** The host names the editor answers to, with its port: "localhost:5174", "127.0.0.1:5174". */
  readonly hosts: string[];
  /** True when the request is addressed to the editor (checked for every request, pages and photos too). */
  hostAllowed(request: IncomingMessage): boolean;
  /** Throws HttpError 403 unless an /api request comes from the editor's own page with the token. */
  api(request: IncomingMessage, url: URL): void;
}

export function createGuard({ token, hostNames, port }: { token: string; hostNames: string[]; port: number }): Guard {
  const hosts = hostNames.map((name) => `${name.includes(':') ? `[${name}]` : name}:${port}`);
  const origins = hosts.map((host) => `http://${host}`);
  const expected = Buffer.from(token);
  const tokenMatches = (given: unknown) => typeof given === 'string' && given.length === token.length && timingSafeEqual(Buffer.from(given), expected);
  const refuse = (message: string) => new HttpError(403, { code: 'forbidden', message });

  return {
    hosts,
    hostAllowed: (request) => hosts.includes((request.headers.host ?? '').toLowerCase()),
    api(request, url) {
      if (!this.hostAllowed(request)) throw refuse(`This request is not addressed to the editor; open it at ${origins[0]}.`);
      const origin = request.headers.origin;
      if (origin !== undefined && !origins.includes(origin)) throw refuse('The editor answers its own page only, not other web pages.');
      if (request.method !== 'GET' && request.method !== 'HEAD' && origin === undefined)
        throw refuse("A change must come from the editor's page (the request has no Origin).");
      // An <img> cannot send a header, so a thumbnail may carry the token in its address.
      const given = request.headers[tokenHeader] ?? (url.pathname === contentRoutes.thumbnail.path ? url.searchParams.get(thumbnailTokenParam) : undefined);
      if (!tokenMatches(given)) throw refuse('The editor session has changed (or the request did not come from the editor): reload the page.');
    },
  };
}
