/**
 * The static server behind `npm start`, the audit and the browser tests, on a small built site of
 * its own (a fixture written here, compressed by the build's own step): it must answer as the
 * static hosts do.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedCopies, isCompressible } from '../../engine/build/precompress';
import { redirectsFile } from '../../engine/build/redirectsFile';
import { headersFor, parseHeaderRules } from '../../engine/server/headerRules';
import { parseRedirectRules } from '../../engine/server/redirectRules';
import { acceptedEncodings, filePathOf, rangeOf, splitTarget } from '../../engine/server/requestParts';
import { createStaticServer } from '../../engine/server/staticServer';

const page = (title: string, extra = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${extra}</head><body><h1>${title}</h1>${'<p>Roofs of Kentucky.</p>'.repeat(80)}</body></html>`;
const script = '<script type="module" src="/assets/app-1.js"></script>';
const preload = '<link rel="modulepreload" href="/assets/chunk-1.js">';
const jsonLd = '<script type="application/ld+json">{"@type":"Thing"}</script>';
const appJs = `console.log(${JSON.stringify('x'.repeat(3000))});`;
const headersText = `# The fixture's own rules, in the format engine/build/securityHeaders.ts writes.
/*
  Content-Security-Policy: default-src 'self'
  X-Frame-Options: DENY

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

/** The fixture's redirects, as the build writes them from site.config.json; "/about" has a page, which wins. */
const redirects = [
  { from: '/services/old-repairs', to: '/services/repairs' },
  { from: '/Old_Page.html', to: '/' },
  { from: '/careers', to: 'https://jobs.example.com/roofers?team=1' },
  { from: '/about', to: '/services/repairs' },
];

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

/**
 * A raw HTTP request: fetch would decompress the body, normalise the path (`/a/../b`) and
 * refuse some methods, and those are what is tested here.
 */
function ask(base: string, target: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as text, decoded by its Content-Encoding. */
function textOf(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  expect(encoding).toBeUndefined();
  return answer.body.toString();
}

async function listen(server: ReturnType<typeof createStaticServer>): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};

