/**
 * `npm run measure:editor`: how fast the page editor opens, switches page and answers typing, in
 * Chromium, on a copy of the project's content (`--content <folder>`: of another content folder,
 * such as one grown to a thousand pages). Each round (tools/editorFigures.ts) opens the longest
 * page at its address, types into the heading of its biggest section (per key: the next frame,
 * Event Timing, the preview showing it; per word typed fast: the preview showing it; each check
 * after a pause), then chooses the home page in the "Page" picker. The first opening of each
 * editor is shown apart (the server and the browser warm up then); spaces typed are not counted
 * (the preview shows a heading without the space at its end).
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
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentPaths, siteConfigFile } from '../engine/content/load';
import type { startEditor as StartEditor } from '../editor/server/startEditor';
import { startCaddy } from '../tests/support/caddy';
import { freePort, startTeamEditorForTests, TeamClient } from '../tests/support/teamEditor';
import { launchBrowser } from './chromium';
import { readCommandLine, refuse } from './commandLine';
import { type EditorUnderTest, measureRound, pagesUnderTest, type RoundFigures } from './editorFigures';
import { median, ms } from './figures';

// React's production build for the editor's page (Vite prepares dependencies for this NODE_ENV):
// the development build's checks made every keystroke several times slower.
process.env.NODE_ENV ??= 'production';

const usage = 'npm run measure:editor -- [--rounds 3] [--no-team] [--content <folder>] [<checkout of the project> ...]';
const { options, positionals } = readCommandLine(
  usage,
  { rounds: { type: 'string', default: '3' }, 'no-team': { type: 'boolean', default: false }, content: { type: 'string' } },
  { positionals: true },
);
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1) refuse('--rounds takes a whole number, for example --rounds 5.', usage);

const root = process.cwd();
const content = path.resolve(root, options.content ?? '.');
try {
  statSync(path.join(content, siteConfigFile));
  statSync(path.join(content, 'pages'));
} catch {
  refuse(`${content} is not a content folder (with ${siteConfigFile} and pages/).`, usage);
}
const checkouts = (positionals.length ? positionals : ['.']).map((folder) => path.resolve(root, folder));
for (const checkout of checkouts) {
  try {
    statSync(path.join(checkout, 'editor/server/startEditor.ts'));
  } catch {
    refuse(`${checkout} is not a checkout of this project with the page editor (no editor/server/startEditor.ts).`, usage);
  }
}
const pages = pagesUnderTest(content);
const { longest } = pages;

const contentRoots: string[] = [];
const editors: EditorUnderTest[] = [];
const browser = await launchBrowser();
const desktop = { viewport: { width: 1440, height: 900 } };
try {
  for (const checkout of checkouts) {
    const contentRoot = mkdtempSync(path.join(tmpdir(), 'measure-editor-'));
    contentRoots.push(contentRoot);
    for (const name of contentPaths) cpSync(path.join(content, name), path.join(contentRoot, name), { recursive: true });
    // Each checkout's own editor, code and all.
    const { startEditor } = (await import(pathToFileURL(path.join(checkout, 'editor/server/startEditor.ts')).href)) as { startEditor: typeof StartEditor };
    const label = `laptop editor, ${checkout === root ? 'this checkout' : path.relative(root, checkout).startsWith('..') ? checkout : path.relative(root, checkout)}`;
    const editor = await startEditor({ contentRoot, port: 0 });
    editors.push({ label, url: editor.url, context: (b) => b.newContext(desktop), close: editor.close });
  }
  if (!options['no-team']) editors.push(await teamEditorBehindCaddy());
  const results = editors.map(() => [] as RoundFigures[]);
  for (let round = 0; round < rounds; round++) {
    // Alternating, and in turn first, so that neither the machine's moods nor the order favour one.
    const order = editors.map((_, i) => (i + round) % editors.length);
    for (const i of order) {
      results[i]!.push(await measureRound(browser, editors[i]!, pages));
      process.stdout.write('.');
    }
  }
  const count = (readdirSync(path.join(content, 'pages'), { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).length;
  console.log(
    `\nPage editor on ${longest.file} (${longest.sections} sections) of ${count} pages, typing into the heading of section ${longest.biggest + 1} (${longest.type}), then switching to the home page, ${rounds} rounds:`,
  );
  const figure = (values: number[]) => `median ${ms(median(values))}, worst ${ms(Math.max(...values))}`;
  editors.forEach(({ label }, i) => {
    const rounds = results[i]!;
    const all = (pick: (figures: RoundFigures) => number[]) => rounds.flatMap(pick);
    const later = rounds.slice(1);
    const durations = all((r) => r.eventDurations);
    console.log(`  ${label}:`);
    console.log(`    open the page (first visit):            ${ms(rounds[0]!.open)}`);
    if (later.length) console.log(`    open the page (again):                  ${figure(later.map((r) => r.open))}  (target ≤ 1000 ms)`);
    console.log(`    switch page with the picker:            ${figure(rounds.map((r) => r.switch))}`);
    console.log(`    key → next frame:                       ${figure(all((r) => r.keyFrames))}`);
    console.log(`    Event Timing duration:                  ${durations.length ? figure(durations) : 'no key took 16 ms or more'}`);
    console.log(
      `    key → preview shows it (${all((r) => r.keyPreviews).length} keys):      ${figure(all((r) => r.keyPreviews))}  (target ≤ 50 ms median, ≤ 100 ms worst)`,
    );
    console.log(`    word typed fast → preview shows it:     ${figure(all((r) => r.wordPreviews))}`);
    console.log(`    check after a pause (${all((r) => r.checks).length} checks):        ${figure(all((r) => r.checks))}  (target ≤ 300 ms)`);
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
    latency: 100,
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
