/**
 * The <head> tags of a page: title, description, canonical URL, Open Graph and Twitter tags.
 * The prerender writes them into each HTML file; the dev server and the page editor's checks
 * set them in the browser (engine/dev/useDocumentMeta.ts).
 */
import type { ResolvedPage } from '../../schema/page';
import { homePath, notFoundPath } from '../../schema/paths';
import type { SiteSettings } from '../../schema/site';

export interface PageMeta {
  title: string;
  canonical: string;
  /** The picture a shared link shows, if the page has a photo. */
  image?: { url: string; alt: string };
  /** [attribute, key, content]: for example ['name', 'description', '…']. */
  metas: ['name' | 'property', string, string][];
}

export function pageMeta(page: ResolvedPage, site: SiteSettings): PageMeta {
  const canonical = new URL(page.path === notFoundPath ? homePath : page.path, site.company.siteUrl).href;
  const image = page.path === notFoundPath ? undefined : shareImage(page, site.company.siteUrl);
  const metas: PageMeta['metas'] = [
    ['name', 'description', page.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', site.company.name],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ['property', 'og:url', canonical],
    ['property', 'og:locale', 'en_US'],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', page.title],
    ['name', 'twitter:description', page.description],
  ];
  if (image) {
    metas.push(['property', 'og:image', image.url], ['name', 'twitter:image', image.url]);
    if (image.alt) metas.push(['property', 'og:image:alt', image.alt], ['name', 'twitter:image:alt', image.alt]);
  }
  if (page.path === notFoundPath) metas.push(['name', 'robots', 'noindex']);
  return { title: page.title, canonical, ...(image ? { image } : {}), metas };
}

interface PhotoField {
  src: string;
  alt?: string;
  decorative?: boolean;
  /** The build's versions (engine/build/pictures.ts): a shared link shows the JPEG or PNG one. */
  picture?: { fallback: string };
}

/** The page's first photo (its opening hero's, usually), as a shared link shows it: a full address. */
function shareImage(page: ResolvedPage, siteUrl: string): PageMeta['image'] {
  const photo = firstPhoto(page.sections);
  if (!photo) return undefined;
  return { url: new URL(photo.picture?.fallback ?? photo.src, siteUrl).href, alt: photo.decorative ? '' : (photo.alt ?? '') };
}

function firstPhoto(value: unknown): PhotoField | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstPhoto(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key === 'image' && item && typeof item === 'object' && typeof (item as PhotoField).src === 'string') return item as PhotoField;
    const found = typeof item === 'object' ? firstPhoto(item) : undefined;
    if (found) return found;
  }
  return undefined;
}
