/** Prerender entry: renders one route to HTML with the same App the browser hydrates. */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../runtime/App';
import { loadPage, notFoundRoute, routeFor, site } from '../runtime/pageLoader';
import { pageMeta, type PageMeta } from '../runtime/pageMeta';
import type { ResolvedPage } from '../../schema/page';

export { site };
export const paths = (await import('virtual:site')).routes.map((r) => r.path);

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  page: ResolvedPage;
}

export async function render(url: string): Promise<RenderedPage> {
  const route = url === notFoundRoute.path ? notFoundRoute : routeFor(url);
  const page = await loadPage(route);
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
    // React moves large parts of a page out of place and back with an inline script; one
    // chunk keeps the HTML in reading order, readable without JavaScript, and script-free.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, meta: pageMeta(page, site), page };
}
