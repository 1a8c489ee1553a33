/**
 * Turns a file's text into the text of a new value with the fewest, smallest text edits
 * (jsonc-parser's `modify`), so that a save is the change a person made and nothing else: an
 * unchanged value leaves the file byte for byte, an edited heading changes one line, a moved
 * section changes only the lines of that section, and indentation, key order, the `$schema` line
 * and the final newline stay as they were.
 */
import { applyEdits, type Edit, findNodeAtLocation, type FormattingOptions, getNodeValue, type Node as JsonNode, modify, parseTree } from 'jsonc-parser';
import { formattingOf } from './fileText.ts';
import type { JsonPath as Path } from '../../schema/problems.ts';
import { isPlainObject } from '../../schema/schemaReader.ts';
import { sameJson } from './browser-safe/sameJson.ts';

type Operation = { path: Path; value: unknown; insert?: boolean };

/** A rewrite that would not read back as the value asked for: nothing may be written. */
export class RewriteFailed extends Error {}

/**
 * The new text of a JSON file whose value becomes `next`. Throws RewriteFailed unless the result
 * is strict JSON whose value deep-equals `next`, so a caller never writes a file that does not
 * parse or does not hold what was asked.
 */
export function rewriteJson(text: string, next: unknown): string {
  const current = JSON.parse(text) as unknown;
  const operations: Operation[] = [];
  collect([], current, next, operations);
  const formattingOptions = formattingOf(text);
  const originals = elementTexts(text);
  let result = text;
  for (const operation of operations) result = applyEdits(result, editFor(result, operation, formattingOptions, originals));
  if (!readsBackAs(result, next)) throw new RewriteFailed('the edited text would not read back as the value it should hold');
  return result;
}

function readsBackAs(text: string, value: unknown): boolean {
  try {
    return sameJson(JSON.parse(text), value);
  } catch {
    return false;
  }
}

/**
 * jsonc-parser's `modify` reformats every line an edit touches, which would also rewrite a
 * neighbour written on one line ({ "type": "shared", "name": "pledge" }). So values are replaced,
 * and array elements removed and inserted, by exact edits here; `modify` adds and removes object
 * properties, where the object changes anyway.
 */
function editFor(text: string, { path, value, insert }: Operation, formattingOptions: FormattingOptions, originals: Map<string, ElementText>): Edit[] {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, path);
  const parent = tree && path.length > 0 ? findNodeAtLocation(tree, path.slice(0, -1)) : undefined;
  const indentUnit = formattingOptions.insertSpaces ? ' '.repeat(formattingOptions.tabSize ?? 2) : '\t';
  const eol = formattingOptions.eol ?? '\n';
  const render = (at: number) => {
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
    // A moved element keeps the text it had (one-line objects stay on one line).
    const original = insert ? originals.get(JSON.stringify(value)) : undefined;
    if (original)
      return original.text
        .split(/\r?\n/)
        .map((line, i) => (i === 0 ? line : indent + line.slice(original.indent.length)))
        .join(eol);
    return JSON.stringify(value, null, indentUnit).replace(/\n/g, eol + indent);
  };
  if (parent?.type === 'array' && parent.children && parent.children.length > 0) {
    const siblings = parent.children;
    const index = path.at(-1) as number;
    if (insert) {
      if (index < siblings.length) {
        const before = siblings[index]!;
        const lineStart = text.lastIndexOf('\n', before.offset - 1) + 1;
        const separator = text.slice(lineStart, before.offset).trim() === '' ? `,${eol}${text.slice(lineStart, before.offset)}` : ', ';
        return [{ offset: before.offset, length: 0, content: render(before.offset) + separator }];
      }
      const last = siblings.at(-1)!;
      const lineStart = text.lastIndexOf('\n', last.offset - 1) + 1;
      const onOwnLine = text.slice(lineStart, last.offset).trim() === '';
      const separator = onOwnLine ? `,${eol}${text.slice(lineStart, last.offset)}` : ', ';
      return [{ offset: last.offset + last.length, length: 0, content: separator + render(last.offset) }];
    }
    if (value === undefined && node) {
      const i = siblings.indexOf(node);
      if (i > 0) {
        const previous = siblings[i - 1]!;
        return [{ offset: previous.offset + previous.length, length: node.offset + node.length - previous.offset - previous.length, content: '' }];
      }
      if (siblings.length > 1) return [{ offset: node.offset, length: siblings[1]!.offset - node.offset, content: '' }];
    }
  }
  if (node && value !== undefined && !insert) return [{ offset: node.offset, length: node.length, content: render(node.offset) }];
  if (parent?.type === 'object' && parent.children && parent.children.length > 0) {
    const properties = parent.children;
    if (value === undefined && node?.parent) {
      const i = properties.indexOf(node.parent);
      if (i > 0) {
        const previous = properties[i - 1]!;
        return [{ offset: previous.offset + previous.length, length: node.offset + node.length - previous.offset - previous.length, content: '' }];
      }
      if (properties.length > 1) return [{ offset: node.parent.offset, length: properties[1]!.offset - node.parent.offset, content: '' }];
    }
    if (value !== undefined && !node) {
      // A new field goes after the last one, on a line of its own if that one has its own line.
      const last = properties.at(-1)!;
      const lineStart = text.lastIndexOf('\n', last.offset - 1) + 1;
      const onOwnLine = text.slice(lineStart, last.offset).trim() === '';
      const separator = onOwnLine ? `,${eol}${text.slice(lineStart, last.offset)}` : ', ';
      return [{ offset: last.offset + last.length, length: 0, content: `${separator}${JSON.stringify(path.at(-1))}: ${render(last.offset)}` }];
    }
  }
  return modify(text, path, value, { formattingOptions, isArrayInsertion: insert });
}

