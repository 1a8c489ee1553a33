/**
 * The application: site settings, the layout shell and one route per page file. Wrapped in a
 * BrowserRouter in the browser and a StaticRouter when prerendering.
 *
 * Routes are exact paths from pages/*.json, so the page is picked with `routeFor(pathname)`
 * rather than <Routes>: <Routes> brings React Router's pattern ranking and data-router
 * rendering, which this site never uses, and costs more JavaScript than the whole layout.
 */
import { lazy, Suspense, use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageRenderer } from './PageRenderer';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteProvider } from './SiteContext';
import { useCallTracking } from './integrations/callTracking';
import { SiteLayout } from './layout/SiteLayout';
import { loadPage, notFoundRoute, routeFor, site, type PageRoute } from './pageLoader';
import { useDocumentMeta } from './useDocumentMeta';

// The section catalogue exists under `npm run dev` only: a build sets import.meta.env.DEV to
// false, so this import and the route below are dead code and never reach dist/.
const SectionCatalogue = import.meta.env.DEV ? lazy(() => import('../dev/catalogue/SectionCatalogue')) : undefined;

const cataloguePath = '/_catalogue';

export function App() {
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  // A marker that the page is interactive: tests and measurements wait for it.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <SiteProvider site={site}>
      <SiteLayout>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            {SectionCatalogue && pathname === cataloguePath ? (
              <SectionCatalogue />
            ) : (
              <PageView key={route.path} route={route} notFound={route === notFoundRoute} />
            )}
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
