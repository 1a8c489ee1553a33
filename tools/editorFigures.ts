/**
 * The page editor's figures, measured in Chromium on a content folder: what `npm run
 * measure:editor` prints, and the editor's columns of `npm run measure:scale`
 * (`measureEditorAt`). One round, in a fresh browser context:
 *
 * - open: from the navigation to the longest page of pages/ (outside pages/places/) until the
 *   outline lists every section and the preview shows its biggest section's heading;
 * - typing into that heading, one key every 120 ms, then words at 30 ms a key: per key, the time
 *   to the next frame, Chromium's Event Timing duration, and the time until the preview shows the
 *   key; per word, from its last key until the preview shows it;
 * - check: each check of the draft after a pause in typing (POST /api/check), from the request to
 *   the answer, as the browser's resource timing has it;
 * - switch: choosing the home page in the "Page" picker (its address typed, its entry clicked)
 *   until the outline and the preview show it.
 *
 * Times run from the event to the frame painted after the change, measured in the page.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { homePath } from '../schema/paths';
import { startEditor } from '../editor/server/startEditor';
import { choosePage } from '../tests/support/pagePicker';
import { launchBrowser } from './chromium';
import { median } from './figures';

type SectionEntry = { type: string; heading?: unknown; hidden?: boolean };

/** A page as the measure expects to see it: how many sections the outline lists, and a heading the preview shows. */
export interface PageUnderTest {
  file: string;
  path: string;
  address: string;
  sections: number;
  /** The section typed into: its index and heading. */
  biggest: number;
  heading: string;
  type: string;
}

export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function pageUnderTest(contentRoot: string, file: string): PageUnderTest {
  const value = JSON.parse(readFileSync(path.join(contentRoot, file), 'utf8')) as { path: string; sections: SectionEntry[] };
  const { sections } = value;
  // Its biggest section of its own that shows and has a heading.
  const biggest = sections
    .map((s, i) => [JSON.stringify(s).length, i] as const)
    .filter(([, i]) => sections[i]!.type !== 'shared' && !sections[i]!.hidden && typeof sections[i]!.heading === 'string')
    .sort((a, b) => b[0] - a[0])[0]![1];
  return {
    file,
    path: value.path,
    address: `/${file.replace(/\.json$/, '')}`,
    sections: sections.length,
    biggest,
    heading: String(sections[biggest]!.heading),
    type: sections[biggest]!.type,
  };
}

