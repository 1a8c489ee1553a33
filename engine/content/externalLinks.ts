/**
 * Whether links to other sites answer, for the page checks (engine/checks/links.ts): asked from
 * Node, which a browser's cross-origin rules do not stop, with a short timeout, and cached in a
 * file so that a page checked again (after every pause in typing in the editor, at every CI run)
 * asks nothing it asked within a day. No answer is kept for an hour only: a network that was down
 * is soon asked again. Nothing here ever throws for a link: no network is an answer.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LinkStatus } from '../checks/links.ts';

export interface LinkCheckOptions {
  /** The cache, a JSON file (made when missing). */
  cacheFile: string;
  /** How long to wait for an answer; 5 seconds unless said. */
  timeoutMs?: number;
  /** The time now, in ms (the tests move it). */
  now?: () => number;
}

/** The cache of the project at `root`. */
export const linkCacheFile = (root: string) => path.join(root, 'node_modules', '.cache', 'page-checks', 'external-links.json');

const day = 24 * 60 * 60 * 1000;
/** How long an answer is kept: a definite one a day, a failure or no answer an hour. */
const keptFor = (status: LinkStatus) => (status.outcome === 'ok' || status.outcome === 'gone' ? day : day / 24);
/** Links asked at once. */
const atOnce = 6;

type Cache = Record<string, { status: LinkStatus; at: number }>;

/** What each address answers, from the cache where it is fresh, else asked now. */
export async function linkStatuses(hrefs: readonly string[], options: LinkCheckOptions): Promise<Record<string, LinkStatus>> {
  const now = options.now ?? Date.now;
  const cache = readCache(options.cacheFile);
  const statuses: Record<string, LinkStatus> = {};
  const toAsk: string[] = [];
  for (const href of new Set(hrefs)) {
    const known = cache[href];
    if (known && now() - known.at < keptFor(known.status)) statuses[href] = known.status;
    else toAsk.push(href);
  }
  if (toAsk.length === 0) return statuses;
  for (let start = 0; start < toAsk.length; start += atOnce) {
    await Promise.all(
      toAsk.slice(start, start + atOnce).map(async (href) => {
        const status = await ask(href, options.timeoutMs ?? 5000);
        statuses[href] = status;
        cache[href] = { status, at: now() };
      }),
    );
  }
  writeCache(options.cacheFile, cache);
  return statuses;
}

async function ask(href: string, timeoutMs: number): Promise<LinkStatus> {
  const request = (method: 'HEAD' | 'GET') =>
    fetch(href, {
      method,
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; page-checks; +link check before publishing)', accept: 'text/html,*/*' },
    });
  try {
    let response = await request('HEAD');
    // Some servers answer HEAD with an error they do not give a visitor: ask as a visitor does.
    if (response.status >= 400 && ![404, 410].includes(response.status)) {
      await response.body?.cancel();
      response = await request('GET');
    }
    await response.body?.cancel();
    if (response.status < 400) return { outcome: 'ok', status: response.status };
    return { outcome: [404, 410].includes(response.status) ? 'gone' : 'failed', status: response.status };
  } catch {
    return { outcome: 'unreachable' };
  }
}

function readCache(file: string): Cache {
  if (!existsSync(file)) return {};
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return cache && typeof cache === 'object' && !Array.isArray(cache) ? (cache as Cache) : {};
  } catch {
    // A damaged cache is only a cache: ask again.
    return {};
  }
}

/** Written under a temporary name and renamed, so that a check running beside another never reads half a file. */
function writeCache(file: string, cache: Cache): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, JSON.stringify(cache));
  renameSync(temporary, file);
}
