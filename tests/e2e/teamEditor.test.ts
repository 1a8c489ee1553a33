/**
 * The team editor (npm run edit:server) as its people use it, in Chromium, by the names on the
 * screen, over https behind Debian's Caddy (`tls internal`, as docs/deploying-the-editor.md sets
 * it up), on a real git remote: signing in and out, drafts of one's own, who is editing a page,
 * sending for review, sending back and publishing as authored by the editor, the People view and
 * a one-time link, shared previews, five people at once, a restart of the server, and its pages
 * under the server's own Content-Security-Policy. The server
 * serves the editor's production build (editor/dist: `npm run build:editor`, which `npm test`
 * runs). Every publish runs the real checks and production build; the server publishes one at a
 * time, so what can run at once runs at once. Expectations are read from the content.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageName } from '../../schema/pageName';
import type { SiteConfig } from '../../schema/site';
import { validateSite } from '../../engine/content/validateSite';
import { editorAppIsCurrent } from '../../editor/server/editorApp';
import { axeViolations } from '../../tools/accessibilityAndHtml';
import { momentOfWallClock, wallClockOf } from '../../schema/timeZone';
import { closeAll, connectToBrowser } from '../support/editorInBrowser';
import { caddyPath, type RunningCaddy, startCaddy } from '../support/caddy';
import { git, type PageValue, readJson } from '../support/siteRepository';
import { freePort, ManualTimers, startTeamEditorForTests, type TeamEditor, type TeamMemberForTests } from '../support/teamEditor';

/** A publish: the fetch, the checks, the production build and the push, on a busy machine, maybe behind others'. */
const publishing = 240_000;
/** Within a few seconds, as the people see it (the editor asks every 3 to 5 seconds). */
const fewSeconds = { timeout: 15_000 };

let team: TeamEditor;
let caddy: RunningCaddy;
let browser: Browser;
let owner: TeamMemberForTests;
let publisher: TeamMemberForTests;
let editor: TeamMemberForTests;
/** The page files with a section of their own whose heading shows, each for one case (no two cases edit one page). */
let pages: { file: string; section: number }[];
/** The team server's clock runs this far ahead of the real one, and its timer of planned publishes fires when a case says. */
let ahead = 0;
const timers = new ManualTimers();
/** Every browser error, by page: a case fails on one. */
const errors: string[] = [];

beforeAll(async () => {
  if (!editorAppIsCurrent())
    throw new Error(
      'The team editor serves the editor\'s production build, which is missing or older than its sources: run "npm run build:editor" first ("npm test" does it).',
    );
  if (!caddyPath()) throw new Error('The team editor is tried behind Caddy: apt-get install caddy (.ci/run installs it when missing).');
  const httpsPort = await freePort();
  team = await startTeamEditorForTests({
    editorUrl: `https://localhost:${httpsPort}`,
    publishing: { buildCacheDir: inject('buildCacheDir') },
    now: () => Date.now() + ahead,
    timers,
  });
  caddy = await startCaddy(httpsPort, new URL(team.server.url).host);
  [owner, publisher, editor] = await Promise.all([team.add('Olive Owner', 'owner'), team.add('Pat Lee', 'publisher'), team.add('Ana Ruiz', 'editor')]);
  pages = validateSite(team.contentRoot)
    .files.filter((file) => file.startsWith('pages/'))
    .flatMap((file) => {
      const section = readJson<PageValue>(team.contentRoot, file).sections.findIndex((s) => s.type !== 'shared' && typeof s.heading === 'string' && !s.hidden);
      return section >= 0 ? [{ file, section }] : [];
    });
  if (pages.length < 11) throw new Error(`The cases need 11 pages with a heading of their own; the content has ${pages.length}.`);
  browser = await connectToBrowser();
}, 180_000);

afterAll(() => closeAll(browser, caddy, team));

const addressOf = (file: string) => `/${file.replace(/\.json$/, '')}`;
const nameOf = (file: string) => pageName(readJson(team.contentRoot, file), readJson<SiteConfig>(team.contentRoot, 'site.config.json'));
const remoteFile = (file: string) => git(team.repo.bare, 'show', `main:${file}`);
/** The author and committer of the remote's newest commit that touched `file`. */
const whoChanged = (file: string) => git(team.repo.bare, 'log', '-1', '--format=%an <%ae>|%cn <%ce>', 'main', '--', file);
const signature = (person: TeamMemberForTests) => `${person.name} <${person.email}>`;

