/**
 * Publishing: the person's saved changes to the content become one new version of the website.
 *
 *   planPublish ─ fetch what is published, merge by meaning, list the changes in plain words
 *   publishChanges ─ the checks (the real build, which validates first, in a process and a folder
 *                    of their own, building only what changed since the last publish of the branch)
 *                  ─ one commit on the published branch ─ a push, never forced
 *                  ─ the worktree brought forward ─ the host's build hook, once
 *
 * Used by the page editor (editor/server/) and `npm run publish` (engine/cli/publish.ts). Nothing
 * is lost on the way: the person's files are only touched once the new version exists, a refused
 * check commits nothing, a push someone else's publish got in front of is merged again (a few
 * times at most), and a push that fails leaves the commit on this computer for the next Publish.
 */
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Problem } from '../../schema/problems.ts';
import { isLaunchReminder } from '../../schema/problemCodes.ts';
import { siteConfigFile } from '../../schema/paths.ts';
import { defaultBuildCacheDir } from '../build/buildCache.ts';
import { buildInWorker, buildProcessKept } from '../build/buildChild.ts';
import { buildsContentFileStore } from '../build/contentFileStore.ts';
import { keepRecent } from '../build/keepRecent.ts';
import { createSiteValidator, type SiteValidator } from '../content/siteValidator.ts';
import { validateSite } from '../content/validateSite.ts';
import { GitFailed } from './git.ts';
import { rewriteJson } from '../content/minimalEdits.ts';
import { type ChangeEntry, describeChanges, describeLocation, type FileVersions, jsonOf, valueInWords } from './describeChanges.ts';
import { type Choices, type MergeConflict, mergeValues } from './mergeValues.ts';
import {
  bringWorktreeForward,
  changedContent,
  commitTree,
  fetchPublished,
  headCommit,
  isAncestor,
  knownPublished,
  mergeBase,
  otherChangesBetween,
  type Person,
  type PublishTarget,
  pushCommit,
  remoteFailure,
  readFileAt,
  readFolderAt,
  withLock,
  commonGitDir,
  syncContent,
  treeWith,
  workingTree,
} from './repository.ts';

export interface FileConflict extends MergeConflict {
  file: string;
}

export interface PublishPlan {
  target: PublishTarget;
  /** The version the website has now; undefined when nothing was published yet. */
  published: string | undefined;
  /** The worktree's commit when the plan was made. */
  head: string;
  /** The worktree's content as the plan read it (a git tree): it changes whenever a content file does. */
  draft: string;
  /** The content files of the new version that differ from the published one (undefined: removed). */
  files: Map<string, Buffer | undefined>;
  /** The same field changed here and in what was published meanwhile: a person must choose. */
  conflicts: FileConflict[];
  /** What changes on the website, in plain words. */
  changes: ChangeEntry[];
  /** Files outside the content that this worktree changed and the website does not have (a developer's work). */
  otherChanges: string[];
  /** Why the website's repository could not be asked what it has now: publishing saves a version here instead. */
  unreachable?: string;
}

/**
 * A worktree of the site's repository, as git calls a working folder (a clone's own, or one the
 * team server made for a person's draft with `git worktree add`), and where it publishes to.
 * People read "copy" in what the editor says of it.
 */
export interface Worktree {
  dir: string;
  target: PublishTarget;
  /** Where the checks build each new version; in the worktree's node_modules/.cache unless said. */
  checks?: ChecksPlace;
}

/**
 * Where publishing's checks build: the new version's content and its site stay in `dir` between
 * publishes, so the next publish of the branch writes and builds only what changed (the team
 * server keeps one per branch in its data folder); `buildCacheDir` is the build cache
 * (engine/build/buildCache.ts), the one `npm run build` uses unless said: a publish then reuses
 * what the last build made, and several worktrees may share one.
 */
export interface ChecksPlace {
  dir?: string;
  buildCacheDir?: string;
}

const isJson = (file: string) => file.endsWith('.json');

function parse(bytes: Buffer | undefined): unknown {
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return Symbol.for('unreadable');
  }
}

/**
 * The new version of one file from the start of the person's changes (`base`), the person's (`mine`)
 * and what was published since (`theirs`): merged by meaning, its text edited minimally from the
 * published one so the commit shows just the change.
 */
