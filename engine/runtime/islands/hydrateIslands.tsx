/**
 * The browser's side of the islands (island.tsx): hydrates each `<site-island>` of the page on its
 * own, with the props the prerender wrote into it, the site settings and the page's path.
 * The header comes first, so the menus answer soonest, and each island gets a task of its own, so
 * no long task holds up a tap made meanwhile.
 */
import { startTransition, useEffect, type ComponentType } from 'react';
import { site } from 'virtual:site';
import { nextTask } from '../nextTask';
import { hydrateRoot } from '../reactRuntime';
import { SiteProvider } from '../../../platform/SiteContext';
import { IslandContent } from '../../../platform/island';
import { islands } from './islands';

const byName = new Map<string, ComponentType<object>>(islands.map((entry) => [entry.islandName, entry.Component as ComponentType<object>]));
/** The page's path as the prerender knew it: without the trailing slash a host may add. */
const currentPath = () => window.location.pathname.replace(/(.)\/+$/, '$1');

export async function hydrateIslands(): Promise<void> {
  const path = currentPath();
  const hydrated: Promise<void>[] = [];
  // Document order: the header is the first island of every page.
  for (const element of document.querySelectorAll<HTMLElement>('site-island')) {
    const Component = byName.get(element.dataset.island ?? '');
    if (!Component) {
      console.error(`The island "${element.dataset.island}" is not listed in engine/runtime/islands/islands.ts, so it stays static.`);
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    hydrated.push(
      new Promise<void>((resolve) => {
        startTransition(() => {
          hydrateRoot(
            element,
            <SiteProvider site={site} path={path}>
              <IslandContent>
                <Component {...props} />
                <Hydrated onHydrated={resolve} />
              </IslandContent>
            </SiteProvider>,
          );
        });
      }),
    );
    await nextTask();
  }
  await Promise.all(hydrated);
}

/** Renders nothing; its effect runs once the island around it is hydrated and its own effects have run. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}
