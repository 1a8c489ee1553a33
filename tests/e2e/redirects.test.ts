/**
 * Redirects that follow the pages, driven as people drive the editor, by the names on the screen,
 * against a real remote (tests/support/siteRepository.ts): at 1440 wide a page's address is
 * changed and published; at 390 × 844, by touch, another page is deleted with its visitors sent
 * to the moved page, and published. The remote's site.config.json then holds both redirects, and
 * the remote's content, built as the host builds it and served by the project's own server,
 * answers each old address with 301 and the new one. Which pages are moved and deleted comes
 * from the content.
 *
 * With SCREENSHOTS_DIR set, it keeps screenshots of the delete question and of the site settings'
 * Redirects at both widths there (the ones in docs/images/ were made so).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { keepScreenshot } from '../support/screenshots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEditor } from '../../editor/server/startEditor';
import { closeAll, openEditorPage, startEditorAndBrowser } from '../support/editorInBrowser';
import { linksInTheWay } from '../../engine/content/pageLinks';
import { validateSite } from '../../engine/content/validateSite';
import { createStaticServer } from '../../engine/server/staticServer';
import { pageName } from '../../schema/pageName';
import { homePath, notFoundPath } from '../../schema/paths';
import type { SiteConfig } from '../../schema/site';
import { axeViolations } from '../../tools/accessibilityAndHtml';
import { ana, createSiteRepository, git, gitUser, type SiteRepository } from '../support/siteRepository';

const run = promisify(execFile);
/** A publish: the fetch, the checks, the production build and the push, on a busy machine. */
const publishing = 150_000;

let repo: SiteRepository;
let laptop: string;
let editor: RunningEditor;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** The page whose address changes, the one deleted, and the moved page's new address. */
let moved: { file: string; path: string; title: string; name: string };
let deleted: { file: string; path: string; title: string; name: string };
let newPath: string;

beforeAll(async () => {
  repo = await createSiteRepository();
  laptop = await repo.clone('laptop', ana);
  // Two pages other files link to (so links follow them), neither the home page nor the not-found page.
  const linked = validateSite(laptop)
    .files.filter((file) => file.startsWith('pages/'))
    .map((file) => ({ file, ...(JSON.parse(readFileSync(path.join(laptop, file), 'utf8')) as { path: string; title: string }) }))
    .filter((page) => page.path !== homePath && page.path !== notFoundPath && linksInTheWay(laptop, page.path).length > 0);
  expect(linked.length).toBeGreaterThanOrEqual(2);
  const [first, second] = linked as [(typeof linked)[number], (typeof linked)[number]];
  const settings = JSON.parse(readFileSync(path.join(laptop, 'site.config.json'), 'utf8')) as SiteConfig;
  moved = { file: first.file, path: first.path, title: first.title, name: pageName(first, settings) };
  deleted = { file: second.file, path: second.path, title: second.title, name: pageName(second, settings) };
  newPath = `${moved.path}-new`;
  ({ editor, browser } = await startEditorAndBrowser({ contentRoot: laptop }));
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await closeAll(browser, editor, repo);
});

async function openEditor(viewport: { width: number; height: number }, phone: boolean, file: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openEditorPage(browser, `${editor.url}/${file.replace(/\.json$/, '')}`, { viewport, hasTouch: phone, isMobile: phone });
  contexts.push(opened.page.context());
  return opened;
}

const statusLine = (page: Page) => page.getByRole('status').first();

const keep = keepScreenshot;

/** "Publish changes" → "Publish now", until it says it published. */
async function publish(page: Page, message: string, tap: boolean) {
  const button = page.getByRole('button', { name: 'Publish', exact: true });
  await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 30_000 }).toBe('false');
  await (tap ? button.tap() : button.click());
  const dialog = page.getByRole('dialog', { name: 'Publish changes' });
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole('list', { name: 'Changes' }).getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
  // The button waits for the page checks, which take what the machine gives them.
  await dialog.getByRole('button', { name: 'Publish now' }).click({ timeout: publishing });
  await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: publishing }).toMatch(/^Published\./);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** The redirects in the remote's site.config.json. */
const remoteRedirects = async () => (JSON.parse(await git(repo.bare, 'show', 'main:site.config.json')) as { redirects?: unknown[] }).redirects;

