/**
 * What the preview of the open file is made from. The session makes the preview in the browser on
 * every change, with no request (`previewOf`, editor/shared/previewOf.ts: the one resolver in its
 * lenient mode, the sections and the settings read with the real zod schemas).
 */
import { siteConfigFile } from '../../../schema/paths';

/**
 * The page and the settings the preview of the open file is made from: a page's draft with the
 * settings as loaded; while the settings are edited, the home page (as on disk) with the settings' draft.
 */
export function previewSources(file: string, value: unknown, settings: unknown, home: unknown): { page: unknown; settings: unknown } {
  return file === siteConfigFile ? { page: home, settings: value } : { page: value, settings };
}
