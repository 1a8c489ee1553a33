/**
 * The editor's side of publishing (engine/publish/), over one worktree: what the Publish button
 * says, the history, and plans (`plan`): what publishing the saved changes, or undoing a published
 * version, would do, its pages as they will be and their checks, and publishing it. Which
 * worktree a starting point reads is publishPlans.ts's. Every answer speaks the editor's words:
 * plain sentences, page names, field titles; no commit hashes except a short version number, no paths.
 */
import { pageName } from '../../schema/pageName.ts';
import { isPlainObject } from '../../schema/schemaReader.ts';
import { isLaunchReminder } from '../../schema/problemCodes.ts';
import { describeLocation, jsonOf } from '../../engine/publish/describeChanges.ts';
import {
  foldOutsideChanges,
  planUndo,
  type PublishedVersion,
  publishedVersion,
  publishHistory,
  publishUndo,
  UndoRefused,
} from '../../engine/publish/history.ts';
import {
  type ChecksPlace,
  type Worktree,
  conflictsInWords,
  fileOfPlan,
  folderOfPlan,
  hasUnpublishedVersions,
  otherChangesSentence,
  planPublish,
  type PublishOutcome,
  type PublishPlan,
  problemsOfPlan,
  remindersOfPublished,
  publishChanges,
  readyChecks,
} from '../../engine/publish/publish.ts';
import {
  type Person,
  type PublishTarget,
  NotPublishable,
  publishTarget,
  filesAt,
  readFileAt,
  rememberPerson,
  repositoryPerson,
  repositoryRoot,
} from '../../engine/publish/repository.ts';
import type { Problem } from '../../schema/problems.ts';
import type {
  BeforeAndAfter,
  ChangedPage,
  FinishChecksFound,
  HistoryEntry,
  PagesToCheck,
  PreviewData,
  PublishProblem,
  PublishResult,
  PublishReview,
  PublishStatus,
  Side,
} from '../shared/api.ts';
import { listInWords } from '../shared/words.ts';
import { HttpError } from './guard.ts';
import { readSettingsDraft } from '../../engine/content/browser-safe/resolve.ts';
import { sameJson } from '../../engine/content/browser-safe/sameJson.ts';
import { homePath, siteConfigFile } from '../../schema/paths.ts';
import { previewOf } from '../shared/previewOf.ts';
import { type PagePart, siteOfParts } from '../shared/siteToCheck.ts';
import { pagePartsByContent } from './pageParts.ts';
import { finishChecks, uniqueProblems } from '../../engine/checks/finishing.ts';
import type { PageProblem } from '../../engine/checks/pageChecks.ts';
import { type JsonSource, readJsonSource } from '../../engine/content/jsonSource.ts';
import { pagesDir } from '../../engine/content/load.ts';
import { answersFor } from './checkAnswers.ts';

export interface PublishingOptions {
  /** The branch the website is built from, when not the worktree's own (PUBLISH_BRANCH). */
  branch?: string;
  /** The host's build hook, called once after each publish (PUBLISH_HOOK_URL). */
  hookUrl?: string;
  /** Where publishing goes, when the worktree is not on that branch itself (a person's draft on the team server). */
  target?: PublishTarget;
  /** Who publishes (the team server's signed-in person); without it, the repository's user.name and user.email. */
  person?: Person;
  /** Where the checks build each new version (engine/publish/publish.ts); in the worktree's node_modules/.cache unless said. */
  checks?: ChecksPlace;
}

/** PUBLISH_BRANCH and PUBLISH_HOOK_URL, as both editors' commands read them. */
export const publishingFromEnvironment = (): PublishingOptions => ({
  branch: process.env.PUBLISH_BRANCH || undefined,
  hookUrl: process.env.PUBLISH_HOOK_URL || undefined,
});

