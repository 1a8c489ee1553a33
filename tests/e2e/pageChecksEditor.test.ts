/**
 * The page checks in the page editor, driven by accessible names at a computer's and a phone's
 * size, on a clone of a site repository with a real remote:
 * - a photo's alternative text emptied and a button linked to a page that does not exist: after
 *   a pause in typing each is said at its field, once (the validator says both too, and saving
 *   waits for them);
 * - a button linked to a part of a page that does not exist (which only the page checks see, on
 *   the rendered page): said at the field, the draft saves, and "Publish changes" checks the
 *   changed page as it will be and refuses to publish with the sentence, which leads to the field
 *   (the section opens and the field has the focus);
 * - the page details show the page as a search result and a shared link show it.
 * Which page, section, photo and link are read from the clone's content.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type RunningEditor, startEditor } from '../../editor/server/startEditor';
import { formatPath } from '../../editor/app/ui/jsonPath';
import { notFoundPath } from '../../schema/paths';
import type { JsonPath } from '../../schema/problems';
import { isPlainObject, valueAt } from '../../schema/schemaReader';
import { createSiteRepository, git, type PageValue, readJson, type SiteRepository } from '../support/siteRepository';

const sizes: { name: string; options: BrowserContextOptions }[] = [
  { name: 'computer', options: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
];
/** A folder to write the screenshots to, when given (docs/images/ takes the good ones). */
const shots = process.env.PAGE_CHECK_SHOTS;

let repo: SiteRepository;
let browser: Browser;

beforeAll(async () => {
  repo = await createSiteRepository();
  browser = await chromium.connect(inject('browserEndpoint'));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await repo?.close();
});

/** The first page with a section of its own (not shared) that has what `test` looks for: the file, the section and the path inside it. */
function findInPages(dir: string, test: (value: Record<string, unknown>) => JsonPath | undefined) {
  const files = (readdirSync(path.join(dir, 'pages'), { recursive: true }) as string[]).filter((name) => name.endsWith('.json')).sort();
  for (const file of files.map((name) => `pages/${name.split(path.sep).join('/')}`)) {
    const { path: address, sections } = readJson<PageValue>(dir, file);
    // The not-found page is not one people edit much, nor one search results show.
    if (address === notFoundPath) continue;
    for (const [index, section] of sections.entries()) {
      if (section.type === 'shared' || section.hidden) continue;
      const at = test(section);
      if (at) return { file, index, at, value: valueAt(section, at), address: `/${file.replace(/\.json$/, '')}` };
    }
  }
  throw new Error('No page has a section of its own with what this test needs');
}
const photoOf = (section: Record<string, unknown>) => (isPlainObject(section.image) && typeof section.image.src === 'string' ? ['image'] : undefined);
const pageButtonOf = (section: Record<string, unknown>) => {
  const buttons = Array.isArray(section.buttons) ? section.buttons : [];
  const index = buttons.findIndex((button) => isPlainObject(button) && typeof button.href === 'string' && button.href.startsWith('/'));
  return index >= 0 ? ['buttons', index, 'href'] : undefined;
};

