/**
 * The list the validation steps add problems to (a problem's shape: schema/problems.ts), and
 * helpers to name and walk the paths they point at.
 */
import type { JsonPath, Problem, ProblemCode } from '../../schema/problems.ts';
import type { JsonSource } from './jsonSource.ts';
import { valueAt } from '../../schema/schemaReader.ts';

export type { Problem };

/** A file as the validator read it: its name and its text with positions. */
export interface LoadedFile {
  /** Relative to the project root, with forward slashes. */
  file: string;
  source: JsonSource;
}

export class ProblemList {
  readonly problems: Problem[] = [];

  /** A problem at `where` in a file that was read. */
  add(loaded: LoadedFile, where: JsonPath, code: ProblemCode, message: string, severity: Problem['severity'] = 'error'): void {
    const position = loaded.source.positionOf(where);
    this.problems.push({ severity, code, file: loaded.file, ...position, ...describePath(loaded, where), path: where, message });
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

/** Splits a path into the section it is in and the field inside that section. */
function describePath(loaded: LoadedFile, where: JsonPath): { section: string; field: string } {
  const data = loaded.source.value;
  let sectionPath: JsonPath | undefined;
  if (where[0] === 'sections' && typeof where[1] === 'number') sectionPath = where.slice(0, 2);
  if (where[0] === 'sharedSections' && typeof where[1] === 'string') sectionPath = where.slice(0, 2);
  if (!sectionPath) return { section: '', field: formatPath(where) };
  const section = valueAt(data, sectionPath) as { type?: unknown; heading?: unknown; name?: unknown } | undefined;
  const details: string[] = [];
  if (section && typeof section.type === 'string')
    details.push(section.type === 'shared' && typeof section.name === 'string' ? `shared "${section.name}"` : section.type);
  if (section && typeof section.heading === 'string' && section.heading) details.push(`'${section.heading}'`);
  return {
    section: `${formatPath(sectionPath)}${details.length ? ` (${details.join(', ')})` : ''}`,
    field: formatPath(where.slice(2)),
  };
}

/** ['items', 1, 'title'] → "items[1].title". */
export function formatPath(p: JsonPath): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
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
