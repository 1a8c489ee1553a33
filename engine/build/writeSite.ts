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
 * A folder only builds write (publishing's checks' folder: `privateOutDir`) is not checked file
 * by file while its record is the one this process wrote last: its files are taken as written,
 * and those no longer output are removed by name.
 *
 * Every file is made (rendered, read from the cache, compressed) before the first one is moved
 * into place, so a step that fails leaves the folder as it was; each file is renamed into place
 * from a hidden staging folder inside it.
 */
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildCache, bytesHash, hashOf, type OutputFileRecord } from './buildCache.ts';
import { filesUnder } from '../content/load.ts';
import { compressedCopies, compressionSettings, isCompressible } from './precompress.ts';

/** One file of the site, before it is written. */
export interface Output {
  /** What it is made from: equal keys, equal bytes. An entry of the cache (`page/<key>`) where it is one. */
  key: string;
  /** Its bytes: read from the cache or made (rendered, copied); called only when it must be written. */
  bytes: () => Promise<Buffer> | Buffer;
  /** Its compressed copies, when what made its bytes made them too (a page-rendering thread). */
  copies?: () => Map<string, Buffer> | undefined;
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
  /** Where its new bytes wait to be moved into place; absent when the file in the folder is already these. */
  staged?: string;
}

/** Whether a file of the folder is still as the record says it was written. */
type Intact = (file: string, known: OutputFileRecord | undefined) => known is OutputFileRecord;

/** Whether `file` in `outDir` is still as the record says: stated, or, `asWritten`, taken as written. */
function intactIn(outDir: string, asWritten: boolean): Intact {
  if (asWritten) return (_file, known): known is OutputFileRecord => known !== undefined;
  // Joined by hand: path.join costs a third of a stat, and a build stats every file of the site.
  const folder = path.resolve(outDir) + path.sep;
  return (file: string, known: OutputFileRecord | undefined): known is OutputFileRecord => {
    if (!known) return false;
    const stats = statSync(folder + file, { throwIfNoEntry: false });
    return stats?.isFile() === true && stats.size === known.size && stats.mtimeMs === known.mtimeMs;
  };
}

/**
 * The site in `outDir` when it is what a build made from the inputs whose hash is `siteKey`,
 * every file still as written and nothing else there; undefined otherwise.
 */
export function unchangedSite(outDir: string, cache: BuildCache, siteKey: string, privateOutDir = false): Omit<WrittenSite, 'written' | 'removed'> | undefined {
  const record = cache.outputs(outDir);
  if (record?.siteKey !== siteKey) return undefined;
  const asWritten = privateOutDir && cache.outputsWrittenHere(outDir);
  const intact = intactIn(outDir, asWritten);
  const files = Object.keys(record.files);
  if (!files.every((file) => intact(file, record.files[file])) || (!asWritten && filesUnder(outDir).length !== files.length)) return undefined;
  const primary = files.filter((file) => !record.files[file]!.key.startsWith('compressed/'));
  return { files: primary, compressed: primary.filter((file) => (record.files[file]!.copies?.length ?? 0) > 0).length };
}