/** A browser of one's own, as each person has: it accepts Caddy's local certificate; axe may be injected. */
async function newBrowserPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, bypassCSP: true, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { context, page };
}

/** A phone's browser: 390 × 844, touch. */
async function newPhonePage(): Promise<Page> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, bypassCSP: true, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return page;
}

/** Screenshots of the phone's steps, to look at (screenshots/ is not kept in git; the docs show the good ones). */
const shoot = (page: Page, name: string) => page.screenshot({ path: `screenshots/team-editor/${name}.png` });

/** What a phone shows without zooming: nothing wider than the screen, and each of `targets` in view and big enough for a finger. */
async function fitsThePhone(page: Page, targets: ReturnType<Page['getByRole']>[]) {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box, String(target)).not.toBeNull();
    expect(box!.height, String(target)).toBeGreaterThanOrEqual(44);
    expect(box!.x, String(target)).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, String(target)).toBeLessThanOrEqual(width);
    expect(box!.y + box!.height, String(target)).toBeLessThanOrEqual(page.viewportSize()!.height);
  }
}

/** Opens `address` signed out: the sign-in page comes first, then the editor at that address. */
async function signIn(person: TeamMemberForTests, address = '/', page?: Page): Promise<Page> {
  const opened = page ?? (await newBrowserPage()).page;
  await opened.goto(`${caddy.url}${address}`);
  await opened.waitForURL(/\/sign-in\?next=/);
  await opened.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await opened.getByLabel('Password').fill(person.password);
  await opened.getByRole('button', { name: 'Sign in' }).click();
  await signedInAs(opened, person);
  return opened;
}

async function signedInAs(page: Page, person: { name: string }) {
  await page.getByRole('banner').getByText(`Signed in as ${person.name}`).waitFor({ timeout: 60_000 });
  await page.getByRole('list', { name: 'Sections' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
}

/** The page shown as it will be, in its frame. */
const asItWillBe = (page: Page, file: string) => page.frameLocator(`iframe[title="${nameOf(file)} as it will be"]`).locator('main');
const headingField = (page: Page, section: number) => page.locator(`[data-path="sections[${section}].heading"]`);
const statusLine = (page: Page) => page.getByRole('banner').getByRole('status').first();

/** Selects a section in the outline: its form shows on the right. */
const selectSection = (page: Page, section: number) =>
  page
    .getByRole('list', { name: 'Sections' })
    .getByRole('listitem')
    .nth(section)
    .getByRole('button', { name: new RegExp(`^${section + 1}\\.`) })
    .click();

/** Selects the section in the outline, types a new heading in the form, and saves. */
async function editHeading(page: Page, { section }: { section: number }, heading: string) {
  await selectSection(page, section);
  await headingField(page, section).fill(heading);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => statusLine(page).innerText(), { timeout: 30_000 }).toMatch(/^Saved/);
}

/**
 * Until the toolbar's Publish or Send for review can be pressed after a save: what it says asks
 * the website first (a fetch), which on a busy machine waits behind the publishes of others.
 */
const untilPublishable = { timeout: publishing };

/** An editor's "Send for review" with a note, up to "Sent for review". */
async function sendForReview(page: Page, note: string, heading: string) {
  await expect.poll(() => page.getByRole('button', { name: 'Send for review' }).getAttribute('aria-disabled'), untilPublishable).toBe('false');
  await page.getByRole('button', { name: 'Send for review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await expect.poll(() => dialog.getByRole('list', { name: 'Changes' }).innerText(), { timeout: 30_000 }).toContain(heading);
  await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: 30_000 }).toMatch(/^Sent for review\./);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByText('Waiting for review', { exact: true }).waitFor(fewSeconds);
}

/** A publisher opens the draft `author` sent for review, from "Waiting for review". */
async function openReview(page: Page, author: { name: string }) {
  await page.getByRole('button', { name: 'Waiting for review', exact: true }).click();
  const list = page.getByRole('dialog', { name: 'Waiting for review' });
  await list
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: author.name }) })
    .getByRole('button', { name: 'Open' })
    .click();
  const review = page.getByRole('dialog', { name: `Changes by ${author.name}` });
  await review.getByRole('list', { name: 'Changes' }).waitFor({ timeout: 60_000 });
  return review;
}

