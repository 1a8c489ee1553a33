/**
 * `npm run dev` only (engine/runtime/boot.ts): the dev server sends no prerendered HTML, so the
 * browser renders the whole page, islands and all, from the page's data (`virtual:site-pages`,
 * engine/build/siteContentPlugin.ts), and every save shows at once. Links are plain links, so each
 * page is a load of its own, as on the built site. The section catalogue is at /_catalogue.
 */
import { lazy, Suspense, useEffect } from 'react';
import { site } from 'virtual:site';
import { pages } from 'virtual:site-pages';
import { notFoundPath } from '../../schema/paths';
import { createRoot } from '../runtime/reactRuntime';
import { SiteProvider } from '../../platform/SiteContext';
import { SitePage } from '../runtime/SitePage';
import { SiteLayout } from '../runtime/registry';
import { useDocumentMeta } from './useDocumentMeta';
import type { ResolvedPage } from '../../schema/page';

const SectionCatalogue = lazy(() => import('./catalogue/SectionCatalogue'));
const cataloguePath = '/_catalogue';

/** The page's path as the prerender knows it: without the trailing slash a host may add. */
const pathname = window.location.pathname.replace(/(.)\/+$/, '$1');
const root = createRoot(document.getElementById('root')!, {
  // No error page of our own: the dev server's visitor is the developer, who needs the error.
  onUncaughtError: (error) => {
    document.body.textContent = `The page failed to render: ${(error as Error).message ?? error}. The browser's console has the details.`;
  },
});

if (pathname === cataloguePath) {
  root.render(
    <SiteProvider site={site} path={pathname}>
      <SiteLayout>
        <Suspense fallback={null}>
          <SectionCatalogue />
          <Rendered />
        </Suspense>
      </SiteLayout>
    </SiteProvider>,
  );
} else {
  const load = pages[pathname] ?? pages[notFoundPath]!;
  root.render(<DevPage page={await load()} />);
}

function DevPage({ page }: { page: ResolvedPage }) {
  useDocumentMeta(page, site);
  return (
    <>
      <SitePage page={page} site={site} />
      <Rendered />
    </>
  );
}

/**
 * Marks the page rendered, as the built site's boot script does once its islands are hydrated
 * (tests and tools wait for `data-hydrated`): its effect runs once what comes before it has
 * rendered and run its own effects, not when `render` is merely asked for.
 */
function Rendered() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}
