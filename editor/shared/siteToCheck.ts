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
import type { PagesToCheck } from './api';
import { siteConfigFile } from '../../schema/paths';

export type SiteToCheck = Pick<PagesToCheck, 'site' | 'cities'>;

/** One page's part of the site to check: its facts and the cities it names. */
export interface PagePart {
  facts: SiteToCheck['site']['pages'][number];
  cities: string[];
}

/** A page file's part, with these settings (read with `readSettingsDraft`). */
export function pagePart(file: string, value: unknown, config: SiteConfig): PagePart {
  const { page } = resolveDraft(value, config);
  return { facts: pageFacts(file, page, config), cities: servedCities([page]) };
}

/** The site of these pages' parts, in their order, with the settings they were made with. */
export function siteOfParts(parts: readonly PagePart[], config: SiteConfig): SiteToCheck {
  return {
    site: { settingsFile: siteConfigFile, config, pages: parts.map((part) => part.facts) },
    cities: [...new Set(parts.flatMap((part) => part.cities))],
  };
}

/** The site of these page files' values, with these settings (read with `readSettingsDraft`). */
export function siteToCheck(pages: readonly { file: string; value: unknown }[], config: SiteConfig): SiteToCheck {
  return siteOfParts(
    pages.map(({ file, value }) => pagePart(file, value, config)),
    config,
  );
}
