/**
 * Serves dist/ the way a production static host does, on sirv (the file server behind Vite's
 * preview): clean URLs (/about serves about/index.html), ETag and 304 on revalidation, Range
 * requests, the brotli and gzip copies the build made (engine/build/precompress.ts), the headers
 * of dist/_headers (engine/server/headerRules.ts), 405 for methods other than GET and HEAD, and
 * 404.html with status 404 for any address without a page, malformed ones included.
 *
 * It reads from disk on every request (sirv's `dev` lookup), so a rebuild while it runs is never
 * served stale; caching is the browser's, by the _headers rules and ETags.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { headersFor, readHeaderRules } from './headerRules';

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
const hostFiles = new Set(['/_headers', '/_redirects']);

export function createStaticServer(distDir: string, options: StaticServerOptions = {}): Server {
  const root = path.resolve(distDir);
  const headerRules = readHeaderRules(path.join(root, '_headers'));
  const applyHeaders = (response: ServerResponse, pathname: string) => {
    for (const [name, value] of Object.entries(headersFor(headerRules, pathname))) response.setHeader(name, value);
  };
  const files = sirv(root, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (response, pathname) => applyHeaders(response, pathname),
  });
  const notFound = (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    applyHeaders(response, pathname);
    sendHtml(request, response, 404, path.join(root, notFoundFile), options);
  };

  return createServer((request, response) => {
    if (!allowedMethods.includes(request.method ?? '')) {
      response.writeHead(405, { allow: allowedMethods.join(', '), 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    const pathname = pathnameOf(request.url);
    // A malformed address (such as "/%") or a host file has no page: the 404 page says so.
    if (pathname === undefined || hostFiles.has(pathname)) {
      notFound(request, response, pathname ?? '/');
      return;
    }
    const page = options.withoutScripts ? htmlFileAt(root, pathname) : undefined;
    if (page) {
      applyHeaders(response, pathname);
      sendHtml(request, response, 200, page, options);
      return;
    }
    files(request, response, () => notFound(request, response, pathname));
  });
}

/** The decoded path of a request, or undefined when it cannot be decoded. */
function pathnameOf(url = '/'): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

/** The HTML file a clean URL names (/about → about/index.html), never outside dist/. */
function htmlFileAt(root: string, pathname: string): string | undefined {
  const base = pathname.replace(/\/+$/, '');
  for (const candidate of [pathname.endsWith('.html') ? pathname : undefined, `${base}.html`, `${base}/index.html`]) {
    if (!candidate) continue;
    const full = path.join(root, path.normalize(candidate));
    if (full.startsWith(root + path.sep) && existsSync(full) && statSync(full).isFile()) return full;
  }
  return undefined;
}

/**
 * An HTML answer the server makes itself: the 404 page, and every page of the no-script variant
 * (whose precompressed copies would still hold the scripts), compressed on the fly.
 */
function sendHtml(request: IncomingMessage, response: ServerResponse, status: number, file: string, options: StaticServerOptions) {
  if (!existsSync(file)) {
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  let body = readFileSync(file);
  if (options.withoutScripts) body = Buffer.from(removeScripts(body.toString('utf8')));
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

function removeScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
}
