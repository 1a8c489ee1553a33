/**
 * The brotli (`.br`) and gzip (`.gz`) copy of every text file in the built site, as the hosts'
 * own build pipelines make them: compressed once, at the highest levels, instead of on every
 * request. The build (buildSite.ts) writes them next to their files and keeps them in its cache
 * by the file's content; the static server (engine/server/staticServer.ts) sends the copy the
 * browser accepts.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
/** Below this, the headers of a compressed answer cost about what compression saves. */
const smallestWorthIt = 1024;

export type Encoding = 'br' | 'gzip';
/** The file extension of each encoding's copy, next to the file. */
export const encodingExtension: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * How hard a file is compressed. The code's files (scripts, styles), made once per change of the
 * code: brotli's highest quality, 11. A page's HTML, one per page and made again at every change
 * of the settings: quality 8. Brotli's qualities 10 and 11 search much harder: on this site's
 * pages, 10 took 12 times as long as 8 (46 against 3.7 ms a page) for 9% fewer bytes (8.1 KB
 * against 8.9 KB a page), and a site of a thousand pages of places spent most of its clean build
 * compressing them (`node` on dist/, tools aside: the figures are in docs/performance.md). Below
 * 8, the bytes grow for little time saved. gzip at its highest level, 9, for both: it is fast.
 */
export const compressionOf = (file: string) => (file.endsWith('.html') ? 'page' : 'code');
const brotliQuality = { page: 8, code: constants.BROTLI_MAX_QUALITY };
/** What a file's copies are made with: part of their key in the build cache, so other settings make them again. */
export const compressionSettings = (file: string) => `brotli ${brotliQuality[compressionOf(file)]}, gzip ${gzipOptions.level}`;

const brotliOptions = (data: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  },
});
const gzipOptions = { level: 9 };

/** A text compressed at the highest level of each encoding (brotli quality 11, gzip level 9), as the static server compresses an answer the build did not. */
export function compress(data: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? gzipSync(data, gzipOptions) : brotliCompressSync(data, brotliOptions(data, constants.BROTLI_MAX_QUALITY));
}

const compressInBackground = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/** Whether a file of this name gets compressed copies (when it is large enough). */
export const isCompressible = (file: string) => compressible.test(file);

/**
 * The copies of a file (its name says its kind) worth having, by extension: none for a file too
 * small, and none that is not smaller than the file (the server then sends the file). Compressed
 * on libuv's threads, so several files compress at once while the build renders.
 */
export async function compressedCopies(file: string, data: Buffer): Promise<Map<string, Buffer>> {
  if (data.length < smallestWorthIt) return new Map();
  const quality = brotliQuality[compressionOf(file)];
  const [br, gzipped] = await Promise.all([compressInBackground.br(data, brotliOptions(data, quality)), compressInBackground.gzip(data, gzipOptions)]);
  return worthHaving(data, br, gzipped);
}

/** The same on the calling thread: for a page-rendering thread (render-thread.ts), which has nothing else to do. */
export function compressedCopiesSync(file: string, data: Buffer): Map<string, Buffer> {
  if (data.length < smallestWorthIt) return new Map();
  const quality = brotliQuality[compressionOf(file)];
  return worthHaving(data, brotliCompressSync(data, brotliOptions(data, quality)), gzipSync(data, gzipOptions));
}

function worthHaving(data: Buffer, br: Buffer, gzipped: Buffer): Map<string, Buffer> {
  const copies = new Map<string, Buffer>();
  if (br.length < data.length) copies.set(encodingExtension.br, br);
  if (gzipped.length < data.length) copies.set(encodingExtension.gzip, gzipped);
  return copies;
}
