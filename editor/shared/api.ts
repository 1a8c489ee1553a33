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

/**
 * What a person may do on the team server, each role including the ones before it: an editor
 * edits and saves drafts and sends them for review; a publisher also publishes, undoes publishes
 * and reviews others' drafts; an owner also manages people. The laptop editor has one person, an owner.
 */
export const roles = ['editor', 'publisher', 'owner'] as const;
export type Role = (typeof roles)[number];
export const mayAct = (role: Role, needed: Role) => roles.indexOf(role) >= roles.indexOf(needed);

/** An answer that is not a success: a stable code for programs, a plain sentence for people. */
export interface ApiError {
  code:
    | 'signed-out'
    | 'forbidden'
    | 'bad-request'
    | 'too-many-tries'
    | 'bad-file'
    | 'not-found'
    | 'changed-on-disk'
    | 'invalid'
    | 'refused'
    | 'exists'
    | 'too-large'
    | 'internal';
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
}
/**
 * The page as it would render (shared sections filled in, hidden ones left out), as the preview
 * frame gets it: made by `previewOf` (editor/shared/preview.ts), in the browser from a draft, or
 * by the server for a changed page as it will be published.
 */
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

// ---------------------------------------------------------------------------------------------
// Publishing: the saved changes become a new version of the website (engine/publish/).
// ---------------------------------------------------------------------------------------------

export interface Person {
  name: string;
  email: string;
}

/** GET /api/publish/status: what the Publish button says (no network: the last version seen). */
export interface PublishStatus {
  /** False when this copy is not kept with git at all: there is nothing to publish with. */
  available: boolean;
  /** Why not, in a sentence, when not available. */
  unavailable?: string;
  /** False when the copy has no remote: it is not connected to a website; "Save a version" only. */
  connected: boolean;
  /** The pages (by name), whether the settings, and how many photos have saved changes the website does not have. */
  pending: { pages: string[]; settings: boolean; photos: number };
  /** Versions saved on this computer that the website does not have yet (a publish whose push failed). */
  versionsHere: boolean;
}

/** One line of the plain-language list, with where it is (a page for the link to see it, a field for the link to it). */
export interface ChangeLine {
  text: string;
  file: string;
  path: JsonPath;
}

/** A problem of the version being published, with where it is in the editor's words: "About Us: Hero: Headline". */
export interface PublishProblem extends Problem {
  where: string;
}

/** The same field changed here and in what was published meanwhile, for a person to choose. */
export interface ConflictChoice {
  /** What to send back in `choices`. */
  key: string;
  /** The field, in plain words: "Home: Hero: Headline". */
  where: string;
  /** What the website has now, and what this person has, as short texts. */
  theirs: string;
  yours: string;
}

export type Side = 'mine' | 'theirs';

/** POST /api/publish/review and /api/history/review: what publishing (or undoing) would do now. */
export interface PublishReview {
  /** False: "Save a version" (a commit here, no push). */
  connected: boolean;
  /** Why the website could not be asked what it has now: publishing would save a version here. */
  unreachable?: string;
  /** Why publishing cannot go on at all (a developer's unpublished code changes). */
  blocked?: string;
  changes: ChangeLine[];
  /** The changed pages, each with a link to see it as it will be. */
  pages: { file: string; name: string; path: string }[];
  conflicts: ConflictChoice[];
  /** The problems the new version would have: errors block publishing, warnings do not. */
  problems: PublishProblem[];
  /** Who the commit is by; absent when this copy does not know (the dialog asks, once). */
  author?: Person;
  /** A one-line summary to start the message with. */
  message: string;
  /** The draft as this review read it: publishing a review of someone's draft sends it back, and one changed since is refused. */
  draft: string;
}

export interface PublishReviewRequest {
  choices?: Record<string, Side>;
}
export interface UndoReviewRequest extends PublishReviewRequest {
  commit: string;
}

/** POST /api/publish and /api/history/undo. */
export interface PublishCommand {
  message: string;
  choices?: Record<string, Side>;
  /** The person, when the copy does not know them (remembered for this repository). */
  author?: Person;
}
export interface UndoCommand extends PublishCommand {
  commit: string;
}

export type PublishResult =
  /** On the website (`pushed`), or saved as a version here when the copy has no remote. */
  | { kind: 'published'; commit: string; pushed: boolean; message: string }
  /** Saved as a version here; the website did not take it (the next Publish sends it). */
  | { kind: 'saved-here'; commit: string; message: string }
  | { kind: 'conflicts'; conflicts: ConflictChoice[]; message: string }
  /** Nothing was committed or pushed. */
  | { kind: 'refused'; message: string; problems: PublishProblem[] }
  | { kind: 'nothing-to-publish'; message: string };

