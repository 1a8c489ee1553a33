/**
 * The page editor's HTTP API, as zod schemas: what each request takes and each answer is, for
 * the editor's Node servers (editor/server/) and its browser app (editor/app/). The types both
 * sides use are derived from these schemas; which route takes and answers which is declared once,
 * in routes.ts. Browser-safe: zod, constants and types only.
 *
 * Every request to the laptop editor carries the session token (header `tokenHeader`, read by the
 * app from the `<meta name="editor-token">` the server puts into the editor's page) and comes from
 * the editor's own origin; anything else gets 403. The team server lets a request in by its
 * session cookie and its origin instead (401 signed out, 403 another origin or below the route's
 * least role). Files are named by their path relative to the project root with forward slashes:
 * "pages/home.json", "site.config.json". No other file can be read or written through this API.
 * A request whose body or address parameters do not fit its route's schemas gets 400 bad-request
 * with a sentence naming what is wrong, before any handler runs, and nothing is written.
 *
 * GET /api/images/thumb?src=/images/x.jpg&w=160: a small WebP of a photo for the picker. An
 * <img> cannot send a header, so this one address also takes the token as `thumbnailTokenParam`.
 */
import { z } from 'zod';
import type { ResolvedPage } from '../../schema/page';
import { type JsonPath, jsonPath, type Problem, problem } from '../../schema/problems';
import { type ImageSlot, imageSlots } from '../../schema/imageSlots';
import type { SiteConfig, SiteSettings } from '../../schema/site';
import { wallClockPattern } from '../../schema/timeZone';

export type { JsonPath, Problem };

export const apiBase = '/api';
export const teamBase = `${apiBase}/team`;
export const tokenHeader = 'x-editor-token';
export const tokenMetaName = 'editor-token';
export const thumbnailTokenParam = 't';

/**
 * What a person may do on the team server, each role including the ones before it: an editor
 * edits and saves drafts and sends them for review; a publisher also publishes, undoes publishes
 * and reviews others' drafts; an owner also manages people. The laptop editor has one person, an owner.
 */
