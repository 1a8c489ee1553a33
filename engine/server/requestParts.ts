/**
 * The parts of a request the static server (engine/server/staticServer.ts) decides on before
 * sirv sends a file: the path, the encoding and the byte range. sirv takes each of them on
 * trust (it reads `bytes=-500` as the first 501 bytes, throws on `bytes=9-2`, and sends brotli
 * to `br;q=0`), so the server reads them here, the way RFC 9110 says, and hands sirv only what
 * it handles correctly.
 */
import type { Encoding } from '../build/precompress';

/** The path and query of a request target, split as sirv's URL parser (@polka/url) splits them. */
export function splitTarget(target: string): { pathname: string; search: string } | undefined {
  let pathname = target;
  if (!pathname.startsWith('/')) {
    // The absolute form (`GET http://host/path`), which HTTP/1.1 servers must accept; the host
    // in it is not this server's business, only the path is.
    try {
      const url = new URL(pathname);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      pathname = url.pathname + url.search;
    } catch {
      return undefined;
    }
  }
  const hash = pathname.indexOf('#');
  if (hash >= 0) pathname = pathname.slice(0, hash);
  const query = pathname.indexOf('?');
  return query >= 0 ? { pathname: pathname.slice(0, query), search: pathname.slice(query) } : { pathname, search: '' };
}

/**
 * The decoded path a file can be looked up by (decoded as sirv decodes, with decodeURI), or
 * undefined when the path cannot name a file of the site: malformed escapes (`/%`), empty
 * segments (`//evil.example/`; a single trailing slash is a clean URL), `.` and `..` segments,
 * backslashes and NUL.
 */
export function filePathOf(pathname: string): string | undefined {
  let decoded: string;
  try {
    decodeURIComponent(pathname);
    decoded = decodeURI(pathname);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return undefined;
  const segments = decoded.slice(1).replace(/\/$/, '').split('/');
  if (decoded !== '/' && segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  return decoded;
}

/**
 * The encodings an Accept-Encoding header accepts, out of those offered, best first (by q, then
 * by the order offered). No header means the client asked for none: it gets the file as it is.
 */
export function acceptedEncodings(header: string | undefined, offered: readonly Encoding[]): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  return offered
    .map((encoding, order) => ({ encoding, order, q: weights.get(encoding) ?? weights.get('*') ?? 0 }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ encoding }) => encoding);
}

export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * What a Range header asks of a file of `size` bytes (RFC 9110 §14). One byte range is served
 * as a part; anything the server may ignore is answered with the whole file: another unit,
 * several ranges, a malformed or reversed range, or an If-Range that no longer matches (sirv's
 * ETags are weak, which If-Range never accepts; a date must equal the file's Last-Modified).
 */
export function rangeOf(header: string | undefined, size: number, ifRange: string | undefined, lastModified: Date): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  if (ifRange !== undefined) {
    const isDate = !/^\s*(W\/)?"/.test(ifRange);
    if (!isDate || Date.parse(ifRange) !== Math.floor(lastModified.getTime() / 1000) * 1000) return { kind: 'whole' };
  }
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    if (last === '') return { kind: 'whole' };
    const length = Number(last);
    return length === 0 || size === 0 ? { kind: 'unsatisfiable' } : { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