export function createPublishing(contentRoot: string, options: PublishingOptions = {}) {
  // The team editor publishes for a person (`options.person`) from its own server, not from their computer.
  const here = options.person ? "on the editor's server" : 'on this computer';
  /** The worktree being edited, as git knows it; undefined when it is not a git repository. */
  async function worktreeOf(): Promise<Worktree | undefined> {
    if (!(await repositoryRoot(contentRoot))) return undefined;
    return { dir: contentRoot, target: options.target ?? (await publishTarget(contentRoot, options.branch)), checks: options.checks };
  }

  async function requireWorktree(): Promise<Worktree> {
    const worktree = await worktreeOf();
    if (!worktree) throw new HttpError(409, { code: 'refused', message: notKept });
    return worktree;
  }

  async function status(): Promise<PublishStatus> {
    const unavailable = (sentence: string): PublishStatus => ({
      available: false,
      unavailable: sentence,
      connected: false,
      pending: { pages: [], settings: false, photos: 0 },
      versionsHere: false,
    });
    const worktree = await worktreeOf().catch((error: unknown) => {
      if (error instanceof NotPublishable) return error;
      throw error;
    });
    if (worktree instanceof NotPublishable) return unavailable(worktree.message);
    if (!worktree) return unavailable(notKept);
    const plan = await planPublish(worktree);
    return {
      available: true,
      connected: worktree.target.remote !== undefined,
      pending: await pendingOf(worktree, plan),
      versionsHere: await hasUnpublishedVersions(worktree, plan),
    };
  }

  const place: Place = { contentRoot, options, here, requireWorktree };
  return {
    status,
    /** A plan of what to publish from this worktree (`plannedPublish`). */
    plan: (changes: PlanChanges, choices: Choices | undefined) => plannedPublish(place, changes, choices),

    async history(): Promise<HistoryEntry[]> {
      const worktree = await worktreeOf();
      if (!worktree) return [];
      return foldOutsideChanges(await publishHistory(worktree)).map((entry) =>
        'commit' in entry
          ? {
              kind: 'published' as const,
              commit: entry.commit,
              when: entry.when,
              who: entry.who,
              summary: entry.summary,
              changes: entry.changes.map((c) => c.text),
              undoable: entry.parent !== undefined,
            }
          : { kind: 'outside' as const, count: entry.count, newest: entry.newest, oldest: entry.oldest, changes: entry.changes.map((c) => c.text) },
      );
    },

    /** A published version's summary, who published it and when (what undoing it says it undoes). */
    async version(commit: string): Promise<PublishedVersion> {
      const found = await publishedVersion(await requireWorktree(), commit);
      if (!found) throw new HttpError(409, { code: 'refused', message: 'That version is not one the website has, so it cannot be undone from here.' });
      return found;
    },
  };
}

export type Publishing = ReturnType<typeof createPublishing>;

/** The worktree a Publishing is of, and how it publishes. */
interface Place {
  contentRoot: string;
  options: PublishingOptions;
  /** Where a version is saved, in words: "on this computer", "on the editor's server". */
  here: string;
  requireWorktree(): Promise<Worktree>;
}

/**
 * A plan of what to publish from this worktree: its saved changes, or the undoing of a published
 * version, with the choices made where someone else changed the same field. Every question about
 * it (what it changes, its pages as they will be, their checks) and publishing it read the same
 * plan, worked out again from git each time (the website may have moved on meanwhile).
 */