/** GET /api/history: the published versions, newest first. */
export interface HistoryEntry {
  commit: string;
  /** ISO 8601. */
  when: string;
  who: string;
  summary: string;
  changes: string[];
  /** False for the site's very first version: there is nothing before it to go back to. */
  undoable: boolean;
}

/** GET /api/publish/preview?file=…[&undo=<commit>][&choices=<JSON>]: a changed page as it will be. */
export interface PublishPreviewQuery {
  file: string;
  undo?: string;
  choices?: string;
}

// ---------------------------------------------------------------------------------------------
// The team server (npm run edit:server): people, sessions, drafts of one's own, reviews, shared
// previews. The laptop editor answers none of these (404), which is how the app tells the two apart.
// ---------------------------------------------------------------------------------------------

export const teamBase = `${apiBase}/team`;

/** GET /api/team/me: who is signed in. */
export interface TeamMember {
  name: string;
  email: string;
  role: Role;
}

/** POST /auth/sign-in: 200 TeamMember (and the session cookie); 401 wrong e-mail or password; 429 too many tries. */
export interface SignInRequest {
  email: string;
  password: string;
}
/** POST /auth/password: the one-time link's token and the password chosen; POST /auth/invite with the token says whose link it is. */
export interface ChoosePasswordRequest {
  token: string;
  password: string;
}
/** POST /auth/invite's answer: whose one-time link it is. */
export interface InviteInfo {
  name: string;
  email: string;
}

/** GET /api/team/presence?file=: who else has a draft of this file ("Ana Ruiz is editing this page"). */
export interface Presence {
  editing: string[];
}

/** A draft sent for review, as the list "Waiting for review" shows it. */
export interface ReviewItem {
  id: string;
  author: string;
  note: string;
  /** ISO 8601. */
  sentAt: string;
  changes: string[];
  status: 'waiting' | 'sent-back';
  /** The publisher's note when it was sent back. */
  reply?: { note: string; by: string; at: string };
}
/** GET /api/team/reviews: what a publisher may review; and one's own review, waiting or sent back. */
export interface ReviewList {
  waiting: ReviewItem[];
  mine?: ReviewItem;
}
/** POST /api/team/reviews/send: the signed-in person's saved draft, with a note for the publisher. 200 ReviewItem. */
export interface SendForReviewRequest {
  note: string;
}
/**
 * POST /api/team/reviews/open (publishers): what publishing the review's draft would do now, a
 * PublishReview (with the choices made so far where someone else changed the same field). Its
 * pages as they will be: GET /api/team/reviews/preview?id=&file=[&choices=<JSON>] → PreviewData.
 */
export interface OpenReviewRequest {
  id: string;
  choices?: Record<string, Side>;
}
/**
 * POST /api/team/reviews/publish (publishers): PublishResult; the commit is authored by the
 * draft's author. `draft` is the review's as opened: a draft changed since is refused.
 */
export interface PublishReviewCommand extends OpenReviewRequest {
  message: string;
  draft: string;
}
/** POST /api/team/reviews/send-back (publishers): the review goes back to its author with this note. 200 ReviewItem. */
export interface SendBackRequest {
  id: string;
  note: string;
}

/** GET /api/team/people (owners): the team. */
export interface PersonItem {
  email: string;
  name: string;
  role: Role;
  /** False until they chose a password. */
  active: boolean;
  /** While their one-time link is unused: when it stops working (ISO 8601). */
  inviteExpiresAt?: string;
}
/** POST /api/team/people/invite (owners): 200 InviteLink; 409 refused (already on the team), with the sentence. */
export interface InviteRequest {
  email: string;
  name: string;
  role: Role;
}
/** POST /api/team/people/role (owners): 200 PersonItem; 409 refused (the last owner), with the sentence. */
export interface RoleRequest {
  email: string;
  role: Role;
}
/** POST /api/team/people/remove (200 PersonItem) and /reset (200 InviteLink), owners; 409 refused, with the sentence. */
export interface PersonRequest {
  email: string;
}
/** POST /api/team/people/invite and /reset: the one-time link to send them (there is no mail server). */
export interface InviteLink {
  person: PersonItem;
  link: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** A read-only link to the pages a draft changes (POST /api/team/shares makes one). */
export interface SharedPreviewItem {
  id: string;
  /** Only when just made: the link is shown once, then only its digest is kept. */
  link?: string;
  pages: { name: string; path: string }[];
  /** ISO 8601. */
  createdAt: string;
  expiresAt: string;
}

/** GET /shared-api/<token>: what a shared link shows. */
export interface SharedPreview {
  by: string;
  expiresAt: string;
  pages: { name: string; path: string; preview: PreviewData }[];
}
