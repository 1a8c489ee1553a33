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

/** Returns how many files got compressed copies. */
export function precompress(distDir: string): number {
  let count = 0;
  for (const file of readdirSync(distDir, { recursive: true }) as string[]) {
    const full = path.join(distDir, file);
    if (!compressible.test(file) || statSync(full).size < smallestWorthIt) continue;
    const data = readFileSync(full);
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}
