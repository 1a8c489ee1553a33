/**
 * Moving and deleting pages (engine/content/pageLinks.ts, `npm run move-page`/`delete-page`) on
 * a copy of the fixture project: links follow the page with the least change to each file, and
 * nothing is written when the result would not validate.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { planNewPage, writeNewPage } from '../../engine/content/newPage';
import { applyChange, linksTo, PageChangeRefused, planDelete, planMove } from '../../engine/content/pageLinks';
import { validateSite } from '../../engine/content/validateSite';
import { commandLine } from '../support/projectPaths';
import { lineDiff } from './lineDiff';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const fixture = path.join(projectRoot, 'tests/fixtures/site');
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A copy of the fixture project, with every file's text before the change. */
function copyOfFixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-links-'));
  roots.push(root);
  fs.cpSync(fixture, root, { recursive: true });
  const snapshot = () =>
    Object.fromEntries(
      (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.split(path.sep).join('/'), fs.readFileSync(path.join(root, file), 'utf8')]),
    );
  return { root, before: snapshot(), snapshot };
}

/** The lines that differ between two texts of the same length in lines. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

const settingsFile = 'site.config.json';
/** The redirects in the copy's settings. */
const redirectsOf = (root: string) => (JSON.parse(fs.readFileSync(path.join(root, settingsFile), 'utf8')) as { redirects?: unknown }).redirects;

/** A page of the fixture that other files link to, and one of its links. */
const target = '/services/repairs';
const renamed = '/services/roof-repairs';

describe('linksTo', () => {
  it('lists every link to a page, in the settings and in the pages, with line and column', () => {
    const { root, before } = copyOfFixture();
    const places = linksTo(root, target);
    expect(places.length).toBeGreaterThanOrEqual(2);
    for (const place of places) {
      const line = before[place.file]!.split('\n')[place.line - 1]!;
      expect(line.slice(place.column - 1)).toMatch(new RegExp(`^"${String(place.path.at(-1))}"`));
      expect(line).toContain(`"${place.href}"`);
    }
    expect(new Set(places.map((p) => p.file)).has('site.config.json')).toBe(true);
  });
});

describe('moving a page', () => {
  it('rewrites its path, every link to it and its file name, changing only those lines, and stays valid', () => {
    const { root, before, snapshot } = copyOfFixture();
    const links = linksTo(root, target);
    applyChange(root, planMove(root, target, renamed));
    const after = snapshot();

    expect(after['pages/services/repairs.json']).toBeUndefined();
    expect(changedLines(before['pages/services/repairs.json']!, after['pages/services/roof-repairs.json']!)).toEqual([`  "path": "${renamed}",`]);
    for (const file of new Set(links.map((l) => l.file))) {
      if (file === settingsFile) continue;
      const changed = changedLines(before[file]!, after[file]!);
      expect(changed).toHaveLength(links.filter((l) => l.file === file).length);
      for (const line of changed) expect(line).toContain(`"${renamed}`);
    }
    // The settings: each link's line, and the redirect from the old address added at the end.
    const settingsLinks = links.filter((l) => l.file === settingsFile);
    const { removed, added } = lineDiff(before[settingsFile]!, after[settingsFile]!);
    expect(removed.map((line) => line.text)).toEqual([...settingsLinks.map((l) => expect.stringContaining(`"${l.href}"`)), '  }']);
    expect(added.filter((line) => line.text.includes(`"${renamed}"`)).length).toBe(settingsLinks.length + 1);
    expect(redirectsOf(root)).toEqual([{ from: target, to: renamed }]);
    // Files without links to the page are untouched, byte for byte.
    for (const file of Object.keys(before)) {
      if (file !== 'pages/services/repairs.json' && file !== settingsFile && !links.some((l) => l.file === file)) expect(after[file], file).toBe(before[file]);
    }
    expect(linksTo(root, target)).toEqual([]);
    expect(validateSite(root).errorCount).toBe(0);
  });

  it('keeps the #anchor of a link', () => {
    const { root } = copyOfFixture();
    // A card's link on a page (a menu entry names a page only, without an anchor).
    const onPage = linksTo(root, target).find((place) => place.file.startsWith('pages/'));
    const file = path.join(root, onPage!.file);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(`"${target}"`, `"${target}#faq"`));
    applyChange(root, planMove(root, target, renamed));
    expect(fs.readFileSync(file, 'utf8')).toContain(`"${renamed}#faq"`);
  });

  it('refuses a path another page has, the home page, and a page that does not exist, writing nothing', () => {
    const { root, before, snapshot } = copyOfFixture();
    expect(() => planMove(root, target, '/services/maintenance')).toThrow(/a page with the address "\/services\/maintenance" exists already/);
    expect(() => planMove(root, '/', '/start')).toThrow(PageChangeRefused);
    expect(() => planMove(root, '/services/nothing', renamed)).toThrow(/no page has the path/);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a new path the validator does not accept, and writes nothing', () => {
    const { root, before, snapshot } = copyOfFixture();
    expect(() => applyChange(root, planMove(root, target, '/Services/Roof Repairs'))).toThrow(/nothing was written:\n.*page path/);
    expect(snapshot()).toEqual(before);
  });
});

