/**
 * Unsaved work kept in the browser (localStorage), per file, so a reload, a crashed tab, an ended
 * session or a switch to another page loses nothing. Written while a file has unsaved changes;
 * removed only by Save, Discard or Reload from disk, so that a page opened twice (or undone back
 * to what is on disk) never drops a kept draft by itself. In the team editor each person has
 * their own (two people signing in on one browser never see each other's work).
 *
 * It is offered back only when it differs from what is saved (`keptWorkDiffers`): not when the
 * file says the same with its keys in another order, nor when every change it holds is in the
 * file already (saved from another tab, or published since), which restoring would only undo.
 */
export interface KeptDraft {
  value: unknown;
  /** The version of the file on disk the draft was made from. */
  version: string;
  /** When it was kept (Date.now()). */
  at: number;
  /** The file's content at `version`, which the changes were made to (absent in drafts kept before it was). */
  base?: unknown;
}

export interface KeptDrafts {
  read(file: string): KeptDraft | undefined;
  write(file: string, value: unknown, version: string, base: unknown): void;
  clear(file: string): void;
}

/** The kept drafts of one person of the team (by e-mail), or of the laptop editor's one person (none given). */
export function keptDraftsOf(person?: string): KeptDrafts {
  const keyOf = (file: string) => (person ? `page-editor-draft:${person.toLowerCase()}:${file}` : `page-editor-draft:${file}`);
  return {
    read(file) {
      try {
        const text = localStorage.getItem(keyOf(file));
        return text ? (JSON.parse(text) as KeptDraft) : undefined;
      } catch {
        return undefined;
      }
    },
    write(file, value, version, base) {
      try {
        localStorage.setItem(keyOf(file), JSON.stringify({ value, version, at: Date.now(), base } satisfies KeptDraft));
      } catch {
        // A full storage only loses the crash copy; the edit itself is still in memory.
      }
    },
    clear(file) {
      localStorage.removeItem(keyOf(file));
    },
  };
}

/** Whether kept work holds something `saved` (the file as it is now) does not. */
export function keptWorkDiffers(kept: KeptDraft, saved: unknown): boolean {
  if (sameContent(kept.value, saved)) return false;
  if (kept.base === undefined) return true;
  return changedPaths(kept.base, kept.value).some((path) => !sameContent(valueAt(kept.value, path), valueAt(saved, path)));
}

type Key = string | number;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same JSON, whatever the order of its objects' keys. */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameContent(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameContent(a[key], b[key]));
  }
  return false;
}

/** Where `after` differs from `before`: a key of an object, an item of a list of the same length, else the whole value. */
function changedPaths(before: unknown, after: unknown, path: Key[] = []): Key[][] {
  if (sameContent(before, after)) return [];
  if (isRecord(before) && isRecord(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) => changedPaths(before[key], after[key], [...path, key]));
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, index) => changedPaths(item, after[index], [...path, index]));
  return [path];
}

function valueAt(value: unknown, path: Key[]): unknown {
  let at = value;
  for (const key of path) at = isRecord(at) || Array.isArray(at) ? (at as Record<Key, unknown>)[key] : undefined;
  return at;
}
