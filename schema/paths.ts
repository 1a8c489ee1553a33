/**
 * Route constants. Kept apart from the zod schemas on purpose: browser code may import this
 * file, and importing a value from a schema file would pull zod into the browser bundle.
 */
export const homePath = '/';
/** The page with this path is shown for any address that has no page. */
export const notFoundPath = '/404';

/** The file the prerender writes a page to: dist/index.html, dist/404.html, dist/<path>/index.html. */
export function htmlFileFor(pagePath: string): string {
  if (pagePath === notFoundPath) return '404.html';
  return pagePath === homePath ? 'index.html' : `${pagePath.slice(1)}/index.html`;
}

/**
 * Link fields are called "href" or end in it (the footer's "privacyHref"): the validator checks
 * them against the pages (engine/content/checks/references.ts), page moves carry them
 * (engine/content/pageLinks.ts) and the page editor offers its page picker for them.
 */
export const isLinkField = (key: string | number) => typeof key === 'string' && /^href$|Href$/.test(key);

/** The page path a link lands on: without its #anchor or ?query, and without a trailing slash. */
export const linkTarget = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
