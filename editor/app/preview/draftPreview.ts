/**
 * The preview of a draft, made in the browser on every change (no request, no zod): the page
 * resolved as it would render (editor/shared/preview.ts), its sections and the settings read
 * with the generated JSON Schemas as zod's parse reads them (defaults filled in, text trimmed:
 * `readShaped` in schema/schemaReader.ts). A section that does not have its type's shape yet (a
 * type that does not exist, a required list missing) is left out; one that has it but still
 * makes its block fail is left out by the preview frame (PreviewPage.tsx).
 */
import { homePath } from '../../../schema/paths';
import { readShaped } from '../../../schema/schemaReader';
import type { Section } from '../../../schema/section';
import type { SiteConfig } from '../../../schema/site';
import { type PreviewData, siteFile, type Workspace } from '../../shared/api';
import { resolvePreview } from '../../shared/preview';
import { sharedSectionSchema, siteSchema } from '../form/schemas';

/** site.config.json's value as zod would read it, or undefined while it does not have the settings' shape (the preview then stays as it was). */
export function readSettings(value: unknown): SiteConfig | undefined {
  return readShaped(siteSchema, value)?.value as SiteConfig | undefined;
}

/** A section of any type (a shared one merged with its overrides), or undefined when it does not have its type's shape. */
export function readSection(candidate: unknown): Section | undefined {
  return readShaped(sharedSectionSchema, candidate)?.value as Section | undefined;
}

/** What the preview shows for a page's value with these settings. */
export function previewOfDraft(pageValue: unknown, settings: SiteConfig): PreviewData {
  return resolvePreview(pageValue, settings, readSection);
}

/**
 * The page and the settings the preview of the open file is made from: a page's draft with the
 * settings as loaded; while the settings are edited, the home page with the settings' draft.
 */
export function previewSources(file: string, value: unknown, workspace: Workspace | undefined): { page: unknown; settings: unknown } {
  if (file !== siteFile) return { page: value, settings: workspace?.files[siteFile]?.value };
  const home = workspace?.pages.find((page) => page.path === homePath);
  return { page: home && workspace?.files[home.file]?.value, settings: value };
}
