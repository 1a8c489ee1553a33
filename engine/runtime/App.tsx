/**
 * The application: site settings, the layout shell and one route per page file. The prerender
 * renders it to HTML in a StaticRouter; in the browser only its islands are hydrated
 * (islands/hydrateIslands.tsx), except under `npm run dev`, which renders it all (devApp.tsx).
 *
 * Routes are exact paths from pages/*.json, so the page is picked with `routeFor(pathname)`
 * rather than <Routes>: <Routes> brings React Router's pattern ranking and data-router
 * rendering, which this site never uses, and costs more JavaScript than the whole layout.
 */
import { lazy, Suspense, use } from 'react';
import { useLocation } from 'react-router-dom';
import { PageRenderer } from './PageRenderer';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SiteProvider } from './SiteContext';
import { SiteLayout } from './layout/SiteLayout';
import { PageEffects } from './PageEffects';
import { loadPage, notFoundRoute, routeFor, site, type PageRoute } from './pageLoader';
import { useDocumentMeta } from './useDocumentMeta';

// The section catalogue exists under `npm run dev` only: a build sets import.meta.env.DEV to
// false, so this import and the route below are dead code and never reach dist/.
const SectionCatalogue = import.meta.env.DEV ? lazy(() => import('../dev/catalogue/SectionCatalogue')) : undefined;

const cataloguePath = '/_catalogue';

export function App() {
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  const showCatalogue = SectionCatalogue !== undefined && pathname === cataloguePath;
  return (
    <SiteProvider site={site} path={route.path}>
      <SiteLayout>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={null}>{showCatalogue ? <SectionCatalogue /> : <PageView key={route.path} route={route} />}</Suspense>
        </RouteErrorBoundary>
      </SiteLayout>
      {/* Outside <main>, whose children are the page's sections. */}
      {!showCatalogue && (
        <Suspense fallback={null}>
          <PageEffectsOf route={route} notFound={route === notFoundRoute} />
        </Suspense>
      )}
    </SiteProvider>
  );
}

function PageView({ route }: { route: PageRoute }) {
  const page = use(loadPage(route));
  useDocumentMeta(page, site);
  return <PageRenderer page={page} />;
}

function PageEffectsOf({ route, notFound }: { route: PageRoute; notFound: boolean }) {
  return <PageEffects numberPool={use(loadPage(route)).numberPool} notFound={notFound} />;
}
