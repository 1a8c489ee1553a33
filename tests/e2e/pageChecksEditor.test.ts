/**
 * The page checks in the page editor, driven by accessible names at a computer's and a phone's
 * size: a page given the same title as another page (which only the page checks see, on the
 * rendered page) → the check says so at the field, after a pause in typing → saved, "Publish
 * changes" checks the changed page as it will be and refuses to publish with the sentence, which
 * leads to the field. Then an emptied photo description and a link to a page that does not
 * exist: said at their fields, once (the validator says them too), and stopping publishing. The
 * page details show the page as a search result and a shared link show it. Which pages, titles
 * and photos are read from the copied content.
 */
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageName } from '../../schema/pageName';
import { type RunningEditor, startEditor } from '../../editor/server/startEditor';
import { createSiteRepository, git, type PageValue, readJson, type SiteRepository } from '../support/siteRepository';

const sizes: { name: string; options: BrowserContextOptions }[] = [
  { name: 'computer', options: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
];
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

describe.each(sizes)('the page checks in the editor, on a $name', ({ name, options }) => {
  let laptop: string;
  let editor: RunningEditor;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    laptop = await repo.clone(`laptop-${name}`, { name: 'Ana Ruiz', email: 'ana@example.com' });
    editor = await startEditor({ contentRoot: laptop, port: 0 });
    const context = await browser.newContext(options);
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  }, 120_000);
  afterAll(() => editor?.close());

  const pages = () =>
    ['pages/about.json', 'pages/contact.json'].map((file) => ({ file, value: readJson<PageValue & { description: string }>(laptop, file) }));
  const shot = async (file: string) => {
    if (shots) await page.screenshot({ path: path.join(shots, `${name}-${file}.png`) });
  };

  it('says at the field that the title is another page’s, and Publish refuses it with the sentence, which leads to the field', async () => {
    const [edited, other] = pages();
    const otherName = pageName(other!.value, readJson(laptop, 'site.config.json'));
    await page.goto(`${editor.url}/${edited!.file.replace(/\.json$/, '')}`);
    await page.getByRole('button', { name: /^Page details/ }).click();
    const title = page.getByRole('textbox', { name: 'Page title' });
    await title.fill(other!.value.title);
    // After a pause in typing: at the field, and in the list of what stops publishing.
    await expect.poll(() => describedBy(title), { timeout: 60_000 }).toContain(`The page “${otherName}” has the same title`);
    await expect(page.getByRole('heading', { name: /problem the page checks found: publishing waits/ }).count()).resolves.toBe(1);
    await shot('check-at-field');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(/^Saved/);
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect.poll(() => publish.getAttribute('aria-disabled'), { timeout: 30_000 }).toBe('false');
    await publish.click();
    const dialog = page.getByRole('dialog', { name: 'Publish changes' });
    const checks = dialog.getByRole('region', { name: 'Page checks' });
    await expect.poll(() => checks.innerText(), { timeout: 90_000 }).toContain('has the same title');
    await shot('publish-blocked');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect.poll(() => dialog.getByRole('status').innerText()).toMatch(/^Nothing was published: the page checks found a problem/);
    expect(await git(laptop, 'status', '--porcelain')).not.toBe('');

    // The sentence leads to the field.
    await checks.getByRole('link', { name: /Page title/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-path'))).toBe('title');
  }, 240_000);

  it('shows the page as a search result and a shared link show it', async () => {
    await page.getByRole('button', { name: /^Page details/ }).click();
    const search = page.getByRole('region', { name: 'In search results' });
    await expect.poll(() => search.innerText()).toContain(pages()[0]!.value.description.slice(0, 40));
    await page.getByRole('region', { name: 'When the page is shared' }).scrollIntoViewIfNeeded();
    await search.scrollIntoViewIfNeeded();
    await shot('search-and-social');
    expect(errors).toEqual([]);
  }, 60_000);
});

/** What a control's description says (its problems, in the form). */
async function describedBy(locator: ReturnType<Page['getByRole']>): Promise<string> {
  const ids = ((await locator.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return (await Promise.all(ids.map((id) => locator.page().locator(`[id="${id}"]`).textContent()))).join(' ');
}
