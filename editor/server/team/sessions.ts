/**
 * Signed-in sessions of the team editor: a 256-bit random id in a cookie (HttpOnly, SameSite=Strict,
 * Secure when the editor's address is https), of which the server keeps only the digest, in
 * memory: a restart signs everyone out, and people sign in again (their drafts are on disk).
 * A session ends after 8 hours without a request, after 30 days whatever happens, at "Sign out",
 * and when the person's password changes or they leave the team.
 */
import type { IncomingMessage } from 'node:http';
import { digestOf, newToken } from './secrets.ts';

export const idleLimit = 8 * 60 * 60 * 1000;
export const absoluteLimit = 30 * 24 * 60 * 60 * 1000;

export interface Session {
  personId: string;
  startedAt: number;
  lastSeen: number;
}

export class Sessions {
  private readonly byDigest = new Map<string, Session>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A new session (a new id at every sign-in, never one from before); returns the id for the cookie. */
  start(personId: string): string {
    const id = newToken();
    this.byDigest.set(digestOf(id), { personId, startedAt: this.now(), lastSeen: this.now() });
    return id;
  }

  /** The session of this id, if it is still on; each use keeps it from going idle. */
  use(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const digest = digestOf(id);
    const session = this.byDigest.get(digest);
    if (!session) return undefined;
    const now = this.now();
    if (now - session.lastSeen > idleLimit || now - session.startedAt > absoluteLimit) {
      this.byDigest.delete(digest);
      return undefined;
    }
    session.lastSeen = now;
    return session;
  }

  end(id: string | undefined): void {
    if (id) this.byDigest.delete(digestOf(id));
  }

  /** Ends every session of a person (their password changed, or they left the team). */
  endAllOf(personId: string): void {
    for (const [digest, session] of this.byDigest) if (session.personId === personId) this.byDigest.delete(digest);
  }
}

/** The cookie's name: with the __Host- prefix under https, which the browser keeps to this exact host and path. */
export const cookieName = (secure: boolean) => (secure ? '__Host-editor-session' : 'editor-session');

export function sessionCookie(id: string, secure: boolean): string {
  return [`${cookieName(secure)}=${id}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${absoluteLimit / 1000}`, ...(secure ? ['Secure'] : [])].join('; ');
}

export function endedCookie(secure: boolean): string {
  return [`${cookieName(secure)}=`, 'Path=/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The session id the request's cookie carries. */
export function sessionIdOf(request: IncomingMessage, secure: boolean): string | undefined {
  const name = cookieName(secure);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}
