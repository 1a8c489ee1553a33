/**
 * "Before and after", driven by the names on the screen at 1440 wide and at 390 × 844 with touch:
 * a heading and a photo's alternative text edited in the form and saved → "Publish changes" →
 * each page as the website has it and as it will be, the section marked "Changed", the new words
 * highlighted, the alternative text (which the page does not show) said in the label; Before and
 * After switched on a phone, Phone and Desktop widths; a shared section's change listed on every
 * page that shows it. Expectations come from the content (the first page section with a heading
 * and a photo, the shared section most pages use). With SCREENSHOTS=<folder>, it saves the
 * screenshots docs/editing-pages.md shows.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageName } from '../../schema/pageName';
import type { RunningEditor } from '../../editor/server/startEditor';
import { closeAll, startEditorAndBrowser } from '../support/editorInBrowser';
import { axeViolations } from '../../tools/accessibilityAndHtml';
import { ana, createSiteRepository, type PageValue, readJson, type SiteRepository } from '../support/siteRepository';

const wide: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

let repo: SiteRepository;
let laptop: string;
let editor: RunningEditor;
let browser: Browser;
/** The page and section edited: the first with a heading and a photo of its own. */
let target: { file: string; index: number; heading: string; name: string };
/** A shared section used by more than one page, and those pages' names. */
let shared: { name: string; pages: string[] };
const added = 'Proudly';
const alt = 'A white membrane roof on a Lexington warehouse';

beforeAll(async () => {
  repo = await createSiteRepository();
  laptop = await repo.clone('laptop', ana);
  const settings = readJson<Record<string, unknown>>(laptop, 'site.config.json');
  const pages = readdirSync(path.join(laptop, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file: `pages/${file}`, value: readJson<PageValue>(laptop, `pages/${file}`) }));
  for (const { file, value } of pages) {
    const index = value.sections.findIndex((section) => section.type !== 'shared' && !section.hidden && section.heading && section.image);
    if (index >= 0) {
      target = { file, index, heading: value.sections[index]!.heading!, name: pageName(value, settings as never) };
      break;
    }
  }
  const uses = new Map<string, string[]>();
  for (const { value } of pages)
    for (const section of value.sections)
      if (section.type === 'shared' && !section.hidden)
        uses.set(String(section.name), [...(uses.get(String(section.name)) ?? []), pageName(value, settings as never)]);
  const [name, users] = [...uses].sort((a, b) => b[1].length - a[1].length)[0]!;
  shared = { name, pages: users };
  ({ editor, browser } = await startEditorAndBrowser({ contentRoot: laptop }));
}, 180_000);

afterAll(() => closeAll(browser, editor, repo));

