// @vitest-environment node
/**
 * The editor server's side of publishing (editor/server/publishing.ts) in what the person reads:
 * every problem of the review says where it is in plain words, the history says which versions
 * can be undone, each page a change shows on is listed (its own, a shared section's, the header
 * and footer's) with its version on the website and the new one, and a page's "before and after"
 * address with choices that do not read is refused with a sentence. Against a real remote (tests/support/siteRepository.ts); nothing here builds.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageName } from '../../schema/pageName';
import { rewriteJson } from '../../engine/content/minimalEdits';
import { validateSite } from '../../engine/content/validateSite';
import { createPublishing } from '../../editor/server/publishing';
import { readRequest } from '../../editor/server/requests';
import { contentRoutes } from '../../editor/shared/routes';
import { createSiteRepository, readJson, type SiteRepository } from '../support/siteRepository';

type PageValue = { path: string; title: string; sections: { type: string; heading?: string; hidden?: boolean; name?: string }[] };

let repo: SiteRepository;
beforeAll(async () => {
  repo = await createSiteRepository();
}, 60_000);
afterAll(async () => {
  await repo?.close();
});

/** What publishing a copy's saved changes would do. */
const savedChanges = (dir: string) => createPublishing(dir).plan({ kind: 'saved' }, undefined);

/** A field path with list positions or dots: what a person must never be shown. */
const technical = /\[\d+\]|\b\w+\.\w+\b|sections/;

