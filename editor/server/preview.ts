/**
 * What the preview shows for an unsaved page: the page as it would render, resolved the way the
 * validator resolves it (engine/content/resolve.ts), but section by section, so that one section
 * with a mistake does not blank the whole preview: it is left out until it is right.
 */
import { fillPlaceholders } from '../../schema/placeholders.ts';
import { section as sectionSchema } from '../../schema/section.ts';
import { type SiteConfig, siteConfig as siteConfigSchema } from '../../schema/site.ts';
import { toSiteSettings } from '../../engine/content/resolve.ts';
import type { PreviewData } from '../shared/api.ts';

export function readSiteConfig(value: unknown): SiteConfig | undefined {
  const parsed = siteConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function previewOf(pageValue: unknown, config: SiteConfig): PreviewData {
  const page = (pageValue && typeof pageValue === 'object' ? pageValue : {}) as Record<string, unknown>;
  const entries = Array.isArray(page.sections) ? page.sections : [];
  const sections: PreviewData['page']['sections'] = [];
  const sectionIndexes: number[] = [];
  entries.forEach((entry, index) => {
    if (!entry || typeof entry !== 'object' || (entry as { hidden?: unknown }).hidden === true) return;
    const { type, name, overrides } = entry as { type?: unknown; name?: unknown; overrides?: unknown };
    const candidate =
      type === 'shared'
        ? typeof name === 'string' && Object.hasOwn(config.sharedSections, name)
          ? { ...config.sharedSections[name], ...(overrides && typeof overrides === 'object' ? overrides : {}) }
          : undefined
        : entry;
    const parsed = candidate ? sectionSchema.safeParse(candidate) : undefined;
    if (!parsed?.success || parsed.data.hidden) return;
    sections.push(fillPlaceholders(parsed.data, { phone: config.company.phoneDisplay }));
    sectionIndexes.push(index);
  });
  const text = (key: string) => (typeof page[key] === 'string' ? (page[key] as string) : '');
  return {
    page: { path: text('path') || '/', title: text('title'), description: text('description'), sections },
    site: toSiteSettings(config),
    sectionIndexes,
  };
}
