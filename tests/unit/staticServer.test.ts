/**
 * The static server behind `npm start`, the audit and the browser tests, on a small built site of
 * its own (a fixture written here): it must answer as the static hosts do.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../engine/build/precompress';
import { parseHeaderRules, headersFor } from '../../engine/server/headerRules';
import { createStaticServer } from '../../engine/server/staticServer';

const page = (title: string, extra = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${extra}</head><body><h1>${title}</h1>${'<p>Roofs of Kentucky.</p>'.repeat(80)}</body></html>`;
const script = '<script type="module" src="/assets/app-1.js"></script>';
const jsonLd = '<script type="application/ld+json">{"@type":"Thing"}</script>';
const appJs = `console.log(${JSON.stringify('x'.repeat(3000))});`;
const headersText = `/*
  Content-Security-Policy: default-src 'self'
  X-Frame-Options: DENY

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

let dist: string;
let full: ReturnType<typeof createStaticServer>;
let bare: ReturnType<typeof createStaticServer>;
let fullUrl: string;
let bareUrl: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP request (fetch would decode, normalise the path and refuse some methods). */
function ask(base: string, pathname: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(server: ReturnType<typeof createStaticServer>): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  mkdirSync(path.join(dist, 'about'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), page('Home', script + jsonLd));
  writeFileSync(path.join(dist, 'about/index.html'), page('About', script));
  writeFileSync(path.join(dist, '404.html'), page('Not found', script));
  writeFileSync(path.join(dist, 'assets/app-1.js'), appJs);
  writeFileSync(path.join(dist, 'assets/tiny.css'), 'p{}');
  writeFileSync(path.join(dist, '_headers'), headersText);
  precompress(dist);
  full = createStaticServer(dist);
  bare = createStaticServer(dist, { withoutScripts: true });
  fullUrl = await listen(full);
  bareUrl = await listen(bare);
});

afterAll(() => {
  full?.close();
  bare?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the static server', () => {
  it('serves clean URLs, with and without a trailing slash, and the home page', async () => {
    for (const [address, title] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/about/', 'About'],
    ]) {
      const answer = await ask(fullUrl, address!);
      expect(answer.status, address).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body.toString()).toContain(`<h1>${title}</h1>`);
    }
  });

  it('answers an address without a page with the 404 page and status 404, malformed and protocol-relative ones included', async () => {
    for (const address of ['/no-such-page', '//evil.example/', '/%', '/%E0%A4%A', '/_headers', '/../package.json']) {
      const answer = await ask(fullUrl, address);
      expect(answer.status, address).toBe(404);
      expect(answer.headers.location, address).toBeUndefined();
      expect(answer.body.toString(), address).toContain('<h1>Not found</h1>');
      expect(answer.headers['content-security-policy'], `${address} keeps the security headers`).toBe("default-src 'self'");
    }
  });

  it('refuses other methods than GET and HEAD with 405 and says which are allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await ask(fullUrl, '/about', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    const head = await ask(fullUrl, '/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('applies the _headers rules: the security headers everywhere, long caching for assets only', async () => {
    const html = await ask(fullUrl, '/about');
    expect(html.headers['x-frame-options']).toBe('DENY');
    expect(html.headers['cache-control']).toBe('no-cache');
    const asset = await ask(fullUrl, '/assets/app-1.js');
    expect(asset.headers['x-frame-options']).toBe('DENY');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('revalidates with ETag: 304 and no body when the file has not changed', async () => {
    const first = await ask(fullUrl, '/assets/app-1.js');
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await ask(fullUrl, '/assets/app-1.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers Range requests with 206 and the part asked for', async () => {
    const answer = await ask(fullUrl, '/assets/app-1.js', { headers: { range: 'bytes=0-9', 'accept-encoding': 'identity' } });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(appJs)}`);
    expect(answer.body.toString()).toBe(appJs.slice(0, 10));
  });

  it('sends the brotli or gzip copy made at build time, by what the browser accepts', async () => {
    const br = await ask(fullUrl, '/assets/app-1.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(appJs);
    const gz = await ask(fullUrl, '/about', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('<h1>About</h1>');
    const plain = await ask(fullUrl, '/assets/app-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(appJs);
    // Too small to be worth compressing: served as it is.
    const tiny = await ask(fullUrl, '/assets/tiny.css', { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('the no-script variant serves each page without its scripts, JSON-LD kept, in every encoding', async () => {
    for (const encoding of ['br, gzip', 'identity']) {
      const answer = await ask(bareUrl, '/', { headers: { 'accept-encoding': encoding } });
      const html = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body).toString() : answer.body.toString();
      expect(html).toContain('<h1>Home</h1>');
      expect(html).not.toContain('app-1.js');
      expect(html).toContain('application/ld+json');
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    }
    const missing = await ask(bareUrl, '/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('app-1.js');
  });
});

describe('_headers rules', () => {
  it('match path patterns the way the hosts do, later rules winning', () => {
    const rules = parseHeaderRules(`# comment\n/*\n  A: 1\n  B: x:y\n\n/assets/*\n  A: 2\n`);
    expect(headersFor(rules, '/about')).toEqual({ a: '1', b: 'x:y' });
    expect(headersFor(rules, '/assets/app.js')).toEqual({ a: '2', b: 'x:y' });
  });
});
