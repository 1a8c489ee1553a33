/**
 * A whole page of the site: the layout around its sections, and what the page does besides
 * showing them (call tracking, the not-found report). The prerender renders it to HTML
 * (engine/build/entry-server.tsx); under `npm run dev` the browser renders it (engine/dev/devApp.tsx).
 * In a built site only its islands are hydrated (islands/hydrateIslands.tsx).
 */
import type { ResolvedPage } from '../../schema/page';
import { notFoundPath } from '../../schema/paths';
import type { SiteSettings } from '../../schema/site';
import { PageEffects } from './PageEffects';
import { PageRenderer } from './PageRenderer';
import { SiteProvider } from '../../platform/SiteContext';
import { SiteLayout } from './registry';

export function SitePage({ page, site }: { page: ResolvedPage; site: SiteSettings }) {
  return (
    <SiteProvider site={site} path={page.path}>
      <SiteLayout>
        <PageRenderer page={page} />
      </SiteLayout>
      {/* Outside <main>, whose children are the page's sections. */}
      <PageEffects numberPool={page.numberPool} notFound={page.path === notFoundPath} />
    </SiteProvider>
  );
}
