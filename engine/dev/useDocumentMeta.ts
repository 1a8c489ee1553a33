/**
 * The head tags of a page set in the browser, where no prerender wrote them: the title, the meta
 * tags and the canonical link (engine/runtime/pageMeta.ts), and the structured data when given
 * (engine/runtime/structuredData.ts). The dev server sends no head tags; the page editor's checks
 * write them into the page they check, as the prerender does into a built page.
 */
import { useEffect } from 'react';
import type { ResolvedPage } from '../../schema/page';
import type { SiteSettings } from '../../schema/site';
import { pageMeta } from '../runtime/pageMeta';

export function useDocumentMeta(page: ResolvedPage, site: SiteSettings): void {
  useEffect(() => writeDocumentHead(document, page, site), [page, site]);
}

/** Sets the page's head tags in `document`, replacing those of a page before; with `jsonLd`, its structured data too. */
export function writeDocumentHead(document: Document, page: ResolvedPage, site: SiteSettings, jsonLd?: readonly object[]): void {
  const meta = pageMeta(page, site);
  document.title = meta.title;
  // The tags of the page before that this one does not have (its photo, the not-found page's robots).
  const written = new Set(meta.metas.map(([, key]) => key));
  for (const tag of document.head.querySelectorAll<HTMLMetaElement>('meta[property^="og:"], meta[name^="twitter:"], meta[name="robots"]')) {
    if (!written.has(tag.getAttribute('property') ?? tag.name)) tag.remove();
  }
  for (const [attribute, key, content] of meta.metas) {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attribute, key);
      document.head.append(tag);
    }
    tag.content = content;
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = meta.canonical;
  if (!jsonLd) return;
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  for (const data of jsonLd) {
    // A data block, never run: a strict Content-Security-Policy allows it.
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}
