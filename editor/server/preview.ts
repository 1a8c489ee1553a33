/**
 * A changed page as it will be published (publishing.ts): resolved as the editor's preview
 * resolves a draft (editor/shared/preview.ts), each section read with its zod schema, so a
 * section that does not parse is left out and the rest of the page still shows.
 */
import { section as sectionSchema } from '../../schema/section.ts';
import { type SiteConfig, siteConfig as siteConfigSchema } from '../../schema/site.ts';
import type { PreviewData } from '../shared/api.ts';
import { resolvePreview } from '../shared/preview.ts';

export function readSiteConfig(value: unknown): SiteConfig | undefined {
  const parsed = siteConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function previewOf(pageValue: unknown, config: SiteConfig): PreviewData {
  return resolvePreview(pageValue, config, (candidate) => {
    const parsed = sectionSchema.safeParse(candidate);
    return parsed.success ? parsed.data : undefined;
  });
}
