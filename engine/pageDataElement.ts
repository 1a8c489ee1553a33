/**
 * The id of the JSON data block in which the prerender embeds a page's own data, so the first
 * page a visitor opens hydrates with no extra request. Its own file because the prerender (in
 * Node) and the browser code both need it.
 */
export const pageDataElementId = 'page-data';
