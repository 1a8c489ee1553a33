/**
 * The editor's HTTP API (the contract is editor/shared/api.ts). Every request must carry the
 * session token and come from the editor's own page (guard.ts); every write is checked by the
 * same validator as `npm run validate` and made with minimal text edits (engine/content/minimalEdits.ts).
 */
import { readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { homePath } from '../../schema/paths.ts';
import { pageName } from '../../schema/pageName.ts';
import type { SiteConfig } from '../../schema/site.ts';
import { pagePath as pagePathSchema } from '../../schema/page.ts';
import { maxImageBytes } from '../../schema/imageSlots.ts';
import { writeFileAtomically } from '../../engine/content/fileText.ts';
import { imageFilePath, listImages, readImage, saveImage } from '../../engine/content/images.ts';
import { NewPageRefused, pagesByPath, planNewPage, writeNewPage } from '../../engine/content/newPage.ts';
import { applyChange, checkChange, linksTo, type PageChange, PageChangeRefused, planDelete, planMove } from '../../engine/content/pageLinks.ts';
import { pagesDir, validateSite } from '../../engine/content/validateSite.ts';
import {
  type ApiError,
  type CheckRequest,
  type CheckResult,
  type DeletePageRequest,
  type ImageInfo,
  type LinkPlace,
  type MovePageRequest,
  type NewPageRequest,
  type OpenedFile,
  type PageChangeResult,
  type SavedFile,
  type SavedImage,
  type SaveRequest,
  type Workspace,
  siteFile,
  thumbnailPath,
} from '../shared/api.ts';
import { BadFileName, editableFile, readText, versionOf } from './files.ts';
import { type Guard, HttpError } from './guard.ts';
import { RewriteFailed, rewriteJson } from '../../engine/content/minimalEdits.ts';
import { previewOf, readSiteConfig } from './preview.ts';

/** A page or the settings is a few KB; anything near this is not a draft. */
const jsonLimit = 2 * 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const thumbnailWidths = { least: 16, most: 480, usual: 160 };

export interface ApiOptions {
  contentRoot: string;
  guard: Guard;
}

export function createApi({ contentRoot, guard }: ApiOptions) {
  /** Small WebP copies for the photo picker, by file, version and width. */
  const thumbnails = new Map<string, Buffer>();

  /** Every page file and the settings, read once: the editor opens with this one answer. */
  function workspace(): Workspace {
    const dir = path.join(contentRoot, pagesDir);
    const names = (readdirSync(dir, { recursive: true }) as string[])
      .map((name) => `${pagesDir}/${name.split(path.sep).join('/')}`)
      .filter((name) => name.endsWith('.json'));
    const files: Record<string, OpenedFile> = {};
    for (const name of [siteFile, ...names]) {
      try {
        files[name] = open(name);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error; // Unreadable JSON: the editor says so when it is opened.
      }
    }
    const config = files[siteFile]?.value as SiteConfig | undefined;
    const pages = names
      .map((file) => {
        const value = files[file]?.value as { path?: unknown; title?: unknown } | undefined;
        const summary = { file, path: typeof value?.path === 'string' ? value.path : '', title: typeof value?.title === 'string' ? value.title : file };
        return { ...summary, name: pageName(summary, config) };
      })
      .sort((a, b) => (a.path === homePath ? -1 : b.path === homePath ? 1 : a.path.localeCompare(b.path)));
    const sharedUse: Record<string, string[]> = {};
    for (const page of pages) {
      const sections = (files[page.file]?.value as { sections?: unknown } | undefined)?.sections;
      for (const section of Array.isArray(sections) ? sections : []) {
        const { type, name } = (section ?? {}) as { type?: unknown; name?: unknown };
        if (type !== 'shared' || typeof name !== 'string') continue;
        const users = sharedUse[name] ?? [];
        if (!users.includes(page.path)) sharedUse[name] = [...users, page.path];
      }
    }
    return { pages, files, sharedUse };
  }

  function open(name: unknown): OpenedFile {
    const file = editableFile(contentRoot, name);
    const text = readText(file);
    if (text === undefined) throw new HttpError(404, { code: 'not-found', message: `${String(name)} does not exist.` });
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(422, {
        code: 'invalid',
        message: `${String(name)} is not valid JSON, so the editor cannot open it. Fix it in a text editor first; npm run validate shows where.`,
      });
    }
    return { file: String(name), text, value, version: versionOf(text) };
  }

  /**
   * The text the draft would be saved as: minimal edits of the file on disk, so each problem's
   * line and column are where the save would put it. A file that is new, or does not parse on
   * disk, is checked as plainly formatted JSON.
   */
  function draftText(absolute: string, value: unknown): string {
    const disk = readText(absolute);
    if (disk !== undefined) {
      try {
        return rewriteJson(disk, value);
      } catch {
        // Checked as plain JSON below: the problems are the same, only their lines differ.
      }
    }
    return `${JSON.stringify(value, null, 2)}\n`;
  }

  function check(request: CheckRequest): CheckResult {
    const absolute = editableFile(contentRoot, request.file);
    if (request.value === undefined) throw new HttpError(400, { code: 'bad-request', message: 'The request has no value to check.' });
    const result = validateSite(contentRoot, { sources: { [request.file]: draftText(absolute, request.value) } });
    // Editing the settings, the preview shows the home page with them.
    const config = readSiteConfig(request.file === siteFile ? request.value : parseOrUndefined(readText(path.join(contentRoot, siteFile))));
    const homeFile = pagesByPath(contentRoot).get(homePath);
    const pageValue = request.file === siteFile ? parseOrUndefined(homeFile && readText(path.join(contentRoot, homeFile))) : request.value;
    return { problems: result.problems, ...(config && pageValue !== undefined ? { preview: previewOf(pageValue, config) } : {}) };
  }

  function save(request: SaveRequest): SavedFile {
    const { file, value, version } = request;
    const absolute = editableFile(contentRoot, file);
    if (value === undefined || typeof version !== 'string')
      throw new HttpError(400, { code: 'bad-request', message: 'A save needs the file, its value and the version opened.' });
    const text = readText(absolute);
    if (text === undefined)
      throw new HttpError(404, { code: 'not-found', message: `${file} no longer exists on disk (it was moved or deleted). Nothing was written.` });
    if (versionOf(text) !== version)
      throw new HttpError(409, {
        code: 'changed-on-disk',
        message: `${file} was changed on disk after you opened it (in another editor, or by git). Nothing was written: reload it, or keep editing.`,
      });
    let next: string;
    try {
      next = rewriteJson(text, value);
    } catch (error) {
      if (!(error instanceof RewriteFailed)) throw error;
      throw new HttpError(500, { code: 'internal', message: `The change could not be written exactly (${error.message}), so nothing was written.` });
    }
    if (next === text) return { file, text, version, written: false };
    const result = validateSite(contentRoot, { sources: { [file]: next } });
    if (result.errorCount > 0) {
      const count = result.errorCount;
      throw new HttpError(422, {
        code: 'invalid',
        message: `Not saved: ${count} problem${count === 1 ? '' : 's'} to fix first. Nothing was written and nothing is lost.`,
        problems: result.problems,
      });
    }
    writeFileAtomically(absolute, next);
    return { file, text: next, version: versionOf(next), written: true };
  }

  function newPage({ from, path: newPath, title, description }: NewPageRequest): PageChangeResult {
    if (typeof from !== 'string' || typeof newPath !== 'string')
      throw new HttpError(400, { code: 'bad-request', message: 'Say which page to copy ("from") and the new page\'s path ("path").' });
    let fromPath = from;
    if (from.endsWith('.json')) {
      const declared = (open(from).value as { path?: unknown } | null)?.path;
      if (typeof declared !== 'string') throw new HttpError(422, { code: 'invalid', message: `${from} has no page path to copy from.` });
      fromPath = declared;
    }
    const given = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? text : undefined);
    try {
      const page = planNewPage(contentRoot, { newPath, fromPath, title: given(title), description: given(description) });
      editableFile(contentRoot, page.file);
      writeNewPage(contentRoot, page);
      return { files: [page.file] };
    } catch (error) {
      if (!(error instanceof NewPageRefused)) throw error;
      const status = { 'bad-path': 400, exists: 409, 'no-source': 404, 'site-has-problems': 422, invalid: 422 } as const;
      const code = { 'bad-path': 'bad-request', exists: 'exists', 'no-source': 'not-found', 'site-has-problems': 'invalid', invalid: 'invalid' } as const;
      const message =
        error.reason === 'invalid' || error.reason === 'site-has-problems' ? `${error.message.replace(/:$/, '.')} Nothing was written.` : error.message;
      throw new HttpError(status[error.reason], { code: code[error.reason], message, ...(error.problems.length ? { problems: error.problems } : {}) });
    }
  }

  /** A move or a delete: planned, checked with the validator, then written; refused with the reasons. */
  function pageChange(plan: () => PageChange): PageChangeResult {
    try {
      const change = plan();
      // A plan only ever names page files; this holds even if a path slipped past the checks.
      for (const file of [...Object.keys(change.writes), ...change.removes]) editableFile(contentRoot, file);
      const result = checkChange(contentRoot, change);
      if (result.errorCount > 0)
        throw new HttpError(422, {
          code: 'invalid',
          message: 'The change would leave the site with problems, so nothing was written.',
          problems: result.problems,
        });
      applyChange(contentRoot, change);
      return { files: [...Object.keys(change.writes), ...change.removes] };
    } catch (error) {
      if (!(error instanceof PageChangeRefused)) throw error;
      const places = error.details.places?.map(placeOf);
      throw new HttpError(409, { code: 'refused', message: sentence(error.message), ...(places ? { places } : {}) });
    }
  }

  function pagePathParameter(value: unknown, what: string): string {
    if (typeof value !== 'string' || !pagePathSchema.safeParse(value).success)
      throw new HttpError(400, {
        code: 'bad-request',
        message: `${what} ${JSON.stringify(value ?? '')} is not a page path: a page path starts with "/" and uses lower-case words joined by dashes, like "/services/roof-repairs".`,
      });
    return value;
  }

  function images(): ImageInfo[] {
    return listImages(contentRoot).flatMap((src) => {
      const image = readImage(contentRoot, src);
      return image?.width !== undefined && image.height !== undefined ? [{ src: image.src, width: image.width, height: image.height, bytes: image.bytes }] : [];
    });
  }

  async function upload(request: IncomingMessage, url: URL): Promise<SavedImage> {
    const body = await readBody(request, maxImageBytes);
    if (!body)
      return { saved: false, reason: 'too-large', message: `The photo is larger than ${mb(maxImageBytes)}, the most the site takes. Nothing was saved.` };
    return saveImage(contentRoot, url.searchParams.get('name') || 'photo', body);
  }

  async function thumbnail(src: string, width: number): Promise<Buffer> {
    const file = imageFilePath(contentRoot, src);
    const image = file ? readImage(contentRoot, src) : undefined;
    if (!file || !image?.type) throw new HttpError(404, { code: 'not-found', message: `${src} is not a photo in the images folder.` });
    const { mtimeMs, size } = statSync(file);
    const key = `${src}:${mtimeMs}:${size}@${width}`;
    let thumb = thumbnails.get(key);
    if (!thumb) {
      thumb = await sharp(file).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer();
      // A picker shows a few dozen; the oldest go first so a long session stays small.
      if (thumbnails.size >= 500) thumbnails.delete(thumbnails.keys().next().value!);
      thumbnails.set(key, thumb);
    }
    return thumb;
  }

  async function route(request: IncomingMessage, url: URL): Promise<unknown> {
    const at = `${request.method} ${url.pathname}`;
    switch (at) {
      case 'GET /api/files':
        return workspace();
      case 'GET /api/file':
        return open(url.searchParams.get('name'));
      case 'POST /api/check':
        return check(await readJson<CheckRequest>(request));
      case 'PUT /api/file':
        return save(await readJson<SaveRequest>(request));
      case 'POST /api/pages/new':
        return newPage(await readJson<NewPageRequest>(request));
      case 'POST /api/pages/move': {
        const { from, to } = await readJson<MovePageRequest>(request);
        const [source, target] = [pagePathParameter(from, 'The page'), pagePathParameter(to, 'The new path')];
        return pageChange(() => planMove(contentRoot, source, target));
      }
      case 'POST /api/pages/delete': {
        const { path: pagePath } = await readJson<DeletePageRequest>(request);
        const target = pagePathParameter(pagePath, 'The page');
        return pageChange(() => planDelete(contentRoot, target));
      }
      case 'GET /api/pages/links':
        return linksTo(contentRoot, pagePathParameter(url.searchParams.get('path'), 'The page')).map(placeOf);
      case 'GET /api/images':
        return images();
      case 'POST /api/images':
        return upload(request, url);
      default:
        throw new HttpError(404, { code: 'not-found', message: `The editor has no ${at}.` });
    }
  }

  /** Answers /api/* requests; anything else is left to `next`. */
  return async function handle(request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://editor');
    if (!url.pathname.startsWith('/api/')) return next();
    try {
      guard.api(request, url);
      if (url.pathname === thumbnailPath && request.method === 'GET') {
        const asked = Number(url.searchParams.get('w')) || thumbnailWidths.usual;
        const width = Math.round(Math.min(Math.max(asked, thumbnailWidths.least), thumbnailWidths.most));
        const body = await thumbnail(url.searchParams.get('src') ?? '', width);
        response.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'private, no-cache', 'content-length': body.length }).end(body);
        return;
      }
      send(response, 200, await route(request, url));
    } catch (error) {
      if (error instanceof HttpError) send(response, error.status, error.body);
      else if (error instanceof BadFileName) send(response, 400, { code: 'bad-file', message: error.message } satisfies ApiError);
      else {
        console.error(error);
        send(response, 500, { code: 'internal', message: `The editor's server failed: ${(error as Error).message}. Nothing was written.` } satisfies ApiError);
      }
    }
  };
}

const placeOf = ({ file, path: at, line, column, href }: LinkPlace): LinkPlace => ({ file, path: at, line, column, href });

/** engine/content's messages start in lower case, to follow "✖ Nothing was changed: " in the terminal. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function parseOrUndefined(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

/**
 * The request's body, or undefined when it is larger than `limit`. Beyond the limit the rest is
 * read and dropped, not kept: destroying the request would take the connection, and the answer
 * with it. A declared length over the limit is answered at once (Node discards the rest).
 */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
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

/** The request's JSON object. Its fields are as the sender wrote them: each handler checks the ones it uses. */
async function readJson<T extends object>(request: IncomingMessage): Promise<T> {
  const body = await readBody(request, jsonLimit);
  if (!body)
    throw new HttpError(413, {
      code: 'too-large',
      message: `The request is larger than ${mb(jsonLimit)}; a page or the settings is far smaller. Nothing was written.`,
    });
  try {
    const value = JSON.parse(body.toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as T;
  } catch {
    // Answered below.
  }
  throw new HttpError(400, { code: 'bad-request', message: 'The request is not a JSON object.' });
}
