/**
 * The settings the browser receives, made from site.config.json's value: without `$schema`, the
 * shared sections (they are resolved into the pages) and the redirects (the host answers them), with placeholders such as {phone}
 * filled in. The validator (engine/content/resolve.ts) and the page editor's preview both make
 * them here.
 *
 * Browser-safe on purpose (no zod, no node:), like schema/placeholders.ts.
 */
import { fillPlaceholders } from './placeholders.ts';
import type { SiteConfig, SiteSettings } from './site.ts';

export function toSiteSettings(config: SiteConfig): SiteSettings {
  const { $schema: _schema, sharedSections: _shared, redirects: _redirects, ...settings } = config;
  return fillPlaceholders(settings, { phone: config.company.phoneDisplay });
}
