/**
 * The application: site settings, the layout shell and one route per page
 * file. Wrapped in a BrowserRouter in the browser and a StaticRouter when prerendering.
 */
import { lazy, Suspense, use, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageRenderer } from './PageRenderer';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteProvider } from './SiteContext';
import { useCallTracking } from './integrations/callTracking';
import { SiteLayout } from './layout/SiteLayout';
import { loadPage, notFoundRoute, pageRoutes, site, type PageRoute } from './pageLoader';
import { useDocumentMeta } from './useDocumentMeta';

// The section catalogue exists under `npm run dev` only: a build sets import.meta.env.DEV to
// false, so this import and the route below are dead code and never reach dist/.
const SectionCatalogue = import.meta.env.DEV ? lazy(() => import('./catalogue/SectionCatalogue')) : undefined;

export function App() {
  const { pathname } = useLocation();
  // A marker that the page is interactive: tests and measurements wait for it.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <SiteProvider site={site}>
      <SiteLayout>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            <Routes>
              {pageRoutes.map((route) => (
                <Route key={route.path} path={route.path} element={<PageView route={route} />} />
              ))}
              {SectionCatalogue && <Route path="/_catalogue" element={<SectionCatalogue />} />}
              <Route path="*" element={<PageView route={notFoundRoute} notFound />} />
            </Routes>
          </Suspense>
        </RouteErrorBoundary>
      </SiteLayout>
    </SiteProvider>
  );
}

function PageView({ route, notFound = false }: { route: PageRoute; notFound?: boolean }) {
  const page = use(loadPage(route));
  const { pathname } = useLocation();
  useDocumentMeta(page, site);
  useCallTracking(page.numberPool, site);
  useEffect(() => {
    if (notFound) console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [notFound, pathname]);
  return <PageRenderer page={page} />;
}