describe.each(sizes)('the page checks in the editor, on a $name', ({ name, options }) => {
  let laptop: string;
  let editor: RunningEditor;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    laptop = await repo.clone(`laptop-${name}`, { name: 'Ana Ruiz', email: 'ana@example.com' });
    editor = await startEditor({ contentRoot: laptop, port: 0 });
  }, 120_000);
  afterAll(() => editor?.close());
  // Each case in a browser of its own: nothing kept from the one before (unsaved work kept in it, say).
  beforeEach(async () => {
    const context = await browser.newContext(options);
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(() => page.context().close());

  /** A screenshot of the window with `locator` in the middle of its pane (or of `locator` alone, for a dialog). */
  const shot = async (file: string, locator: Locator, alone = false) => {
    if (!shots) return;
    if (alone) return void (await locator.screenshot({ path: path.join(shots, `${name}-${file}.png`) }));
    await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: path.join(shots, `${name}-${file}.png`) });
  };
  const field = (at: JsonPath) => page.locator(`[data-form-file] [data-path="${formatPath(at)}"]`);
  const selectSection = (index: number) =>
    page
      .getByRole('list', { name: 'Sections' })
      .getByRole('button', { name: new RegExp(`^${index + 1}\\.`) })
      .click();
  /** Once the page checks of the open page have run (their last step asks the server about links and photos). */
  const pageChecked = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/checks/answers', { timeout: 90_000 });
  const save = async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(/Saved/);
  };

  it('says at the field that a photo has no description and that a button leads to no page, once each', async () => {
    const photo = findInPages(laptop, photoOf);
    const button = findInPages(laptop, pageButtonOf);
    await page.goto(`${editor.url}${photo.address}`);
    await selectSection(photo.index);
    // The photo gets a description first (it may be marked as only decorating), and is saved so.
    const alt = page.getByRole('textbox', { name: 'Alt text' }).first();
    await alt.fill('A white roof on a warehouse');
    const decorative = page.getByRole('checkbox', { name: 'Decorative only' }).first();
    if (await decorative.isChecked()) await decorative.uncheck();
    await save();

    let checked = pageChecked();
    await alt.fill('');
    // Said at the photo, once (the validator's sentence; the page check's, which says the same, is not repeated).
    const form = page.locator('[data-form-file]');
    await expect.poll(() => form.innerText(), { timeout: 60_000 }).toMatch(/say what the photo shows/);
    await checked; // the page checks ran on the draft, and did not say it again in their words
    expect(await form.innerText()).not.toMatch(/has no description/);
    await page.getByRole('button', { name: 'Undo' }).click();

    await page.goto(`${editor.url}${button.address}`);
    await selectSection(button.index);
    const link = field(['sections', button.index, ...button.at]);
    expect(await link.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent)).toMatch(/Link/);
    checked = pageChecked();
    await link.fill('/no-such-page');
    await link.press('Escape');
    await expect.poll(() => describedBy(link), { timeout: 60_000 }).toMatch(/no page/i);
    await checked;
    expect((await describedBy(link)).match(/no page/gi)).toHaveLength(1);
    await shot('checks-at-field', link);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).not.toMatch(/Unsaved/);
  }, 240_000);

  it('says at the field that a link goes to a part of a page that does not exist, and Publish refuses it with the sentence, which leads to the field', async () => {
    const button = findInPages(laptop, pageButtonOf);
    const at = ['sections', button.index, ...button.at];
    const target = String(button.value).split('#')[0];
    await page.goto(`${editor.url}${button.address}`);
    await selectSection(button.index);
    const link = field(at);
    await link.fill(`${target}#no-such-part`);
    await link.press('Escape');
    await expect.poll(() => describedBy(link), { timeout: 60_000 }).toContain('no section there has that anchor name');
    await expect.poll(() => page.getByRole('heading', { name: /problem the page checks found: publishing waits/ }).count()).toBe(1);
    await shot('check-at-field', link);
    await save();

    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect.poll(() => publish.getAttribute('aria-disabled'), { timeout: 30_000 }).toBe('false');
    await publish.click();
    const dialog = page.getByRole('dialog', { name: 'Publish changes' });
    const checks = dialog.getByRole('region', { name: 'Page checks' });
    await expect.poll(() => checks.innerText(), { timeout: 120_000 }).toContain('no section there has that anchor name');
    await shot('publish-blocked', dialog, true);
    const published = await git(laptop, 'rev-parse', 'HEAD');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect.poll(() => dialog.getByRole('status').innerText()).toMatch(/^Nothing was published: the page checks found a problem/);
    expect(await git(laptop, 'rev-parse', 'HEAD')).toBe(published);

    // The sentence leads to the field: the section opens, and the field has the focus.
    await checks.getByRole('link').first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-path'))).toBe(formatPath(at));
  }, 300_000);

  it('shows the page as a search result and a shared link show it', async () => {
    const shown = findInPages(laptop, pageButtonOf);
    await page.goto(`${editor.url}${shown.address}`);
    await page.getByRole('button', { name: /^Page details/ }).click();
    const search = page.getByRole('region', { name: 'In search results' });
    const { title } = readJson<PageValue>(laptop, shown.file);
    await expect.poll(() => search.innerText()).toContain(title.slice(0, 20));
    const social = page.getByRole('region', { name: 'When the page is shared' });
    await expect.poll(() => social.innerText()).toContain(title.slice(0, 20));
    await shot('search-and-social', search);
    expect(errors).toEqual([]);
  }, 60_000);
});

/** What a control's description says (its problems, in the form). */
async function describedBy(locator: Locator): Promise<string> {
  const ids = ((await locator.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return (await Promise.all(ids.map((id) => locator.page().locator(`[id="${id}"]`).textContent()))).join(' ');
}
