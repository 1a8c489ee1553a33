// @vitest-environment node
/**
 * The page editor's server (editor/server/), started as `npm run edit` starts it, on a temporary
 * copy of the project's content: who may call it, which files it may touch, and that every save
 * is minimal, checked and never half-done. Expectations come from the copied files, never from
 * the site's copy.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { linksTo } from '../../engine/content/pageLinks';
import { readSettingsDraft } from '../../engine/content/browser-safe/resolve';
import { siteToCheck } from '../../editor/shared/siteToCheck';
import { validateSite } from '../../engine/content/validateSite';
import type {
  ApiError,
  CheckResult,
  HistoryEntry,
  ImageInfo,
  LinkPlace,
  OpenedFile,
  PageChangeResult,
  PublishStatus,
  SavedFile,
  SavedImage,
  Workspace,
} from '../../editor/shared/api';
import { contentRoutes, type Route } from '../../editor/shared/routes';
import { type RunningEditor, startEditor } from '../../editor/server/startEditor';
import { heldToTheTable, type RecordedAnswer } from '../support/routeAnswers';
import { lineDiff, linesOf } from './lineDiff';
import { namesInSettings, withTechnicalWords } from '../support/technicalWords';

const projectRoot = process.cwd();
let root: string;
let editor: RunningEditor;
/** The origin the editor's page has (the address startEditor prints). */
let origin: string;

type Section = Record<string, unknown> & { type: string; hidden?: boolean };
type PageValue = Record<string, unknown> & { path: string; title: string; sections: Section[] };

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-server-'));
  for (const name of ['pages', 'site.config.json', 'images']) cpSync(path.join(projectRoot, name), path.join(root, name), { recursive: true });
  // A file next to the content that the editor must never touch.
  writeFileSync(path.join(root, 'package.json'), '{ "name": "not-the-editors-business" }\n');
  editor = await startEditor({ contentRoot: root, port: 0 });
  origin = editor.url;
}, 120_000);

