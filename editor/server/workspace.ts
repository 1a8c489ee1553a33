/**
 * What the editor needs to open (GET /api/files): every page's summary (file, path, title, name),
 * the settings as on disk, and where each shared section is used. The pages' own text is not in
 * it: the editor asks for a file when it opens it (GET /api/file), so opening costs the same with
 * a thousand pages as with fifteen.
 *
 * What a page file says for the summary is kept per file and read again only when the file
 * changed on disk (by its size, modification time and inode; a file modified in the last moments
 * before it was read is read again until it is older, as engine/content/siteValidator.ts does),
 * so each answer costs a listing and a `stat` per page, not a read and a parse.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { homePath } from '../../schema/paths.ts';
import { pageName } from '../../schema/pageName.ts';
import type { SiteConfig } from '../../schema/site.ts';
import { pagesDir } from '../../engine/content/validateSite.ts';
import { type OpenedFile, siteFile, type Workspace } from '../shared/api.ts';
import { type PageFacts, pageFactsOf } from '../shared/pageFacts.ts';

interface Kept {
  size: number;
  mtimeMs: number;
  ino: number;
  readAt: number;
  facts: PageFacts;
}

/** How long after its modification a file's size and time are trusted to tell a later change. */
const settledAfterMs = 2000;

function factsOf(text: string): PageFacts {
  try {
    return pageFactsOf(JSON.parse(text));
  } catch {
    // Unreadable JSON: listed by its file name; the editor says why when it is opened.
    return { path: '', title: undefined, shared: [] };
  }
}

/** The workspace of the content in `contentRoot`; `open` reads one file as the editor opens it (the settings here). */
export function createWorkspaceReader(contentRoot: string, open: (name: string) => OpenedFile | undefined): () => Workspace {
  const kept = new Map<string, Kept>();

  function facts(name: string): PageFacts | undefined {
    const absolute = path.join(contentRoot, name);
    let stats: ReturnType<typeof statSync>;
    try {
      stats = statSync(absolute);
    } catch {
      kept.delete(name);
      return undefined;
    }
    const known = kept.get(name);
    if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs && known.ino === stats.ino && known.readAt - stats.mtimeMs > settledAfterMs)
      return known.facts;
    const readAt = Date.now();
    const page = factsOf(readFileSync(absolute, 'utf8'));
    kept.set(name, { size: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino, readAt, facts: page });
    return page;
  }

  return function workspace(): Workspace {
    const names = (readdirSync(path.join(contentRoot, pagesDir), { recursive: true }) as string[])
      .map((name) => `${pagesDir}/${name.split(path.sep).join('/')}`)
      .filter((name) => name.endsWith('.json'));
    const present = new Set(names);
    for (const name of kept.keys()) if (!present.has(name)) kept.delete(name);
    const settings = open(siteFile);
    const config = settings?.value as SiteConfig | undefined;
    const listed = names.flatMap((file) => {
      const page = facts(file);
      return page ? [{ file, page }] : [];
    });
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
    return { pages, ...(settings ? { settings } : {}), sharedUse };
  };
}