describe('redirects that follow the pages, from the editor to the website', () => {
  it("at 1440 wide: the page's new address, published, keeps a redirect from the old one", async () => {
    const { page, errors } = await openEditor({ width: 1440, height: 900 }, false, moved.file);
    await page.getByText('Page: new, change address, delete').click();
    // Deleting it is asked first, then given up: with nowhere for its visitors to go, the links to it stand in the way.
    await page.getByRole('button', { name: 'Delete this page' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the page “${moved.name}”?` });
    await dialog.getByRole('radio', { name: 'Nowhere: they see the “page not found” page' }).click();
    await dialog.getByText(/^Not possible while \d+ links? leads? here/).waitFor();
    const inTheWay = linksInTheWay(laptop, moved.path);
    expect(await dialog.getByRole('list', { name: 'Links to this page' }).getByRole('listitem').count()).toBe(
      new Set(inTheWay.map((place) => place.file)).size,
    );
    expect(await axeViolations(page)).toEqual([]);
    await keep(dialog, 'delete-question-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);
    expect(existsSync(path.join(laptop, moved.file))).toBe(true);
    await page.getByRole('textbox', { name: "Change this page's address (links to it follow)" }).fill(newPath);
    await page.getByRole('button', { name: 'Change address' }).click();
    await expect
      .poll(() => statusLine(page).innerText())
      .toBe(
        `The page is now at ${newPath}; every link to it was changed too. Visitors of the old address "${moved.path}" are sent on to "${newPath}" (a redirect, kept in the site settings).`,
      );
    await publish(page, 'A new address for a page', false);
    expect(await remoteRedirects()).toEqual([{ from: moved.path, to: newPath }]);

    // Site settings show it under Redirects, with the page it goes to in words.
    await page.goto(`${editor.url}/settings`);
    const redirects = page.getByRole('group', { name: 'Redirects' });
    await redirects.scrollIntoViewIfNeeded({ timeout: 60_000 });
    expect(await redirects.getByRole('textbox', { name: 'Old address' }).inputValue()).toBe(moved.path);
    const goesTo = redirects.getByRole('combobox', { name: 'Goes to' });
    expect(await goesTo.inputValue()).toBe(newPath);
    expect(await redirects.getByText(`Goes to the page “${moved.title}” (${newPath}).`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await keep(redirects, 'redirects-settings-desktop');
    expect(errors).toEqual([]);
  }, 300_000);

  it('at 390 × 844 by touch: a page deleted with its visitors sent to a page chosen from the list, published, keeps a redirect too', async () => {
    const { page, errors } = await openEditor({ width: 390, height: 844 }, true, deleted.file);
    await page.getByText('Page: new, change address, delete').tap();
    await page.getByRole('button', { name: 'Delete this page' }).tap();
    const dialog = page.getByRole('dialog', { name: `Delete the page “${deleted.name}”?` });
    await dialog.waitFor();
    const question = dialog.getByRole('group', { name: 'Where should its visitors go?' });
    await question.getByRole('radio', { name: 'To another page' }).tap();
    await question.getByRole('button', { name: 'Pages for The page they go to' }).tap();
    const option = question.getByRole('listbox', { name: 'Pages of the site for The page they go to' }).getByRole('option', { name: new RegExp(newPath) });
    await option.waitFor();
    // No sideways scrolling on a phone, the list inside the dialog.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await keep(dialog, 'delete-question-phone');
    await option.tap();
    expect(await question.getByRole('combobox', { name: 'The page they go to' }).inputValue()).toBe(newPath);
    await dialog.getByRole('button', { name: 'Delete page' }).tap();
    await expect
      .poll(() => statusLine(page).innerText())
      .toMatch(new RegExp(`^Deleted .+ \\(${deleted.path}\\)\\. Visitors of "${deleted.path}" are sent on to "${newPath}"`));
    expect(await dialog.count()).toBe(0);
    await publish(page, 'A page taken down, its visitors sent on', true);
    expect(await remoteRedirects()).toEqual([
      { from: moved.path, to: newPath },
      { from: deleted.path, to: newPath },
    ]);

    await page.goto(`${editor.url}/settings`);
    const redirects = page.getByRole('group', { name: 'Redirects' });
    await redirects.scrollIntoViewIfNeeded({ timeout: 60_000 });
    expect(await redirects.getByRole('textbox', { name: 'Old address' }).count()).toBe(2);
    await keep(redirects, 'redirects-settings-phone');
    expect(errors).toEqual([]);
  }, 300_000);

  it("the remote's content, built as the host builds it and served by npm start's server, answers each old address with 301 to the new one", async () => {
    const clone = mkdtempSync(path.join(tmpdir(), 'redirects-host-'));
    const server = { close: () => undefined } as { close: () => void };
    try {
      await git(repo.root, 'clone', '--quiet', repo.server.urlOf('site.git', gitUser), clone);
      const tsx = path.resolve('node_modules/tsx/dist/cli.mjs');
      await run(process.execPath, [tsx, path.resolve('engine/cli/build.ts'), '--out', path.join(clone, 'dist')], {
        cwd: clone,
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
      });
      const lines = readFileSync(path.join(clone, 'dist/_redirects'), 'utf8').split('\n');
      expect(lines).toContain(`${moved.path} ${newPath} 301`);
      expect(lines).toContain(`${deleted.path} ${newPath} 301`);
      expect(readFileSync(path.join(clone, 'dist/sitemap.xml'), 'utf8')).not.toContain(`${moved.path}</loc>`);

      const served = createStaticServer(path.join(clone, 'dist'));
      server.close = () => served.close();
      await new Promise<void>((resolve) => served.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(served.address() as AddressInfo).port}`;
      for (const [address, location] of [
        [moved.path, newPath],
        [`${moved.path}/`, newPath],
        [`${moved.path}?utm_source=newsletter`, `${newPath}?utm_source=newsletter`],
        [deleted.path, newPath],
      ]) {
        const answer = await fetch(`${origin}${address}`, { redirect: 'manual' });
        expect(answer.status, address).toBe(301);
        expect(answer.headers.get('location'), address).toBe(location);
      }
      expect((await fetch(`${origin}${newPath}`)).status).toBe(200);
    } finally {
      server.close();
      rmSync(clone, { recursive: true, force: true });
    }
  }, 300_000);
});
