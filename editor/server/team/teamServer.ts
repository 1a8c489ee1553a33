/**
 * The team editor: the page editor as a service for the whole team, behind HTTPS (a reverse proxy
 * such as Caddy in front). People sign in with their e-mail and password; each edits a draft of
 * their own (drafts.ts) through the same API as the laptop editor (../api.ts), so minimal saves,
 * checks, the photo pipeline and page moves work the same; publishers publish and review.
 *
 * Who is let in, for every request:
 * - nothing answers without a signed-in session, but the sign-in page, the one-time link's page,
 *   a shared preview's link and the app's static files (code, styles and the stand-ins of the
 *   site's integrations that a preview shows; no data);
 * - every request that changes something must come from the editor's own origin (EDITOR_URL);
 * - every API route (the table: editor/shared/routes.ts) says the least role that may call it
 *   (`may`), checked before its body is read, and its body and parameters are checked with its
 *   zod schemas; only a route that writes the content works out the person's draft again (git).
 * Nothing secret is ever logged or answered: not a password, a hash, a session id or a link's token.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { imagesDir } from '../../../schema/imageSlots.ts';
import { planPublish } from '../../../engine/publish/publish.ts';
import { type Person, type PublishTarget, publishTarget } from '../../../engine/publish/repository.ts';
import { momentInWords } from '../../../schema/timeZone.ts';
import {
  apiBase,
  type InviteLink,
  mayAct,
  type PersonItem,
  type PublishResult,
  type ReviewItem,
  type Role,
  type ScheduledItem,
  type SharedPreviewItem,
} from '../../shared/api.ts';
import { contentRoutes, planRoutes, teamRoutes } from '../../shared/routes.ts';
import { type ContentHandlers, createApi } from '../api.ts';
import { HttpError } from '../guard.ts';
import { createPublishing, type PlannedPublish } from '../publishing.ts';
import { planHandlers } from '../publishPlans.ts';
import { teamPlans } from './teamPlans.ts';
import { answeringAlways, answerRoute, type FoundRoute, findRoute, type Handlers, noSuchRoute, notFound, requestUrl } from '../routes.ts';
import { isEditorAddress } from '../startEditor.ts';
import { DataFolder } from './dataFolder.ts';
import { Drafts } from './drafts.ts';
import { type Member, People, PeopleRefused, type PersonRecord } from './people.ts';
import { type ReviewRecord, Reviews } from './reviews.ts';
import { type RunOutcome, ScheduledPublishes, ScheduleRefused, type ScheduledRecord, type Timers } from './scheduledPublishes.ts';
import { endedCookie, type Session, Sessions, sessionCookie, sessionIdOf } from './sessions.ts';
import { SharedPreviews } from './sharedPreviews.ts';
import { SignInThrottle, waitInWords } from './signInThrottle.ts';

export interface TeamServerOptions {
  /** The content repository: a git clone with a remote (the website's). */
  contentRoot: string;
  /** EDITOR_DATA: people, reviews, shared previews and drafts, outside the content repository. */
  dataDir: string;
  /** EDITOR_URL: the address people open, e.g. https://edit.example.com (its origin is the only one allowed to change anything). */
  editorUrl: string;
  host: string;
  port: number;
  /** The editor's app as built by `npm run build:editor`. */
  appDir: string;
  /** PUBLISH_BRANCH and PUBLISH_HOOK_URL; and a build cache for publishing's checks other than the data folder's (tests share one). */
  publishing?: { branch?: string; hookUrl?: string; buildCacheDir?: string };
  /** For tests of expiry, throttling and planned publishes: the clock, and the timer of the next planned publish. */
  now?: () => number;
  timers?: Timers;
}

export interface RunningTeamServer {
  /** Where this server listens (EDITOR_URL is where people reach it, through the proxy). */
  url: string;
  close(): Promise<void>;
}

/** The person a request comes from, as a team route's handler gets them. */
interface SignedIn {
  me: { record: PersonRecord; sessionId: string };
}

