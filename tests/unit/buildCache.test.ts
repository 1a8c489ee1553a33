// @vitest-environment node
/**
 * The build cache's rules (engine/build/buildCache.ts, buildSite.ts): what a change renders again
 * (one page's field: that page, the validator parsing that file alone; a shared section: the pages that show it; a redirect: no page;
 * the settings or the code: every page; nothing: nothing, and no file is written), that nothing damaged or foreign in the
 * cache is trusted, that pruning keeps what recent builds use, and what the code fingerprint
 * covers. The builds are `npm run build` in a process of its own, on a copy of the content.
 */
import { fork } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildAnswer, type BuildReport, type BuildRequest, buildInChild } from '../../engine/build/buildChild';
import { BuildCache, bytesHash, hashOf } from '../../engine/build/buildCache';
import { codeFingerprint } from '../../engine/build/codeFingerprint';
import { rewriteJson } from '../../engine/content/minimalEdits';
import { git } from '../support/siteRepository';
import { projectRoot } from '../support/projectPaths';

const work = mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Json = Record<string, unknown>;
type Built = Extract<BuildReport, { kind: 'built' }>;

describe('the build cache as a store', () => {
  const cache = new BuildCache(path.join(work, 'store'));
  const blobFile = (hash: string) => path.join(cache.dir, 'blobs', hash.slice(0, 2), hash);
  const entryFile = (key: string) => path.join(cache.dir, 'entries', 'page', `${key}.json`);

  it('gives back what was put, and nothing for a key it does not have', () => {
    const key = hashOf('a page');
    cache.putEntry('page', key, new Map([['html', Buffer.from('<p>Hi</p>')]]));
    expect(cache.entryBytes('page', key)?.get('html')?.toString()).toBe('<p>Hi</p>');
    expect(cache.entry('page', hashOf('another page'))).toBeUndefined();
    expect(cache.entry('compressed', key), 'an entry of another kind').toBeUndefined();
    cache.putValue('content-file', key, { kept: ['a', 1] });
    expect(cache.value('content-file', key)).toEqual({ kept: ['a', 1] });
    expect(cache.value('validation', key), 'a value of another kind').toBeUndefined();
    expect(cache.value('content-file', hashOf('another file')), 'a key it does not have').toBeUndefined();
  });

  it('ignores a blob whose bytes do not match its name, and an entry truncated, edited or of another format', () => {
    const key = hashOf('a damaged page');
    const [hash] = Object.values(cache.putEntry('page', key, new Map([['html', Buffer.from('<p>Damaged</p>')]])));
    writeFileSync(blobFile(hash!), '<p>Damag3d</p>');
    expect(cache.getBlob(hash!)).toBeUndefined();
    expect(cache.entryBytes('page', key)).toBeUndefined();
    // Put again, the blob is written afresh.
    cache.putEntry('page', key, new Map([['html', Buffer.from('<p>Damaged</p>')]]));
    expect(cache.entryBytes('page', key)?.get('html')?.toString()).toBe('<p>Damaged</p>');

    const text = readFileSync(entryFile(key), 'utf8');
    writeFileSync(entryFile(key), text.slice(0, text.length / 2));
    expect(cache.entry('page', key), 'truncated').toBeUndefined();
    writeFileSync(entryFile(key), text.replace('"files"', '"files" ').replace(/[0-9a-f]{64}/, '0'.repeat(64)));
    expect(cache.entry('page', key), 'edited').toBeUndefined();
    // A record's first line is the hash of the JSON after it: sealed as the cache seals, but of format 0.
    const foreign = JSON.stringify({ ...(JSON.parse(text.slice(text.indexOf('\n') + 1)) as Json), format: 0 });
    writeFileSync(entryFile(key), `${hashOf(foreign)}\n${foreign}`);
    expect(cache.entry('page', key), 'another format').toBeUndefined();
    writeFileSync(entryFile(hashOf('elsewhere')), text);
    expect(cache.entry('page', hashOf('elsewhere')), "another key's entry").toBeUndefined();
  });

  it('prunes what no output folder uses, once it is old enough, and keeps what one does', () => {
    const outDir = mkdtempSync(path.join(work, 'out-'));
    const [kept, dropped, young] = ['kept', 'dropped', 'young'].map((name) => hashOf(name));
    for (const key of [kept!, dropped!, young!]) cache.putEntry('page', key, new Map([['html', Buffer.from(`<p>${key}</p>`)]]));
    cache.setOutputs({ outDir, siteKey: '', files: {}, entries: [`page/${kept}`] });
    const gone = mkdtempSync(path.join(work, 'gone-'));
    cache.setOutputs({ outDir: gone, siteKey: '', files: {}, entries: [`page/${dropped}`] });
    rmSync(gone, { recursive: true });
    const anHourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of [kept!, dropped!]) utimesSync(entryFile(key), anHourAgo, anHourAgo);
    for (const file of readdirSync(path.join(cache.dir, 'blobs'), { recursive: true }) as string[])
      utimesSync(path.join(cache.dir, 'blobs', file), anHourAgo, anHourAgo);
    for (const file of readdirSync(path.join(cache.dir, 'outputs')) as string[]) utimesSync(path.join(cache.dir, 'outputs', file), anHourAgo, anHourAgo);

    cache.prune({ force: true });
    expect(existsSync(entryFile(kept!)), 'used by a folder that is there').toBe(true);
    expect(cache.entryBytes('page', kept!)).toBeDefined();
    expect(existsSync(entryFile(dropped!)), 'used only by a folder that is gone').toBe(false);
    expect(existsSync(entryFile(young!)), 'made within the hour: a build may be using it').toBe(true);
    expect(cache.outputs(gone)).toBeUndefined();
    expect(cache.outputs(outDir)).toBeDefined();
  });

  it("keeps an output folder's record in parts, rewrites only the parts that changed, and trusts no damaged part", () => {
    const store = new BuildCache(path.join(work, 'parts-store'));
    const outDir = mkdtempSync(path.join(work, 'out-'));
    const partsDir = path.join(store.dir, 'outputs', 'parts');
    const parts = () => new Set(readdirSync(partsDir));
    const written = (n: number) => ({ key: `page/${hashOf(`page ${n}`)}`, hash: hashOf(`bytes ${n}`), size: n, mtimeMs: 1_000 + n, copies: ['.br', '.gz'] });
    const files: Record<string, ReturnType<typeof written>> = {};
    for (let n = 0; n < 300; n++) files[`places/place-${n}/index.html`] = written(n);
    const record = { outDir, siteKey: hashOf('site'), files, entries: ['client/x'] };
    store.setOutputs(record);
    expect(new BuildCache(store.dir).outputs(outDir), 'read back by another build').toEqual(record);
    const before = parts();
    expect(before.size, 'more than one part').toBeGreaterThan(10);
    const times = new Map([...before].map((name) => [name, statSync(path.join(partsDir, name)).mtimeMs]));

    // One page written again: one part more, the others are the same files.
    const changed = { ...record, siteKey: hashOf('site, changed'), files: { ...files, 'places/place-7/index.html': written(7_000) } };
    store.setOutputs(changed);
    expect([...parts()].filter((name) => !before.has(name))).toHaveLength(1);
    for (const [name, time] of times) expect(statSync(path.join(partsDir, name)).mtimeMs, `${name} was not written again`).toBe(time);
    expect(new BuildCache(store.dir).outputs(outDir)).toEqual(changed);

    // Pruning removes the part no record names any more, once old; the record still reads.
    const anHourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of parts()) utimesSync(path.join(partsDir, name), anHourAgo, anHourAgo);
    store.prune({ force: true });
    expect(parts().size).toBe(before.size);
    expect(new BuildCache(store.dir).outputs(outDir)).toEqual(changed);

    // A part damaged, or another part's bytes under its name: the folder is unknown (written afresh by the next build).
    const [name, other] = [...parts()];
    const text = readFileSync(path.join(partsDir, name!), 'utf8');
    writeFileSync(path.join(partsDir, name!), text.replace('"size":', '"size": '));
    expect(new BuildCache(store.dir).outputs(outDir), 'damaged').toBeUndefined();
    writeFileSync(path.join(partsDir, name!), readFileSync(path.join(partsDir, other!)));
    expect(new BuildCache(store.dir).outputs(outDir), "another part's").toBeUndefined();
    rmSync(path.join(partsDir, name!));
    expect(new BuildCache(store.dir).outputs(outDir), 'missing').toBeUndefined();
  });
});

