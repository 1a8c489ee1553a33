/**
 * Hints for the page editor's form (editor/app/form/), given to zod's `.meta()` beside the
 * `.describe()` text, so they travel in the generated JSON Schema files with everything else the
 * form reads (VS Code ignores the keys it does not know):
 * - `title`: the label of the field (without one, the editor names a field after its key);
 * - `x-widget`: "textarea" for text that runs to sentences, "image" for a photo, "icon" for an
 *   icon name, "overrides" for the fields of a shared section changed on one page;
 * - `x-names-from`: the dotted place in site.config.json whose keys are the names this field may
 *   take, like "company.openingHours";
 * - `x-advanced`: a field most editors never need, shown after the others;
 * - `x-grid`: the list is laid out as this grid of schema/grids.ts (the editor says when a count
 *   looks poor on wide screens);
 * - `x-link`: the field is a link ("page": to a page of this site; "page-or-https": to a page or
 *   an https address; "any": to a page or any address); not for the form alone: the validator
 *   and page moves read it too (schema/linkFields.ts).
 *
 * Browser-safe on purpose (no zod), like schema/paths.ts: the editor reads the same names.
 */
import type { GridName } from './grids.ts';
import type { LinkKind } from './linkFields.ts';

export type EditorWidget = 'textarea' | 'image' | 'icon' | 'overrides';

export type EditorHints = {
  title?: string;
  'x-widget'?: EditorWidget;
  'x-names-from'?: string;
  'x-advanced'?: true;
  'x-link'?: LinkKind;
  'x-grid'?: GridName;
};

/** Typed so that a misspelt hint fails `tsc` instead of silently doing nothing. */
export const editorHints = (hints: EditorHints): EditorHints => hints;