export const roles = ['editor', 'publisher', 'owner'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;
export const mayAct = (role: Role, needed: Role) => roles.indexOf(role) >= roles.indexOf(needed);

/** A moment, in ISO 8601. */
const moment = z.iso.datetime({ offset: true });

/** GET /api/pages/links?path=/services/repairs: where the site links to a page. */
export const linkPlace = z.strictObject({ file: z.string(), path: jsonPath, line: z.number().int(), column: z.number().int(), href: z.string() });
export type LinkPlace = z.infer<typeof linkPlace>;

/** An answer that is not a success: a stable code for programs, a plain sentence for people. */
export const apiError = z.strictObject({
  code: z.enum([
    'signed-out',
    'forbidden',
    'bad-request',
    'too-many-tries',
    'bad-file',
    'not-found',
    'changed-on-disk',
    'invalid',
    'refused',
    'exists',
    'too-large',
    'internal',
  ]),
  message: z.string(),
  /** With `invalid`: every problem, at its field. */
  problems: z.array(problem).optional(),
  /** With `refused` (a page that is still linked to): every link that stands in the way. */
  places: z.array(linkPlace).optional(),
});
export type ApiError = z.infer<typeof apiError>;

// ---------------------------------------------------------------------------------------------
// Pages, the settings and photos: both editors.
// ---------------------------------------------------------------------------------------------

/** GET /api/file?name=pages/home.json: the file as it is on disk now. */
export const openedFile = z.strictObject({
  file: z.string(),
  text: z.string(),
  value: z.unknown(),
  /** Changes whenever the file's text changes on disk (a hash of the text). */
  version: z.string(),
});
export type OpenedFile = z.infer<typeof openedFile>;
export const fileQuery = z.object({ name: z.string() });

export const pageSummary = z.strictObject({
  file: z.string(),
  path: z.string(),
  /** The page's title for search engines ("About Us | Kentucky's Trusted …"). */
  title: z.string(),
  /** The name people know the page by: "Home", "About Us", "Roof Repairs". */
  name: z.string(),
});
export type PageSummary = z.infer<typeof pageSummary>;

/**
 * GET /api/files: what the editor needs to open, in one answer whose size follows the number of
 * pages by their summaries only; each page's file is asked for when it is opened (GET /api/file).
 */
export const workspace = z.strictObject({
  /** Every page file, the home page first, then by path. */
  pages: z.array(pageSummary),
  /** site.config.json as on disk now (left out while it is not valid JSON). */
  settings: openedFile.optional(),
  /** For each shared section (by name), the paths of the pages that use it, in the order of `pages`. */
  sharedUse: z.record(z.string(), z.array(z.string())),
});
export type Workspace = z.infer<typeof workspace>;

/** A file's draft: any JSON value, but there must be one (the draft's own problems are the validator's to tell). */
const draft = z.unknown();

/** POST /api/check: the unsaved value of one file, checked with the rest of the site as it is on disk. */
export const checkRequest = z.strictObject({ file: z.string(), value: draft });
export type CheckRequest = z.infer<typeof checkRequest>;
export const checkResult = z.strictObject({
  /** Every problem the whole site has with this draft in place (same as `npm run validate`). */
  problems: z.array(problem),
});
export type CheckResult = z.infer<typeof checkResult>;

/**
 * A preview: the page as it would render (shared sections filled in, hidden ones left out), as
 * the preview frame gets it: made by `previewOf` (editor/shared/previewOf.ts), in the browser
 * from a draft, or by the server for a changed page before and after publishing (`PlannedPublish.beforeAndAfter`). The page and the settings are
 * content, checked by their own schemas (schema/) where they are read; here, by their shape.
 */
const pageShape = z.looseObject({ path: z.string(), title: z.string(), sections: z.array(z.looseObject({ type: z.string() })) });
const settingsShape = z.looseObject({ company: z.looseObject({}), navigation: z.looseObject({}), footer: z.looseObject({}) });
export const previewData = z.strictObject({
  page: z.custom<ResolvedPage>((value) => pageShape.safeParse(value).success, 'is not a page ready to render'),
  site: z.custom<SiteSettings>((value) => settingsShape.safeParse(value).success, 'is not the site settings'),
  /** For each rendered section, its index in the file's `sections` (hidden ones are skipped). */
  sectionIndexes: z.array(z.number().int()),
});
export type PreviewData = z.infer<typeof previewData>;

/** PUT /api/file: 200 SavedFile; 409 changed-on-disk; 422 invalid (nothing written). */
export const saveRequest = z.strictObject({
  file: z.string(),
  value: draft,
  /** The version the editor opened (or last saved); a different version on disk means 409. */
  version: z.string(),
});
export type SaveRequest = z.infer<typeof saveRequest>;
/** The file as saved: its text and version now. */
export const savedFile = openedFile.omit({ value: true }).extend({
  /** False when the value equalled the file: nothing was written. */
  written: z.boolean(),
});
export type SavedFile = z.infer<typeof savedFile>;

/**
 * POST /api/pages/new: a page copied from another, with its own path, title and description
 * (an empty title or description is made from the path, as `npm run new-page` does).
 * 200 PageChangeResult; 400 bad-request (path), 409 exists, 422 invalid (nothing written).
 */
export const newPageRequest = z.strictObject({
  /** The page to copy: its file ("pages/services/repairs.json") or its path ("/services/repairs"). */
  from: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
});
export type NewPageRequest = z.infer<typeof newPageRequest>;
/**
 * POST /api/pages/move: a page's new path; every link to it follows (minimal edits), and a
 * redirect sends its old address to the new one. 409 refused, 422 invalid.
 */
export const movePageRequest = z.strictObject({ from: z.string(), to: z.string() });
/**
 * POST /api/pages/delete: `to`, the page its visitors and every link to it go to (a redirect is
 * kept); without it they get the not-found page, refused (409 refused, with `places`) while
 * anything links to it.
 */
export const deletePageRequest = z.strictObject({ path: z.string(), to: z.string().optional() });
export const pageChangeResult = z.strictObject({
  /** Files written (or deleted), relative to the project root. */
  files: z.array(z.string()),
  /** What the change did besides, in sentences for the person: the redirects it kept or removed. */
  notes: z.array(z.string()),
});
export type PageChangeResult = z.infer<typeof pageChangeResult>;

/**
 * GET /api/pages/links?path=: the page whose links are asked for; the answer is where the site
 * links to it, on the other pages and in the settings (the redirects to it are no links: they go
 * with it).
 */
export const pageQuery = z.object({ path: z.string() });

/** GET /api/images: the photos in images/. */
export const imageInfo = z.strictObject({
  /** As a page names it: "/images/warehouse-roof.jpg". */
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type ImageInfo = z.infer<typeof imageInfo>;
/** POST /api/images?name=<original file name>, body = the file's bytes. */
export const uploadQuery = z.object({ name: z.string().optional() });
export const savedImage = z.discriminatedUnion('saved', [
  z.strictObject({ saved: z.literal(true), src: z.string() }),
  z.strictObject({ saved: z.literal(false), reason: z.enum(['exists', 'not-a-photo', 'too-large']), message: z.string(), src: z.string().optional() }),
]);
export type SavedImage = z.infer<typeof savedImage>;
/** GET /api/images/thumb: the photo, its width (16–480, 160 unless said) and, from an <img>, the session token. */
export const thumbnailQuery = z.object({ src: z.string(), w: z.string().optional(), [thumbnailTokenParam]: z.string().optional() });

/**
 * Messages between the editor's window and the app inside a preview frame (editor/preview.html,
 * editor/app/inFrame/), same origin only: a preview to show (ui/PreviewFrame.tsx), or one to
 * render and check (ui/checkFrames.ts), whose problems come back as `checked`.
 */
export type ToFrame =
  | { kind: 'render'; preview: PreviewData; selected: number | undefined; marks?: PageMarks }
  | { kind: 'check'; id: number; preview: PreviewData; file: string; value: unknown; site: PagesToCheck['site']; cities: string[] };
/**
 * What the frame's window offers the editor's, once it has said `ready`: a preview handed over in
 * the editor's own task (a message posted would wait for a task of its own, after the editor has
 * painted), so a key typed and the preview showing it reach the screen in the same paint.
 */
export interface PreviewFrameWindow {
  showInFrame(message: Extract<ToFrame, { kind: 'render' }>): void;
}
/** `rendered`: the preview (and its marks) is on screen, once per preview sent; `checked`: a check's findings. */
export type FromFrame =
  | { kind: 'ready' }
  | { kind: 'select'; index: number }
  | { kind: 'rendered' }
  | { kind: 'checked'; id: number; found: z.infer<typeof found> }
  | { kind: 'check-failed'; id: number; message: string };

/**
 * What "Before and after" marks on one side's page: each rendered section that changed, is new,
 * or (on the Before side) is removed, with the words that changed in its texts; and, on the After
 * side, where each removed section was.
 */
export interface PageMarks {
  side: 'before' | 'after';
  /** By rendered section (the order of `page.sections`). */
  sections: Record<number, SectionMark>;
  /** A removed section's place in the After page: before the rendered section `at` (the end when there is none). */
  removed: { at: number; name: string }[];
}

export interface SectionMark {
  change: 'changed' | 'new' | 'removed';
  /**
   * Each text of the section that changed, with the runs of words that changed in it ([start, end)
   * in `text`), what it was or became, and the field's title ("Photo, Alt text").
   */
  texts: { text: string; runs: [number, number][]; other: string; field: string }[];
}

// ---------------------------------------------------------------------------------------------
// Publishing: the saved changes become a new version of the website (engine/publish/).
// ---------------------------------------------------------------------------------------------

export const person = z.strictObject({ name: z.string().trim().min(1).max(200), email: z.email() });
export type Person = z.infer<typeof person>;

/** GET /api/publish/status: what the Publish button says (no network: the last version seen). */
export const publishStatus = z.strictObject({
  /** False when this copy is not kept with git at all: there is nothing to publish with. */
  available: z.boolean(),
  /** Why not, in a sentence, when not available. */
  unavailable: z.string().optional(),
  /** False when the copy has no remote: it is not connected to a website; "Save a version" only. */
  connected: z.boolean(),
  /** The pages (by name), whether the settings, and how many photos have saved changes the website does not have. */
  pending: z.strictObject({ pages: z.array(z.string()), settings: z.boolean(), photos: z.number().int() }),
  /** Versions saved on this computer that the website does not have yet (a publish whose push failed). */
  versionsHere: z.boolean(),
});
export type PublishStatus = z.infer<typeof publishStatus>;

/** One line of the plain-language list, with where it is (a page for the link to see it, a field for the link to it). */
export const changeLine = z.strictObject({ text: z.string(), file: z.string(), path: jsonPath });
export type ChangeLine = z.infer<typeof changeLine>;

/** A problem of the version being published, with where it is in the editor's words: "About Us: Hero: Headline". */
export const publishProblem = problem.extend({ where: z.string() });
export type PublishProblem = z.infer<typeof publishProblem>;

/** The same field changed here and in what was published meanwhile, for a person to choose. */
export const conflictChoice = z.strictObject({
  /** What to send back in `choices`. */
  key: z.string(),
  /** The field, in plain words: "Home: Hero: Headline". */
  where: z.string(),
  /** What the website has now, and what this person has, as short texts. */
  theirs: z.string(),
  yours: z.string(),
});
export type ConflictChoice = z.infer<typeof conflictChoice>;

export const side = z.enum(['mine', 'theirs']);
export type Side = z.infer<typeof side>;
/** A person's choice for each conflict, by its key. */
export const choices = z.record(z.string(), side);

/** A value in an address, as JSON: read with its schema, or refused with `message`. */
function jsonInAddress<T extends z.ZodType<unknown, unknown>>(schema: T, message: string) {
  return z.codec(z.string(), schema, {
    decode: (text, context) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      const read = schema.safeParse(value);
      if (read.success) return read.data as z.input<T>;
      context.issues.push({ code: 'custom', message, input: text });
      return z.NEVER;
    },
    encode: (value) => JSON.stringify(value),
  });
}

/** The choices made so far in an address, as JSON: a page is shown as they would publish it. */
export const choicesInAddress = jsonInAddress(choices, 'must name each choice as "mine" or "theirs", in JSON');

/** A published version, as git names it. */
const commit = z.string().regex(/^[0-9a-f]{7,64}$/, 'is not a version of the website');

/**
 * A page a change shows on, and how: its own file `changed`, `new` or `deleted`; `shared`, a
 * shared section it shows changed; `settings`, the settings every page shows (the header, the
 * footer) changed, so the home page stands for every page.
 */
export const changedPage = z.strictObject({
  file: z.string(),
  name: z.string(),
  path: z.string(),
  change: z.enum(['changed', 'new', 'deleted', 'shared', 'settings']),
});
export type ChangedPage = z.infer<typeof changedPage>;

/** A page as the website has it (`before`; none for a new page) and as it will be (`after`; none for a deleted page). */
export const beforeAndAfter = z.strictObject({ before: previewData.optional(), after: previewData.optional() });
export type BeforeAndAfter = z.infer<typeof beforeAndAfter>;

/** What publishing a plan would do now (part of POST /api/publish/plan's answer). */
export const publishReview = z.strictObject({
  /** False: "Save a version" (a commit here, no push). */
  connected: z.boolean(),
  /** Why the website could not be asked what it has now: publishing would save a version here. */
  unreachable: z.string().optional(),
  /** Why publishing cannot go on at all (a developer's unpublished code changes). */
  blocked: z.string().optional(),
  changes: z.array(changeLine),
  /** The pages the change shows on, each with a link to see it before and after. */
  pages: z.array(changedPage),
  conflicts: z.array(conflictChoice),
  /** The problems the new version would have: errors block publishing, warnings do not. */
  problems: z.array(publishProblem),
  /** The launch reminders (a 555 number, stand-ins, sample reviews) this version adds, and those it completes, against the website's. */
  reminders: z.strictObject({ added: z.array(publishProblem), done: z.array(publishProblem) }),
  /** Who the commit is by; absent when this copy does not know (the dialog asks, once). */
  author: person.optional(),
  /** A one-line summary to start the message with. */
  message: z.string(),
  /** The draft as this review read it: publishing a review of someone's draft sends it back, and one changed since is refused. */
  draft: z.string(),
});
export type PublishReview = z.infer<typeof publishReview>;

/** A draft sent for review, by its id. */
const reviewId = z.uuid();

/**
 * Where a publish starts: my saved changes, a draft sent for review (the team editor's
 * publishers), or a published version to undo. The server works out from it, once per request,
 * whose worktree the plan reads and what it changes (editor/server/publishPlans.ts).
 */
export const publishStart = z.discriminatedUnion('from', [
  z.strictObject({ from: z.literal('mine') }),
  z.strictObject({ from: z.literal('review'), id: reviewId }),
  z.strictObject({ from: z.literal('undo'), commit }),
]);
export type PublishStart = z.infer<typeof publishStart>;

/** A plan as every publishing route takes it: its starting point, and the choices made so far where someone else changed the same field. */
export const planRef = z.strictObject({ start: publishStart, choices: choices.optional() });
export type PlanRef = z.infer<typeof planRef>;

/** A plan in an address, as JSON (GET /api/publish/before-and-after). */
export const planInAddress = jsonInAddress(planRef, 'must name a starting point (and the choices made), in JSON');

/** A run of words, or a moment shown in the reader's words and time zone (a `<time>`). */
const wordsWithMoments = z.array(z.union([z.string(), z.strictObject({ at: moment })]));
export type WordsWithMoments = z.infer<typeof wordsWithMoments>;

/**
 * POST /api/publish/plan: what publishing the plan would do now, and what the dialog says of it
 * and offers, in the editor's words (the dialog shows it the same whatever its starting point).
 */
export const publishPlan = publishReview.extend({
  /** Under the title: where the plan starts ("Undoing “Update Home”, published … by …"). */
  intro: wordsWithMoments.optional(),
  /** A note that comes with the changes (their author's, for a draft sent for review). */
  note: z.strictObject({ heading: z.string(), text: z.string() }).optional(),
  /** Whose changes they are when not the reader's: their problems are that person's to fix, and lead to no field here. */
  fixedBy: z.string().optional(),
  /** Whether the changes are the reader's saved ones, so changes not saved yet in the editor are left out. */
  savedOnly: z.boolean(),
  actions: z.strictObject({
    /** The words of the button that publishes now: "Publish now", "Save a version", "Publish". */
    now: z.string(),
    /** "Publish at…" (the team editor's publishers, not for an undo). */
    at: z.boolean(),
    /** "Send back", to the author named, with a note. */
    sendBack: z.strictObject({ to: z.string() }).optional(),
  }),
});
export type PublishPlan = z.infer<typeof publishPlan>;

/** The version as the plan read it: publishing someone's draft, or later, refuses one changed since. */
const draftVersion = z.string().regex(/^[0-9a-f]{40,64}$/, 'must be a version');
const publishMessage = z.string().trim().min(1, 'must say something').max(5000);

export const publishResult = z.discriminatedUnion('kind', [
  /** On the website (`pushed`), or saved as a version here when the copy has no remote. */
  z.strictObject({ kind: z.literal('published'), commit: z.string(), pushed: z.boolean(), message: z.string() }),
  /** Saved as a version here; the website did not take it (the next Publish sends it). */
  z.strictObject({ kind: z.literal('saved-here'), commit: z.string(), message: z.string() }),
  z.strictObject({ kind: z.literal('conflicts'), conflicts: z.array(conflictChoice), message: z.string() }),
  /** Nothing was committed or pushed. */
  z.strictObject({ kind: z.literal('refused'), message: z.string(), problems: z.array(publishProblem) }),
  z.strictObject({ kind: z.literal('nothing-to-publish'), message: z.string() }),
]);
export type PublishResult = z.infer<typeof publishResult>;

/** GET /api/history: the versions of the website, newest first. */
export const historyEntry = z.discriminatedUnion('kind', [
  /** A version published from the editor (or with npm run publish). */
  z.strictObject({
    kind: z.literal('published'),
    commit: z.string(),
    when: moment,
    who: z.string(),
    summary: z.string(),
    changes: z.array(z.string()),
    /** False for the site's very first version: there is nothing before it to go back to. */
    undoable: z.boolean(),
  }),
  /** Consecutive changes made outside the editor (a developer's), folded into one entry that cannot be undone from here. */
  z.strictObject({
    kind: z.literal('outside'),
    count: z.number().int().positive(),
    newest: moment,
    oldest: moment,
    changes: z.array(z.string()),
  }),
]);
export type HistoryEntry = z.infer<typeof historyEntry>;
export type PublishedEntry = Extract<HistoryEntry, { kind: 'published' }>;

/** GET /api/publish/before-and-after?file=…&plan=<JSON>: a page the plan changes, before and after. */
export const beforeAndAfterQuery = z.object({ file: z.string(), plan: planInAddress });

// ---------------------------------------------------------------------------------------------
// The page checks (engine/checks/): run in a preview frame on the rendered page; what only Node
// can answer (links to other sites, what a photo weighs) and, for a publish, where each problem
// is in words, asked of the server.
// ---------------------------------------------------------------------------------------------

const imageSlot = z.enum(Object.keys(imageSlots) as [ImageSlot, ...ImageSlot[]]);
/** A problem the page checks found, before it has a line and column. */
export const pageProblem = problem.omit({ line: true, column: true });
const problemPlace = pageProblem.omit({ code: true, message: true, severity: true });
/** What the rules found on a page at one width (engine/checks/pageChecks.ts `Found`). */
export const found = z.strictObject({
  problems: z.array(pageProblem).max(5000),
  links: z.array(z.strictObject({ href: z.string().max(4000), label: z.string().max(4000), place: problemPlace })).max(2000),
  photos: z.array(z.strictObject({ src: z.string().max(1000), slot: imageSlot, place: problemPlace })).max(2000),
});
/** POST /api/checks/answers: whether these links to other sites answer (cached for a day), and what these photos weigh on a phone. */
export const checkAnswersRequest = z.strictObject({
  links: z.array(z.string().max(4000)).max(500),
  photos: z.array(z.strictObject({ src: z.string().max(1000), slot: imageSlot })).max(500),
});
export type CheckAnswersRequest = z.infer<typeof checkAnswersRequest>;
export const checkAnswers = z.strictObject({
  links: z.record(z.string(), z.strictObject({ outcome: z.enum(['ok', 'gone', 'failed', 'unreachable']), status: z.number().int().optional() })),
  photos: z.record(z.string(), z.number()),
});
export type CheckAnswers = z.infer<typeof checkAnswers>;

/** What a page of the site is to links and search results (engine/checks/pageChecks.ts `PageFacts`). */
const pageFacts = z.strictObject({
  file: z.string(),
  path: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  anchors: z.array(z.string()),
});
/**
 * POST /api/publish/checks/pages: every page a plan changes, as it will be, with what the rules need beside it: the site's other
 * pages, the settings, and the cities its structured data names.
 */
export const pagesToCheck = z.strictObject({
  site: z.strictObject({
    settingsFile: z.string(),
    config: z.custom<SiteConfig>((value) => settingsShape.safeParse(value).success),
    pages: z.array(pageFacts),
  }),
  cities: z.array(z.string()),
  pages: z.array(z.strictObject({ file: z.string(), name: z.string(), value: z.unknown(), preview: previewData })),
});
export type PagesToCheck = z.infer<typeof pagesToCheck>;
/** GET /api/checks/site: every saved page's facts and the cities the structured data names, for the open page's checks. */
export const savedSiteToCheck = z.strictObject({ pages: z.array(pageFacts), cities: z.array(z.string()) });
/** POST /api/publish/checks/finish: what the rules found on each changed page, to finish with Node's answers and name in words. */
export const finishChecksFound = z.array(z.strictObject({ file: z.string(), found: z.array(found).max(4) })).max(1000);
export type FinishChecksFound = z.infer<typeof finishChecksFound>;
export const finishChecksRequest = z.strictObject({ plan: planRef, found: finishChecksFound });
export const publishChecks = z.strictObject({ problems: z.array(publishProblem) });
export type PublishChecks = z.infer<typeof publishChecks>;

// ---------------------------------------------------------------------------------------------
// The team server (npm run edit:server): people, sessions, drafts of one's own, reviews, shared
// previews. The laptop editor answers none of these (404), which is how the app tells the two apart.
// ---------------------------------------------------------------------------------------------

const email = z.string().trim().max(320);
const password = z.string().max(1000);
const oneTimeToken = z.string().min(1).max(200);
const id = reviewId;
const note = z.string().max(2000);

/** GET /api/team/me: who is signed in. */
export const teamMember = z.strictObject({ name: z.string(), email: z.string(), role });
export type TeamMember = z.infer<typeof teamMember>;

/** POST /auth/sign-in: 200 TeamMember (and the session cookie); 401 wrong e-mail or password; 429 too many tries. */
export const signInRequest = z.strictObject({ email, password });
/** POST /auth/password: the one-time link's token and the password chosen (200 TeamMember, signed in). */
export const choosePasswordRequest = z.strictObject({ token: oneTimeToken, password });
/** POST /auth/invite: whose one-time link it is. The token comes in the body, never in an address that a proxy's log would keep. */
export const inviteLookupRequest = z.strictObject({ token: oneTimeToken });
export const inviteInfo = z.strictObject({ name: z.string(), email: z.string() });
export type InviteInfo = z.infer<typeof inviteInfo>;

/** A route that takes a JSON body with nothing in it. */
export const noBody = z.strictObject({});
export const signedOut = z.strictObject({ signedOut: z.literal(true) });

/** GET /api/team/presence?file=: who else has a draft of this file ("Ana Ruiz is editing this page"). */
export const presenceQuery = z.object({ file: z.string() });
export const presence = z.strictObject({ editing: z.array(z.string()) });
export type Presence = z.infer<typeof presence>;

/** A draft sent for review, as the list "Waiting for review" shows it. */
export const reviewItem = z.strictObject({
  id: z.string(),
  author: z.string(),
  note: z.string(),
  sentAt: moment,
  changes: z.array(z.string()),
  status: z.enum(['waiting', 'sent-back']),
  /** The publisher's note when it was sent back. */
  reply: z.strictObject({ note: z.string(), by: z.string(), at: moment }).optional(),
});
export type ReviewItem = z.infer<typeof reviewItem>;
/** GET /api/team/reviews: what a publisher may review; and one's own review, waiting or sent back. */
export const reviewList = z.strictObject({ waiting: z.array(reviewItem), mine: reviewItem.optional() });
export type ReviewList = z.infer<typeof reviewList>;
/** POST /api/team/reviews/send: the signed-in person's saved draft, with a note for the publisher. 200 ReviewItem. */
export const sendForReviewRequest = z.strictObject({ note });
export const scheduledIdRequest = z.strictObject({ id });
/** A publish planned for later, as History and the person who planned it see it. */
export const scheduledItem = z.strictObject({
  id: z.string(),
  /** When it publishes (or was due), and the same in words in the site's time zone. */
  at: moment,
  atInWords: z.string(),
  by: z.string(),
  /** Whose draft it publishes: the planner's own, or the author of a draft sent for review. */
  draftOf: z.string(),
  message: z.string(),
  changes: z.array(z.string()),
  status: z.enum(['waiting', 'publishing', 'published', 'not-published', 'cancelled']),
  /** What happened once it ran or was cancelled, in a sentence. */
  outcome: z.strictObject({ message: z.string(), at: moment, late: z.boolean() }).optional(),
  byMe: z.boolean(),
  /** For the person who planned it: an outcome they have not seen yet. */
  unseen: z.boolean(),
});
export type ScheduledItem = z.infer<typeof scheduledItem>;
/** GET /api/team/scheduled: the publishes waiting for their time and those done lately, newest first. */
export const scheduledList = z.array(scheduledItem);

/**
 * POST /api/publish (publishers): the plan's action, on the draft as the plan read it (`draft`).
 * `now`: published at once, authored by whoever made the changes (`author`: the person, when this
 * copy does not know them; remembered for this repository); a draft sent for review changed since
 * is refused. `at`: the team server publishes it at a date and time in the site's time zone
 * (`company.timeZone`), with the same checks and merge as a publish now; one changed since is
 * refused at the time. `send-back`: a draft sent for review goes back to its author with the note.
 */
export const publishRequest = z.strictObject({
  plan: planRef,
  draft: draftVersion,
  action: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('now'), message: publishMessage, author: person.optional() }),
    z.strictObject({ kind: z.literal('at'), when: z.string().regex(wallClockPattern, 'must be a date and a time'), message: publishMessage }),
    z.strictObject({ kind: z.literal('send-back'), note: note.min(1, 'must say what to change') }),
  ]),
});
export type PublishRequest = z.infer<typeof publishRequest>;
/** What came of the action: a publish's result, the publish planned, or the review sent back. */
export const publishAnswer = z.discriminatedUnion('kind', [
  publishResult,
  z.strictObject({ kind: z.literal('planned'), item: scheduledItem }),
  z.strictObject({ kind: z.literal('sent-back'), item: reviewItem }),
]);
export type PublishAnswer = z.infer<typeof publishAnswer>;

