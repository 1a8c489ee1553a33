/**
 * The one script in every page. The prerendered HTML is complete and readable on its own, so
 * the application is fetched and hydrated only once the browser has painted it: JavaScript
 * never delays the first paint, which is then as fast as the page's HTML and CSS alone.
 * Links and the Free Estimate anchor work as plain HTML in the meantime.
 */
const start = () => void import('./entry-client');
requestAnimationFrame(() => setTimeout(start, 0));
