/**
 * Every page has its own path, the home page and the not-found page exist, and every page has
 * its own title and description (search engines need them different).
 */
import { homePath, notFoundPath } from '../../../schema/paths.ts';
import { pagesDir } from '../load.ts';
import { valueAt } from '../../../schema/schemaReader.ts';
import type { CheckContext } from './context.ts';

/** Checks the paths and returns every path a page declares: what internal links may point at. */
export function checkPagePaths({ project, problems }: CheckContext): string[] {
  const owners = new Map<string, string>();
  for (const loaded of project.pageFiles) {
    // Even a file with a syntax error usually still says its path: read it, so a stray comma
    // is one problem and not also "no page at ..." for every link to that page.
    const pagePath = loaded.source.value === undefined ? loaded.source.textAt(['path']) : valueAt(loaded.source.value, ['path']);
    if (typeof pagePath !== 'string') continue;
    const owner = owners.get(pagePath);
    if (owner) problems.add(loaded, ['path'], 'duplicate-path', `the path "${pagePath}" is already used by ${owner}; every page needs its own path`);
    else owners.set(pagePath, loaded.file);
  }
  if (project.pageFiles.length > 0) {
    const required = [
      [homePath, 'the home page'],
      [notFoundPath, 'the page shown for unknown addresses'],
    ] as const;
    for (const [requiredPath, what] of required) {
      if (!owners.has(requiredPath)) problems.addToFile(pagesDir, 'missing-required-page', `no page has the path "${requiredPath}": ${what} is required`);
    }
  }
  return [...owners.keys()];
}

export function checkUniqueTitles({ parsed, problems }: CheckContext): void {
  for (const field of ['title', 'description'] as const) {
    const owners = new Map<string, string>();
    for (const { loaded, page } of parsed.pages) {
      const owner = owners.get(page[field]);
      if (owner) {
        problems.add(
          loaded,
          [field],
          field === 'title' ? 'duplicate-title' : 'duplicate-description',
          `${loaded.file} has the same ${field} as ${owner}; search engines need a different ${field} for every page`,
        );
      } else owners.set(page[field], loaded.file);
    }
  }
}