/** GET /api/team/people (owners): the team. */
export const personItem = z.strictObject({
  email: z.string(),
  name: z.string(),
  role,
  /** False until they chose a password. */
  active: z.boolean(),
  /** While their one-time link is unused: when it stops working. */
  inviteExpiresAt: moment.optional(),
});
export type PersonItem = z.infer<typeof personItem>;
/** POST /api/team/people/invite (owners): 200 InviteLink; 409 refused (already on the team), with the sentence. */
export const inviteRequest = z.strictObject({ email, name: z.string().trim().min(1).max(200), role });
/** POST /api/team/people/role (owners): 200 PersonItem; 409 refused (the last owner), with the sentence. */
export const roleRequest = z.strictObject({ email, role });
/** POST /api/team/people/remove (200 PersonItem) and /reset (200 InviteLink), owners; 409 refused, with the sentence. */
export const personRequest = z.strictObject({ email });
/** POST /api/team/people/invite and /reset: the one-time link to send them (there is no mail server). */
export const inviteLink = z.strictObject({ person: personItem, link: z.url(), expiresAt: moment });
export type InviteLink = z.infer<typeof inviteLink>;

/** A read-only link to the pages a draft changes (POST /api/team/shares makes one). */
export const sharedPreviewItem = z.strictObject({
  id: z.string(),
  /** Only when just made: the link is shown once, then only its digest is kept. */
  link: z.url().optional(),
  pages: z.array(z.strictObject({ name: z.string(), path: z.string() })),
  createdAt: moment,
  expiresAt: moment,
});
export type SharedPreviewItem = z.infer<typeof sharedPreviewItem>;
export const shareIdRequest = z.strictObject({ id });
export const revoked = z.strictObject({ revoked: z.literal(true) });

/** GET /shared/<token>/data: what a shared link shows, to anyone who has the link. */
export const sharedPreviewParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
export const sharedPreview = z.strictObject({
  by: z.string(),
  expiresAt: moment,
  pages: z.array(z.strictObject({ name: z.string(), path: z.string(), preview: previewData })),
});
export type SharedPreview = z.infer<typeof sharedPreview>;