/** Every route the team server answers: the content routes over the person's draft, and its own. */
const allRoutes = { ...contentRoutes, ...teamRoutes };

/** The app's code and styles, and the stand-ins of the site's lead form and call tracking that previews show. */
const isPublicFile = (pathname: string) => pathname.startsWith('/assets/') || pathname.startsWith('/preview/') || pathname === '/favicon.svg';

/** Headers on every answer: no framing by other sites, no inline script, nothing sent to anyone else. */
function safetyHeaders(secure: boolean): Record<string, string> {
  return {
    'content-security-policy':
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-src 'self'; frame-ancestors 'self'; form-action 'self'; base-uri 'none'; object-src 'none'",
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

export async function startTeamServer(options: TeamServerOptions): Promise<RunningTeamServer> {
  const now = options.now ?? Date.now;
  const editorOrigin = new URL(options.editorUrl).origin;
  const secure = editorOrigin.startsWith('https:');
  const data = DataFolder.open(options.dataDir, options.contentRoot);
  const people = new People(data, now);
  const sessions = new Sessions(now);
  const throttle = new SignInThrottle(now);
  const reviews = new Reviews(data, now);
  const shares = new SharedPreviews(data, now);
  const target: PublishTarget = await publishTarget(options.contentRoot, options.publishing?.branch);
  const drafts = new Drafts(options.contentRoot, data.folder('drafts'), target);
  void drafts.refreshAll(people.list().map((member) => member.id));
  const scheduled = new ScheduledPublishes(data, now, (record) => publishAsPlanned(record), options.timers);

  const personOf = (record: PersonRecord): Person => ({ name: record.name, email: record.email });
  // Everyone publishes to one branch: its checks build in one folder of the data, from the last
  // publish of that branch, whoever made it (publishes of one repository take turns).
  const checksDir = data.folder('publish', encodeURIComponent(target.branch));
  const checks = { dir: checksDir, buildCacheDir: options.publishing?.buildCacheDir ?? path.join(checksDir, 'cache') };
  const publishingFor = (record: PersonRecord) => ({ target, hookUrl: options.publishing?.hookUrl, person: personOf(record), checks });
  /** Each person's content routes, over their own draft folder. */
  const apis = new Map<string, Promise<ContentHandlers>>();
  const apiOf = (record: PersonRecord): Promise<ContentHandlers> => {
    let api = apis.get(record.id);
    if (!api) {
      api = drafts.worktreeOf(record.id).then((worktree) => createApi({ contentRoot: worktree.dir, publishing: publishingFor(record) }));
      apis.set(record.id, api);
      api.catch(() => apis.delete(record.id));
    }
    return api;
  };
  const linkFor = (token: string) => `${editorOrigin}/welcome#${token}`;
  const personItem = (member: Member): PersonItem => ({
    email: member.email,
    name: member.name,
    role: member.role,
    active: member.active,
    ...(member.inviteExpiresAt ? { inviteExpiresAt: new Date(member.inviteExpiresAt).toISOString() } : {}),
  });
  const nameOf = (id: string) => people.byId(id)?.name ?? 'someone who left the team';
  const reviewItem = (record: ReviewRecord): ReviewItem => ({
    id: record.id,
    author: nameOf(record.authorId),
    note: record.note,
    sentAt: new Date(record.sentAt).toISOString(),
    changes: record.changes,
    status: record.status,
    ...(record.reply ? { reply: { note: record.reply.note, by: nameOf(record.reply.byId), at: new Date(record.reply.at).toISOString() } } : {}),
  });
  const refused = (error: unknown): never => {
    if (error instanceof PeopleRefused) throw new HttpError(409, { code: 'refused', message: error.message });
    throw error;
  };
  /** A change to the team, refused (409, with People's sentence) when it cannot be made. */
  const changeTeam = <T>(change: () => T): T => {
    try {
      return change();
    } catch (error) {
      return refused(error);
    }
  };
  const linkAnswer = ({ member, token }: { member: Member; token: string }): InviteLink => ({
    person: personItem(member),
    link: linkFor(token),
    expiresAt: new Date(member.inviteExpiresAt!).toISOString(),
  });
  const reviewOf = (id: string): ReviewRecord => {
    const record = reviews.byId(id);
    if (!record || !people.byId(record.authorId))
      throw new HttpError(404, { code: 'not-found', message: 'That review is no longer waiting (it was published or withdrawn).' });
    return record;
  };
  const memberOf = (record: PersonRecord) => ({ name: record.name, email: record.email, role: record.role });
  /** Signs a person in: a new session, in its cookie on the answer. */
  const startSession = (record: PersonRecord, response: ServerResponse) => {
    response.setHeader('set-cookie', sessionCookie(sessions.start(record.id), secure));
    return memberOf(record);
  };

  const teamHandlers = {
    signIn: async ({ body: { email, password }, request, response }) => {
      const [account, address] = [email, clientAddress(request)];
      const wait = throttle.begin(account, address);
      if (wait > 0) throw new HttpError(429, { code: 'too-many-tries', message: `Too many tries. Wait ${waitInWords(wait)}, then try again.` });
      const record = await people.signIn(email, password);
      if (!record) throw new HttpError(401, { code: 'signed-out', message: 'That e-mail address and password do not match. Check them and try again.' });
      throttle.succeeded(account, address);
      return startSession(record, response);
    },
    choosePassword: async ({ body: { token, password }, response }) => {
      const record = await people.choosePassword(token, password).catch(refused);
      sessions.endAllOf(record.id);
      return startSession(record, response);
    },
    inviteInfo: ({ body: { token } }) => {
      const record = people.byInvite(token);
      if (!record)
        throw new HttpError(404, { code: 'not-found', message: 'This link has expired or was used already. Ask an owner of the team for a new one.' });
      return { name: record.name, email: record.email };
    },
    sharedPreview: ({ params: { token } }) => {
      const record = shares.byToken(token);
      if (!record) throw new HttpError(404, { code: 'not-found', message: 'This preview link has expired or was withdrawn.' });
      return { by: nameOf(record.personId), expiresAt: new Date(record.expiresAt).toISOString(), pages: shares.pagesOf(record) };
    },
    me: ({ me }) => memberOf(me.record),
    signOut: ({ me, response }) => {
      sessions.end(me.sessionId);
      response.setHeader('set-cookie', endedCookie(secure));
      return { signedOut: true };
    },
    presence: ({ query, me }) => ({ editing: drafts.othersEditing(query.file, me.record.id).map(nameOf) }),
    reviews: ({ me }) => {
      const mine = reviews.ofAuthor(me.record.id);
      const waiting = mayAct(me.record.role, 'publisher') ? reviews.all().filter((r) => r.status === 'waiting' && people.byId(r.authorId)) : [];
      return { waiting: waiting.map(reviewItem), ...(mine ? { mine: reviewItem(mine) } : {}) };
    },
    sendForReview: async ({ body, me }) => {
      const plan = await planPublish(await drafts.worktreeOf(me.record.id));
      if (plan.files.size === 0)
        throw new HttpError(409, { code: 'refused', message: 'Your draft has no saved changes to review yet: save your changes first.' });
      return reviewItem(
        reviews.send(
          me.record.id,
          body.note,
          plan.changes.map((change) => change.text),
        ),
      );
    },
    scheduled: ({ me }) => {
      const publisher = mayAct(me.record.role, 'publisher');
      const mine = (record: ScheduledRecord) => record.byId === me.record.id || record.draftOwnerId === me.record.id;
      return scheduled
        .all()
        .filter((record) => publisher || mine(record))
        .map((record) => scheduledItem(record, me.record.id));
    },
    cancelScheduled: ({ body, me }) => {
      const record = scheduledOf(body.id);
      const mine = record.byId === me.record.id;
      return scheduledItem(
        planning(() => scheduled.cancel(record.id, mine ? 'You cancelled it.' : `Cancelled by ${me.record.name}.`, mine)),
        me.record.id,
      );
    },
    seenScheduled: ({ body, me }) => {
      const record = scheduledOf(body.id);
      if (record.byId !== me.record.id) throw new HttpError(404, { code: 'not-found', message: 'That planned publish is not yours.' });
      return scheduledItem(scheduled.markSeen(record.id)!, me.record.id);
    },
    people: () => people.list().map(personItem),
    invite: ({ body }) => linkAnswer(changeTeam(() => people.add(body.email, body.name, body.role))),
    setRole: ({ body }) => personItem(changeTeam(() => people.setRole(body.email, body.role))),
    removePerson: ({ body }) => {
      const member = changeTeam(() => people.remove(body.email));
      sessions.endAllOf(member.id);
      shares.revokeAllOf(member.id);
      reviews.removeOf(member.id);
      return personItem(member);
    },
    sendNewLink: ({ body }) => {
      const reset = changeTeam(() => people.reset(body.email));
      sessions.endAllOf(reset.member.id);
      return linkAnswer(reset);
    },
    shares: ({ me }) => shares.ofPerson(me.record.id).map((record) => shareItem(record)),
    makeShare: async ({ me }) => {
      const worktree = await drafts.worktreeOf(me.record.id);
      const planned = createPublishing(worktree.dir, publishingFor(me.record)).plan({ kind: 'saved' }, undefined);
      const review = await planned.review();
      if (review.pages.length === 0) throw new HttpError(409, { code: 'refused', message: 'Your draft changes no page yet: save a change to a page first.' });
      const pages = await Promise.all(
        review.pages
          .filter((page) => page.change !== 'deleted')
          .map(async (page) => ({ name: page.name, path: page.path, preview: await pageAsItWillBe(planned, page.file) })),
      );
      const { record, token } = shares.create(me.record.id, pages, worktree.dir);
      return { ...shareItem(record), link: `${editorOrigin}/shared/${token}` };
    },
    revokeShare: ({ body, me }) => {
      if (!shares.revoke(body.id, me.record.id)) throw new HttpError(404, { code: 'not-found', message: 'That link does not exist, or is not yours.' });
      return { revoked: true };
    },
  } satisfies Handlers<typeof teamRoutes, SignedIn>;

  /** A due publish, as a publish now would make it, of the draft as its planner saw it. */
  async function publishAsPlanned(record: ScheduledRecord): Promise<RunOutcome> {
    const owner = people.byId(record.draftOwnerId);
    const planner = people.byId(record.byId);
    if (!owner) return { published: false, message: 'The author of these changes left the team, so nothing was published.' };
    if (!planner || !mayAct(planner.role, 'publisher'))
      return { published: false, message: `${planner ? planner.name : 'The person who planned it'} may no longer publish, so nothing was published.` };
    const worktree = await drafts.worktreeOf(owner.id);
    if ((await planPublish(worktree)).draft !== record.draft)
      return {
        published: false,
        message:
          'The changes were saved again (or published another way) after this publish was planned, so nothing was published: look at the changes again, then publish them, now or later.',
      };
    const result = await createPublishing(worktree.dir, publishingFor(owner))
      .plan({ kind: 'saved' }, record.choices)
      .publish({ message: record.message, ...(owner.id === planner.id ? {} : { committer: personOf(planner) }), draft: record.draft });
    if (result.kind === 'published' && record.reviewId) reviews.remove(record.reviewId);
    await drafts.refresh(owner.id).catch(() => undefined);
    return { published: result.kind === 'published', message: outcomeSentence(result) };
  }
  const cancelPlansOfReview = (reviewId: string, reason: string) => {
    for (const record of scheduled.waitingForReview(reviewId)) scheduled.cancel(record.id, reason, false);
  };
  const scheduledOf = (id: string): ScheduledRecord => {
    const record = scheduled.byId(id);
    if (!record) throw new HttpError(404, { code: 'not-found', message: 'That planned publish no longer exists.' });
    return record;
  };
  /** A plan refused (409, with its sentence). */
  const planning = <T>(change: () => T): T => {
    try {
      return change();
    } catch (error) {
      if (error instanceof ScheduleRefused) throw new HttpError(409, { code: 'refused', message: error.message });
      throw error;
    }
  };
  const scheduledItem = (record: ScheduledRecord, meId: string): ScheduledItem => ({
    id: record.id,
    at: new Date(record.at).toISOString(),
    atInWords: momentInWords(record.at, record.timeZone),
    by: nameOf(record.byId),
    draftOf: nameOf(record.draftOwnerId),
    message: record.message,
    changes: record.changes,
    status: record.status,
    ...(record.outcome ? { outcome: { message: record.outcome.message, at: new Date(record.outcome.at).toISOString(), late: record.outcome.late } } : {}),
    byMe: record.byId === meId,
    unseen: record.byId === meId && record.outcome !== undefined && !record.seen,
  });

  // Publishing: the routes of publishing answered over the team's plans (teamPlans.ts).
  const planAnswers = planHandlers(
    teamPlans({
      drafts,
      reviews,
      scheduled,
      publishingFor,
      reviewOf,
      authorOf: (record) => people.byId(record.authorId)!,
      reviewItem,
      scheduledItem,
      cancelPlansOfReview,
      planning,
    }),
  );
  // End of publishing.

  const shareItem = (record: { id: string; pages: { name: string; path: string }[]; createdAt: number; expiresAt: number }): SharedPreviewItem => ({
    id: record.id,
    pages: record.pages,
    createdAt: new Date(record.createdAt).toISOString(),
    expiresAt: new Date(record.expiresAt).toISOString(),
  });

  const app = sirv(options.appDir, { dev: false, etag: true, dotfiles: false, gzip: false, brotli: false });
  const appPage = (name: string) => readFileSync(path.join(options.appDir, name));
  const sendPage = (response: ServerResponse, name: string): void => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(appPage(name));
  };

  const clientAddress = (request: IncomingMessage) => {
    // Behind the proxy on this machine, the visitor's address is the one it forwards.
    const socket = request.socket.remoteAddress ?? '';
    // The last address is the one the proxy itself saw; the ones before it are what the client claimed.
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .at(-1)
      ?.trim();
    return /^(::ffff:)?127\.|^::1$/.test(socket) && forwarded ? forwarded : socket;
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
  function admit(request: IncomingMessage, may: Role): SignedIn {
    const signed = sessionOf(request);
    if (!signed) throw new HttpError(401, { code: 'signed-out', message: 'Sign in first (your session ended, or you have not signed in).' });
    if (!mayAct(signed.record.role, may)) throw new HttpError(403, { code: 'forbidden', message: `Only a ${may} of the team may do this; ask one.` });
    return { me: { record: signed.record, sessionId: signed.sessionId } };
  }

  /** A route of the API: let in by its least role, answered over the person's draft (content) or by the team's handlers. */
  async function answerApi(found: FoundRoute, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const { name, route } = found;
    if (route.may === 'anyone') return answerRoute(found, teamHandlers, request, response, url);
    const signed = admit(request, route.may);
    if (!Object.hasOwn(contentRoutes, name)) return answerRoute(found, teamHandlers, request, response, url, signed);
    // Publishing's routes: a plan may read another's draft (a review's), so the team's plans answer them.
    if (Object.hasOwn(planRoutes, name)) await answerRoute(found, planAnswers, request, response, url, signed);
    else await answerRoute(found, await apiOf(signed.me.record), request, response, url);
    // Only a write works out again what the draft changes (git): a check after a pause in typing starts nothing.
    if (route.writes === 'content' && response.statusCode < 400) void drafts.refresh(signed.me.record.id).catch(() => undefined);
  }

  /** A shared preview's page (`rest` empty) or one of its photos, for anyone with the link. */
  async function sharedPage(token: string, rest: string, response: ServerResponse): Promise<void> {
    const record = shares.byToken(token);
    if (!record) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('This preview link has expired or was withdrawn.\n');
      return;
    }
    if (rest === '') return sendPage(response, 'share.html');
    let name: string;
    try {
      name = decodeURIComponent(rest);
    } catch {
      return notFound(response)();
    }
    const photo = shares.photoOf(record, name);
    if (!photo) return notFound(response)();
    response.writeHead(200, { 'content-type': photoType(photo), 'cache-control': 'private, max-age=3600' }).end(readFileSync(photo));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(safetyHeaders(secure))) response.setHeader(name, value);
    const reading = request.method === 'GET' || request.method === 'HEAD';
    // `npm run edit:users` may have changed the team while the server runs.
    people.refresh();
    const url = requestUrl(request, editorOrigin);
    const { pathname } = url;
    // The app's code and the integrations' stand-ins are public files with no data, which any page may
    // load: the preview's lead form stand-in is a sandboxed frame, whose requests say `Origin: null`.
    if (reading && isPublicFile(pathname)) return app(request, response, notFound(response));
    // Every change comes from the editor's own page, and no other page may read anything (browsers send Origin with both).
    const origin = request.headers.origin;
    if ((!reading && origin !== editorOrigin) || (origin !== undefined && origin !== editorOrigin))
      throw new HttpError(403, { code: 'forbidden', message: 'The editor answers its own page only: changes and reads from other pages are refused.' });

    const found = findRoute(allRoutes, request.method, pathname);
    if (found) return answerApi(found, request, response, url);
    if (pathname.startsWith(`${apiBase}/`)) {
      admit(request, 'editor');
      throw noSuchRoute();
    }

    // What answers without a session (beside the public files): a shared preview, the sign-in page.
    const shared = /^\/shared\/([A-Za-z0-9_-]{20,100})(\/.*)?$/.exec(pathname);
    if (shared && reading) return sharedPage(shared[1]!, shared[2] ?? '', response);
    if (reading && (pathname === '/sign-in' || pathname === '/welcome')) return sendPage(response, 'sign-in.html');

    const signed = sessionOf(request);
    if (!signed) {
      response.writeHead(303, { location: `/sign-in?next=${encodeURIComponent(pathname + url.search)}`, 'cache-control': 'no-store' }).end();
      return;
    }
    if (reading && pathname.startsWith(`/${imagesDir}/`)) {
      const worktree = await drafts.worktreeOf(signed.record.id);
      const photos = sirv(path.join(worktree.dir, imagesDir), { dev: true, dotfiles: false });
      request.url = request.url!.slice(imagesDir.length + 1);
      return photos(request, response, notFound(response));
    }
    if (reading && pathname === '/preview.html') return sendPage(response, 'preview.html');
    if (reading && isEditorAddress(pathname)) return sendPage(response, 'index.html');
    notFound(response)();
  }

  const server = createServer(answeringAlways(handle));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Listening: what fell due while the server was off publishes now, and the timer waits for the next.
  scheduled.start();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        scheduled.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function photoType(file: string): string {
  return (
    { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' }[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
  );
}

/** A page as the plan's new version has it (a shared preview's page). */
async function pageAsItWillBe(planned: PlannedPublish, file: string) {
  const { after } = await planned.beforeAndAfter(file);
  if (!after)
    throw new HttpError(404, {
      code: 'not-found',
      message: 'That page is not in the version being published (it was deleted, or the settings do not read).',
    });
  return after;
}

/** What became of a planned publish, in one sentence or a few: the publish's own words, and the problems that stopped it. */
function outcomeSentence(result: PublishResult): string {
  switch (result.kind) {
    case 'refused':
      return [`Not published: ${result.message}`, ...result.problems.filter((p) => p.severity === 'error').map((p) => `${p.where}: ${p.message}`)].join(' ');
    case 'conflicts':
      return 'Not published: someone else published changes to the same things after it was planned. Open Publish to choose which to keep.';
    default:
      return result.message;
  }
}
