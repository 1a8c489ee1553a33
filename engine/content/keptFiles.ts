/**
 * What is made of each file of a content folder (the validator's reading of it, the editor's
 * server's facts), kept until the file changes on disk, so that an answer about a thousand pages
 * costs a `stat` per page, not a read and a parse. A change is noticed by the file's size,
 * modification time and inode; a file modified in the last moments before it was read is read
 * again until it is older, as a change within the file system's clock tick leaves the size and
 * time alike.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface KeptFiles<T> {
  /** What was made of the file `name` (relative to the content folder), read again only when it changed; undefined when it is not there. */
  get(name: string): T | undefined;
  /** What was made of the file when it was last read, without looking at the disk. */
  known(name: string): T | undefined;
  /** Forgets every file not among `names` (deleted or moved). */
  keepOnly(names: ReadonlySet<string>): void;
}

interface Kept<T> {
  size: number;
  mtimeMs: number;
  ino: number;
  /** When it was last read (before the read). */
  readAt: number;
  made: T;
}

/** How long after its modification a file's size and time are trusted to tell a later change. */
const settledAfterMs = 2000;

/** `make` makes what is kept of a file from its text (and its name, and what was made of it before, to keep it when the text is the same). */
export function keptFiles<T>(contentRoot: string, make: (text: string, name: string, previous: T | undefined) => T): KeptFiles<T> {
  const kept = new Map<string, Kept<T>>();
  return {
    get(name) {
      const absolute = path.join(contentRoot, name);
      let stats: ReturnType<typeof statSync>;
      try {
        stats = statSync(absolute);
      } catch {
        kept.delete(name);
        return undefined;
      }
      const known = kept.get(name);
      if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs && known.ino === stats.ino && known.readAt - stats.mtimeMs > settledAfterMs)
        return known.made;
      const readAt = Date.now();
      let text: string;
      try {
        text = readFileSync(absolute, 'utf8');
      } catch {
        // Deleted between the stat and the read.
        kept.delete(name);
        return undefined;
      }
      const made = make(text, name, known?.made);
      kept.set(name, { size: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino, readAt, made });
      return made;
    },
    known: (name) => kept.get(name)?.made,
    keepOnly(names) {
      for (const name of kept.keys()) if (!names.has(name)) kept.delete(name);
    },
  };
}
