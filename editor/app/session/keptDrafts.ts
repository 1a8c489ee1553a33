/**
 * Unsaved work kept in the browser (localStorage), per file, so a reload, a crashed tab or a
 * switch to another page loses nothing. Written while a file has unsaved changes; removed only by
 * Save, Discard or Reload from disk, so that a page opened twice (or undone back to what is on
 * disk) never drops a kept draft by itself.
 */
export interface KeptDraft {
  value: unknown;
  /** The version of the file on disk the draft was made from. */
  version: string;
  /** When it was kept (Date.now()). */
  at: number;
}

const keyOf = (file: string) => `page-editor-draft:${file}`;

export const keptDrafts = {
  read(file: string): KeptDraft | undefined {
    try {
      const text = localStorage.getItem(keyOf(file));
      return text ? (JSON.parse(text) as KeptDraft) : undefined;
    } catch {
      return undefined;
    }
  },
  write(file: string, value: unknown, version: string) {
    try {
      localStorage.setItem(keyOf(file), JSON.stringify({ value, version, at: Date.now() } satisfies KeptDraft));
    } catch {
      // A full storage only loses the crash copy; the edit itself is still in memory.
    }
  },
  clear(file: string) {
    localStorage.removeItem(keyOf(file));
  },
};
