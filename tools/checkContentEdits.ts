/**
 * `npm run check:content-edits`: proves that the edits an editor makes never turn `npm test`
 * red. It copies the project to a temporary folder (node_modules linked, not copied), makes
 * all of these edits there together, the way docs/editing-pages.md tells an editor to:
 *
 * - the sections of every page in reverse order;
 * - one section hidden with "hidden": true on every page that has more than one;
 * - the phone number replaced with one that is not a fictional 555 number;
 * - a fifth service added to "services", with its page made by `npm run new-page`;
 * - a paragraph rewritten;
 * - the integrations pointed at a provider's https addresses instead of the local stand-ins;
 *
 * then runs `npm test` in the copy and exits with its exit code. The project itself is not
 * touched. It takes as long as `npm test`, so it is not part of it; run it after changing tests.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyEdits, type JSONPath, modify } from 'jsonc-parser';

const root = process.cwd();
const copy = mkdtempSync(path.join(os.tmpdir(), 'content-edits-'));
const keep = process.argv.includes('--keep');

/** Edits a JSON file in place with minimal text edits, as an editor would. */
function edit(file: string, changes: [JSONPath, unknown][]): void {
  const full = path.join(copy, file);
  let text = readFileSync(full, 'utf8');
  for (const [where, value] of changes) text = applyEdits(text, modify(text, where, value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  writeFileSync(full, text);
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(copy, file), 'utf8')) as T;

function run(command: string, args: string[]): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: copy, stdio: 'inherit', env: process.env }).status ?? 1;
}

try {
  // 1. A copy of the project, without what the build and the tests make.
  const skip = new Set(['node_modules', 'dist', '.git', 'screenshots']);
  for (const entry of readdirSync(root)) if (!skip.has(entry)) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  console.log(`Copied the project to ${copy}`);

  // 2. A new page for a fifth service, made the way the guide says, before anything links to it.
  const services = readJson<{ services: { href: string }[] }>('site.config.json').services;
  const from = services[0]!.href;
  if (run('npx', ['tsx', 'engine/cli/newPage.ts', '/services/inspections', '--from', from]) !== 0) throw new Error('npm run new-page failed');

  // 3. The settings: a real-looking phone number, the fifth service, a provider's addresses.
  const pools = Object.keys(
    readJson<{ integrations: { callTracking: { numberPools: Record<string, string> } } }>('site.config.json').integrations.callTracking.numberPools,
  );
  edit('site.config.json', [
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
  console.log('Edited site.config.json: phone number, a fifth service, the provider addresses');

  // 4. Every page: sections reversed, one hidden, and one paragraph rewritten somewhere.
  let rewritten = false;
  const pageFiles = (readdirSync(path.join(copy, 'pages'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .map((f) => `pages/${f.split(path.sep).join('/')}`);
  for (const file of pageFiles.sort()) {
    const page = readJson<{ sections: Record<string, unknown>[] }>(file);
    const sections = [...page.sections].reverse();
    const notes = ['reversed'];
    if (sections.length > 1) {
      sections[1] = { ...sections[1], hidden: true };
      notes.push(`hid section ${1} (${String(sections[1]!.type)})`);
    }
    const changes: [JSONPath, unknown][] = [[['sections'], sections]];
    const withParagraphs = sections.findIndex((s) => !s.hidden && Array.isArray(s.paragraphs) && s.paragraphs.length > 0);
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
  const status = run('npm', ['test']);
  console.log(status === 0 ? '\n✔ npm test passed on the edited copy.' : `\n✖ npm test failed on the edited copy (exit ${status}).`);
  process.exitCode = status;
} finally {
  if (keep) console.log(`Kept the copy at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
