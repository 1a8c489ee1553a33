/**
 * The list the validation steps add problems to (a problem's shape: schema/problems.ts), and
 * helpers to name and walk the paths they point at.
 */
import type { JsonPath, Problem, ProblemCode } from '../../schema/problems.ts';
import type { JsonSource } from './jsonSource.ts';
import { describePath } from './browser-safe/describePath.ts';

export type { Problem };

/** A file as the validator read it: its name and its text with positions. */
export interface LoadedFile {
  /** Relative to the project root, with forward slashes. */
  file: string;
  source: JsonSource;
}

export class ProblemList {
  readonly problems: Problem[] = [];

  /** `settings`: the settings file's value, which names the fields a page changes of a shared section. */
  constructor(private readonly settings?: unknown) {}

  /** A problem at `where` in a file that was read. */
  add(loaded: LoadedFile, where: JsonPath, code: ProblemCode, message: string, severity: Problem['severity'] = 'error'): void {
    const position = loaded.source.positionOf(where);
    this.problems.push({
      severity,
      code,
      file: loaded.file,
      ...position,
      ...describePath(loaded.source.value, where, loaded.file, this.settings),
      path: where,
      message,
    });
  }

  /** A problem with a whole file or folder, which has no position to point at. */
  addToFile(file: string, code: ProblemCode, message: string, position = { line: 1, column: 1 }): void {
    this.problems.push({ severity: 'error', code, file, ...position, section: '', field: '', path: [], message });
  }

  get errorCount(): number {
    return this.problems.filter((p) => p.severity === 'error').length;
  }

  /** By file, then position: the order people read them in. */
  sorted(): Problem[] {
    return [...this.problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  }
}

/** Calls `visit` for every field in a JSON value, with the field's full path. */
export function walk(value: unknown, at: JsonPath, visit: (key: string | number, value: unknown, at: JsonPath) => void): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      visit(i, v, [...at, i]);
      walk(v, [...at, i], visit);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      visit(k, v, [...at, k]);
      walk(v, [...at, k], visit);
    }
  }
}