export function mergeFile(file: string, base: Buffer | undefined, mine: Buffer | undefined, theirs: Buffer | undefined, choices: Choices) {
  const same = (a: Buffer | undefined, b: Buffer | undefined) => (a === undefined ? b === undefined : b !== undefined && a.equals(b));
  if (same(mine, theirs) || same(base, theirs)) return { bytes: mine, conflicts: [] };
  if (same(base, mine)) return { bytes: theirs, conflicts: [] };
  const values = [parse(base), parse(mine), parse(theirs)];
  if (!isJson(file) || values.some((value) => value === Symbol.for('unreadable'))) {
    // A photo (or a file that does not read as JSON) changed on both sides: keep one whole.
    const key = `file:${file}`;
    const conflict: FileConflict = { file, key, path: [], kind: mine && theirs ? 'changed-on-both-sides' : 'changed-and-removed', base, mine, theirs };
    return { bytes: choices[key] === 'theirs' ? theirs : mine, conflicts: [conflict] };
  }
  const merged = mergeValues(values[0], values[1], values[2], choices);
  const conflicts = merged.conflicts.map((conflict) => ({ ...conflict, file, key: `${file}#${conflict.key}` }));
  if (merged.value === undefined) return { bytes: undefined, conflicts };
  const from = theirs ?? mine;
  const text = from ? rewriteJson(from.toString('utf8'), merged.value) : `${JSON.stringify(merged.value, null, 2)}\n`;
  return { bytes: Buffer.from(text), conflicts };
}

/** The person's choices, by a conflict's key within its file. */
export const choicesFor = (choices: Choices, file: string): Choices =>
  Object.fromEntries(
    Object.entries(choices).flatMap(([key, side]) =>
      key.startsWith(`${file}#`) ? [[key.slice(file.length + 1), side]] : key === `file:${file}` ? [[key, side]] : [],
    ),
  );

/**
 * What publishing would do now. With `fetch`, the remote is asked first (what the dialog shows
 * and what a publish does); without, the last known published version is used (the toolbar's count).
 */
export async function planPublish(worktree: Worktree, options: { choices?: Choices; fetch?: boolean } = {}): Promise<PublishPlan> {
  const { dir, target } = worktree;
  const head = await headCommit(dir);
  const { published, unreachable } = options.fetch ? await latestPublished(worktree) : { published: await knownPublished(dir, target), unreachable: undefined };
  const start = published ? ((await mergeBase(dir, head, published)) ?? head) : head;
  const otherChanges = target.remote && published ? await otherChangesBetween(dir, start, head) : [];
  const mineTree = await workingTree(dir, head);
  const mineChanged = await changedContent(dir, start, mineTree);
  const theirsChanged = published && published !== start ? await changedContent(dir, start, published) : [];
  const theirsFiles = new Set(theirsChanged.map((change) => change.file));

  const files = new Map<string, Buffer | undefined>();
  const conflicts: FileConflict[] = [];
  for (const { file } of mineChanged) {
    const mine = await readFileAt(dir, mineTree, file);
    if (!theirsFiles.has(file)) {
      files.set(file, mine);
      continue;
    }
    const [base, theirs] = await Promise.all([readFileAt(dir, start, file), readFileAt(dir, published, file)]);
    const merged = mergeFile(file, base, mine, theirs, choicesFor(options.choices ?? {}, file));
    conflicts.push(...merged.conflicts);
    files.set(file, merged.bytes);
  }
  // Only what differs from the website is a change to publish.
  const versions: FileVersions[] = [];
  for (const [file, after] of files) {
    const before = await readFileAt(dir, published ?? start, file);
    if (before === undefined ? after === undefined : after !== undefined && before.equals(after)) files.delete(file);
    else versions.push({ file, before, after });
  }
  const changes = describeChanges(versions, await siteVersions(dir, published ?? start, files));
  return { target, published, head, draft: mineTree, files, conflicts, changes, otherChanges, ...(unreachable ? { unreachable } : {}) };
}

/** What the website has now, asked of its repository; the last version seen if it cannot be reached. */
export async function latestPublished(worktree: Worktree): Promise<{ published: string | undefined; unreachable: string | undefined }> {
  try {
    return { published: await fetchPublished(worktree.dir, worktree.target), unreachable: undefined };
  } catch (error) {
    if (!(error instanceof GitFailed)) throw error;
    return { published: await knownPublished(worktree.dir, worktree.target), unreachable: remoteFailure(error.stderr) };
  }
}

