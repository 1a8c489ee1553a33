/**
 * The git side of publishing, on a worktree of the site (a working folder of its git repository): what
 * the person changed, the version the website is built from, a commit made without touching the
 * person's files, a push that is never forced, and bringing the worktree up to date afterwards.
 *
 * Only the content is ever written: `pages/`, `site.config.json` and `images/`. Commits are made
 * with git's plumbing and a temporary index, so the person's files and staged work stay as they
 * are until the publish has succeeded; then the worktree moves forward as `git merge --ff-only` does,
 * which refuses rather than overwrite anything.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomically } from '../content/fileText.ts';
import { contentPaths } from '../content/load.ts';
import { GitFailed, git, readBlob, readFolder, runGit, withoutCredentials } from './git.ts';

export const isContentPath = (file: string) => contentPaths.some((content) => file === content || file.startsWith(`${content}/`));

export interface PublishTarget {
  /** The remote the website's host builds from, e.g. "origin"; undefined when the worktree has none. */
  remote: string | undefined;
  /** The branch the website is built from, e.g. "main". */
  branch: string;
}

export interface Person {
  name: string;
  email: string;
}

/** The repository's root folder, or undefined when `dir` is not in a git repository. */
export async function repositoryRoot(dir: string): Promise<string | undefined> {
  const result = await runGit(dir, ['rev-parse', '--show-toplevel']);
  return result.code === 0 ? result.stdout.trim() : undefined;
}

/**
 * The common git directory (`git rev-parse --git-common-dir`): where git keeps the repository,
 * the same for all its worktrees (the team's drafts are worktrees of one repository), so what
 * publishes and fetches hold the lock of.
 */
export async function commonGitDir(dir: string): Promise<string> {
  const result = await runGit(dir, ['rev-parse', '--path-format=absolute', '--git-common-dir']);
  return result.code === 0 ? result.stdout.trim() : path.resolve(dir);
}

const queues = new Map<string, Promise<unknown>>();
/**
 * Runs `work` holding the lock named `key`, once whatever held it before has ended: a lock per
 * worktree or per repository, in this process, as the Web Locks API's `navigator.locks.request`
 * (not in Node 20) would hold one.
 */
export async function withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(work);
  queues.set(key, mine);
  try {
    return await mine;
  } finally {
    if (queues.get(key) === mine) queues.delete(key);
  }
}

/** This copy cannot be published as it is (it is on no branch): said, not a failure of the server. */
export class NotPublishable extends Error {}

/**
 * Where publishing goes: the named branch or the current one, on the remote the branch tracks
 * (or the only remote, or "origin").
 */
export async function publishTarget(dir: string, branchSetting?: string): Promise<PublishTarget> {
  const current = (await git(dir, ['branch', '--show-current'])).trim();
  const branch = branchSetting || (await configValue(dir, `branch.${current}.merge`))?.replace(/^refs\/heads\//, '') || current;
  if (!branch)
    throw new NotPublishable('This copy is not on a branch (a detached HEAD), so there is no branch to publish to. A developer can fix it with git switch.');
  if ((await runGit(dir, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])).code !== 0)
    throw new NotPublishable(
      'This copy has no versions yet (a git repository without a commit), so there is nothing to publish from. A developer can fix it by committing the site once.',
    );
  const remotes = (await git(dir, ['remote'])).split('\n').filter(Boolean);
  const tracked = await configValue(dir, `branch.${current}.remote`);
  const remote = tracked && remotes.includes(tracked) ? tracked : remotes.length === 1 ? remotes[0] : remotes.includes('origin') ? 'origin' : undefined;
  return { remote, branch };
}

export async function configValue(dir: string, key: string): Promise<string | undefined> {
  const result = await runGit(dir, ['config', '--get', key]);
  return result.code === 0 ? result.stdout.trim() || undefined : undefined;
}

/** The person git knows for this repository (user.name and user.email), if both are set. */
export async function repositoryPerson(dir: string): Promise<Person | undefined> {
  const [name, email] = await Promise.all([configValue(dir, 'user.name'), configValue(dir, 'user.email')]);
  return name && email ? { name, email } : undefined;
}

/** Remembers the person for this repository only (git config, not --global). */
export async function rememberPerson(dir: string, person: Person): Promise<void> {
  await git(dir, ['config', 'user.name', person.name]);
  await git(dir, ['config', 'user.email', person.email]);
}

