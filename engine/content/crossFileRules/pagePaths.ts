/**
 * Every page has its own path, the home page and the not-found page exist, and every page has
 * its own title and description (search engines need them different).
 */
import { homePath, notFoundPath } from '../../../schema/paths.ts';
import { pageName } from '../../../schema/pageName.ts';
import { labelOf } from '../../../schema/schemaReader.ts';
import type { SiteConfig } from '../../../schema/site.ts';
import type { ContentFile } from '../contentFile.ts';
import { pageSchema } from '../browser-safe/describePath.ts';
import { pagesDir } from '../load.ts';
import type { CheckContext } from './context.ts';

/** Checks the paths and returns every path a page declares: what internal links may point at. */
export function checkPagePaths({ pages, problems, config }: CheckContext): string[] {
  const owners = new Map<string, ContentFile>();
  // Even a file with a syntax error usually still says its path (contentFile.ts reads it), so a
  // stray comma is one problem and not also "no page at ..." for every link to that page.
  for (const file of pages) {
    if (file.path === undefined) continue;
    const owner = owners.get(file.path);
    if (owner)
      problems.add(
        file,
        ['path'],
        'duplicate-path',
        `another page, ${nameOf(owner, config)}, has the address "${file.path}" already; every page needs its own address`,
      );
    else owners.set(file.path, file);
  }
  if (pages.length > 0) {
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

export function checkUniqueTitles({ pages, problems, config }: CheckContext): void {
  for (const field of ['title', 'description'] as const) {
    const owners = new Map<string, ContentFile>();
    const label = labelOf(pageSchema.properties![field]!, field).toLowerCase();
    for (const file of pages) {
      if (!file.page) continue;
      const owner = owners.get(file.page[field]);
      if (owner) {
        problems.add(
          file,
          [field],
          field === 'title' ? 'duplicate-title' : 'duplicate-description',
          `this page has the same ${label} as the page ${nameOf(owner, config)}; search engines need a different ${label} for every page`,
        );
      } else owners.set(file.page[field], file);
    }
  }
}

/** A page by the name people know it by ("About Us"), or its address when it does not read: asked only for a problem, as it reads the settings. */
const nameOf = (file: ContentFile, config: SiteConfig | undefined) => (file.page ? pageName(file.page, config) : (file.path ?? 'another page'));