/** The site settings before and after, which name pages and shared sections in the list of changes. */
async function siteVersions(dir: string, before: string, files: Map<string, Buffer | undefined>) {
  const old = parse(await readFileAt(dir, before, siteConfigFile));
  return { before: old, after: files.has(siteConfigFile) ? parse(files.get(siteConfigFile)) : old };
}

export interface PublishTimings {
  /** Asking the remote what it has, merging by meaning, the list of changes. */
  plan: number;
  /** Writing the new version's content (what changed) into the checks' folder. */
  content: number;
  /** The validator, in the build's process. */
  checks: number;
  /** The rest of the build's process: starting, the bundles and pages that changed, writing. */
  build: number;
  commit: number;
  push: number;
}

export type PublishOutcome =
  /** On the website (or, without a remote, saved as a version). */
  | { kind: 'published'; commit: string; pushed: boolean; changes: ChangeEntry[]; warnings: Problem[]; hook: HookOutcome; timings: PublishTimings }
  | { kind: 'nothing-to-publish' }
  | { kind: 'conflicts'; conflicts: FileConflict[] }
  /** A check failed: nothing was committed or pushed. */
  | { kind: 'refused'; reason: string; problems: Problem[] }
  /** The version is saved on this computer, but the website did not take it. */
  | { kind: 'saved-here'; commit: string; reason: string };

export type HookOutcome = 'called' | 'none' | { failed: string };

export interface PublishRequest {
  message: string;
  author: Person;
  /** Who makes the commit, when not the author (a publisher publishing an editor's draft). */
  committer?: Person;
  choices?: Choices;
  /** The host's build hook, called once after a push (PUBLISH_HOOK_URL). */
  hookUrl?: string;
  /** How many times a push someone else got in front of is merged and tried again. */
  attempts?: number;
  /** The draft as the publisher looked at it (`PublishPlan.draft`): one changed since is not published unseen. */
  draft?: string;
}

/** The most times publishing merges again after someone else's publish got in first. */
const defaultAttempts = 3;

export function publishChanges(worktree: Worktree, request: PublishRequest): Promise<PublishOutcome> {
  return publishPlanned(worktree, request, (choices) => planPublish(worktree, { choices, fetch: true }), 'becomes-published');
}

/**
 * What happens to the person's files once the new version exists: their changes are in it, so
 * the files become the new version ('becomes-published'); or the new version is someone else's
 * (an undone publish), so their unpublished changes stay on top of it ('keeps-drafts').
 */
type WorktreeAfterwards = 'becomes-published' | 'keeps-drafts';

/** The checks, the commit, the push and what follows, for a plan made afresh at each attempt. */
export async function publishPlanned(
  worktree: Worktree,
  request: PublishRequest,
  makePlan: (choices: Choices | undefined) => Promise<PublishPlan>,
  afterwards: WorktreeAfterwards,
): Promise<PublishOutcome> {
  return oneAtATime(worktree.dir, async () => {
    const attempts = request.attempts ?? defaultAttempts;
    for (let attempt = 1; ; attempt++) {
      const planStarted = performance.now();
      const plan = await makePlan(request.choices);
      const planTime = performance.now() - planStarted;
      if (plan.otherChanges.length) return { kind: 'refused', reason: otherChangesSentence(plan.otherChanges), problems: [] };
      if (request.draft && plan.draft !== request.draft)
        return {
          kind: 'refused',
          reason:
            'The changes are not the ones you looked at any more: the draft changed since you opened it (its author saved again, or another publisher published it). Nothing was published: look at the list of changes again, then publish.',
          problems: [],
        };
      const localVersions = await hasUnpublishedVersions(worktree, plan);
      if (plan.files.size === 0 && !localVersions) return { kind: 'nothing-to-publish' };
      const unchosen = plan.conflicts.filter((conflict) => !request.choices?.[conflict.key]);
      if (unchosen.length) return { kind: 'conflicts', conflicts: plan.conflicts };

      const timings: PublishTimings = { plan: planTime, content: 0, checks: 0, build: 0, commit: 0, push: 0 };
      const parent = plan.published ?? plan.head;
      const tree = await treeWith(worktree.dir, parent, plan.files);
      const checked = await checkVersion(worktree, tree, timings);
      if (!checked.ok) return { kind: 'refused', reason: checked.reason, problems: checked.problems };

      let started = performance.now();
      // The worktree's own unpublished versions (a push that failed before) become a parent too, so its history is kept.
      const parents = localVersions ? [parent, plan.head] : [parent];
      const commit = await commitTree(worktree.dir, tree, parents, commitMessage(request.message, plan.changes), request.author, request.committer);
      timings.commit = performance.now() - started;

      started = performance.now();
      const pushed = plan.unreachable
        ? ({ pushed: false, rejected: false, reason: plan.unreachable } as const)
        : await pushCommit(worktree.dir, worktree.target, commit);
      timings.push = performance.now() - started;
      if (!pushed.pushed && pushed.rejected) {
        if (attempt < attempts) continue;
        return { kind: 'refused', reason: 'Others kept publishing at the same moment; nothing was published. Try again in a minute.', problems: [] };
      }
      await bringWorktreeTo(worktree.dir, plan, commit, afterwards).catch((error: unknown) => {
        // The website has the new version; this worktree catches up at its next plan, and nothing of it is lost.
        console.error('Published, but this copy could not be brought up to date:', error);
      });
      if (!pushed.pushed && worktree.target.remote) return { kind: 'saved-here', commit, reason: pushed.reason };
      const hook = pushed.pushed ? await callBuildHook(request.hookUrl) : 'none';
      return { kind: 'published', commit, pushed: pushed.pushed, changes: plan.changes, warnings: checked.warnings, hook, timings };
    }
  });
}