describe("the editor's publishing, in the person's words", () => {
  it('says where each problem of the review is: the page by its name, then the field by its title; the settings as "Site settings"', async () => {
    const dir = await repo.clone('words', { name: 'Ana Ruiz', email: 'ana@example.com' });
    const file = validateSite(dir).files.find(
      (name) => name.startsWith('pages/') && readJson<PageValue>(dir, name).sections.some((s) => s.type !== 'shared' && typeof s.heading === 'string'),
    )!;
    const text = readFileSync(path.join(dir, file), 'utf8');
    const page = JSON.parse(text) as PageValue;
    const index = page.sections.findIndex((s) => s.type !== 'shared' && typeof s.heading === 'string');
    page.sections[index]!.heading = '';
    writeFileSync(path.join(dir, file), rewriteJson(text, page));

    const review = await savedChanges(dir).review();
    const error = review.problems.find((problem) => problem.severity === 'error' && problem.file === file);
    expect(error?.path).toEqual(['sections', index, 'heading']);
    const settings = readJson<Parameters<typeof pageName>[1]>(dir, 'site.config.json');
    expect(error!.where.startsWith(`${pageName(page, settings)}: `)).toBe(true);
    expect(error!.where).not.toMatch(technical);
    for (const problem of review.problems) {
      expect(problem.where).not.toMatch(technical);
      if (problem.file === 'site.config.json') expect(problem.where).toMatch(/^Site settings\b/);
    }
  });

  it('says in a sentence why a copy on no branch cannot be published, instead of failing', async () => {
    const dir = await repo.clone('detached');
    execFileSync('git', ['checkout', '--quiet', '--detach'], { cwd: dir });
    const status = await createPublishing(dir).status();
    expect(status).toMatchObject({ available: false, connected: false });
    expect(status.unavailable).toMatch(/not on a branch/);
  });

  it('says in a sentence why a repository without a commit cannot be published, instead of failing', async () => {
    const dir = await repo.clone('no-commit');
    execFileSync('git', ['checkout', '--quiet', '--orphan', 'fresh'], { cwd: dir });
    execFileSync('git', ['rm', '-r', '--cached', '--quiet', '--', '.'], { cwd: dir });
    const status = await createPublishing(dir).status();
    expect(status).toMatchObject({ available: false, connected: false });
    expect(status.unavailable).toMatch(/no versions yet/);
  });

  it('folds the commits made outside the editor into one entry, which cannot be undone', async () => {
    const dir = await repo.clone('history');
    const history = await createPublishing(dir).history();
    // The site's own commits were made by developers, not published from the editor.
    expect(history).toEqual([expect.objectContaining({ kind: 'outside', count: expect.any(Number) })]);
    expect(history[0]).not.toHaveProperty('commit');
  });

  it('lists each page a change shows on, and gives each as the website has it and as it will be', async () => {
    const dir = await repo.clone('before-and-after');
    const settingsFile = path.join(dir, 'site.config.json');
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as { sharedSections: Record<string, { heading?: string }> };
    const files = validateSite(dir).files.filter((name) => name.startsWith('pages/'));
    const pages = new Map(files.map((file) => [file, readJson<PageValue>(dir, file)]));
    const nameOf = (file: string) => pageName(pages.get(file)!, settings as never);
    // A page's own heading; a shared section's heading; a new page; a deleted one.
    const [changed, deleted] = files.filter((file) => pages.get(file)!.sections.some((s) => s.type !== 'shared' && typeof s.heading === 'string'));
    const page = pages.get(changed!)!;
    const index = page.sections.findIndex((s) => s.type !== 'shared' && typeof s.heading === 'string');
    const old = page.sections[index]!.heading!;
    page.sections[index]!.heading = `${old} today`;
    writeFileSync(path.join(dir, changed!), `${JSON.stringify(page, null, 2)}\n`);
    const shared = Object.keys(settings.sharedSections)[0]!;
    settings.sharedSections[shared]!.heading = 'A heading every page shows';
    writeFileSync(settingsFile, `${JSON.stringify(settings, null, 2)}\n`);
    writeFileSync(path.join(dir, 'pages/brand-new.json'), JSON.stringify({ ...page, path: '/brand-new', title: 'Brand new' }));
    rmSync(path.join(dir, deleted!));

    const publishing = savedChanges(dir);
    const review = await publishing.review();
    const listed = Object.fromEntries(review.pages.map((item) => [item.file, item.change]));
    const using = files.filter(
      (file) => file !== changed && file !== deleted && pages.get(file)!.sections.some((s) => s.type === 'shared' && s.name === shared && !s.hidden),
    );
    expect(using.length).toBeGreaterThan(0);
    expect(listed).toEqual({
      [changed!]: 'changed',
      'pages/brand-new.json': 'new',
      [deleted!]: 'deleted',
      ...Object.fromEntries(using.map((file) => [file, 'shared'])),
    });
    expect(review.pages.find((item) => item.file === deleted)?.name).toBe(nameOf(deleted!));

    const own = await publishing.beforeAndAfter(changed!);
    expect(JSON.stringify(own.before?.page)).toContain(old);
    expect(JSON.stringify(own.before?.page)).not.toContain(`${old} today`);
    expect(JSON.stringify(own.after?.page)).toContain(`${old} today`);
    const other = await publishing.beforeAndAfter(using[0]!);
    expect(JSON.stringify(other.after?.page)).toContain('A heading every page shows');
    expect(JSON.stringify(other.before?.page)).not.toContain('A heading every page shows');
    expect(Object.keys(await publishing.beforeAndAfter('pages/brand-new.json'))).toEqual(['after']);
    expect(Object.keys(await publishing.beforeAndAfter(deleted!))).toEqual(['before']);
  });

  it('stands the home page for every page when only what every page shows changes (the menu)', async () => {
    const dir = await repo.clone('menu');
    const file = path.join(dir, 'site.config.json');
    const settings = JSON.parse(readFileSync(file, 'utf8')) as { navigation: { menu: { label: string }[] } };
    settings.navigation.menu[0]!.label = `${settings.navigation.menu[0]!.label} page`;
    writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
    const review = await savedChanges(dir).review();
    expect(review.pages.map(({ path, change }) => ({ path, change }))).toEqual([{ path: '/', change: 'settings' }]);
  });

  it('checks the pages a change renders otherwise: every page for the menu, none but the moved one for a redirect', async () => {
    const dir = await repo.clone('checks');
    const file = path.join(dir, 'site.config.json');
    const text = readFileSync(file, 'utf8');
    const settings = JSON.parse(text) as { navigation: { menu: { label: string }[] }; redirects?: { from: string; to: string }[] };
    const pageFiles = validateSite(dir).files.filter((name) => name.startsWith('pages/'));
    const checked = async () => (await savedChanges(dir).pagesToCheck()).pages.map((page) => page.file).sort();

    // A redirect no page shows: nothing to check again.
    const target = readJson<PageValue>(dir, pageFiles[0]!).path;
    writeFileSync(file, rewriteJson(text, { ...settings, redirects: [...(settings.redirects ?? []), { from: '/an-old-address', to: target }] }));
    expect(await checked()).toEqual([]);

    // A page moved, with a redirect from its old address: that page alone.
    const moved = pageFiles.find((name) => readJson<PageValue>(dir, name).path !== '/')!;
    const movedText = readFileSync(path.join(dir, moved), 'utf8');
    writeFileSync(path.join(dir, moved), rewriteJson(movedText, { ...JSON.parse(movedText), path: '/a-new-address' }));
    expect(await checked()).toEqual([moved]);

    // The menu, which every page shows: every page.
    settings.navigation.menu[0]!.label = `${settings.navigation.menu[0]!.label} page`;
    writeFileSync(file, rewriteJson(text, settings));
    expect(await checked()).toEqual([...pageFiles].sort());
  });

  it('refuses a plan in an address that does not read, with a sentence', () => {
    const planOf = (plan: string) => readRequest(contentRoutes.beforeAndAfter.query, { file: 'pages/about.json', plan }, 'address').plan;
    expect(planOf('{"start":{"from":"mine"}}')).toEqual({ start: { from: 'mine' } });
    const chosen = { start: { from: 'undo', commit: 'abc1234' }, choices: { 'pages/about.json#sections.0.heading': 'mine' } };
    expect(planOf(JSON.stringify(chosen))).toEqual(chosen);
    for (const text of ['{', '{"start":{"from":"mine"},"choices":{"a":"both"}}', '{"start":{"from":"someone"}}', '[1]', 'null'])
      expect(() => planOf(text)).toThrow('The request\'s address parameter "plan" must name a starting point (and the choices made), in JSON.');
  });
});
