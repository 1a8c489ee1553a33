/**
 * The page editor's API (editor/server/api.ts) on a copy of the project's content: who may call
 * it, which files it may touch, and that every save is minimal, checked and never half-done.
 * Expectations come from the copied files, never from the site's copy.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSite } from '../../engine/content/validateSite';
import { createApi } from '../../editor/server/api';
import type { ApiError, CheckResult, FileList, OpenedFile, SavedFile } from '../../editor/shared/api';

const projectRoot = process.cwd();
const token = 'test-token';
let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-api-'));
  for (const name of ['pages', 'site.config.json', 'images', 'schema']) cpSync(path.join(projectRoot, name), path.join(root, name), { recursive: true });
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = createApi({ contentRoot: root, token, origins: () => [origin] });
  server.on('request', (request, response) => void api(request, response, () => response.writeHead(404).end()));
});

afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

async function call<T>(method: string, address: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(origin + address, {
    method,
    headers: { 'x-editor-token': token, origin, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : body instanceof Buffer ? new Uint8Array(body) : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const home = () => JSON.parse(read('pages/home.json')) as { path: string; sections: { type: string; heading?: string }[] };

describe('who may use the editor API', () => {
  it('refuses a request without the session token, from another origin, or for another host', async () => {
    expect((await call('GET', '/api/files', undefined, { 'x-editor-token': 'wrong' })).status).toBe(403);
    expect((await call('POST', '/api/check', { file: 'pages/home.json', value: {} }, { origin: 'https://evil.example' })).status).toBe(403);
    // fetch cannot set Host: a raw request can, as a DNS-rebinding page's would arrive.
    const { port } = new URL(origin);
    const rebinding = await new Promise<number>((resolve, reject) =>
      request({ host: '127.0.0.1', port, path: '/api/files', headers: { host: 'evil.example', 'x-editor-token': token } }, (res) =>
        resolve(res.statusCode ?? 0),
      )
        .on('error', reject)
        .end(),
    );
    expect(rebinding).toBe(403);
    expect((await call<FileList>('GET', '/api/files')).status).toBe(200);
  });

  it('reads and writes only site.config.json and pages/*.json', async () => {
    for (const name of ['../package.json', '/etc/passwd', 'pages/../package.json', 'package.json', 'pages\\home.json', 'pages/home.txt']) {
      const answer = await call<ApiError>('GET', `/api/file?name=${encodeURIComponent(name)}`);
      expect(answer.status, name).toBe(400);
      expect(answer.body.code).toBe('bad-file');
      expect(answer.body.message).toMatch(/not a file the editor may change/);
    }
    const save = await call<ApiError>('PUT', '/api/file', { file: '../package.json', value: {}, version: 'x' });
    expect(save.status).toBe(400);
  });
});

describe('opening, checking and saving', () => {
  it('lists every page by title and path', async () => {
    const { body } = await call<FileList>('GET', '/api/files');
    expect(body.pages.find((p) => p.file === 'pages/home.json')?.path).toBe(home().path);
    expect(body.site.file).toBe('site.config.json');
  });

  it('saving an unchanged page writes nothing; a moved section changes only its lines; the result is valid', async () => {
    const opened = (await call<OpenedFile>('GET', '/api/file?name=pages/home.json')).body;
    const same = await call<SavedFile>('PUT', '/api/file', { file: opened.file, value: opened.value, version: opened.version });
    expect(same.body.written).toBe(false);
    expect(read('pages/home.json')).toBe(opened.text);

    const value = structuredClone(opened.value) as ReturnType<typeof home>;
    const [first] = value.sections.splice(1, 1);
    value.sections.splice(2, 0, first!);
    const saved = await call<SavedFile>('PUT', '/api/file', { file: opened.file, value, version: opened.version });
    expect(saved.status).toBe(200);
    expect(saved.body.written).toBe(true);
    expect(JSON.parse(read('pages/home.json'))).toEqual(value);
    // The moved section keeps its text; at most the lines whose trailing comma moved are new.
    const before = opened.text.split('\n');
    const after = read('pages/home.json').split('\n');
    expect(after.length).toBe(before.length);
    const remaining = [...before];
    const added = after.filter((line) => {
      const i = remaining.indexOf(line);
      if (i >= 0) remaining.splice(i, 1);
      return i < 0;
    });
    expect(added.length).toBeLessThanOrEqual(2);
    expect(validateSite(root).errorCount).toBe(0);
  });

  it('refuses a save with errors, with every problem at its path, and writes nothing', async () => {
    const opened = (await call<OpenedFile>('GET', '/api/file?name=pages/home.json')).body;
    const value = structuredClone(opened.value) as ReturnType<typeof home>;
    const index = value.sections.findIndex((s) => typeof s.heading === 'string');
    value.sections[index]!.heading = '';
    const answer = await call<ApiError>('PUT', '/api/file', { file: opened.file, value, version: opened.version });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('invalid');
    expect(answer.body.problems?.some((p) => JSON.stringify(p.path) === JSON.stringify(['sections', index, 'heading']))).toBe(true);
    expect(read('pages/home.json')).toBe(opened.text);
  });

  it('refuses to overwrite a file that changed on disk after it was opened', async () => {
    const opened = (await call<OpenedFile>('GET', '/api/file?name=pages/home.json')).body;
    writeFileSync(path.join(root, 'pages/home.json'), `${opened.text}\n`);
    const answer = await call<ApiError>('PUT', '/api/file', { file: opened.file, value: opened.value, version: opened.version });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('changed-on-disk');
    writeFileSync(path.join(root, 'pages/home.json'), opened.text);
  });

  it('checks a draft with the whole site and previews it, skipping hidden sections', async () => {
    const value = home();
    (value.sections[0] as { hidden?: boolean }).hidden = true;
    const { body } = await call<CheckResult>('POST', '/api/check', { file: 'pages/home.json', value });
    expect(body.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(body.preview?.sectionIndexes[0]).toBe(1);
    expect(body.preview?.page.sections.length).toBe(value.sections.length - 1);
  });
});

describe('pages and photos', () => {
  it('makes a new page from another, moves it (links follow) and refuses to delete a page that is linked to', async () => {
    const made = await call<{ files: string[] }>('POST', '/api/pages/new', {
      from: 'pages/home.json',
      path: '/editor-test-page',
      title: 'A page made by the editor test',
      description: 'A page the editor test makes from the home page, to move and delete it again afterwards.',
    });
    expect(made.status).toBe(200);
    expect(made.body.files).toEqual(['pages/editor-test-page.json']);
    expect(validateSite(root).errorCount).toBe(0);

    // Link to it from the home page, then move it: the link follows.
    const opened = (await call<OpenedFile>('GET', '/api/file?name=pages/home.json')).body;
    const value = structuredClone(opened.value) as { sections: Record<string, unknown>[] };
    value.sections.push({ type: 'content', heading: 'See also', paragraphs: ['More.'], buttons: [{ label: 'Go', href: '/editor-test-page' }] });
    expect((await call('PUT', '/api/file', { file: opened.file, value, version: opened.version })).status).toBe(200);
    const refused = await call<ApiError>('POST', '/api/pages/delete', { path: '/editor-test-page' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/pages\/home\.json/);

    const moved = await call<{ files: string[] }>('POST', '/api/pages/move', { from: '/editor-test-page', to: '/editor-test-moved' });
    expect(moved.status).toBe(200);
    expect(read('pages/home.json')).toContain('"href": "/editor-test-moved"');
    expect(existsSync(path.join(root, 'pages/editor-test-moved.json'))).toBe(true);
    expect(validateSite(root).errorCount).toBe(0);
  });

  it('uploads a photo under a safe name, lists it, and never overwrites one silently', async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const first = await call<{ saved: boolean; src?: string }>('POST', `/api/images?name=${encodeURIComponent('My Roof Photo.JPG')}`, photo, {
      'content-type': 'image/jpeg',
    });
    expect(first.body).toEqual({ saved: true, src: '/images/my-roof-photo.jpg' });
    const again = await call<{ saved: boolean; reason?: string }>('POST', `/api/images?name=${encodeURIComponent('My Roof Photo.JPG')}`, photo, {
      'content-type': 'image/jpeg',
    });
    expect(again.body.saved).toBe(false);
    expect(again.body.reason).toBe('exists');
    const list = await call<{ src: string; width: number }[]>('GET', '/api/images');
    expect(list.body.find((image) => image.src === '/images/my-roof-photo.jpg')?.width).toBe(1600);
    const thumb = await fetch(`${origin}/api/images/thumb?src=${encodeURIComponent('/images/my-roof-photo.jpg')}&w=160&t=${token}`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(160);
  });
});
