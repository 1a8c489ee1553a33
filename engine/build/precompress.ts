/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file in the built site, as
 * the hosts' own build pipelines do: compressed once, at the highest levels, instead of on every
 * request. The static server (engine/server/staticServer.ts) sends the copy the browser accepts.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
/** Below this, the headers of a compressed answer cost about what compression saves. */
const smallestWorthIt = 1024;

export type Encoding = 'br' | 'gzip';
/** The file extension of each encoding's copy, next to the file. */
export const encodingExtension: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A text compressed at the highest level of each encoding: brotli quality 11, gzip level 9. */
export function compress(data: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(data, { level: 9 });
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Returns how many files got compressed copies. */
export function precompress(distDir: string): number {
  let count = 0;
  for (const file of readdirSync(distDir, { recursive: true }) as string[]) {
    const full = path.join(distDir, file);
    if (!compressible.test(file)) continue;
    const stats = statSync(full);
    if (!stats.isFile() || stats.size < smallestWorthIt) continue;
    const data = readFileSync(full);
    let wrote = false;
    for (const [encoding, extension] of Object.entries(encodingExtension) as [Encoding, string][]) {
      const copy = compress(data, encoding);
      // A copy that is not smaller would only cost the visitor: the server then sends the file.
      if (copy.length >= data.length) continue;
      writeFileSync(full + extension, copy);
      wrote = true;
    }
    if (wrote) count++;
  }
  return count;
}
