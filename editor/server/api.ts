/**
 * The editor's HTTP API (the contract is editor/shared/api.ts). Every request must carry the
 * session token and come from the editor's own page; every write is checked by the same
 * validator as `npm run validate` and made with minimal text edits (minimalEdits.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { homePath } from '../../schema/paths.ts';
import { imageFilePath, listImages, readImage, saveImage } from '../../engine/content/images.ts';
import { applyChange, linksTo, PageChangeRefused, planDelete, planMove } from '../../engine/content/pageLinks.ts';
import { pagesDir, validateSite } from '../../engine/content/validateSite.ts';
import {
  type ApiError,
  type CheckRequest,
  type CheckResult,
  type DeletePageRequest,
  type FileList,
  type MovePageRequest,
  type NewPageRequest,
  type OpenedFile,
  type SavedFile,
  type SaveRequest,
  siteFile,
  tokenHeader,
} from '../shared/api.ts';
import { BadFileName, editableFile, readText, versionOf, writeAtomically } from './files.ts';
import { rewriteJson } from './minimalEdits.ts';
import { previewOf, readSiteConfig } from './preview.ts';

const jsonLimit = 2 * 1024 * 1024;
const imageLimit = 21 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
  }
}

export interface ApiOptions {
  contentRoot: string;
  token: string;
  /** The editor's own origins, e.g. http://localhost:5174 and http://127.0.0.1:5174. */
  origins: () => string[];
}

