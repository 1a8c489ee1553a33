/**
 * The published versions of the site, newest first (when, who, what changed in plain words), and
 * undoing one: a new version that takes exactly that publish's changes back, merged by meaning
 * with what was published after it (a later change to the same field is a question, as at any
 * publish), through the same checks, commit and push as publishing.
 */
import type { ChangeEntry } from './describeChanges.ts';
import { describeChanges, type FileVersions, jsonOf } from './describeChanges.ts';
import { git } from './git.ts';
import {
  choicesFor,
  type Worktree,
  latestPublished,
  mergeFile,
  type PublishOutcome,
  type PublishPlan,
  type PublishRequest,
  publishPlanned,
  publishTrailer,
} from './publish.ts';
import type { FileConflict } from './publish.ts';
import { changedContent, headCommit, isAncestor, knownPublished, readFileAt, workingTree } from './repository.ts';
import { contentPaths } from '../content/load.ts';
import { siteConfigFile } from '../../schema/paths.ts';

export interface HistoryEntry {
  commit: string;
  /** ISO 8601, with the author's time zone. */
  when: string;
  who: string;
  /** The first line of its message. */
  summary: string;
  changes: ChangeEntry[];
  /** The version before it; undefined for the very first version, which cannot be undone. */
  parent: string | undefined;
  /** Published from the editor or with `npm run publish` (its commit has the publish trailer); false for a developer's commit. */
  published: boolean;
}

/** The versions of the published branch that changed the content, newest first. */
export async function publishHistory(worktree: Worktree, limit = 30): Promise<HistoryEntry[]> {
  const published = (await knownPublished(worktree.dir, worktree.target)) ?? (await headCommit(worktree.dir));
  const log = await git(worktree.dir, [
    'log',
    '--first-parent',
    `--max-count=${limit}`,
    '-z',
    `--format=%H%x1f%P%x1f%an%x1f%aI%x1f%s%x1f%(trailers:key=${publishTrailer},valueonly,separator=%x2C)`,
    published,
    '--',
    ...contentPaths,
  ]);
  const entries: HistoryEntry[] = [];
  for (const record of log.split('\0').filter(Boolean)) {
    const [commit, parents, who, when, summary, trailer] = record.split('\x1f') as [string, string, string, string, string, string];
    const parent = parents.split(' ')[0] || undefined;
    const isPublish = trailer.trim() !== '';
    entries.push({ commit, when, who, summary, changes: await changesOf(worktree.dir, parent, commit), parent, published: isPublish });
  }
  return entries;
}

/** A version of the published branch as History names it: its summary, who made it and when. */
export type PublishedVersion = Pick<HistoryEntry, 'commit' | 'when' | 'who' | 'summary'>;

/** `commit`, when it is a version the website has (the published branch or before it). */
export async function publishedVersion(worktree: Worktree, commit: string): Promise<PublishedVersion | undefined> {
  const published = (await knownPublished(worktree.dir, worktree.target)) ?? (await headCommit(worktree.dir));
  if (!/^[0-9a-f]{7,64}$/.test(commit) || !(await isAncestor(worktree.dir, commit, published))) return undefined;
  const [full, who, when, summary] = (await git(worktree.dir, ['log', '-1', '--format=%H%x1f%an%x1f%aI%x1f%s', commit, '--'])).trim().split('\x1f');
  return full ? { commit: full, who: who ?? '', when: when ?? '', summary: summary ?? '' } : undefined;
}

/** Consecutive commits made outside the editor, as History shows them: one entry, how many, and when. */
export interface OutsideChanges {
  count: number;
  /** The newest and oldest of them, ISO 8601. */
  newest: string;
  oldest: string;
  changes: ChangeEntry[];
}

