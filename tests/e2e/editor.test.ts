/**
 * The page editor, driven the way a person drives it, on a copy of the project's content: open
 * the home page, move a section with the keyboard, edit a heading and see the preview follow,
 * make a mistake and see it at the field, undo, save, and read the file on disk; its addresses
 * (reload, Back and Forward, the old ones); the outline's buttons. Everything expected is read
 * from the copied files.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../tools/accessibilityAndHtml';
import { validateSite } from '../../engine/content/validateSite';
import type { RunningEditor } from '../../editor/server/startEditor';
import { closeAll, selectSection, startEditorAndBrowser } from '../support/editorInBrowser';
import { choosePage, pagePicker } from '../support/pagePicker';

type Section = { type: string; heading?: string; name?: string; hidden?: boolean; overrides?: { hidden?: boolean } };
const homeFile = 'pages/home.json';
let root: string;
let editor: RunningEditor;
let browser: Browser;

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const sectionsOnDisk = (file = homeFile) => (JSON.parse(read(file)) as { sections: Section[] }).sections;
/** A page other than the home page, in a folder of pages/ when there is one (its address has two parts). */
const otherPage = () => {
  const files = (readdirSync(path.join(root, 'pages'), { recursive: true }) as string[])
    .map((name) => `pages/${name.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.json') && file !== homeFile)
    .sort((a, b) => b.split('/').length - a.split('/').length);
  return files[0]!;
};
const addressOf = (file: string) => `/${file.replace(/\.json$/, '')}`;
const pagePathOf = (file: string) => (JSON.parse(read(file)) as { path: string }).path;
/** Whether a section shows in the preview: not hidden by itself, nor (a shared one) by its changes or its definition. */
function shows(section: Section): boolean {
  if (section.hidden) return false;
  if (section.type !== 'shared') return true;
  const shared = (JSON.parse(read('site.config.json')) as { sharedSections: Record<string, { hidden?: boolean }> }).sharedSections[section.name ?? ''];
  return !section.overrides?.hidden && !shared?.hidden;
}
/** The first section of the page's own (not shared) with a heading that shows, after `after`: one whose heading the preview renders. */
const ownHeadingShown = (sections: Section[], after = -1) =>
  sections.findIndex((s, i) => i > after && s.type !== 'shared' && typeof s.heading === 'string' && shows(s));

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-e2e-'));
  for (const name of ['pages', 'site.config.json', 'images']) cpSync(path.join(process.cwd(), name), path.join(root, name), { recursive: true });
  ({ editor, browser } = await startEditorAndBrowser({ contentRoot: root }));
});

afterAll(async () => {
  await closeAll(browser, editor);
  rmSync(root, { recursive: true, force: true });
});

async function openEditor(address = addressOf(homeFile)): Promise<{ page: Page; errors: string[]; requests: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The editor's API requests, as "GET /api/files".
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) requests.push(`${request.method()} ${pathname}`);
  });
  await page.addInitScript(watchStartedFrame);
  await page.goto(`${editor.url}${address}`);
  await outlineItems(page).first().waitFor({ timeout: 60_000 });
  return { page, errors, requests, close: () => context.close() };
}

declare function startedFrameAsShown(): { inPane: boolean; loads: number };

/** In the editor's page: the frame its HTML starts with, and how many times a document loaded in it. */
function watchStartedFrame() {
  if (window !== window.top) return;
  let frame: HTMLIFrameElement | null = null;
  let loads = 0;
  // Watched from the moment the parser inserts it: its document may load before the page's own
  // scripts have run (DOMContentLoaded came too late once, and counted no load).
  const watch = new MutationObserver(() => {
    frame = document.querySelector('iframe');
    if (!frame) return;
    watch.disconnect();
    frame.addEventListener('load', () => loads++);
  });
  watch.observe(document, { childList: true, subtree: true });
  Object.assign(window, {
    startedFrameAsShown: () => ({ inPane: frame !== null && document.querySelector('iframe[title="Preview"]') === frame, loads }),
  });
}

const outlineItems = (page: Page) => page.getByRole('list', { name: 'Sections' }).getByRole('listitem');
/** The address as the browser shows it, without the origin. */
const shownAddress = (page: Page) => page.url().slice(editor.url.length);
/** The index of the section the outline shows selected. */
const selectedIndex = (page: Page) => outlineItems(page).evaluateAll((items) => items.findIndex((item) => item.querySelector('button[aria-current="true"]')));

const outlineNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Sections' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('button[aria-current], button:not([aria-label])')?.textContent ?? ''));

/** The preview's text, laid out or not: a section far down the page is laid out only near the screen. */
const previewText = async (page: Page) => (await page.frameLocator('iframe[title="Preview"]').locator('main').textContent()) ?? '';

describe('the page editor', () => {
  it('opens a page with its sections in the outline, in order, and the real page in the preview, asking for the pages and its file once', async () => {
    const { page, errors, requests, close } = await openEditor();
    // One request brings the pages' summaries and the settings, one more (at the same time) the page's own file.
    expect(requests.filter((request) => request.startsWith('GET /api/file')).sort()).toEqual(['GET /api/file', 'GET /api/files']);
    const sections = sectionsOnDisk();
    const items = page.getByRole('list', { name: 'Sections' }).getByRole('listitem');
    expect(await items.count()).toBe(sections.length);
    const withHeading = ownHeadingShown(sections);
    expect(await items.nth(withHeading).innerText()).toContain(sections[withHeading]!.heading);
    await expect.poll(() => previewText(page), { timeout: 15_000 }).toContain(sections[withHeading]!.heading);
    // Clicking a section in the preview selects it in the outline (hidden sections are not shown).
    const shown = sections.map((s, i) => [s, i] as const).filter(([s]) => shows(s));
    const [, clicked] = shown[Math.min(2, shown.length - 1)]!;
    await page
      .frameLocator('iframe[title="Preview"]')
      .locator('main > *')
      .nth(Math.min(2, shown.length - 1))
      .click({ position: { x: 5, y: 5 } });
    await expect.poll(() => items.nth(clicked).locator('button[aria-current="true"]').count()).toBe(1);
    for (const name of ['Phone', 'Tablet', 'Desktop']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    for (const name of ['Save', 'Undo', 'Redo', 'Add section']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1);
    // A copy that keeps no versions cannot be published: Publish says why, on hover and focus.
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect.poll(() => publish.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent())).toMatch(/keeps no versions/);
    expect(await publish.getAttribute('aria-disabled')).toBe('true');
    // The preview's frame is the one the editor's page started, moved into the pane, not loaded again.
    expect(await page.evaluate(() => startedFrameAsShown())).toEqual({ inPane: true, loads: 1 });
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the preview in a browser that cannot move a frame, in a frame made as the pane draws', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      delete (Element.prototype as { moveBefore?: unknown }).moveBefore;
    });
    await page.goto(`${editor.url}${addressOf(homeFile)}`);
    await outlineItems(page).first().waitFor({ timeout: 60_000 });
    const sections = sectionsOnDisk();
    await expect.poll(() => previewText(page), { timeout: 15_000 }).toContain(sections[ownHeadingShown(sections)]!.heading);
    // The frame the page started is gone, not left behind invisible.
    expect(await page.locator('iframe[title="Preview"]').count()).toBe(1);
    await context.close();
  });

  it('has no accessibility violations (axe, WCAG 2.2 AA), a hidden section in the outline included', async () => {
    const { page, close } = await openEditor();
    await page.waitForTimeout(500);
    expect(await axeViolations(page)).toEqual([]);
    // A hidden section's entry looks set apart, and still reads clearly.
    await page
      .getByRole('button', { name: /^Hide: / })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Show: / })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('moves a section by keyboard, edits a heading (preview follows), shows a mistake at its field, undoes, and saves a minimal, valid file', async () => {
    const { page, errors, requests, close } = await openEditor();
    const before = read(homeFile);
    const sections = sectionsOnDisk();
    const names = await outlineNames(page);

    // Move the first section down one place, with the drag handle and the keyboard only.
    const handle = page.getByRole('button', { name: /^Drag to reorder: / }).first();
    await handle.focus();
    // dnd-kit measures the list after each key, as it would between a person's key presses.
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(() => outlineNames(page).then((list) => list.slice(0, 2))).toEqual([names[1]!.replace(/^2\./, '1.'), names[0]!.replace(/^1\./, '2.')]);

    // Edit the heading of a section that has one of its own.
    const target = ownHeadingShown(sections, 1);
    const heading = await selectSection(page, target);
    const newHeading = `${sections[target]!.heading} (edited)`;
    await heading.fill(newHeading);
    await expect.poll(() => previewText(page), { timeout: 5000 }).toContain(newHeading);
    // A pause: typing in one field is one undo step per pause.
    await page.waitForTimeout(1100);

    // A heading cannot be empty: the field says so, in the validator's words.
    await heading.fill('');
    await expect.poll(() => heading.getAttribute('aria-invalid'), { timeout: 5000 }).toBe('true');
    // The message is tied to the field: one of the texts that describe it is the validator's.
    const described = await Promise.all((await heading.getAttribute('aria-describedby'))!.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()));
    expect(described.join(' ')).toMatch(/empty/);
    // Save refuses, and nothing is written.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(/not saved/i);
    expect(read(homeFile)).toBe(before);

    // Undo brings the edited heading back.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => heading.inputValue()).toBe(newHeading);
    await expect.poll(() => heading.getAttribute('aria-invalid')).toBe(null);

    requests.length = 0;
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(/Saved/);
    // A save that changes no page's address, title or shared sections asks for nothing more: the file is as saved.
    await page.waitForTimeout(300);
    expect(requests.filter((request) => request.includes('/api/file'))).toEqual(['PUT /api/file']);
    const saved = sectionsOnDisk();
    const expected = [sections[1]!, sections[0]!, ...sections.slice(2)];
    expected[target] = { ...expected[target]!, heading: newHeading };
    expect(saved).toEqual(expected);
    // The diff: the edited heading's line, and the two moved sections' lines, nothing else.
    const beforeLines = before.split('\n');
    const afterLines = read(homeFile).split('\n');
    expect(afterLines.length).toBe(beforeLines.length);
    const remaining = [...beforeLines];
    const added = afterLines.filter((line) => {
      const i = remaining.indexOf(line);
      if (i >= 0) remaining.splice(i, 1);
      return i < 0;
    });
    expect(added.filter((line) => !line.includes(newHeading)).length).toBeLessThanOrEqual(2);
    expect(validateSite(root).errorCount).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("makes the preview in the browser: it follows a page's draft and the settings' draft without the server, and keeps a section whose text is emptied", async () => {
    const { page, errors, close } = await openEditor();
    // The server's check only finds problems now: without it, the preview still follows.
    await page.route('**/api/check', (route) => route.abort());
    const sections = sectionsOnDisk();
    const target = ownHeadingShown(sections);
    const other = ownHeadingShown(sections, target);
    const heading = await selectSection(page, target);
    await heading.fill('A heading the server never saw');
    await expect.poll(() => previewText(page), { timeout: 5000 }).toContain('A heading the server never saw');
    // An emptied heading is a mistake to fix, not a reason to blank anything: the section and the rest of the page stay.
    const shownBefore = await page.frameLocator('iframe[title="Preview"]').locator('main > *').count();
    await heading.fill('');
    await expect.poll(() => previewText(page)).not.toContain('A heading the server never saw');
    expect(await page.frameLocator('iframe[title="Preview"]').locator('main > *').count()).toBe(shownBefore);
    if (other >= 0) expect(await previewText(page)).toContain(sections[other]!.heading);

    // The settings: the preview shows the home page with their draft.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(`${editor.url}/settings`);
    await page.getByRole('heading', { name: 'Site settings' }).waitFor();
    const name = page.locator('[data-path="company.name"]');
    await name.fill('A Company Name Only This Draft Has');
    const frameText = () => page.frameLocator('iframe[title="Preview"]').locator('body').textContent();
    await expect.poll(frameText, { timeout: 5000 }).toContain('A Company Name Only This Draft Has');
    expect(await previewText(page)).toContain(sectionsOnDisk(homeFile)[ownHeadingShown(sectionsOnDisk(homeFile))]!.heading);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps unsaved work across a reload (Restore), and does not overwrite a file changed on disk', async () => {
    const { page, close } = await openEditor();
    const sections = sectionsOnDisk();
    const target = sections.findIndex((s) => s.type !== 'shared' && typeof s.heading === 'string');
    const heading = await selectSection(page, target);
    await heading.fill('A heading kept across a reload');
    await page.waitForTimeout(400);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Restore' }).click();
    await selectSection(page, target);
    await expect.poll(() => heading.inputValue()).toBe('A heading kept across a reload');

    // Someone edits the file elsewhere; saving now must not overwrite their change.
    const onDisk = read(homeFile);
    writeFileSync(path.join(root, homeFile), onDisk.replace(/\n$/, '\n\n'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await page.getByRole('alertdialog').innerText()).toMatch(/changed on disk/i);
    // It has the focus, so it is read at once; it gives the focus back when it goes.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alertdialog');
    expect(read(homeFile)).toBe(onDisk.replace(/\n$/, '\n\n'));
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    expect(await heading.inputValue()).toBe('A heading kept across a reload');
    // Or take the file as it is on disk now: the work is dropped, and nothing is offered back.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Reload from disk (drop my changes)' }).click();
    await expect.poll(() => heading.inputValue()).toBe(sections[target]!.heading);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await outlineItems(page).first().waitFor();
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
    writeFileSync(path.join(root, homeFile), onDisk);
    await close();
  });

  it('adds a section from the gallery, rendered from its example, at the chosen place', async () => {
    const { page, close } = await openEditor();
    const count = sectionsOnDisk().length;
    await page.getByRole('button', { name: 'Add section', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a section' });
    await dialog.waitFor();
    const kinds = dialog.getByRole('radio');
    expect(await kinds.count()).toBeGreaterThan(10);
    await kinds.nth(1).check();
    const kindName = (await kinds.nth(1).evaluate((input) => input.parentElement?.querySelector('span')?.textContent)) ?? '';
    await expect.poll(() => dialog.frameLocator('iframe').locator('main').innerText(), { timeout: 10_000 }).not.toBe('');
    await dialog.getByRole('combobox', { name: 'Where' }).selectOption({ label: 'At the end' });
    await dialog.getByRole('button', { name: `Add ${kindName}` }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Sections' }).getByRole('listitem').count()).toBe(count + 1);
    expect((await outlineNames(page)).at(-1)).toContain(kindName);
    await close();
  });

  it('has an address for each page and section: reload, Back and Forward open the same place, and the old addresses still work', async () => {
    const { page, errors, requests, close } = await openEditor();
    // The outline numbers sections from 1, and so does the address.
    const third = Math.min(2, sectionsOnDisk().length - 1);
    await selectSection(page, third);
    await expect.poll(() => shownAddress(page)).toBe(`${addressOf(homeFile)}?section=${third + 1}`);
    await page.reload();
    await outlineItems(page).first().waitFor();
    await expect.poll(() => selectedIndex(page)).toBe(third);

    // Another page, from the picker: its own address, and its file asked for once.
    requests.length = 0;
    const other = otherPage();
    await choosePage(page, pagePathOf(other));
    await expect.poll(() => shownAddress(page)).toBe(addressOf(other));
    await expect.poll(() => outlineItems(page).count()).toBe(sectionsOnDisk(other).length);
    expect(requests.filter((request) => request.startsWith('GET /api/file'))).toEqual(['GET /api/file']);
    // Selecting sections replaces the address: Back returns to the page before, not to the section before.
    if (sectionsOnDisk(other).length > 1) {
      await selectSection(page, 1);
      await expect.poll(() => shownAddress(page)).toBe(`${addressOf(other)}?section=2`);
    }
    await page.goBack();
    await expect.poll(() => shownAddress(page)).toBe(`${addressOf(homeFile)}?section=${third + 1}`);
    await expect.poll(() => outlineItems(page).count()).toBe(sectionsOnDisk().length);
    await expect.poll(() => selectedIndex(page)).toBe(third);
    expect(await pagePicker(page).inputValue()).toMatch(/ — \/$/);
    // The home page's file, opened before, is not asked for again.
    expect(requests.filter((request) => request.startsWith('GET /api/file'))).toEqual(['GET /api/file']);
    await page.goForward();
    await expect.poll(() => shownAddress(page)).toMatch(new RegExp(`^${addressOf(other)}(\\?|$)`));
    await expect.poll(() => outlineItems(page).count()).toBe(sectionsOnDisk(other).length);

    // The editor's first addresses named the file in the hash: they open it, under its new address.
    await page.goto(`${editor.url}/#${encodeURIComponent(other)}`);
    await expect.poll(() => shownAddress(page)).toBe(addressOf(other));
    await expect.poll(() => outlineItems(page).count()).toBe(sectionsOnDisk(other).length);
    // "/" is the home page; the settings and the page details have addresses of their own.
    await page.goto(editor.url);
    await expect.poll(() => shownAddress(page)).toBe(addressOf(homeFile));
    await page.getByRole('button', { name: 'Page details (address, title, description)' }).click();
    await expect.poll(() => shownAddress(page)).toBe(`${addressOf(homeFile)}?section=details`);
    await page.reload();
    await page.getByRole('heading', { name: 'Page details' }).waitFor();
    await page.goto(`${editor.url}/settings`);
    await page.getByRole('heading', { name: 'Site settings' }).waitFor();

    // An address that names no page says so, with the way to every page.
    await page.goto(`${editor.url}/pages/no-such-page`);
    await page.getByRole('heading', { name: 'There is no page at this address' }).waitFor();
    const home = JSON.parse(read(homeFile)) as { path: string };
    await page.getByRole('link', { name: new RegExp(` — ${home.path.replace(/[/]/g, '\\/')}$`) }).click();
    await expect.poll(() => shownAddress(page)).toBe(addressOf(homeFile));
    await outlineItems(page).first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the selected section's buttons, and another's on focus, each reachable by Tab and by its name", async () => {
    const { page, close } = await openEditor();
    const names = await outlineNames(page);
    expect(names.length).toBeGreaterThan(2);
    const selected = await selectedIndex(page);
    const other = selected === 1 ? 2 : 1;
    const nameOf = (index: number) =>
      names[index]!.replace(/^\d+\.\s*/, '')
        .replace(/(hidden)?(⚠ \d+ problems?)?$/, '')
        .trim();
    // In sight: neither it nor a box around it is transparent (the buttons of a section not selected fade in).
    const shown = (label: string) =>
      page.getByRole('button', { name: label, exact: true }).evaluate((button) => {
        for (let element: Element | null = button; element; element = element.parentElement) if (Number(getComputedStyle(element).opacity) < 0.1) return false;
        return true;
      });
    await page.mouse.move(5, 5);
    const verbs = (index: number) => ['Move up', 'Move down', 'Duplicate', /^\d+\.\s*.*hidden/.test(names[index]!) ? 'Show' : 'Hide', 'Delete'];
    // The selected section's five are in sight; another section's are in the page but out of sight.
    for (const verb of verbs(selected)) expect(await page.getByRole('button', { name: `${verb}: ${nameOf(selected)}`, exact: true }).count()).toBe(1);
    expect(await shown(`Duplicate: ${nameOf(selected)}`)).toBe(true);
    await expect.poll(() => shown(`Duplicate: ${nameOf(other)}`)).toBe(false);
    // Tab from the section's name goes through its five buttons, each in sight while it has the focus.
    await outlineItems(page)
      .nth(other)
      .getByRole('button', { name: new RegExp(`^${other + 1}\\.`) })
      .focus();
    for (const verb of verbs(other)) {
      await page.keyboard.press('Tab');
      const label = `${verb}: ${nameOf(other)}`;
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
      await expect.poll(() => shown(label)).toBe(true);
    }
    // And by name, with the pointer: the section below moves up one place.
    const below = other + 1;
    await page.getByRole('button', { name: `Move up: ${nameOf(below)}`, exact: true }).click();
    await expect.poll(() => outlineNames(page).then((list) => list[other]!.replace(/^\d+\./, ''))).toBe(names[below]!.replace(/^\d+\./, ''));
    await close();
  });

  it("keeps a toolbar button's note while the pointer moves onto it, and hides it on Escape (WCAG 1.4.13)", async () => {
    const { page, close } = await openEditor();
    const button = page.getByRole('button', { name: 'History', exact: true });
    const note = page.getByRole('tooltip').filter({ hasText: /./ }).first();
    await button.hover();
    await note.waitFor();
    const from = (await button.boundingBox())!;
    const to = (await note.boundingBox())!;
    // Down from the button, through the gap, into the note, a few pixels at a time.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.move(to.x + to.width - 20, to.y + to.height / 2, { steps: 20 });
    expect(await note.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await note.isVisible()).toBe(false);
    await close();
  });
});

describe('the editor under a strict Content-Security-Policy (the team server sends one)', () => {
  it('parses its drafts with zod without breaking it: no eval is tried', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // The policy the team server answers with, on the editor's own pages (the laptop editor sends none).
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = {
        ...response.headers(),
        'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:",
      };
      await route.fulfill({ response, headers });
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { violations: string[] }).violations = [
          ...((window as unknown as { violations?: string[] }).violations ?? []),
          `${event.violatedDirective} ${event.blockedURI}`,
        ];
      });
    });
    await page.goto(`${editor.url}${addressOf(homeFile)}`);
    await outlineItems(page).first().waitFor({ timeout: 60_000 });
    // The preview is made from the draft with zod: it shows the page's sections.
    await expect.poll(() => page.frameLocator('iframe').locator('main > *').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
