/**
 * What the preview shows for an unsaved page: the page as it would render, resolved the way the
 * validator resolves it (engine/content/resolve.ts: shared sections merged with their overrides,
 * hidden sections left out, {phone} and other placeholders filled in), but section by section, so
 * that one section with a mistake does not blank the whole preview: it is left out until it is
 * right, and the rest of the page stays on screen.
 */
import { fillPlaceholders } from '../../schema/placeholders.ts';
import { section as sectionSchema } from '../../schema/section.ts';
import { type SiteConfig, type SiteSettings, siteConfig as siteConfigSchema } from '../../schema/site.ts';
import { toSiteSettings } from '../../engine/content/resolve.ts';
import type { PreviewData } from '../shared/api.ts';

export function readSiteConfig(value: unknown): SiteConfig | undefined {
  const parsed = siteConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The section a file's entry renders as, or undefined when it is hidden or not (yet) valid. */
function renderedSection(entry: unknown, config: SiteConfig) {
  if (!isObject(entry) || entry.hidden === true) return undefined;
  let candidate: unknown = entry;
  if (entry.type === 'shared') {
    const { name, overrides = {} } = entry;
    if (typeof name !== 'string' || !Object.hasOwn(config.sharedSections, name) || !isObject(overrides) || 'type' in overrides) return undefined;
    candidate = { ...config.sharedSections[name], ...overrides };
  }
  const parsed = sectionSchema.safeParse(candidate);
  return parsed.success && !parsed.data.hidden ? parsed.data : undefined;
}

export function previewOf(pageValue: unknown, config: SiteConfig): PreviewData {
  const page = isObject(pageValue) ? pageValue : {};
  const entries = Array.isArray(page.sections) ? page.sections : [];
  const sections: PreviewData['page']['sections'] = [];
  const sectionIndexes: number[] = [];
  const placeholders = { phone: config.company.phoneDisplay };
  entries.forEach((entry, index) => {
    const section = renderedSection(entry, config);
    if (!section) return;
    sections.push(fillPlaceholders(section, placeholders));
    sectionIndexes.push(index);
  });
  const text = (key: string) => (typeof page[key] === 'string' ? (page[key] as string) : '');
  return {
    page: {
      path: text('path') || '/',
      title: text('title'),
      description: text('description'),
      ...(text('numberPool') ? { numberPool: text('numberPool') } : {}),
      sections,
    },
    site: withStandIns(toSiteSettings(config)),
    sectionIndexes,
  };
}

/**
 * The preview frame shares the editor's origin, and so could reach its session token: it never
 * runs a provider's script. Its lead form and call tracking are the site's own offline stand-ins
 * (public/preview/), whatever site.config.json points at.
 */
function withStandIns(site: SiteSettings): SiteSettings {
  const { leadForm, callTracking } = site.integrations;
  return {
    ...site,
    integrations: {
      leadForm: { ...leadForm, formUrl: '/preview/lead-form.html', embedScriptUrl: '/preview/form-embed.js' },
      callTracking: {
        ...callTracking,
        sessionScriptUrl: '/preview/call-tracking-session.js',
        numberPools: Object.fromEntries(Object.keys(callTracking.numberPools).map((name) => [name, `/preview/call-tracking-pool.js?pool=${name}`])),
      },
    },
  };
}
