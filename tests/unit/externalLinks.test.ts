/**
 * Whether links to other sites answer (engine/content/externalLinks.ts), against a local server:
 * what each answer means, the short timeout, the day's cache, and no network.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkStatuses } from '../../engine/content/externalLinks';

let server: Server;
let base: string;
const asked: string[] = [];
const folder = mkdtempSync(path.join(os.tmpdir(), 'external-links-'));
let cacheCount = 0;
const freshCache = () => path.join(folder, `cache-${cacheCount++}.json`);

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const url = request.url ?? '/';
    // Never answers: only the timeout ends the wait (the server's closeAllConnections ends it after).
    if (url === '/slow') return;
    if (url === '/moved') return void response.writeHead(301, { location: '/fine' }).end();
    if (url === '/no-head' && request.method === 'HEAD') return void response.writeHead(405).end();
    const status = { '/fine': 200, '/no-head': 200, '/gone': 404, '/removed': 410, '/broken': 500 }[url] ?? 404;
    response.writeHead(status, { 'content-type': 'text/html' }).end(request.method === 'HEAD' ? undefined : 'page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

describe('asking links to other sites', () => {
  it('tells a page that answers from one that is gone, one that fails and one that does not answer in time', async () => {
    const hrefs = ['/fine', '/moved', '/no-head', '/gone', '/removed', '/broken', '/slow'].map((p) => base + p);
    // A timeout long enough for a busy machine: the ones that answer must not be taken for silent.
    const statuses = await linkStatuses(hrefs, { cacheFile: freshCache(), timeoutMs: 3000 });
    expect(Object.fromEntries(Object.entries(statuses).map(([href, status]) => [href.slice(base.length), status]))).toEqual({
      '/fine': { outcome: 'ok', status: 200 },
      '/moved': { outcome: 'ok', status: 200 },
      '/no-head': { outcome: 'ok', status: 200 },
      '/gone': { outcome: 'gone', status: 404 },
      '/removed': { outcome: 'gone', status: 410 },
      '/broken': { outcome: 'failed', status: 500 },
      '/slow': { outcome: 'unreachable' },
    });
  });

  it('asks again only after a day, and again within the hour what did not answer', async () => {
    const cacheFile = freshCache();
    let now = Date.parse('2025-06-01T08:00:00Z');
    const options = { cacheFile, timeoutMs: 2000, now: () => now };
    const hrefs = [`${base}/fine`, `${base}/slow`];
    asked.length = 0;
    await linkStatuses(hrefs, options);
    expect(asked.filter((line) => line.startsWith('HEAD'))).toEqual(['HEAD /fine', 'HEAD /slow']);
    asked.length = 0;
    now += 50 * 60 * 1000;
    expect(await linkStatuses(hrefs, options)).toEqual({ [hrefs[0]!]: { outcome: 'ok', status: 200 }, [hrefs[1]!]: { outcome: 'unreachable' } });
    expect(asked).toEqual([]);
    now += 20 * 60 * 1000;
    await linkStatuses(hrefs, options);
    expect(asked.filter((line) => line.startsWith('HEAD'))).toEqual(['HEAD /slow']);
    asked.length = 0;
    now += 24 * 60 * 60 * 1000;
    await linkStatuses(hrefs, options);
    expect(asked.filter((line) => line.startsWith('HEAD')).sort()).toEqual(['HEAD /fine', 'HEAD /slow']);
  });

  it('without a network (a name that resolves nowhere, a port nobody listens on) answers "unreachable", never throws', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const hrefs = ['https://no-such-host.invalid/page', `http://127.0.0.1:${port}/page`];
    expect(await linkStatuses(hrefs, { cacheFile: freshCache(), timeoutMs: 1000 })).toEqual({
      [hrefs[0]!]: { outcome: 'unreachable' },
      [hrefs[1]!]: { outcome: 'unreachable' },
    });
  });

  it('a damaged cache is asked past, and written anew', async () => {
    const cacheFile = freshCache();
    writeFileSync(cacheFile, '{ half a fi');
    expect(await linkStatuses([`${base}/fine`], { cacheFile })).toEqual({ [`${base}/fine`]: { outcome: 'ok', status: 200 } });
    asked.length = 0;
    await linkStatuses([`${base}/fine`], { cacheFile });
    expect(asked).toEqual([]);
  });
});
