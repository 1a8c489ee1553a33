// @vitest-environment node
/**
 * Publishing made ready while a person reviews (engine/publish/publish.ts `readyChecks`), against
 * a real remote: in a process with no build process yet (this file's own), it starts the one kept
 * for publishing and builds what the checks' folder holds; a publish asked meanwhile waits its
 * turn and checks in that folder, not in a temporary one of its own.
 */
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildProcessKept } from '../../engine/build/buildChild';
import { publishChanges, readyChecks, type Worktree } from '../../engine/publish/publish';
import { publishTarget, syncContent } from '../../engine/publish/repository';
import { ana, createSiteRepository, editPage, git, type PageValue, readJson, type SiteRepository, twoHeadedSections } from '../support/siteRepository';

describe('readying the checks while a person reviews', () => {
  let repo: SiteRepository | undefined;
  afterAll(() => repo?.close());

  it('starts the build process kept for publishing, and a publish asked meanwhile waits for it and checks in the kept folder', async () => {
    repo = await createSiteRepository();
    const dir = await repo.clone('laptop-ready', ana);
    const checks = path.join(dir, 'node_modules/.cache/publish-checks');
    const content = path.join(checks, 'content');
    const worktree: Worktree = { dir, target: await publishTarget(dir), checks: { dir: checks, buildCacheDir: inject('buildCacheDir') } };
    // What the last publish left in the checks' folder, as another program (npm run publish) leaves it.
    await syncContent(dir, 'HEAD', content);
    expect(buildProcessKept(), 'no build process yet in this process').toBe(false);

    const { file, first } = twoHeadedSections(dir);
    editPage(dir, file, (page) => {
      page.sections[first]!.heading = 'Readied while reviewing';
    });
    const ready = readyChecks(worktree);
    const outcome = await publishChanges(worktree, { message: 'Readied', author: ana });
    await ready;

    expect(outcome.kind).toBe('published');
    expect(buildProcessKept(), 'started by readyChecks, kept for the publishes that follow').toBe(true);
    expect(JSON.parse(await git(repo.bare, 'show', `main:${file}`)).sections[first].heading).toBe('Readied while reviewing');
    // The publish checked in the kept folder (a temporary one would have left it as it was).
    expect(readJson<PageValue>(content, file).sections[first]!.heading).toBe('Readied while reviewing');
  }, 180_000);
});
