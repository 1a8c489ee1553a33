/**
 * The editor's preview is the page: for every page, the sections the preview frame renders are
 * the built page's markup, every file the preview loads (the lead form stand-in's stylesheet and
 * script, call tracking's stand-ins, fonts, photos) arrives, and nothing logs an error.
 *
 * The built page is read as served, without its scripts (its prerendered HTML). What must differ
 * is normalised, and only that:
 * - a photo: the build makes AVIF and WebP versions with a <picture>, their addresses, the size
 *   read from the file and a placeholder colour (engine/build/pictures.ts); the editor shows the
 *   photo as it is in images/ (with a grey placeholder), since a draft's photo has no versions
 *   yet. Both are compared as one <img> with its description, loading and classes;
 * - the ids React makes (`useId`), which count differently in a whole-page prerender and in the
 *   editor's render;
 * - a style attribute's spelling (Chromium's own serialisation on both sides) and the order of
 *   attributes;
 * - the marks each side adds on the fly: `data-rendered` (the site's script, once a section is
 *   rendered for good), `data-preview-selected` (the editor's selection), and a list waiting to
 *   be revealed as it scrolls into view (its items' opacity and movement, which the site's
 *   script sets too once it runs);
 * - the comments React's server rendering puts between neighbouring texts, for hydration;
 * - the lead form's address: the preview shows the site's offline stand-in wherever the settings
 *   point the form (editor/shared/previewOf.ts), so the built page's address is read as the
 *   stand-in's; and a form of another site may keep its own origin in its sandbox, which the
 *   stand-in, on the editor's origin, must not.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningEditor } from '../../editor/server/startEditor';
import { closeAll, startEditorAndBrowser } from '../support/editorInBrowser';
import { projectRoot } from '../support/projectPaths';
import { readJson } from '../support/siteRepository';
import { withStandIns } from '../../editor/shared/previewOf';
import { site } from '../support/siteData';

let editor: RunningEditor;
let browser: Browser;
const files = readdirSync(path.join(projectRoot, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map((file) => `pages/${file}`)
  .sort();

beforeAll(async () => {
  // Read only: the editor is opened on this copy, and nothing is typed or saved.
  ({ editor, browser } = await startEditorAndBrowser({ contentRoot: projectRoot }));
}, 180_000);

afterAll(() => closeAll(browser, editor));

/** Where the built pages' lead form is, and where the preview's stand-in is. */
const { formUrl } = site.integrations.leadForm;
const standInFormUrl = withStandIns(site).integrations.leadForm.formUrl;

/** The sections of `main`, normalised as the file's comment says, one string per section. */
function sectionsOf(frame: Page | Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    const comments = document.createTreeWalker(main, NodeFilter.SHOW_COMMENT);
    const found: Node[] = [];
    for (let node = comments.nextNode(); node; node = comments.nextNode()) found.push(node);
    for (const node of found) node.parentNode?.removeChild(node);
    main.normalize();
    for (const picture of [...main.querySelectorAll('picture')]) picture.replaceWith(picture.querySelector('img')!);
    for (const img of [...main.querySelectorAll('img')]) {
      const photo = document.createElement('img');
      photo.setAttribute('alt', img.getAttribute('alt') ?? '(none)');
      photo.setAttribute('loading', img.getAttribute('loading') ?? 'auto');
      const classes = [...img.classList].filter((name) => name !== 'bg-slate-200');
      photo.setAttribute('class', classes.join(' '));
      img.replaceWith(photo);
    }
    for (const element of [main, ...main.querySelectorAll('*')]) {
      const attributes = [...element.attributes].map(({ name, value }) => ({ name, value }));
      for (const { name } of attributes) element.removeAttribute(name);
      for (const { name, value } of attributes.sort((a, b) => a.name.localeCompare(b.name))) {
        if (name === 'data-rendered' || name === 'data-preview-selected') continue;
        const sandbox = element.tagName === 'IFRAME' && name === 'sandbox';
        element.setAttribute(name, (sandbox ? value.replace(/ ?allow-same-origin/, '') : value).replace(/_[rR]_[0-9a-zA-Z]+_/g, '_id_'));
      }
      if (element instanceof HTMLElement && element.hasAttribute('style')) {
        const probe = document.createElement('div');
        probe.setAttribute('style', element.getAttribute('style')!);
        if (element.tagName === 'LI') {
          probe.style.removeProperty('opacity');
          probe.style.removeProperty('transform');
        }
        if (probe.style.cssText) element.setAttribute('style', probe.style.cssText);
        else element.removeAttribute('style');
      }
    }
    return [...main.children].map((section) => section.outerHTML);
  });
}

/** Where a section's markup first differs, with a little of each side around it (a whole section is too long to read). */
function difference(index: number, built: string, shown: string): string[] {
  if (built === shown) return [];
  let at = 0;
  while (built[at] === shown[at]) at++;
  const around = (text: string) => text.slice(Math.max(0, at - 80), at + 120);
  return [`section ${index + 1}: built “…${around(built)}…”, preview “…${around(shown)}…”`];
}

describe('the preview is the page', () => {
  it.each(files)(
    '%s: the preview renders the built markup, loads every file and logs no error',
    async (file) => {
      const { path: pagePath } = readJson<{ path: string }>(projectRoot, file);

      const built = await (await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })).newPage();
      await built.goto(`${inject('baseUrl')}${pagePath}`);
      const expected = (await sectionsOf(built)).map((section) => section.replaceAll(`src="${formUrl}`, `src="${standInFormUrl}`));
      await built.context().close();

      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
      // The laptop editor has no team routes: its 404 to "who is signed in" is how the app knows where it runs.
      const expectedMiss = (url: string) => url.endsWith('/api/team/me');
      page.on('response', (response) => {
        if (response.status() >= 400 && !expectedMiss(response.url())) problems.push(`${response.url()}: ${response.status()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedMiss(message.location().url)) problems.push(`console: ${message.text()}`);
      });
      await page.goto(`${editor.url}/${file.replace(/\.json$/, '')}`);
      const preview = page.frameLocator('iframe[title="Preview"]');
      await preview.locator('main > *').first().waitFor({ timeout: 60_000 });
      const frame = page.frames().find((candidate) => candidate.url().endsWith('/preview.html'))!;
      await expect.poll(() => sectionsOf(frame).then((sections) => sections.length)).toBe(expected.length);
      const shown = await sectionsOf(frame);
      expect(shown.flatMap((section, index) => difference(index, expected[index] ?? '', section))).toEqual([]);

      // The lead form stand-in, where the page has one, is styled as on the site (its stylesheet and script loaded).
      const form = page.frames().find((candidate) => candidate.url().endsWith('/preview/lead-form.html'));
      if (form) {
        await form.waitForLoadState('load');
        expect(await form.evaluate(() => ({ sheets: document.styleSheets.length, font: getComputedStyle(document.body).fontFamily }))).toEqual({
          sheets: 1,
          font: expect.not.stringMatching(/Times/),
        });
      }
      // Every photo and font arrived.
      await frame.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(
        await frame.evaluate(() =>
          [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.loading !== 'lazy').map((img) => img.src),
        ),
      ).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