/**
 * The worktree's branch, index and files moved to `commit`, its files as `afterwards` says. A file
 * changed on disk while the publish ran (by another program: the editor's saves wait) keeps that
 * change on top of the new version.
 */
async function bringWorktreeTo(dir: string, plan: PublishPlan, commit: string, afterwards: WorktreeAfterwards): Promise<void> {
  const { head } = plan;
  const mineTree = await workingTree(dir, head);
  const changing = new Set([...(await changedContent(dir, head, commit)), ...(await changedContent(dir, mineTree, commit))].map((change) => change.file));
  const files = new Map<string, Buffer | undefined>();
  for (const file of changing) {
    const [published, mine] = await Promise.all([readFileAt(dir, commit, file), readFileAt(dir, mineTree, file)]);
    // The person's unpublished change stays on top of the new version (a merge keeps mine unless told otherwise).
    const base = afterwards === 'becomes-published' ? await readFileAt(dir, plan.draft, file) : await readFileAt(dir, head, file);
    files.set(file, mergeFile(file, base, mine, published, {}).bytes);
  }
  await bringWorktreeForward(dir, commit, files);
}

/**
 * One publish at a time per repository (the team's drafts are worktrees of one: the lock of their
 * common git directory), and nothing saved into a worktree while it is being published (the
 * editor's saves take the worktree's lock too, `whileNotPublishing`).
 */
async function oneAtATime<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const repository = await commonGitDir(dir);
  return withLock(`worktree:${path.resolve(dir)}`, () => withLock(`repository:${repository}`, work));
}

/** Runs `work` on the worktree once no publish of it is running (a save waits for the publish to end). */
export const whileNotPublishing = <T>(dir: string, work: () => Promise<T> | T): Promise<T> => withLock(`worktree:${path.resolve(dir)}`, async () => work());

/** Why a worktree with a developer's unpublished work cannot publish content. */
/** Which files, a developer finds with git status: the people publishing read how many. */
export const otherChangesSentence = (files: string[]) =>
  `This copy has ${files.length === 1 ? 'a change' : `${files.length} changes`} to the site's code that ${files.length === 1 ? 'is' : 'are'} not on the website yet. A developer has to publish ${files.length === 1 ? 'it' : 'them'} first.`;

/** Versions committed here (Save a version, a failed push) that the website does not have yet. */
export async function hasUnpublishedVersions(worktree: Worktree, plan: PublishPlan): Promise<boolean> {
  return plan.published !== undefined && plan.head !== plan.published && !(await isAncestor(worktree.dir, plan.head, plan.published));
}

/**
 * The git trailer every publish writes (from the editor, its undo and `npm run publish`): History
 * lists the commits that have it as publishes, and folds the others (a developer's) into "Changed
 * outside the editor".
 */
export const publishTrailer = 'Published-with';
export const publishTrailerValue = 'the site editor';

