/**
 * The only files the editor reads and writes: site.config.json and pages/**.json under the
 * content root. A name is checked before anything touches the disk, and a file is written under
 * a temporary name and renamed into place, so none is ever half-written.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteFile } from '../shared/api.ts';

export class BadFileName extends Error {}

/** The absolute path of an editable file, or a BadFileName saying why the name is refused. */
export function editableFile(contentRoot: string, name: unknown): string {
  if (typeof name !== 'string' || name === '') throw new BadFileName('no file was named');
  const plain = /^pages\/([a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*\.json$/;
  if (name !== siteFile && !plain.test(name))
    throw new BadFileName(
      `"${name}" is not a file the editor may change: it edits ${siteFile} and the .json files in pages/ only (lower-case names, no ".." or absolute paths)`,
    );
  const absolute = path.resolve(contentRoot, name);
  if (!absolute.startsWith(path.resolve(contentRoot) + path.sep)) throw new BadFileName(`"${name}" is outside the project`);
  return absolute;
}

/** Changes whenever the text changes: how a save knows the file was edited elsewhere. */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export function readText(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function writeAtomically(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.saving`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