/** An array element as the file wrote it, and the indentation of the line it starts on. */
interface ElementText {
  text: string;
  indent: string;
}

/** The text of every array element that starts its own line, by its value. */
function elementTexts(text: string): Map<string, ElementText> {
  const texts = new Map<string, ElementText>();
  const visit = (node: JsonNode | undefined) => {
    for (const child of node?.children ?? []) {
      if (node!.type === 'array') {
        const lineStart = text.lastIndexOf('\n', child.offset - 1) + 1;
        const indent = text.slice(lineStart, child.offset);
        if (indent.trim() === '') texts.set(JSON.stringify(getNodeValue(child)), { text: text.slice(child.offset, child.offset + child.length), indent });
      }
      visit(child);
    }
  };
  visit(parseTree(text));
  return texts;
}

/** Operations in an order where each one's path is still right when it runs (later places first). */
function collect(path: Path, before: unknown, after: unknown, out: Operation[]): void {
  if (sameJson(before, after)) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(before)) if (!(key in after)) out.push({ path: [...path, key], value: undefined });
    for (const key of Object.keys(after)) {
      if (key in before) collect([...path, key], before[key], after[key], out);
      else out.push({ path: [...path, key], value: after[key] });
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    collectArray(path, before, after, out);
    return;
  }
  out.push({ path, value: after });
}

/**
 * Elements are matched between the old and the new list, preferring equal ones (left untouched)
 * over similar ones (same kind: edited in place); the rest are removed or inserted. Matches are
 * handled from the end, so the indexes of the elements before them still hold.
 */
function collectArray(path: Path, before: unknown[], after: unknown[], out: Operation[]): void {
  const matches = matchElements(before, after);
  let i = before.length;
  let j = after.length;
  for (const [ai, bj] of [...matches].reverse()) {
    gap(ai + 1, i, after.slice(bj + 1, j));
    if (!sameJson(before[ai], after[bj])) collect([...path, ai], before[ai], after[bj], out);
    i = ai;
    j = bj;
  }
  gap(0, i, after.slice(0, j));

  /** Old elements from..to-1 give way to `added`. */
  function gap(from: number, to: number, added: unknown[]) {
    for (let k = to - 1; k >= from; k--) out.push({ path: [...path, k], value: undefined });
    added.forEach((value, k) => {
      out.push({ path: [...path, from + k], value, insert: true });
    });
  }
}

/** Two list entries of the same kind: sections of one type, texts, or objects with mostly the same fields. */
function similar(a: unknown, b: unknown): boolean {
  if (isPlainObject(a) && isPlainObject(b)) {
    if ('type' in a || 'type' in b) return a.type === b.type;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    const shared = Object.keys(a).filter((key) => key in b).length;
    return shared * 2 >= keys.size;
  }
  return typeof a === typeof b && Array.isArray(a) === Array.isArray(b);
}

/** Index pairs matching old and new entries: a longest common subsequence where equal counts 3, similar 1. */
function matchElements(a: unknown[], b: unknown[]): [number, number][] {
  const score = (x: unknown, y: unknown) => (sameJson(x, y) ? 3 : similar(x, y) ? 1 : 0);
  const best = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) {
      const s = score(a[i], b[j]);
      best[i]![j] = Math.max(best[i + 1]![j]!, best[i]![j + 1]!, s > 0 ? best[i + 1]![j + 1]! + s : 0);
    }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const s = score(a[i], b[j]);
    if (s > 0 && best[i]![j] === best[i + 1]![j + 1]! + s) pairs.push([i++, j++]);
    else if (best[i + 1]![j]! >= best[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}
