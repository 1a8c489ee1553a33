/**
 * `npm run check:pages` over dist/ (part of `npm test` here: it finds no error, and its report is
 * printed), and the same page gives the same problems in the page editor and in CI: every page
 * of the site is checked CI's way (that run of check:pages: the prerendered page of dist/, the
 * rules injected) and the editor's way (its preview frame's app, editor/preview.html, renders the
 * page from its file with React and runs the rules, as ui/checkFrames.ts has it do at a phone's
 * and a computer's width, in frames made once and kept for every page), and what each finds,
 * and asks Node about, is compared: errors and warnings alike. The rules one by one are
 * pageChecks.test.ts.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkWidths, finishChecks, linksToAsk, photosToWeigh } from '../../engine/checks/finishing';
import type { Answers, CheckedPage, Found } from '../../engine/checks/pageChecks';
import { type RunningEditor, startEditor } from '../../editor/server/startEditor';
import type { FromFrame, ToFrame } from '../../editor/shared/api';
import { previewOf } from '../../editor/shared/previewOf';
import { type SiteToCheck, siteToCheck } from '../../editor/shared/siteToCheck';
import { checkBuiltSite, checkedContent, formatPageChecks, type PageChecksResult } from '../../tools/checkPages';
import { distDir, projectRoot } from '../support/siteData';

let browser: Browser;
let editor: RunningEditor;
let contentCopy: string;
let checkPagesResult: PageChecksResult;
/** What `npm run check:pages` found on each page at each width, by file, before Node's answers. */
const inCi = new Map<string, Found[]>();
let content: Awaited<ReturnType<typeof checkedContent>>;
let editorSite: SiteToCheck;
const noAnswers: Answers = { links: {}, photos: {} };

beforeAll(async () => {
  browser = await chromium.connect(inject('browserEndpoint'));
  contentCopy = mkdtempSync(path.join(tmpdir(), 'same-checks-'));
  for (const name of ['pages', 'site.config.json', 'images']) cpSync(path.join(projectRoot, name), path.join(contentCopy, name), { recursive: true });
  editor = await startEditor({ contentRoot: contentCopy, port: 0 });
  const read = await checkedContent(projectRoot);
  content = read;
  checkPagesResult = await checkBuiltSite({ contentRoot: projectRoot, distDir, browser, onPageChecked: (checked, found) => inCi.set(checked.file, found) });
  editorSite = siteToCheck(
    read.pages.map(({ file, value }) => ({ file, value })),
    read.site.config,
  );
}, 480_000);
afterAll(async () => {
  await browser?.close();
  await editor?.close();
  if (contentCopy) rmSync(contentCopy, { recursive: true, force: true });
});

/**
 * The editor's check frames, one per width: the preview frame app opened as the frame is, at the
 * frame's width, once, and then asked about each page in turn, as the editor keeps its frames
 * (editor/app/ui/checkFrames.ts).
 */
let frames: Promise<Page[]> | undefined;
let nextId = 0;

function openFrames(): Promise<Page[]> {
  return Promise.all(
    checkWidths.map(async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      // The app says it is ready once it listens for what to show.
      await page.addInitScript(() => {
        (window as { ready?: Promise<void> }).ready = new Promise((resolve) =>
          window.addEventListener('message', (event) => (event.data as FromFrame).kind === 'ready' && resolve()),
        );
      });
      await page.goto(`${editor.url}/preview.html`);
      return page;
    }),
  );
}

/** What the editor's preview frame app finds on a page at each width. */
async function checkedInEditor(checked: CheckedPage): Promise<Found[]> {
  frames ??= openFrames();
  const found: Found[] = [];
  for (const page of await frames) found.push(await askFrame(page, checked));
  return found;
}

/** Sends the frame app its `check` message (opened on its own, it is its own parent) and waits for what it found. */
async function askFrame(page: Page, checked: CheckedPage): Promise<Found> {
  const message: ToFrame = {
    kind: 'check',
    id: nextId++,
    preview: previewOf(checked.value, editorSite.site.config),
    file: checked.file,
    value: checked.value,
    ...editorSite,
  };
  const answer = await page.evaluate(
    (sent) =>
      new Promise<FromFrame>((resolve) => {
        const onMessage = (event: MessageEvent<FromFrame>) => {
          if ((event.data.kind !== 'checked' && event.data.kind !== 'check-failed') || event.data.id !== sent.id) return;
          window.removeEventListener('message', onMessage);
          resolve(event.data);
        };
        window.addEventListener('message', onMessage);
        void (window as { ready?: Promise<void> }).ready!.then(() => window.postMessage(sent, location.origin));
      }),
    message,
  );
  if (answer.kind !== 'checked') throw new Error(answer.kind === 'check-failed' ? answer.message : 'The frame did not answer');
  return answer.found;
}

describe('npm run check:pages', () => {
  it('finds no error on any page of the built site, at a phone’s width and a computer’s (warnings are printed)', () => {
    console.log(`\n${formatPageChecks(checkPagesResult)}\n`);
    expect(checkPagesResult.pageCount).toBe(content.pages.length);
    expect(checkPagesResult.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });
});

describe('the same page, in the editor and in CI', () => {
  it('gives the same problems on every page of the site, and asks Node about the same links and photos', async () => {
    expect(editorSite.site.pages).toEqual(content.site.pages);
    expect([...inCi.keys()].sort()).toEqual(content.pages.map((checked) => checked.file).sort());
    let compared = 0;
    for (const checked of content.pages) {
      const [inEditor, ci] = [await checkedInEditor(checked), inCi.get(checked.file)!];
      expect(finishChecks(inEditor, noAnswers), checked.file).toEqual(finishChecks(ci, noAnswers));
      expect(linksToAsk(inEditor), checked.file).toEqual(linksToAsk(ci));
      expect(photosToWeigh(inEditor), checked.file).toEqual(photosToWeigh(ci));
      compared += finishChecks(ci, noAnswers).length + linksToAsk(ci).length + photosToWeigh(ci).length;
    }
    // Not a comparison of nothing, whatever the content says: every page has links (its menu's at
    // least), and the content as shipped has no problem to compare.
    expect(compared).toBeGreaterThan(0);
  }, 600_000);
});
