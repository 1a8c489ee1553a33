/**
 * Unsaved work kept in the browser (localStorage), per file, so a reload, a crashed tab, an ended
 * session or a switch to another page loses nothing. Written while a file has unsaved changes;
 * removed only by Save, Discard or Reload from disk, so that a page opened twice (or undone back
 * to what is on disk) never drops a kept draft by itself. In the team editor each person has
 * their own (two people signing in on one browser never see each other's work).
 */
export interface KeptDraft {
  value: unknown;
  /** The version of the file on disk the draft was made from. */
  version: string;
  /** When it was kept (Date.now()). */
  at: number;
}

export interface KeptDrafts {
  read(file: string): KeptDraft | undefined;
  write(file: string, value: unknown, version: string): void;
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
    write(file, value, version) {
      try {
        localStorage.setItem(keyOf(file), JSON.stringify({ value, version, at: Date.now() } satisfies KeptDraft));
      } catch {
        // A full storage only loses the crash copy; the edit itself is still in memory.
      }
    },
    clear(file) {
      localStorage.removeItem(keyOf(file));
    },
  };
}