describe("the build cache's file hashes", () => {
  const dir = path.join(work, 'file-hashes');
  const records = () => new Map(readdirSync(path.join(dir, 'file-hashes')).map((name) => [name, readFileSync(path.join(dir, 'file-hashes', name), 'utf8')]));
  const folders = ['pages', 'images'].map((name) => path.join(work, 'hashed', name));

  it("answers each file's hash, learnt once, and a build that changes one file rewrites only its folder's record", () => {
    for (const folder of folders) mkdirSync(folder, { recursive: true });
    const files = folders.flatMap((folder) => ['a.json', 'b.json'].map((name) => path.join(folder, name)));
    for (const file of files) writeFileSync(file, `{"file":"${path.basename(file)}"}`);
    const first = new BuildCache(dir);
    const hashes = files.map((file) => first.fileHash(file));
    expect(hashes, "each file's own bytes").toEqual(files.map((file) => bytesHash(readFileSync(file))));
    first.save();
    const saved = records();
    expect(saved.size, 'a record per folder').toBe(2);

    writeFileSync(files[0]!, '{"file":"changed"}');
    const second = new BuildCache(dir);
    expect(files.map((file) => second.fileHash(file))).toEqual([bytesHash(readFileSync(files[0]!)), ...hashes.slice(1)]);
    second.save();
    const changed = [...records()].filter(([name, text]) => saved.get(name) !== text);
    expect(changed, "the changed file's folder only").toHaveLength(1);
    expect(changed[0]![1]).toContain(JSON.stringify(folders[0]));

    // A record edited by hand reads as absent: the hash is worked out from the file again.
    const [name, text] = changed[0]!;
    writeFileSync(path.join(dir, 'file-hashes', name), text.replace(bytesHash(readFileSync(files[0]!)), hashes[0]!));
    const third = new BuildCache(dir);
    expect(third.fileHash(files[0]!)).toBe(bytesHash(readFileSync(files[0]!)));
    expect(third.fileHash(files[1]!)).toBe(hashes[1]);
    third.save();
    expect(records().get(name), 'written again, sound').toBe(text);
  });

  it('prunes the hashes of files and folders that are gone, once the record is old enough', () => {
    rmSync(folders[1]!, { recursive: true });
    rmSync(path.join(folders[0]!, 'b.json'));
    const anHourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of readdirSync(path.join(dir, 'file-hashes'))) utimesSync(path.join(dir, 'file-hashes', name), anHourAgo, anHourAgo);
    new BuildCache(dir).prune({ force: true });
    const left = [...records().values()];
    expect(left, "the gone folder's record is removed").toHaveLength(1);
    expect(left[0]).toContain('a.json');
    expect(left[0]).not.toContain('b.json');
  });
});

