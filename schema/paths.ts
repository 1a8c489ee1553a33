/**
 * Route constants. Kept apart from the zod schemas on purpose: browser code may import this
 * file, and importing a value from a schema file would pull zod into the browser bundle.
 */
export const homePath = '/';
/** The site's settings, at the top of the content folder (beside pages/ and images/). */
export const siteConfigFile = 'site.config.json';
/** The page with this path is shown for any address that has no page. */
export const notFoundPath = '/404';

/** The file the prerender writes a page to: dist/index.html, dist/404.html, dist/<path>/index.html. */
export function htmlFileFor(pagePath: string): string {
  if (pagePath === notFoundPath) return '404.html';
  return pagePath === homePath ? 'index.html' : `${pagePath.slice(1)}/index.html`;
}

/** The page path a link lands on: without its #anchor or ?query, and without a trailing slash. */
export const linkTarget = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