/** Publishes from an open publishing dialog (one's own, or a review), up to "Published". */
async function publishFrom(dialog: ReturnType<Page['getByRole']>, button: 'Publish now' | 'Publish') {
  await expect.poll(() => dialog.getByRole('textbox', { name: 'Message' }).inputValue(), { timeout: 60_000 }).not.toBe('');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: publishing }).toMatch(/^Published\./);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

describe('the team editor behind https', () => {
  it('signs in over https with a __Host- cookie that is Secure, HttpOnly and SameSite=Strict, comes back to the address asked for, and ends at Sign out', async () => {
    const { context, page } = await newBrowserPage();
    const asked = `${addressOf(pages[8]!.file)}?section=details`;
    await page.goto(`${caddy.url}${asked}`);
    await page.waitForURL(/\/sign-in\?next=/);
    expect(new URL(page.url()).protocol).toBe('https:');
    expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // A wrong password is refused in a sentence; the right one leads back.
    await page.getByRole('textbox', { name: 'Email' }).fill(editor.email);
    await page.getByLabel('Password').fill('not the right password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/do not match/);
    await page.getByLabel('Password').fill(editor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signedInAs(page, editor);
    const back = new URL(page.url());
    expect(`${back.pathname}${back.search}`).toBe(asked);

    // "next" leads only to this site's own pages: a browser reads "/\\host" as another site.
    const other = await context.newPage();
    await other.goto(`${caddy.url}/sign-in?next=${encodeURIComponent('/\\example.com/')}`);
    await other.getByRole('textbox', { name: 'Email' }).fill(editor.email);
    await other.getByLabel('Password').fill(editor.password);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await signedInAs(other, editor);
    expect(new URL(other.url()).origin).toBe(new URL(caddy.url).origin);
    await other.close();

    const cookies = await context.cookies(caddy.url);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookies[0]!.name).toMatch(/^__Host-/);
    // The editor's role shows, and an editor has Send for review where a publisher has Publish.
    expect(await page.getByRole('banner').getByText('Editor', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Waiting for review', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'People' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Unsaved work is kept for the person who typed it, not for the next person on this browser.
    const { section } = pages[8]!;
    await selectSection(page, section);
    await headingField(page, section).fill('Typed by Ana, not saved');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in$/);
    expect(await context.cookies(caddy.url)).toEqual([]);
    await page.goto(`${caddy.url}/`);
    await page.waitForURL(/\/sign-in\?next=/);
    expect(await page.evaluate(async () => (await fetch('/api/team/me')).status)).toBe(401);

    await signIn(publisher, addressOf(pages[8]!.file), page);
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in$/);
    await signIn(editor, addressOf(pages[8]!.file), page);
    await page.getByRole('button', { name: 'Restore' }).click();
    await selectSection(page, section);
    expect(await headingField(page, section).inputValue()).toBe('Typed by Ana, not saved');
    await context.close();
    expect(errors).toEqual([]);
  }, 180_000);

  it("keeps an editor's saved change their draft, shows who is editing, and takes it through review: sent back with a note, sent again, published as authored by the editor", async () => {
    const target = pages[0]!;
    const original = readJson<PageValue>(team.contentRoot, target.file).sections[target.section]!.heading!;
    const ana = await signIn(editor, addressOf(target.file));
    const first = `${original} (Ana's first try)`;
    await editHeading(ana, target, first);
    // Her draft: not on the website, and not in anyone else's editor.
    expect(await remoteFile(target.file)).not.toContain(first);
    const pat = await signIn(publisher, addressOf(target.file));
    await selectSection(pat, target.section);
    expect(await headingField(pat, target.section).inputValue()).toBe(original);
    await pat.getByRole('banner').getByText(`${editor.name} is editing this page`).waitFor(fewSeconds);
    expect(await ana.getByRole('banner').getByText('is editing this page').count()).toBe(0);

    await sendForReview(ana, 'A warmer heading for this page', first);
    expect(await axeViolations(ana)).toEqual([]);

    // The publisher's badge counts it, beside the button's name and not in it.
    const waiting = pat.getByRole('button', { name: 'Waiting for review', exact: true });
    await expect.poll(() => waiting.innerText(), fewSeconds).toMatch(/^Waiting for review\s*1$/);
    await waiting.click();
    const list = pat.getByRole('dialog', { name: 'Waiting for review' });
    const item = list.getByRole('listitem').filter({ has: pat.getByRole('heading', { name: editor.name }) });
    expect(await item.innerText()).toContain('A warmer heading for this page');
    expect(await item.innerText()).toContain(first);
    expect(await axeViolations(pat)).toEqual([]);
    await item.getByRole('button', { name: 'Open' }).click();
    const review = pat.getByRole('dialog', { name: `Changes by ${editor.name}` });
    await expect.poll(() => review.getByRole('list', { name: 'Changes' }).innerText(), { timeout: 60_000 }).toContain(first);
    expect(await axeViolations(pat)).toEqual([]);
    // The page before and after, then back to the review as it was.
    await review.getByRole('link', { name: `See ${nameOf(target.file)} before and after` }).click();
    await expect
      .poll(
        () =>
          pat
            .frameLocator(`iframe[title="${nameOf(target.file)} as it will be"]`)
            .locator('main')
            .textContent(),
        { timeout: 30_000 },
      )
      .toContain(first);
    expect(
      await pat
        .frameLocator(`iframe[title="${nameOf(target.file)} on the website now"]`)
        .locator('main')
        .textContent(),
    ).not.toContain(first);
    await pat
      .frameLocator(`iframe[title="${nameOf(target.file)} as it will be"]`)
      .getByText('Changed', { exact: true })
      .first()
      .waitFor();
    await pat.getByRole('link', { name: `← Back to Changes by ${editor.name}` }).click();
    await review.getByRole('button', { name: 'Send back' }).click();
    const sendBack = pat.getByRole('dialog', { name: `Send back to ${editor.name}` });
    await sendBack.getByRole('textbox', { name: 'Note' }).fill('Say that we serve all of Kentucky.');
    await sendBack.getByRole('button', { name: 'Send back' }).click();
    await expect.poll(() => review.getByRole('status').innerText(), fewSeconds).toMatch(/^Sent back to Ana Ruiz/);
    await review.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => waiting.innerText(), fewSeconds).toBe('Waiting for review');
    // The focus is back where the publisher started.
    expect(await pat.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Waiting for review');

    await ana.getByRole('banner').getByText(`Sent back by ${publisher.name}: Say that we serve all of Kentucky.`).waitFor(fewSeconds);
    const second = `${original}, across all of Kentucky`;
    await editHeading(ana, target, second);
    await sendForReview(ana, 'Done: it says all of Kentucky now', second);

    const again = await openReview(pat, editor);
    await expect.poll(() => again.getByRole('list', { name: 'Changes' }).innerText(), { timeout: 60_000 }).toContain(second);
    await publishFrom(again, 'Publish');
    expect(await whoChanged(target.file)).toBe(`${signature(editor)}|${signature(publisher)}`);
    expect(await remoteFile(target.file)).toContain(second);
    // Ana's editor follows: no review waits, and it says so.
    await expect.poll(() => ana.getByRole('banner').getByText('Waiting for review', { exact: true }).count(), fewSeconds).toBe(0);
    await expect.poll(() => statusLine(ana).innerText(), fewSeconds).toMatch(/published the changes you sent for review/);
    await ana.context().close();
    await pat.context().close();
    expect(errors).toEqual([]);
  }, 420_000);

  it('lets an owner invite a person in People, whose one-time link works in a browser of their own; the last owner stays', async () => {
    const olive = await signIn(owner);
    await olive.getByRole('button', { name: 'People' }).click();
    const people = olive.getByRole('dialog', { name: 'People' });
    await people.getByRole('row', { name: new RegExp(editor.name) }).waitFor();
    for (const person of [owner, publisher, editor])
      expect(await people.getByRole('row', { name: new RegExp(person.name) }).innerText()).toContain(person.email);
    const newcomer = { name: 'Noor Haddad', email: 'noor.haddad@example.com', password: 'noor-chose-this-long-password' };
    await people.getByRole('textbox', { name: 'Email' }).fill(newcomer.email);
    await people.getByRole('textbox', { name: 'Name' }).fill(newcomer.name);
    await people.getByRole('combobox', { name: 'Role', exact: true }).selectOption('publisher');
    await people.getByRole('button', { name: 'Invite' }).click();
    const link = await people.getByRole('textbox', { name: 'One-time link' }).inputValue();
    expect(link.startsWith(`${caddy.url}/welcome#`)).toBe(true);
    expect(await people.getByRole('row', { name: new RegExp(newcomer.name) }).innerText()).toMatch(/Not signed in yet/);
    expect(
      await people
        .getByRole('row', { name: new RegExp(newcomer.name) })
        .getByRole('combobox')
        .inputValue(),
    ).toBe('publisher');
    expect(await axeViolations(olive)).toEqual([]);

    // The last owner cannot be removed: the refusal says why, in its sentence.
    await people
      .getByRole('row', { name: new RegExp(owner.name) })
      .getByRole('button', { name: 'Remove' })
      .click();
    await olive
      .getByRole('dialog', { name: `Remove ${owner.name}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect.poll(() => people.getByRole('status').first().innerText()).toMatch(/only owner/);
    expect(await people.getByRole('row', { name: new RegExp(owner.name) }).count()).toBe(1);
    await people.getByRole('button', { name: 'Close' }).click();
    expect(await olive.evaluate(() => document.activeElement?.textContent?.trim())).toBe('People');

    const { page } = await newBrowserPage();
    await page.goto(link);
    await page.getByRole('heading', { name: `Welcome, ${newcomer.name}` }).waitFor();
    await page.getByLabel('New password').fill(newcomer.password);
    await page.getByLabel('Repeat the password').fill(newcomer.password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await signedInAs(page, newcomer);
    expect(await page.getByRole('banner').getByText('Publisher', { exact: true }).count()).toBe(1);
    // Used once: the link no longer works.
    const { page: later } = await newBrowserPage();
    await later.goto(link);
    await later.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await Promise.all([olive.context().close(), page.context().close(), later.context().close()]);
    expect(errors).toEqual([]);
  }, 180_000);

  it('shares a preview of the changed page with someone without an account, until the link is revoked', async () => {
    const target = pages[1]!;
    const heading = 'A heading to show the boss';
    const olive = await signIn(owner, addressOf(target.file));
    await editHeading(olive, target, heading);
    await olive.getByRole('button', { name: 'Share a preview' }).click();
    const share = olive.getByRole('dialog', { name: 'Share a preview' });
    await share.getByRole('button', { name: 'Make a link' }).click();
    const link = await share.getByRole('textbox', { name: 'Preview link' }).inputValue();
    expect(link.startsWith(`${caddy.url}/shared/`)).toBe(true);
    expect(await share.getByRole('list', { name: 'Your links' }).innerText()).toContain(nameOf(target.file));
    expect(await axeViolations(olive)).toEqual([]);

    const { context, page } = await newBrowserPage();
    await page.goto(link);
    await expect.poll(() => page.locator('main').textContent(), { timeout: 30_000 }).toContain(heading);
    const about = page.getByRole('region', { name: 'About this preview' });
    expect(await about.innerText()).toContain(`changes by ${owner.name}`);
    // A link to a page that is not in the preview does nothing, and says so.
    await page.locator('main a[href^="/"]').first().click();
    await expect.poll(() => about.getByRole('status').innerText()).toMatch(/^Links to pages not in this preview are off: .+ on the website\.$/);
    expect(page.url()).toBe(link);
    // The lead form stand-in, where the page has one, has its stylesheet (served to its sandboxed frame too).
    const form = page.frames().find((frame) => frame.url().endsWith('/preview/lead-form.html'));
    if (form) await expect.poll(() => form.evaluate(() => document.styleSheets.length)).toBe(1);
    expect(await context.cookies(caddy.url)).toEqual([]);
    expect(await page.evaluate(async () => (await fetch('/api/files')).status)).toBe(401);
    expect(await axeViolations(page)).toEqual([]);

    await share.getByRole('list', { name: 'Your links' }).getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => share.getByRole('status').first().innerText()).toMatch(/no longer works/);
    expect(await share.getByRole('list', { name: 'Your links' }).count()).toBe(0);
    const gone = await page.goto(link);
    expect(gone?.status()).toBe(404);
    expect(await page.locator('body').innerText()).not.toContain(heading);
    await Promise.all([olive.context().close(), context.close()]);
    expect(errors).toEqual([]);
  }, 180_000);

  it('takes five people at once, each on a page of their own: every change reaches the website, each under its author', async () => {
    const people = await Promise.all([
      team.add('Quinn Park', 'publisher'),
      team.add('Rosa Diaz', 'publisher'),
      team.add('Sam Odum', 'editor'),
      team.add('Tess Lind', 'editor'),
      team.add('Uma Rao', 'editor'),
    ]);
    const work = people.map((person, index) => ({ person, target: pages[3 + index]!, heading: `${person.name} was here (${index + 1})` }));
    const opened = await Promise.all(work.map(({ person, target }) => signIn(person, addressOf(target.file))));
    await Promise.all(work.map(({ target, heading }, index) => editHeading(opened[index]!, target, heading)));

    // Publishers publish their own; editors send theirs for review, and the publishers publish those, all at once.
    const [quinn, rosa] = opened;
    const reviewsFor = [[work[2]!.person, work[3]!.person], [work[4]!.person]];
    await Promise.all(
      work.map(async ({ person, heading }, index) => {
        const page = opened[index]!;
        if (person.role === 'editor') return sendForReview(page, `From ${person.name}`, heading);
        await expect.poll(() => page.getByRole('button', { name: 'Publish', exact: true }).getAttribute('aria-disabled'), untilPublishable).toBe('false');
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await publishFrom(page.getByRole('dialog', { name: 'Publish changes' }), 'Publish now');
      }),
    );
    await Promise.all(
      [quinn!, rosa!].map(async (page, index) => {
        for (const author of reviewsFor[index]!) await publishFrom(await openReview(page, author), 'Publish');
      }),
    );

    for (const { person, target, heading } of work) {
      expect(await remoteFile(target.file), person.name).toContain(heading);
      const [author, committer] = (await whoChanged(target.file)).split('|');
      expect(author, target.file).toBe(signature(person));
      expect(committer, target.file).toBe(signature(person.role === 'editor' ? (reviewsFor[0]!.includes(person) ? people[0]! : people[1]!) : person));
    }
    await Promise.all(opened.map((page) => page.context().close()));
    expect(errors).toEqual([]);
  }, 900_000);

  it('keeps drafts, unsaved work and the review list across a restart of the server; people sign in again', async () => {
    const target = pages[2]!;
    const ana = await signIn(editor, addressOf(target.file));
    const saved = 'Saved before the restart';
    await editHeading(ana, target, saved);
    await sendForReview(ana, 'Sent before the restart', saved);
    // A change typed but not saved when the session ends.
    await headingField(ana, target.section).fill('Typed while the server restarted');

    await team.restart();
    // The next question to the server finds the session ended, and the sign-in page asks again, for the same address.
    await ana.waitForURL(/\/sign-in\?next=/, fewSeconds);
    await ana.getByRole('textbox', { name: 'Email' }).fill(editor.email);
    await ana.getByLabel('Password').fill(editor.password);
    await ana.getByRole('button', { name: 'Sign in' }).click();
    await signedInAs(ana, editor);
    expect(new URL(ana.url()).pathname).toBe(addressOf(target.file));
    await ana.getByRole('banner').getByText('Waiting for review', { exact: true }).waitFor(fewSeconds);
    // The saved draft is there; the unsaved change is offered back.
    await selectSection(ana, target.section);
    expect(await headingField(ana, target.section).inputValue()).toBe(saved);
    await ana.getByRole('button', { name: 'Restore' }).click();
    expect(await headingField(ana, target.section).inputValue()).toBe('Typed while the server restarted');

    const pat = await signIn(publisher);
    await pat.getByRole('button', { name: 'Waiting for review', exact: true }).click();
    const item = pat
      .getByRole('dialog', { name: 'Waiting for review' })
      .getByRole('listitem')
      .filter({ has: pat.getByRole('heading', { name: editor.name }) });
    expect(await item.innerText()).toContain('Sent before the restart');
    expect(await item.innerText()).toContain(saved);
    await Promise.all([ana.context().close(), pat.context().close()]);
    expect(errors).toEqual([]);
  }, 240_000);
});

describe('the team editor on a phone, and publishing later', () => {
  it('lets a publisher review on a phone at 390 × 844: the editor opens at the top, the preview reads, send back with a note and publish, without zooming', async () => {
    const target = pages[9]!;
    const ana = await signIn(editor, addressOf(target.file));
    const first = `${nameOf(target.file)}, reviewed on a phone`;
    await editHeading(ana, target, first);
    await sendForReview(ana, 'Could you look at this on your phone?', first);

    const pat = await signIn(publisher, addressOf(target.file), await newPhonePage());
    // At the top once the preview shows the page (moved into its pane, scrolled to the selection): the toolbar and the outline, not scrolled down to the preview.
    await pat.frameLocator('iframe[title="Preview"]').locator('main > *').first().waitFor({ timeout: 30_000 });
    expect(await pat.evaluate(() => window.scrollY)).toBe(0);
    const waiting = pat.getByRole('button', { name: 'Waiting for review', exact: true });
    await fitsThePhone(pat, [waiting, pat.getByRole('button', { name: 'Publish', exact: true }), pat.getByRole('button', { name: 'History', exact: true })]);
    expect(
      await pat
        .getByRole('list', { name: 'Sections' })
        .boundingBox()
        .then((box) => box!.y < 844),
    ).toBe(true);
    // The preview starts at Phone width, unscaled.
    expect(await pat.getByRole('button', { name: 'Phone', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await shoot(pat, 'phone-1-editor');

    await waiting.click();
    const list = pat.getByRole('dialog', { name: 'Waiting for review' });
    const open = list
      .getByRole('listitem')
      .filter({ has: pat.getByRole('heading', { name: editor.name }) })
      .getByRole('button', { name: 'Open' });
    await fitsThePhone(pat, [open, list.getByRole('button', { name: 'Close' })]);
    await shoot(pat, 'phone-2-waiting');
    await open.tap();
    const review = pat.getByRole('dialog', { name: `Changes by ${editor.name}` });
    await expect.poll(() => review.getByRole('list', { name: 'Changes' }).innerText(), { timeout: 60_000 }).toContain(first);
    await fitsThePhone(pat, [review.getByRole('button', { name: 'Send back' }), review.getByRole('button', { name: 'Publish', exact: true })]);
    await shoot(pat, 'phone-3-review');
    expect(await axeViolations(pat)).toEqual([]);

    // The page before and after, at Phone width: as wide as the screen lets it, not shrunk to a desktop's.
    await review.getByRole('link', { name: `See ${nameOf(target.file)} before and after` }).tap();
    await expect.poll(() => asItWillBe(pat, target.file).textContent(), { timeout: 30_000 }).toContain(first);
    expect((await pat.locator(`iframe[title="${nameOf(target.file)} as it will be"]`).boundingBox())!.width).toBeGreaterThanOrEqual(350);
    await fitsThePhone(pat, [pat.getByRole('link', { name: `← Back to Changes by ${editor.name}` })]);
    await shoot(pat, 'phone-4-as-it-will-be');
    await pat.getByRole('link', { name: `← Back to Changes by ${editor.name}` }).tap();

    // Send back: the note and its button stay in view with the on-screen keyboard up (the page's height shrinks to what is left).
    await review.getByRole('button', { name: 'Send back' }).tap();
    const sendBack = pat.getByRole('dialog', { name: `Send back to ${editor.name}` });
    await sendBack.getByRole('textbox', { name: 'Note' }).fill('Shorter, please: it wraps on a phone.');
    await pat.setViewportSize({ width: 390, height: 500 });
    await fitsThePhone(pat, [sendBack.getByRole('button', { name: 'Send back' })]);
    expect(
      await sendBack
        .getByRole('textbox', { name: 'Note' })
        .boundingBox()
        .then((box) => box!.y >= 0 && box!.y < 500),
    ).toBe(true);
    await shoot(pat, 'phone-5-send-back-keyboard');
    await sendBack.getByRole('button', { name: 'Send back' }).tap();
    await pat.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => review.getByRole('status').innerText(), fewSeconds).toMatch(/^Sent back to Ana Ruiz/);
    await review.getByRole('button', { name: 'Close' }).tap();

    const second = `${nameOf(target.file)}, shorter`;
    await ana.getByRole('banner').getByText(`Sent back by ${publisher.name}: Shorter, please: it wraps on a phone.`).waitFor(fewSeconds);
    await editHeading(ana, target, second);
    await sendForReview(ana, 'Shorter now', second);
    const again = await openReview(pat, editor);
    await expect.poll(() => again.getByRole('list', { name: 'Changes' }).innerText(), { timeout: 60_000 }).toContain(second);
    await publishFrom(again, 'Publish');
    expect(await remoteFile(target.file)).toContain(second);
    await Promise.all([ana.context().close(), pat.context().close()]);
    expect(errors).toEqual([]);
  }, 420_000);

  it('publishes at the time a publisher chose, says so under the toolbar and in History, and a plan can be cancelled', async () => {
    const target = pages[10]!;
    const pat = await signIn(publisher, addressOf(target.file));
    const heading = `${nameOf(target.file)}, published later`;
    await editHeading(pat, target, heading);
    const publish = pat.getByRole('button', { name: 'Publish', exact: true });
    await expect.poll(() => publish.getAttribute('aria-disabled'), untilPublishable).toBe('false');
    await publish.click();
    const dialog = pat.getByRole('dialog', { name: 'Publish changes' });
    await expect.poll(() => dialog.getByRole('list', { name: 'Changes' }).innerText(), { timeout: 60_000 }).toContain(heading);
    await dialog.getByRole('radio', { name: 'Publish at…' }).check();
    const when = dialog.getByLabel(/^Date and time \(.+\)$/);
    // The next full hour but one, in the site's time zone.
    const zone = (readJson<SiteConfig>(team.contentRoot, 'site.config.json').company as { timeZone: string }).timeZone;
    const planned = await when.inputValue();
    expect(planned).toBe(wallClockOf(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000, zone));
    await pat.screenshot({ path: 'screenshots/team-editor/publish-at.png' });
    expect(await axeViolations(pat)).toEqual([]);
    await dialog.getByRole('button', { name: 'Publish at this time' }).click();
    await expect.poll(() => dialog.getByRole('status').innerText(), fewSeconds).toMatch(/^Planned: these changes will be published on .+ at .+ (AM|PM) /);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await remoteFile(target.file)).not.toContain(heading);

    // History lists it, and another publisher could cancel it: a second plan for the same changes is refused.
    await pat.getByRole('button', { name: 'History' }).click();
    const history = pat.getByRole('dialog', { name: 'History' });
    const plan = history.getByRole('list', { name: 'Planned publishes' }).getByRole('listitem').first();
    expect(await plan.innerText()).toContain(heading);
    await plan.getByRole('button', { name: 'Cancel this publish' }).waitFor();
    await pat.screenshot({ path: 'screenshots/team-editor/history-planned.png' });
    await history.getByRole('button', { name: 'Close' }).click();

    // The time comes while the editor is closed; the next time Pat opens it, it says what happened.
    await pat.close();
    ahead = momentOfWallClock(planned, zone)! - Date.now() + 60_000;
    timers.fire();
    await expect.poll(() => remoteFile(target.file), { timeout: publishing }).toContain(heading);
    const later = await pat.context().newPage();
    await later.goto(`${caddy.url}${addressOf(target.file)}`);
    const notice = later.getByRole('banner').locator('p', { hasText: /^Publish planned for .+:/ });
    await expect.poll(() => notice.innerText(), { timeout: 30_000 }).toMatch(/Published\./);
    await later.screenshot({ path: 'screenshots/team-editor/planned-notice.png' });
    await later.getByRole('banner').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => notice.count(), fewSeconds).toBe(0);
    await later.getByRole('button', { name: 'History' }).click();
    expect(await later.getByRole('dialog', { name: 'History' }).getByRole('list', { name: 'Planned publishes' }).innerText()).toMatch(/Published\./);
    await later.context().close();
    expect(errors).toEqual([]);
  }, 420_000);
});

describe('the team editor under its own Content-Security-Policy', () => {
  it('tries nothing the policy refuses: the sign-in page, the editor with its preview, and a shared preview', async () => {
    const person = await team.add('Cora Policy', 'editor');
    const target = pages[1]!;
    const heading = 'Shown under the policy';
    // Not bypassed, as the other cases do for axe: the policy the server sends is the one the browser keeps.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => console.warn(`refused: ${event.violatedDirective} ${event.blockedURI}`)),
    );
    const refused: string[] = [];
    const watched = async () => {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.text().startsWith('refused:')) refused.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      return page;
    };
    const page = await signIn(person, addressOf(target.file), await watched());
    await editHeading(page, target, heading);
    await page.getByRole('button', { name: 'Share a preview' }).click();
    const share = page.getByRole('dialog', { name: 'Share a preview' });
    await share.getByRole('button', { name: 'Make a link' }).click();
    const link = await share.getByRole('textbox', { name: 'Preview link' }).inputValue();
    const preview = await watched();
    await preview.goto(link);
    await expect.poll(() => preview.locator('main').textContent(), { timeout: 30_000 }).toContain(heading);
    expect(refused).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  }, 180_000);
});
