/**
 * The prerender's entry, bundled by Vite for Node (engine/build/buildSite.ts): renders one page
 * to HTML with the same components the browser hydrates. A component that throws fails the
 * build: there is no boundary to turn it into a page with a hole in it.
 */
import { prerender } from 'react-dom/static';
import type { ResolvedPage } from '../../schema/page';
import type { SiteSettings } from '../../schema/site';
import { SitePage } from '../runtime/SitePage';

export async function renderPage(page: ResolvedPage, site: SiteSettings): Promise<string> {
  const { prelude } = await prerender(<SitePage page={page} site={site} />, {
    // React moves large parts of a page out of place and back with an inline script; one
    // chunk keeps the HTML in reading order, readable without JavaScript, and script-free.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

export type RenderPage = typeof renderPage;
