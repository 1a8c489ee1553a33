/**
 * Serves dist/ the way a production static host does: clean URLs (/about serves
 * about/index.html), 404.html with status 404 for unknown paths, gzip for text, long caching
 * for hashed assets, and the security headers the build wrote to dist/_headers.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

export interface StaticServerOptions {
  /**
   * Serve every HTML page with its scripts removed (JSON-LD data blocks stay): the baseline
   * the audit compares the real pages with, "the same HTML and CSS with no JavaScript".
   */
  withoutScripts?: boolean;
}

export function createStaticServer(distDir: string, options: StaticServerOptions = {}): Server {
  const root = path.resolve(distDir);
  const headerRules = readHeaderRules(path.join(root, '_headers'));
  const gzipCache = new Map<string, Buffer>();

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const file = resolveFile(root, pathname);
    const status = file ? 200 : 404;
    const servedFile = file ?? path.join(root, '404.html');
    if (!existsSync(servedFile)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = contentTypes[path.extname(servedFile)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...headersFor(headerRules, pathname),
    };
    let body: Buffer = readFileSync(servedFile);
    if (options.withoutScripts && servedFile.endsWith('.html')) body = Buffer.from(removeScripts(body.toString('utf8')));
    if (compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      // Keyed by modification time too, so a rebuild while the server runs is never served stale.
      const key = `${servedFile}:${statSync(servedFile).mtimeMs}:${options.withoutScripts ? 'bare' : 'full'}`;
      const cached = gzipCache.get(key) ?? gzipSync(body);
      gzipCache.set(key, cached);
      body = cached;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

function removeScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
}

/** /about → about/index.html; /assets/x.js → assets/x.js; never outside dist/. */
function resolveFile(root: string, pathname: string): string | undefined {
  const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(root, path.normalize(candidate));
    if (!full.startsWith(root + path.sep) && full !== root) continue;
    if (path.basename(full) === '_headers') continue;
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return undefined;
}

type HeaderRule = { pattern: RegExp; headers: Record<string, string> };

/** Reads the Netlify / Cloudflare Pages `_headers` format: a path line, then indented headers. */
function readHeaderRules(file: string): HeaderRule[] {
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      rules.push({ pattern, headers: {} });
    } else {
      const [name, ...value] = line.trim().split(':');
      const rule = rules.at(-1);
      if (rule && name) rule.headers[name.trim().toLowerCase()] = value.join(':').trim();
    }
  }
  return rules;
}

function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => r.pattern.test(pathname)).map((r) => r.headers));
}
