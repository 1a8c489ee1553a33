/**
 * The open file's state: what is on disk (`base`), the value being edited, and the undo and redo
 * stacks. Every change is a new value (nothing is mutated), so undo is just the previous value.
 * Typing in one field makes one undo step per pause, not one per key.
 */
import type { JsonPath, OpenedFile } from '../shared/api';

export interface EditorState {
  base: OpenedFile;
  value: unknown;
  past: unknown[];
  future: unknown[];
  /** The field typed in last and when, to merge keystrokes into one undo step. */
  lastEdit?: { key: string; at: number };
}

export type Action =
  | { kind: 'open'; file: OpenedFile; draft?: unknown }
  | { kind: 'edit'; path: JsonPath; value: unknown; at: number }
  | { kind: 'replace'; value: unknown }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'saved'; file: OpenedFile };

const typingPause = 1000;
const historyLimit = 200;

export function reducer(state: EditorState | undefined, action: Action): EditorState | undefined {
  if (action.kind === 'open') return { base: action.file, value: action.draft ?? action.file.value, past: [], future: [] };
  if (!state) return state;
  switch (action.kind) {
    case 'edit': {
      const key = JSON.stringify(action.path);
      const merge = state.lastEdit?.key === key && action.at - state.lastEdit.at < typingPause;
      const value = setIn(state.value, action.path, action.value);
      return { ...state, value, past: merge ? state.past : [...state.past, state.value].slice(-historyLimit), future: [], lastEdit: { key, at: action.at } };
    }
    case 'replace':
      return { ...state, value: action.value, past: [...state.past, state.value].slice(-historyLimit), future: [], lastEdit: undefined };
    case 'undo':
      if (state.past.length === 0) return state;
      return { ...state, value: state.past.at(-1), past: state.past.slice(0, -1), future: [state.value, ...state.future], lastEdit: undefined };
    case 'redo':
      if (state.future.length === 0) return state;
      return { ...state, value: state.future[0], past: [...state.past, state.value], future: state.future.slice(1), lastEdit: undefined };
    case 'saved':
      return { ...state, base: action.file };
  }
}

/** A copy of `root` with `value` at `path` (`undefined` removes an object key). */
export function setIn(root: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setIn(root[head as number], rest, value);
    return copy;
  }
  const object = (root && typeof root === 'object' ? root : {}) as Record<string, unknown>;
  const next = setIn(object[head as string], rest, value);
  const copy = { ...object };
  if (next === undefined) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Unsaved work kept in the browser, per file, so a reload or a crashed tab loses nothing. */
export const drafts = {
  key: (file: string) => `page-editor-draft:${file}`,
  read(file: string): { value: unknown; version: string; at: number } | undefined {
    try {
      const text = localStorage.getItem(drafts.key(file));
      return text ? JSON.parse(text) : undefined;
    } catch {
      return undefined;
    }
  },
  write(file: string, value: unknown, version: string) {
    try {
      localStorage.setItem(drafts.key(file), JSON.stringify({ value, version, at: Date.now() }));
    } catch {
      // A full storage only loses the crash copy; the edit itself is still in memory.
    }
  },
  clear(file: string) {
    localStorage.removeItem(drafts.key(file));
  },
};
