/**
 * Finds and loads page data, for the prerender and the dev server (the browser of a built site
 * never needs it: its islands carry their own props). Each page is its own chunk.
 */
import { routes, site } from 'virtual:site';
import type { ResolvedPage } from '../../schema/page';
import { notFoundPath } from '../../schema/paths';

export { site };
export type PageRoute = (typeof routes)[number];

const loading = new Map<string, Promise<ResolvedPage>>();

export const pageRoutes = routes.filter((r) => r.path !== notFoundPath);
export const notFoundRoute = routes.find((r) => r.path === notFoundPath)!;

export function routeFor(pathname: string): PageRoute {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageRoutes.find((r) => r.path === normalized) ?? notFoundRoute;
}

/** Starts (or reuses) loading a page. The promise is marked when done, so React's `use` can read it at once. */
export function loadPage(route: PageRoute): Promise<ResolvedPage> {
  let promise = loading.get(route.path);
  if (!promise) {
    const started = route.load();
    // React's `use` reads these two fields to return a settled promise's value without suspending.
    void started.then((value) => Object.assign(started, { status: 'fulfilled', value }));
    promise = started;
    loading.set(route.path, promise);
  }
  return promise;
}
