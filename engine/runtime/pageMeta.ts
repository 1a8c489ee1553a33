/**
 * The <head> tags of a page: title, description, canonical URL, Open Graph and Twitter tags.
 * The prerender writes them into each HTML file; the client updates them on navigation.
 */
import type { ResolvedPage } from '../../schema/page';
import { homePath, notFoundPath } from '../../schema/paths';
import type { SiteSettings } from '../../schema/site';

export interface PageMeta {
  title: string;
  canonical: string;
  /** [attribute, key, content]: for example ['name', 'description', '…']. */
  metas: ['name' | 'property', string, string][];
}

export function pageMeta(page: ResolvedPage, site: SiteSettings): PageMeta {
  const canonical = new URL(page.path === notFoundPath ? homePath : page.path, site.company.siteUrl).href;
  const metas: PageMeta['metas'] = [
    ['name', 'description', page.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', site.company.name],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ['property', 'og:url', canonical],
    ['property', 'og:locale', 'en_US'],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', page.title],
    ['name', 'twitter:description', page.description],
  ];
  if (page.path === notFoundPath) metas.push(['name', 'robots', 'noindex']);
  return { title: page.title, canonical, metas };
}
