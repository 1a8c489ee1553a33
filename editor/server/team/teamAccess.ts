/**
 * The team's way of knowing who is asking (the editor's server, editorServer.ts, asks it):
 * - nothing answers without a signed-in session, but the sign-in page, the one-time link's page,
 *   a shared preview's link and the app's public files (code, styles and the stand-ins of the
 *   site's integrations that a preview shows; no data);
 * - every request that changes something must come from the editor's own origin (EDITOR_URL),
 *   and no other page may read anything;
 * - every API route (the table: editor/shared/routes.ts) says the least role that may call it
 *   (`may`), checked before its body is read; a content route is answered over the person's own
 *   draft, but publishing's, over the draft the plan reads (teamPlans.ts), and only a route that
 *   writes the content works out that draft again (git).
 */
import type { IncomingMessage } from 'node:http';
import { mayAct, type Role } from '../../shared/api.ts';
import { contentRoutes, planRoutes, teamRoutes } from '../../shared/routes.ts';
import { type ContentHandlers, createContentHandlers } from '../contentHandlers.ts';
import { type Access, safetyHeaders } from '../editorServer.ts';
import { HttpError } from '../guard.ts';
import { type Handlers, notFound, requestUrl } from '../routes.ts';
import type { PersonRecord } from './people.ts';
import { type Session, sessionIdOf } from './sessions.ts';
import { sharedPage } from './shareHandlers.ts';
import type { SignedIn, Team, TeamHandlers } from './team.ts';

/** Every route the team server answers: the content routes over the person's draft, and its own. */
const allRoutes = { ...contentRoutes, ...teamRoutes };

/** The app's code and styles, and the stand-ins of the site's lead form and call tracking that previews show. */
const isPublicFile = (pathname: string) => pathname.startsWith('/assets/') || pathname.startsWith('/preview/') || pathname === '/favicon.svg';

/**
 * `planAnswers`: publishing's routes over the team's plans (teamPlans.ts), which read the draft a
 * plan's starting point names (a review's: its author's), found from the team's records.
 */
export function teamAccess(team: Team, teamHandlers: TeamHandlers, planAnswers: Handlers<typeof planRoutes, SignedIn>): Access {
  const { editorOrigin, secure, people, sessions, drafts } = team;
  /** Each person's content routes, over their own draft folder. */
  const apis = new Map<string, Promise<ContentHandlers>>();
  const apiOf = (record: PersonRecord): Promise<ContentHandlers> => {
    let api = apis.get(record.id);
    if (!api) {
      api = drafts.worktreeOf(record.id).then((worktree) => createContentHandlers({ contentRoot: worktree.dir, publishing: team.publishingFor(record) }));
      apis.set(record.id, api);
      api.catch(() => apis.delete(record.id));
    }
    return api;
  };

  /** The signed-in person of a request, or undefined (no cookie, an ended session, a person who left or changed password). */
  const sessionOf = (request: IncomingMessage): { record: PersonRecord; session: Session; sessionId: string } | undefined => {
    const sessionId = sessionIdOf(request, secure);
    const session = sessions.use(sessionId);
    if (!session || !sessionId) return undefined;
    const record = people.byId(session.personId);
    if (!record || session.startedAt < record.sessionsValidFrom) {
      sessions.end(sessionId);
      return undefined;
    }
    return { record, session, sessionId };
  };

  /** Lets a request for `route` in: its person, signed in with at least the route's role (else 401 or 403, before anything is read). */
  const admit = (request: IncomingMessage, may: Role): SignedIn => {
    const signed = sessionOf(request);
    if (!signed) throw new HttpError(401, { code: 'signed-out', message: 'Sign in first (your session ended, or you have not signed in).' });
    if (!mayAct(signed.record.role, may)) throw new HttpError(403, { code: 'forbidden', message: `Only a ${may} of the team may do this; ask one.` });
    return { me: { record: signed.record, sessionId: signed.sessionId } };
  };

  return {
    headers: safetyHeaders.team(secure),
    origin: editorOrigin,
    routes: allRoutes,
    screen: (request, response, app) => {
      const reading = request.method === 'GET' || request.method === 'HEAD';
      // `npm run edit:users` may have changed the team while the server runs.
      people.refresh();
      const { pathname } = requestUrl(request, editorOrigin);
      // The app's code and the integrations' stand-ins are public files with no data, which any page may
      // load: the preview's lead form stand-in is a sandboxed frame, whose requests say `Origin: null`.
      if (reading && isPublicFile(pathname)) {
        app.files(request, response);
        return true;
      }
      // Every change comes from the editor's own page, and no other page may read anything (browsers send Origin with both).
      const origin = request.headers.origin;
      if ((!reading && origin !== editorOrigin) || (origin !== undefined && origin !== editorOrigin))
        throw new HttpError(403, { code: 'forbidden', message: 'The editor answers its own page only: changes and reads from other pages are refused.' });
      return false;
    },
    letIn: async (found, request) => {
      // An API address no route has answers 404 only to someone signed in.
      if (!found) {
        admit(request, 'editor');
        return { handlers: {} };
      }
      const { name, route } = found;
      if (route.may === 'anyone') return { handlers: teamHandlers };
      const signed = admit(request, route.may);
      if (!Object.hasOwn(contentRoutes, name)) return { handlers: teamHandlers, context: signed };
      // Only a write works out again what the draft changes (git): a check after a pause in typing starts nothing.
      const answered = route.writes === 'content' ? () => void drafts.refresh(signed.me.record.id).catch(() => undefined) : undefined;
      // Publishing's routes: a plan may read another's draft (a review's), so the team's plans answer them.
      if (Object.hasOwn(planRoutes, name)) return { handlers: planAnswers, context: signed, answered };
      return { handlers: await apiOf(signed.me.record), answered };
    },
    asker: (request, response, url, app) => {
      const reading = request.method === 'GET' || request.method === 'HEAD';
      const { pathname } = url;
      // What answers without a session (beside the public files): a shared preview, the sign-in page.
      const shared = /^\/shared\/([A-Za-z0-9_-]{20,100})(\/.*)?$/.exec(pathname);
      if (shared && reading) return void sharedPage(team, app, { token: shared[1]!, rest: shared[2] ?? '' }, request, response);
      if (reading && (pathname === '/sign-in' || pathname === '/welcome')) return void app.page('sign-in.html', request, response);
      const signed = sessionOf(request);
      if (!signed) {
        response.writeHead(303, { location: `/sign-in?next=${encodeURIComponent(pathname + url.search)}`, 'cache-control': 'no-store' }).end();
        return undefined;
      }
      return { contentRoot: async () => (await drafts.worktreeOf(signed.record.id)).dir };
    },
    rest: (request, response, { pathname }, app) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && pathname === '/preview.html') return app.page('preview.html', request, response);
      notFound(response)();
    },
  };
}
