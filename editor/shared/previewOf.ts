/**
 * What the editor's preview shows for a page file's value: the page as it would render, resolved
 * by the one resolver (engine/content/browser-safe/resolve.ts) in its lenient mode, section by
 * section, so that one section with a mistake does not blank the whole preview: a section that
 * cannot be read yet is left out and the rest of the page stays on screen.
 *
 * Both sides make it here: the browser on every change of a draft (the session,
 * editor/app/session/useEditorSession.ts), and the server for a changed page as it will be
 * published and as the website has it (editor/server/publishing.ts `beforeAndAfter`).
 */
import { resolveDraft } from '../../engine/content/browser-safe/resolve';
import type { SiteConfig, SiteSettings } from '../../schema/site';
import { toSiteSettings } from '../../schema/siteSettings';
import type { PreviewData } from './api';

/** What the preview shows for a page's value with these settings (read with `readSettingsDraft`). */
export function previewOf(pageValue: unknown, config: SiteConfig): PreviewData {
  const { page, sectionIndexes } = resolveDraft(pageValue, config);
  return { page, site: withStandIns(toSiteSettings(config)), sectionIndexes };
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
