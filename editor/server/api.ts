/**
 * The handlers of the editor's content routes (declared in editor/shared/routes.ts), over one
 * copy of the content: the laptop editor's (startEditor.ts), or a person's draft on the team
 * server (team/teamServer.ts). Who is let in is decided before a handler runs, and its body and
 * address parameters are checked with its route's schemas (routes.ts); every write is checked by
 * the same validator as `npm run validate` and made with minimal text edits
 * (engine/content/minimalEdits.ts), never while the copy is being published (a save waits for
 * the publish to end).
 */
import { readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { pagePath as pagePathSchema } from '../../schema/page.ts';
import { pageName } from '../../schema/pageName.ts';
import type { SiteConfig } from '../../schema/site.ts';
import { maxImageBytes } from '../../schema/imageSlots.ts';
import { writeFileAtomically } from '../../engine/content/fileText.ts';
import { imageFilePath, listImages, readImage, saveImage } from '../../engine/content/images.ts';
import { NewPageRefused, planNewPage, writeNewPage } from '../../engine/content/newPage.ts';
import { applyChange, checkChange, linksInTheWay, type PageChange, PageChangeRefused, planDelete, planMove } from '../../engine/content/pageLinks.ts';
import { createSiteValidator } from '../../engine/content/siteValidator.ts';
import type {
  CheckRequest,
  CheckResult,
  ImageInfo,
  LinkPlace,
  NewPageRequest,
  OpenedFile,
  PageChangeResult,
  SavedFile,
  SavedImage,
  SaveRequest,
} from '../shared/api.ts';
import { siteFile } from '../shared/api.ts';
import type { contentRoutes } from '../shared/routes.ts';
import { editableFile, readText, versionOf } from './files.ts';
import { HttpError } from './guard.ts';
import { RewriteFailed, rewriteJson } from '../../engine/content/minimalEdits.ts';
import { FileAnswer, type Handlers, mb } from './routes.ts';
import { createPublishing, type PublishingOptions } from './publishing.ts';
import { laptopPlans, planHandlers } from './publishPlans.ts';
import { answersTo } from './pageChecks.ts';
import { whileNotPublishing } from '../../engine/publish/publish.ts';
import { createWorkspaceReader } from './workspace.ts';
import { createSiteFactsReader } from './siteFacts.ts';

const thumbnailWidths = { least: 16, most: 480, usual: 160 };

export interface ApiOptions {
  contentRoot: string;
  publishing?: PublishingOptions;
  /**
   * Read every file for the check and the page checks now, so that the first check after opening
   * costs what a change costs, not a reading of every page (seconds, with a thousand of them,
   * during which the server answers nothing else, the editor's own files included). It blocks
   * while it reads, so it is done before the editor answers anything (startEditor.ts).
   */
  readContentFirst?: boolean;
}

export type ContentHandlers = Handlers<typeof contentRoutes>;

export function createApi({ contentRoot, publishing: publishingOptions, readContentFirst }: ApiOptions): ContentHandlers {
  const publishing = createPublishing(contentRoot, publishingOptions);
  /** The check after a pause in typing reads again only what changed (on disk or in the draft) since the last. */
  const validator = createSiteValidator(contentRoot);
  /** Small WebP copies for the photo picker, by file, version and width. */
  const thumbnails = new Map<string, Buffer>();

  /** A file as the editor's people know it, at the start of a sentence: "The site settings", "The page About Us" (its file name only when it does not read). */
  function named(file: string): string {
    if (file === siteFile) return 'The site settings';
    try {
      const value = JSON.parse(readText(editableFile(contentRoot, file)) ?? '') as { path?: unknown; title?: unknown };
      const settings = JSON.parse(readText(editableFile(contentRoot, siteFile)) ?? '{}') as SiteConfig;
      if (typeof value.path === 'string' && typeof value.title === 'string') return `The page ${pageName({ path: value.path, title: value.title }, settings)}`;
    } catch {
      // Unreadable: named by where it is.
    }
    return `The page at ${file.replace(/^pages/, '').replace(/\.json$/, '')}`;
  }

  /** What the editor opens with: the pages' summaries, the settings, where shared sections are used (workspace.ts). */
  const workspace = createWorkspaceReader(contentRoot, (name) => {
    try {
      return open(name);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error; // Unreadable JSON: the editor says so when it is opened.
      return undefined;
    }
  });

  /** Every saved page's facts, for the open page's checks (siteFacts.ts). */
  const siteFacts = createSiteFactsReader(contentRoot, workspace);
  if (readContentFirst)
    for (const read of [() => validator.validate(), siteFacts])
      try {
        read();
      } catch {
        // The first check (or the page checks) says what is wrong, in its own answer.
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

  function newPage({ from, path: newPath, title, description }: NewPageRequest): PageChangeResult {
    let fromPath = from;
    if (from.endsWith('.json')) {
      const declared = (open(from).value as { path?: unknown } | null)?.path;
      if (typeof declared !== 'string') throw new HttpError(422, { code: 'invalid', message: `${named(from)} has no address to copy from.` });
      fromPath = declared;
    }
    const given = (text: string) => (text.trim() !== '' ? text : undefined);
    try {
      const page = planNewPage(contentRoot, { newPath, fromPath, title: given(title), description: given(description) });
      editableFile(contentRoot, page.file);
      writeNewPage(contentRoot, page);
      return { files: page.settingsText === undefined ? [page.file] : [page.file, siteFile], notes: page.notes };
    } catch (error) {
      if (!(error instanceof NewPageRefused)) throw error;
      const status = { 'bad-path': 400, exists: 409, 'no-source': 404, 'site-has-problems': 422, invalid: 422 } as const;
      const code = { 'bad-path': 'bad-request', exists: 'exists', 'no-source': 'not-found', 'site-has-problems': 'invalid', invalid: 'invalid' } as const;
      const message =
        error.reason === 'invalid' || error.reason === 'site-has-problems' ? `${error.message.replace(/:$/, '.')} Nothing was written.` : error.message;
      throw new HttpError(status[error.reason], { code: code[error.reason], message, ...(error.problems.length ? { problems: error.problems } : {}) });
    }
  }

  /** A move or a delete: planned, checked with the validator, then written; refused with the reasons. */
  function pageChange(plan: () => PageChange): PageChangeResult {
    try {
      const change = plan();
      // A plan only ever names page files; this holds even if a path slipped past the checks.
      for (const file of [...Object.keys(change.writes), ...change.removes]) editableFile(contentRoot, file);
      const result = checkChange(contentRoot, change);
      if (result.errorCount > 0)
        throw new HttpError(422, {
          code: 'invalid',
          message: 'The change would leave the site with problems, so nothing was written.',
          problems: result.problems,
        });
      applyChange(contentRoot, change);
      return { files: [...Object.keys(change.writes), ...change.removes], notes: change.notes };
    } catch (error) {
      if (!(error instanceof PageChangeRefused)) throw error;
      const places = error.details.places?.map(placeOf);
      // The first line is the sentence; the lines after it list the places for the command line (the editor has them as `places`).
      throw new HttpError(409, { code: 'refused', message: sentence(error.message.split('\n')[0]!.replace(/:$/, '.')), ...(places ? { places } : {}) });
    }
  }

  function pagePathParameter(value: string, what: string): string {
    if (!pagePathSchema.safeParse(value).success)
      throw new HttpError(400, {
        code: 'bad-request',
        message: `${what} ${JSON.stringify(value)} is not a page path: a page path starts with "/" and uses lower-case words joined by dashes, like "/services/roof-repairs".`,
      });
    return value;
  }

  function images(): ImageInfo[] {
    return listImages(contentRoot).flatMap((src) => {
      const image = readImage(contentRoot, src);
      return image?.width !== undefined && image.height !== undefined ? [{ src: image.src, width: image.width, height: image.height, bytes: image.bytes }] : [];
    });
  }

  async function upload(body: Buffer | undefined, name: string | undefined): Promise<SavedImage> {
    if (!body)
      return { saved: false, reason: 'too-large', message: `The photo is larger than ${mb(maxImageBytes)}, the most the site takes. Nothing was saved.` };
    // A file whose first bytes say "photo" must also decode as one (the build would fail on it later).
    const decodes = await sharp(body, { failOn: 'error' })
      .resize(8)
      .raw()
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
    if (!decodes) return { saved: false, reason: 'not-a-photo', message: 'The file is damaged or is not a JPEG, PNG or WebP photo. Nothing was saved.' };
    return saveImage(contentRoot, name || 'photo', body);
  }

  async function thumbnail(src: string, asked: string | undefined): Promise<FileAnswer> {
    const width = Math.round(Math.min(Math.max(Number(asked) || thumbnailWidths.usual, thumbnailWidths.least), thumbnailWidths.most));
    const file = imageFilePath(contentRoot, src);
    const image = file ? readImage(contentRoot, src) : undefined;
    if (!file || !image?.type) throw new HttpError(404, { code: 'not-found', message: `${src} is not a photo in the images folder.` });
    const { mtimeMs, size } = statSync(file);
    const key = `${src}:${mtimeMs}:${size}@${width}`;
    let thumb = thumbnails.get(key);
    if (!thumb) {
      // From its bytes, not its name: libvips keeps what it decoded by file name, so a photo
      // replaced under the same name would be shown as it was.
      thumb = await sharp(readFileSync(file)).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer();
      // A picker shows a few dozen; the oldest go first so a long session stays small.
      if (thumbnails.size >= 500) thumbnails.delete(thumbnails.keys().next().value!);
      thumbnails.set(key, thumb);
    }
    return new FileAnswer('image/webp', thumb);
  }

  return {
    files: () => workspace(),
    file: ({ query }) => open(query.name),
    check: ({ body }) => check(body),
    save: ({ body }) => whileNotPublishing(contentRoot, () => save(body)),
    newPage: ({ body }) => whileNotPublishing(contentRoot, () => newPage(body)),
    movePage: ({ body }) => {
      const [source, target] = [pagePathParameter(body.from, 'The page'), pagePathParameter(body.to, 'The new path')];
      return whileNotPublishing(contentRoot, () => pageChange(() => planMove(contentRoot, source, target)));
    },
    deletePage: ({ body }) => {
      const target = pagePathParameter(body.path, 'The page');
      const to = body.to === undefined ? undefined : pagePathParameter(body.to, "The page for the deleted page's visitors");
      return whileNotPublishing(contentRoot, () => pageChange(() => planDelete(contentRoot, target, { to })));
    },
    linksTo: ({ query }) => linksInTheWay(contentRoot, pagePathParameter(query.path, 'The page')).map(placeOf),
    images: () => images(),
    uploadImage: ({ query, body }) => whileNotPublishing(contentRoot, () => upload(body, query.name)),
    thumbnail: ({ query }) => thumbnail(query.src, query.w),
    checkAnswers: ({ body }) => answersTo(contentRoot, body),
    savedSiteFacts: () => siteFacts(),
    publishStatus: () => publishing.status(),
    history: () => publishing.history(),
    // This copy's own plans (the laptop editor's); the team server answers these routes itself (team/teamPlans.ts).
    ...planHandlers(laptopPlans(contentRoot, publishing)),
  };
}
const placeOf = ({ file, path: at, line, column, href }: LinkPlace): LinkPlace => ({ file, path: at, line, column, href });

/** engine/content's messages start in lower case, to follow "✖ Nothing was changed: " in the terminal. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