/** The brotli and gzip copies the build writes next to each file. */
async function compressAsTheBuildDoes(): Promise<void> {
  for (const file of readdirSync(dist, { recursive: true }) as string[]) {
    if (!isCompressible(file)) continue;
    for (const [extension, copy] of await compressedCopies(file, readFileSync(path.join(dist, file)))) writeFileSync(path.join(dist, file + extension), copy);
  }
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  write('index.html', page('Home', script + preload + jsonLd));
  write('about/index.html', page('About', script));
  write('services/repairs/index.html', page('Repairs', script));
  write('404.html', page('Not found', script));
  write('assets/app-1.js', appJs);
  write('assets/chunk-1.js', appJs.replace('x', 'y'));
  write('assets/tiny.css', 'p{}');
  write('assets/changing.js', appJs);
  write('assets/edited.js', appJs);
  write('_headers', headersText);
  write('_redirects', redirectsFile(redirects));
  await compressAsTheBuildDoes();
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
  it('serves clean URLs, with and without a trailing slash or a query, and the home page, without redirects', async () => {
    for (const [target, title] of [
      ['/', 'Home'],
      ['/?utm_source=x', 'Home'],
      ['/about', 'About'],
      ['/about/', 'About'],
      ['/about?x=1#top', 'About'],
      ['/services/repairs', 'Repairs'],
      ['/services/repairs/', 'Repairs'],
      ['/about/index.html', 'About'],
      // The absolute form of a request target, which HTTP/1.1 servers must accept.
      ['http://127.0.0.1/about', 'About'],
    ] as const) {
      const answer = await ask(fullUrl, target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers.location, target).toBeUndefined();
      expect(answer.headers['content-type'], target).toMatch(/^text\/html/);
      expect(answer.body.toString(), target).toContain(`<h1>${title}</h1>`);
    }
  });

  it('answers every address without a page with the 404 page and status 404: unknown, malformed, protocol-relative, host files, compressed copies', async () => {
    const addresses = [
      '/no-such-page',
      '/about.html',
      '/assets/missing.js',
      '//evil.example/',
      '//evil.example/about',
      '/about//',
      '/%',
      '/%E0%A4%A',
      '/_headers',
      '/_redirects',
      '/services/old-repairs/x',
      '/services/OLD-REPAIRS',
      '/../package.json',
      '/%2e%2e/package.json',
      '/a/../about',
      '/about%2Findex.html',
      '/index.html.br',
      '/assets/app-1.js.gz',
    ];
    for (const base of [fullUrl, bareUrl]) {
      for (const target of addresses) {
        const answer = await ask(base, target);
        expect(answer.status, target).toBe(404);
        expect(answer.headers.location, target).toBeUndefined();
        expect(answer.headers['content-type'], target).toBe('text/html; charset=utf-8');
        expect(answer.body.toString(), target).toContain('<h1>Not found</h1>');
        expect(answer.headers['content-security-policy'], `${target} keeps the security headers`).toBe("default-src 'self'");
        // A missing asset is not cached for a year, whatever the rules say for /assets/*.
        expect(answer.headers['cache-control'], target).toBe('no-cache');
      }
    }
  });

  it('sends the 404 page as the build compressed it, and nothing but its headers to HEAD', async () => {
    const br = await ask(fullUrl, '/no-such-page', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(readFileSync(path.join(dist, '404.html.br')))).toBe(true);
    const gz = await ask(fullUrl, '/no-such-page', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(textOf(gz)).toBe(readFileSync(path.join(dist, '404.html'), 'utf8'));
    const head = await ask(fullUrl, '/no-such-page', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(statSync(path.join(dist, '404.html')).size);
  });

  it('answers an old address of _redirects with 301 to the new one, with and without a final "/", the query kept', async () => {
    for (const [target, location] of [
      ['/services/old-repairs', '/services/repairs'],
      ['/services/old-repairs/', '/services/repairs'],
      ['/services/old-repairs?utm_source=mail&x=1', '/services/repairs?utm_source=mail&x=1'],
      ['/services/old-repairs/?x=1#top', '/services/repairs?x=1'],
      ['/Old_Page.html', '/'],
      ['/careers', 'https://jobs.example.com/roofers?team=1'],
      ['/careers?team=2&from=site', 'https://jobs.example.com/roofers?team=1&from=site'],
    ] as const) {
      for (const base of [fullUrl, bareUrl]) {
        const answer = await ask(base, target);
        expect(answer.status, target).toBe(301);
        expect(answer.headers.location, target).toBe(location);
        // The old address may be a page again after the next deploy; the rules of the address still apply.
        expect(answer.headers['cache-control'], target).toBe('no-cache');
        expect(answer.headers['content-security-policy'], target).toBe("default-src 'self'");
      }
    }
    const head = await ask(fullUrl, '/services/old-repairs', { method: 'HEAD' });
    expect(head.status).toBe(301);
    expect(head.headers.location).toBe('/services/repairs');
    expect(head.body.length).toBe(0);
    // A page at the address wins, as on Netlify; a method other than GET and HEAD is refused before.
    expect((await ask(fullUrl, '/about')).status).toBe(200);
    expect((await ask(fullUrl, '/services/old-repairs', { method: 'POST' })).status).toBe(405);
  });

  it('reads _redirects again when a build changes it, and answers 404 once an old address is gone', async () => {
    const file = path.join(dist, '_redirects');
    const before = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, redirectsFile([{ from: '/newly-moved', to: '/about' }]));
      const moved = await ask(fullUrl, '/newly-moved');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/about');
      expect((await ask(fullUrl, '/services/old-repairs')).status).toBe(404);
      rmSync(file);
      expect((await ask(fullUrl, '/newly-moved')).status).toBe(404);
    } finally {
      writeFileSync(file, before);
    }
  });

  it('refuses other methods than GET and HEAD with 405 and says which are allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await ask(fullUrl, '/about', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    const head = await ask(fullUrl, '/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(statSync(path.join(dist, 'about/index.html')).size);
  });

  it('applies the _headers rules: the security headers everywhere, long caching for assets only', async () => {
    const html = await ask(fullUrl, '/about');
    expect(html.headers['content-security-policy']).toBe("default-src 'self'");
    expect(html.headers['x-frame-options']).toBe('DENY');
    expect(html.headers['cache-control']).toBe('no-cache');
    const asset = await ask(fullUrl, '/assets/app-1.js');
    expect(asset.headers['x-frame-options']).toBe('DENY');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('revalidates with ETag: 304 with the rules and no body while the file is unchanged, 200 once it changes', async () => {
    const first = await ask(fullUrl, '/assets/changing.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await ask(fullUrl, '/assets/changing.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['content-security-policy']).toBe("default-src 'self'");
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    writeFileSync(path.join(dist, 'assets/changing.js'), `${appJs}\n// changed`);
    const changed = await ask(fullUrl, '/assets/changing.js', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toContain('// changed');
    // Each representation has its own ETag, so a cached brotli body is never taken for the plain file.
    const br = await ask(fullUrl, '/assets/app-1.js', { headers: { 'accept-encoding': 'br' } });
    const plain = await ask(fullUrl, '/assets/app-1.js');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('answers Range requests with 206 and exactly the bytes asked for, of the file itself', async () => {
    const size = Buffer.byteLength(appJs);
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, size - 1],
      ['bytes=-5', size - 5, size - 1],
      ['bytes=5-999999', 5, size - 1],
    ];
    for (const [range, start, end] of cases) {
      // Even when the browser accepts brotli: the range is of the file, not of a compressed copy.
      const answer = await ask(fullUrl, '/assets/app-1.js', { headers: { range, 'accept-encoding': 'gzip, br' } });
      expect(answer.status, range).toBe(206);
      expect(answer.headers['content-encoding'], range).toBeUndefined();
      expect(answer.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(answer.body.toString(), range).toBe(appJs.slice(start, end + 1));
    }
  });

  it('answers an unsatisfiable range with 416, and a range it may ignore with the whole file, without falling over', async () => {
    const size = Buffer.byteLength(appJs);
    const unsatisfiable = await ask(fullUrl, '/assets/app-1.js', { headers: { range: `bytes=${size}-` } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${size}`);
    const ignored: Record<string, string>[] = [
      { range: 'bytes=9-2' },
      { range: 'bytes=0-1,5-6' },
      { range: 'items=0-5' },
      { range: 'bytes=0-0' },
      { range: 'bytes=0-9', 'if-range': 'W/"an-old-version"' },
    ];
    for (const headers of ignored) {
      const answer = await ask(fullUrl, '/assets/app-1.js', { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.body.toString()).toBe(appJs);
    }
    const lastModified = String((await ask(fullUrl, '/assets/app-1.js', { method: 'HEAD' })).headers['last-modified']);
    const sameVersion = await ask(fullUrl, '/assets/app-1.js', { headers: { range: 'bytes=0-9', 'if-range': lastModified } });
    expect(sameVersion.status).toBe(206);
  });

  it('sends the brotli or gzip copy made at build time, by what the browser accepts', async () => {
    const br = await ask(fullUrl, '/assets/app-1.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.body.equals(readFileSync(path.join(dist, 'assets/app-1.js.br')))).toBe(true);
    expect(textOf(br)).toBe(appJs);
    const gz = await ask(fullUrl, '/about', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(textOf(gz)).toContain('<h1>About</h1>');
    for (const encoding of ['identity', '', 'br;q=0, gzip;q=0', 'deflate']) {
      const plain = await ask(fullUrl, '/assets/app-1.js', encoding ? { headers: { 'accept-encoding': encoding } } : {});
      expect(plain.headers['content-encoding'], encoding).toBeUndefined();
      expect(plain.body.toString()).toBe(appJs);
    }
    const refusesBrotli = await ask(fullUrl, '/assets/app-1.js', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    const prefersGzip = await ask(fullUrl, '/assets/app-1.js', { headers: { 'accept-encoding': 'br;q=0.5, gzip' } });
    expect(prefersGzip.headers['content-encoding']).toBe('gzip');
    const anything = await ask(fullUrl, '/assets/app-1.js', { headers: { 'accept-encoding': '*' } });
    expect(anything.headers['content-encoding']).toBe('br');
    // Too small to be worth compressing: served as it is.
    const tiny = await ask(fullUrl, '/assets/tiny.css', { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('never sends a compressed copy older than its file (a hand edit or a partial build)', async () => {
    const file = path.join(dist, 'assets/edited.js');
    writeFileSync(file, '// edited after the build');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const answer = await ask(fullUrl, '/assets/edited.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('// edited after the build');
  });

  it('the no-script variant serves each page without its scripts, JSON-LD kept, in every encoding, never the build’s compressed copies', async () => {
    for (const encoding of ['br, gzip', 'gzip', 'identity']) {
      const answer = await ask(bareUrl, '/', { headers: { 'accept-encoding': encoding } });
      expect(answer.status).toBe(200);
      const html = textOf(answer);
      expect(html).toContain('<h1>Home</h1>');
      expect(html).not.toContain('app-1.js');
      expect(html).not.toContain('modulepreload');
      expect(html).toContain('application/ld+json');
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    const missing = await ask(bareUrl, '/nothing-here', { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(textOf(missing)).toContain('<h1>Not found</h1>');
    expect(textOf(missing)).not.toContain('app-1.js');
    // Assets are the same in both variants, so they come as the build compressed them.
    const asset = await ask(bareUrl, '/assets/app-1.js', { headers: { 'accept-encoding': 'br' } });
    expect(asset.body.equals(readFileSync(path.join(dist, 'assets/app-1.js.br')))).toBe(true);
  });
});

describe('the build’s compressed copies', () => {
  it('exist for text files over 1 KB only, and decompress to the file', () => {
    expect(existsSync(path.join(dist, 'assets/tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dist, '_headers.br'))).toBe(false);
    for (const file of ['index.html', 'about/index.html', '404.html', 'assets/app-1.js']) {
      const original = readFileSync(path.join(dist, file));
      const br = readFileSync(path.join(dist, `${file}.br`));
      const gz = readFileSync(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
    }
  });
});

describe('_headers rules', () => {
  it('match path patterns the way the hosts do: splats, placeholders, later rules winning, detached headers', () => {
    const rules = parseHeaderRules('# comment\n/*\n  A: 1\n  B: x:y\n  C: keep\n\n/assets/*\n  A: 2\n\n/blog/:slug\n  ! C\n  D: post\n');
    expect(headersFor(rules, '/about')).toEqual({ a: '1', b: 'x:y', c: 'keep' });
    expect(headersFor(rules, '/assets/app.js')).toEqual({ a: '2', b: 'x:y', c: 'keep' });
    expect(headersFor(rules, '/assets/images/a/b.webp').a).toBe('2');
    expect(headersFor(rules, '/blog/first')).toEqual({ a: '1', b: 'x:y', d: 'post' });
    expect(headersFor(rules, '/blog/first/more').d).toBeUndefined();
    expect(headersFor(rules, '/assetsX').a).toBe('1');
  });
});

describe('_redirects rules', () => {
  it('are read as the hosts read them: the first rule for an address, a status that redirects, no patterns', () => {
    const rules = parseRedirectRules('# comment\n/a /b 301\n/a /c 301\n  /d   /e  \n/f /g 302\n/h /i 200\n/blog/* /news/:splat 301\n/j /k 301 extra\n\n');
    expect([...rules]).toEqual([
      ['/a', { to: '/b', status: 301 }],
      ['/d', { to: '/e', status: 301 }],
      ['/f', { to: '/g', status: 302 }],
    ]);
  });
});

describe('reading a request', () => {
  it('splits the target and decodes the path, refusing what cannot name a file', () => {
    expect(splitTarget('/about?x=1#top')).toEqual({ pathname: '/about', search: '?x=1' });
    expect(splitTarget('http://example.com/a?b')).toEqual({ pathname: '/a', search: '?b' });
    expect(splitTarget('*')).toBeUndefined();
    expect(filePathOf('/caf%C3%A9/')).toBe('/café/');
    expect(filePathOf('/')).toBe('/');
    for (const bad of ['/%', '//evil.example/', '/a//b', '/a/./b', '/a/%2e%2e/b', '/a%5Cb', '/a%00']) expect(filePathOf(bad), bad).toBeUndefined();
  });

  it('ranks the encodings a browser accepts', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd', ['br', 'gzip'])).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1, br;q=0.8', ['br', 'gzip'])).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0, *;q=0.5', ['br', 'gzip'])).toEqual(['gzip']);
    expect(acceptedEncodings(undefined, ['br', 'gzip'])).toEqual([]);
  });

  it('reads one byte range of a file', () => {
    const modified = new Date('2026-01-02T03:04:05Z');
    expect(rangeOf('bytes=0-9', 100, undefined, modified)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(rangeOf('bytes=-10', 100, undefined, modified)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(rangeOf('bytes=-500', 100, undefined, modified)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(rangeOf('bytes=100-', 100, undefined, modified)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=-0', 100, undefined, modified)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeOf('bytes=5-1', 100, undefined, modified)).toEqual({ kind: 'whole' });
    expect(rangeOf('bytes=0-9', 100, modified.toUTCString(), modified)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(rangeOf('bytes=0-9', 100, '"strong"', modified)).toEqual({ kind: 'whole' });
  });
});
