/**
 * The shape of a problem the validator reports, and the path of keys it points at: types only,
 * so that Node code (engine/content/) and browser code (the page editor) share one definition.
 */
import type { ProblemCode } from './problemCodes.ts';

export type { ProblemCode };

/** Keys from the top of a file to a value: ['sections', 2, 'items', 1, 'title']. */
export type JsonPath = (string | number)[];

/** Where a value starts in a file's text, counted from 1. */
export interface Position {
  line: number;
  column: number;
}

/**
 * A problem found in the content. It says where it is in three ways: line and column (for people
 * and VS Code), the section and field in words, and `path`, the keys from the top of the file (for
 * programs: the page editor marks the field at that path).
 */
export interface Problem extends Position {
  severity: 'error' | 'warning';
  /** What kind of problem this is (schema/problemCodes.ts): stable, unlike the wording. */
  code: ProblemCode;
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** Which section, for example `sections[2] (cards, 'Our Services')`. Empty outside sections. */
  section: string;
  /** The field inside the section (or file), for example `items[1].title`. */
  field: string;
  path: JsonPath;
  message: string;
}
