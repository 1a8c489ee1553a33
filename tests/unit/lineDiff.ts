/**
 * What `git diff` shows between two texts, line by line: the lines only in the old text and
 * the lines only in the new one (a longest common subsequence of lines), with their line
 * numbers, and the line ranges of a JSON value, so tests can say which lines a save touched.
 */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';

export interface LineChange {
  /** 1-based line number in its own text. */
  line: number;
  text: string;
}

export function lineDiff(before: string, after: string): { removed: LineChange[]; added: LineChange[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const removed: LineChange[] = [];
  const added: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      removed.push({ line: i + 1, text: a[i]! });
      i++;
    } else {
      added.push({ line: j + 1, text: b[j]! });
      j++;
    }
  }
  return { removed, added };
}

/** The first and last line (1-based) of the JSON value at `path` in `text`. */
export function linesOf(text: string, path: (string | number)[]): { first: number; last: number } {
  const node = findNodeAtLocation(parseTree(text)!, path);
  if (!node) throw new Error(`no value at ${JSON.stringify(path)}`);
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  return { first: lineAt(node.offset), last: lineAt(node.offset + node.length) };
}
