/**
 * What the open page's checks need of the rest of the site as saved (GET /api/checks/site):
 * every page's facts and the cities the structured data names (shared/siteToCheck.ts). Resolving
 * a page with the settings is most of the cost (zod reads every section: about a second for a
 * thousand pages), so each page's part is kept until its file changes on disk (engine/content/keptFiles.ts) or
 * the settings do, and an answer costs a `stat` per page; a changed file's part is made once per
 * content and settings in this process (pageParts.ts).
 */
import type { z } from 'zod';
import { readSettingsDraft } from '../../engine/content/browser-safe/resolve.ts';
import type { savedSiteToCheck, Workspace } from '../shared/api.ts';
import { type PagePart, siteOfParts } from '../shared/siteToCheck.ts';
import { editableFile } from './files.ts';
import { HttpError } from './guard.ts';
import { type KeptFiles, keptFiles } from '../../engine/content/keptFiles.ts';
import { pagePartsByContent } from './pageParts.ts';

type SavedSiteToCheck = z.input<typeof savedSiteToCheck>;

/** The site facts of the content in `contentRoot`, whose pages and settings `workspace` lists. */
export function createSavedSiteToCheckReader(contentRoot: string, workspace: () => Workspace): () => SavedSiteToCheck {
  /** Each page's part, with the settings it was resolved with (all of it is made again when they change). */
  let kept: { settings: string; pages: KeptFiles<PagePart | undefined> } | undefined;

  return function savedSiteToCheck(): SavedSiteToCheck {
    const { pages, settings } = workspace();
    const config = readSettingsDraft(settings?.value);
    if (!config || !settings) throw new HttpError(409, { code: 'refused', message: 'The site settings cannot be read, so the pages cannot be checked.' });
    if (kept?.settings !== settings.text) {
      const partOf = pagePartsByContent(settings.text, config);
      kept = {
        settings: settings.text,
        pages: keptFiles(contentRoot, (text, file) => {
          try {
            // Only a file the editor would open (not one a link leads outside the project).
            editableFile(contentRoot, file);
          } catch {
            return undefined;
          }
          return partOf(file, text);
        }),
      };
    }
    const parts = pages.flatMap(({ file }) => kept!.pages.get(file) ?? []);
    kept.pages.keepOnly(new Set(pages.map(({ file }) => file)));
    const { site, cities } = siteOfParts(parts, config);
    return { pages: site.pages, cities };
  };
}