describe('the code fingerprint', () => {
  it('changes with any file of code, a new folder included, and not with content, docs or tests', async () => {
    const root = path.join(work, 'code');
    mkdirSync(path.join(root, 'engine'), { recursive: true });
    await git(work, 'init', '--quiet', root);
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('engine/a.ts', 'export const a = 1;\n');
    write('.gitignore', 'node_modules/\ndist/\n');
    const first = codeFingerprint(root);
    expect(first).toBeDefined();
    for (const file of [
      'pages/home.json',
      'images/roof.png',
      'site.config.json',
      'docs/guide.md',
      'tests/x.test.ts',
      'README.md',
      'dist/index.html',
      'node_modules/x/index.js',
    ])
      write(file, 'anything');
    expect(codeFingerprint(root), 'content, docs, tests and what git ignores').toBe(first);
    write('engine/a.ts', 'export const a = 2;\n');
    const second = codeFingerprint(root);
    expect(second).not.toBe(first);
    write('widgets/b.tsx', 'export const b = 1;\n');
    expect(codeFingerprint(root), 'a new folder of code').not.toBe(second);
    expect(codeFingerprint(work), 'not a git repository').toBeUndefined();
  });
});

describe('what a build renders again', () => {
  const content = path.join(work, 'content');
  const outDir = path.join(work, 'dist');
  const cacheDir = path.join(work, 'cache');
  /** A copy of the first build, from an empty cache. */
  const cleanBuild = path.join(work, 'clean');
  let pageCount = 0;

  const build = async (options: { outDir?: string; cacheDir?: string } = {}): Promise<Built> => {
    const report = await buildInChild({ contentRoot: content, outDir: options.outDir ?? outDir, cacheDir: options.cacheDir ?? cacheDir });
    if (report.kind !== 'built') throw new Error(`The build did not go through: ${JSON.stringify(report).slice(0, 2000)}`);
    return report;
  };
  const readJson = (file: string) => JSON.parse(readFileSync(path.join(content, file), 'utf8')) as Json;
  const edit = (file: string, change: (value: Json) => void) => {
    const text = readFileSync(path.join(content, file), 'utf8');
    const value = JSON.parse(text) as Json;
    change(value);
    writeFileSync(path.join(content, file), rewriteJson(text, value));
  };
  const pageFiles = () =>
    (readdirSync(path.join(content, 'pages'), { recursive: true }) as string[]).filter((file) => file.endsWith('.json')).map((file) => `pages/${file}`);
  const filesOf = (dir: string) =>
    new Map(
      (readdirSync(dir, { recursive: true }) as string[])
        .filter((file) => statSync(path.join(dir, file)).isFile())
        .map((file) => [file, readFileSync(path.join(dir, file))]),
    );
  const expectSameFiles = (dir: string, other: string) => {
    // Same names, same bytes, nothing else.
    const [a, b] = [filesOf(dir), filesOf(other)];
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    for (const [file, bytes] of a) expect(bytes.equals(b.get(file)!), `${file} has the same bytes`).toBe(true);
  };

  beforeAll(async () => {
    for (const entry of ['pages', 'site.config.json', 'images']) cpSync(path.join(projectRoot, entry), path.join(content, entry), { recursive: true });
    pageCount = pageFiles().length;
  });

  it('renders every page into an empty cache, then nothing, writing no file, when nothing changed', async () => {
    expect((await build()).rendered).toBe(pageCount);
    cpSync(outDir, cleanBuild, { recursive: true });
    const times = new Map([...filesOf(outDir).keys()].map((file) => [file, statSync(path.join(outDir, file)).mtimeMs]));
    expect((await build()).rendered).toBe(0);
    for (const [file, time] of times) expect(statSync(path.join(outDir, file)).mtimeMs, `${file} was not written`).toBe(time);
  }, 300_000);

  it('trusts no damaged entry: a page and a bundle file damaged in the cache are made again, as the clean build made them', async () => {
    // The blobs of what the last build wrote: the home page's HTML and a script of the bundle.
    const written = new BuildCache(cacheDir).outputs(outDir)!.files;
    const script = Object.keys(written).find((file) => file.startsWith('assets/') && file.endsWith('.js'))!;
    for (const file of ['index.html', script]) {
      const hash = written[file]!.hash;
      const blob = path.join(cacheDir, 'blobs', hash.slice(0, 2), hash);
      const bytes = readFileSync(blob);
      bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
      writeFileSync(blob, bytes);
    }
    // And a folder the cache knows nothing about: everything in it comes from the cache, or is made again.
    rmSync(outDir, { recursive: true });
    const again = await build();
    expect(again.rendered).toBeGreaterThanOrEqual(1);
    expectSameFiles(outDir, cleanBuild);
  }, 300_000);

  /** What the validator worked out per content file, kept in the cache by the file's text (contentFileStore.ts). */
  const keptFiles = () => new Set(readdirSync(path.join(cacheDir, 'entries', 'content-file')));

  it('renders one page again for a field of that page, and parses that page alone', async () => {
    const file = pageFiles().find((name) => readJson(name).path === '/about') ?? pageFiles()[0]!;
    edit(file, (page) => {
      page.description = `${String(page.description)} Changed.`;
    });
    const before = keptFiles();
    expect((await build()).rendered).toBe(1);
    expect([...keptFiles()].filter((name) => !before.has(name))).toHaveLength(1);
  }, 120_000);

  it('renders again the pages that show a shared section, and only them, when it changes', async () => {
    const settings = readJson('site.config.json') as { sharedSections: Record<string, Json> };
    type Reference = { type: string; name?: string; hidden?: boolean; overrides?: Json };
    const showing = (name: string, field: string) =>
      pageFiles().filter((file) =>
        (readJson(file).sections as Reference[]).some((s) => s.type === 'shared' && s.name === name && !s.hidden && !(s.overrides && field in s.overrides)),
      );
    // A shared section some pages show and others do not, whose heading is its own (a service
    // area's cities reach every page's structured data: a change there renders every page).
    const [name] =
      Object.entries(settings.sharedSections).find(
        ([name, section]) => section.type !== 'service-area' && typeof section.heading === 'string' && showing(name, 'heading').length > 0,
      ) ?? [];
    expect(name, 'a shared section with a heading that pages show').toBeDefined();
    const pages = showing(name!, 'heading');
    edit('site.config.json', (value) => {
      const section = (value.sharedSections as Record<string, Json>)[name!]!;
      section.heading = `${String(section.heading)} Changed`;
    });
    const before = keptFiles();
    expect((await build()).rendered).toBe(pages.length);
    // The settings parsed again; the pages taken from the cache, resolved with the new settings.
    expect([...keptFiles()].filter((name) => !before.has(name))).toHaveLength(1);
  }, 120_000);

  it('renders no page for a new redirect, and writes it into _redirects', async () => {
    const to = String(readJson(pageFiles()[0]!).path);
    edit('site.config.json', (value) => {
      value.redirects = [...((value.redirects as Json[] | undefined) ?? []), { from: '/an-old-address', to }];
    });
    expect((await build()).rendered).toBe(0);
    expect(readFileSync(path.join(outDir, '_redirects'), 'utf8')).toContain(`/an-old-address ${to} 301`);
  }, 120_000);

  it('renders every page again when the settings change', async () => {
    edit('site.config.json', (value) => {
      (value.company as Json).tagline = `${String((value.company as Json).tagline)} Changed`;
    });
    expect((await build()).rendered).toBe(pageCount);
  }, 300_000);

  it('renders every page again when the code changes', async () => {
    // A copy of the code (what git lists, with this project's node_modules), a block changed in it.
    const code = path.join(work, 'code-copy');
    const listed = await git(projectRoot, 'ls-files', '--cached', '--others', '--exclude-standard');
    for (const file of listed.split('\n').filter((name) => name && existsSync(path.join(projectRoot, name)))) {
      mkdirSync(path.dirname(path.join(code, file)), { recursive: true });
      cpSync(path.join(projectRoot, file), path.join(code, file));
    }
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(code, 'node_modules'));
    await git(work, 'init', '--quiet', code);
    const footer = path.join(code, 'blocks/layout/SiteFooter.tsx');
    expect(readFileSync(footer, 'utf8')).toContain('<footer ');
    writeFileSync(footer, readFileSync(footer, 'utf8').replace('<footer ', '<footer data-changed="" '));

    // The copy's own build process, asked as publishing asks it.
    const report = await new Promise<BuildReport>((resolve, reject) => {
      const child = fork(path.join(code, 'engine/build/buildWorker.ts'), [], {
        cwd: code,
        execArgv: ['--import', pathToFileURL(path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs')).href],
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      child.on('message', (answer: BuildAnswer) => {
        resolve(answer.report);
        child.disconnect();
      });
      child.on('error', reject);
      child.on('exit', () => reject(new Error('The build of the changed code ended without a report.')));
      child.send({ id: 1, options: { contentRoot: content, outDir, cacheDir } } satisfies BuildRequest);
    });
    expect(report.kind).toBe('built');
    expect((report as Built).rendered).toBe(pageCount);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('<footer data-changed=""');
  }, 300_000);
});
