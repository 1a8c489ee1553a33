/**
 * What the preview of the open file is made from. The session makes the preview in the browser on
 * every change, with no request (`previewOf`, editor/shared/previewOf.ts: the one resolver in its
 * lenient mode, the sections and the settings read with the real zod schemas).
 */
import { homePath } from '../../../schema/paths';
import { siteFile, type Workspace } from '../../shared/api';

/**
 * The page and the settings the preview of the open file is made from: a page's draft with the
 * settings as loaded; while the settings are edited, the home page with the settings' draft.
 */
export function previewSources(file: string, value: unknown, workspace: Workspace | undefined): { page: unknown; settings: unknown } {
  if (file !== siteFile) return { page: value, settings: workspace?.files[siteFile]?.value };
  const home = workspace?.pages.find((page) => page.path === homePath);
  return { page: home && workspace?.files[home.file]?.value, settings: value };
}
