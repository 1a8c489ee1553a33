/**
 * Site-wide settings (company, navigation, footer, integrations) for blocks to read with
 * `useSite()`, and the page being shown, for the few blocks that behave differently on it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { SiteSettings } from '../../schema/site';

const SiteContext = createContext<SiteSettings | null>(null);

export function SiteProvider({ site, children }: { site: SiteSettings; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

export function useSite(): SiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it.');
  return site;
}
