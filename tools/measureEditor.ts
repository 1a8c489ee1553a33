/**
 * `npm run measure:editor`: how fast the page editor opens and answers typing, in Chromium, on a
 * copy of the project's content. On the longest page it times:
 * - opening it at its address (/pages/<file>): from the navigation until the outline lists every
 *   section and the preview shows the page (the first opening of each editor separately: Vite
 *   prepares the editor's modules then);
 * - typing into the heading of its biggest section, one key every 120 ms: per key, the time to the
 *   next frame painted after the form updated, Chromium's Event Timing duration, and the time
 *   until the preview frame shows the key (spaces are not counted: the preview shows a heading
 *   without the space at its end);
 * - typing a word quickly (30 ms a key): from its last key until the preview shows the word.
 * Times run from the key's event to the frame painted after the change, measured in the page.
 *
 * Beside the laptop editor it measures the team editor (editor/server/team/) as people reach it:
 * its production build, signed in, behind Caddy over https, with the network between browser and
 * server slowed to a 100 ms round trip (Chromium's network emulation). `--no-team` leaves it out.
 *
 * Give other checkouts of the project to compare their laptop editors in the same run
 * (`npm run measure:editor -- ../main-copy .`, each a folder with its own node_modules): their
 * rounds alternate, so a machine that slows down mid-run slows all alike. `--rounds 5` for more
 * than 3. Figures, not a test: run it on a quiet machine.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import type { startEditor as StartEditor } from '../editor/server/startEditor';
import { startCaddy } from '../tests/support/caddy';
import { freePort, startTeamEditorForTests, TeamClient } from '../tests/support/teamEditor';
import { launchBrowser } from './chromium';
import { readCommandLine, refuse } from './commandLine';
import { median, ms } from './figures';

// React's production build for the editor's page (Vite prepares dependencies for this NODE_ENV):
// the development build's checks made every keystroke several times slower.
process.env.NODE_ENV ??= 'production';

const usage = 'npm run measure:editor -- [--rounds 3] [--no-team] [<checkout of the project> ...]';
const { options, positionals } = readCommandLine(
  usage,
  { rounds: { type: 'string', default: '3' }, 'no-team': { type: 'boolean', default: false } },
  { positionals: true },
);
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1) refuse('--rounds takes a whole number, for example --rounds 5.', usage);

const root = process.cwd();
const checkouts = (positionals.length ? positionals : ['.']).map((folder) => path.resolve(root, folder));
for (const checkout of checkouts) {
  try {
    statSync(path.join(checkout, 'editor/server/startEditor.ts'));
  } catch {
    refuse(`${checkout} is not a checkout of this project with the page editor (no editor/server/startEditor.ts).`, usage);
  }
}

// The longest page, and its biggest section of its own that shows and has a heading.
const pageFiles = (readdirSync(path.join(root, 'pages'), { recursive: true }) as string[]).filter((f) => f.endsWith('.json'));
const longest = pageFiles.sort((a, b) => statSync(path.join(root, 'pages', b)).size - statSync(path.join(root, 'pages', a)).size)[0]!;
const file = `pages/${longest.split(path.sep).join('/')}`;
type SectionEntry = { type: string; heading?: unknown; hidden?: boolean };
const sections = (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { sections: SectionEntry[] }).sections;
const biggest = sections
  .map((s, i) => [JSON.stringify(s).length, i] as const)
  .filter(([, i]) => sections[i]!.type !== 'shared' && !sections[i]!.hidden && typeof sections[i]!.heading === 'string')
  .sort((a, b) => b[0] - a[0])[0]![1];
const heading = String(sections[biggest]!.heading);
const address = `/${file.replace(/\.json$/, '')}`;

const slowTyping = 'quick brown roof over kentucky';
const words = Array.from({ length: 5 }, (_, round) => ` zq${round}x`);

interface Figures {
  /** From the navigation until the outline and the preview show the page. */
  open: number;
  keyFrames: number[];
  eventDurations: number[];
  keyPreviews: number[];
  wordPreviews: number[];
}