export function createApi({ contentRoot, token, origins }: ApiOptions) {
  const thumbnails = new Map<string, Buffer>();

  /** Refuses requests not from the editor's page: wrong host (DNS rebinding), origin or token. */
  function guard(request: IncomingMessage, url: URL) {
    const allowed = origins();
    const host = request.headers.host ?? '';
    if (!allowed.some((origin) => new URL(origin).host === host)) throw new HttpError(403, { code: 'forbidden', message: 'this address is not the editor' });
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.includes(origin)) throw new HttpError(403, { code: 'forbidden', message: 'requests come from the editor only' });
    if (request.method !== 'GET' && origin === undefined) throw new HttpError(403, { code: 'forbidden', message: 'a change must come from the editor page' });
    // A thumbnail is an <img>, which cannot send a header: it carries the token in its address.
    const given = request.headers[tokenHeader] ?? (url.pathname === '/api/images/thumb' ? url.searchParams.get('t') : undefined);
    if (given !== token) throw new HttpError(403, { code: 'forbidden', message: 'the editor session has changed: reload the page' });
  }

  function pageSummaries(): FileList['pages'] {
    const dir = path.join(contentRoot, pagesDir);
    return (readdirSync(dir, { recursive: true }) as string[])
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        const file = `${pagesDir}/${name}`;
        try {
          const value = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { path?: unknown; title?: unknown };
          return { file, path: typeof value.path === 'string' ? value.path : '', title: typeof value.title === 'string' ? value.title : file };
        } catch {
          return { file, path: '', title: file };
        }
      })
      .sort((a, b) => (a.path === homePath ? -1 : b.path === homePath ? 1 : a.path.localeCompare(b.path)));
  }

  function open(name: unknown): OpenedFile {
    const file = editableFile(contentRoot, name);
    const text = readText(file);
    if (text === undefined) throw new HttpError(404, { code: 'not-found', message: `${String(name)} does not exist` });
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(422, { code: 'invalid', message: `${String(name)} is not valid JSON; fix it in a text editor first (npm run validate shows where)` });
    }
    return { file: String(name), text, value, version: versionOf(text) };
  }

  function check({ file, value }: CheckRequest): CheckResult {
    editableFile(contentRoot, file);
    const result = validateSite(contentRoot, { sources: { [file]: `${JSON.stringify(value, null, 2)}\n` } });
    const config = readSiteConfig(file === siteFile ? value : JSON.parse(readText(path.join(contentRoot, siteFile)) ?? 'null'));
    const pageValue = file === siteFile ? JSON.parse(readText(path.join(contentRoot, pagesDir, 'home.json')) ?? '{}') : value;
    return { problems: result.problems, preview: config ? previewOf(pageValue, config) : undefined };
  }

  function save({ file, value, version }: SaveRequest): SavedFile {
    const absolute = editableFile(contentRoot, file);
    const text = readText(absolute);
    if (text === undefined) throw new HttpError(404, { code: 'not-found', message: `${file} no longer exists on disk` });
    if (versionOf(text) !== version)
      throw new HttpError(409, { code: 'changed-on-disk', message: `${file} was changed on disk after you opened it (in another editor, or by git)` });
    const next = rewriteJson(text, value);
    if (next === text) return { file, text, version, written: false };
    const result = validateSite(contentRoot, { sources: { [file]: next } });
    if (result.errorCount > 0) {
      const count = result.errorCount;
      throw new HttpError(422, {
        code: 'invalid',
        message: `not saved: ${count} problem${count === 1 ? '' : 's'} to fix first. Nothing was written and nothing is lost.`,
        problems: result.problems,
      });
    }
    writeAtomically(absolute, next);
    return { file, text: next, version: versionOf(next), written: true };
  }

  function newPage({ from, path: pagePath, title, description }: NewPageRequest) {
    if (!/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)$/.test(pagePath))
      throw new HttpError(400, {
        code: 'bad-request',
        message: 'a page path starts with "/" and uses lower-case words joined by dashes, like "/services/roof-repairs"',
      });
    const source = open(from);
    const file = `${pagesDir}${pagePath}.json`;
    const absolute = editableFile(contentRoot, file);
    if (readText(absolute) !== undefined || pageSummaries().some((page) => page.path === pagePath))
      throw new HttpError(409, { code: 'exists', message: `a page with the path "${pagePath}" exists already` });
    const text = rewriteJson(source.text, { ...(source.value as object), path: pagePath, title, description });
    const depth = pagePath.split('/').length - 1;
    const withSchema = text.replace(/"\$schema":\s*"(\.\.\/)+/, `"$schema": "${'../'.repeat(depth)}`);
    const result = validateSite(contentRoot, { sources: { [file]: withSchema } });
    if (result.errorCount > 0)
      throw new HttpError(422, {
        code: 'invalid',
        message: 'the new page would have problems, so it was not made',
        problems: result.problems.filter((p) => p.file === file),
      });
    writeAtomically(absolute, withSchema);
    return { files: [file] };
  }

  function pageChange(plan: () => ReturnType<typeof planMove>) {
    try {
      const change = plan();
      applyChange(contentRoot, change);
      return { files: [...Object.keys(change.writes), ...change.removes] };
    } catch (error) {
      if (error instanceof PageChangeRefused) throw new HttpError(409, { code: 'refused', message: error.message });
      throw error;
    }
  }

  async function thumbnail(src: string, width: number): Promise<Buffer> {
    const key = `${src}@${width}`;
    const file = imageFilePath(contentRoot, src);
    if (!file || !readImage(contentRoot, src)) throw new HttpError(404, { code: 'not-found', message: `${src} is not a photo in the images folder` });
    if (!thumbnails.has(key)) thumbnails.set(key, await sharp(file).resize({ width, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer());
    return thumbnails.get(key)!;
  }

  async function route(request: IncomingMessage, url: URL): Promise<unknown> {
    const method = request.method ?? 'GET';
    const at = `${method} ${url.pathname}`;
    switch (at) {
      case 'GET /api/files':
        return { pages: pageSummaries(), site: { file: siteFile } } satisfies FileList;
      case 'GET /api/file':
        return open(url.searchParams.get('name'));
      case 'POST /api/check':
        return check((await readJson(request)) as CheckRequest);
      case 'PUT /api/file':
        return save((await readJson(request)) as SaveRequest);
      case 'POST /api/pages/new':
        return newPage((await readJson(request)) as NewPageRequest);
      case 'POST /api/pages/move': {
        const { from, to } = (await readJson(request)) as MovePageRequest;
        return pageChange(() => planMove(contentRoot, String(from), String(to)));
      }
      case 'POST /api/pages/delete': {
        const { path: pagePath } = (await readJson(request)) as DeletePageRequest;
        return pageChange(() => planDelete(contentRoot, String(pagePath)));
      }
      case 'GET /api/pages/links':
        return linksTo(contentRoot, url.searchParams.get('path') ?? '').map(({ file, path: at, line, column, href }) => ({
          file,
          path: at,
          line,
          column,
          href,
        }));
      case 'GET /api/images':
        return listImages(contentRoot)
          .map((src) => readImage(contentRoot, src))
          .filter((image) => image?.width !== undefined && image.height !== undefined)
          .map((image) => ({ src: image!.src, width: image!.width!, height: image!.height!, bytes: image!.bytes }));
      case 'POST /api/images': {
        const name = url.searchParams.get('name') ?? 'photo';
        return saveImage(contentRoot, name, await readBody(request, imageLimit));
      }
      default:
        throw new HttpError(404, { code: 'not-found', message: `the editor has no ${at}` });
    }
  }

  /** Answers /api/* requests; anything else is left to `next`. */
  return async function handle(request: IncomingMessage, response: ServerResponse, next: () => void) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/')) return next();
    try {
      guard(request, url);
      if (url.pathname === '/api/images/thumb' && request.method === 'GET') {
        const body = await thumbnail(url.searchParams.get('src') ?? '', Math.min(Number(url.searchParams.get('w')) || 160, 480));
        response.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'no-cache' }).end(body);
        return;
      }
      send(response, 200, await route(request, url));
    } catch (error) {
      if (error instanceof HttpError) send(response, error.status, error.body);
      else if (error instanceof BadFileName) send(response, 400, { code: 'bad-file', message: error.message } satisfies ApiError);
      else send(response, 500, { code: 'bad-request', message: (error as Error).message } satisfies ApiError);
    }
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, { code: 'bad-request', message: `the request is larger than ${Math.round(limit / 1024 / 1024)} MB` });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(request, jsonLimit)).toString('utf8'));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, { code: 'bad-request', message: 'the request is not JSON' });
  }
}
