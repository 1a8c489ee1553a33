/**
 * Publishing from the page editor, driven the way a person drives it, by the names on the screen,
 * against a real remote: a bare repository behind git's own http-backend with basic
 * authentication (tests/support/siteRepository.ts). The editor runs on a laptop's clone with a
 * person configured; a colleague's clone publishes in between; a small HTTP server stands for
 * the host's build hook. Every publish runs the real checks and production build, so the cases
 * share one editor and one browser page, one after the other. Expectations come from the content.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageName } from '../../schema/pageName';
import { axeViolations } from '../../tools/accessibilityAndHtml';
import type { RunningEditor } from '../../editor/server/startEditor';
import { closeAll, openEditorPage, selectSection, startEditorAndBrowser } from '../support/editorInBrowser';
import { choosePage, pickerPaths } from '../support/pagePicker';
import {
  ana,
  ben,
  type BuildHook,
  createSiteRepository,
  editPage,
  git,
  type PageValue,
  readJson,
  type SiteRepository,
  startBuildHook,
  twoHeadedSections,
} from '../support/siteRepository';

const run = promisify(execFile);
/** A publish: the fetch, the checks, the production build and the push, on a busy machine. */
const publishing = 150_000;

let repo: SiteRepository;
let hook: BuildHook;
let laptop: string;
let colleague: string;
let editor: RunningEditor;
let browser: Browser;
let page: Page;
let errors: string[];
/** The page the cases edit, and two of its sections with headings of their own. */
let target: { file: string; first: number; second: number };

beforeAll(async () => {
  repo = await createSiteRepository();
  hook = await startBuildHook();
  laptop = await repo.clone('laptop', ana);
  colleague = await repo.clone('colleague', ben);
  target = twoHeadedSections(laptop);
  ({ editor, browser } = await startEditorAndBrowser({
    contentRoot: laptop,
    publishing: { hookUrl: hook.url, checks: { buildCacheDir: inject('buildCacheDir') } },
  }));
  ({ page, errors } = await openEditorPage(browser, `${editor.url}/${target.file.replace(/\.json$/, '')}`, { viewport: { width: 1440, height: 900 } }));
}, 180_000);

afterAll(() => closeAll(browser, editor, repo, hook));

const publishButton = () => page.getByRole('button', { name: 'Publish', exact: true });
const publishDialog = () => page.getByRole('dialog', { name: 'Publish changes' });
const changesList = () => publishDialog().getByRole('list', { name: 'Changes' }).getByRole('listitem');
const remoteLog = async () => (await git(repo.bare, 'log', '--format=%H', 'main')).split('\n');
const remoteHeading = async (index: number) => (JSON.parse(await git(repo.bare, 'show', `main:${target.file}`)) as PageValue).sections[index]!.heading;
const localPage = () => readJson<PageValue>(laptop, target.file);
const nameOfPage = () => pageName(localPage(), readJson(laptop, 'site.config.json'));
/** The text that describes an element (its aria-describedby), as a screen reader reads it after the name. */
const description = async (locator: ReturnType<Page['locator']>) => {
  const ids = ((await locator.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))).join(' ');
};

/** Selects the section in the outline, types a new heading in the form, and saves. */
async function editHeading(index: number, heading: string) {
  await (await selectSection(page, index)).fill(heading);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(/^Saved/);
}

/** Opens "Publish changes" once the button says there is something to publish, and waits for the review. */
async function openPublish() {
  await expect.poll(() => publishButton().getAttribute('aria-disabled')).toBe('false');
  await publishButton().click();
  await publishDialog().waitFor();
}

/** What the dialog says at the end of a publish (its status line). */
const outcome = () => publishDialog().getByRole('status').innerText();

/** The colleague publishes a change to the page from their own clone, with git. */
async function colleaguePublishes(change: (page: PageValue) => void) {
  await git(colleague, 'pull', '--quiet', '--ff-only');
  editPage(colleague, target.file, change);
  await git(colleague, 'commit', '--quiet', '--all', '-m', 'A change from the other laptop');
  await git(colleague, 'push', '--quiet', 'origin', 'HEAD:main');
}

