/**
 * What the page checks (engine/checks/) need of the site beside the page they check: each page's
 * facts (its address, name, title, description and anchors, for links and search results), the
 * settings, and the cities the structured data names. Both sides make it: the browser for the
 * open page (with the drafts in the editor), the server for the pages a publish changes (as they
 * will be).
 */
import { pageFacts } from '../../engine/checks/finishing';
import { resolveDraft } from '../../engine/content/browser-safe/resolve';
import { servedCities } from '../../engine/runtime/structuredData';
import type { SiteConfig } from '../../schema/site';
import { type PagesToCheck, siteFile } from './api';

export type SiteToCheck = Pick<PagesToCheck, 'site' | 'cities'>;

/** The site of these page files' values, with these settings (read with `readSettingsDraft`). */
export function siteToCheck(pages: readonly { file: string; value: unknown }[], config: SiteConfig): SiteToCheck {
  const resolved = pages.map(({ file, value }) => ({ file, page: resolveDraft(value, config).page }));
  return {
    site: { settingsFile: siteFile, config, pages: resolved.map(({ file, page }) => pageFacts(file, page, config)) },
    cities: servedCities(resolved.map(({ page }) => page)),
  };
}