function commitMessage(message: string, changes: ChangeEntry[]): string {
  const summary = message.trim().split('\n')[0] || 'Update the website';
  const body = message.trim().split('\n').slice(1).join('\n').trim();
  return [summary, '', ...(body ? [body, ''] : []), ...changes.map((change) => `- ${change.text}`), '', `${publishTrailer}: ${publishTrailerValue}`, ''].join(
    '\n',
  );
}

type CheckResult = { ok: true; warnings: Problem[] } | { ok: false; reason: string; problems: Problem[] };

export interface ConflictInWords {
  key: string;
  /** The field: "Home: Hero: Headline". */
  where: string;
  theirs: string;
  yours: string;
}

/** Each conflict in a person's words: the field, their version and this person's. */
export async function conflictsInWords(worktree: Worktree, plan: PublishPlan, conflicts: FileConflict[]): Promise<ConflictInWords[]> {
  const settings = jsonOf(await fileOfPlan(worktree, plan, siteConfigFile));
  return Promise.all(
    conflicts.map(async (conflict) => ({
      key: conflict.key,
      where: describeLocation(conflict.file, jsonOf(await fileOfPlan(worktree, plan, conflict.file)), conflict.path, settings),
      theirs: conflict.kind === 'order' ? 'their order of the sections' : valueInWords(conflict.theirs),
      yours: conflict.kind === 'order' ? 'your order of the sections' : valueInWords(conflict.mine),
    })),
  );
}

/** A file as the plan's new version has it (changed by the plan, or as published). */
export async function fileOfPlan(worktree: Worktree, plan: PublishPlan, file: string): Promise<Buffer | undefined> {
  return plan.files.has(file) ? plan.files.get(file) : readFileAt(worktree.dir, plan.published ?? plan.head, file);
}

/** Every file under `folder` in the plan's new version, with its bytes: `fileOfPlan` for a whole folder at once. */
export async function folderOfPlan(worktree: Worktree, plan: PublishPlan, folder: string): Promise<Map<string, Buffer>> {
  const files = await readFolderAt(worktree.dir, plan.published ?? plan.head, folder);
  for (const [file, bytes] of plan.files) {
    if (!file.startsWith(`${folder}/`)) continue;
    if (bytes === undefined) files.delete(file);
    else files.set(file, bytes);
  }
  return files;
}

/**
 * Every problem the plan's new version would have (the validator only; the build runs at
 * publishing), on its content written into the checks' folder (what changed since the last check).
 */
export async function problemsOfPlan(worktree: Worktree, plan: PublishPlan): Promise<Problem[]> {
  return problemsOfTree(worktree, await treeWith(worktree.dir, plan.published ?? plan.head, plan.files));
}

/**
 * The launch reminders of the version the website has now: what a publish's own reminders are
 * compared with. Kept by its tree (they are made from it alone), so a review after the first does
 * not bring the checks' folder back to the website's version to validate it again.
 */
export async function remindersOfPublished(worktree: Worktree, plan: PublishPlan): Promise<Problem[]> {
  const tree = await treeWith(worktree.dir, plan.published ?? plan.head, new Map());
  const known = publishedReminders.get(tree);
  if (known) return known;
  return keepRecent(publishedReminders, tree, (await problemsOfTree(worktree, tree)).filter(isLaunchReminder), 8);
}
const publishedReminders = new Map<string, Problem[]>();

async function problemsOfTree(worktree: Worktree, tree: string): Promise<Problem[]> {
  return inChecksFolder(worktree, async ({ content, kept, buildCache }) => {
    await syncContent(worktree.dir, tree, content);
    if (!kept) return validateSite(content).problems;
    const known = reviewValidators.get(content);
    const validator = known ?? createSiteValidator(content);
    reviewValidators.set(content, validator);
    // The first validation takes each file that did not change from what the builds kept of it.
    return validator.validate(known ? {} : { store: buildsContentFileStore(buildCache) }).problems;
  });
}

/** A validator per checks' folder, kept for the reviews that follow: each reads again only the files that changed. */
const reviewValidators = new Map<string, SiteValidator>();

/**
 * The checks, on exactly what will be published, in a folder of their own (the worktree and the
 * person's files are not touched): the real production build, which validates first. It runs in
 * the build process kept for publishing and reports its outcome as data (engine/build/buildChild.ts).
 */
