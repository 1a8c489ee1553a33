/**
 * Where the content is: the settings file and the page files under pages/, and the options that
 * put unsaved texts (`sources`, the page editor's drafts) in place of files on disk.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { imagesDir } from '../../schema/imageSlots.ts';
import { siteConfigFile } from '../../schema/paths.ts';

export { siteConfigFile };
export const pagesDir = 'pages';
/** The content: what the editor writes, all that publishing ever commits, what a copy of the site for measuring takes. */
export const contentPaths = [pagesDir, siteConfigFile, imagesDir] as const;

export interface LoadOptions {
  /** Another settings file instead of site.config.json (the integration tests use one). */
  siteConfigFile?: string;
  /**
   * File texts to check instead of what is on disk, by path relative to the root (for example
   * the page editor's unsaved "pages/home.json"). A path not on disk is checked as a new file.
   */
  sources?: Record<string, string>;
  /** Page files to check as if deleted (a page being moved or removed). */
  without?: string[];
}

/** The page files there are, relative to the root ("pages/services/repairs.json"), sorted: those on disk and those in `sources`, less `without`. */
export function pageFileNames(root: string, { sources = {}, without = [] }: LoadOptions): string[] {
  const names = new Set(listJsonFiles(path.join(root, pagesDir)).map((f) => `${pagesDir}/${f}`));
  for (const file of Object.keys(sources)) if (file.startsWith(`${pagesDir}/`) && file.endsWith('.json')) names.add(file);
  for (const file of without) names.delete(file);
  return [...names].sort();
}

/** A file's name as the validator shows it: relative to the root, with forward slashes. */
export const shownName = (root: string, file: string) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/');

/** The .json files under `dir`, relative to it with forward slashes, sorted. */
const listJsonFiles = (dir: string) => filesUnder(dir).filter((name) => name.endsWith('.json'));

/**
 * The files under `dir` (none when it is missing), relative to it with forward slashes, sorted.
 * Walked folder by folder: `readdirSync`'s own `recursive` took ten times as long (10 ms for a
 * thousand pages), and the editor's server lists the pages at every answer.
 */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const name = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else files.push(name);
    }
  };
  walk('');
  return files.sort();
}
