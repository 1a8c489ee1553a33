/**
 * The only files the editor reads and writes: site.config.json and pages/**.json under the
 * content root (photos go through saveImage in engine/content/images.ts). A name is checked
 * before anything touches the disk; writes are atomic (engine/content/fileText.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { pagesDir } from '../../engine/content/validateSite.ts';
import { siteConfigFile } from '../../schema/paths.ts';

/** A file name the editor refuses (answered with 400 bad-file), with a sentence saying why. */
export class BadFileName extends Error {}

const editsWhat = `The editor reads and writes ${siteConfigFile} and the .json files in ${pagesDir}/ only, named from the project folder like "${pagesDir}/home.json"`;

/** The absolute path of an editable file, or a BadFileName saying why the name is refused. */
export function editableFile(contentRoot: string, name: unknown): string {
  if (typeof name !== 'string' || name.trim() === '') throw new BadFileName(`No file was named. ${editsWhat}.`);
  const shown = JSON.stringify(name);
  if (name.includes('\\')) throw new BadFileName(`${shown} uses backslashes; write file names with forward slashes. ${editsWhat}.`);
  if (path.posix.isAbsolute(name) || path.win32.isAbsolute(name) || /^[a-z]+:/i.test(name))
    throw new BadFileName(`${shown} is an absolute path. ${editsWhat}.`);
  const segments = name.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === ''))
    throw new BadFileName(`${shown} is not a plain file name (no "..", "." or empty parts). ${editsWhat}.`);
  if (name !== siteConfigFile) {
    if (segments[0] !== pagesDir || segments.length < 2) throw new BadFileName(`${shown} is not a file the editor may change. ${editsWhat}.`);
    if (!name.endsWith('.json')) throw new BadFileName(`${shown} is not a .json file. ${editsWhat}.`);
    if (segments.some((segment) => !/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(segment)))
      throw new BadFileName(`${shown} has characters a page file name cannot have: use letters, digits and dashes. ${editsWhat}.`);
  }
  const root = path.resolve(contentRoot);
  const absolute = path.resolve(root, name);
  // A symbolic link inside pages/ must not lead outside the project either.
  const realRoot = realpathSync(root);
  let existing = absolute;
  while (!existsSync(existing)) existing = path.dirname(existing);
  const real = realpathSync(existing);
  if (real !== realRoot && !real.startsWith(realRoot + path.sep)) throw new BadFileName(`${shown} leads outside the project. ${editsWhat}.`);
  return absolute;
}

/** Changes whenever the text changes: how a save knows the file was edited elsewhere. */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export function readText(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
