/**
 * The content files as the editor's routes open, check and save them, over one copy of the
 * content (files.ts says which names may be touched). A check is of the draft as it would be
 * saved; a save is refused when the file changed since it was opened, or when the validator (the
 * same as `npm run validate`) finds a problem, and is made with minimal text edits
 * (engine/content/minimalEdits.ts), never while the copy is being published.
 */
import { pageName } from '../../schema/pageName.ts';
import type { SiteConfig } from '../../schema/site.ts';
import { writeFileAtomically } from '../../engine/content/fileText.ts';
import { RewriteFailed, rewriteJson } from '../../engine/content/minimalEdits.ts';
import type { SiteValidator } from '../../engine/content/siteValidator.ts';
import { whileNotPublishing } from '../../engine/publish/publish.ts';
import type { CheckRequest, CheckResult, OpenedFile, SavedFile, SaveRequest } from '../shared/api.ts';
import { siteConfigFile } from '../../schema/paths.ts';
import type { ContentHandlers } from './contentHandlers.ts';
import { editableFile, readText, versionOf } from './files.ts';
import { HttpError } from './guard.ts';

/** How the handlers of one copy of the content name and open its files. */
export interface ContentFiles {
  /** A file as the editor's people know it, at the start of a sentence: "The site settings", "The page About Us" (its file name only when it does not read). */
  named(file: string): string;
  /** A file as the editor opens it, or the 404 or 422 that says why it cannot be. */
  open(name: unknown): OpenedFile;
}

export function contentFiles(contentRoot: string): ContentFiles {
  function named(file: string): string {
    if (file === siteConfigFile) return 'The site settings';
    try {
      const value = JSON.parse(readText(editableFile(contentRoot, file)) ?? '') as { path?: unknown; title?: unknown };
      const settings = JSON.parse(readText(editableFile(contentRoot, siteConfigFile)) ?? '{}') as SiteConfig;
      if (typeof value.path === 'string' && typeof value.title === 'string') return `The page ${pageName({ path: value.path, title: value.title }, settings)}`;
    } catch {
      // Unreadable: named by where it is.
    }
    return `The page at ${file.replace(/^pages/, '').replace(/\.json$/, '')}`;
  }

  function open(name: unknown): OpenedFile {
    const file = editableFile(contentRoot, name);
    const text = readText(file);
    if (text === undefined) throw new HttpError(404, { code: 'not-found', message: `${named(String(name))} does not exist.` });
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(422, {
        code: 'invalid',
        message: `${named(String(name))} cannot be read: its file was broken by an edit outside the editor. A developer can fix it (npm run validate shows where).`,
      });
    }
    return { file: String(name), text, value, version: versionOf(text) };
  }

  return { named, open };
}

/** The routes that open, check and save one file. */
export function fileHandlers(contentRoot: string, validator: SiteValidator, { named, open }: ContentFiles) {
  /**
   * The text the draft would be saved as: minimal edits of the file on disk, so each problem's
   * line and column are where the save would put it. A file that is new, or does not parse on
   * disk, is checked as plainly formatted JSON.
   */
  function draftText(absolute: string, value: unknown): string {
    const disk = readText(absolute);
    if (disk !== undefined) {
      try {
        return rewriteJson(disk, value);
      } catch {
        // Checked as plain JSON below: the problems are the same, only their lines differ.
      }
    }
    return `${JSON.stringify(value, null, 2)}\n`;
  }

  function check(request: CheckRequest): CheckResult {
    const absolute = editableFile(contentRoot, request.file);
    // The problems only: the editor makes the preview itself, on every change.
    return { problems: validator.validate({ sources: { [request.file]: draftText(absolute, request.value) } }).problems };
  }

  function save(request: SaveRequest): SavedFile {
    const { file, value, version } = request;
    const absolute = editableFile(contentRoot, file);
    const text = readText(absolute);
    if (text === undefined)
      throw new HttpError(404, { code: 'not-found', message: `${named(file)} no longer exists (it was moved or deleted). Nothing was written.` });
    if (versionOf(text) !== version)
      throw new HttpError(409, {
        code: 'changed-on-disk',
        message: `${named(file)} was changed after you opened it (by another program, or brought up to date from the website). Nothing was written: reload it, or keep editing.`,
      });
    let next: string;
    try {
      next = rewriteJson(text, value);
    } catch (error) {
      if (!(error instanceof RewriteFailed)) throw error;
      throw new HttpError(500, { code: 'internal', message: `The change could not be written exactly (${error.message}), so nothing was written.` });
    }
    if (next === text) return { file, text, version, written: false };
    // The same validator as the check: what changed is read again, the rest is kept.
    const result = validator.validate({ sources: { [file]: next } });
    if (result.errorCount > 0) {
      const count = result.errorCount;
      throw new HttpError(422, {
        code: 'invalid',
        message: `Not saved: ${count} problem${count === 1 ? '' : 's'} to fix first. Nothing was written and nothing is lost.`,
        problems: result.problems,
      });
    }
    writeFileAtomically(absolute, next);
    return { file, text: next, version: versionOf(next), written: true };
  }

  return {
    file: ({ query }) => open(query.name),
    check: ({ body }) => check(body),
    save: ({ body }) => whileNotPublishing(contentRoot, () => save(body)),
  } satisfies Partial<ContentHandlers>;
}
