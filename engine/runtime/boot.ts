/**
 * The one script in every page. The prerendered HTML is complete and readable on its own, so
 * JavaScript starts only once the browser has shown it: it never competes with the first paint,
 * which is then as fast as the page's HTML and CSS alone. Links, the menus (a popover and
 * <details>) and the Free Estimate anchor work as plain HTML in the meantime. Then only the
 * page's islands are hydrated (islands/island.tsx): the header with its menus, Free Estimate,
 * the form, call tracking. Last, the sections the first paint left out are rendered
 * (renderLaterSections.ts).
 *
 * React and the islands are started in two separate tasks: as one, they make a long task on a
 * slow phone, which would hold up a tap made at that moment.
 */
import { nextTask } from './nextTask';
import { renderLaterSections } from './renderLaterSections';

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
  // The dev server sends no prerendered HTML: there React renders the whole page (engine/dev/devApp.tsx).
  // The build drops this branch, and the module with it.
  if (import.meta.env.DEV && !document.getElementById('root')?.firstElementChild) {
    await import('../dev/devApp');
    return;
  }
  // A page the browser prerenders (the visitor may open it next) has no paint to protect: it
  // starts at once, so its islands are hydrated the moment it is shown.
  if (!(document as Document & { prerendering?: boolean }).prerendering) await afterFirstPaint();
  await nextTask();
  await import('./reactRuntime');
  await nextTask();
  const { hydrateIslands } = await import('./islands/hydrateIslands');
  await hydrateIslands();
  // Markers that the islands are hydrated: tests wait for the attribute; the mark times it
  // (npm run measure:interaction, and any real-user monitoring).
  document.documentElement.setAttribute('data-hydrated', '');
  performance.mark('hydrated');
  await renderLaterSections();
}

void start();