/** The history with each run of consecutive commits made outside the editor folded into one entry, newest first. */
export function foldOutsideChanges(entries: readonly HistoryEntry[]): (HistoryEntry | OutsideChanges)[] {
  const folded: (HistoryEntry | OutsideChanges)[] = [];
  for (const entry of entries) {
    if (entry.published) {
      folded.push(entry);
      continue;
    }
    const last = folded.at(-1);
    if (last && !('commit' in last)) {
      last.count += 1;
      last.oldest = entry.when;
      last.changes.push(...entry.changes);
    } else folded.push({ count: 1, newest: entry.when, oldest: entry.when, changes: [...entry.changes] });
  }
  return folded;
}

/** What `commit` changed in the content, in plain words. */
async function changesOf(dir: string, parent: string | undefined, commit: string): Promise<ChangeEntry[]> {
  const from = parent ?? (await git(dir, ['hash-object', '-t', 'tree', '/dev/null'])).trim();
  const versions: FileVersions[] = [];
  for (const { file } of await changedContent(dir, from, commit)) {
    versions.push({ file, before: await readFileAt(dir, parent, file), after: await readFileAt(dir, commit, file) });
  }
  const settings = async (treeish: string | undefined) => jsonOf(await readFileAt(dir, treeish, siteConfigFile));
  return describeChanges(versions, { before: await settings(parent), after: await settings(commit) });
}

/** Undoing a publish cannot start from a version the website does not have. */
export class UndoRefused extends Error {}

/**
 * What undoing `commit` would publish: each file it changed, back as it was before it, merged
 * with everything published since (their changes stay; a field changed again since is a conflict).
 */
export async function planUndo(
  worktree: Worktree,
  commit: string,
  options: { choices?: Record<string, 'mine' | 'theirs'>; fetch?: boolean } = {},
): Promise<PublishPlan> {
  const { dir, target } = worktree;
  const { published, unreachable } = options.fetch ? await latestPublished(worktree) : { published: await knownPublished(dir, target), unreachable: undefined };
  if (!published || !/^[0-9a-f]{7,64}$/.test(commit) || !(await isAncestor(dir, commit, published)))
    throw new UndoRefused('That version is not one the website has, so it cannot be undone from here.');
  const head = await headCommit(dir);
  if (head !== published && !(await isAncestor(dir, head, published)))
    throw new UndoRefused('This copy has changes saved here that are not on the website yet: publish them first, then undo.');
  const parent = (await git(dir, ['rev-parse', '--verify', `${commit}^1`]).catch(() => '')).trim() || undefined;
  const files = new Map<string, Buffer | undefined>();
  const conflicts: FileConflict[] = [];
  const versions: FileVersions[] = [];
  const choices = options.choices ?? {};
  for (const { file } of await changedContent(dir, parent ?? commit, commit)) {
    // "Mine" is the file as it was before the publish; "theirs", as the website has it now.
    const [base, before, now] = await Promise.all([readFileAt(dir, commit, file), readFileAt(dir, parent, file), readFileAt(dir, published, file)]);
    const merged = mergeFile(file, base, before, now, choicesFor(choices, file));
    conflicts.push(...merged.conflicts);
    const same = now === undefined ? merged.bytes === undefined : merged.bytes !== undefined && now.equals(merged.bytes);
    if (same) continue;
    files.set(file, merged.bytes);
    versions.push({ file, before: now, after: merged.bytes });
  }
  const settings = jsonOf(await readFileAt(dir, published, siteConfigFile));
  const after = files.has(siteConfigFile) ? jsonOf(files.get(siteConfigFile)) : settings;
  const changes = describeChanges(versions, { before: settings, after });
  const draft = await workingTree(dir, head);
  return { target, published, head, draft, files, conflicts, changes, otherChanges: [], ...(unreachable ? { unreachable } : {}) };
}

/** Publishes the undoing of `commit` (the person's own unpublished changes stay in their worktree, unpublished). */
export function publishUndo(worktree: Worktree, commit: string, request: PublishRequest): Promise<PublishOutcome> {
  return publishPlanned(worktree, request, (choices) => planUndo(worktree, commit, { choices, fetch: true }), 'keeps-drafts');
}
