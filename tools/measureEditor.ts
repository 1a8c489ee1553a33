/**
 * `npm run measure:editor`: how fast the page editor answers typing, in Chromium, on a copy of
 * the project's content. It opens the longest page, selects its biggest section, types 30
 * characters into the section's heading one key at a time, and prints, per keystroke,
 * the time from the key to the next frame painted after the form updated (median and worst),
 * Chromium's own Event Timing duration for the same keys, and how long the preview took to show
 * a typed word (median of 5). Figures, not a test: run it on a quiet machine.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEditor } from '../editor/server/startEditor';
import { launchBrowser } from './chromium';
import { median } from './figures';

// React's production build for the editor's page (Vite prepares dependencies for this NODE_ENV):
// the development build's checks made every keystroke several times slower.
process.env.NODE_ENV ??= 'production';

const root = process.cwd();
const contentRoot = mkdtempSync(path.join(tmpdir(), 'measure-editor-'));
for (const name of ['pages', 'site.config.json', 'images']) cpSync(path.join(root, name), path.join(contentRoot, name), { recursive: true });

const pageFiles = (readdirSync(path.join(contentRoot, 'pages'), { recursive: true }) as string[]).filter((f) => f.endsWith('.json'));
const longest = pageFiles.sort((a, b) => statSync(path.join(contentRoot, 'pages', b)).size - statSync(path.join(contentRoot, 'pages', a)).size)[0]!;
const file = `pages/${longest.split(path.sep).join('/')}`;
const sections = (JSON.parse(readFileSync(path.join(contentRoot, file), 'utf8')) as { sections: { type: string }[] }).sections;
const biggest = sections
  .map((s, i) => [JSON.stringify(s).length, i] as const)
  .filter(([, i]) => typeof (sections[i] as { heading?: unknown }).heading === 'string')
  .sort((a, b) => b[0] - a[0])[0]![1];

const editor = await startEditor({ contentRoot, port: 0 });
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${editor.url}/#${encodeURIComponent(file)}`);
  const item = page.getByRole('list', { name: 'Sections' }).getByRole('listitem').nth(biggest);
  await item.waitFor({ timeout: 60_000 });
  await item.getByRole('button', { name: new RegExp(`^${biggest + 1}\\.`) }).click();
  // The section's heading: a field whose text the preview shows.
  const field = page.locator(`[data-path="sections[${biggest}].heading"]`);
  await field.click();
  await page.keyboard.press('End');
  await page.waitForTimeout(1500);

  // Key → the next frame after the form re-rendered, measured in the page; and Event Timing.
  await page.evaluate(() => {
    const w = window as unknown as { keyTimes: number[]; eventDurations: number[] };
    w.keyTimes = [];
    w.eventDurations = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => w.keyTimes.push(performance.now() - start)));
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) if (entry.interactionId) w.eventDurations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  for (const character of 'quick brown roof over kentucky') {
    await page.keyboard.press(character === ' ' ? 'Space' : character);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(500);
  const { keyTimes, eventDurations } = await page.evaluate(() => {
    const w = window as unknown as { keyTimes: number[]; eventDurations: number[] };
    return { keyTimes: w.keyTimes, eventDurations: w.eventDurations };
  });

  // Preview: the time from the last key of a new word to the preview showing it.
  const previewTimes: number[] = [];
  const preview = page.frameLocator('iframe[title="Preview"]').locator('body');
  for (let round = 0; round < 5; round++) {
    const word = ` zq${round}x`;
    await page.keyboard.type(word, { delay: 30 });
    const start = Date.now();
    await preview.filter({ hasText: word.trim() }).waitFor({ timeout: 10_000 });
    previewTimes.push(Date.now() - start);
    await page.waitForTimeout(300);
  }

  console.log(`Page editor, ${file}, section ${biggest + 1} (${sections[biggest]!.type}), ${keyTimes.length} keystrokes:`);
  console.log(`  key → next frame:      median ${median(keyTimes).toFixed(1)} ms, worst ${Math.max(...keyTimes).toFixed(1)} ms  (target < 50 ms)`);
  console.log(
    `  Event Timing duration: ${eventDurations.length ? `median ${median(eventDurations).toFixed(0)} ms, worst ${Math.max(...eventDurations).toFixed(0)} ms` : 'no key took 16 ms or more'}`,
  );
  console.log(`  preview shows a typed word after: median ${median(previewTimes)} ms, worst ${Math.max(...previewTimes)} ms  (target < 300 ms)`);
} finally {
  await browser.close();
  await editor.close();
  rmSync(contentRoot, { recursive: true, force: true });
}