describe('publishing from the page editor', () => {
  it('publishes a heading edited in the form: one commit by the person touching only that page, the hook called once, and the branch builds', async () => {
    const before = await remoteLog();
    const old = localPage().sections[target.first]!.heading;
    const added = '(published from the editor)';
    const heading = `${old} ${added}`;
    // Nothing saved yet: Publish says so, and cannot be pressed.
    await expect.poll(() => description(publishButton())).toMatch(/Everything you saved is on the website/);
    expect(await publishButton().getAttribute('aria-disabled')).toBe('true');

    await editHeading(target.first, heading);
    // The count is beside the name, not in it; what it counts is the button's description.
    await expect.poll(() => publishButton().getAttribute('aria-disabled')).toBe('false');
    expect(await publishButton().innerText()).toMatch(/^Publish\s*1$/);
    expect(await description(publishButton())).toContain(nameOfPage());

    await openPublish();
    await expect.poll(() => changesList().count(), { timeout: 30_000 }).toBe(1);
    // In plain words: the page by its name, the section and field as the form names them, the old and the new text.
    // (Long texts are shortened with an ellipsis.)
    const start = (text: string) => escapeRegExp(text.slice(0, 20));
    const change = await changesList().first().innerText();
    expect(change).toMatch(new RegExp(`^${escapeRegExp(nameOfPage())}: .+: '${start(old!)}.*' → '${start(heading)}.*'$`));
    expect(change).not.toMatch(/sections|\[\d+\]|\.json/);
    expect(await publishDialog().getByRole('textbox', { name: 'Message' }).inputValue()).not.toBe('');
    expect(await axeViolations(page)).toEqual([]);

    // The page before and after, in the whole window, and back to the dialog as it was.
    await publishDialog().getByRole('textbox', { name: 'Message' }).fill('A new heading on the page');
    await publishDialog()
      .getByRole('link', { name: `See ${nameOfPage()} before and after` })
      .click();
    await page.getByRole('heading', { name: `${nameOfPage()}: before and after` }).waitFor();
    for (const name of ['Phone', 'Desktop']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    await expect
      .poll(() => page.frameLocator(`iframe[title="${nameOfPage()} as it will be"]`).locator('main').textContent(), { timeout: 15_000 })
      .toContain(added);
    await page.getByRole('link', { name: /Back to Publish changes/ }).click();
    await publishDialog().waitFor();
    expect(await publishDialog().getByRole('textbox', { name: 'Message' }).inputValue()).toBe('A new heading on the page');
    expect(await changesList().count()).toBe(1);

    const posts = hook.posts;
    await publishDialog().getByRole('button', { name: 'Publish now' }).click({ timeout: publishing });
    await expect.poll(outcome, { timeout: publishing }).toMatch(/^Published\. The website updates in a minute or two\./);
    expect(await git(repo.bare, 'log', '-1', '--format=%s', 'main')).toBe('A new heading on the page');
    const after = await remoteLog();
    expect(after.slice(1)).toEqual(before);
    expect(await git(repo.bare, 'log', '-1', '--format=%an <%ae>', 'main')).toBe(`${ana.name} <${ana.email}>`);
    expect((await git(repo.bare, 'show', '--name-only', '--format=', 'main')).split('\n')).toEqual([target.file]);
    expect(hook.posts).toBe(posts + 1);
    await publishDialog().getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => publishButton().getAttribute('aria-disabled')).toBe('true');
    // The focus is back on the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Publish');

    // The branch as published builds, as the host will build it.
    const clone = mkdtempSync(path.join(tmpdir(), 'published-clone-'));
    try {
      await git(repo.root, 'clone', '--quiet', repo.server.urlOf('site.git', { name: 'site-owner', password: 'correct horse battery staple' }), clone);
      const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
      await run(process.execPath, [tsx, path.resolve('engine/cli/build.ts'), '--out', path.join(clone, 'dist')], {
        cwd: clone,
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
      });
      const route = localPage().path === '/' ? 'index.html' : `${localPage().path.slice(1)}/index.html`;
      expect(readFileSync(path.join(clone, 'dist', route), 'utf8')).toContain(added);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  }, 300_000);

  it("merges a colleague's publish of another section without a question, and the editor shows their change afterwards", async () => {
    const theirs = 'A heading from the other laptop';
    await colleaguePublishes((value) => {
      value.sections[target.second]!.heading = theirs;
    });
    const mine = 'My heading, merged with theirs';
    await editHeading(target.first, mine);
    await openPublish();
    await expect.poll(() => changesList().count(), { timeout: 30_000 }).toBe(1);
    expect(await changesList().first().innerText()).toContain(`→ '${mine}'`);
    expect(await page.getByRole('dialog', { name: 'Changed by someone else' }).count()).toBe(0);

    const posts = hook.posts;
    await publishDialog().getByRole('button', { name: 'Publish now' }).click({ timeout: publishing });
    await expect.poll(outcome, { timeout: publishing }).toMatch(/^Published\./);
    expect([await remoteHeading(target.first), await remoteHeading(target.second)]).toEqual([mine, theirs]);
    expect(hook.posts).toBe(posts + 1);
    await publishDialog().getByRole('button', { name: 'Close' }).click();
    // The copy now has their heading too, and the form shows it.
    expect(localPage().sections[target.second]!.heading).toBe(theirs);
    await page
      .getByRole('list', { name: 'Sections' })
      .getByRole('listitem')
      .nth(target.second)
      .getByRole('button', { name: new RegExp(`^${target.second + 1}\\.`) })
      .click();
    await expect.poll(() => page.locator(`[data-path="sections[${target.second}].heading"]`).inputValue()).toBe(theirs);
  }, 300_000);

  it('asks "Changed by someone else" when both changed the same field: Cancel keeps everything, "Keep mine" publishes mine', async () => {
    const theirs = 'Their version of the heading';
    const mine = 'My version of the heading';
    await colleaguePublishes((value) => {
      value.sections[target.first]!.heading = theirs;
    });
    await editHeading(target.first, mine);
    const before = await remoteLog();
    await openPublish();
    const question = page.getByRole('dialog', { name: 'Changed by someone else' });
    await question.waitFor({ timeout: 30_000 });
    const group = question.getByRole('group');
    expect(await group.count()).toBe(1);
    expect(await group.locator('legend').innerText()).toContain(nameOfPage());
    const text = await group.innerText();
    expect(text).toContain(theirs);
    expect(text).toContain(mine);
    // Neither side is chosen for the person.
    expect(await group.getByRole('radio', { name: 'Keep mine' }).isChecked()).toBe(false);
    expect(await group.getByRole('radio', { name: 'Keep theirs' }).isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // Cancel: nothing published, nothing of mine touched.
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await remoteLog()).toEqual(before);
    expect(localPage().sections[target.first]!.heading).toBe(mine);

    // Publish now asks again; Keep mine, and the same publish goes on.
    const posts = hook.posts;
    await publishDialog().getByRole('button', { name: 'Publish now' }).click({ timeout: publishing });
    await question.getByRole('radio', { name: 'Keep mine' }).check();
    await question.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(outcome, { timeout: publishing }).toMatch(/^Published\./);
    expect(await remoteHeading(target.first)).toBe(mine);
    expect((await remoteLog()).length).toBe(before.length + 1);
    expect(hook.posts).toBe(posts + 1);
    await publishDialog().getByRole('button', { name: 'Close' }).click();
  }, 300_000);

  it('undoes a publish from History: the earlier text is back on the remote', async () => {
    const [undone] = await remoteLog();
    const earlier = (JSON.parse(await git(repo.bare, 'show', `${undone}^:${target.file}`)) as PageValue).sections[target.first]!.heading;
    const summary = await git(repo.bare, 'log', '-1', '--format=%s', undone!);

    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const entries = history
      .getByRole('list', { name: 'Published versions' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await entries.first().waitFor({ timeout: 30_000 });
    expect(await entries.first().getByRole('heading').innerText()).toBe(summary);
    expect(await axeViolations(page)).toEqual([]);
    await entries.first().getByRole('button', { name: 'Undo this publish' }).click();

    await publishDialog().waitFor();
    await expect.poll(() => changesList().count(), { timeout: 30_000 }).toBe(1);
    expect(await changesList().first().innerText()).toContain(`→ '${earlier}'`);
    expect(await publishDialog().getByRole('textbox', { name: 'Message' }).inputValue()).toBe(`Undo: ${summary}`);
    const posts = hook.posts;
    await publishDialog().getByRole('button', { name: 'Publish now' }).click({ timeout: publishing });
    await expect.poll(outcome, { timeout: publishing }).toMatch(/^Published\./);
    expect(await remoteHeading(target.first)).toBe(earlier);
    expect(await git(repo.bare, 'log', '-1', '--format=%s', 'main')).toBe(`Undo: ${summary}`);
    expect(hook.posts).toBe(posts + 1);
    await publishDialog().getByRole('button', { name: 'Close' }).click();
    expect(localPage().sections[target.first]!.heading).toBe(earlier);
  }, 300_000);

  it('refuses a page with a mistake, with nothing committed or pushed, and leads to the field', async () => {
    // A mistake the editor would not save, made in another program.
    editPage(laptop, target.file, (value) => {
      value.sections[target.first]!.heading = '';
    });
    // The editor is on another page meanwhile; it asks again when its window gets the focus back.
    const targetPath = (JSON.parse(readFileSync(path.join(laptop, target.file), 'utf8')) as { path: string }).path;
    await choosePage(page, (await pickerPaths(page)).find((listed) => listed !== targetPath)!);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const before = await remoteLog();
    const head = await git(laptop, 'rev-parse', 'HEAD');
    const posts = hook.posts;
    await openPublish();
    // The mistake leads to its field: the link names the page, then the section and the field.
    const problem = publishDialog().getByRole('link', { name: new RegExp(`^${escapeRegExp(nameOfPage())}: `) });
    await problem.first().waitFor({ timeout: 30_000 });
    await publishDialog().getByRole('button', { name: 'Publish now' }).click({ timeout: publishing });
    await expect.poll(outcome, { timeout: publishing }).toMatch(/nothing was published/);
    expect(await remoteLog()).toEqual(before);
    expect(await git(laptop, 'rev-parse', 'HEAD')).toBe(head);
    expect(hook.posts).toBe(posts);
    expect(localPage().sections[target.first]!.heading).toBe('');

    await problem.first().click();
    await expect.poll(() => publishDialog().count()).toBe(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${target.file.replace(/\.json$/, '')}`);
    await expect.poll(() => new URL(page.url()).search).toBe(`?section=${target.first + 1}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-path'))).toBe(`sections[${target.first}].heading`);
    await git(laptop, 'checkout', '--quiet', '--', target.file);
  }, 300_000);

  it('without a remote, offers "Save a version" and asks once who is publishing', async () => {
    await git(laptop, 'remote', 'remove', 'origin');
    await git(laptop, 'config', 'user.name', '');
    await git(laptop, 'config', 'user.email', '');
    const head = await git(laptop, 'rev-parse', 'HEAD');
    const before = await remoteLog();
    const posts = hook.posts;
    await editHeading(target.first, 'Kept as a version on this computer');
    await openPublish();
    await publishDialog()
      .getByText(/not connected to a website yet/)
      .waitFor({ timeout: 30_000 });
    expect(await publishDialog().getByRole('button', { name: 'Publish now' }).count()).toBe(0);
    await publishDialog().getByRole('textbox', { name: 'Your name' }).fill('Cleo Park');
    await publishDialog().getByRole('textbox', { name: 'Your e-mail' }).fill('cleo@example.com');
    await publishDialog().getByRole('button', { name: 'Save a version' }).click();
    await expect.poll(outcome, { timeout: publishing }).toMatch(/^Saved as a version on this computer/);
    expect(await git(laptop, 'rev-parse', 'HEAD^')).toBe(head);
    expect(await git(laptop, 'log', '-1', '--format=%an <%ae>')).toBe('Cleo Park <cleo@example.com>');
    expect(await remoteLog()).toEqual(before);
    expect(hook.posts).toBe(posts);
    await publishDialog().getByRole('button', { name: 'Close' }).click();

    // Remembered for this copy: not asked again.
    expect(await git(laptop, 'config', 'user.name')).toBe('Cleo Park');
    await editHeading(target.first, 'Another version');
    await openPublish();
    await changesList().first().waitFor({ timeout: 30_000 });
    expect(await publishDialog().getByRole('textbox', { name: 'Your name' }).count()).toBe(0);
    // Escape closes the dialog, and the focus is back on Publish.
    await page.keyboard.press('Escape');
    await expect.poll(() => publishDialog().count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(/^Publish/);
    expect(errors).toEqual([]);
  }, 300_000);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