function plannedPublish(place: Place, changes: PlanChanges, choices: Choices | undefined): PlannedPublish {
  const undo = changes.kind === 'undo' ? changes.commit : undefined;
  /** The plan now; `fetch`: after asking the website what it has (a review, a publish), not only what this copy saw last. */
  const planNow = async (worktree: Worktree, fetch: boolean) =>
    undo === undefined ? planPublish(worktree, { choices, fetch }) : undoPlan(worktree, undo, choices, fetch);
  const current = async () => {
    const worktree = await place.requireWorktree();
    return { worktree, plan: await planNow(worktree, false) };
  };
  return {
    choices,

    async review(): Promise<PublishReview> {
      const worktree = await place.requireWorktree();
      const answer = await reviewOf(place, await planNow(worktree, true), worktree);
      // While the person reads the review, publishing gets ready (it waits for this if asked meanwhile).
      if (undo === undefined && answer.changes.length) readyChecks(worktree).catch(() => undefined);
      return answer;
    },

    async publish(command: PublishOrder): Promise<PublishResult> {
      const worktree = await place.requireWorktree();
      const request = {
        message: command.message,
        author: await authorOf(place, worktree, command.author),
        committer: command.committer,
        choices,
        hookUrl: place.options.hookUrl,
        draft: command.draft,
      };
      const outcome = undo === undefined ? await publishChanges(worktree, request) : await publishUndo(worktree, undo, request).catch(refusedUndo);
      return resultOf(place, worktree, outcome, () => planNow(worktree, false));
    },

    /**
     * The pages the plan changes, as they will be, with the site around them, for the page
     * checks the editor runs on each in a preview frame (engine/checks/).
     */
    async pagesToCheck(): Promise<PagesToCheck> {
      const { worktree, plan } = await current();
      return pagesToCheckOf(worktree, plan);
    },

    /**
     * The page checks' problems of the plan: what the editor's frames found on each changed page,
     * finished with what only Node can answer (links to other sites, what each photo weighs),
     * each once, with its line and column in the file as it will be and where it is in words.
     */
    async finishChecks(found: FinishChecksFound): Promise<PublishProblem[]> {
      const { worktree, plan } = await current();
      const problems: PageProblem[] = [];
      for (const page of found) problems.push(...finishChecks(page.found, await answersFor(place.contentRoot, page.found)));
      const sources = new Map<string, JsonSource | undefined>();
      const sourceOf = async (file: string) => {
        if (!sources.has(file)) {
          const bytes = await fileOfPlan(worktree, plan, file);
          sources.set(file, bytes ? readJsonSource(bytes.toString('utf8')) : undefined);
        }
        return sources.get(file);
      };
      const positioned: Problem[] = [];
      for (const problem of uniqueProblems(problems)) {
        positioned.push({ ...problem, ...((await sourceOf(problem.file))?.positionOf(problem.path) ?? { line: 1, column: 1 }) });
      }
      return inPlainWords(worktree, plan, positioned);
    },

    /** A page as the website has it and as the plan's new version has it, for "Before and after" (and a shared preview). */
    async beforeAndAfter(file: string): Promise<BeforeAndAfter> {
      const { worktree, plan } = await current();
      const versions = await versionsOf(worktree, plan);
      const [before, after] = await Promise.all([versions.before.preview(file), versions.after.preview(file)]);
      if (!before && !after)
        throw new HttpError(404, { code: 'not-found', message: 'That page is neither on the website nor in the version being published.' });
      return { ...(before ? { before } : {}), ...(after ? { after } : {}) };
    },
  };
}

async function reviewOf(place: Place, plan: PublishPlan, worktree: Worktree): Promise<PublishReview> {
  const problems = plan.files.size ? await inPlainWords(worktree, plan, await problemsOfPlan(worktree, plan)) : [];
  const pages = await changedPages(worktree, plan);
  const author = place.options.person ?? (await repositoryPerson(worktree.dir));
  return {
    connected: worktree.target.remote !== undefined,
    ...(plan.unreachable ? { unreachable: `${plan.unreachable} Publishing now saves a version ${place.here}; the next Publish sends it.` } : {}),
    ...(plan.otherChanges.length ? { blocked: otherChangesSentence(plan.otherChanges) } : {}),
    changes: plan.changes.map(({ text, file, path }) => ({ text, file, path })),
    pages,
    conflicts: await conflictsInWords(worktree, plan, plan.conflicts),
    problems,
    reminders: plan.files.size
      ? remindersChanged(problems, await inPlainWords(worktree, plan, await remindersOfPublished(worktree, plan)))
      : { added: [], done: [] },
    ...(author ? { author } : {}),
    message: suggestedMessage(
      plan,
      pages.filter((page) => page.change !== 'shared' && page.change !== 'settings'),
    ),
    draft: plan.draft,
  };
}

