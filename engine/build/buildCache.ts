/**
 * The build cache: what earlier builds made, kept outside dist/ so that a build redoes only what
 * changed (engine/build/buildSite.ts says what each output is made from). This module is the
 * only door to it.
 *
 *   blobs/ab/<hash>                a file's bytes, named by their hash (`bytesHash`)
 *   entries/<kind>/<key>.json      what a step made from inputs whose hash is <key>: its files, by
 *                                  hash, or a small value of its own (what the validator keeps of a file)
 *   folders/<kind>/<key>/          an entry's files laid out as a folder (the renderer, to import it)
 *   outputs/<hash of outDir>.json  what the last build wrote into an output folder: the hashes of
 *                                  its parts, each file in the part of its folder (a page's HTML
 *                                  and its copies together)
 *   outputs/parts/<hash>.json      one part: those files, each with what it was made from; named
 *                                  by its hash, so a build rewrites only the parts that changed
 *   file-hashes/<hash of dir>.json the content hash of the files of one folder the build read, by
 *                                  size and times: a build reads the records of the folders it
 *                                  reads and writes those of the folders where a file changed
 *
 * Blobs and entries never change once written, and are written under a temporary name then
 * renamed, so builds running at the same time (test workers, two publishes) can share one cache.
 * Nothing read from it is trusted: a blob whose bytes do not match its name, or an entry of
 * another format, for another key or failing its own check, is a miss, and the step runs again.
 * `prune` removes what no recent build used, never anything younger than an hour (a build
 * running at the same moment may be using it; a build touches each entry it reads).
 *
 * A process that builds again and again (the build process kept for publishing) keeps the
 * records it read or wrote, and reads one again only when its file changed on disk.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, type Stats, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keepRecent } from './keepRecent.ts';

/** Where builds keep the cache unless told otherwise: in this repository's node_modules, beside the code it caches. */
export const defaultBuildCacheDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/site-build');

/** Bump when what is stored changes meaning: entries of another format are ignored. */
const cacheFormat = 2;
/**
 * SHA-512/256: on processors without SHA instructions (this project's 2-core machine) it hashes
 * three times as fast as SHA-256, and a build hashes every page it might write and every record
 * it reads. The same 64 hex digits.
 */
const hashAlgorithm = 'sha512-256';
/** Nothing younger than this is pruned: no build takes longer. */
const pruneGraceMs = 60 * 60 * 1000;
/** A folder's outputs record is forgotten after this long without a build into it. */
const forgetOutputsAfterMs = 14 * 24 * 60 * 60 * 1000;

export type EntryKind = 'page' | 'compressed' | 'client' | 'renderer' | 'validation' | 'content-file' | 'validator';

/** An entry: a step's files, by name, as the hashes of their bytes. */
export type EntryFiles = Record<string, string>;

/** One file of an output folder as the last build wrote it. */
export interface OutputFileRecord {
  /** The key of what it was made from (equal keys, equal bytes). */
  key: string;
  /** The hash of its bytes. */
  hash: string;
  /** Size and modification time when written: a file changed since is written again. */
  size: number;
  mtimeMs: number;
  /** Which compressed copies of it exist next to it ('.br', '.gz'). */
  copies?: string[];
}

export interface OutputsRecord {
  outDir: string;
  /** What the whole site was made from (the code, the content, the year). */
  siteKey: string;
  files: Record<string, OutputFileRecord>;
  /** The entries the build used, `<kind>/<key>`: what pruning keeps, with those the files were made from. */
  entries: string[];
}

/**
 * How many parts an outputs record is kept in: a one-field build rewrites one or two, of about
 * fifty files each at a thousand pages, not the record of every file.
 */
const outputParts = 64;