export async function writeSite(
  outDir: string,
  outputs: ReadonlyMap<string, Output>,
  cache: BuildCache,
  siteKey: string,
  privateOutDir = false,
): Promise<WrittenSite> {
  const before = cache.outputs(outDir);
  const planned = new Map<string, Planned>();
  const asWritten = before !== undefined && privateOutDir && cache.outputsWrittenHere(outDir);
  const intact = intactIn(outDir, asWritten);
  // New bytes wait in a folder inside outDir (the same disk, so they move into place by renaming);
  // hidden, and removed if anything fails, so the folder stays as it was.
  mkdirSync(outDir, { recursive: true });
  const staging = mkdtempSync(path.join(outDir, '.staging-'));
  let staged = 0;
  const plan = (file: string, key: string, bytes: Buffer): Planned => {
    const hash = bytesHash(bytes);
    const known = before?.files[file];
    // Made again (a missing entry, say) but the same bytes as the folder has: nothing to write.
    if (intact(file, known) && known.hash === hash) return { record: { ...known, key } };
    const temporary = path.join(staging, String(staged++));
    writeFileSync(temporary, bytes);
    return { record: { key, hash, size: bytes.length, mtimeMs: 0 }, staged: temporary };
  };

  try {
    // Everything is made first, a few files at a time: one renders while others compress on libuv's threads.
    await eachAtMost(8, [...outputs], async ([file, output]) => {
      const known = before?.files[file];
      const kept = intact(file, known) && known.key === output.key;
      const bytes = kept ? undefined : await output.bytes();
      const main = bytes ? plan(file, output.key, bytes) : { record: known! };
      planned.set(file, main);
      if (!isCompressible(file)) return;
      const { hash } = main.record;
      // The copies are a function of the file's bytes: unchanged bytes, unchanged copies.
      const knownCopies = known?.hash === hash ? known.copies : undefined;
      const copies: Map<string, Buffer | undefined> = knownCopies?.every((extension) => intact(file + extension, before?.files[file + extension]))
        ? new Map(knownCopies.map((extension) => [extension, undefined]))
        : await compressedCopiesOf(cache, file, hash, async () => output.copies?.() ?? compressedCopies(file, bytes ?? (await output.bytes())));
      main.record = { ...main.record, copies: [...copies.keys()] };
      for (const [extension, copy] of copies) {
        const copyFile = file + extension;
        planned.set(copyFile, copy ? plan(copyFile, `compressed/${compressedKey(file, hash)}`, copy) : { record: before!.files[copyFile]! });
      }
    });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  // Then moved into place: a foreign folder emptied first; the rest of what is there removed.
  cache.forgetOutputs(outDir); // until the new record is saved, the folder is not what any record says
  if (!before) emptyFolder(outDir, staging);
  let written = 0;
  for (const [file, planning] of planned) {
    if (!planning.staged) continue;
    const full = path.join(outDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    renameSync(planning.staged, full);
    const stats = statSync(full);
    planning.record.size = stats.size;
    planning.record.mtimeMs = stats.mtimeMs;
    written++;
  }
  rmSync(staging, { recursive: true, force: true });
  const removed = asWritten
    ? removeListed(
        outDir,
        Object.keys(before.files).filter((file) => !planned.has(file)),
      )
    : removeOthers(outDir, new Set(planned.keys()));

  const files: Record<string, OutputFileRecord> = {};
  for (const [file, { record }] of planned) files[file] = record;
  cache.setOutputs({ outDir: path.resolve(outDir), siteKey, files, entries: cache.usedEntries() });
  const primary = [...outputs.keys()];
  return { files: primary, compressed: primary.filter((file) => (files[file]?.copies?.length ?? 0) > 0).length, written, removed };
}

/** Removes everything in `dir` but `keep`. */
function emptyFolder(dir: string, keep: string): void {
  for (const name of readdirSync(dir)) if (path.join(dir, name) !== keep) rmSync(path.join(dir, name), { recursive: true, force: true });
}

/** Runs `work` on every item, at most `limit` at once. */
async function eachAtMost<T>(limit: number, items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The compressed copies of `file`, whose bytes' hash is `hash`: from the cache, or made now (and kept). */
async function compressedCopiesOf(cache: BuildCache, file: string, hash: string, make: () => Promise<Map<string, Buffer>>): Promise<Map<string, Buffer>> {
  const key = compressedKey(file, hash);
  const cached = cache.entryBytes('compressed', key);
  if (cached) return cached;
  const copies = await make();
  cache.putEntry('compressed', key, copies);
  return copies;
}

/** The copies depend on the bytes and on how hard they are compressed, which the file's kind decides. */
const compressedKey = (file: string, hash: string) => hashOf('compressed', compressionSettings(file), hash);

/** Removes `files` (paths relative to `dir`) and the folders they leave empty; returns how many files. */
function removeListed(dir: string, files: string[]): number {
  for (const file of files) {
    rmSync(path.join(dir, file), { force: true });
    for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder)) {
      try {
        rmdirSync(path.join(dir, folder));
      } catch {
        break; // not empty (or gone already)
      }
    }
  }
  return files.length;
}

/** Removes every file and folder under `dir` that is not in `keep` (paths relative to `dir`); returns how many files. */
function removeOthers(dir: string, keep: Set<string>): number {
  let removed = 0;
  const walk = (folder: string, relative: string): boolean => {
    let empty = true;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const full = folder + path.sep + entry.name;
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
