/**
 * What the editor's preview shows for a page file's value: the page as it would render, resolved
 * the way the validator resolves it (engine/content/resolve.ts: shared sections merged with their
 * overrides, hidden sections left out, {phone} and other placeholders filled in), but section by
 * section, so that one section with a mistake does not blank the whole preview: a section
 * `readSection` cannot read is left out until it is right, and the rest of the page stays on
 * screen.
 *
 * Both sides resolve with this: the browser on every change of a draft (editor/app/preview/
 * draftPreview.ts, reading sections with the JSON Schema), and the server for a changed page as
 * it will be published (editor/server/preview.ts, reading them with zod). Browser-safe: no zod.
 */
import { fillPlaceholders } from '../../schema/placeholders';
import { isPlainObject } from '../../schema/schemaReader';
import type { Section } from '../../schema/section';
import type { SiteConfig, SiteSettings } from '../../schema/site';
import { toSiteSettings } from '../../schema/siteSettings';
import type { PreviewData } from './api';

/** A section as it renders, from a section's value (a shared one already merged with its overrides); undefined when it cannot render. */
export type SectionReader = (candidate: unknown) => Section | undefined;

export function resolvePreview(pageValue: unknown, config: SiteConfig, readSection: SectionReader): PreviewData {
  const page = isPlainObject(pageValue) ? pageValue : {};
  const entries = Array.isArray(page.sections) ? page.sections : [];
  const sections: PreviewData['page']['sections'] = [];
  const sectionIndexes: number[] = [];
  const placeholders = { phone: config.company.phoneDisplay };
  entries.forEach((entry, index) => {
    const section = renderedSection(entry, config, readSection);
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

/** The section a file's entry renders as, or undefined when it is hidden or cannot be read (yet). */
function renderedSection(entry: unknown, config: SiteConfig, readSection: SectionReader): Section | undefined {
  if (!isPlainObject(entry) || entry.hidden === true) return undefined;
  let candidate: unknown = entry;
  if (entry.type === 'shared') {
    const { name, overrides = {} } = entry;
    if (typeof name !== 'string' || !Object.hasOwn(config.sharedSections, name) || !isPlainObject(overrides) || 'type' in overrides) return undefined;
    candidate = { ...config.sharedSections[name], ...overrides };
  }
  const section = readSection(candidate);
  return section && !section.hidden ? section : undefined;
}

/**
 * The preview frame shares the editor's origin, and so could reach its session token: it never
 * runs a provider's script. Its lead form and call tracking are the site's own offline stand-ins
 * (public/preview/), whatever site.config.json points at.
 */
export function withStandIns(site: SiteSettings): SiteSettings {
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
