/**
 * What the editor needs to open (GET /api/files): every page's summary (file, path, title, name),
 * the settings as on disk, and where each shared section is used. The pages' own text is not in
 * it: the editor asks for a file when it opens it (GET /api/file), so opening costs the same with
 * a thousand pages as with fifteen.
 *
 * What a page file says for the summary is kept per file until the file changes on disk
 * (engine/content/keptFiles.ts), and the list made of them until one of them or the settings change, so each
 * answer costs a listing and a `stat` per page, not a read and a parse, nor naming and sorting a
 * thousand pages again.
 */
import { homePath, siteConfigFile } from '../../schema/paths.ts';
import { pageName } from '../../schema/pageName.ts';
import type { SiteConfig } from '../../schema/site.ts';
import { pageFileNames } from '../../engine/content/load.ts';
import type { OpenedFile, Workspace } from '../shared/api.ts';
import { type PageListing, pageListingOf } from '../shared/pageListing.ts';
import { keptFiles } from '../../engine/content/keptFiles.ts';

function listingOf(text: string): PageListing {
  try {
    return pageListingOf(JSON.parse(text));
  } catch {
    // Unreadable JSON: listed by its file name; the editor says why when it is opened.
    return { path: '', title: undefined, shared: [] };
  }
}

type Listed = { file: string; page: PageListing }[];

/** The workspace of the content in `contentRoot`; `open` reads one file as the editor opens it (the settings here). */
export function createWorkspaceReader(contentRoot: string, open: (name: string) => OpenedFile | undefined): () => Workspace {
  const kept = keptFiles(contentRoot, listingOf);
  /** The last list made, with what it was made from. */
  let last: { settings: string | undefined; listed: Listed; made: Omit<Workspace, 'settings'> } | undefined;

  function made(listed: Listed, config: SiteConfig | undefined): Omit<Workspace, 'settings'> {
    const pages = listed
      .map(({ file, page }) => {
        const summary = { file, path: page.path, title: page.title ?? file };
        return { ...summary, name: pageName(summary, config) };
      })
      .sort((a, b) => (a.path === homePath ? -1 : b.path === homePath ? 1 : a.path.localeCompare(b.path)));
    const sharedUse: Record<string, string[]> = {};
    const byFile = new Map(listed.map(({ file, page }) => [file, page]));
    for (const { file, path: pagePath } of pages)
      for (const name of byFile.get(file)!.shared) {
        const users = sharedUse[name] ?? [];
        if (!users.includes(pagePath)) sharedUse[name] = [...users, pagePath];
      }
    return { pages, sharedUse };
  }

  return function workspace(): Workspace {
    const names = pageFileNames(contentRoot, {});
    kept.keepOnly(new Set(names));
    const settings = open(siteConfigFile);
    const listed = names.flatMap((file) => {
      const page = kept.get(file);
      return page ? [{ file, page }] : [];
    });
    // Kept facts are the same objects until their file changes.
    const same =
      last !== undefined &&
      last.settings === settings?.text &&
      last.listed.length === listed.length &&
      listed.every(({ file, page }, index) => last!.listed[index]!.file === file && last!.listed[index]!.page === page);
    if (!same) last = { settings: settings?.text, listed, made: made(listed, settings?.value as SiteConfig | undefined) };
    return { pages: last!.made.pages, ...(settings ? { settings } : {}), sharedUse: last!.made.sharedUse };
  };
}
