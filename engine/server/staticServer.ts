/**
 * Serves dist/ the way a production static host does. sirv (the file server behind Vite's
 * preview) sends the files: ETag and 304 on revalidation, Range requests, HEAD, content types,
 * and the brotli and gzip copies the build made (engine/build/precompress.ts). Before it, this
 * server decides what a host decides: which file an address names (clean URLs: /about and
 * /about/ serve about/index.html, never with a redirect), which encoding and which bytes to send
 * (engine/server/requestParts.ts), the headers of dist/_headers (engine/server/headerRules.ts),
 * 405 for methods other than GET and HEAD, the redirects of dist/_redirects for an address
 * without a page or file (engine/server/redirectRules.ts: a 301 whose Location keeps the query),
 * and 404.html with status 404 for any other address, malformed ones (`/%`, `//evil.example/`)
 * included.
 *
 * It reads from disk on every request (sirv's `dev` lookup; _headers and _redirects again when
 * they change), so a rebuild while it runs is never served stale, and a compressed copy older
 * than its file is never sent.
 */
import { readFileSync, type Stats, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { compress, type Encoding, encodingExtension } from '../build/precompress';
import { headersFor, parseHeaderRules } from './headerRules';
import { locationOf, parseRedirectRules, redirectFor } from './redirectRules';
import { acceptedEncodings, filePathOf, rangeOf, splitTarget } from './requestParts';

export interface StaticServerOptions {
  /**
   * Serve every HTML page with its scripts removed (JSON-LD data blocks stay): the baseline
   * the audit compares the real pages with, "the same HTML and CSS with no JavaScript".
   */
  withoutScripts?: boolean;
}

const allowedMethods = ['GET', 'HEAD'];
const notFoundFile = '404.html';
/** Build files that are instructions to the host, not content. */
const hostFiles = new Set(['_headers', '_redirects']);
/** Best first when a browser accepts both equally. */
const offeredEncodings: Encoding[] = ['br', 'gzip'];

interface SiteFile {
  full: string;
  /** Relative to dist/, with forward slashes. */
  relative: string;
  stats: Stats;
}

export function createStaticServer(distDir: string, options: StaticServerOptions = {}): Server {
  const root = path.resolve(distDir);
  const headerRules = whenChanged(path.join(root, '_headers'), parseHeaderRules);
  const redirectRules = whenChanged(path.join(root, '_redirects'), parseRedirectRules);
  // The server has chosen the file and the encoding before sirv runs, and asks sirv for exactly
  // that file (no extensions to try), in exactly that encoding (see `handle`).
  const sendFile = sirv(root, { dev: true, etag: true, brotli: true, gzip: true, extensions: [] });
  /** The no-script pages, by file and encoding, with the version of the file they were made from. */
  const barePages = new Map<string, { version: string; body: Buffer }>();

  /** The bytes of an HTML answer the server makes itself, and their encoding. */
  const pageBody = (request: IncomingMessage, file: SiteFile): { body: Buffer; encoding: Encoding | undefined } => {
    if (!options.withoutScripts) {
      const encoding = freshCopy(request, file);
      return { body: readFileSync(encoding ? file.full + encodingExtension[encoding] : file.full), encoding };
    }
    // The build's compressed copies still hold the scripts: this variant compresses its own.
    const [encoding] = acceptedEncodings(request.headers['accept-encoding'], offeredEncodings);
    const key = `${file.full}\0${encoding ?? 'identity'}`;
    const version = `${file.stats.size}:${file.stats.mtimeMs}`;
    const cached = barePages.get(key);
    if (cached?.version === version) return { body: cached.body, encoding };
    const html = Buffer.from(removeScripts(readFileSync(file.full, 'utf8')));
    const body = encoding ? compress(html, encoding) : html;
    barePages.set(key, { version, body });
    return { body, encoding };
  };

  /** The 404 page (any status given), and every page of the no-script variant. */
  const answerPage = (request: IncomingMessage, response: ServerResponse, status: number, file: SiteFile) => {
    const { body, encoding } = pageBody(request, file);
    if (!response.hasHeader('cache-control')) response.setHeader('cache-control', 'no-cache');
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const notFound = (request: IncomingMessage, response: ServerResponse) => {
    // An address without a page may have one after the next deploy: its answer is never kept,
    // whatever the _headers rules say for the address (such as /assets/*).
    response.setHeader('cache-control', 'no-cache');
    const page = siteFile(root, notFoundFile);
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    answerPage(request, response, 404, page);
  };

  /** Answers a redirect of _redirects when the address has one; says whether it did. */
  const answerRedirect = (request: IncomingMessage, response: ServerResponse, target: { pathname: string; search: string }): boolean => {
    const rules = redirectRules();
    const redirect = rules && redirectFor(rules, target.pathname);
    if (!redirect) return false;
    // The old address may be a page again after the next deploy: the answer is not kept.
    response.setHeader('cache-control', 'no-cache');
    const location = locationOf(redirect, target.search);
    response.writeHead(redirect.status, { location, 'content-type': 'text/plain; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : `Moved to ${location}\n`);
    return true;
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const target = splitTarget(request.url ?? '');
    const filePath = target && filePathOf(target.pathname);
    // Every answer carries the rules of its address: errors, 304 and 416 included.
    for (const [name, value] of Object.entries(headersFor(headerRules() ?? [], filePath ?? target?.pathname ?? '/'))) response.setHeader(name, value);
    response.setHeader('vary', 'Accept-Encoding');
    if (!allowedMethods.includes(request.method ?? '')) {
      response.setHeader('cache-control', 'no-cache');
      response.writeHead(405, { allow: allowedMethods.join(', '), 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    const file = filePath === undefined ? undefined : pageOrFile(root, filePath);
    if (!file || hostFiles.has(file.relative) || isCompressedCopy(root, file)) {
      // A well-formed address without a page or file may be an old one (a page there wins, as on Netlify).
      if (!(target && filePath !== undefined && answerRedirect(request, response, target))) notFound(request, response);
      return;
    }
    if (options.withoutScripts && file.relative.endsWith('.html')) {
      answerPage(request, response, 200, file);
      return;
    }
    // A byte range is of the file itself (a compressed copy is another representation of it).
    const range = rangeOf(request.headers.range, file.stats.size, headerText(request.headers['if-range']), file.stats.mtime);
    if (range.kind === 'part' && range.end > 0) request.headers.range = `bytes=${range.start}-${range.end}`;
    // sirv answers 416 with `Content-Range: bytes */size` to a range that starts at the end.
    else if (range.kind === 'unsatisfiable') request.headers.range = `bytes=${file.stats.size}-`;
    // The whole file, also for `bytes=0-0`: sirv reads an end of 0 as "to the end", and a server
    // may always ignore a Range (RFC 9110 §14.2).
    else delete request.headers.range;
    const encoding = request.headers.range === undefined ? freshCopy(request, file) : undefined;
    request.headers['accept-encoding'] = encoding ?? 'identity';
    request.url = encodeURI(`/${file.relative}`);
    // A file removed between the lookup and the read (a rebuild) ends the answer, not the server.
    response.once('pipe', (source: Readable) => source.once('error', (error) => response.destroy(error)));
    sendFile(request, response, () => notFound(request, response));
  };

  return createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      console.error(`The static server failed on ${request.method} ${request.url}:`, error);
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Server error');
    }
  });
}

/** A file of the build read into rules, and read again once it changes (a rebuild while the server runs); undefined while it does not exist. */
function whenChanged<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let known: { version: string; rules: T } | undefined;
  return () => {
    let stats: Stats;
    try {
      stats = statSync(file);
    } catch {
      return undefined;
    }
    const version = `${stats.size}:${stats.mtimeMs}:${stats.ino}`;
    if (known?.version !== version) known = { version, rules: parse(readFileSync(file, 'utf8')) };
    return known.rules;
  };
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A file of dist/ by its path there, never outside it. */
function siteFile(root: string, relative: string): SiteFile | undefined {
  const full = path.join(root, relative);
  if (!full.startsWith(root + path.sep)) return undefined;
  try {
    const stats = statSync(full);
    return stats.isFile() ? { full, relative: path.relative(root, full).split(path.sep).join('/'), stats } : undefined;
  } catch {
    return undefined;
  }
}

/** The file an address names: the file itself, or the page of a clean URL (/about, /about/ → about.html or about/index.html). */
function pageOrFile(root: string, filePath: string): SiteFile | undefined {
  const base = filePath.replace(/\/$/, '');
  const candidates = base ? [base, `${base}.html`, `${base}/index.html`] : ['index.html'];
  for (const candidate of candidates) {
    const file = siteFile(root, candidate);
    if (file) return file;
  }
  return undefined;
}

/** The build's compressed copies are the server's business, not addresses of the site. */
function isCompressedCopy(root: string, file: SiteFile): boolean {
  return Object.values(encodingExtension).some((extension) => file.relative.endsWith(extension) && siteFile(root, file.relative.slice(0, -extension.length)));
}

/**
 * The best encoding the browser accepts that has a copy of the file at least as new as the file
 * (an older copy is left over from an earlier build or a hand edit, and would serve old bytes).
 */
function freshCopy(request: IncomingMessage, file: SiteFile): Encoding | undefined {
  for (const encoding of acceptedEncodings(headerText(request.headers['accept-encoding']), offeredEncodings)) {
    try {
      const copy = statSync(file.full + encodingExtension[encoding]);
      if (copy.isFile() && copy.mtimeMs >= file.stats.mtimeMs) return encoding;
    } catch {
      // No copy in this encoding: the file was too small or did not compress.
    }
  }
  return undefined;
}

function removeScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
}