async function checkVersion(worktree: Worktree, tree: string, timings: PublishTimings): Promise<CheckResult> {
  return inChecksFolder(worktree, async ({ content, site, buildCache }) => {
    let started = performance.now();
    await syncContent(worktree.dir, tree, content);
    timings.content = performance.now() - started;
    started = performance.now();
    const report = await buildInWorker({ contentRoot: content, outDir: site, cacheDir: buildCache, privateOutDir: true });
    const elapsed = performance.now() - started;
    timings.checks = report.kind === 'built' ? report.timings.validate : elapsed;
    timings.build = elapsed - timings.checks;
    switch (report.kind) {
      case 'invalid': {
        const count = report.problems.filter((problem) => problem.severity === 'error').length;
        return {
          ok: false,
          reason: `The site would have ${count} problem${count === 1 ? '' : 's'}, so nothing was published. Fix ${count === 1 ? 'it' : 'them'} first.`,
          problems: report.problems,
        };
      }
      case 'failed':
        return { ok: false, reason: `The website could not be built from these changes, so nothing was published. ${report.reason}`, problems: [] };
      case 'built':
        return { ok: true, warnings: report.warnings };
    }
  });
}

interface ChecksFolder {
  content: string;
  site: string;
  buildCache: string;
  /** Whether the folder stays for the next publish (not a temporary one). */
  kept: boolean;
}

/**
 * Readies publishing while a person reviews what they are about to publish: starts the build
 * process kept for publishing and builds what the checks' folder holds (the website's version,
 * built at the last publish: nothing to render), so that the validator is loaded with every file
 * and the publish that follows reads again only the files it changes. Does nothing while the
 * build process runs already. A failure here is no matter: the publish builds as ever.
 */
export async function readyChecks(worktree: Worktree): Promise<void> {
  if (buildProcessKept()) return;
  await inChecksFolder(worktree, async ({ content, site, buildCache, kept }) => {
    if (kept && existsSync(content)) await buildInWorker({ contentRoot: content, outDir: site, cacheDir: buildCache, privateOutDir: true });
  });
}

/** The work in each checks' folder of this process, one after another (a publish waits for a review's). */
const checksFolderTurns = new Map<string, Promise<unknown>>();

/**
 * Runs `work` in the worktree's checks folder (`Worktree.checks`), one at a time in this process
 * and one publish at a time across programs (a lock file beside it: the editor and `npm run
 * publish` may publish the same worktree). While another program holds it, this publish checks
 * in a temporary folder of its own instead.
 */
async function inChecksFolder<T>(worktree: Worktree, work: (folder: ChecksFolder) => Promise<T>): Promise<T> {
  const dir = path.resolve(worktree.checks?.dir ?? path.join(worktree.dir, 'node_modules/.cache/publish', encodeURIComponent(worktree.target.branch)));
  const turn = (checksFolderTurns.get(dir) ?? Promise.resolve()).then(() => inChecksFolderNow(dir, worktree, work));
  checksFolderTurns.set(
    dir,
    turn.catch(() => undefined),
  );
  return turn;
}

async function inChecksFolderNow<T>(dir: string, worktree: Worktree, work: (folder: ChecksFolder) => Promise<T>): Promise<T> {
  const buildCache = path.resolve(worktree.checks?.buildCacheDir ?? defaultBuildCacheDir);
  const release = lockFolder(dir);
  if (release) {
    try {
      return await work({ content: path.join(dir, 'content'), site: path.join(dir, 'site'), buildCache, kept: true });
    } finally {
      release();
    }
  }
  const temporary = mkdtempSync(path.join(os.tmpdir(), 'publish-checks-'));
  try {
    return await work({ content: path.join(temporary, 'content'), site: path.join(temporary, 'site'), buildCache, kept: false });
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

/** Takes `<dir>.lock` for this process; undefined while a live process holds it. Returns the release. */
function lockFolder(dir: string): (() => void) | undefined {
  const lock = `${dir}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lock, 'utf8'));
      if (holder && isAlive(holder)) return undefined;
      rmSync(lock, { force: true }); // left by a process that ended without releasing it
    }
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The host's build hook (Netlify, Cloudflare Pages and Vercel give one): a POST that starts a
 * new build of the website. Called once per publish; a failure does not undo the publish.
 */
export async function callBuildHook(url: string | undefined): Promise<HookOutcome> {
  if (!url) return 'none';
  try {
    const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(15_000) });
    return response.ok ? 'called' : { failed: `the host answered ${response.status}` };
  } catch (error) {
    return { failed: (error as Error).name === 'TimeoutError' ? 'the host did not answer in 15 seconds' : 'the host could not be reached' };
  }
}
