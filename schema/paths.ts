/**
 * Route constants. Kept apart from the zod schemas on purpose: browser code may import this
 * file, and importing a value from a schema file would pull zod into the browser bundle.
 */
export const homePath = '/';
/** The page with this path is shown for any address that has no page. */
export const notFoundPath = '/404';
