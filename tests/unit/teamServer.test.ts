// @vitest-environment node
/**
 * The team editor's server (editor/server/team/), over HTTP as a browser talks to it, on a real
 * git remote: who is let in (every route's session, role, origin and body, walked from the
 * server's own list), signing in (throttling, cookies, rotation, expiry, the end of sessions),
 * the folders it writes, drafts of one's own, reviews, shared previews and a restart. No secret
 * may appear in an answer or in what the server logs.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { z } from 'zod';
import {
  type ApiError,
  type HistoryEntry,
  type PagesToCheck,
  type ImageInfo,
  type InviteLink,
  mayAct,
  type OpenedFile,
  type PersonItem,
  type Presence,
  type BeforeAndAfter,
  type PublishResult,
  type PlanRef,
  type PublishAnswer,
  type PublishPlan,
  type ReviewList,
  type Role,
  roles,
  type SharedPreview,
  type SharedPreviewItem,
  type Workspace,
} from '../../editor/shared/api';
import { contentRoutes, type Route, type RouteName, teamRoutes } from '../../editor/shared/routes';
import { absoluteLimit, idleLimit } from '../../editor/server/team/sessions';
import { freeTries } from '../../editor/server/team/signInThrottle';
import { wallClockOf } from '../../schema/timeZone';
import { heldToTheTable } from '../support/routeAnswers';
import { git } from '../support/siteRepository';
import { type Answer, appDir, startTeamEditorForTests, TeamClient, type TeamEditor, type TeamMemberForTests, teamAnswers } from '../support/teamEditor';

/** Publishes the person's saved changes now, as the dialog does: the plan, then its action on the draft the plan read. */
async function publishMine(client: TeamClient, message: string) {
  const plan = (await client.call<PublishPlan>('POST', '/api/publish/plan', { start: { from: 'mine' } })).body;
  return client.call<PublishAnswer>('POST', '/api/publish', { plan: { start: { from: 'mine' } }, draft: plan.draft, action: { kind: 'now', message } });
}

/** A plan as an address gives it (GET /api/publish/before-and-after). */
const inAddress = (plan: PlanRef) => encodeURIComponent(JSON.stringify(plan));

let clock = Date.now();
const now = () => clock;
let team: TeamEditor;
let owner: TeamMemberForTests;
let publisher: TeamMemberForTests;
let editor: TeamMemberForTests;
/** Everything the server printed while the suite ran. */
const logged: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'error', 'warn', 'info'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  team = await startTeamEditorForTests({ now, publishing: { buildCacheDir: inject('buildCacheDir') } });
  owner = await team.add('Olive Owner', 'owner');
  publisher = await team.add('Pat Publisher', 'publisher');
  editor = await team.add('Ana Ruiz', 'editor');
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await team?.close();
});

async function signedIn(person: TeamMemberForTests): Promise<TeamClient> {
  const client = new TeamClient(team);
  const answer = await client.signIn(person);
  expect(answer.status, answer.body.message).toBe(200);
  return client;
}

/** A right value for each field of a route's body, so a case can break one thing only. */
function sampleBody(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as { properties?: Record<string, { type?: string; format?: string }> };
  const samples: Record<string, unknown> = {
    file: 'pages/home.json',
    version: 'x',
    message: 'A message',
    note: 'A note',
    id: '00000000-0000-4000-8000-000000000000',
    commit: 'a'.repeat(40),
    email: 'someone@example.com',
    name: 'Someone',
    role: 'editor',
    path: '/about',
    from: '/about',
    to: '/about-us',
    title: 'A title for a page',
    description: 'A description',
  };
  return Object.fromEntries(Object.keys(json.properties ?? {}).map((key) => [key, samples[key] ?? {}]));
}