describe('deleting a page', () => {
  it('is refused while links lead to it, and lists each of them', () => {
    const { root, before, snapshot } = copyOfFixture();
    const links = linksTo(root, target);
    let message = '';
    try {
      planDelete(root, target);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^${links.length} links? still leads? to "${target}"`));
    for (const link of links) expect(message).toContain(`${link.file}:${link.line}:${link.column} ${link.field}`);
    expect(snapshot()).toEqual(before);
  });

  it('removes the file once nothing links to it', () => {
    const { root } = copyOfFixture();
    applyChange(root, planMove(root, target, renamed));
    // A page nobody links to: made from the moved one under a new path.
    const orphan = path.join(root, 'pages/services/orphan.json');
    fs.writeFileSync(
      orphan,
      fs
        .readFileSync(path.join(root, 'pages/services/roof-repairs.json'), 'utf8')
        .replace(`"path": "${renamed}"`, '"path": "/services/orphan"')
        .replace(/"title": "[^"]*"/, '"title": "An Orphan Page | Test"')
        .replace(/"description": "[^"]*"/, '"description": "A page that no other page links to, made by the page-links test to be deleted."'),
    );
    expect(validateSite(root).problems.filter((p) => p.severity === 'error')).toEqual([]);
    applyChange(root, planDelete(root, '/services/orphan'));
    expect(fs.existsSync(orphan)).toBe(false);
    expect(validateSite(root).errorCount).toBe(0);
  });
});

/** A page nobody links to, made from a copy of the repairs page under `pagePath`. */
function addOrphan(root: string, pagePath: string): string {
  const file = path.join(root, `pages${pagePath}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    fs
      .readFileSync(path.join(fixture, 'pages/services/repairs.json'), 'utf8')
      .replace(`"path": "${target}"`, `"path": "${pagePath}"`)
      .replace(/"title": "[^"]*"/, `"title": "An Orphan Page ${pagePath}"`)
      .replace(/"description": "[^"]*"/, `"description": "A page that no other page links to, made by the page-links test at ${pagePath}."`),
  );
  return file;
}

/** The copy's settings with `redirects` as given, written as a person would. */
function setRedirects(root: string, redirects: { from: string; to: string }[]): void {
  const file = path.join(root, settingsFile);
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(file, `${JSON.stringify({ ...value, redirects }, null, 2)}\n`);
}

describe('redirects that follow the pages', () => {
  it('a chain collapses: A → B, then B moved to C gives A → C and B → C', () => {
    const { root } = copyOfFixture();
    applyChange(root, planMove(root, target, renamed));
    const change = planMove(root, renamed, '/services/fixing-roofs');
    expect(change.notes).toEqual([`Visitors of the old address "${renamed}" are sent on to "/services/fixing-roofs" (a redirect, kept in the site settings).`]);
    applyChange(root, change);
    expect(redirectsOf(root)).toEqual([
      { from: target, to: '/services/fixing-roofs' },
      { from: renamed, to: '/services/fixing-roofs' },
    ]);
    expect(validateSite(root).errorCount).toBe(0);
  });

  it('a page moved back to its old address takes the address from the redirect, saying so, and never loops', () => {
    const { root } = copyOfFixture();
    applyChange(root, planMove(root, target, renamed));
    const back = planMove(root, renamed, target);
    expect(back.notes).toEqual([
      `Visitors of the old address "${renamed}" are sent on to "${target}" (a redirect, kept in the site settings).`,
      `The redirect from "${target}" was removed: the page is at that address now.`,
    ]);
    applyChange(root, back);
    expect(redirectsOf(root)).toEqual([{ from: renamed, to: target }]);
    expect(validateSite(root).errorCount).toBe(0);
  });

  it('a page deleted with a page for its visitors: every link and redirect to it leads there, without its #anchor, and its address is redirected', () => {
    const { root, before, snapshot } = copyOfFixture();
    const links = linksTo(root, target);
    const home = path.join(root, 'pages/home.json');
    fs.writeFileSync(home, fs.readFileSync(home, 'utf8').replace(`"href": "${target}"`, `"href": "${target}#faq"`));
    setRedirects(root, [{ from: '/repairs.html', to: target }]);
    const change = planDelete(root, target, { to: '/services/restoration' });
    expect(change.removes).toEqual(['pages/services/repairs.json']);
    expect(change.notes).toEqual([`Visitors of "${target}" are sent on to "/services/restoration" (a redirect, kept in the site settings).`]);
    applyChange(root, change);
    expect(linksTo(root, target)).toEqual([]);
    const after = snapshot();
    for (const file of new Set(links.map((l) => l.file)))
      if (file !== settingsFile) for (const line of changedLines(before[file]!, after[file]!)) expect(line).toContain('"/services/restoration"');
    expect(redirectsOf(root)).toEqual([
      { from: '/repairs.html', to: '/services/restoration' },
      { from: target, to: '/services/restoration' },
    ]);
    expect(validateSite(root).errorCount).toBe(0);
  });

  it('a page deleted with nowhere for its visitors takes the redirects to it along, saying so; links still stop it', () => {
    const { root } = copyOfFixture();
    addOrphan(root, '/services/orphan');
    setRedirects(root, [
      { from: '/old-orphan', to: '/services/orphan' },
      { from: '/old-about', to: '/about' },
    ]);
    expect(validateSite(root).errorCount).toBe(0);
    const change = planDelete(root, '/services/orphan');
    expect(change.notes).toEqual(['The redirect from "/old-orphan" to "/services/orphan" was removed: visitors of "/old-orphan" get the not-found page too.']);
    applyChange(root, change);
    expect(redirectsOf(root)).toEqual([{ from: '/old-about', to: '/about' }]);
    // The repairs page has links to it: with nowhere to go, it stays.
    expect(() => planDelete(root, target)).toThrow(
      /still leads? to "\/services\/repairs"; change or remove .* first, or send the page's visitors to another page/,
    );
  });

  it("refuses to send a deleted page's visitors to itself, to the not-found page or to a page that does not exist, writing nothing", () => {
    const { root, before, snapshot } = copyOfFixture();
    expect(() => planDelete(root, target, { to: target })).toThrow(/cannot be sent to the page that is deleted/);
    expect(() => planDelete(root, target, { to: '/404' })).toThrow(/send them nowhere/);
    expect(() => planDelete(root, target, { to: '/services/nothing' })).toThrow(/no page has the path "\/services\/nothing"/);
    expect(snapshot()).toEqual(before);
  });

  it('a new page at an old address removes the redirect from it, saying so', () => {
    const { root } = copyOfFixture();
    applyChange(root, planMove(root, target, renamed));
    const page = planNewPage(root, { newPath: target, fromPath: renamed, title: 'Roof Repairs Again | Fixture', description: undefined });
    expect(page.notes).toEqual([`The redirect from "${target}" was removed: the new page is at that address.`]);
    writeNewPage(root, page);
    expect(redirectsOf(root)).toEqual([]);
    expect(validateSite(root).errorCount).toBe(0);
  });
});

describe('npm run move-page and delete-page', () => {
  const run = (root: string, ...args: string[]) => spawnSync(...commandLine('engine/cli/pagePlaces.ts', ...args), { cwd: root, encoding: 'utf8' });

  // Two runs of the command, each a process of its own: more than the usual 5 s on a busy machine.
  it('move the page and say what changed; refuse a delete in plain words with exit code 1; delete with --to', { timeout: 45_000 }, () => {
    const { root } = copyOfFixture();
    const moved = run(root, 'move', target, renamed);
    expect(moved.status, moved.stderr).toBe(0);
    expect(moved.stdout).toMatch(new RegExp(`✔ Moved ${target} to ${renamed}`));
    const refused = run(root, 'delete', renamed);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/✖ Nothing was changed: \d+ links? still leads? to/);
    expect(execFileSync('ls', [path.join(root, 'pages/services')], { encoding: 'utf8' })).toContain('roof-repairs.json');
    const sent = run(root, 'delete', renamed, '--to', '/services/restoration');
    expect(sent.status, sent.stderr).toBe(0);
    expect(sent.stdout).toContain(`✔ Deleted ${renamed} (pages/services/roof-repairs.json).`);
    expect(sent.stdout).toContain(`Visitors of "${renamed}" are sent on to "/services/restoration"`);
    expect(redirectsOf(root)).toEqual([
      { from: target, to: '/services/restoration' },
      { from: renamed, to: '/services/restoration' },
    ]);
  });
});
