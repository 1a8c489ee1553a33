/**
 * What a field made of entries does to them: a list (its entries by position) and named entries
 * (by name) move one up or down, remove one, and add one, the same way: the focus stays with the
 * entry that moved (or goes to the next one, or the new one) and a screen reader is told what
 * happened. React keys follow the entries as they move, so an entry's own state (folded, say)
 * moves with it.
 */
import { useCallback, useRef } from 'react';
import { isPlainObject } from '../../../schema/schemaReader';
import { type JsonPath, formatPath } from '../ui/jsonPath';
import { useLatest } from '../ui/useLatest';
import { useForm } from './context';

export type EntryAction = 'move-up' | 'move-down' | 'remove';

type Entries = [key: string | number, value: unknown][];

/** How a kind of field keeps its entries, and what an entry is called in what is said. */
interface EntryKind {
  entriesOf(value: unknown): Entries;
  valueOf(entries: Entries): unknown;
  /** "Card 2" (a list's, by position), "Set of hours “weekdays”" (a named entry's). */
  nameOf(noun: string, key: string | number, index: number): string;
}

export const listEntries: EntryKind = {
  entriesOf: (value) => (Array.isArray(value) ? value : []).map((item, index) => [index, item]),
  valueOf: (entries) => entries.map(([, item]) => item),
  nameOf: (noun, _key, index) => `${noun} ${index + 1}`,
};

export const namedEntries: EntryKind = {
  entriesOf: (value) => Object.entries(isPlainObject(value) ? value : {}),
  valueOf: (entries) => Object.fromEntries(entries),
  nameOf: (noun, key) => `${noun} “${key}”`,
};

/** React keys that follow the entries when they move; `added`: entries added here, which open unfolded. */
function useEntryKeys(length: number) {
  const ref = useRef({ keys: [] as number[], next: 0, added: new Set<number>() });
  const state = ref.current;
  while (state.keys.length < length) state.keys.push(state.next++);
  if (state.keys.length > length) state.keys.length = length;
  return state;
}

/** Sentences said one after the other, those there are. */
const sentences = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** `adviceFor`: what the field advises for a number of entries (a grid's count), said after a change of the count. */
export function useEntryActions(field: { kind: EntryKind; path: JsonPath; value: unknown; noun: string; adviceFor?: (count: number) => string | undefined }) {
  const { kind, value, noun } = field;
  const { emit, announce, focusLater } = useForm();
  const entryKeys = useEntryKeys(kind.entriesOf(value).length);
  const latest = useLatest(field);

  /** Writes the entries as the field's value; answers the path key of the entry now at each place. */
  const write = useCallback(
    (entries: Entries) => {
      const { kind, path } = latest.current;
      const next = kind.valueOf(entries);
      emit(path, next);
      const keys = kind.entriesOf(next).map(([key]) => key);
      return (at: number, button: string) => `[data-entry="${CSS.escape(formatPath([...path, keys[at] ?? '']))}"] [data-action="${button}"]:not(:disabled)`;
    },
    [emit, latest],
  );

  /** Moves the entry at `index` up or down, or removes it. */
  const act = useCallback(
    (action: EntryAction, index: number) => {
      const { kind, path, value, noun, adviceFor } = latest.current;
      const entries = kind.entriesOf(value);
      const name = kind.nameOf(noun, entries[index]![0], index);
      const keys = entryKeys.keys;
      if (action === 'remove') {
        keys.splice(index, 1);
        entries.splice(index, 1);
        const entry = write(entries);
        announce(sentences(`${name} removed.`, adviceFor?.(entries.length)));
        focusLater([entry(index, 'remove'), entry(index - 1, 'remove'), `[data-list="${CSS.escape(formatPath(path))}"] [data-action="add"]`]);
        return;
      }
      const to = action === 'move-up' ? index - 1 : index + 1;
      if (to < 0 || to >= entries.length) return;
      [entries[index], entries[to]] = [entries[to]!, entries[index]!];
      [keys[index], keys[to]] = [keys[to]!, keys[index]!];
      const entry = write(entries);
      announce(`${name} moved to position ${to + 1} of ${entries.length}.`);
      focusLater([entry(to, action), entry(to, action === 'move-up' ? 'move-down' : 'move-up')]);
    },
    [announce, focusLater, latest, entryKeys, write],
  );

  /** Adds an entry at the end; the focus goes to `focus` (selectors), and `hint` is said after what happened. */
  const add = (key: string | number, entry: unknown, focus: string | string[], hint?: string) => {
    const entries = kind.entriesOf(value);
    entryKeys.keys.push(entryKeys.next);
    entryKeys.added.add(entryKeys.next++);
    write([...entries, [key, entry]]);
    announce(sentences(`${kind.nameOf(noun, key, entries.length)} added.`, hint, field.adviceFor?.(entries.length + 1)));
    focusLater(focus);
  };

  return { keys: entryKeys.keys, added: entryKeys.added, act, add };
}
