/**
 * Site-wide settings (company, navigation, footer, integrations) for blocks to read with
 * `useSite()`, and the path of the page being shown, for the few parts that behave differently
 * on it (`useCurrentPath()`: the header marks its page's link, menus close when it changes).
 * The prerender, the dev server, the editor's preview and the islands each provide both.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { SiteSettings } from '../schema/site';

const SiteContext = createContext<SiteSettings | null>(null);
const CurrentPathContext = createContext<string | null>(null);

export function SiteProvider({ site, path, children }: { site: SiteSettings; path: string; children: ReactNode }) {
  return (
    <SiteContext value={site}>
      <CurrentPathContext value={path}>{children}</CurrentPathContext>
    </SiteContext>
  );
}

export function useSite(): SiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it.');
  return site;
}

export function useCurrentPath(): string {
  const path = useContext(CurrentPathContext);
  if (path === null) throw new Error('useCurrentPath() needs a <SiteProvider> above it.');
  return path;
}