describe('what starts git', () => {
  // First in this file: nothing the server does for the tests before it can still be running.
  it('starts no git process for twenty checks after pauses in typing, nor for what the editor asks every few seconds; a save does', async () => {
    const ana = await signedIn(editor);
    // Her draft is made (a git worktree) by her first request.
    expect((await ana.call<Workspace>('GET', '/api/files')).status).toBe(200);
    const file = 'pages/about.json';
    const opened = (await ana.call<OpenedFile>('GET', `/api/file?name=${file}`)).body;
    const value = structuredClone(opened.value) as { sections: { type: string; heading?: unknown }[] };
    const section = value.sections.find((candidate) => typeof candidate.heading === 'string')!;
    const traceDir = mkdtempSync(path.join(tmpdir(), 'git-trace-'));
    const trace = path.join(traceDir, 'trace.log');
    // git reads it from the environment the server starts it with (engine/publish/git.ts).
    process.env.GIT_TRACE = trace;
    try {
      for (let typed = 1; typed <= 20; typed++) {
        section.heading = `Typed ${'x'.repeat(typed)}`;
        const checked = await ana.call<{ problems: unknown[] }>('POST', '/api/check', { file, value });
        expect(checked.status).toBe(200);
        for (const asked of ['/api/team/reviews', `/api/team/presence?file=${file}`, '/api/team/me']) expect((await ana.call('GET', asked)).status).toBe(200);
      }
      expect(existsSync(trace) ? readFileSync(trace, 'utf8') : '').toBe('');
      // The trace catches git when it runs: a save works out again what her draft changes.
      const saved = await ana.call('PUT', '/api/file', { file, value, version: opened.version });
      expect(saved.status).toBe(200);
      await expect.poll(() => (existsSync(trace) ? readFileSync(trace, 'utf8') : ''), { timeout: 10_000 }).toMatch(/git/);
    } finally {
      delete process.env.GIT_TRACE;
      rmSync(traceDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('who is let in', () => {
  it('answers every API route 401 without a session, 403 from another origin, 403 below its role, and 400 for a malformed body', async () => {
    const routes: [string, Route][] = Object.entries({ ...contentRoutes, ...teamRoutes });
    expect(routes.length).toBeGreaterThan(20);
    const anonymous = new TeamClient(team);
    const foreign = new TeamClient(team, 'https://evil.example');
    foreign.cookie = (await signedIn(owner)).cookie;
    const clients: Record<Role, TeamClient> = { editor: await signedIn(editor), publisher: await signedIn(publisher), owner: await signedIn(owner) };
    for (const [name, route] of routes) {
      const at = `${name}: ${route.method} ${route.path}`;
      const address = route.path.replace(/:\w+/g, 'x'.repeat(30));
      const json = route.body && !('limit' in route.body) ? route.body : undefined;
      const body = json ? sampleBody(json) : undefined;
      expect((await foreign.call<ApiError>(route.method, address, body)).status, `${at} from another origin`).toBe(403);
      if (route.may !== 'anyone') {
        expect((await anonymous.call<ApiError>(route.method, address, body)).status, `${at} without a session`).toBe(401);
        for (const role of roles.filter((role) => !mayAct(role, route.may as Role))) {
          const answer = await clients[role].call<ApiError>(route.method, address, body);
          expect(answer.status, `${at} as ${role}`).toBe(403);
          expect(answer.body.message).toMatch(new RegExp(`${route.may}`));
        }
      }
      if (json) {
        const answer = await clients.owner.call<ApiError>(route.method, address, '{"not json');
        expect(answer.status, `${at} not JSON`).toBe(400);
        expect(answer.body.message).toBe('The request is not valid JSON.');
        const extra = await clients.owner.call<ApiError>(route.method, address, { ...body, unexpected: 1 });
        expect(extra.status, `${at} with an unknown field`).toBe(400);
      }
    }
  }, 120_000);

  it('answers an address that does not read with 400, and keeps serving', async () => {
    const { hostname, port } = new URL(team.server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.end('GET http://[zz/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let said = '';
      socket.on('data', (chunk) => (said += chunk));
      socket.on('end', () => resolve(said));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect((await fetch(`${team.server.url}/sign-in`)).status).toBe(200);
  });

  it('puts its safety headers on every answer: no framing by other sites, no script but its own files, HSTS under https only', async () => {
    const anonymous = new TeamClient(team);
    const answers = [
      await anonymous.call('GET', '/sign-in'),
      await anonymous.call('GET', '/'),
      await anonymous.call('GET', '/favicon.svg'),
      await anonymous.call('GET', '/api/team/me'),
      await anonymous.call('GET', '/sign-in', undefined, { origin: 'null' }),
    ];
    for (const { status, headers } of answers) {
      const policy = Object.fromEntries((headers.get('content-security-policy') ?? '').split(';').map((part) => part.trim().split(/\s+(.*)/s, 2)));
      expect(policy, String(status)).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'frame-ancestors': "'self'",
        'form-action': "'self'",
        'base-uri': "'none'",
        'object-src': "'none'",
      });
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('same-origin');
      expect(headers.get('strict-transport-security'), 'EDITOR_URL is http here').toBeNull();
    }
    const secure = await startTeamEditorForTests({ editorUrl: 'https://edit.example.com' });
    try {
      const answer = await fetch(`${secure.server.url}/sign-in`);
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });

  it('shows the sign-in page to anyone, and nothing else: pages send to it, photos are refused', async () => {
    const anonymous = new TeamClient(team);
    const signIn = await anonymous.call<string>('GET', '/sign-in');
    expect(signIn.status).toBe(200);
    expect(signIn.body).toContain('<title>Sign in');
    for (const address of ['/', '/pages/home', '/settings', '/preview.html']) {
      const answer = await anonymous.call<string>('GET', address);
      expect(answer.status, address).toBe(303);
      expect(answer.headers.get('location')).toMatch(/^\/sign-in\?next=/);
    }
    const photo = await anonymous.call<string>('GET', '/images/anything.jpg');
    expect(photo.status).toBe(303);
    // The stand-ins of the site's lead form and call tracking, which previews (shared ones too) show, are code like the app's,
    // with their content type; also to the lead form stand-in, a sandboxed frame, whose requests say `Origin: null`.
    const types = { html: 'text/html', css: 'text/css', js: 'text/javascript' } as Record<string, string>;
    for (const standIn of readdirSync(path.join(appDir, 'preview')))
      for (const headers of [{}, { origin: 'null' }] as Record<string, string>[]) {
        const answer = await anonymous.call<string>('GET', `/preview/${standIn}`, undefined, headers);
        expect(answer.status, standIn).toBe(200);
        expect(answer.headers.get('content-type'), standIn).toContain(types[standIn.split('.').at(-1)!]);
        expect(answer.body).toBe(readFileSync(path.join(appDir, 'preview', standIn), 'utf8'));
      }
    // Nothing else answers another page's Origin.
    expect((await anonymous.call('GET', '/sign-in', undefined, { origin: 'null' })).status).toBe(403);
  });

  it('refuses files outside pages/, site.config.json and images/: .., encoded .., absolute paths and a symbolic link pointing out', async () => {
    const client = await signedIn(editor);
    const workspace = await client.call<Workspace>('GET', '/api/files');
    expect(workspace.status).toBe(200);
    const people = JSON.parse(readFileSync(path.join(team.dataDir, 'people.json'), 'utf8')) as { id: string; email: string }[];
    const personDir = path.join(team.dataDir, 'drafts', people.find((person) => person.email === editor.email)!.id);
    symlinkSync('/etc', path.join(personDir, 'pages', 'outside'));
    for (const name of ['../package.json', '..%2Fpackage.json', '/etc/passwd', 'pages/../../x.json', 'pages/outside/passwd.json', 'node_modules/x.json']) {
      const answer = await client.call<ApiError>('GET', `/api/file?name=${name.includes('%') ? name : encodeURIComponent(name)}`);
      expect(answer.status, name).toBe(400);
      expect(answer.body.code).toBe('bad-file');
    }
  });

  it('takes a photo of at most 20 MB that decodes as a photo, under a safe name', async () => {
    const client = await signedIn(editor);
    const tooLarge = await client.call<{ saved: boolean; reason: string }>('POST', '/api/images?name=big.jpg', 'x'.repeat(21 * 1024 * 1024), {
      'content-type': 'application/octet-stream',
    });
    expect(tooLarge.body).toMatchObject({ saved: false, reason: 'too-large' });
    // The first bytes of a JPEG, and nothing of a picture after them.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(2000, 7)]);
    const answer = await fetch(`${team.server.url}/api/images?name=${encodeURIComponent('../evil name.jpg')}`, {
      method: 'POST',
      headers: { origin: team.editorUrl, cookie: client.cookie, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(fake),
    });
    expect(await answer.json()).toMatchObject({ saved: false, reason: 'not-a-photo' });
    const real = readFileSync(path.join(team.contentRoot, 'images', readdirSync(path.join(team.contentRoot, 'images'))[0]!));
    const saved = await fetch(`${team.server.url}/api/images?name=${encodeURIComponent('../My Roof Photo!!.jpg')}`, {
      method: 'POST',
      headers: { origin: team.editorUrl, cookie: client.cookie, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(real),
    }).then((r) => r.json() as Promise<{ saved: boolean; src: string }>);
    expect(saved.saved).toBe(true);
    expect(saved.src).toMatch(/^\/images\/[a-z0-9-]+\.(jpg|png|webp)$/);
  });
});

describe('signing in', () => {
  it('slows down failed sign-ins per account, the same for an address nobody has, and says nothing of which exists', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const client = new TeamClient(team);
    const tryAs = (person: { email: string; password: string }, address: string) =>
      client.call<{ message: string }>('POST', '/auth/sign-in', { email: person.email, password: person.password }, from(address));
    // Per account: wrong passwords from many addresses.
    const wrong = { email: publisher.email, password: 'not the password at all' };
    const nobody = { email: 'nobody-here@example.com', password: 'not the password at all' };
    const answers = [];
    for (let i = 0; i < freeTries.account; i++) answers.push(await tryAs(wrong, `10.0.0.${i}`), await tryAs(nobody, `10.0.1.${i}`));
    // A few failures cost nothing; the next try waits.
    for (const answer of answers) expect(answer.status).toBe(401);
    expect(new Set(answers.map((answer) => answer.body.message)).size).toBe(1);
    const slowed = await tryAs(wrong, '10.0.0.99');
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/Wait \d+ seconds?/);
    expect((await tryAs(nobody, '10.0.1.99')).status).toBe(429);
    // Even the right password waits its turn; then it works, and the count starts again.
    expect((await tryAs(publisher, '10.0.0.100')).status).toBe(429);
    clock += 60_000;
    expect((await tryAs(publisher, '10.0.0.100')).status).toBe(200);
    // Per address: many accounts tried from one address.
    clock += 60_000;
    for (let i = 0; i < freeTries.address; i++)
      expect((await tryAs({ email: `someone-${i}@example.com`, password: 'x'.repeat(12) }, '10.0.2.1')).status).toBe(401);
    expect((await tryAs({ email: 'someone-else@example.com', password: 'x'.repeat(12) }, '10.0.2.1')).status).toBe(429);
    // The waits grow, up to 15 minutes at most.
    clock += 20 * 60_000;
    for (let i = 0; i < 20; i++) {
      clock += 16 * 60_000;
      await tryAs(nobody, '10.0.3.1');
    }
    const longest = await tryAs(nobody, '10.0.3.2');
    expect(longest.body.message).toMatch(/Wait 15 minutes/);
    clock += 16 * 60_000;
  });

  it('counts tries sent all at once before checking them, by the address the proxy saw (not one the client wrote before it)', async () => {
    const client = new TeamClient(team);
    const tryAt = (email: string, forwarded: string) =>
      client.call('POST', '/auth/sign-in', { email, password: 'not the password at all' }, { 'x-forwarded-for': forwarded });
    const statuses = async (tries: Promise<{ status: number }>[]) => (await Promise.all(tries)).map((answer) => answer.status);
    // One account, from many addresses at once.
    const account = await statuses(Array.from({ length: 12 }, (_, i) => tryAt('at-once@example.com', `10.0.8.${i}`)));
    expect(account.filter((status) => status === 401)).toHaveLength(freeTries.account);
    expect(account.filter((status) => status === 429)).toHaveLength(12 - freeTries.account);
    // Many accounts, from one address at once (whatever the client wrote before the proxy's entry).
    const tries = freeTries.address + 6;
    const address = await statuses(Array.from({ length: tries }, (_, i) => tryAt(`at-once-${i}@example.com`, `192.0.2.${i}, 10.0.9.9`)));
    expect(address.filter((status) => status === 401)).toHaveLength(freeTries.address);
    expect(address.filter((status) => status === 429)).toHaveLength(6);
    clock += 60_000;
  });

  it('sets an HttpOnly, SameSite=Strict cookie with a new id at each sign-in, ended by Sign out', async () => {
    const first = new TeamClient(team);
    const answer = await first.signIn(editor);
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^editor-session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    const second = new TeamClient(team);
    await second.signIn(editor);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await first.call('GET', '/api/team/me')).status).toBe(200);
    const out = await first.call('POST', '/api/team/sign-out', {});
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    first.cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
    expect((await first.call('GET', '/api/team/me')).status).toBe(401);
    expect((await second.call('GET', '/api/team/me')).status).toBe(200);
  });

  it('ends a session after 8 idle hours and after 30 days however busy', async () => {
    const client = await signedIn(editor);
    clock += idleLimit - 60_000;
    expect((await client.call('GET', '/api/team/me')).status).toBe(200);
    clock += idleLimit + 1;
    expect((await client.call('GET', '/api/team/me')).status).toBe(401);
    const busy = await signedIn(editor);
    for (let spent = 0; spent < absoluteLimit; spent += idleLimit / 2) {
      clock += idleLimit / 2;
      if (spent + idleLimit / 2 < absoluteLimit) expect((await busy.call('GET', '/api/team/me')).status).toBe(200);
    }
    clock += 1;
    expect((await busy.call('GET', '/api/team/me')).status).toBe(401);
  });

  it("ends all of a person's sessions when their password is reset or they are removed", async () => {
    const person = await team.add('Leaving Person', 'editor');
    const one = await signedIn(person);
    const two = await signedIn(person);
    const ownerClient = await signedIn(owner);
    const reset = await ownerClient.call<{ link: string }>('POST', '/api/team/people/reset', { email: person.email });
    expect(reset.status).toBe(200);
    expect((await one.call('GET', '/api/team/me')).status).toBe(401);
    expect((await two.call('GET', '/api/team/me')).status).toBe(401);
    // The link chooses a new password and signs them in.
    const token = reset.body.link.split('#')[1]!;
    const chooser = new TeamClient(team);
    expect((await chooser.call('POST', '/auth/password', { token, password: 'short' })).status).toBe(409);
    expect((await chooser.call('POST', '/auth/password', { token, password: 'a new long password' })).status).toBe(200);
    expect((await chooser.call('GET', '/api/team/me')).status).toBe(200);
    expect((await chooser.call('POST', '/auth/password', { token, password: 'a new long password' })).status).toBe(409);
    const removed = await ownerClient.call<PersonItem>('POST', '/api/team/people/remove', { email: person.email });
    expect(removed.status).toBe(200);
    expect((await chooser.call('GET', '/api/team/me')).status).toBe(401);
    expect((await new TeamClient(team).signIn({ email: person.email, password: 'a new long password' })).status).toBe(401);
  });

  it('keeps the last owner an owner', async () => {
    const client = await signedIn(owner);
    const demoted = await client.call<ApiError>('POST', '/api/team/people/role', { email: owner.email, role: 'editor' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message).toMatch(/only owner/);
  });
});

describe("drafts of one's own, reviews, shared previews", () => {
  type Page = { path: string; sections: { type: string; heading?: string; hidden?: boolean }[] };
  async function editHeading(client: TeamClient, file: string, heading: string): Promise<void> {
    const opened = (await client.call<OpenedFile>('GET', `/api/file?name=${file}`)).body;
    const value = structuredClone(opened.value) as Page;
    // A section of the page's own that shows (a shared preview shows only what shows).
    const index = value.sections.findIndex((s) => s.type !== 'shared' && !s.hidden && typeof s.heading === 'string');
    value.sections[index]!.heading = heading;
    const saved = await client.call('PUT', '/api/file', { file, value, version: opened.version });
    expect(saved.status).toBe(200);
  }

  it("keeps each person's saved changes theirs: another's publish leaves them out, and the others see who is editing a page", async () => {
    const ana = await signedIn(editor);
    const pat = await signedIn(publisher);
    await editHeading(ana, 'pages/about.json', 'Ana was here');
    await expect
      .poll(async () => (await pat.call<Presence>('GET', '/api/team/presence?file=pages/about.json')).body.editing, { timeout: 10_000 })
      .toEqual([editor.name]);
    expect((await ana.call<Presence>('GET', '/api/team/presence?file=pages/about.json')).body.editing).toEqual([]);
    await editHeading(pat, 'pages/contact.json', 'Pat was here');
    const published = await publishMine(pat, 'Contact heading');
    expect(published.body.kind, JSON.stringify(published.body)).toBe('published');
    // Undoing it is planned over Pat's own draft, and said in words; not by an editor, nor for later.
    const commit = (await git(team.repo.bare, 'rev-parse', 'main')).trim();
    const undo = await pat.call<PublishPlan>('POST', '/api/publish/plan', { start: { from: 'undo', commit } });
    expect(undo.body, JSON.stringify(undo.body)).toMatchObject({
      message: 'Undo: Contact heading',
      intro: ['Undoing “Contact heading”, published ', { at: expect.any(String) }, ` by ${publisher.name}.`],
      savedOnly: false,
      actions: { at: false },
    });
    expect((await ana.call<ApiError>('POST', '/api/publish/plan', { start: { from: 'undo', commit } })).status).toBe(403);
    const remoteAbout = await git(team.repo.bare, 'show', 'main:pages/about.json');
    expect(remoteAbout).not.toContain('Ana was here');
    expect(await git(team.repo.bare, 'show', 'main:pages/contact.json')).toContain('Pat was here');
    expect(await git(team.repo.bare, 'log', '-1', '--format=%an <%ae>', 'main')).toBe(`${publisher.name} <${publisher.email}>`);
    // Ana's draft is intact.
    expect(JSON.stringify((await ana.call<OpenedFile>('GET', '/api/file?name=pages/about.json')).body.value)).toContain('Ana was here');
  }, 120_000);

  it('lets an editor send a draft for review, a publisher send it back with a note, and then publish it as authored by the editor', async () => {
    const ana = await signedIn(editor);
    const pat = await signedIn(publisher);
    const now = (message: string) => ({ kind: 'now', message }) as const;
    // An editor does not publish, nor plans from a draft sent for review or an undo.
    expect((await ana.call<ApiError>('POST', '/api/publish', { plan: { start: { from: 'mine' } }, draft: '0'.repeat(40), action: now('Mine') })).status).toBe(
      403,
    );
    const sent = await ana.call<ReviewList['mine']>('POST', '/api/team/reviews/send', { note: 'The about page, please' });
    expect(sent.status).toBe(200);
    const waiting = (await pat.call<ReviewList>('GET', '/api/team/reviews')).body.waiting;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ author: editor.name, note: 'The about page, please' });
    expect(waiting[0]!.changes.join('\n')).toContain('Ana was here');
    expect((await ana.call<ReviewList>('GET', '/api/team/reviews')).body.waiting).toEqual([]);
    const first = { from: 'review', id: waiting[0]!.id } as const;
    expect((await ana.call<ApiError>('POST', '/api/publish/plan', { start: first })).status).toBe(403);
    const firstPlan = (await pat.call<PublishPlan>('POST', '/api/publish/plan', { start: first })).body;
    const sentBack = await pat.call<PublishAnswer>('POST', '/api/publish', {
      plan: { start: first },
      draft: firstPlan.draft,
      action: { kind: 'send-back', note: 'Say where we are based' },
    });
    expect(sentBack.body).toMatchObject({ kind: 'sent-back', item: { status: 'sent-back' } });
    expect((await ana.call<ReviewList>('GET', '/api/team/reviews')).body.mine).toMatchObject({
      status: 'sent-back',
      reply: { note: 'Say where we are based', by: publisher.name },
    });
    await ana.call('POST', '/api/team/reviews/send', { note: 'Done' });
    const again = (await pat.call<ReviewList>('GET', '/api/team/reviews')).body.waiting[0]!;
    // The publisher sees the changes and each changed page as they will be (with the choices made so far), and only page files.
    const start = { from: 'review', id: again.id } as const;
    const opened = await pat.call<PublishPlan>('POST', '/api/publish/plan', { start, choices: {} });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.changes.map((change) => change.text).join('\n')).toContain('Ana was here');
    expect(opened.body.author).toEqual({ name: editor.name, email: editor.email });
    // The dialog's words are the review's: its note, who fixes its problems, "Publish" or "Send back".
    expect(opened.body).toMatchObject({
      note: { heading: `Note from ${editor.name}`, text: 'Done' },
      fixedBy: editor.name,
      savedOnly: false,
      actions: { now: 'Publish', at: true, sendBack: { to: editor.name } },
    });
    const preview = await pat.call<BeforeAndAfter>('GET', `/api/publish/before-and-after?file=pages/about.json&plan=${inAddress({ start, choices: {} })}`);
    expect(preview.status).toBe(200);
    expect(JSON.stringify(preview.body.after?.page)).toContain('Ana was here');
    expect(JSON.stringify(preview.body.before?.page)).not.toContain('Ana was here');
    for (const file of ['../package.json', 'package.json', 'pages/../../people.json']) {
      const refused = await pat.call<ApiError>('GET', `/api/publish/before-and-after?file=${encodeURIComponent(file)}&plan=${inAddress({ start })}`);
      expect(refused.status, file).toBe(400);
      expect(refused.body.code).toBe('bad-file');
    }
    // A draft changed after the publisher opened it is not published unseen: the publisher looks again.
    await editHeading(ana, 'pages/roof-types/epdm.json', 'Ana changed it later');
    const stale = await pat.call<PublishResult>('POST', '/api/publish', { plan: { start }, draft: opened.body.draft, action: now('About heading') });
    expect(stale.body, JSON.stringify(stale.body)).toMatchObject({ kind: 'refused', message: expect.stringMatching(/look at the list of changes again/) });
    expect(await git(team.repo.bare, 'show', 'main:pages/about.json')).not.toContain('Ana was here');
    const reopened = await pat.call<PublishPlan>('POST', '/api/publish/plan', { start, choices: {} });
    expect(reopened.body.changes.map((change) => change.text).join('\n')).toContain('Ana changed it later');
    const result = await pat.call<PublishResult>('POST', '/api/publish', { plan: { start }, draft: reopened.body.draft, action: now('About heading') });
    expect(result.body.kind, JSON.stringify(result.body)).toBe('published');
    expect(await git(team.repo.bare, 'show', 'main:pages/roof-types/epdm.json')).toContain('Ana changed it later');
    expect(await git(team.repo.bare, 'log', '-1', '--format=%an <%ae>|%cn <%ce>', 'main')).toBe(
      `${editor.name} <${editor.email}>|${publisher.name} <${publisher.email}>`,
    );
    expect(await git(team.repo.bare, 'show', 'main:pages/about.json')).toContain('Ana was here');
    expect((await pat.call<ReviewList>('GET', '/api/team/reviews')).body.waiting).toEqual([]);
  }, 180_000);

  it('shares a preview read-only, without an account, for 7 days or until revoked', async () => {
    const ana = await signedIn(editor);
    await editHeading(ana, 'pages/contact.json', 'Shared heading');
    const made = await ana.call<SharedPreviewItem>('POST', '/api/team/shares', {});
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const link = new URL(made.body.link!);
    const anonymous = new TeamClient(team);
    const page = await anonymous.call<string>('GET', link.pathname);
    expect(page.status).toBe(200);
    const data = await anonymous.call<SharedPreview>('GET', `${link.pathname}/data`);
    expect(data.body.by).toBe(editor.name);
    expect(JSON.stringify(data.body.pages)).toContain('Shared heading');
    // Nothing else: not the editor, not the API, not another draft's photos.
    expect((await anonymous.call('GET', '/api/files')).status).toBe(401);
    expect((await anonymous.call('GET', `${link.pathname}/images/%2E%2E%2F%2E%2E%2F%2E%2E%2Fpeople.json`)).status).toBe(404);
    expect((await ana.call('POST', '/api/team/shares/revoke', { id: made.body.id })).status).toBe(200);
    expect((await anonymous.call('GET', `${link.pathname}/data`)).status).toBe(404);
    const later = await ana.call<SharedPreviewItem>('POST', '/api/team/shares', {});
    const laterPath = new URL(later.body.link!).pathname;
    clock += 7 * 24 * 60 * 60 * 1000 + 1;
    expect((await anonymous.call('GET', `${laterPath}/data`)).status).toBe(404);
  }, 120_000);

  it('keeps drafts and the review list across a restart; people sign in again', async () => {
    const ana = await signedIn(editor);
    await editHeading(ana, 'pages/privacy-policy.json', 'Kept across a restart');
    await ana.call('POST', '/api/team/reviews/send', { note: 'After the restart' });
    await team.restart();
    expect((await ana.call('GET', '/api/team/me')).status).toBe(401);
    const again = await signedIn(editor);
    expect(JSON.stringify((await again.call<OpenedFile>('GET', '/api/file?name=pages/privacy-policy.json')).body.value)).toContain('Kept across a restart');
    const pat = await signedIn(publisher);
    expect((await pat.call<ReviewList>('GET', '/api/team/reviews')).body.waiting.map((r) => r.note)).toEqual(['After the restart']);
  }, 120_000);
});

describe('what the server keeps to itself', () => {
  it('keeps its data folder readable by its own user only', () => {
    expect(statSync(team.dataDir).mode & 0o077).toBe(0);
    expect(statSync(path.join(team.dataDir, 'people.json')).mode & 0o077).toBe(0);
  });

  it('never logs or answers a password, a hash, a session id or a link token', async () => {
    const people = JSON.parse(readFileSync(path.join(team.dataDir, 'people.json'), 'utf8')) as { passwordHash?: string }[];
    const hashes = people.flatMap((p) => (p.passwordHash ? [p.passwordHash] : []));
    const client = await signedIn(owner);
    const sessionId = client.cookie.split('=')[1]!;
    const answers = [JSON.stringify((await client.call('GET', '/api/team/people')).body), JSON.stringify((await client.call('GET', '/api/team/me')).body)];
    for (const secret of [owner.password, editor.password, publisher.password, sessionId, ...hashes]) {
      for (const text of [...answers, ...logged]) expect(text).not.toContain(secret);
    }
  });
});

describe('every route of the table', () => {
  it('answers each route, walked with a real request, with what the table declares; every answer in this file fits its route', async () => {
    const [pat, ana, olive, anonymous, newcomer] = [
      await signedIn(publisher),
      await signedIn(editor),
      await signedIn(owner),
      new TeamClient(team),
      new TeamClient(team),
    ];
    const file = 'pages/contact.json';
    const opened = (await ana.call<OpenedFile>('GET', `/api/file?name=${file}`)).body;
    const edited = structuredClone(opened.value) as { sections: { type: string; heading?: unknown }[] };
    edited.sections.find((section) => section.type !== 'shared' && typeof section.heading === 'string')!.heading = 'Walked through';
    const walker = { email: 'walker@example.com', name: 'Walker Route', password: 'a long walking password' };
    const found: {
      photo?: string;
      history?: HistoryEntry[];
      review?: string;
      draft?: string;
      planned?: string;
      toCheck?: string;
      share?: SharedPreviewItem;
      token?: string;
    } = {};
    const tokenOf = (answer: Answer<InviteLink>) => answer.body.link.split('#')[1]!;
    const reviewed = () => ({ from: 'review', id: found.review! }) as const;
    // In an order that works: each step may use what an earlier one answered. A route without a step fails tsc.
    const walk: { [Name in RouteName]: () => Promise<Answer<unknown>> } = {
      files: () => pat.call('GET', '/api/files'),
      file: () => pat.call('GET', `/api/file?name=${file}`),
      check: () => ana.call('POST', '/api/check', { file, value: edited }),
      save: () => ana.call('PUT', '/api/file', { file, value: edited, version: opened.version }),
      newPage: () => pat.call('POST', '/api/pages/new', { from: file, path: '/walked-through', title: '', description: '' }),
      linksTo: () => pat.call('GET', '/api/pages/links?path=/walked-through'),
      movePage: () => pat.call('POST', '/api/pages/move', { from: '/walked-through', to: '/walked-through-again' }),
      deletePage: () => pat.call('POST', '/api/pages/delete', { path: '/walked-through-again' }),
      images: async () => {
        const answer = await pat.call<ImageInfo[]>('GET', '/api/images');
        found.photo = answer.body[0]!.src;
        return answer;
      },
      uploadImage: () => pat.call('POST', '/api/images?name=not-a-photo.jpg', 'not a photo at all', { 'content-type': 'application/octet-stream' }),
      thumbnail: () => pat.call('GET', `/api/images/thumb?src=${encodeURIComponent(found.photo!)}&w=40`),
      publishStatus: () => pat.call('GET', '/api/publish/status'),
      checkAnswers: () => pat.call('POST', '/api/checks/answers', { links: [], photos: [{ src: found.photo, slot: 'content' }] }),
      savedSiteToCheck: () => ana.call('GET', '/api/checks/site'),
      history: async () => {
        const answer = await pat.call<HistoryEntry[]>('GET', '/api/history');
        found.history = answer.body;
        return answer;
      },
      me: () => ana.call('GET', '/api/team/me'),
      presence: () => pat.call('GET', `/api/team/presence?file=${file}`),
      sendForReview: () => ana.call('POST', '/api/team/reviews/send', { note: 'Walked through' }),
      reviews: async () => {
        const answer = await pat.call<ReviewList>('GET', '/api/team/reviews');
        found.review = answer.body.waiting.find((item) => item.author === editor.name)!.id;
        return answer;
      },
      // Publishing's routes, over the draft sent for review (its author's, which the server finds).
      publishPlan: async () => {
        const answer = await pat.call<PublishPlan>('POST', '/api/publish/plan', { start: reviewed(), choices: {} });
        found.draft = answer.body.draft;
        return answer;
      },
      beforeAndAfter: () => pat.call('GET', `/api/publish/before-and-after?file=${file}&plan=${inAddress({ start: reviewed(), choices: {} })}`),
      pagesToCheck: async () => {
        const answer = await pat.call<PagesToCheck>('POST', '/api/publish/checks/pages', { start: reviewed() });
        found.toCheck = answer.body.pages.find((page) => page.file === file)?.file;
        return answer;
      },
      finishChecks: () =>
        pat.call('POST', '/api/publish/checks/finish', {
          plan: { start: reviewed() },
          found: [{ file: found.toCheck, found: [{ problems: [], links: [], photos: [] }] }],
        }),
      publish: async () => {
        const when = wallClockOf(clock + 24 * 3_600_000, 'America/New_York');
        const answer = await pat.call<PublishAnswer>('POST', '/api/publish', {
          plan: { start: reviewed() },
          draft: found.draft,
          action: { kind: 'at', when, message: 'Walked through later' },
        });
        if (answer.body.kind === 'planned') found.planned = answer.body.item.id;
        return answer;
      },
      scheduled: () => ana.call('GET', '/api/team/scheduled'),
      cancelScheduled: () => pat.call('POST', '/api/team/scheduled/cancel', { id: found.planned }),
      seenScheduled: () => pat.call('POST', '/api/team/scheduled/seen', { id: found.planned }),
      makeShare: async () => {
        const answer = await ana.call<SharedPreviewItem>('POST', '/api/team/shares', {});
        found.share = answer.body;
        return answer;
      },
      shares: () => ana.call('GET', '/api/team/shares'),
      sharedPreview: () => anonymous.call('GET', `${new URL(found.share!.link!).pathname}/data`),
      revokeShare: () => ana.call('POST', '/api/team/shares/revoke', { id: found.share!.id }),
      people: () => olive.call('GET', '/api/team/people'),
      invite: async () => {
        const answer = await olive.call<InviteLink>('POST', '/api/team/people/invite', { email: walker.email, name: walker.name, role: 'editor' });
        found.token = tokenOf(answer);
        return answer;
      },
      inviteInfo: () => anonymous.call('POST', '/auth/invite', { token: found.token }),
      choosePassword: () => newcomer.call('POST', '/auth/password', { token: found.token, password: walker.password }),
      signIn: () => newcomer.call('POST', '/auth/sign-in', { email: walker.email, password: walker.password }),
      setRole: () => olive.call('POST', '/api/team/people/role', { email: walker.email, role: 'publisher' }),
      sendNewLink: () => olive.call('POST', '/api/team/people/reset', { email: walker.email }),
      removePerson: () => olive.call('POST', '/api/team/people/remove', { email: walker.email }),
      signOut: () => ana.call('POST', '/api/team/sign-out', {}),
    };
    const table: Record<string, Route> = { ...contentRoutes, ...teamRoutes };
    for (const [name, ask] of Object.entries(walk)) {
      const answer = await ask();
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    const { unfit, answered } = heldToTheTable(table, teamAnswers);
    expect(unfit).toEqual([]);
    expect(Object.keys(table).filter((name) => !answered.get(name)?.has(200))).toEqual([]);
  }, 120_000);
});