afterAll(async () => {
  await editor?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer<T> {
  status: number;
  body: T;
}

async function call<T>(method: string, address: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const raw = body instanceof Buffer;
  const response = await fetch(origin + address, {
    method,
    headers: {
      'x-editor-token': editor.token,
      ...(method === 'GET' ? {} : { origin }),
      ...(body === undefined ? {} : { 'content-type': raw ? 'application/octet-stream' : 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const answer = { status: response.status, body: (contentType.startsWith('image/') ? undefined : await response.json()) as T };
  answers.push({ method, address, contentType, ...answer });
  return answer;
}
/** Every answer `call` was given: each must fit its route (the last test). */
const answers: RecordedAnswer[] = [];

/** A request with any Host header, as a page reached by DNS rebinding would send it (fetch cannot set Host). */
function withHost(host: string, address: string, headers: Record<string, string> = {}): Promise<number> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) =>
    httpRequest({ host: '127.0.0.1', port, path: address, headers: { ...headers, host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end(),
  );
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
const open = async (file: string) => (await call<OpenedFile>('GET', `/api/file?name=${encodeURIComponent(file)}`)).body;
const save = (opened: OpenedFile, value: unknown) => call<SavedFile & ApiError>('PUT', '/api/file', { file: opened.file, value, version: opened.version });
const siteConfig = () =>
  JSON.parse(read('site.config.json')) as { company: { phoneDisplay: string }; sharedSections: Record<string, unknown>; redirects?: unknown[] };
const redirects = () => siteConfig().redirects ?? [];
/** The site's own redirects, which the tests that move and delete pages add to. */
const redirectsBefore = (JSON.parse(readFileSync(path.join(projectRoot, 'site.config.json'), 'utf8')) as { redirects?: unknown[] }).redirects ?? [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Whether a section shows on its page: not hidden by itself, nor, for a shared section, by its
 * overrides or its definition in the settings. Tests pick their sections by this, never by a
 * fixed index, so they hold whatever the editors hide, add or reorder.
 */
function shows(section: Section): boolean {
  if (section.hidden) return false;
  if (section.type !== 'shared') return true;
  const shared = siteConfig().sharedSections[String(section.name)] as { hidden?: boolean } | undefined;
  return !(section.overrides as { hidden?: boolean } | undefined)?.hidden && !shared?.hidden;
}

/** The first section that shows, of the page's own (not shared), with a heading: one a draft can break or reword. */
const ownHeadingShown = (value: PageValue, except = -1) =>
  value.sections.findIndex((s, i) => i !== except && s.type !== 'shared' && typeof s.heading === 'string' && shows(s));

/** The page file with the most sections (the heaviest to check), and its value. */
async function longestPage(): Promise<{ opened: OpenedFile; value: PageValue }> {
  const { pages } = (await call<Workspace>('GET', '/api/files')).body;
  const sized = pages.map((page) => ({ file: page.file, count: (JSON.parse(read(page.file)) as PageValue).sections.length, bytes: read(page.file).length }));
  const file = sized.sort((a, b) => b.count - a.count || b.bytes - a.bytes)[0]!.file;
  const opened = await open(file);
  return { opened, value: opened.value as PageValue };
}

describe('who may use the editor', () => {
  it("puts the session token into the editor's page only, as a meta tag", async () => {
    const page = await (await fetch(`${origin}/`)).text();
    expect(page).toContain(`<meta name="editor-token" content="${editor.token}">`);
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>[^<]*editor-token/);
    const preview = await (await fetch(`${origin}/preview.html`)).text();
    expect(preview).not.toContain(editor.token);
  });

  it('listens on this computer only', () => {
    expect(new URL(origin).hostname).toBe('localhost');
    return expect(startEditor({ contentRoot: root, port: 0, host: '0.0.0.0' })).rejects.toThrow(/this computer only/);
  });

  it('refuses a request without the token, with a wrong one, from another origin, without an Origin for a change, or for another host', async () => {
    const refusals: Answer<ApiError>[] = [
      await call<ApiError>('GET', '/api/files', undefined, { 'x-editor-token': '' }),
      await call<ApiError>('GET', '/api/files', undefined, { 'x-editor-token': `${editor.token.slice(0, -1)}x` }),
      await call<ApiError>('GET', '/api/files', undefined, { origin: 'https://evil.example' }),
      await call<ApiError>('POST', '/api/check', { file: 'pages/home.json', value: {} }, { origin: 'https://evil.example' }),
      await call<ApiError>('POST', '/api/check', { file: 'pages/home.json', value: {} }, { origin: 'null' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body.code).toBe('forbidden');
      expect(refusal.body.message.length).toBeGreaterThan(20);
    }
    // fetch always sends Origin with a PUT; a raw request (curl, another program) need not.
    const { port } = new URL(origin);
    const noOrigin = await new Promise<number>((resolve, reject) =>
      httpRequest(
        { host: '127.0.0.1', port, path: '/api/file', method: 'PUT', headers: { host: `localhost:${port}`, 'x-editor-token': editor.token } },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      )
        .on('error', reject)
        .end('{}'),
    );
    expect(noOrigin).toBe(403);
    expect(await withHost('evil.example', '/api/files', { 'x-editor-token': editor.token })).toBe(403);
    expect(await withHost(`evil.example:${port}`, '/api/files', { 'x-editor-token': editor.token })).toBe(403);
    // The editor's pages and the photos too: a rebinding page must not read them either.
    expect(await withHost(`evil.example:${port}`, '/')).toBe(403);
    expect(await withHost(`evil.example:${port}`, '/images/anything.jpg')).toBe(403);
    expect(await withHost(`127.0.0.1:${port}`, '/api/files', { 'x-editor-token': editor.token })).toBe(200);
    expect(await withHost(`localhost:${port}`, '/api/files', { 'x-editor-token': editor.token })).toBe(200);
  });

  it('cannot be framed by another site', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('reads and writes only site.config.json and pages/**/*.json, saying why another name is refused', async () => {
    const before = read('package.json');
    for (const name of [
      '../package.json',
      'package.json',
      '/etc/passwd',
      path.join(root, 'pages/home.json'),
      'pages/../package.json',
      'pages\\home.json',
      'pages/home.txt',
      'pages/',
      '',
    ]) {
      const answer = await call<ApiError>('GET', `/api/file?name=${encodeURIComponent(name)}`);
      expect(answer.status, name).toBe(400);
      expect(answer.body.code, name).toBe('bad-file');
      expect(answer.body.message, name).toMatch(/site\.config\.json and the \.json files in pages\//);
      const saved = await call<ApiError>('PUT', '/api/file', { file: name, value: { name: 'overwritten' }, version: 'x' });
      expect(saved.status, name).toBe(400);
      const checked = await call<ApiError>('POST', '/api/check', { file: name, value: {} });
      expect(checked.status, name).toBe(400);
    }
    expect(read('package.json')).toBe(before);
    expect((await call<ApiError>('GET', '/api/file?name=pages/no-such-page.json')).status).toBe(404);
  });

  it('refuses a body over 2 MB with a plain message, and writes nothing', async () => {
    const opened = await open('pages/home.json');
    const answer = await call<ApiError>('PUT', '/api/file', { file: opened.file, value: { padding: 'x'.repeat(2.1 * 1024 * 1024) }, version: opened.version });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/larger than 2 MB/);
    expect(read('pages/home.json')).toBe(opened.text);
  });
});

describe('requests that do not fit what a route takes', () => {
  /** The API's own table of routes (the running editor answers the same ones). */
  const routes: Route[] = Object.values(contentRoutes);
  /** A route's JSON body, not a file's bytes. */
  const jsonBody = (route: Route) => (route.body && !('limit' in route.body) ? route.body : undefined);
  /** Every file of the content copy, to show that nothing was written. */
  const contentNow = () =>
    Object.fromEntries(
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort()
        .map((file) => [path.relative(root, file), readFileSync(file)]),
    );
  /** A route's fields as its schema lists them: name, JSON type ("string"; none for a draft, which may be any value), required or not. */
  const fieldsOf = (schema: z.ZodType) => {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as { properties: Record<string, { type?: string }>; required?: string[] };
    return Object.entries(json.properties).map(([name, field]) => ({ name, type: field.type, required: json.required?.includes(name) ?? false }));
  };

  it('every route that takes a JSON body answers one that is not JSON, not an object, missing a field, with a wrong type or an unknown field with 400 and a sentence naming what is wrong, and writes nothing', async () => {
    const withBody = routes.filter((route) => jsonBody(route));
    expect(withBody.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/check',
        'PUT /api/file',
        'POST /api/pages/new',
        'POST /api/pages/move',
        'POST /api/pages/delete',
        'POST /api/publish',
      ]),
    );
    /** A right value for the fields whose text has a form of its own (so each case breaks one thing only). */
    const samples: Record<string, unknown> = {
      commit: 'a'.repeat(40),
      message: 'A message',
      author: { name: 'Ana', email: 'ana@example.com' },
      choices: {},
      links: [],
      photos: [],
      found: [],
      start: { from: 'mine' },
      plan: { start: { from: 'mine' } },
      draft: 'a'.repeat(40),
      action: { kind: 'now', message: 'A message' },
    };
    const before = contentNow();
    for (const route of withBody) {
      const at = `${route.method} ${route.path}`;
      const fields = fieldsOf(jsonBody(route)!);
      // Every field filled: text where text belongs, the home page's value as a draft. Each case breaks one thing.
      const home = await open('pages/home.json');
      const whole = Object.fromEntries(fields.map((field) => [field.name, samples[field.name] ?? (field.type === 'string' ? 'pages/home.json' : home.value)]));
      const cases: [string, unknown, string][] = [
        ['not JSON', Buffer.from('{"file": "pages/home.json", '), 'The request is not valid JSON.'],
        ['a list', [whole], 'The request is not a JSON object.'],
        ['null', null, 'The request is not a JSON object.'],
        ['an unknown field', { ...whole, extra: 1 }, 'The request has a field the editor does not know: "extra".'],
      ];
      for (const field of fields) {
        if (field.required) cases.push([`no ${field.name}`, { ...whole, [field.name]: undefined }, `The request has no "${field.name}".`]);
        if (field.type === 'string') cases.push([`${field.name} a number`, { ...whole, [field.name]: 5 }, `The request's "${field.name}" must be text.`]);
      }
      for (const [what, body, sentence] of cases) {
        const answer = await call<ApiError>(route.method, route.path, body);
        expect(answer.status, `${at}, ${what}`).toBe(400);
        expect(answer.body, `${at}, ${what}`).toEqual({ code: 'bad-request', message: sentence });
      }
    }
    expect(contentNow()).toEqual(before);
  });

  it('every route that reads its address parameters answers one without a parameter it needs with 400 and a sentence', async () => {
    const withQuery = routes.filter((route) => route.query && fieldsOf(route.query).some((field) => field.required));
    const querySamples: Record<string, string> = { plan: JSON.stringify({ start: { from: 'mine' } }) };
    expect(withQuery.length).toBeGreaterThan(0);
    const before = contentNow();
    for (const route of withQuery) {
      const required = fieldsOf(route.query!).filter((f) => f.required);
      for (const field of required) {
        // The others given, so the answer is about this one.
        const others = required.filter((other) => other !== field).map((other) => [other.name, querySamples[other.name] ?? 'pages/home.json']);
        const answer = await call<ApiError>(route.method, others.length ? `${route.path}?${new URLSearchParams(others)}` : route.path);
        expect(answer.status, `${route.method} ${route.path}`).toBe(400);
        expect(answer.body).toEqual({ code: 'bad-request', message: `The request's address has no "${field.name}".` });
      }
    }
    expect(contentNow()).toEqual(before);
  });

  it('answers an address it does not have with 404, naming it', async () => {
    const answer = await call<ApiError>('DELETE', '/api/file', { file: 'pages/home.json' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('The editor has nothing at this address.');
  });
});

describe('opening, checking and saving', () => {
  it("answers every page (by name, title and path), the settings and where each shared section is used, in one request without the pages' text", async () => {
    const { body } = await call<Workspace>('GET', '/api/files');
    const uses: Record<string, string[]> = {};
    for (const page of body.pages) {
      const value = JSON.parse(read(page.file)) as PageValue;
      expect(page).toMatchObject({ file: page.file, path: value.path, title: value.title });
      expect(page.name.length).toBeGreaterThan(0);
      for (const section of value.sections)
        if (section.type === 'shared' && !uses[String(section.name)]?.includes(value.path))
          uses[String(section.name)] = [...(uses[String(section.name)] ?? []), value.path];
    }
    expect(body.sharedUse).toEqual(uses);
    expect(body.pages.length).toBe(validateSite(root).pages.length);
    expect(body.pages[0]!.path).toBe('/');
    expect(body.settings).toMatchObject({ file: 'site.config.json', text: read('site.config.json'), value: JSON.parse(read('site.config.json')) });
    // Each page's text is asked for when it is opened: the answer grows by summaries only.
    expect(Object.keys(body).sort()).toEqual(['pages', 'settings', 'sharedUse']);
  });

  it("follows the pages on disk: a page's new title, a page added or removed, a file that is not JSON", async () => {
    const before = (await call<Workspace>('GET', '/api/files')).body;
    const page = before.pages.find((p) => p.path !== '/')!;
    const value = JSON.parse(read(page.file)) as PageValue & { title: string };
    const original = read(page.file);
    const extra = 'pages/zz-listed.json';
    try {
      write(page.file, `${JSON.stringify({ ...value, title: `${value.title} again` }, null, 2)}\n`);
      write(extra, '{ not json');
      const after = (await call<Workspace>('GET', '/api/files')).body;
      expect(after.pages.find((p) => p.file === page.file)!.title).toBe(`${value.title} again`);
      expect(after.pages.find((p) => p.file === extra)).toMatchObject({ path: '', title: extra });
    } finally {
      write(page.file, original);
      rmSync(path.join(root, extra));
    }
    const restored = (await call<Workspace>('GET', '/api/files')).body;
    expect(restored.pages).toEqual(before.pages);
  });

  it("answers the saved pages' facts for the page checks as they are on disk: after a page or the settings change, as if read afresh", async () => {
    type Facts = { pages: { file: string; name: string; title: string }[]; cities: string[] };
    const afresh = async (): Promise<Facts> => {
      const { pages } = (await call<Workspace>('GET', '/api/files')).body;
      const config = readSettingsDraft(JSON.parse(read('site.config.json')))!;
      const { site, cities } = siteToCheck(
        pages.map(({ file }) => ({ file, value: JSON.parse(read(file)) as unknown })),
        config,
      );
      return { pages: site.pages, cities };
    };
    const facts = async () => (await call<Facts>('GET', '/api/checks/site')).body;
    const before = await facts();
    expect(before).toEqual(await afresh());

    const page = before.pages.find((p) => p.file !== 'pages/home.json' && (JSON.parse(read(p.file)) as PageValue).path !== '/')!;
    const [pageText, settingsText] = [read(page.file), read('site.config.json')];
    const settings = JSON.parse(settingsText) as { navigation: { menu: { label: string; href?: string }[] } };
    const named = settings.navigation.menu.find((item) => before.pages.some((p) => (JSON.parse(read(p.file)) as PageValue).path === item.href))!;
    try {
      write(page.file, `${JSON.stringify({ ...(JSON.parse(pageText) as PageValue), title: `${page.title} again` }, null, 2)}\n`);
      expect((await facts()).pages.find((p) => p.file === page.file)!.title).toBe(`${page.title} again`);
      expect(await facts()).toEqual(await afresh());
      named.label = `${named.label} again`;
      write('site.config.json', `${JSON.stringify(settings, null, 2)}\n`);
      const renamed = await facts();
      expect(renamed.pages.map((p) => p.name)).not.toEqual(before.pages.map((p) => p.name));
      expect(renamed).toEqual(await afresh());
    } finally {
      write(page.file, pageText);
      write('site.config.json', settingsText);
    }
    expect(await facts()).toEqual(before);
  });

  it('opens a file as it is on disk', async () => {
    const opened = await open('site.config.json');
    expect(opened.text).toBe(read('site.config.json'));
    expect(opened.value).toEqual(JSON.parse(opened.text));
    expect(opened.version).toMatch(/\w{8,}/);
  });

  it('saving an unchanged file writes nothing: the file stays byte for byte', async () => {
    for (const file of ['pages/home.json', 'site.config.json']) {
      const opened = await open(file);
      const same = await save(opened, opened.value);
      expect(same.status).toBe(200);
      expect(same.body).toEqual({ file, text: opened.text, version: opened.version, written: false });
      expect(read(file)).toBe(opened.text);
    }
  });

  it('a moved section changes only the lines of that section; the result is valid and holds the value', async () => {
    const { opened, value } = await longestPage();
    // The section written over the most lines, of all but the last: moved to the end.
    const spans = value.sections.slice(0, -1).map((_, index) => linesOf(opened.text, ['sections', index]));
    const index = spans.reduce((best, span, i) => (span.last - span.first > spans[best]!.last - spans[best]!.first ? i : best), 0);
    const moved = structuredClone(value);
    const [section] = moved.sections.splice(index, 1);
    moved.sections.push(section!);
    const saved = await save(opened, moved);
    expect(saved.status).toBe(200);
    expect(saved.body.written).toBe(true);
    const after = read(opened.file);
    expect(saved.body.text).toBe(after);
    expect(JSON.parse(after)).toEqual(moved);
    const { first, last } = spans[index]!;
    const withoutComma = (text: string) => text.replace(/,$/, '');
    const blockLines = new Set(
      opened.text
        .split('\n')
        .slice(first - 1, last)
        .map(withoutComma),
    );
    const { removed, added } = lineDiff(opened.text, after);
    // The moved block's lines, and at most the one line whose comma moved. Lines are compared by
    // their text: where a neighbour has a line equal to one of the block's, the diff may take either.
    expect(removed.length).toBeLessThanOrEqual(last - first + 2);
    expect(removed.filter((l) => !blockLines.has(withoutComma(l.text))).length).toBeLessThanOrEqual(1);
    expect(added.map((l) => withoutComma(l.text)).sort()).toEqual(removed.map((l) => withoutComma(l.text)).sort());
    expect(validateSite(root).errorCount).toBe(0);
    // And back: the file is as it was.
    const back = await save(await open(opened.file), value);
    expect(back.status).toBe(200);
    expect(read(opened.file)).toBe(opened.text);
  });

  it('an edited text changes one line; indentation, key order, $schema line and final newline stay', async () => {
    const opened = await open('pages/home.json');
    const value = structuredClone(opened.value) as PageValue;
    const index = value.sections.findIndex((s) => typeof s.heading === 'string');
    value.sections[index]!.heading = `${value.sections[index]!.heading} (edited)`;
    const saved = await save(opened, value);
    expect(saved.status).toBe(200);
    const after = read('pages/home.json');
    const { removed, added } = lineDiff(opened.text, after);
    expect(removed.length).toBe(1);
    expect(added.length).toBe(1);
    expect(added[0]!.line).toBe(removed[0]!.line);
    expect(added[0]!.text).toContain('(edited)');
    expect(after.split('\n')[1]).toBe(opened.text.split('\n')[1]);
    expect(after.endsWith('\n')).toBe(opened.text.endsWith('\n'));
    expect(Object.keys(JSON.parse(after))).toEqual(Object.keys(JSON.parse(opened.text)));
    // The next save needs the new version: the old one now means "changed on disk".
    expect(saved.body.version).not.toBe(opened.version);
    expect((await save(opened, opened.value)).status).toBe(409);
    expect((await call('PUT', '/api/file', { file: opened.file, value: opened.value, version: saved.body.version })).status).toBe(200);
    expect(read('pages/home.json')).toBe(opened.text);
  });

  it('refuses to overwrite a file that changed on disk after it was opened', async () => {
    const opened = await open('pages/home.json');
    const elsewhere = `${opened.text}\n`;
    writeFileSync(path.join(root, 'pages/home.json'), elsewhere);
    const value = structuredClone(opened.value) as PageValue;
    value.title = `${value.title} 2`;
    const answer = await save(opened, value);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('changed-on-disk');
    expect(answer.body.message).toMatch(/^The page .+ was changed after you opened it/);
    expect(read('pages/home.json')).toBe(elsewhere);
    writeFileSync(path.join(root, 'pages/home.json'), opened.text);
  });

  it('refuses a save with errors, with every problem at its path, and writes nothing', async () => {
    const opened = await open('pages/home.json');
    const value = structuredClone(opened.value) as PageValue;
    const index = value.sections.findIndex((s) => typeof s.heading === 'string');
    value.sections[index]!.heading = '';
    value.title = 'Short';
    const answer = await save(opened, value);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('invalid');
    const paths = answer.body.problems!.filter((p) => p.severity === 'error').map((p) => JSON.stringify(p.path));
    expect(paths).toContain(JSON.stringify(['sections', index, 'heading']));
    expect(paths).toContain(JSON.stringify(['title']));
    expect(answer.body.message).toMatch(/Nothing was written/);
    expect(read('pages/home.json')).toBe(opened.text);
  });

  it('saves the settings with the same care, and refuses settings that would break a page', async () => {
    const opened = await open('site.config.json');
    const { pages } = (await call<Workspace>('GET', '/api/files')).body;
    // A shared section some page uses: without it, that page has a problem.
    const user = pages
      .map((page) => ({ file: page.file, shared: (JSON.parse(read(page.file)) as PageValue).sections.find((s) => s.type === 'shared' && !s.hidden) }))
      .find((page) => page.shared);
    expect(user).toBeDefined();
    const value = structuredClone(opened.value) as ReturnType<typeof siteConfig>;
    delete value.sharedSections[user!.shared!.name as string];
    const answer = await save(opened, value);
    expect(answer.status).toBe(422);
    expect(answer.body.problems!.some((p) => p.file === user!.file && p.code === 'unknown-shared-section')).toBe(true);
    expect(read('site.config.json')).toBe(opened.text);
  });
});

describe('checking a draft', () => {
  it('returns every problem with its path, line and column (the editor makes the preview itself)', async () => {
    const opened = await open('pages/home.json');
    const value = structuredClone(opened.value) as PageValue;
    const index = ownHeadingShown(value);
    expect(index, 'a section of its own with a heading that shows on the home page').toBeGreaterThanOrEqual(0);
    value.sections[index]!.heading = '';
    const { status, body } = await call<CheckResult>('POST', '/api/check', { file: opened.file, value });
    expect(status).toBe(200);
    const problem = body.problems.find((p) => JSON.stringify(p.path) === JSON.stringify(['sections', index, 'heading']));
    expect(problem).toMatchObject({ severity: 'error', file: 'pages/home.json' });
    // The line is where the save would put the heading: the file's own layout.
    expect(problem!.line).toBe(linesOf(opened.text, ['sections', index, 'heading']).first);
    expect(Object.keys(body)).toEqual(['problems']);
    expect(read('pages/home.json')).toBe(opened.text);
  });

  it('answers fast enough to mark problems within 300 ms of a pause in typing (longest page, median of 20)', async () => {
    const { opened, value } = await longestPage();
    const draft = structuredClone(value);
    const checks: number[] = [];
    for (let i = 0; i < 20; i++) {
      draft.title = `${value.title.slice(0, 60)} ${i}`;
      const start = performance.now();
      const { status } = await call<CheckResult>('POST', '/api/check', { file: opened.file, value: draft });
      checks.push(performance.now() - start);
      expect(status).toBe(200);
    }
    const saves: number[] = [];
    let current = opened;
    for (let i = 0; i < 10; i++) {
      const next = structuredClone(value);
      next.title = `${value.title.slice(0, 60)} ${i}`;
      const start = performance.now();
      const saved = await save(current, next);
      saves.push(performance.now() - start);
      current = { ...current, version: saved.body.version };
    }
    await save(current, value);
    console.log(
      `editor API on ${opened.file} (${value.sections.length} sections): /api/check median ${median(checks).toFixed(1)} ms, save median ${median(saves).toFixed(1)} ms`,
    );
    expect(median(checks)).toBeLessThan(300);
    expect(read(opened.file)).toBe(opened.text);
  });
});

describe('pages', () => {
  const newPath = '/editor-test-page';

  it('makes a new page from another (by file or by path), refusing a taken or malformed path', async () => {
    const home = await open('pages/home.json');
    const made = await call<PageChangeResult>('POST', '/api/pages/new', {
      from: 'pages/home.json',
      path: newPath,
      title: 'A page made by the editor test',
      description: 'A page the editor test makes from the home page, to link to it, move it and delete it afterwards.',
    });
    expect(made.status).toBe(200);
    expect(made.body.files).toEqual(['pages/editor-test-page.json']);
    const created = JSON.parse(read('pages/editor-test-page.json')) as PageValue;
    expect(created).toMatchObject({ path: newPath, title: 'A page made by the editor test' });
    expect(created.sections).toEqual((home.value as PageValue).sections);
    expect(validateSite(root).errorCount).toBe(0);

    const byPath = await call<PageChangeResult>('POST', '/api/pages/new', { from: newPath, path: '/editor-test/nested', title: '', description: '' });
    expect(byPath.status).toBe(200);
    expect(JSON.parse(read('pages/editor-test/nested.json'))).toMatchObject({ $schema: '../../schema/page.schema.json', path: '/editor-test/nested' });
    expect(validateSite(root).errorCount).toBe(0);

    const taken = await call<ApiError>('POST', '/api/pages/new', { from: 'pages/home.json', path: newPath, title: 'x', description: 'y' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('exists');
    const malformed = await call<ApiError>('POST', '/api/pages/new', { from: 'pages/home.json', path: '/Bad Path', title: 'x', description: 'y' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/Did you mean "\/bad-path"/);
    const invalid = await call<ApiError>('POST', '/api/pages/new', { from: 'pages/home.json', path: '/editor-short-title', title: 'Short', description: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.problems!.some((p) => p.file === 'pages/editor-short-title.json' && p.path[0] === 'title')).toBe(true);
    expect(existsSync(path.join(root, 'pages/editor-short-title.json'))).toBe(false);
  });

  it('refuses to delete a page while links lead to it, naming every place; deletes it once they are gone', async () => {
    const opened = await open('pages/home.json');
    const value = structuredClone(opened.value) as PageValue;
    value.sections.push({ type: 'content', heading: 'See also', paragraphs: ['More on this.'], buttons: [{ label: 'Go there', href: `${newPath}#top` }] });
    expect((await save(opened, value)).status).toBe(200);

    const links = await call<LinkPlace[]>('GET', `/api/pages/links?path=${encodeURIComponent(newPath)}`);
    expect(links.body.some((place) => place.file === 'pages/home.json' && place.href === `${newPath}#top`)).toBe(true);
    const refused = await call<ApiError>('POST', '/api/pages/delete', { path: newPath });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('refused');
    const expected = linksTo(root, newPath).filter((place) => place.file !== 'pages/editor-test-page.json');
    expect(refused.body.places).toEqual(expected.map(({ file, path: at, line, column, href }) => ({ file, path: at, line, column, href })));
    // The places are the answer's `places` (the dialog names each page); the sentence says how many.
    expect(refused.body.message).toMatch(
      /^\d+ links? still leads? to "\/editor-test-page"; change or remove .+ first, or send the page's visitors to another page\.$/,
    );
    expect(existsSync(path.join(root, 'pages/editor-test-page.json'))).toBe(true);

    // The nested page copies the test page's sections only; nothing links to it.
    const deleted = await call<PageChangeResult>('POST', '/api/pages/delete', { path: '/editor-test/nested' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.files).toEqual(['pages/editor-test/nested.json']);
    expect(existsSync(path.join(root, 'pages/editor-test/nested.json'))).toBe(false);
  });

  it('moves a page: every link to it follows, in every file, with minimal edits, its old address is redirected, and the site stays valid', async () => {
    // A page of the site that other files link to.
    const { pages } = (await call<Workspace>('GET', '/api/files')).body;
    const target = pages.find((page) => page.path !== '/' && page.path !== '/404' && linksTo(root, page.path).some((place) => place.file !== page.file))!;
    expect(target).toBeDefined();
    const places = linksTo(root, target.path);
    const files = [...new Set([...places.map((place) => place.file), 'site.config.json'])];
    const before = Object.fromEntries(files.map((file) => [file, read(file)]));
    const to = `${target.path}-moved`;

    const moved = await call<PageChangeResult>('POST', '/api/pages/move', { from: target.path, to });
    expect(moved.status).toBe(200);
    expect(moved.body.notes).toEqual([`Visitors of the old address "${target.path}" are sent on to "${to}" (a redirect, kept in the site settings).`]);
    expect(linksTo(root, target.path)).toEqual([]);
    // Every link, and the redirect's new address.
    expect(linksTo(root, to).length).toBe(places.length + 1);
    expect(redirects()).toEqual([...redirectsBefore, { from: target.path, to }]);
    for (const file of files.filter((f) => f !== 'site.config.json' && existsSync(path.join(root, f)))) {
      const count = places.filter((place) => place.file === file).length;
      // One changed line per link (a file named after the page moves with it).
      expect(lineDiff(before[file]!, read(file)).added.length, file).toBeLessThanOrEqual(count);
    }
    const newFile = target.file === `pages${target.path}.json` ? `pages${to}.json` : target.file;
    expect(moved.body.files).toContain(newFile);
    expect(moved.body.files).toContain('site.config.json');
    expect(JSON.parse(read(newFile))).toMatchObject({ path: to });
    expect(validateSite(root).errorCount).toBe(0);

    const refused = await call<ApiError>('POST', '/api/pages/move', { from: to, to: '/' });
    expect(refused.status).toBe(409);
    const malformed = await call<ApiError>('POST', '/api/pages/move', { from: to, to: '../../outside' });
    expect(malformed.status).toBe(400);
    // Back where it was: the page takes its address back from the redirect, and the address it leaves is redirected.
    const back = await call<PageChangeResult>('POST', '/api/pages/move', { from: to, to: target.path });
    expect(back.status).toBe(200);
    expect(back.body.notes).toContain(`The redirect from "${target.path}" was removed: the page is at that address now.`);
    for (const file of files.filter((f) => f !== 'site.config.json')) expect(read(file), file).toBe(before[file]);
    expect(redirects()).toEqual([...redirectsBefore, { from: to, to: target.path }]);
    expect(validateSite(root).errorCount).toBe(0);
  });

  it('deletes a page with a page for its visitors: links and a redirect lead there; a page to go to that is not one is refused', async () => {
    const made = await call<PageChangeResult>('POST', '/api/pages/new', { from: 'pages/home.json', path: '/editor-test-gone', title: '', description: '' });
    expect(made.status).toBe(200);
    const opened = await open('pages/home.json');
    const value = structuredClone(opened.value) as PageValue;
    value.sections.push({
      type: 'content',
      heading: 'Also gone',
      paragraphs: ['Soon elsewhere.'],
      buttons: [{ label: 'Go there', href: '/editor-test-gone' }],
    });
    expect((await save(opened, value)).status).toBe(200);
    const nowhere = await call<ApiError>('POST', '/api/pages/delete', { path: '/editor-test-gone' });
    expect(nowhere.status).toBe(409);
    expect(nowhere.body.message).toMatch(/or send the page's visitors to another page/);
    const notAPage = await call<ApiError>('POST', '/api/pages/delete', { path: '/editor-test-gone', to: '/no-such-page-here' });
    expect(notAPage.status).toBe(409);
    expect(notAPage.body.message).toMatch(/^No page has the path "\/no-such-page-here"/);
    expect((await call<ApiError>('POST', '/api/pages/delete', { path: '/editor-test-gone', to: 'Contact' })).status).toBe(400);

    const deleted = await call<PageChangeResult>('POST', '/api/pages/delete', { path: '/editor-test-gone', to: '/' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.files.sort()).toEqual(['pages/editor-test-gone.json', 'pages/home.json', 'site.config.json']);
    expect(deleted.body.notes).toEqual(['Visitors of "/editor-test-gone" are sent on to "/" (a redirect, kept in the site settings).']);
    expect((JSON.parse(read('pages/home.json')) as PageValue).sections.at(-1)).toMatchObject({ buttons: [{ href: '/' }] });
    expect(redirects()).toContainEqual({ from: '/editor-test-gone', to: '/' });
    expect(validateSite(root).errorCount).toBe(0);
    expect((await save(await open('pages/home.json'), opened.value)).status).toBe(200);
  });
});

describe('photos', () => {
  it('uploads a photo under a safe name, lists it with its size, serves it, and never overwrites one silently', async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const first = await call<SavedImage>('POST', `/api/images?name=${encodeURIComponent('My Roof Photo.JPG')}`, photo);
    expect(first.body).toEqual({ saved: true, src: '/images/my-roof-photo.jpg' });
    expect(readFileSync(path.join(root, 'images/my-roof-photo.jpg')).equals(photo)).toBe(true);

    const other = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#993366' } })
      .jpeg()
      .toBuffer();
    const again = await call<SavedImage>('POST', `/api/images?name=${encodeURIComponent('my roof photo.jpeg')}`, other);
    expect(again.body).toMatchObject({ saved: false, reason: 'exists', src: '/images/my-roof-photo.jpg' });
    expect(readFileSync(path.join(root, 'images/my-roof-photo.jpg')).equals(photo)).toBe(true);

    const notPhoto = await call<SavedImage>('POST', '/api/images?name=notes.jpg', Buffer.from('not a photo at all'));
    expect(notPhoto.body).toMatchObject({ saved: false, reason: 'not-a-photo' });
    const tooLarge = await call<SavedImage>('POST', '/api/images?name=huge.jpg', Buffer.alloc(20 * 1024 * 1024 + 1));
    expect(tooLarge.body).toMatchObject({ saved: false, reason: 'too-large' });
    expect(existsSync(path.join(root, 'images/huge.jpg'))).toBe(false);

    const list = (await call<ImageInfo[]>('GET', '/api/images')).body;
    expect(list.find((image) => image.src === '/images/my-roof-photo.jpg')).toEqual({
      src: '/images/my-roof-photo.jpg',
      width: 1600,
      height: 900,
      bytes: photo.length,
    });

    const served = await fetch(`${origin}/images/my-roof-photo.jpg`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);

    const thumbAddress = `/api/images/thumb?src=${encodeURIComponent('/images/my-roof-photo.jpg')}&w=160`;
    const thumb = await fetch(`${origin}${thumbAddress}`, { headers: { 'x-editor-token': editor.token } });
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 160, height: 90 });
    // An <img> carries the token in the address; without one, no thumbnail.
    expect((await fetch(`${origin}${thumbAddress}&t=${editor.token}`)).status).toBe(200);
    expect((await fetch(`${origin}${thumbAddress}`)).status).toBe(403);
    expect((await fetch(`${origin}/api/images/thumb?src=${encodeURIComponent('/images/../pages/home.json')}&t=${editor.token}`)).status).toBe(404);
  });
});

describe('the preview frame', () => {
  it('runs the offline stand-ins, never a provider script, even when the settings name one (it shares the editor origin)', async () => {
    const { previewOf } = await import('../../editor/shared/previewOf');
    const { readSettingsDraft } = await import('../../engine/content/browser-safe/resolve');
    const config = structuredClone(readSettingsDraft(JSON.parse(readFileSync(path.join(process.cwd(), 'site.config.json'), 'utf8')))!);
    config.integrations.leadForm.formUrl = 'https://forms.provider.example/form';
    config.integrations.leadForm.embedScriptUrl = 'https://forms.provider.example/embed.js';
    config.integrations.callTracking.sessionScriptUrl = 'https://calls.provider.example/session.js';
    for (const name of Object.keys(config.integrations.callTracking.numberPools))
      config.integrations.callTracking.numberPools[name] = `https://calls.provider.example/${name}.js`;
    const preview = previewOf({ path: '/x', title: 't', description: 'd', sections: [] }, config);
    const addresses = JSON.stringify(preview.site.integrations);
    expect(addresses).not.toContain('provider.example');
    expect(Object.keys(preview.site.integrations.callTracking.numberPools)).toEqual(Object.keys(config.integrations.callTracking.numberPools));
  });
});

describe('every route of the table', () => {
  it('has answered every content route in this file, each answer with what its route declares', async () => {
    // What the tests above do not ask: this copy keeps no versions, so publishing has nothing to say but that.
    expect((await call<PublishStatus>('GET', '/api/publish/status')).body).toMatchObject({ available: false, connected: false });
    expect((await call<HistoryEntry[]>('GET', '/api/history')).body).toEqual([]);
    const photo = (await call<ImageInfo[]>('GET', '/api/images')).body[0]!.src;
    expect((await call('GET', `/api/images/thumb?src=${encodeURIComponent(photo)}&w=40`)).status).toBe(200);
    // The page checks' questions: a photo's weight on a phone; the pages a publish changes (none without versions).
    const weighed = await call<{ photos: Record<string, number> }>('POST', '/api/checks/answers', { links: [], photos: [{ src: photo, slot: 'content' }] });
    expect(Object.values(weighed.body.photos)).toEqual([expect.any(Number)]);
    const mine = { start: { from: 'mine' } };
    expect((await call('POST', '/api/publish/checks/pages', mine)).status).toBe(409);
    expect((await call('POST', '/api/publish/checks/finish', { plan: mine, found: [] })).status).toBe(409);
    // The laptop editor knows no reviews (the team editor's)…
    const review = { start: { from: 'review', id: '3f0c2a4e-8d1b-4c6a-9e2f-0a1b2c3d4e5f' } };
    expect((await call<ApiError>('POST', '/api/publish/plan', review)).body).toMatchObject({ code: 'not-found', message: expect.stringMatching(/no reviews/) });
    // Nor publishes later: nothing runs here at the time.
    const later = { plan: mine, draft: 'a'.repeat(40), action: { kind: 'at', when: '2030-01-01T09:00', message: 'Later' } };
    expect((await call<ApiError>('POST', '/api/publish', later)).body).toMatchObject({ code: 'not-found', message: expect.stringMatching(/nothing later/) });
    // The saved pages' facts the open page's checks compare it with: one per page file, by its address.
    const workspace = (await call<{ pages: { file: string; path: string }[] }>('GET', '/api/files')).body;
    const facts = (await call<{ pages: { file: string; path: string }[] }>('GET', '/api/checks/site')).body;
    expect(facts.pages.map(({ file, path }) => ({ file, path }))).toEqual(workspace.pages.map(({ file, path }) => ({ file, path })));
    const { unfit, answered } = heldToTheTable(contentRoutes, answers);
    expect(unfit).toEqual([]);
    expect(Object.keys(contentRoutes).filter((name) => !answered.has(name))).toEqual([]);
  });

  it('says every refusal a person can meet in plain words (a malformed request, which the editor never sends, may name what it lacks)', () => {
    const said = answers.flatMap(({ body }) => {
      const error = body as Partial<ApiError> & { problems?: { message: string; section: string; field: string }[] };
      if (typeof error?.message !== 'string' || error.code === 'bad-request' || error.code === 'bad-file') return [];
      return [error.message, ...(error.problems ?? []).flatMap((problem) => [problem.message, problem.section, problem.field])];
    });
    expect(said.length).toBeGreaterThan(5);
    // A shared section the settings no longer have is named as the person named it, which may look like a key ("final-cta").
    expect(withTechnicalWords(said, namesInSettings(root))).toEqual([]);
  });
});