/** The part of a file of the site: by its folder (FNV-1a), so that a page's HTML and its copies share one. */
function partOf(file: string): number {
  const folder = file.slice(0, Math.max(0, file.lastIndexOf('/')));
  let hash = 0x811c9dc5;
  for (let i = 0; i < folder.length; i++) hash = Math.imul(hash ^ folder.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % outputParts;
}

type OutputFiles = Record<string, OutputFileRecord>;

const sameOutputFile = (a: OutputFileRecord | undefined, b: OutputFileRecord) =>
  a !== undefined &&
  a.key === b.key &&
  a.hash === b.hash &&
  a.size === b.size &&
  a.mtimeMs === b.mtimeMs &&
  (a.copies ?? []).join() === (b.copies ?? []).join();

function sameOutputFiles(a: OutputFiles, b: OutputFiles): boolean {
  const names = Object.keys(b);
  return Object.keys(a).length === names.length && names.every((name) => sameOutputFile(a[name], b[name]!));
}

/** The parts of each output folder's record this process read or wrote, by the record's file: a part is written again only when it changed. */
const keptOutputParts = new Map<string, { hash: string; files: OutputFiles }[]>();
/** The folders built last: a test process builds into many. */
const keptOutputFolders = 8;

/** The hash of the parts, each length-prefixed so that ("ab","c") and ("a","bc") differ. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash(hashAlgorithm);
  for (const part of parts) {
    hash.update(`${typeof part === 'string' ? Buffer.byteLength(part) : part.length}:`);
    hash.update(part);
  }
  return hash.digest('hex');
}

/** The hash of a file's bytes, as blobs are named. */
export const bytesHash = (bytes: Uint8Array) => createHash(hashAlgorithm).update(bytes).digest('hex');

const isHash = (text: unknown): text is string => typeof text === 'string' && /^[0-9a-f]{64}$/.test(text);

/** Written under a temporary name in the same folder, then renamed: readers see all of it or nothing. */
function writeAtomically(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * A record with a check of its own, so a truncated or edited one reads as absent: the first line
 * is the hash of the rest, the JSON of the record with the cache's format.
 */
function sealed(value: object): string {
  const json = JSON.stringify({ format: cacheFormat, ...value });
  return `${hashOf(json)}\n${json}`;
}
function unsealed(file: string, seal?: string): Record<string, unknown> | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    const newline = text.indexOf('\n');
    const json = text.slice(newline + 1);
    if (newline !== 64 || text.slice(0, newline) !== hashOf(json) || (seal !== undefined && text.slice(0, newline) !== seal)) return undefined;
    const value = JSON.parse(json) as Record<string, unknown>;
    return value.format === cacheFormat ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The files of one folder, by name. */
type FileHashes = Record<string, [size: number, mtimeMs: number, ctimeMs: number, ino: number, hash: string]>;

/** The records this process read or wrote, by file, with the size, time and inode the file had then. */
const keptRecords = new Map<string, { stamp: string; value: Record<string, unknown> }>();
const stampOf = (stats: Stats) => `${stats.size}:${stats.mtimeMs}:${stats.ino}`;

/** A sealed record (`unsealed`; with `seal`, sealed by exactly that hash), taken from what this process kept while the file is unchanged. */
function readRecord(file: string, seal?: string): Record<string, unknown> | undefined {
  let stamp: string;
  try {
    stamp = stampOf(statSync(file));
  } catch {
    return undefined;
  }
  const kept = keptRecords.get(file);
  if (kept?.stamp === stamp) return kept.value;
  const value = unsealed(file, seal);
  if (value) keptRecords.set(file, { stamp, value });
  else keptRecords.delete(file);
  return value;
}

/** The stamps of the records this process wrote, by file: one still so on disk was not written since by another. */
const writtenHere = new Map<string, string>();

/** Writes a sealed record, and keeps it. */
function writeRecord(file: string, value: Record<string, unknown>): void {
  writeAtomically(file, sealed(value));
  try {
    const stamp = stampOf(statSync(file));
    keptRecords.set(file, { stamp, value });
    writtenHere.set(file, stamp);
  } catch {
    keptRecords.delete(file);
    writtenHere.delete(file);
  }
}

export class BuildCache {
  readonly dir: string;
  private readonly used = new Set<string>();
  private readonly outputsRead = new Map<string, OutputsRecord | undefined>();
  /** The file hashes of each folder read so far, by folder; the folders where one was learnt. */
  private readonly fileHashes = new Map<string, FileHashes>();
  private readonly fileHashesChanged = new Set<string>();

  constructor(dir: string) {
    this.dir = path.resolve(dir);
    mkdirSync(this.dir, { recursive: true });
  }

  private blobFile = (hash: string) => path.join(this.dir, 'blobs', hash.slice(0, 2), hash);
  private entryFile = (kind: EntryKind, key: string) => path.join(this.dir, 'entries', kind, `${key}.json`);
  private outputsFile = (outDir: string) => path.join(this.dir, 'outputs', `${hashOf(path.resolve(outDir)).slice(0, 32)}.json`);
  private outputsPartFile = (hash: string) => path.join(this.dir, 'outputs', 'parts', `${hash}.json`);
  private fileHashesFile = (folder: string) => path.join(this.dir, 'file-hashes', `${hashOf(folder).slice(0, 32)}.json`);

  /** Stores bytes; returns their hash. */
  putBlob(bytes: Uint8Array): string {
    const hash = bytesHash(bytes);
    // Absent, or damaged since: written afresh.
    if (!this.getBlob(hash)) writeAtomically(this.blobFile(hash), bytes);
    return hash;
  }

  /** The bytes stored under `hash`, if they are there and still match it. */
  getBlob(hash: string): Buffer | undefined {
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.blobFile(hash));
    } catch {
      return undefined;
    }
    return bytesHash(bytes) === hash ? bytes : undefined;
  }

  /** The files of an entry, by hash, without reading them; undefined when there is no sound entry. */
  entry(kind: EntryKind, key: string): EntryFiles | undefined {
    const file = this.entryFile(kind, key);
    const value = unsealed(file);
    if (!value || value.kind !== kind || value.key !== key) return undefined;
    const files = value.files as EntryFiles;
    if (!files || typeof files !== 'object' || !Object.values(files).every(isHash)) return undefined;
    this.use(kind, key, file);
    return files;
  }

  /** The files of an entry with their bytes, every one verified; undefined when any is missing. */
  entryBytes(kind: EntryKind, key: string): Map<string, Buffer> | undefined {
    const files = this.entry(kind, key);
    if (!files) return undefined;
    const bytes = new Map<string, Buffer>();
    for (const [name, hash] of Object.entries(files)) {
      const data = this.getBlob(hash);
      if (!data) return undefined;
      bytes.set(name, data);
    }
    return bytes;
  }

  /**
   * A value kept in the entry itself, for what is small and read by the thousand (a content file's
   * validation: one file read, not two); undefined when there is no sound entry with a value.
   */
  value(kind: EntryKind, key: string): unknown {
    const file = this.entryFile(kind, key);
    const record = unsealed(file);
    if (!record || record.kind !== kind || record.key !== key || !Object.hasOwn(record, 'value')) return undefined;
    this.use(kind, key, file);
    return record.value;
  }

  putValue(kind: EntryKind, key: string, value: unknown): void {
    const file = this.entryFile(kind, key);
    writeAtomically(file, sealed({ kind, key, value }));
    this.use(kind, key, file);
  }

  /** Stores what a step made from inputs whose hash is `key`. */
  putEntry(kind: EntryKind, key: string, files: ReadonlyMap<string, Uint8Array>): EntryFiles {
    const hashes: EntryFiles = {};
    for (const [name, data] of files) hashes[name] = this.putBlob(data);
    const file = this.entryFile(kind, key);
    writeAtomically(file, sealed({ kind, key, files: hashes }));
    this.use(kind, key, file);
    return hashes;
  }

  /**
   * An entry's files laid out as a folder (to import a bundle from), made once and checked at
   * every use; undefined when the entry is missing or a blob is.
   */
  folder(kind: EntryKind, key: string): string | undefined {
    const files = this.entry(kind, key);
    if (!files) return undefined;
    const folder = path.join(this.dir, 'folders', kind, key);
    const intact = () =>
      Object.entries(files).every(([name, hash]) => {
        try {
          return bytesHash(readFileSync(path.join(folder, name))) === hash;
        } catch {
          return false;
        }
      });
    if (existsSync(folder) && intact()) {
      touch(folder);
      return folder;
    }
    const temporary = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      for (const [name, hash] of Object.entries(files)) {
        const data = this.getBlob(hash);
        if (!data) return undefined;
        mkdirSync(path.dirname(path.join(temporary, name)), { recursive: true });
        writeFileSync(path.join(temporary, name), data);
      }
      rmSync(folder, { recursive: true, force: true });
      try {
        renameSync(temporary, folder);
      } catch (error) {
        // Another build laid it out at the same moment: theirs is as good.
        if (!existsSync(folder)) throw error;
      }
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
    return intact() ? folder : undefined;
  }

  private use(kind: EntryKind, key: string, file: string): void {
    const name = `${kind}/${key}`;
    if (this.used.has(name)) return;
    this.used.add(name);
    touch(file);
  }

  /** The entries this build read or wrote, `<kind>/<key>`. */
  usedEntries(): string[] {
    return [...this.used];
  }

  /** A folder for a step's own temporary work, in the cache (same disk), removed by `dispose`. */
  workFolder(name: string): { dir: string; dispose: () => void } {
    const dir = path.join(this.dir, 'work', `${name}-${process.pid}-${randomBytes(4).toString('hex')}`);
    mkdirSync(dir, { recursive: true });
    return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
  }

  /** What the last build wrote into `outDir`; undefined when unknown (the folder is then foreign). Read once per build. */
  outputs(outDir: string): OutputsRecord | undefined {
    const file = this.outputsFile(outDir);
    if (!this.outputsRead.has(file)) this.outputsRead.set(file, this.readOutputs(file, path.resolve(outDir)));
    return this.outputsRead.get(file);
  }

  /** The record and its parts; undefined when the head or any part is missing or unsound. */
  private readOutputs(file: string, outDir: string): OutputsRecord | undefined {
    const head = readRecord(file);
    if (!head || head.outDir !== outDir || typeof head.siteKey !== 'string' || !Array.isArray(head.entries)) return undefined;
    const hashes = head.parts;
    if (!Array.isArray(hashes) || hashes.length !== outputParts) return undefined;
    const parts: { hash: string; files: OutputFiles }[] = [];
    for (const hash of hashes) {
      if (hash === '') {
        parts.push({ hash, files: {} });
        continue;
      }
      const part = isHash(hash) ? readRecord(this.outputsPartFile(hash), hash) : undefined;
      if (!part?.files || typeof part.files !== 'object') return undefined;
      parts.push({ hash, files: part.files as OutputFiles });
    }
    keepRecent(keptOutputParts, file, parts, keptOutputFolders);
    const files: OutputFiles = Object.assign({}, ...parts.map((part) => part.files));
    return { outDir, siteKey: head.siteKey, files, entries: head.entries as string[] };
  }

  setOutputs(record: OutputsRecord): void {
    const file = this.outputsFile(record.outDir);
    const grouped: OutputFiles[] = Array.from({ length: outputParts }, () => ({}));
    for (const [name, written] of Object.entries(record.files)) grouped[partOf(name)]![name] = written;
    const known = keptOutputParts.get(file);
    const parts = grouped.map((files, i) => {
      if (Object.keys(files).length === 0) return { hash: '', files };
      const same = known?.[i];
      if (same?.hash && sameOutputFiles(same.files, files) && existsSync(this.outputsPartFile(same.hash))) return same;
      const text = sealed({ files });
      const hash = text.slice(0, 64);
      writeAtomically(this.outputsPartFile(hash), text);
      return { hash, files };
    });
    keepRecent(keptOutputParts, file, parts, keptOutputFolders);
    const { files: _, ...head } = record;
    writeRecord(file, { ...head, outDir: path.resolve(record.outDir), parts: parts.map((part) => part.hash) });
    this.outputsRead.set(file, record);
  }

  /** Whether `outDir`'s record on disk is the one this process wrote last: no other build has written into the folder since. */
  outputsWrittenHere(outDir: string): boolean {
    const file = this.outputsFile(outDir);
    const stamp = writtenHere.get(file);
    const stats = stamp ? statSync(file, { throwIfNoEntry: false }) : undefined;
    return stats !== undefined && stampOf(stats) === stamp;
  }

  forgetOutputs(outDir: string): void {
    rmSync(this.outputsFile(outDir), { force: true });
    this.outputsRead.set(this.outputsFile(outDir), undefined);
  }

  /**
   * The hash of a file's bytes (`bytesHash`), read again only when its size, times or inode changed since
   * the last build saw it (a photo is not read at all by a build that does not change it).
   */
  fileHash(file: string, stats: Stats = statSync(file)): string {
    const absolute = path.resolve(file);
    const folder = path.dirname(absolute);
    const name = path.basename(absolute);
    const fileHashes = this.knownFileHashes(folder);
    const known = fileHashes[name];
    if (known && known[0] === stats.size && known[1] === stats.mtimeMs && known[2] === stats.ctimeMs && known[3] === stats.ino) return known[4];
    const hash = bytesHash(readFileSync(absolute));
    this.learntFileHashes(folder)[name] = [stats.size, stats.mtimeMs, stats.ctimeMs, stats.ino, hash];
    return hash;
  }

  /** The file hashes known for a folder: the record as read (and kept by this process), not to be changed. */
  private knownFileHashes(folder: string): FileHashes {
    let known = this.fileHashes.get(folder);
    if (!known) {
      const record = readRecord(this.fileHashesFile(folder));
      const sound = record?.folder === folder && record.files && typeof record.files === 'object';
      known = sound ? (record.files as FileHashes) : {};
      this.fileHashes.set(folder, known);
    }
    return known;
  }

  /** The file hashes of a folder, to learn one: a copy of the record's, so what this build learns is kept only once saved. */
  private learntFileHashes(folder: string): FileHashes {
    if (this.fileHashesChanged.has(folder)) return this.fileHashes.get(folder)!;
    const copy = { ...this.knownFileHashes(folder) };
    this.fileHashes.set(folder, copy);
    this.fileHashesChanged.add(folder);
    return copy;
  }

  /** Saves what this build learnt: the file hashes of the folders where it learnt one (another build may have saved its own meanwhile; either is right). */
  save(): void {
    for (const folder of this.fileHashesChanged) writeRecord(this.fileHashesFile(folder), { folder, files: this.fileHashes.get(folder) });
    this.fileHashesChanged.clear();
  }

  /**
   * Removes what no recent build used: entries no outputs record names, the blobs and folders
   * only they had, the records of output folders that are gone or were not built for two weeks.
   * Anything younger than `graceMs` stays (a build running now may have just made or read it).
   * Runs at most once an hour unless `force`d.
   */
  prune({ graceMs = pruneGraceMs, force = false }: { graceMs?: number; force?: boolean } = {}): { removed: number } {
    const now = Date.now();
    const marker = path.join(this.dir, 'pruned');
    if (!force && existsSync(marker) && now - statSync(marker).mtimeMs < pruneGraceMs) return { removed: 0 };
    writeAtomically(marker, new Date(now).toISOString());
    this.outputsRead.clear(); // records may go
    const old = (file: string) => {
      try {
        return now - statSync(file).mtimeMs > graceMs;
      } catch {
        return false;
      }
    };
    let removed = 0;
    const remove = (file: string) => {
      rmSync(file, { recursive: true, force: true });
      removed++;
    };

    const liveEntries = new Set<string>();
    const liveBlobs = new Set<string>();
    const outputsDir = path.join(this.dir, 'outputs');
    const liveParts = new Set<string>();
    for (const name of listFolder(outputsDir).filter((name) => name.endsWith('.json'))) {
      const file = path.join(outputsDir, name);
      const outDir = unsealed(file)?.outDir;
      const record = typeof outDir === 'string' ? this.readOutputs(file, outDir) : undefined;
      if (!record || !existsSync(record.outDir) || now - statSync(file).mtimeMs > forgetOutputsAfterMs) {
        if (old(file)) remove(file);
        continue;
      }
      for (const part of keptOutputParts.get(file) ?? []) liveParts.add(`${part.hash}.json`);
      for (const entry of record.entries) liveEntries.add(entry);
      for (const written of Object.values(record.files)) {
        liveBlobs.add(written.hash);
        if (/^(page|compressed)\//.test(written.key)) liveEntries.add(written.key);
      }
    }
    for (const name of listFolder(path.join(outputsDir, 'parts'))) {
      const file = path.join(outputsDir, 'parts', name);
      if (!liveParts.has(name) && old(file)) remove(file);
    }
    for (const kind of listFolder(path.join(this.dir, 'entries'))) {
      const kindDir = path.join(this.dir, 'entries', kind);
      for (const name of listFolder(kindDir)) {
        const file = path.join(kindDir, name);
        const key = name.replace(/\.json$/, '');
        if (liveEntries.has(`${kind}/${key}`) || !old(file)) {
          const files = unsealed(file)?.files as EntryFiles | undefined;
          for (const hash of Object.values(files ?? {})) liveBlobs.add(hash);
          continue;
        }
        remove(file);
        if (existsSync(path.join(this.dir, 'folders', kind, key))) remove(path.join(this.dir, 'folders', kind, key));
      }
    }
    for (const kind of listFolder(path.join(this.dir, 'folders'))) {
      for (const key of listFolder(path.join(this.dir, 'folders', kind))) {
        const folder = path.join(this.dir, 'folders', kind, key);
        if (!existsSync(this.entryFile(kind as EntryKind, key)) && old(folder)) remove(folder);
      }
    }
    for (const prefix of listFolder(path.join(this.dir, 'blobs'))) {
      for (const hash of listFolder(path.join(this.dir, 'blobs', prefix))) {
        const file = path.join(this.dir, 'blobs', prefix, hash);
        if (!liveBlobs.has(hash) && old(file)) remove(file);
      }
    }
    // The hashes of files that are gone (content folders of tests, of earlier copies).
    const fileHashesDir = path.join(this.dir, 'file-hashes');
    for (const name of listFolder(fileHashesDir)) {
      const record = readRecord(path.join(fileHashesDir, name));
      const folder = typeof record?.folder === 'string' ? record.folder : undefined;
      if (!folder || !existsSync(folder)) {
        if (old(path.join(fileHashesDir, name))) remove(path.join(fileHashesDir, name));
        continue;
      }
      for (const file of Object.keys(this.knownFileHashes(folder))) if (!existsSync(path.join(folder, file))) delete this.learntFileHashes(folder)[file];
    }
    this.save();
    // Work folders and temporary files left by a build that was killed.
    for (const name of listFolder(path.join(this.dir, 'work'))) if (old(path.join(this.dir, 'work', name))) remove(path.join(this.dir, 'work', name));
    return { removed };
  }
}

function listFolder(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Marks a file as just used, for pruning; a file gone meanwhile is no matter. */
function touch(file: string): void {
  const now = new Date();
  try {
    utimesSync(file, now, now);
  } catch {
    // pruned or never there: the caller reads it next and treats it as a miss
  }
}