/** Each problem with where it is, in the words of the list of changes (the page, the section by its heading, the field by its title). */
async function inPlainWords(worktree: Worktree, plan: PublishPlan, problems: Problem[]): Promise<PublishProblem[]> {
  const settings = jsonOf(await fileOfPlan(worktree, plan, siteConfigFile));
  const values = new Map<string, unknown>();
  const contentOf = async (file: string) => {
    if (!values.has(file)) values.set(file, file.endsWith('.json') ? jsonOf(await fileOfPlan(worktree, plan, file)) : undefined);
    return values.get(file);
  };
  const described: PublishProblem[] = [];
  for (const problem of problems) described.push({ ...problem, where: describeLocation(problem.file, await contentOf(problem.file), problem.path, settings) });
  return described;
}

async function authorOf(place: Place, worktree: Worktree, given: Person | undefined): Promise<Person> {
  if (place.options.person) return place.options.person;
  if (given) {
    if (!(await repositoryPerson(worktree.dir))) await rememberPerson(worktree.dir, given);
    return given;
  }
  const known = await repositoryPerson(worktree.dir);
  if (!known) throw new HttpError(400, { code: 'bad-request', message: 'Say who is publishing: your name and e-mail address go with every version.' });
  return known;
}

async function resultOf(place: Place, worktree: Worktree, outcome: PublishOutcome, plan: () => Promise<PublishPlan>): Promise<PublishResult> {
  const version = (commit: string) => commit.slice(0, 7);
  switch (outcome.kind) {
    case 'published':
      if (!outcome.pushed)
        return {
          kind: 'published',
          commit: outcome.commit,
          pushed: false,
          message: `Saved as a version ${place.here} (version ${version(outcome.commit)}). This copy is not connected to a website, so nothing went online.`,
        };
      return {
        kind: 'published',
        commit: outcome.commit,
        pushed: true,
        message: `Published. The website updates in a minute or two. (Version ${version(outcome.commit)}.)${
          typeof outcome.hook === 'object' ? ` The website's host was not told to update (${outcome.hook.failed}): start a build from its dashboard.` : ''
        }`,
      };
    case 'saved-here':
      return {
        kind: 'saved-here',
        commit: outcome.commit,
        message: `Your changes are saved as a version ${place.here} (version ${version(outcome.commit)}), but they did not reach the website. ${outcome.reason} Press Publish again once that is sorted out; nothing is lost.`,
      };
    case 'conflicts':
      return {
        kind: 'conflicts',
        conflicts: await conflictsInWords(worktree, await plan(), outcome.conflicts),
        message: 'Someone else changed the same thing since you started. Choose which version to keep.',
      };
    case 'refused':
      return {
        kind: 'refused',
        message: outcome.reason,
        problems: outcome.problems.length ? await inPlainWords(worktree, await plan(), outcome.problems) : [],
      };
    case 'nothing-to-publish':
      return { kind: 'nothing-to-publish', message: 'There is nothing to publish: the website has every saved change already.' };
  }
}

type Choices = Record<string, Side>;

/** What a plan publishes from its worktree: the saved changes, or the undoing of a published version. */
export type PlanChanges = { kind: 'saved' } | { kind: 'undo'; commit: string };

/** Publishing a plan now. */
export interface PublishOrder {
  message: string;
  /** Who made the changes, when this copy does not know them (remembered for the repository). */
  author?: Person;
  /** Who publishes, when not the author (a publisher publishing an editor's draft). */
  committer?: Person;
  /** The draft as the publisher looked at it: one changed since is refused. */
  draft?: string;
}

export interface PlannedPublish {
  /** The choices the plan was made with, where someone else changed the same field. */
  readonly choices: Choices | undefined;
  review(): Promise<PublishReview>;
  publish(order: PublishOrder): Promise<PublishResult>;
  pagesToCheck(): Promise<PagesToCheck>;
  finishChecks(found: FinishChecksFound): Promise<PublishProblem[]>;
  beforeAndAfter(file: string): Promise<BeforeAndAfter>;
}

/** Every page of the plan's new version that its change shows on, with the site's facts for the page checks. */
async function pagesToCheckOf(worktree: Worktree, plan: PublishPlan): Promise<PagesToCheck> {
  const settingsFile = await fileOfPlan(worktree, plan, siteConfigFile);
  const settingsText = settingsFile?.toString('utf8') ?? '';
  const config = readSettingsDraft(jsonOf(settingsFile));
  if (!config) throw new HttpError(409, { code: 'refused', message: 'The site settings of this version cannot be read, so its pages cannot be checked.' });
  // The Publish window asks whenever it opens: each page's part is made once for its content and the settings (pageParts.ts).
  const partOf = pagePartsByContent(settingsText, config);
  // A page is checked when its file changes, or when the new settings make it render
  // otherwise (the header, the footer, a shared section it shows). Settings that no page
  // shows, such as the redirects, leave the other pages as they were checked.
  const websiteVersion = plan.files.has(siteConfigFile) ? (await versionsOf(worktree, plan)).before : undefined;
  const parts: PagePart[] = [];
  const checked: PagesToCheck['pages'] = [];
  // Every page of the new version.
  for (const [file, bytes] of [...(await folderOfPlan(worktree, plan, pagesDir))].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!file.endsWith('.json')) continue;
    const part = partOf(file, bytes);
    if (!part) continue;
    parts.push(part);
    if (!plan.files.has(file) && websiteVersion === undefined) continue;
    const value = jsonOf(bytes);
    const preview = previewOf(value, config);
    if (plan.files.has(file) || !sameJson(await websiteVersion!.preview(file), preview))
      checked.push({ file, name: pageName(preview.page, config), value, preview });
  }
  return { ...siteOfParts(parts, config), pages: checked };
}

/** One version of the site's content: a file's value, and a page as the preview shows it (undefined: not in this version, or the settings do not read). */
interface Version {
  settings: unknown;
  value(file: string): Promise<unknown>;
  preview(file: string): Promise<PreviewData | undefined>;
}

/** The website's version (before) and the plan's new one (after). */
async function versionsOf(worktree: Worktree, plan: PublishPlan): Promise<{ before: Version; after: Version }> {
  const website = plan.published ?? plan.head;
  const version = async (read: (file: string) => Promise<Buffer | undefined>): Promise<Version> => {
    const settings = jsonOf(await read(siteConfigFile));
    const config = readSettingsDraft(settings);
    const value = async (file: string) => jsonOf(await read(file));
    return {
      settings,
      value,
      preview: async (file) => {
        const page = await value(file);
        return config && page !== undefined ? previewOf(page, config) : undefined;
      },
    };
  };
  return {
    before: await version((file) => readFileAt(worktree.dir, website, file)),
    after: await version((file) => fileOfPlan(worktree, plan, file)),
  };
}

/**
 * The pages a change shows on: each page file it adds, changes or deletes; when the settings
 * change, each other page whose sections render otherwise (a shared section it uses), and, when
 * what every page shows changes (the header, the footer), the home page standing for them all.
 */
async function changedPages(worktree: Worktree, plan: PublishPlan): Promise<ChangedPage[]> {
  const versions = await versionsOf(worktree, plan);
  const pages: ChangedPage[] = [];
  const add = (file: string, value: unknown, settings: unknown, change: ChangedPage['change']) => {
    if (!isPlainObject(value) || typeof value.path !== 'string') return;
    pages.push({ file, path: value.path, name: pageName({ path: value.path, title: String(value.title ?? '') }, settings as never), change });
  };
  for (const file of plan.files.keys()) {
    if (!file.startsWith('pages/')) continue;
    const [before, after] = await Promise.all([versions.before.value(file), versions.after.value(file)]);
    if (after === undefined) add(file, before, versions.before.settings, 'deleted');
    else add(file, after, versions.after.settings, before === undefined ? 'new' : 'changed');
  }
  if (!plan.files.has(siteConfigFile)) return pages;
  const listed = new Set(pages.map((page) => page.file));
  let home: string | undefined;
  let everyPage = false;
  for (const file of await filesAt(worktree.dir, plan.published ?? plan.head, 'pages/')) {
    if (listed.has(file) || !file.endsWith('.json')) continue;
    const [before, after] = await Promise.all([versions.before.preview(file), versions.after.preview(file)]);
    if (!before || !after) continue;
    if (after.page.path === homePath) home = file;
    if (!sameJson(before.page, after.page)) add(file, await versions.after.value(file), versions.after.settings, 'shared');
    else if (!sameJson(before.site, after.site)) everyPage = true;
  }
  if (everyPage && home && !pages.some((page) => page.path === homePath)) add(home, await versions.after.value(home), versions.after.settings, 'settings');
  return pages;
}

async function undoPlan(worktree: Worktree, commit: string, choices: Choices | undefined, fetch: boolean): Promise<PublishPlan> {
  try {
    return await planUndo(worktree, commit, { choices, fetch });
  } catch (error) {
    if (error instanceof UndoRefused) throw new HttpError(409, { code: 'refused', message: error.message });
    throw error;
  }
}

function refusedUndo(error: unknown): PublishOutcome {
  if (error instanceof UndoRefused) return { kind: 'refused', reason: error.message, problems: [] };
  throw error;
}

const notKept =
  'This copy of the site keeps no versions, so it cannot be published from here. A developer can connect it to the website (docs/deploying.md says how).';

/** "Update Home", "Update Home and About Us", "Update 3 pages, the site settings and 2 photos". */
function suggestedMessage(plan: PublishPlan, pages: { name: string }[]): string {
  const files = [...plan.files.keys()];
  const parts: string[] = [];
  const pageCount = files.filter((file) => file.startsWith('pages/')).length;
  if (pageCount === 1 && pages[0]) parts.push(pages[0].name);
  else if (pageCount === 2 && pages.length === 2) parts.push(listInWords(pages.map((page) => page.name)));
  else if (pageCount > 0) parts.push(`${pageCount} pages`);
  if (files.includes(siteConfigFile)) parts.push('the site settings');
  const photos = files.filter((file) => file.startsWith('images/')).length;
  if (photos) parts.push(photos === 1 ? 'a photo' : `${photos} photos`);
  return parts.length === 0 ? 'Update the website' : `Update ${listInWords(parts)}`;
}

/** What the Publish button counts: pages by name, the settings, photos. */
async function pendingOf(worktree: Worktree, plan: PublishPlan): Promise<PublishStatus['pending']> {
  const settings = jsonOf(await fileOfPlan(worktree, plan, siteConfigFile));
  const pages: string[] = [];
  for (const [file, bytes] of plan.files) {
    if (!file.startsWith('pages/')) continue;
    // A deleted page is named as the website has it.
    const value = jsonOf(bytes ?? (await readFileAt(worktree.dir, plan.published ?? plan.head, file)));
    const page = isPlainObject(value) ? value : {};
    pages.push(pageName({ path: String(page.path ?? ''), title: String(page.title ?? file) }, settings as never));
  }
  const files = [...plan.files.keys()];
  return { pages, settings: files.includes(siteConfigFile), photos: files.filter((file) => file.startsWith('images/')).length };
}

/** The launch reminders the new version has that the website's has not, and the other way round (matched by kind and field, not by words: a count may change). */
function remindersChanged(after: readonly PublishProblem[], before: readonly PublishProblem[]): PublishReview['reminders'] {
  const key = (problem: PublishProblem) => `${problem.code} ${problem.file} ${problem.path.join('.')}`;
  const reminders = after.filter(isLaunchReminder);
  const was = new Set(before.map(key));
  const is = new Set(reminders.map(key));
  return { added: reminders.filter((problem) => !was.has(key(problem))), done: before.filter((problem) => !is.has(key(problem))) };
}
