/**
 * The one script in every page. The prerendered HTML is complete and readable on its own, so
 * the application is fetched and hydrated only once the browser has shown it: JavaScript never
 * competes with the first paint, which is then as fast as the page's HTML and CSS alone.
 * Links and the Free Estimate anchor work as plain HTML in the meantime.
 *
 * React and the site are started in two separate tasks: as one, they make a long task on a
 * slow phone, which would hold up a tap made at that moment.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the first paint is on screen. The paint timing entry arrives only after the
 * frame has been presented; an animation frame alone comes earlier, while the frame is still
 * on its way to the screen, and requests started then compete with it.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => resolve());
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

async function start(): Promise<void> {
  // A page with nothing prerendered (the dev server's) has no first paint to wait for.
  if (document.getElementById('root')?.firstElementChild) await afterFirstPaint();
  await nextTask();
  await import('./reactRuntime');
  await nextTask();
  await import('./entry-client');
}

void start();