/**
 * In the editor's page (not its frames), from its start: notes when the outline lists every
 * section and the preview shows the heading. A string, not a function: tsx would add helpers
 * to a function's text that the page does not have.
 */
const openingWatch = (expected: { sections: number; heading: string }) => `(() => {
  if (window !== window.top) return;
  const expected = ${JSON.stringify(expected)};
  const normalise = (text) => (text ?? '').replace(/\\s+/g, ' ').trim();
  window.__editorFigures = { opened: undefined };
  const watch = () => {
    const outline = document.querySelectorAll('ul[aria-label="Sections"] > li').length;
    const main = document.querySelector('iframe[title="Preview"]')?.contentDocument?.querySelector('main');
    if (outline === expected.sections && main && normalise(main.textContent).includes(expected.heading)) {
      setTimeout(() => { window.__editorFigures.opened = performance.now(); });
    } else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})()`;

/**
 * In the editor's page: for each key typed into the field, the time to the next frame, and the
 * time until the selected section's heading in the preview reads `texts[n]` (the field's text
 * after the n-th key).
 */
const typingWatch = (texts: string[], initial: string) => `(() => {
  const figures = window.__editorFigures;
  const texts = ${JSON.stringify(texts)};
  const normalise = (text) => (text ?? '').replace(/\\s+/g, ' ').trim();
  const afterPaint = (then) => requestAnimationFrame(() => setTimeout(then));
  const preview = document.querySelector('iframe[title="Preview"]').contentDocument;
  Object.assign(figures, { keyFrames: [], eventDurations: [], previews: {}, pending: [], next: 0 });
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

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An editor as the measure reaches it: its address, and how a browser context gets ready for it (signed in, a slow network). */
interface EditorUnderTest {
  label: string;
  url: string;
  context(browser: Browser): Promise<BrowserContext>;
  close(): Promise<void>;
}

async function measureRound(browser: Browser, editor: EditorUnderTest): Promise<Figures> {
  const context = await editor.context(browser);
  try {
    const page = await context.newPage();
    if (editor.label.includes('100 ms')) {
      // Every request of the page and its preview frame takes a 100 ms round trip more.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await page.addInitScript({ content: openingWatch({ sections: sections.length, heading: normalise(heading) }) });
    await page.goto(`${editor.url}${address}`);
    const open = (await (
      await page.waitForFunction(() => (window as unknown as EditorWindow).__editorFigures.opened, undefined, { timeout: 120_000 })
    ).jsonValue()) as number;

    const item = page.getByRole('list', { name: 'Sections' }).getByRole('listitem').nth(biggest);
    await item.getByRole('button', { name: new RegExp(`^${biggest + 1}\\.`) }).click();
    const field = page.locator(`[data-path="sections[${biggest}].heading"]`);
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
    const { previews, pending } = await page.evaluate(() => (window as unknown as EditorWindow).__editorFigures);
    if (pending.length > 0) throw new Error(`The preview did not show ${pending.length} of the typed keys within a second.`);
    const previewOf = (key: number) => previews[String(key)];
    const lastKeys = words.map((_, n) => slowTyping.length + words.slice(0, n + 1).join('').length - 1);
    return {
      open,
      keyFrames: slow.keyFrames,
      eventDurations: slow.eventDurations,
      keyPreviews: [...slowTyping].flatMap((_, key) => previewOf(key) ?? []),
      wordPreviews: lastKeys.map((key) => previewOf(key)!),
    };
  } finally {
    await context.close();
  }
}

interface EditorWindow {
  __editorFigures: { opened?: number; keyFrames: number[]; eventDurations: number[]; previews: Record<string, number>; pending: unknown[] };
}

const contentRoots: string[] = [];
const editors: EditorUnderTest[] = [];
const browser = await launchBrowser();
const desktop = { viewport: { width: 1440, height: 900 } };
try {
  for (const checkout of checkouts) {
    const contentRoot = mkdtempSync(path.join(tmpdir(), 'measure-editor-'));
    contentRoots.push(contentRoot);
    for (const name of ['pages', 'site.config.json', 'images']) cpSync(path.join(root, name), path.join(contentRoot, name), { recursive: true });
    // Each checkout's own editor, code and all.
    const { startEditor } = (await import(pathToFileURL(path.join(checkout, 'editor/server/startEditor.ts')).href)) as { startEditor: typeof StartEditor };
    const label = `laptop editor, ${checkout === root ? 'this checkout' : path.relative(root, checkout).startsWith('..') ? checkout : path.relative(root, checkout)}`;
    const editor = await startEditor({ contentRoot, port: 0 });
    editors.push({ label, url: editor.url, context: (b) => b.newContext(desktop), close: editor.close });
  }
  if (!options['no-team']) editors.push(await teamEditorBehindCaddy());
  const results = editors.map(() => [] as Figures[]);
  for (let round = 0; round < rounds; round++) {
    // Alternating, and in turn first, so that neither the machine's moods nor the order favour one.
    const order = editors.map((_, i) => (i + round) % editors.length);
    for (const i of order) {
      results[i]!.push(await measureRound(browser, editors[i]!));
      process.stdout.write('.');
    }
  }
  console.log(
    `\nPage editor on ${file} (${sections.length} sections), typing into the heading of section ${biggest + 1} (${sections[biggest]!.type}), ${rounds} rounds:`,
  );
  const figure = (values: number[]) => `median ${ms(median(values))}, worst ${ms(Math.max(...values))}`;
  editors.forEach(({ label }, i) => {
    const rounds = results[i]!;
    const all = (pick: (figures: Figures) => number[]) => rounds.flatMap(pick);
    const later = rounds.slice(1).map((r) => r.open);
    const durations = all((r) => r.eventDurations);
    console.log(`  ${label}:`);
    console.log(`    open the page (first visit):            ${ms(rounds[0]!.open)}`);
    if (later.length) console.log(`    open the page (again):                  ${figure(later)}  (target ≤ 1000 ms)`);
    console.log(`    key → next frame:                       ${figure(all((r) => r.keyFrames))}`);
    console.log(`    Event Timing duration:                  ${durations.length ? figure(durations) : 'no key took 16 ms or more'}`);
    console.log(
      `    key → preview shows it (${all((r) => r.keyPreviews).length} keys):      ${figure(all((r) => r.keyPreviews))}  (target ≤ 50 ms median, ≤ 100 ms worst)`,
    );
    console.log(`    word typed fast → preview shows it:     ${figure(all((r) => r.wordPreviews))}`);
  });
} finally {
  await browser.close();
  for (const editor of editors) await editor.close();
  for (const contentRoot of contentRoots) rmSync(contentRoot, { recursive: true, force: true });
}

/** The team editor as people reach it: its production build, behind Caddy over https, a publisher signed in. */
async function teamEditorBehindCaddy(): Promise<EditorUnderTest> {
  const httpsPort = await freePort();
  const editorUrl = `https://localhost:${httpsPort}`;
  const team = await startTeamEditorForTests({ editorUrl });
  const person = await team.add('Measure Person', 'publisher');
  const caddy = await startCaddy(httpsPort, team.server.url.replace(/^http:\/\//, ''));
  return {
    label: 'team editor, https behind Caddy, 100 ms round trip',
    url: caddy.url,
    async context(b) {
      const context = await b.newContext({ ...desktop, ignoreHTTPSErrors: true });
      const client = new TeamClient(team);
      await client.signIn(person);
      const [name, value] = client.cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: caddy.url, secure: true, httpOnly: true, sameSite: 'Strict' }]);
      return context;
    },
    async close() {
      await caddy.close();
      await team.close();
    },
  };
}
