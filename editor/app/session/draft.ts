/**
 * The open file's draft: what is on disk (`base`), the value being edited, and the undo and redo
 * stacks. Every change is a new value (nothing is mutated), so undo is just the previous value.
 * Typing in one field makes one undo step per pause, not one per key.
 */
import type { JsonPath, OpenedFile } from '../../shared/api';
import { setAt } from '../ui/jsonPath';

export interface Draft {
  /** The file as on disk when it was opened or last saved. */
  base: OpenedFile;
  value: unknown;
  /** Earlier values, oldest first: Undo goes back to the last one. */
  past: unknown[];
  /** Undone values, next first: Redo brings back the first one. */
  future: unknown[];
  /** The field typed in last and when, to merge keystrokes into one undo step. */
  lastEdit?: { key: string; at: number };
}

export type DraftAction =
  /** A file opened (or opened again): its value as on disk, no history. */
  | { kind: 'open'; file: OpenedFile }
  /** One field's new value, from the form; `at` is when (performance.now()), to merge typing. */
  | { kind: 'edit'; path: JsonPath; value: unknown; at: number }
  /** A change of the whole value (a section moved, added, restored): always its own undo step. */
  | { kind: 'change'; change: (value: unknown) => unknown }
  | { kind: 'undo' }
  | { kind: 'redo' }
  /** The value was saved as `file`: it is the new base; the history stays, so Undo still works. */
  | { kind: 'saved'; file: OpenedFile };

/** Keystrokes in one field closer together than this are one undo step. */
export const typingPause = 1000;
/** Undo steps kept; the oldest go first. */
export const historyLimit = 200;

export function draftReducer(draft: Draft | undefined, action: DraftAction): Draft | undefined {
  if (action.kind === 'open') return { base: action.file, value: action.file.value, past: [], future: [] };
  if (!draft) return draft;
  switch (action.kind) {
    case 'edit': {
      const key = JSON.stringify(action.path);
      const merge = draft.lastEdit?.key === key && action.at - draft.lastEdit.at < typingPause;
      // setAt keeps every untouched object as it is: the form re-renders only the fields on the path.
      const value = setAt(draft.value, action.path, action.value);
      if (value === draft.value) return draft;
      return { ...draft, value, past: merge ? draft.past : remember(draft.past, draft.value), future: [], lastEdit: { key, at: action.at } };
    }
    case 'change': {
      const value = action.change(draft.value);
      if (value === draft.value) return draft;
      return { ...draft, value, past: remember(draft.past, draft.value), future: [], lastEdit: undefined };
    }
    case 'undo':
      if (draft.past.length === 0) return draft;
      return { ...draft, value: draft.past.at(-1), past: draft.past.slice(0, -1), future: [draft.value, ...draft.future], lastEdit: undefined };
    case 'redo':
      if (draft.future.length === 0) return draft;
      return { ...draft, value: draft.future[0], past: remember(draft.past, draft.value), future: draft.future.slice(1), lastEdit: undefined };
    case 'saved':
      return { ...draft, base: action.file };
  }
}

const remember = (past: unknown[], value: unknown) => [...past, value].slice(-historyLimit);
