/**
 * The name people know a page by ("Home", "About Us", "Roof Repairs"), for the page editor's page
 * picker and for the plain-language list of changes: the label a menu or list of the site gives
 * the page, else its title up to the site's name ("About Us | Kentucky's…" → "About Us").
 * Browser-safe: types only.
 */
import type { SiteConfig } from './site.ts';

type Named = { label?: unknown; href?: unknown };

export function pageName(page: { path: string; title: string }, config: Pick<SiteConfig, 'navigation' | 'services' | 'roofTypes'> | undefined): string {
  const labelled: Named[] = [...(config?.navigation?.menu ?? []), ...(config?.services ?? []), ...(config?.roofTypes ?? [])];
  const label = labelled.find((entry) => entry.href === page.path)?.label;
  if (typeof label === 'string' && label.trim()) return label.trim();
  const beforeSiteName = page.title.split(/\s+[|–—]\s+/)[0]?.trim();
  return beforeSiteName || page.title || page.path;
}
