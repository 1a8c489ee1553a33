/** The dev server sends no head tags: the title, the meta tags and the canonical link of the page, set in the browser. */
import { useEffect } from 'react';
import type { ResolvedPage } from '../../schema/page';
import type { SiteSettings } from '../../schema/site';
import { pageMeta } from '../runtime/pageMeta';

export function useDocumentMeta(page: ResolvedPage, site: SiteSettings): void {
  useEffect(() => {
    const meta = pageMeta(page, site);
    document.title = meta.title;
    for (const [attribute, key, content] of meta.metas) {
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
      if (!tag) {
        tag = document.createElement('meta');
        tag.setAttribute(attribute, key);
        document.head.append(tag);
      }
      tag.content = content;
    }
    if (!meta.metas.some(([, key]) => key === 'robots')) document.head.querySelector('meta[name="robots"]')?.remove();
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', meta.canonical);
  }, [page, site]);
}