export const headCommit = async (dir: string) => (await git(dir, ['rev-parse', '--verify', 'HEAD^{commit}'])).trim();

/** The last version of the branch this worktree has seen on the remote (after the last fetch), if any. */
export async function knownPublished(dir: string, target: PublishTarget): Promise<string | undefined> {
  const ref = target.remote ? `refs/remotes/${target.remote}/${target.branch}` : `refs/heads/${target.branch}`;
  const result = await runGit(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  return result.code === 0 ? result.stdout.trim() : undefined;
}

/**
 * Fetches the branch from the remote; returns the version the website is built from now. One
 * fetch at a time per repository: two at once fail on git's lock of the branch's ref.
 */
export async function fetchPublished(dir: string, target: PublishTarget): Promise<string | undefined> {
  const { remote, branch } = target;
  if (!remote) return knownPublished(dir, target);
  const args = ['fetch', '--quiet', '--no-tags', remote, `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`];
  const result = await withLock(`fetch:${await commonGitDir(dir)}`, () => runGit(dir, args));
  // A remote without the branch yet (a new, empty repository) is not an error: nothing is published.
  if (result.code !== 0 && !/couldn't find remote ref/i.test(result.stderr)) throw new GitFailed(args, result.code, result.stderr);
  return knownPublished(dir, target);
}

export async function isAncestor(dir: string, ancestor: string, descendant: string): Promise<boolean> {
  return (await runGit(dir, ['merge-base', '--is-ancestor', ancestor, descendant])).code === 0;
}

export async function mergeBase(dir: string, a: string, b: string): Promise<string | undefined> {
  const result = await runGit(dir, ['merge-base', a, b]);
  return result.code === 0 ? result.stdout.trim() : undefined;
}

/** Files outside the content changed by the commits in `from..to` (a developer's work), if any. */
export async function otherChangesBetween(dir: string, from: string, to: string): Promise<string[]> {
  const changed = (await git(dir, ['diff', '--name-only', '--no-renames', '-z', from, to])).split('\0').filter(Boolean);
  return changed.filter((file) => !isContentPath(file));
}

/** A temporary index file, removed afterwards. */
async function withTemporaryIndex<T>(work: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'publish-index-'));
  try {
    return await work({ GIT_INDEX_FILE: path.join(dir, 'index') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The tree of the worktree as the person sees it: the commit's tree with the content as it is in the
 * working folder (new, changed and deleted files; what .gitignore names is left out). Nothing
 * in the worktree or its index changes.
 */
export async function workingTree(dir: string, commit: string): Promise<string> {
  return withTemporaryIndex(async (env) => {
    await readTreeKeepingStat(dir, commit, env.GIT_INDEX_FILE!);
    // Only the content paths there are: git refuses a path that matches nothing (a site without images/).
    const inCommit = (await git(dir, ['ls-tree', '-z', '--name-only', commit, '--', ...contentPaths])).split('\0');
    const present = contentPaths.filter((content) => existsSync(path.join(dir, content)) || inCommit.includes(content));
    if (present.length) await git(dir, ['add', '--all', '--', ...present], { env });
    return (await git(dir, ['write-tree'], { env })).trim();
  });
}

/**
 * `git read-tree <commit>` into the temporary index `index`, starting from a copy of the
 * worktree's own index (its modification time too, which git's check of files changed within the same
 * instant relies on): an entry whose content is the commit's keeps its file's size and times, so
 * the `git add` that follows hashes only the files that changed, not every page of the site. A
 * worktree whose index cannot be read that way (none, or a merge in progress) starts from nothing.
 */
async function readTreeKeepingStat(dir: string, commit: string, index: string): Promise<void> {
  const own = path.resolve(dir, (await git(dir, ['rev-parse', '--git-path', 'index'])).trim());
  if (existsSync(own)) {
    copyFileSync(own, index);
    const { atime, mtime } = statSync(own);
    utimesSync(index, atime, mtime);
    if ((await runGit(dir, ['read-tree', '-m', commit], { env: { GIT_INDEX_FILE: index } })).code === 0) return;
    rmSync(index, { force: true });
  }
  await git(dir, ['read-tree', commit], { env: { GIT_INDEX_FILE: index } });
}

export interface ChangedFile {
  file: string;
  status: 'added' | 'changed' | 'removed';
}

/** The content files that differ between two trees or commits. */
export async function changedContent(dir: string, from: string, to: string): Promise<ChangedFile[]> {
  const output = await git(dir, ['diff-tree', '-r', '--no-renames', '--name-status', '-z', from, to, '--', ...contentPaths]);
  const parts = output.split('\0').filter(Boolean);
  const changes: ChangedFile[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const status = parts[i]!.startsWith('A') ? 'added' : parts[i]!.startsWith('D') ? 'removed' : 'changed';
    changes.push({ file: parts[i + 1]!, status });
  }
  return changes;
}

/** The files under `folder` in a tree or commit (none when there is no such version). */
export async function filesAt(dir: string, treeish: string | undefined, folder: string): Promise<string[]> {
  if (!treeish) return [];
  return (await git(dir, ['ls-tree', '-r', '--name-only', '-z', treeish, '--', folder])).split('\0').filter(Boolean);
}

export const readFileAt = (dir: string, treeish: string | undefined, file: string) => (treeish ? readBlob(dir, treeish, file) : Promise.resolve(undefined));

/** Every file under `folder` at a commit or tree, with its bytes (`readFolder`). */
export const readFolderAt = (dir: string, treeish: string | undefined, folder: string) =>
  treeish ? readFolder(dir, treeish, folder) : Promise.resolve(new Map<string, Buffer>());

/** A tree: `base` with each file of `files` written (bytes) or removed (undefined). */
export async function treeWith(dir: string, base: string | undefined, files: ReadonlyMap<string, Buffer | undefined>): Promise<string> {
  return withTemporaryIndex(async (env) => {
    await git(dir, base ? ['read-tree', base] : ['read-tree', '--empty'], { env });
    const entries: string[] = [];
    for (const [file, bytes] of files) {
      const blob = bytes === undefined ? undefined : (await git(dir, ['hash-object', '-w', '--stdin'], { input: bytes })).trim();
      entries.push(blob ? `100644 ${blob}\t${file}` : notInIndex(file));
    }
    if (entries.length) await git(dir, ['update-index', '-z', '--index-info'], { env, input: `${entries.join('\0')}\0` });
    return (await git(dir, ['write-tree'], { env })).trim();
  });
}

/** An `update-index --index-info` line that takes a file out of the index (mode 0). */
const notInIndex = (file: string) => `0 ${'0'.repeat(40)}\t${file}`;

const personEnvironment = (author: Person, committer: Person) => ({
  GIT_AUTHOR_NAME: author.name,
  GIT_AUTHOR_EMAIL: author.email,
  GIT_COMMITTER_NAME: committer.name,
  GIT_COMMITTER_EMAIL: committer.email,
});

/** A commit object (no branch moves). */
export async function commitTree(dir: string, tree: string, parents: string[], message: string, author: Person, committer = author): Promise<string> {
  const args = ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent])];
  return (await git(dir, args, { input: message, env: personEnvironment(author, committer) })).trim();
}

export type PushOutcome = { pushed: true } | { pushed: false; rejected: true } | { pushed: false; rejected: false; reason: string };

/**
 * Pushes `commit` as the new version of the branch, only if that is a fast-forward (never
 * forced): someone who published meanwhile gets `rejected`, and publishing merges again.
 */
export async function pushCommit(dir: string, target: PublishTarget, commit: string): Promise<PushOutcome> {
  if (!target.remote) return { pushed: false, rejected: false, reason: 'This copy is not connected to a website.' };
  const result = await runGit(dir, ['push', '--porcelain', '--quiet', target.remote, `${commit}:refs/heads/${target.branch}`]);
  if (result.code === 0) return { pushed: true };
  const said = `${result.stdout}\n${result.stderr}`;
  // Someone else's version got there first: refused before sending ("fetch first", "non-fast-forward"),
  // or by the server as it moved the branch ("cannot lock ref … is at X but expected Y").
  if (/\[rejected\]|non-fast-forward|fetch first|is at [0-9a-f]+ but expected/i.test(said)) return { pushed: false, rejected: true };
  return { pushed: false, rejected: false, reason: remoteFailure(result.stderr || result.stdout) };
}

/** Why talking to the website's repository failed, in a person's words. */
export function remoteFailure(said: string): string {
  if (/authentication failed|could not read username|403|401|permission denied/i.test(said))
    return 'The website refused the password or key of this computer (authentication failed).';
  if (/could not resolve host|couldn't connect|connection (refused|timed out)|network is unreachable|failed to connect/i.test(said))
    return 'The website could not be reached (no network connection, or its server is down).';
  return `The website's repository said no (${withoutCredentials(said.trim().split('\n').at(-1) ?? '') || 'without a reason'}).`;
}

/**
 * Moves the worktree (its branch, index and files) forward to `commit`, a descendant of its HEAD.
 * `files` are the content files that change: their index entries become `commit`'s and the
 * files themselves the bytes given (`commit`'s own, or a person's newer draft kept on top); the
 * rest moves as `git merge --ff-only` moves it, which refuses to overwrite a file changed here.
 */
export async function bringWorktreeForward(dir: string, commit: string, files: ReadonlyMap<string, Buffer | undefined>): Promise<void> {
  if (files.size) {
    const names = [...files.keys()];
    const entries = new Map(
      (await git(dir, ['ls-tree', '-z', commit, '--', ...names]))
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(line.indexOf('\t') + 1), line] as const),
    );
    // A file the new version does not have is taken out of the index.
    const info = names.map((name) => entries.get(name) ?? notInIndex(name)).join('\0');
    await git(dir, ['update-index', '-z', '--index-info'], { input: `${info}\0` });
  }
  for (const [file, bytes] of files) {
    const absolute = path.join(dir, file);
    if (bytes === undefined) rmSync(absolute, { force: true });
    else writeFileAtomically(absolute, bytes);
  }
  await git(dir, ['merge', '--ff-only', '--quiet', commit]);
}

