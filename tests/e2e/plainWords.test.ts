/**
 * Plain words, history and reminders in the page editor, driven by the names on the screen in
 * Chromium, on a laptop's clone of a real remote (tests/support/siteRepository.ts) whose content
 * a developer committed: Site settings opens with "Before the site goes live: N of M done"; an
 * item leads to its field; putting in the real phone number ticks it; "Publish changes" lists
 * only that reminder, as ticked off; History shows the publish, with Undo, and the developer's
 * commits as one "Changed outside the editor", without. Every text on each screen (words,
 * accessible names, descriptions) is scanned for a developer's words. Expectations come from the
 * content. With SCREENSHOTS_DIR set, it keeps screenshots of the checklist and of History.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { keepScreenshot } from '../support/screenshots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEditor } from '../../editor/server/startEditor';
import { closeAll, startEditorAndBrowser } from '../support/editorInBrowser';
import { ana, ben, createSiteRepository, editPage, git, type SiteRepository, twoHeadedSections } from '../support/siteRepository';
import { namesInSettings, withTechnicalWords } from '../support/technicalWords';

const publishing = 150_000;

let repo: SiteRepository;
let laptop: string;
let editor: RunningEditor;
let browser: Browser;

beforeAll(async () => {
  repo = await createSiteRepository();
  // A developer fixes things twice, with git, before anyone publishes from the editor.
  const developer = await repo.clone('developer', ben);
  const { file } = twoHeadedSections(developer);
  for (const words of ['one', 'two']) {
    editPage(developer, file, (page) => {
      page.title = `${page.title} ${words}`;
    });
    await git(developer, 'commit', '--quiet', '-am', `Shorter title (${words}). Found by npm run test:spec`);
  }
  await git(developer, 'push', '--quiet', 'origin', 'HEAD');
  laptop = await repo.clone('laptop', ana);
  ({ editor, browser } = await startEditorAndBrowser({ contentRoot: laptop }));
}, 180_000);

afterAll(() => closeAll(browser, editor, repo));

/** Every text a person meets in `scope`: what shows, and the accessible names and descriptions of its controls. */
async function textsOf(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const texts = [(root as HTMLElement).innerText];
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(value);
      }
      for (const id of (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)) {
        const described = document.getElementById(id);
        if (described) texts.push(described.textContent ?? '');
      }
    }
    return texts;
  });
}

const keep = keepScreenshot;

/** The checklist the settings on the laptop call for: the phone, each provider's address, the reviews; and how many are done. */
function expectedChecklist() {
  const settings = JSON.parse(readFileSync(path.join(laptop, 'site.config.json'), 'utf8')) as { company: { phoneDial: string }; integrations: unknown };
  const addresses: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string' && /^(\/|https?:\/\/)/.test(value)) addresses.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(settings.integrations);
  const samples = git(laptop, 'grep', '-l', '"placeholder": true', '--', 'pages', 'site.config.json').catch(() => '');
  return {
    total: 1 + addresses.length + 1,
    done: async () =>
      Number(!/^\+1\d{3}555/.test(settings.company.phoneDial)) +
      addresses.filter((address) => !address.startsWith('/')).length +
      Number((await samples) === ''),
  };
}

/** The names the site's people gave things (shared sections, opening hours, number pools): their words, shown as they wrote them. */
const namesOf = () => namesInSettings(laptop);

const checklist = (page: Page) => page.getByRole('region', { name: /^Before the site goes live: \d+ of \d+ done$/ });

describe('plain words, history and reminders', () => {
  let page: Page;

  it('opens Site settings with the launch checklist, counted, in plain words, at a computer and a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await page.goto(`${editor.url}/settings`);
    const { total, done } = expectedChecklist();
    await expect
      .poll(() => checklist(page).getByRole('heading').innerText(), { timeout: 60_000 })
      .toBe(`Before the site goes live: ${await done()} of ${total} done`);
    expect(await checklist(page).getByRole('listitem').count()).toBe(total);
    await keep(checklist(page), 'launch-checklist');
    // Every word of Site settings: the checklist, the form's labels, hints and notes.
    expect(withTechnicalWords(await textsOf(page.locator('body')), namesOf())).toEqual([]);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const small = await phone.newPage();
    await small.goto(`${editor.url}/settings`);
    await checklist(small).waitFor({ timeout: 60_000 });
    await keep(checklist(small), 'launch-checklist-phone');
    await phone.close();
  }, 120_000);

  it(
    'leads an item to its field; putting in the real phone number ticks it; Publish lists only that reminder, ticked off',
    async () => {
      const { total, done } = expectedChecklist();
      const before = await done();
      const item = checklist(page).getByRole('button', { name: /company's real phone number/ });
      if ((await item.count()) === 0) return; // The site has its real number already: nothing to tick here.
      await item.click();
      const field = page.locator('[data-path="company.phoneDial"]');
      await expect.poll(() => field.evaluate((element) => element === document.activeElement), { timeout: 10_000 }).toBe(true);
      await field.fill('+18593214567');
      await expect
        .poll(() => checklist(page).getByRole('heading').innerText(), { timeout: 30_000 })
        .toBe(`Before the site goes live: ${before + 1} of ${total} done`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.getByRole('status').first().innerText(), { timeout: 30_000 }).toMatch(/^Saved/);

      const publish = page.getByRole('button', { name: 'Publish', exact: true });
      await expect.poll(() => publish.getAttribute('aria-disabled'), { timeout: 30_000 }).toBe('false');
      await publish.click();
      const dialog = page.getByRole('dialog', { name: 'Publish changes' });
      const goesLive = dialog.getByRole('region', { name: 'Before the site goes live' });
      await goesLive.waitFor({ timeout: 60_000 });
      expect(await goesLive.innerText()).toMatch(/This change ticks off:\s+✓ Site settings: Phone number for dialling/);
      expect(await goesLive.innerText()).not.toMatch(/adds to the checklist/);
      expect(await goesLive.getByRole('listitem').count()).toBe(1);
      await keep(dialog, 'publish-reminders');
      expect(withTechnicalWords(await textsOf(dialog), namesOf())).toEqual([]);
      await dialog.getByRole('textbox', { name: 'Message' }).fill('The real phone number');
      await dialog.getByRole('button', { name: /^(Publish now|Save a version)$/ }).click({ timeout: publishing });
      await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: publishing }).toMatch(/^(Published|Saved as a version)/);
      await dialog.getByRole('button', { name: 'Close' }).click();
    },
    publishing + 60_000,
  );

  it("shows History: the publish with Undo, the developer's commits as one entry without it", async () => {
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const list = history.getByRole('list', { name: 'Published versions' });
    await list.waitFor({ timeout: 30_000 });
    const outside = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Changed outside the editor' }) });
    await outside.first().waitFor();
    // The two fixes and the site's first version, one after another: one entry.
    expect(await outside.count()).toBe(1);
    expect(await outside.innerText()).toMatch(/^Changed outside the editor\s+3 changes by a developer/);
    expect(await outside.getByRole('button', { name: 'Undo this publish' }).count()).toBe(0);
    const published = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'The real phone number' }) });
    if ((await published.count()) > 0) expect(await published.getByRole('button', { name: 'Undo this publish' }).count()).toBe(1);
    await outside.getByText('What changed').click();
    await keep(history, 'history');
    expect(withTechnicalWords(await textsOf(history), namesOf())).toEqual([]);
  }, 60_000);
});