/** The pages a round works on: the longest page of the site's own (not a generated place), and the home page to switch to. */
export function pagesUnderTest(contentRoot: string): { longest: PageUnderTest; home: PageUnderTest } {
  const pagesDir = path.join(contentRoot, 'pages');
  const files = (readdirSync(pagesDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json') && !f.startsWith(`places${path.sep}`))
    .map((f) => `pages/${f.split(path.sep).join('/')}`);
  const longest = [...files].sort((a, b) => statSync(path.join(contentRoot, b)).size - statSync(path.join(contentRoot, a)).size)[0]!;
  const home = files.find((f) => (JSON.parse(readFileSync(path.join(contentRoot, f), 'utf8')) as { path?: unknown }).path === homePath)!;
  return { longest: pageUnderTest(contentRoot, longest), home: pageUnderTest(contentRoot, home) };
}

/**
 * In the editor's page (not its frames): a test of whether the outline lists `sections` and the
 * preview shows `heading`. Strings, not functions: tsx would add helpers to a function's text that
 * the page does not have.
 */
const shownTest = (page: PageUnderTest) => `(() => {
  const normalise = (text) => (text ?? '').replace(/\\s+/g, ' ').trim();
  const outline = document.querySelectorAll('ul[aria-label="Sections"] > li').length;
  const main = document.querySelector('iframe[title="Preview"]')?.contentDocument?.querySelector('main');
  return outline === ${page.sections} && Boolean(main) && normalise(main.textContent).includes(${JSON.stringify(normalise(page.heading))});
})`;

/** From the page's start: notes when `page` shows. */
const openingWatch = (page: PageUnderTest) => `(() => {
  if (window !== window.top) return;
  const shown = ${shownTest(page)};
  window.__editorFigures = { opened: undefined };
  const watch = () => {
    if (shown()) setTimeout(() => { window.__editorFigures.opened = performance.now(); });
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})()`;

/** From the next click on an option of a list until `page` shows. */
const switchWatch = (page: PageUnderTest) => `(() => {
  const figures = window.__editorFigures;
  const shown = ${shownTest(page)};
  figures.switched = undefined;
  let start;
  const watch = () => {
    if (shown()) setTimeout(() => { figures.switched = performance.now() - start; });
    else requestAnimationFrame(watch);
  };
  document.addEventListener('click', (event) => {
    if (start !== undefined || !event.target.closest('[role="option"]')) return;
    start = event.timeStamp;
    requestAnimationFrame(watch);
  }, true);
})()`;

/**
 * For each key typed into the field, the time to the next frame, and the time until the selected
 * section's heading in the preview reads `texts[n]` (the field's text after the n-th key); and
 * each check's request to its answer.
 */
const typingWatch = (texts: string[], initial: string) => `(() => {
  const figures = window.__editorFigures;
  const texts = ${JSON.stringify(texts)};
  const normalise = (text) => (text ?? '').replace(/\\s+/g, ' ').trim();
  const afterPaint = (then) => requestAnimationFrame(() => setTimeout(then));
  const preview = document.querySelector('iframe[title="Preview"]').contentDocument;
  Object.assign(figures, { keyFrames: [], eventDurations: [], previews: {}, pending: [], next: 0, checks: [] });
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    afterPaint(() => figures.keyFrames.push(performance.now() - start));
    const index = figures.next++;
    if (index >= texts.length) return;
    const text = normalise(texts[index]);
    if (text !== normalise(index > 0 ? texts[index - 1] : ${JSON.stringify(initial)})) figures.pending.push({ index, start, text });
  }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) figures.eventDurations.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (new URL(entry.name).pathname === '/api/check') figures.checks.push(entry.responseEnd - entry.startTime);
  }).observe({ type: 'resource', buffered: false });
  const headingShown = () => {
    const section = preview.querySelector('[data-preview-selected]');
    const heading = section && [...section.querySelectorAll('h1, h2, h3')].find((h) => normalise(h.textContent).startsWith(${JSON.stringify(normalise(initial))}));
    return heading ? normalise(heading.textContent) : undefined;
  };
  new MutationObserver(() => {
    const shown = headingShown();
    const at = figures.pending.findIndex((key) => key.text === shown);
    if (at < 0) return;
    // Keys whose text never showed on its own (a later one came first) are shown now.
    const keys = figures.pending.splice(0, at + 1);
    afterPaint(() => {
      const now = performance.now();
      for (const key of keys) figures.previews[key.index] = now - key.start;
    });
  }).observe(preview, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-preview-selected'] });
})()`;

interface EditorWindow {
  __editorFigures: {
    opened?: number;
    switched?: number;
    keyFrames: number[];
    eventDurations: number[];
    previews: Record<string, number>;
    pending: unknown[];
    checks: number[];
  };
}

export interface RoundFigures {
  /** From the navigation until the outline and the preview show the page. */
  open: number;
  /** From choosing the home page in the picker until it shows. */
  switch: number;
  keyFrames: number[];
  eventDurations: number[];
  keyPreviews: number[];
  wordPreviews: number[];
  /** Each check after a pause in typing, request to answer. */
  checks: number[];
}

/** An editor as the measure reaches it: its address, and how a browser context gets ready for it (signed in, a slow network). */
export interface EditorUnderTest {
  label: string;
  url: string;
  /** Each request of the page and its frame takes this much longer (Chromium's network emulation). */
  latency?: number;
  context(browser: Browser): Promise<BrowserContext>;
  close(): Promise<void>;
}

const slowTyping = 'quick brown roof over kentucky';
const words = Array.from({ length: 5 }, (_, round) => ` zq${round}x`);

async function typeIntoHeading(page: Page, target: PageUnderTest) {
  const item = page.getByRole('list', { name: 'Sections' }).getByRole('listitem').nth(target.biggest);
  await item.getByRole('button', { name: new RegExp(`^${target.biggest + 1}\\.`) }).click();
  const field = page.locator(`[data-path="sections[${target.biggest}].heading"]`);
  await field.click();
  await page.keyboard.press('End');
  await page.waitForTimeout(1500);
  const initial = await field.inputValue();
  const typed = [...slowTyping, ...words.join('')];
  const texts = typed.map((_, n) => initial + typed.slice(0, n + 1).join(''));
  await page.evaluate(typingWatch(texts, initial));

  for (const character of slowTyping) {
    await page.keyboard.press(character === ' ' ? 'Space' : character);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(1000);
  const slow = await page.evaluate(() => {
    const figures = (window as unknown as EditorWindow).__editorFigures;
    return { keyFrames: [...figures.keyFrames], eventDurations: [...figures.eventDurations] };
  });
  for (const word of words) {
    await page.keyboard.type(word, { delay: 30 });
    await page.waitForTimeout(1000);
  }
  const { previews, pending, checks } = await page.evaluate(() => (window as unknown as EditorWindow).__editorFigures);
  if (pending.length > 0) throw new Error(`The preview did not show ${pending.length} of the typed keys within a second.`);
  const previewOf = (key: number) => previews[String(key)];
  const lastKeys = words.map((_, n) => slowTyping.length + words.slice(0, n + 1).join('').length - 1);
  return {
    keyFrames: slow.keyFrames,
    eventDurations: slow.eventDurations,
    keyPreviews: [...slowTyping].flatMap((_, key) => previewOf(key) ?? []),
    wordPreviews: lastKeys.map((key) => previewOf(key)!),
    checks,
  };
}

/** One round on `editor`: open the longest page, type into it, switch to the home page. */
export async function measureRound(browser: Browser, editor: EditorUnderTest, pages: { longest: PageUnderTest; home: PageUnderTest }): Promise<RoundFigures> {
  const context = await editor.context(browser);
  try {
    const page = await context.newPage();
    if (editor.latency) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: editor.latency, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await page.addInitScript({ content: openingWatch(pages.longest) });
    await page.goto(`${editor.url}${pages.longest.address}`);
    const open = (await (
      await page.waitForFunction(() => (window as unknown as EditorWindow).__editorFigures.opened, undefined, { timeout: 120_000 })
    ).jsonValue()) as number;
    const typing = await typeIntoHeading(page, pages.longest);

    await page.evaluate(switchWatch(pages.home));
    await choosePage(page, pages.home.path);
    const switched = (await (
      await page.waitForFunction(() => (window as unknown as EditorWindow).__editorFigures.switched, undefined, { timeout: 60_000 })
    ).jsonValue()) as number;
    return { open, switch: switched, ...typing };
  } finally {
    await context.close();
  }
}

/** The editor's columns of measure:scale: medians over the rounds after the first (which warms the server and the browser). */
export interface EditorScaleFigures {
  open: number;
  switch: number;
  keyToPreview: number;
  check: number;
}

/**
 * The laptop editor on `contentRoot` (a copy the measure may change: typing is never saved, but
 * the editor may keep files of its own there), measured `rounds` times after one warm-up round.
 */
export async function measureEditorAt(contentRoot: string, { rounds = 3, browser }: { rounds?: number; browser?: Browser } = {}): Promise<EditorScaleFigures> {
  process.env.NODE_ENV ??= 'production';
  const pages = pagesUnderTest(contentRoot);
  const ownBrowser = browser ? undefined : await launchBrowser();
  // As `npm run edit` starts it.
  const running = await startEditor({ contentRoot, port: 0, readContentFirst: true });
  const editor: EditorUnderTest = {
    label: 'laptop editor',
    url: running.url,
    context: (b) => b.newContext({ viewport: { width: 1440, height: 900 } }),
    close: running.close,
  };
  try {
    const results: RoundFigures[] = [];
    for (let round = 0; round <= rounds; round++) {
      const figures = await measureRound(browser ?? ownBrowser!, editor, pages);
      if (round > 0) results.push(figures);
    }
    return {
      open: median(results.map((r) => r.open)),
      switch: median(results.map((r) => r.switch)),
      keyToPreview: median(results.flatMap((r) => r.keyPreviews)),
      check: median(results.flatMap((r) => r.checks)),
    };
  } finally {
    await running.close();
    await ownBrowser?.close();
  }
}
