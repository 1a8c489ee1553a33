/**
 * The preview of a draft, made in the browser on every change, with no request: the page
 * resolved by the one resolver in its lenient mode (editor/shared/preview.ts), its sections and
 * the settings read with the real zod schemas. A section that cannot be read yet (a type that
 * does not exist, a required list missing) is left out; one that can but still makes its block
 * fail is left out by the preview frame (PreviewPage.tsx).
 */
import { homePath } from '../../../schema/paths';
import { siteFile, type Workspace } from '../../shared/api';

export { readSectionDraft, readSettingsDraft } from '../../../engine/content/browser-safe/resolve';
export { previewOf } from '../../shared/preview';

/**
 * The page and the settings the preview of the open file is made from: a page's draft with the
 * settings as loaded; while the settings are edited, the home page with the settings' draft.
 */
export function previewSources(file: string, value: unknown, workspace: Workspace | undefined): { page: unknown; settings: unknown } {
  if (file !== siteFile) return { page: value, settings: workspace?.files[siteFile]?.value };
  const home = workspace?.pages.find((page) => page.path === homePath);
  return { page: home && workspace?.files[home.file]?.value, settings: value };
}
