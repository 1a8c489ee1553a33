/**
 * The page editor's HTTP API, as types: the one contract between the editor's Node server
 * (editor/server/) and its browser app (editor/app/). Browser-safe: types and constants only.
 *
 * Every request carries the session token (header `tokenHeader`, read by the app from the
 * `<meta name="editor-token">` the server puts into the editor's page) and comes from the
 * editor's own origin; anything else gets 403. Files are named by their path relative to the
 * project root with forward slashes: "pages/home.json", "site.config.json". No other file can
 * be read or written through this API. A request whose body or address parameters do not fit
 * the interfaces below (the server checks each with a zod schema of its own, held to these
 * interfaces by tsc: editor/server/requests.ts) gets 400 bad-request with a sentence naming what
 * is wrong, and nothing is written.
 *
 * GET /api/images/thumb?src=/images/x.jpg&w=160: a small WebP of a photo for the picker. An
 * <img> cannot send a header, so this one address also takes the token as `thumbnailTokenParam`.
 */
import type { ResolvedPage } from '../../schema/page';
import type { JsonPath, Problem } from '../../schema/problems';
import type { SiteSettings } from '../../schema/site';

export type { JsonPath, Problem };

export const apiBase = '/api';
export const tokenHeader = 'x-editor-token';
export const tokenMetaName = 'editor-token';
export const siteFile = 'site.config.json';
export const thumbnailPath = `${apiBase}/images/thumb`;
export const thumbnailTokenParam = 't';

/** An answer that is not a success: a stable code for programs, a plain sentence for people. */
export interface ApiError {
  code: 'forbidden' | 'bad-request' | 'bad-file' | 'not-found' | 'changed-on-disk' | 'invalid' | 'refused' | 'exists' | 'too-large' | 'internal';
  message: string;
  /** With `invalid`: every problem, at its field. */
  problems?: Problem[];
  /** With `refused` (a page that is still linked to): every link that stands in the way. */
  places?: LinkPlace[];
}

/** GET /api/files: everything the editor needs to open, in one answer. */
export interface Workspace {
  /** Every page file, the home page first, then by path. */
  pages: PageSummary[];
  /** site.config.json and every page file that is valid JSON, as on disk now, by file name. */
  files: Record<string, OpenedFile>;
  /** For each shared section (by name), the paths of the pages that use it, in the order of `pages`. */
  sharedUse: Record<string, string[]>;
}
export interface PageSummary {
  file: string;
  path: string;
  /** The page's title for search engines ("About Us | Kentucky's Trusted …"). */
  title: string;
  /** The name people know the page by: "Home", "About Us", "Roof Repairs". */
  name: string;
}

/** GET /api/file?name=pages/home.json: the file as it is on disk now. */
export interface OpenedFile {
  file: string;
  text: string;
  value: unknown;
  /** Changes whenever the file's text changes on disk (a hash of the text). */
  version: string;
}

/** POST /api/check: the unsaved value of one file, checked with the rest of the site as it is on disk. */
export interface CheckRequest {
  file: string;
  value: unknown;
}
export interface CheckResult {
  /** Every problem the whole site has with this draft in place (same as `npm run validate`). */
  problems: Problem[];
  /** What the preview shows; absent when the draft cannot be resolved into a page at all. */
  preview?: PreviewData;
}
/** The page as it would render (shared sections filled in, hidden ones left out). */
export interface PreviewData {
  page: ResolvedPage;
  site: SiteSettings;
  /** For each rendered section, its index in the file's `sections` (hidden ones are skipped). */
  sectionIndexes: number[];
}

/** PUT /api/file: 200 SavedFile; 409 changed-on-disk; 422 invalid (nothing written). */
export interface SaveRequest {
  file: string;
  value: unknown;
  /** The version the editor opened (or last saved); a different version on disk means 409. */
  version: string;
}
export interface SavedFile {
  file: string;
  text: string;
  version: string;
  /** False when the value equalled the file: nothing was written. */
  written: boolean;
}

/**
 * POST /api/pages/new: a page copied from another, with its own path, title and description
 * (an empty title or description is made from the path, as `npm run new-page` does).
 * 200 PageChangeResult; 400 bad-request (path), 409 exists, 422 invalid (nothing written).
 */
export interface NewPageRequest {
  /** The page to copy: its file ("pages/services/repairs.json") or its path ("/services/repairs"). */
  from: string;
  path: string;
  title: string;
  description: string;
}

/** POST /api/pages/move: a page's new path; every link to it follows (minimal edits). 409 refused, 422 invalid. */
export interface MovePageRequest {
  from: string;
  to: string;
}
/** POST /api/pages/delete: refused (409 refused, with `places`) while anything links to it. */
export interface DeletePageRequest {
  path: string;
}
export interface PageChangeResult {
  /** Files written (or deleted), relative to the project root. */
  files: string[];
}
/** GET /api/pages/links?path=/services/repairs: where the site links to a page. */
export interface LinkPlace {
  file: string;
  path: JsonPath;
  line: number;
  column: number;
  href: string;
}

/** GET /api/images: the photos in images/. */
export interface ImageInfo {
  /** As a page names it: "/images/warehouse-roof.jpg". */
  src: string;
  width: number;
  height: number;
  bytes: number;
}
/** POST /api/images?name=<original file name>, body = the file's bytes. */
export type SavedImage = { saved: true; src: string } | { saved: false; reason: 'exists' | 'not-a-photo' | 'too-large'; message: string; src?: string };

/** Messages between the editor and its preview frame (editor/preview.html), same origin only. */
export type ToPreview = { kind: 'render'; preview: PreviewData; selected: number | undefined };
export type FromPreview = { kind: 'ready' } | { kind: 'select'; index: number };
