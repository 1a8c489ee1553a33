/**
 * The one script in every page. The prerendered HTML is complete and readable on its own, so
 * the application is fetched and hydrated only once the browser has painted it: JavaScript
 * never delays the first paint, which is then as fast as the page's HTML and CSS alone.
 * Links and the Free Estimate anchor work as plain HTML in the meantime.
 *
 * React and the site are started in two separate tasks: as one, they make a long task on a
 * slow phone, which would hold up a tap made at that moment.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const start = async () => {
  await import('./reactRuntime');
  await nextTask();
  await import('./entry-client');
};
requestAnimationFrame(() => setTimeout(() => void start(), 0));