async function openEditor(options: BrowserContextOptions): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext(options)).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${editor.url}/${target.file.replace(/\.json$/, '')}?section=${target.index + 1}`);
  await page.locator(`[data-path="sections[${target.index}].heading"]`).waitFor({ timeout: 60_000 });
  return { page, errors };
}

const publishDialog = (page: Page) => page.getByRole('dialog', { name: 'Publish changes' });
const frameOf = (page: Page, title: string) => page.frameLocator(`iframe[title="${title}"]`);
const onWebsite = () => `${target.name} on the website now`;
const asItWillBe = () => `${target.name} as it will be`;

/** The words a frame highlights, by the highlight's name. */
async function highlighted(page: Page, title: string, name: string): Promise<string[]> {
  const handle = await page.locator(`iframe[title="${title}"]`).elementHandle();
  const frame = (await handle!.contentFrame()) as Frame;
  return frame.evaluate((highlight) => [...(CSS.highlights.get(highlight) ?? [])].map((range) => (range as Range).toString().trim()), name);
}

async function openBeforeAndAfter(page: Page) {
  await expect.poll(() => page.getByRole('button', { name: 'Publish', exact: true }).getAttribute('aria-disabled')).toBe('false');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await publishDialog(page)
    .getByRole('link', { name: `See ${target.name} before and after` })
    .click({ timeout: 60_000 });
  await page.getByRole('heading', { name: `${target.name}: before and after` }).waitFor();
}

async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS) writeFileSync(path.join(process.env.SCREENSHOTS, name), await page.screenshot());
}

describe('Before and after', () => {
  it('at 1440 wide: both pages side by side, the section marked "Changed", the new words highlighted, the alternative text said', async () => {
    const { page, errors } = await openEditor(wide);
    await page.locator(`[data-path="sections[${target.index}].heading"]`).fill(`${added} ${target.heading}`);
    const decorative = page.locator(`[data-path="sections[${target.index}].image.decorative"]`);
    if (await decorative.isChecked()) await decorative.uncheck();
    await page.locator(`[data-path="sections[${target.index}].image.alt"]`).fill(alt);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().innerText()).toMatch(/^Saved/);

    await openBeforeAndAfter(page);
    expect(await page.getByRole('heading', { name: 'Before: on the website now' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'After: once published' }).isVisible()).toBe(true);
    // Side by side: no Before/After switch, the two widths offered, Desktop first.
    expect(await page.getByRole('button', { name: 'Before', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Desktop', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Phone', exact: true }).getAttribute('aria-pressed')).toBe('false');

    const after = frameOf(page, asItWillBe());
    const before = frameOf(page, onWebsite());
    await after.getByText('Changed', { exact: true }).waitFor({ timeout: 15_000 });
    await before.getByText('Changed', { exact: true }).waitFor();
    expect(await after.locator('main').textContent()).toContain(added);
    expect(await before.locator('main').textContent()).not.toContain(`${added} ${target.heading}`);
    // The changed section is the one outlined, and its label is the section's first words (read out before it).
    const marked = after.locator('main > [data-preview-change="changed"]');
    expect(await marked.count()).toBe(1);
    expect(await marked.locator('h1, h2').first().textContent()).toContain(added);
    expect(await marked.locator('.preview-change-label').innerText()).toContain(alt);
    expect(await highlighted(page, asItWillBe(), 'preview-added')).toEqual([added]);
    expect(await page.getByText(/1 section changed/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'before-and-after-desktop.png');

    // Phone width: each frame renders the page 390 wide.
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    await expect
      .poll(() => page.locator(`iframe[title="${asItWillBe()}"]`).evaluate((frame) => (frame as HTMLIFrameElement).contentWindow!.innerWidth))
      .toBe(390);
    await after.getByText('Changed', { exact: true }).waitFor();

    // Back returns to the dialog as it was.
    await page.getByRole('link', { name: /Back to Publish changes/ }).click();
    await publishDialog(page).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('at 390 × 844 with touch: one page at a time, Before and After switched, readable without zooming', async () => {
    const { page, errors } = await openEditor(phone);
    await openBeforeAndAfter(page);
    const after = page.getByRole('button', { name: 'After', exact: true });
    const beforeButton = page.getByRole('button', { name: 'Before', exact: true });
    expect(await after.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Phone', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await frameOf(page, asItWillBe()).getByText('Changed', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.locator(`iframe[title="${onWebsite()}"]`).count()).toBe(0);
    // Nothing wider than the screen, and the page in its frame at (nearly) its own size.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const scale = await page
      .locator(`iframe[title="${asItWillBe()}"]`)
      .evaluate((frame) => frame.getBoundingClientRect().width / (frame as HTMLElement).offsetWidth);
    expect(scale).toBeGreaterThan(0.9);
    await screenshot(page, 'before-and-after-phone.png');

    await beforeButton.tap();
    expect(await beforeButton.getAttribute('aria-pressed')).toBe('true');
    await frameOf(page, onWebsite()).getByText('Changed', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.locator(`iframe[title="${asItWillBe()}"]`).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Before: on the website now' }).isVisible()).toBe(true);
    await screenshot(page, 'before-and-after-phone-before.png');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('lists each page a changed shared section is on, and marks it there', async () => {
    const file = path.join(laptop, 'site.config.json');
    const settings = readJson<{ sharedSections: Record<string, { heading?: string }> }>(laptop, 'site.config.json');
    const heading = settings.sharedSections[shared.name]!.heading ?? '';
    settings.sharedSections[shared.name]!.heading = `${heading} Today`;
    writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
    const { page } = await openEditor(wide);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = publishDialog(page);
    await dialog.getByRole('heading', { name: 'Before and after' }).waitFor({ timeout: 60_000 });
    for (const name of shared.pages) expect(await dialog.getByRole('link', { name: `See ${name} before and after` }).count(), name).toBe(1);
    const other = shared.pages.find((name) => name !== target.name)!;
    expect(
      await dialog
        .getByRole('listitem')
        .filter({ hasText: `See ${other} before and after` })
        .innerText(),
    ).toContain('a shared section on it changed');
    await dialog.getByRole('link', { name: `See ${other} before and after` }).click();
    await frameOf(page, `${other} as it will be`).getByText('Changed', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await highlighted(page, `${other} as it will be`, 'preview-added')).toEqual(['Today']);
    await page.context().close();
  }, 180_000);
});