/** Writes the content of `treeish` (pages/, site.config.json, images/) into `target`, for the checks and the build. */
async function exportContent(dir: string, treeish: string, target: string): Promise<void> {
  const listed = await git(dir, ['ls-tree', '-r', '-z', '--name-only', treeish, '--', ...contentPaths]);
  await checkOut(dir, treeish, target, listed.split('\0').filter(Boolean));
}

/**
 * Writes `files` as `treeish` has them into `target`, a folder of the checks and the build that
 * publishing owns (never a person's worktree): what is there of them is removed first, so git
 * (from a temporary index) only ever writes files that are not there.
 */
async function checkOut(dir: string, treeish: string, target: string, files: string[]): Promise<void> {
  if (!files.length) return;
  for (const file of files) rmSync(path.join(target, file), { force: true });
  await withTemporaryIndex(async (env) => {
    await git(dir, ['read-tree', treeish], { env });
    await git(dir, ['checkout-index', '--stdin', '-z', `--prefix=${target}${path.sep}`], { env, input: files.join('\0') });
  });
}

/**
 * Brings `target` to the content of `treeish`, writing and removing only the files that differ
 * from the tree it was brought to last time: publishing checks each new version in the same
 * folder, at the cost of the change. That tree is recorded beside the folder (`<target>.tree`,
 * removed while the folder changes); without a record that names a tree git still has, the
 * folder is written afresh.
 */
export async function syncContent(dir: string, treeish: string, target: string): Promise<void> {
  const recordFile = `${target}.tree`;
  const store = await commonGitDir(dir);
  const tree = (await git(dir, ['rev-parse', '--verify', `${treeish}^{tree}`])).trim();
  const [recordedStore, previous] = existsSync(recordFile) ? readFileSync(recordFile, 'utf8').split('\n') : [];
  rmSync(recordFile, { force: true });
  const known = recordedStore === store && previous && existsSync(target) && (await runGit(dir, ['cat-file', '-e', `${previous}^{tree}`])).code === 0;
  if (!known) {
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    await exportContent(dir, tree, target);
  } else if (previous !== tree) {
    const changes = await changedContent(dir, previous, tree);
    for (const { file, status } of changes) if (status === 'removed') rmSync(path.join(target, file), { force: true });
    await checkOut(
      dir,
      tree,
      target,
      changes.filter(({ status }) => status !== 'removed').map(({ file }) => file),
    );
  }
  writeFileAtomically(recordFile, `${store}\n${tree}\n`);
}
