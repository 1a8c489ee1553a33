/**
 * `npm run check:content-edits`: proves that the edits an editor makes never turn `npm test`
 * red. It copies the project to a temporary folder (node_modules linked, not copied), makes
 * all of these edits there together, the way docs/editing-pages.md tells an editor to:
 *
 * - the sections of every page in reverse order, some rewritten over many lines (as a
 *   formatter writes them) and the others left in their own layout, so that one-line and
 *   many-line sections meet, alike and mixed;
 * - one section hidden with "hidden": true on every page that has more than one: the first
 *   that shows with a heading of its own, the one a test is most likely to pick;
 * - the phone number replaced with one that is not a fictional 555 number;
 * - a fifth service added to "services", with its page made by `npm run new-page`;
 * - a paragraph rewritten;
 * - the integrations pointed at a provider's https addresses instead of the local stand-ins;
 *
 * then runs `npm test` in the copy, without the contractor's specification (tests/spec holds
 * the content to the contractor's words, so an edited copy is meant to fail it), and exits with
 * its exit code. The project itself is not touched. It takes as long as `npm test`, so it is
 * not part of it; CI runs it after `npm test` (.ci/run).
 * `--keep` keeps the copy; `--edit-only` makes the edits and keeps the copy without running the
 * tests, to run one suite there.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyEdits, findNodeAtLocation, type JSONPath, modify, parseTree } from 'jsonc-parser';
import { siteConfigFile } from '../schema/paths';

const root = process.cwd();
const copy = mkdtempSync(path.join(os.tmpdir(), 'content-edits-'));
const editOnly = process.argv.includes('--edit-only');
const keep = editOnly || process.argv.includes('--keep');

/** Edits a JSON file in place with minimal text edits, as an editor would. */
function edit(file: string, changes: [JSONPath, unknown][]): void {
  const full = path.join(copy, file);
  let text = readFileSync(full, 'utf8');
  for (const [where, value] of changes) text = applyEdits(text, modify(text, where, value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  writeFileSync(full, text);
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(copy, file), 'utf8')) as T;

/**
 * The page's sections in reverse order, in pairs: the first keeps the text it had, the next two
 * are written out over many lines (one field a line), the next two keep theirs, and so on, so
 * that a section meets every kind of neighbour (one-line or many-line, alike or not).
 */
function reverseSections(file: string): void {
  const full = path.join(copy, file);
  const text = readFileSync(full, 'utf8');
  const list = findNodeAtLocation(parseTree(text)!, ['sections']);
  const entries = list?.children ?? [];
  if (entries.length === 0) return;
  const lineStart = text.lastIndexOf('\n', entries[0]!.offset) + 1;
  const indent = text.slice(lineStart, entries[0]!.offset);
  const written = [...entries].reverse().map((entry, place) => {
    const own = text.slice(entry.offset, entry.offset + entry.length);
    const manyLines = Math.floor((place + 1) / 2) % 2 === 1;
    return manyLines ? JSON.stringify(JSON.parse(own), null, 2).replaceAll('\n', `\n${indent}`) : own;
  });
  const first = entries[0]!;
  const last = entries.at(-1)!;
  writeFileSync(full, text.slice(0, first.offset) + written.join(`,\n${indent}`) + text.slice(last.offset + last.length));
}

function run(command: string, args: string[]): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: copy, stdio: 'inherit', env: process.env }).status ?? 1;
}

