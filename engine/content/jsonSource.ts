/**
 * Reads a JSON file while keeping where every value sits, so that a problem can be reported
 * at its exact line and column instead of "somewhere in this file".
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { JsonPath, Position } from '../../schema/problems.ts';

export type { JsonPath, Position };

export interface JsonSource {
  text: string;
  /** Undefined when the text is not valid JSON. */
  value: unknown;
  syntaxErrors: { position: Position; message: string }[];
  positionOf(path: JsonPath): Position;
  /** A complete text value at `path`, read even from a file with syntax errors. */
  textAt(path: JsonPath): string | undefined;
}

/**
 * Valid JSON is read with JSON.parse, which is many times faster than a parser that keeps
 * positions; the value when first asked for, the positions only when asked for (most files have
 * no problem to point at). Text that is not valid JSON is read with jsonc-parser, which says where and why.
 */
export function readJsonSource(text: string): JsonSource {
  // Parsed when first asked for: a file whose validation was kept (contentFile.ts `fromKept`)
  // is mostly never asked.
  let parsed: { value: unknown; valid: boolean } | undefined;
  const parse = () => {
    if (!parsed) {
      try {
        parsed = { value: JSON.parse(text), valid: true };
      } catch {
        parsed = { value: undefined, valid: false };
      }
    }
    return parsed;
  };
  let read: { tree: Node | undefined; errors: ParseError[]; lineStarts: number[] } | undefined;
  const tree = () => {
    if (!read) {
      const errors: ParseError[] = [];
      const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
      const lineStarts = [0];
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
      read = { tree, errors, lineStarts };
    }
    return read;
  };

  const positionAt = (offset: number): Position => {
    const { lineStarts } = tree();
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
  };

  let syntaxErrors: JsonSource['syntaxErrors'] | undefined;
  return {
    text,
    get value() {
      return parse().value;
    },
    get syntaxErrors() {
      syntaxErrors ??= parse().valid ? [] : syntaxErrorsOf(text, tree().errors, positionAt);
      return syntaxErrors;
    },
    positionOf(path) {
      const root = tree().tree;
      if (!root) return { line: 1, column: 1 };
      // Walk up to the deepest part of the path that exists: a missing field is reported
      // where its object starts, which is where the editor has to add it.
      for (let depth = path.length; depth >= 0; depth--) {
        const node = findNodeAtLocation(root, path.slice(0, depth));
        if (!node) continue;
        const anchor = node.parent?.type === 'property' ? node.parent : node;
        return positionAt(anchor.offset);
      }
      return positionAt(root.offset);
    },
    textAt(path) {
      const root = tree().tree;
      const node = root && findNodeAtLocation(root, path);
      // A string cut off by the end of the file has no closing quote: not a value to trust.
      if (node?.type !== 'string' || node.length < 2 || text[node.offset + node.length - 1] !== '"') return undefined;
      return node.value as string;
    },
  };
}

function syntaxErrorsOf(text: string, errors: ParseError[], positionAt: (offset: number) => Position): JsonSource['syntaxErrors'] {
  // One mistake often trips the parser more than once at the same place (a trailing comma
  // before "}" is both "name expected" and "value expected"): say it once.
  const seen = new Set<string>();
  const syntaxErrors: JsonSource['syntaxErrors'] = [];
  for (const error of errors) {
    const { offset, message } = describeSyntaxError(text, error);
    if (seen.has(`${offset} ${message}`)) continue;
    seen.add(`${offset} ${message}`);
    syntaxErrors.push({ position: positionAt(offset), message });
  }
  // What jsonc-parser lets through and JSON.parse does not (a space JSON does not know, such as a
  // no-break space): where JSON.parse stopped.
  if (syntaxErrors.length === 0) {
    const offset = jsonParseErrorOffset(text);
    syntaxErrors.push({ position: positionAt(offset), message: 'this character does not belong here; text must be in "double quotes"' });
  }
  return syntaxErrors;
}

function jsonParseErrorOffset(text: string): number {
  try {
    JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec((error as Error).message);
    if (at) return Number(at[1]);
  }
  return 0;
}

function describeSyntaxError(text: string, error: ParseError): { offset: number; message: string } {
  const code = printParseErrorCode(error.error);
  if (text.trim() === '') return { offset: 0, message: 'the file is empty: its content must be written between { and }' };
  // A cut-off file trips the parser several times near its end (an unclosed text, a missing
  // value, unclosed brackets): all of them are one problem, reported once where the text stops.
  const rest = text.slice(error.offset);
  const atEnd = rest.trim() === '' || (code === 'UnexpectedEndOfString' && !/[\r\n]/.test(rest));
  if (atEnd) {
    return {
      offset: text.trimEnd().length,
      message: 'the file ends too early: some { or [ is never closed. The end of the file may have been cut off',
    };
  }
  const before = previousNonSpace(text, error.offset);
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && before && text[before.index] === ',') {
    return {
      offset: before.index,
      message: 'remove this comma: JSON does not allow a comma after the last entry of a list or object',
    };
  }
  const messages: Record<string, string> = {
    InvalidSymbol: 'this character does not belong here; text must be in "double quotes"',
    InvalidNumberFormat: 'this number is not written correctly',
    PropertyNameExpected: 'a field name in "double quotes" is expected here',
    ValueExpected: 'a value is missing here',
    ColonExpected: 'a colon ":" is missing between the field name and its value',
    CommaExpected: 'a comma is missing before this point, between two entries',
    CloseBraceExpected: 'a closing } is missing before this point',
    CloseBracketExpected: 'a closing ] is missing before this point',
    EndOfFileExpected: 'there is extra text after the end of the JSON',
    InvalidCommentToken: 'comments are not allowed in JSON files',
    UnexpectedEndOfComment: 'comments are not allowed in JSON files',
    UnexpectedEndOfString: 'this text is missing its closing double quote "',
    UnexpectedEndOfNumber: 'this number is cut off',
    InvalidUnicode: 'this \\u character code is not valid',
    InvalidEscapeCharacter: 'this backslash sequence is not valid; write \\\\ for a backslash',
    InvalidCharacter: 'this character is not allowed inside text; line breaks must be written as \\n',
  };
  return { offset: error.offset, message: messages[code] ?? `the JSON is not valid here (${code})` };
}

function previousNonSpace(text: string, offset: number): { index: number } | undefined {
  for (let i = offset - 1; i >= 0; i--) if (!/\s/.test(text[i]!)) return { index: i };
  return undefined;
}
