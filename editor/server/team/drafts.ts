/**
 * Drafts of one's own: each person edits a working folder of their own, a git worktree of the
 * content repository in EDITOR_DATA/drafts/<person>, on a branch of their own (drafts/<person>).
 * What they save stays there, their draft, until they publish it (or a publisher publishes it
 * for them): another person's Publish never includes it. It survives a restart, an expired
 * session and a failed publish, since it is files on disk.
 *
 * The team also sees who has a draft of which page ("Ana Ruiz is editing this page"): what each
 * draft changes is worked out after each of its changes, and kept in memory for the others' asks.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { git, runGit } from '../../../engine/publish/git.ts';
import { type Worktree, planPublish } from '../../../engine/publish/publish.ts';
import { fetchPublished, knownPublished, type PublishTarget } from '../../../engine/publish/repository.ts';

export class Drafts {
  private readonly worktrees = new Map<string, Promise<Worktree>>();
  /** For each person with a draft, the content files it changes. */
  private readonly changed = new Map<string, Set<string>>();
  private readonly refreshing = new Map<string, Promise<void>>();
  private readonly refreshQueued = new Map<string, Promise<void>>();

  constructor(
    /** The content repository (a clone with a remote): the team server's --root. */
    private readonly repository: string,
    /** EDITOR_DATA/drafts */
    private readonly folder: string,
    readonly target: PublishTarget,
  ) {}

  /** A person's working folder, made on first use from what the website has now. */
  worktreeOf(personId: string): Promise<Worktree> {
    let worktree = this.worktrees.get(personId);
    if (!worktree) {
      worktree = this.make(personId);
      this.worktrees.set(personId, worktree);
      worktree.catch(() => this.worktrees.delete(personId));
    }
    return worktree;
  }

  private async make(personId: string): Promise<Worktree> {
    if (!/^[0-9a-f-]{36}$/.test(personId)) throw new Error('A draft belongs to a person of the team.');
    const dir = path.join(this.folder, personId);
    const branch = `drafts/${personId}`;
    if (!existsSync(path.join(dir, '.git'))) {
      // A folder removed by hand leaves git a note of it; forget it first.
      await git(this.repository, ['worktree', 'prune']);
      const branchExists = (await runGit(this.repository, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`])).code === 0;
      if (branchExists) await git(this.repository, ['worktree', 'add', '--quiet', '--', dir, branch]);
      else {
        const published = (await fetchPublished(this.repository, this.target).catch(() => undefined)) ?? (await knownPublished(this.repository, this.target));
        await git(this.repository, ['worktree', 'add', '--quiet', '-b', branch, '--', dir, published ?? 'HEAD']);
      }
    }
    return { dir, target: this.target };
  }

  /** Works out again what a person's draft changes (after they saved, published or were published). */
  refresh(personId: string): Promise<void> {
    const running = this.refreshing.get(personId);
    if (running) {
      // One more pass after the running one covers every save made meanwhile, however many.
      let next = this.refreshQueued.get(personId);
      if (!next) {
        next = running
          .catch(() => undefined)
          .then(() => {
            this.refreshQueued.delete(personId);
            return this.refresh(personId);
          });
        this.refreshQueued.set(personId, next);
      }
      return next;
    }
    const work = (async () => {
      const worktree = await this.worktreeOf(personId);
      const plan = await planPublish(worktree);
      if (plan.files.size) this.changed.set(personId, new Set(plan.files.keys()));
      else this.changed.delete(personId);
    })().finally(() => this.refreshing.delete(personId));
    this.refreshing.set(personId, work);
    return work;
  }

  /** Works out every existing draft (at start). */
  async refreshAll(personIds: string[]): Promise<void> {
    for (const id of personIds) if (existsSync(path.join(this.folder, id, '.git'))) await this.refresh(id).catch(() => undefined);
  }

  /** The people, other than `personId`, whose drafts change `file`. */
  othersEditing(file: string, personId: string): string[] {
    return [...this.changed].filter(([id, files]) => id !== personId && files.has(file)).map(([id]) => id);
  }
}