try {
  // 1. A copy of the project, without what the build and the tests make.
  const skip = new Set(['node_modules', 'dist', '.git', 'screenshots']);
  for (const entry of readdirSync(root)) if (!skip.has(entry)) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // A git repository of its own, as every clone an editor works in is: the build keys what it
  // keeps by the code git lists (engine/build/codeFingerprint.ts). The linked node_modules is a
  // link, which the .gitignore's "node_modules/" (folders only) does not leave out.
  if (spawnSync('git', ['init', '--quiet'], { cwd: copy, stdio: 'inherit' }).status !== 0) throw new Error('git init failed in the copy');
  appendFileSync(path.join(copy, '.git/info/exclude'), '/node_modules\n');
  console.log(`Copied the project to ${copy}`);

  // 2. A new page for a fifth service, made the way the guide says, before anything links to it.
  const services = readJson<{ services: { href: string }[] }>(siteConfigFile).services;
  const from = services[0]!.href;
  if (run('npx', ['tsx', 'engine/cli/newPage.ts', '/services/inspections', '--from', from]) !== 0) throw new Error('npm run new-page failed');

  // 3. The settings: a real-looking phone number, the fifth service, a provider's addresses.
  const pools = Object.keys(
    readJson<{ integrations: { callTracking: { numberPools: Record<string, string> } } }>(siteConfigFile).integrations.callTracking.numberPools,
  );
  edit(siteConfigFile, [
    [['company', 'phoneDisplay'], '(859) 321-4567'],
    [['company', 'phoneDial'], '+18593214567'],
    [
      ['services', services.length],
      { label: 'Roof Inspections', href: '/services/inspections', icon: 'search', description: 'Yearly inspections with a photo report and a repair budget.' },
    ],
    [['integrations', 'leadForm', 'formUrl'], 'https://forms.provider.example/widget/form/k2x9'],
    [['integrations', 'leadForm', 'embedScriptUrl'], 'https://forms.provider.example/js/form_embed.js'],
    [['integrations', 'callTracking', 'sessionScriptUrl'], 'https://calls.provider.example/session.js'],
    ...pools.map((pool): [JSONPath, unknown] => [['integrations', 'callTracking', 'numberPools', pool], `https://calls.provider.example/pools/${pool}.js`]),
  ]);
  console.log(`Edited ${siteConfigFile}: phone number, a fifth service, the provider addresses`);

  // 4. Every page: sections reversed, one hidden, and one paragraph rewritten somewhere.
  let rewritten = false;
  const pageFiles = (readdirSync(path.join(copy, 'pages'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .map((f) => `pages/${f.split(path.sep).join('/')}`);
  const sharedHidden = new Set(
    Object.entries(readJson<{ sharedSections: Record<string, { hidden?: boolean }> }>(siteConfigFile).sharedSections)
      .filter(([, section]) => section.hidden)
      .map(([name]) => name),
  );
  const shows = (s: Record<string, unknown>) =>
    !s.hidden && (s.type !== 'shared' || (!(s.overrides as { hidden?: boolean } | undefined)?.hidden && !sharedHidden.has(String(s.name))));
  for (const file of pageFiles.sort()) {
    reverseSections(file);
    const sections = readJson<{ sections: Record<string, unknown>[] }>(file).sections;
    const notes = ['reversed'];
    const changes: [JSONPath, unknown][] = [];
    const showing = sections.flatMap((s, index) => (shows(s) ? [index] : []));
    const ownWithHeading = showing.find((index) => sections[index]!.type !== 'shared' && typeof sections[index]!.heading === 'string');
    const toHide = showing.length > 1 ? (ownWithHeading ?? showing[0]!) : undefined;
    if (toHide !== undefined) {
      changes.push([['sections', toHide, 'hidden'], true]);
      sections[toHide]!.hidden = true;
      notes.push(`hid section ${toHide} (${String(sections[toHide]!.type)})`);
    }
    const withParagraphs = sections.findIndex((s) => shows(s) && Array.isArray(s.paragraphs) && s.paragraphs.length > 0);
    if (!rewritten && withParagraphs >= 0) {
      changes.push([
        ['sections', withParagraphs, 'paragraphs', 0],
        'We rewrote this paragraph: a content edit the tests must not notice. Call {phone} to talk to us.',
      ]);
      notes.push(`rewrote a paragraph of section ${withParagraphs}`);
      rewritten = true;
    }
    edit(file, changes);
    console.log(`Edited ${file}: ${notes.join(', ')}`);
  }

  // 5. The edited project must still validate, build and pass every test.
  if (!editOnly) {
    const status = run('npm', ['test', '--', '--no-spec']);
    console.log(status === 0 ? '\n✔ npm test passed on the edited copy.' : `\n✖ npm test failed on the edited copy (exit ${status}).`);
    process.exitCode = status;
  }
} finally {
  if (keep) console.log(`Kept the copy at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
