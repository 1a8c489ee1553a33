/**
 * Step 1 of validation: read the settings file and every page file, keeping where each value
 * sits. Unsaved texts given as `sources` (the page editor's drafts) are read instead of the
 * files on disk; nothing is ever written here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readJsonSource } from './jsonSource.ts';
import type { LoadedFile } from './problems.ts';

export const siteConfigFile = 'site.config.json';
export const pagesDir = 'pages';

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

export interface LoadedProject {
  /** The settings file's name, relative to the root. */
  configFile: string;
  /** Undefined when the settings file does not exist. */
  siteFile: LoadedFile | undefined;
  pageFiles: LoadedFile[];
}

export function loadProject(root: string, options: LoadOptions = {}): LoadedProject {
  const sources = options.sources ?? {};
  const configFile = options.siteConfigFile ?? siteConfigFile;
  const pageFileNames = new Set(listJsonFiles(path.join(root, pagesDir)).map((f) => `${pagesDir}/${f}`));
  for (const file of Object.keys(sources)) if (file.startsWith(`${pagesDir}/`) && file.endsWith('.json')) pageFileNames.add(file);
  for (const file of options.without ?? []) pageFileNames.delete(file);
  return {
    configFile,
    siteFile: loadFile(root, configFile, sources),
    pageFiles: [...pageFileNames].sort().map((file) => loadFile(root, file, sources)!),
  };
}

function loadFile(root: string, file: string, sources: Record<string, string>): LoadedFile | undefined {
  const absolute = path.resolve(root, file);
  const shown = path.relative(root, absolute).split(path.sep).join('/');
  const text = Object.hasOwn(sources, shown) ? sources[shown] : existsSync(absolute) ? readFileSync(absolute, 'utf8') : undefined;
  return text === undefined ? undefined : { file: shown, source: readJsonSource(text) };
}

function listJsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.json'))
    .sort();
}
