/**
 * Writing the built site into its folder (dist/), with the brotli and gzip copy of each text
 * file, so that the folder is byte for byte what a clean build writes: the same files, the same
 * bytes, nothing else.
 *
 * Only what changed is written. The build cache keeps, per output folder, what the last build
 * wrote there (each file with the key of what it was made from, its hash, size and time); a file
 * whose key is the same and which is still as written is left alone, one no longer output is
 * removed, and so is anything else found in the folder. A folder the cache knows nothing about
 * (or whose record does not read) is foreign: it is emptied and everything is written. Nothing
 * of the record is kept inside the folder.
 *
 * Every file is made (rendered, read from the cache, compressed) before the first one is written,
 * so a step that fails leaves the folder as it was; each file is written under a temporary name
 * and renamed.
 */
import { mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildCache, bytesHash, type OutputFileRecord, type OutputsRecord } from './buildCache.ts';
import { compressedCopies, isCompressible } from './precompress.ts';

/** One file of the site, before it is written. */
export interface Output {
  /** What it is made from: equal keys, equal bytes. An entry of the cache (`page/<key>`) where it is one. */
  key: string;
  /** Its bytes: read from the cache or made (rendered, copied); called only when it must be written. */
  bytes: () => Promise<Buffer> | Buffer;
}

export interface WrittenSite {
  /** Every file of the site, relative to its folder, compressed copies left out. */
  files: string[];
  /** How many of them have compressed copies. */
  compressed: number;
  /** How many files (copies included) were written, and removed, by this build. */
  written: number;
  removed: number;
}

interface Planned {
  record: OutputFileRecord;
  /** The bytes to write; absent when the file in the folder is already these. */
  bytes?: Buffer;
}

export async function writeSite(outDir: string, outputs: ReadonlyMap<string, Output>, cache: BuildCache): Promise<WrittenSite> {
  const before = cache.outputs(outDir);
  const planned = new Map<string, Planned>();
  const intact = (file: string, known: OutputFileRecord | undefined): known is OutputFileRecord => {
    if (!known) return false;
    try {
      const stats = statSync(path.join(outDir, file));
      return stats.isFile() && stats.size === known.size && stats.mtimeMs === known.mtimeMs;
    } catch {
      return false;
    }
  };
  const plan = (file: string, key: string, bytes: Buffer): Planned => {
    const hash = bytesHash(bytes);
    const known = before?.files[file];
    // Made again (a missing entry, say) but the same bytes as the folder has: nothing to write.
    if (intact(file, known) && known.hash === hash) return { record: { ...known, key } };
    return { record: { key, hash, size: bytes.length, mtimeMs: 0 }, bytes };
  };

  // First everything is made, a few files at a time: one renders while others compress on libuv's threads.
  await eachAtMost(8, [...outputs], async ([file, output]) => {
    const known = before?.files[file];
    const main = intact(file, known) && known.key === output.key ? { record: known } : plan(file, output.key, await output.bytes());
    planned.set(file, main);
    if (!isCompressible(file)) return;
    const { hash } = main.record;
    // The copies are a function of the file's bytes: unchanged bytes, unchanged copies.
    const knownCopies = known?.hash === hash ? known.copies : undefined;
    const copiesKept = knownCopies?.every((extension) => intact(file + extension, before?.files[file + extension]));
    let copies: Map<string, Buffer | undefined>;
    if (knownCopies && copiesKept) copies = new Map(knownCopies.map((extension) => [extension, undefined]));
    else copies = await compressedCopiesOf(cache, hash, () => main.bytes ?? output.bytes());
    main.record = { ...main.record, copies: [...copies.keys()] };
    for (const [extension, bytes] of copies) {
      const copyFile = file + extension;
      const key = `compressed/${hash}`;
      planned.set(copyFile, bytes ? plan(copyFile, key, bytes) : { record: before!.files[copyFile]! });
    }
  });

  // Then written: a foreign folder emptied first; only what differs written; the rest removed.
  if (!before) rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cache.forgetOutputs(outDir); // until the new record is saved, the folder is not what any record says
  let written = 0;
  for (const [file, { record, bytes }] of planned) {
    if (!bytes) continue;
    const full = path.join(outDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    const temporary = path.join(path.dirname(full), `.${path.basename(full)}.${process.pid}.tmp`);
    writeFileSync(temporary, bytes);
    renameSync(temporary, full);
    const stats = statSync(full);
    record.size = stats.size;
    record.mtimeMs = stats.mtimeMs;
    written++;
  }
  const removed = removeOthers(outDir, new Set(planned.keys()));

  const files: Record<string, OutputFileRecord> = {};
  const entries = new Set(cache.usedEntries());
  for (const [file, { record }] of planned) {
    files[file] = record;
    if (/^(page|compressed)\//.test(record.key)) entries.add(record.key);
  }
  const record: OutputsRecord = { outDir: path.resolve(outDir), files, entries: [...entries] };
  cache.setOutputs(record);
  const primary = [...outputs.keys()];
  return { files: primary, compressed: primary.filter((file) => (files[file]?.copies?.length ?? 0) > 0).length, written, removed };
}

/** Runs `work` on every item, at most `limit` at once. */
async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The compressed copies of the bytes whose hash is `hash`, from the cache or made now (and kept). */
async function compressedCopiesOf(cache: BuildCache, hash: string, bytes: () => Promise<Buffer> | Buffer): Promise<Map<string, Buffer>> {
  const cached = cache.entryBytes('compressed', hash);
  if (cached) return cached;
  const copies = await compressedCopies(await bytes());
  cache.putEntry('compressed', hash, copies);
  return copies;
}

/** Removes every file and folder under `dir` that is not in `keep` (paths relative to `dir`); returns how many files. */
function removeOthers(dir: string, keep: Set<string>): number {
  let removed = 0;
  const walk = (folder: string, relative: string): boolean => {
    let empty = true;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (walk(full, name)) rmdirSync(full);
        else empty = false;
      } else if (keep.has(name)) {
        empty = false;
      } else {
        rmSync(full, { force: true });
        removed++;
      }
    }
    return empty;
  };
  walk(dir, '');
  return removed;
}
