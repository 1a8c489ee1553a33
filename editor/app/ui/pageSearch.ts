/**
 * Finding a page among many, as the page pickers do (the toolbar's "Page", a link's pages): by
 * words typed, each found in its name, title or address, and grouped by folder, the first part
 * of the address ("Services", "Roof types", "Places").
 */
import type { PageSummary } from '../../shared/api';

/** The pages whose name, title or address has every word of `query` (any case); all of them for none. */
export function matchingPages<Page extends Pick<PageSummary, 'name' | 'title' | 'path'>>(pages: readonly Page[], query: string): readonly Page[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return pages;
  return pages.filter((page) => {
    const text = `${page.name}\n${page.title}\n${page.path}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export interface PageGroup<Page> {
  /** "Services", "Roof types"; "Pages" for those at the top of the site. */
  label: string;
  pages: Page[];
}

const topLevel = 'Pages';

/** "roof-types" → "Roof types". */
const folderLabel = (folder: string) => {
  const words = folder.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The pages by folder, in the order of their first page: a folder is the first part of the
 * address of a page below it (/services/repairs), which also holds its index page (/services); a
 * page with nothing below it is one of the site's top "Pages".
 */
export function groupedByFolder<Page extends Pick<PageSummary, 'path'>>(pages: readonly Page[]): PageGroup<Page>[] {
  const firstPart = (page: Page) => page.path.split('/')[1] ?? '';
  const folders = new Set(pages.filter((page) => page.path.split('/').length > 2).map(firstPart));
  const groups = new Map<string, PageGroup<Page>>();
  for (const page of pages) {
    const folder = firstPart(page);
    const label = folders.has(folder) ? folderLabel(folder) : topLevel;
    const group = groups.get(label) ?? { label, pages: [] };
    groups.set(label, group);
    group.pages.push(page);
  }
  return [...groups.values()];
}
