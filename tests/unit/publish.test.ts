// @vitest-environment node
/**
 * Publishing against a real remote: a bare repository served by git's own http-backend with basic
 * authentication (tests/support/gitHttpServer.ts), cloned as laptops clone it. Every publish runs
 * the real checks and the real production build, with the run's build cache (tests/support/buildCache.ts).
 * Expectations come from the copied content.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { validateSite } from '../../engine/content/validateSite';
import { foldOutsideChanges, planUndo, publishHistory, publishUndo } from '../../engine/publish/history';
import { type Worktree, planPublish, publishChanges, publishPlanned } from '../../engine/publish/publish';
import { headCommit, publishTarget, readFileAt, readFolderAt, workingTree } from '../../engine/publish/repository';
import {
  ana,
  ben,
  type BuildHook,
  createSiteRepository,
  editPage,
  git,
  gitUser,
  type PageValue,
  readJson,
  type SiteRepository,
  startBuildHook,
  twoHeadedSections,
} from '../support/siteRepository';
import { commandLine } from '../support/projectPaths';

const run = promisify(execFile);

let repo: SiteRepository;
let hook: BuildHook;

beforeAll(async () => {
  // The build the checks run is the production one, in a process of its own; this suite's process is not.
  repo = await createSiteRepository();
  hook = await startBuildHook();
}, 60_000);

afterAll(async () => {
  await repo?.close();
  await hook?.close();
});

async function worktreeOf(dir: string): Promise<Worktree> {
  return { dir, target: await publishTarget(dir), checks: { buildCacheDir: inject('buildCacheDir') } };
}

const remoteLog = () => git(repo.bare, 'log', '--format=%H %an <%ae>', 'main').then((out) => out.split('\n'));
const remoteFiles = (commit: string) => git(repo.bare, 'show', '--name-only', '--format=', commit).then((out) => out.split('\n').filter(Boolean));

describe('publishing to a real remote', () => {
  it('publishes a heading: one commit on the branch, by the person, touching only that page, with the change in its message; the hook is called once', async () => {
    const dir = await repo.clone('laptop-1', ana);
    const { file, first } = twoHeadedSections(dir);
    const before = await remoteLog();
    const old = readJson<PageValue>(dir, file).sections[first]!.heading;
    editPage(dir, file, (page) => {
      page.sections[first]!.heading = 'Protect Your Roof';
    });
    const worktree = await worktreeOf(dir);
    const plan = await planPublish(worktree, { fetch: true });
    expect(plan.changes.map((c) => c.text)).toHaveLength(1);
    expect(plan.changes[0]!.text).toContain(`'${old}' → 'Protect Your Roof'`);

    const posts = hook.posts;
    const outcome = await publishChanges(worktree, { message: 'A better heading', author: ana, hookUrl: hook.url });
    expect(outcome.kind).toBe('published');
    const after = await remoteLog();
    expect(after.slice(1)).toEqual(before);
    expect(after[0]).toMatch(/ Ana Ruiz <ana@example\.com>$/);
    const commit = after[0]!.split(' ')[0]!;
    expect(await remoteFiles(commit)).toEqual([file]);
    const message = await git(repo.bare, 'log', '-1', '--format=%B', commit);
    expect(message).toMatch(/^A better heading\n\n- .*Protect Your Roof/);
    expect(hook.posts).toBe(posts + 1);
    // The worktree is the published version now: nothing left to publish, no file touched otherwise.
    expect(await git(dir, 'status', '--porcelain')).toBe('');
    expect(await git(dir, 'rev-parse', 'HEAD')).toBe(commit);
  }, 180_000);

  it("merges someone else's publish of another section without a question", async () => {
    const mine = await repo.clone('laptop-2a', ana);
    const theirs = await repo.clone('laptop-2b', ben);
    const { file, first, second } = twoHeadedSections(mine);
    editPage(theirs, file, (page) => {
      page.sections[second]!.heading = 'Their heading';
    });
    expect((await publishChanges(await worktreeOf(theirs), { message: 'Theirs', author: ben })).kind).toBe('published');
    editPage(mine, file, (page) => {
      page.sections[first]!.heading = 'My heading';
    });
    const outcome = await publishChanges(await worktreeOf(mine), { message: 'Mine', author: ana });
    expect(outcome.kind).toBe('published');
    await git(theirs, 'pull', '--quiet', '--ff-only');
    const sections = readJson<PageValue>(theirs, file).sections;
    expect([sections[first]!.heading, sections[second]!.heading]).toEqual(['My heading', 'Their heading']);
    expect(readJson<PageValue>(mine, file)).toEqual(readJson<PageValue>(theirs, file));
  }, 240_000);

  it('asks when both changed the same field, and publishes the side chosen', async () => {
    const mine = await repo.clone('laptop-3a', ana);
    const theirs = await repo.clone('laptop-3b', ben);
    const { file, first } = twoHeadedSections(mine);
    editPage(theirs, file, (page) => {
      page.sections[first]!.heading = 'Their version';
    });
    expect((await publishChanges(await worktreeOf(theirs), { message: 'Theirs', author: ben })).kind).toBe('published');
    editPage(mine, file, (page) => {
      page.sections[first]!.heading = 'My version';
    });
    const worktree = await worktreeOf(mine);
    const before = await remoteLog();
    const asked = await publishChanges(worktree, { message: 'Mine', author: ana });
    expect(asked.kind).toBe('conflicts');
    if (asked.kind !== 'conflicts') return;
    expect(asked.conflicts).toHaveLength(1);
    expect(asked.conflicts[0]).toMatchObject({ file, mine: 'My version', theirs: 'Their version', path: ['sections', first, 'heading'] });
    expect(await remoteLog()).toEqual(before);
    // Nothing of mine was lost by asking.
    expect(readJson<PageValue>(mine, file).sections[first]!.heading).toBe('My version');
    const outcome = await publishChanges(worktree, { message: 'Mine', author: ana, choices: { [asked.conflicts[0]!.key]: 'mine' } });
    expect(outcome.kind).toBe('published');
    const published = JSON.parse(await git(repo.bare, 'show', `main:${file}`)) as PageValue;
    expect(published.sections[first]!.heading).toBe('My version');
  }, 240_000);

  it('refuses a page with a mistake and a change that breaks the build, with nothing committed or pushed', async () => {
    const dir = await repo.clone('laptop-4', ana);
    const { file, first } = twoHeadedSections(dir);
    const head = await git(dir, 'rev-parse', 'HEAD');
    const before = await remoteLog();
    editPage(dir, file, (page) => {
      page.sections[first]!.heading = '';
    });
    const invalid = await publishChanges(await worktreeOf(dir), { message: 'Broken', author: ana });
    expect(invalid.kind).toBe('refused');
    if (invalid.kind === 'refused') expect(invalid.problems.some((p) => p.file === file && p.severity === 'error')).toBe(true);
    expect(await remoteLog()).toEqual(before);
    expect(await git(dir, 'rev-parse', 'HEAD')).toBe(head);
    expect(readJson<PageValue>(dir, file).sections[first]!.heading).toBe('');

    // A photo whose header reads (so the validator takes it) but whose pixels do not: the build fails.
    await git(dir, 'checkout', '--quiet', '--', file);
    const [src] = validateSite(dir).pages.flatMap((page) => JSON.stringify(page.sections).match(/\/images\/[^"]+\.(?:jpe?g|png)/g) ?? []);
    expect(src).toBeDefined();
    const bytes = readFileSync(path.join(dir, src!));
    writeFileSync(path.join(dir, src!), bytes.subarray(0, Math.min(bytes.length, 600)));
    expect(validateSite(dir).errorCount).toBe(0);
    const broken = await publishChanges(await worktreeOf(dir), { message: 'Broken photo', author: ana });
    expect(broken.kind).toBe('refused');
    if (broken.kind === 'refused') expect(broken.reason).toMatch(/could not be built/);
    expect(await remoteLog()).toEqual(before);
    expect(await git(dir, 'rev-parse', 'HEAD')).toBe(head);
  }, 240_000);

  it('keeps the version on this computer when the push fails, and the next publish sends it', async () => {
    const dir = await repo.clone('laptop-5', ana);
    const { file, first } = twoHeadedSections(dir);
    const good = await git(dir, 'remote', 'get-url', 'origin');
    await git(dir, 'remote', 'set-url', 'origin', good.replace(encodeURIComponent(gitUser.password), 'wrong-password'));
    editPage(dir, file, (page) => {
      page.sections[first]!.heading = 'Saved here first';
    });
    const before = await remoteLog();
    const failed = await publishChanges(await worktreeOf(dir), { message: 'Offline', author: ana });
    expect(failed.kind).toBe('saved-here');
    if (failed.kind === 'saved-here') {
      expect(failed.reason).toMatch(/authentication/i);
      expect(failed.reason).not.toContain('wrong-password');
    }
    expect(await remoteLog()).toEqual(before);
    expect(await git(dir, 'status', '--porcelain')).toBe('');

    await git(dir, 'remote', 'set-url', 'origin', good);
    const sent = await publishChanges(await worktreeOf(dir), { message: 'Online again', author: ana });
    expect(sent.kind).toBe('published');
    const published = JSON.parse(await git(repo.bare, 'show', `main:${file}`)) as PageValue;
    expect(published.sections[first]!.heading).toBe('Saved here first');
  }, 240_000);

  it('merges again when someone else pushes between the fetch and the push (a rejected push), never forcing', async () => {
    const mine = await repo.clone('laptop-6a', ana);
    const theirs = await repo.clone('laptop-6b', ben);
    const { file, first, second } = twoHeadedSections(mine);
    editPage(theirs, file, (page) => {
      page.sections[second]!.heading = 'Pushed in between';
    });
    await git(theirs, 'commit', '--quiet', '--all', '-m', 'In between');
    // The first push that reaches the server finds theirs there first.
    repo.server.beforeReceive = async () => {
      repo.server.beforeReceive = undefined;
      await git(theirs, 'push', '--quiet', 'origin', 'HEAD:main');
    };
    editPage(mine, file, (page) => {
      page.sections[first]!.heading = 'Mine after the race';
    });
    const outcome = await publishChanges(await worktreeOf(mine), { message: 'Race', author: ana });
    expect(outcome.kind).toBe('published');
    const published = JSON.parse(await git(repo.bare, 'show', `main:${file}`)) as PageValue;
    expect([published.sections[first]!.heading, published.sections[second]!.heading]).toEqual(['Mine after the race', 'Pushed in between']);
    // Both versions are in the branch's history: nothing was overwritten.
    expect(await git(repo.bare, 'log', '--format=%s', '-3', 'main')).toMatch(/Race[\s\S]*In between/);
  }, 240_000);

  it('lists the published versions and undoes one, keeping what was published after it', async () => {
    const dir = await repo.clone('laptop-7', ana);
    const { file, first, second } = twoHeadedSections(dir);
    const original = readJson<PageValue>(dir, file).sections[first]!.heading;
    editPage(dir, file, (page) => {
      page.sections[first]!.heading = 'To be undone';
    });
    const done = await publishChanges(await worktreeOf(dir), { message: 'Undo me', author: ana });
    expect(done.kind).toBe('published');
    // A developer changes the content twice, outside the editor, between the two publishes.
    const developer = await repo.clone('developer-7', ben);
    for (const words of ['one', 'two']) {
      editPage(developer, file, (page) => {
        page.title = `${page.title} ${words}`;
      });
      await git(developer, 'commit', '--quiet', '-am', `Fix the title (${words}). Found by npm run test:spec`);
    }
    await git(developer, 'push', '--quiet', 'origin', 'HEAD');
    editPage(dir, file, (page) => {
      page.sections[second]!.heading = 'Published after';
    });
    expect((await publishChanges(await worktreeOf(dir), { message: 'Later', author: ana })).kind).toBe('published');
    // An unpublished change of the person's stays theirs, unpublished.
    editPage(dir, file, (page) => {
      page.title = `${page.title} (draft)`;
    });

    const worktree = await worktreeOf(dir);
    const history = await publishHistory(worktree);
    expect(history[0]!.summary).toBe('Later');
    // Publishes carry the trailer publishing writes; the developer's commits and the site's first one do not.
    // (Between them, the publishes of this file's earlier tests, which share the remote.)
    expect(history.slice(0, 4).map((entry) => entry.published)).toEqual([true, false, false, true]);
    expect(history.at(-1)!.published).toBe(false);
    expect(await git(dir, 'log', '-1', '--format=%(trailers:key=Published-with,valueonly)', history[0]!.commit)).toBe('the site editor');
    const folded = foldOutsideChanges(history);
    expect(folded[1]).toMatchObject({ count: 2, newest: history[1]!.when, oldest: history[2]!.when });
    // The site's first commits, made outside the editor, end the list as one entry too.
    expect(folded.at(-1)).not.toHaveProperty('commit');
    const target = history.find((entry) => entry.summary === 'Undo me')!;
    expect(target.who).toBe('Ana Ruiz');
    expect(target.changes.map((c) => c.text).join('\n')).toContain("'To be undone'");
    const plan = await planUndo(worktree, target.commit, { fetch: true });
    expect(plan.conflicts).toEqual([]);
    expect(plan.changes.map((c) => c.text).join('\n')).toContain(`'To be undone' → '${original}'`);
    const undone = await publishUndo(worktree, target.commit, { message: 'Undo "Undo me"', author: ana });
    expect(undone.kind).toBe('published');
    const published = JSON.parse(await git(repo.bare, 'show', `main:${file}`)) as PageValue;
    expect([published.sections[first]!.heading, published.sections[second]!.heading]).toEqual([original, 'Published after']);
    expect(published.title).not.toContain('(draft)');
    const local = readJson<PageValue>(dir, file);
    expect(local.sections[first]!.heading).toBe(original);
    expect(local.title).toContain('(draft)');
  }, 300_000);

  it('without a remote, saves a version (a commit, no push)', async () => {
    const dir = await repo.clone('laptop-8', ana);
    await git(dir, 'remote', 'remove', 'origin');
    const { file, first } = twoHeadedSections(dir);
    const head = await git(dir, 'rev-parse', 'HEAD');
    editPage(dir, file, (page) => {
      page.sections[first]!.heading = 'Kept as a version';
    });
    const worktree = await worktreeOf(dir);
    expect(worktree.target.remote).toBeUndefined();
    const outcome = await publishChanges(worktree, { message: 'A version', author: ana });
    expect(outcome).toMatchObject({ kind: 'published', pushed: false, hook: 'none' });
    expect(await git(dir, 'rev-parse', 'HEAD^')).toBe(head);
    expect(await git(dir, 'status', '--porcelain')).toBe('');
    expect(existsSync(path.join(dir, file))).toBe(true);
  }, 180_000);

  it('keeps a change another program saves while the publish runs, on top of the new version', async () => {
    const dir = await repo.clone('laptop-meanwhile', ana);
    const { file, first, second } = twoHeadedSections(dir);
    editPage(dir, file, (page) => {
      page.sections[first]!.heading = 'Published heading';
    });
    const worktree = await worktreeOf(dir);
    const outcome = await publishPlanned(
      worktree,
      { message: 'Heading', author: ana },
      async (choices) => {
        const plan = await planPublish(worktree, { choices, fetch: true });
        // A text editor saves the same page once the plan is made (the page editor's saves wait for the publish).
        editPage(dir, file, (page) => {
          page.sections[second]!.heading = 'Saved meanwhile';
        });
        return plan;
      },
      'becomes-published',
    );
    expect(outcome.kind).toBe('published');
    expect(await git(repo.bare, 'show', `main:${file}`)).not.toContain('Saved meanwhile');
    const page = readJson<PageValue>(dir, file);
    expect([page.sections[first]!.heading, page.sections[second]!.heading]).toEqual(['Published heading', 'Saved meanwhile']);
    expect(await git(dir, 'status', '--porcelain')).toBe(`M ${file}`);
  }, 180_000);
});

describe('npm run publish', () => {
  it('publishes from the command line and then ends, leaving no build process to keep it running', async () => {
    const dir = await repo.clone('laptop-command', ana);
    const { file, first } = twoHeadedSections(dir);
    editPage(dir, file, (page) => {
      page.sections[first]!.heading = 'Published from the command line';
    });
    // Ended by the timeout instead, execFile rejects: the command must end on its own once published.
    const [program, args] = commandLine('engine/cli/publish.ts', '--message', 'From the command line');
    const { stdout } = await run(program, args, { cwd: dir, timeout: 150_000, env: { ...process.env, PUBLISH_HOOK_URL: '' } });
    expect(stdout).toContain('Published from the command line');
    expect(JSON.parse(await git(repo.bare, 'show', `main:${file}`)).sections[first].heading).toBe('Published from the command line');
    expect(await git(dir, 'status', '--porcelain')).toBe('');
  }, 180_000);
});

describe('reading a folder at a version', () => {
  it('gives every file under it with its bytes, photos too, as reading each file does', async () => {
    const dir = await repo.clone('laptop-folder', ana);
    for (const folder of ['pages', 'images']) {
      const files = await readFolderAt(dir, 'HEAD', folder);
      const listed = (await git(dir, 'ls-tree', '-r', '--name-only', 'HEAD', '--', folder)).split('\n').filter(Boolean);
      expect([...files.keys()].sort()).toEqual(listed.sort());
      for (const file of listed) expect(files.get(file)?.equals((await readFileAt(dir, 'HEAD', file))!), file).toBe(true);
    }
    expect((await readFolderAt(dir, 'HEAD', 'no-such-folder')).size).toBe(0);
    expect((await readFolderAt(dir, undefined, 'pages')).size).toBe(0);
  }, 60_000);
});

describe('a copy without photos', () => {
  it('reads the content there is when there is no images folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'no-photos-'));
    try {
      await git(dir, 'init', '--quiet');
      mkdirSync(path.join(dir, 'pages'));
      writeFileSync(path.join(dir, 'pages', 'home.json'), '{}\n');
      await git(dir, 'add', '--', 'pages');
      await git(dir, '-c', 'user.name=Ana', '-c', 'user.email=ana@example.com', 'commit', '--quiet', '-m', 'Pages');
      writeFileSync(path.join(dir, 'site.config.json'), '{}\n');
      const tree = await workingTree(dir, await headCommit(dir));
      expect((await git(dir, 'ls-tree', '--name-only', tree)).split('\n')).toEqual(['pages', 'site.config.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
