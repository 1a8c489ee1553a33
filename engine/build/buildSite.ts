/**
 * The build: how a page file becomes a web page, in one chain.
 *
 *   pages/x.json ─ validateContent ─ preparePages ─ buildBrowserAssets ─ loadPageRenderer ─ prerenderSite ─ writeSite ─▶ dist/x/index.html
 *
 * 1. `validateContent` runs the validator (engine/content), which reads and checks every page and
 *    the settings; any error stops here, before anything is written. When outDir holds, intact,
 *    what a build made from the same code and content, the build stops there too: nothing to do.
 * 2. `preparePages`: each page with its photos' built versions (pictures.ts, made once per photo
 *    and kept by its content), as the JSON that is rendered.
 * 3. `buildBrowserAssets`: Vite's client build: the boot script, the islands, the stylesheet,
 *    public/ and the page shell (index.html), with the validated settings as `virtual:site`.
 * 4. `loadPageRenderer`: Vite's server build of entry-server.tsx, React included, whose
 *    `renderPage` renders a page to HTML with the same components the browser hydrates (and of
 *    render-thread.ts, the same on a worker thread).
 * 5. `prerenderSite`: every page into the shell (prerender.ts), held to the output's guarantees,
 *    on worker threads when there are many (renderThreads.ts); the sitemap, robots.txt,
 *    _headers, _redirects and the speculation rules.
 * 6. `writeSite` (writeSite.ts): everything into dist/ with brotli and gzip copies, writing only
 *    what differs from what is there.
 *
 * Every step's result is kept in the build cache (buildCache.ts) under the hash of what it is made
 * from, so a build redoes only what changed:
 * - the validation's problems: the code and every content file's bytes; what the validator works
 *   out from one file alone (contentFileStore.ts): the code and the file's name and text; the
 *   validator itself, bundled into one module: the code;
 * - the client bundle and the page shell: the code (codeFingerprint.ts) and the settings as the
 *   browser gets them; the server renderer: the code;
 * - a page's HTML: the renderer's and the shell's bytes, the page as resolved (its shared
 *   sections, its photos' versions) and what every page reads (the settings, the cities served,
 *   the font, the year): exactly what `pageHtml` is given, hashed as it is given;
 * - a photo's files: the photo; compressed copies: the file's bytes. The files that list pages
 *   are made every time.
 * So a change to a shared section renders again the pages that show it, a change to the settings
 * or the code renders every page, a change to a page parses that page alone (the checks that span
 * files run over the whole site, as ever), and Vite runs only when the code or the settings changed.
 *
 * The code (Vite's config, the engine, the blocks) is this repository; the content may be any
 * folder with pages/, site.config.json and images/ (a copy being published, say).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { InlineConfig } from 'vite';
import { htmlFileFor } from '../../schema/paths.ts';
import type { ResolvedPage } from '../../schema/page.ts';
import type { Redirect, SiteSettings } from '../../schema/site.ts';
import { imagesDir } from '../../schema/imageSlots.ts';
import { filesUnder, pagesDir, siteConfigFile as defaultSiteConfigFile } from '../content/load.ts';
import type { SiteValidator } from '../content/siteValidator.ts';
import type { ValidationResult } from '../content/validateSite.ts';
import { BuildCache, bytesHash, defaultBuildCacheDir, type EntryFiles, hashOf } from './buildCache.ts';
import { cachedCodeFingerprint } from './codeFingerprint.ts';
import { keepRecent } from './keepRecent.ts';
import type { RenderPage } from './entry-server.tsx';
import { defaultCacheDir, type MadePictures, makePictures, type PhotoInSlot, photosOf, withPictures } from './pictures.ts';
import { pageFile, type SharedPageInputs, sharedPageInputs, siteListings } from './prerender.ts';
import { broken, refuseBrokenGuarantees } from './guarantees.ts';
import { type MadePage, type RenderThreads, startRenderThreads } from './renderThreads.ts';
import { type Output, unchangedSite, writeSite } from './writeSite.ts';

/** This repository: Vite's config, the engine and the blocks. */
const codeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuildOptions {
  /** The folder holding pages/, site.config.json and images/. */
  contentRoot: string;
  /** Where the site is written: afterwards it holds the site and nothing else. */
  outDir: string;
  /** Another settings file instead of site.config.json, relative to the content root. */
  siteConfigFile?: string;
  /** The build cache (buildCache.ts); node_modules/.cache/site-build in this repository unless said. */
  cacheDir?: string;
  /** Where the photos' built versions are cached (node_modules/.cache/images unless said). */
  imageCacheDir?: string;
  /** 'silent' keeps Vite's warnings out of the terminal, for a tool that prints a report of its own (measure:images). */
  logLevel?: 'warn' | 'silent';
  /**
   * How many pages a build renders on its own thread before it hands the rest to worker threads
   * (renderThreads.ts): starting them does not pay for fewer. 0 renders every page on them.
   */
  pagesBeforeThreads?: number;
  /**
   * Validate with the validator this process keeps for the content folder (made now when there is
   * none yet), even when the build cache has the validation: the build process kept for
   * publishing, whose next builds then read again only the files that change.
   */
  keepValidator?: boolean;
  /**
   * The output folder is the builds' alone (publishing's checks' folder): while its record is the
   * one this process wrote last, its files are taken as written rather than stated one by one
   * (writeSite.ts). Any other folder (dist/) is checked, as a person may have changed it.
   */
  privateOutDir?: boolean;
}

/** Milliseconds each step took. */
export interface BuildTimings {
  validate: number;
  pictures: number;
  bundles: number;
  /** Rendering, compressing and writing what changed. */
  write: number;
  total: number;
}

/** What the validator said: its problems, and the files it read. */
export type CheckedContent = Pick<ValidationResult, 'problems' | 'errorCount' | 'warningCount' | 'files'>;

export interface BuiltSite {
  validation: CheckedContent;
  /** The files of the site, relative to outDir; absent when the content has errors (nothing was written). */
  files?: string[];
  /** How many of them have brotli and gzip copies. */
  compressed?: number;
  /** How many pages this build rendered; the others were in the cache or already in outDir. */
  rendered?: number;
  timings?: BuildTimings;
}

export async function buildSite(options: BuildOptions): Promise<BuiltSite> {
  // Vite decides between a development and a production build by NODE_ENV alone, for the whole
  // process (React's development build, import.meta.env.DEV): a test runner's "test" would ship both.
  if (process.env.NODE_ENV !== 'production')
    throw new Error(`The site's build is a production build: run it with NODE_ENV=production (npm run build does), not "${process.env.NODE_ENV}".`);
  const started = performance.now();
  const contentRoot = path.resolve(options.contentRoot);
  const outDir = path.resolve(options.outDir);
  const cache = new BuildCache(options.cacheDir ?? defaultBuildCacheDir);
  refuseOutDirHolding(outDir, { 'the content': contentRoot, 'the code': codeRoot, 'the build cache': cache.dir });
  const lap = laps();

  // Without a fingerprint nothing made from the code may be reused: a key of its own for this build.
  const code = cachedCodeFingerprint(cache) ?? `unknown code ${randomUUID()}`;
  const checked = await validateContent(cache, code, contentRoot, options);
  cache.save(); // the content files' hashes, photos included
  const validation = checked.summary;
  if (validation.errorCount > 0) return { validation };
  // The whole site is made from the code, the content and the year: when the folder holds, intact
  // and alone, what the last build made from the same, there is nothing to do.
  const year = new Date().getFullYear();
  const siteKey = hashOf('site', checked.key, String(year));
  const unchanged = unchangedSite(outDir, cache, siteKey, options.privateOutDir);
  if (unchanged)
    return { validation, ...unchanged, rendered: 0, timings: { validate: lap(), pictures: 0, bundles: 0, write: 0, total: performance.now() - started } };
  const { site, pages, redirects } = await checked.resolved();
  const validate = lap();
  const imageCacheDir = options.imageCacheDir ?? defaultCacheDir(codeRoot);
  const prepared = await preparePages(pages, checked.photosKey, (photos) => makePictures(contentRoot, photos, imageCacheDir, (file) => cache.fileHash(file)));
  const pictures = lap();

  const viteConfig: InlineConfig = { root: codeRoot, configFile: path.join(codeRoot, 'vite.config.ts'), logLevel: options.logLevel ?? 'warn' };
  const client = await buildBrowserAssets(cache, code, site, viteConfig);
  const renderer = await loadPageRenderer(cache, code, viteConfig);
  const bundles = lap();

  const outputs = new Map<string, Output>();
  for (const [file, bytes] of client) outputs.set(file, { key: `bundle/${bytesHash(bytes)}`, bytes: () => bytes });
  for (const [file, cached] of prepared.photoFiles)
    outputs.set(file, { key: `photo/${path.relative(imageCacheDir, cached)}`, bytes: () => readFileSync(cached) });
  const shared = sharedPageInputs(site, pages, [...client.keys()], year);
  const prerendered = prerenderSite(cache, client, renderer, shared, prepared.pages, redirects, options.pagesBeforeThreads ?? defaultPagesBeforeThreads);
  for (const [file, output] of prerendered.outputs) outputs.set(file, output);
  const written = await writeSite(outDir, outputs, cache, siteKey, options.privateOutDir).finally(prerendered.close);
  const write = lap();

  cache.prune();
  return {
    validation,
    files: written.files,
    compressed: written.compressed,
    rendered: prerendered.rendered(),
    timings: { validate, pictures, bundles, write, total: performance.now() - started },
  };
}

/** A stopwatch: each call returns the milliseconds since the one before. */
function laps(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const lap = now - last;
    last = now;
    return lap;
  };
}

/** An output folder is emptied of anything that is not the site: it may not hold what the build reads. */
function refuseOutDirHolding(outDir: string, folders: Record<string, string>): void {
  for (const [what, folder] of Object.entries(folders)) {
    if (folder === outDir || folder.startsWith(outDir + path.sep))
      throw new Error(
        `The site cannot be built into ${outDir}: that folder holds ${what}, and a build leaves only the site in it. Choose a folder of its own, such as dist/.`,
      );
  }
}

interface Validated {
  /** The hash of everything the validation is made from. */
  key: string;
  /** The hash of the code and of the photos' bytes: what a page's photos' versions are made from. */
  photosKey: string;
  summary: CheckedContent;
  /** The settings, the pages ready to render and the redirects (valid content only). */
  resolved: () => Promise<Pick<ValidationResult, 'pages' | 'redirects'> & { site: SiteSettings }>;
}

/**
 * The validators this process keeps, by content folder and settings file: the build process kept
 * for publishing validates each new version reading again only the files that changed
 * (engine/content/siteValidator.ts). A few folders at most (one per branch being published).
 */
const validators = new Map<string, SiteValidator>();
const keptValidators = 4;

/**
 * The one place the build calls the validator. While neither the code nor any content file
 * changed, its problems are taken from the build cache, where they are kept under the hash of
 * the code and of every content file's bytes; the validator and its schemas are then not even
 * loaded (zod takes a while to load). Otherwise the validator runs: the one this process kept
 * for this folder, which reads only what changed, or a new one, which takes from the build cache
 * what it worked out for each file that did not change (contentFileStore.ts) and parses only the
 * others; either way, the checks that span files run over the whole site.
 */
async function validateContent(
  cache: BuildCache,
  code: string,
  contentRoot: string,
  { siteConfigFile, logLevel = 'warn', keepValidator }: Pick<BuildOptions, 'siteConfigFile' | 'logLevel' | 'keepValidator'>,
): Promise<Validated> {
  const hashes = contentFileHashes(cache, contentRoot, siteConfigFile ?? defaultSiteConfigFile);
  const key = hashOf('validation', code, siteConfigFile ?? '', ...hashes.all);
  const photosKey = hashOf('photos', code, ...hashes.photos);
  const validatorKey = `${contentRoot}\0${siteConfigFile ?? ''}`;
  const validateNow = async () => {
    const [{ createSiteValidator }, { contentFileStore }] = await Promise.all([loadValidator(cache, code, logLevel), import('./contentFileStore.ts')]);
    const validator = validators.get(validatorKey) ?? createSiteValidator(contentRoot, { siteConfigFile });
    keepRecent(validators, validatorKey, validator, keptValidators);
    const { site, pages, redirects, ...summary } = validator.validate({ store: contentFileStore(cache, code) });
    cache.putEntry('validation', key, new Map([['summary.json', Buffer.from(JSON.stringify(summary))]]));
    return { key, photosKey, summary, resolved: async () => ({ site: site!, pages, redirects }) };
  };
  if (keepValidator || validators.has(validatorKey)) return validateNow();
  const files = cache.entry('validation', key);
  const summary = files?.['summary.json'] && cache.getBlob(files['summary.json']);
  if (!summary) return validateNow();
  return {
    key,
    photosKey,
    summary: JSON.parse(summary.toString('utf8')) as CheckedContent,
    resolved: async () => (await validateNow()).resolved(),
  };
}

/**
 * The validator (engine/content/siteValidator.ts) as one module, zod, the schemas and the checks
 * bundled in it, made by Vite once per version of the code and kept in the build cache. A build
 * process imports it in a tenth of the processor time that loading its modules one by one
 * through the TypeScript loader takes (about 70 ms against 600), and it answers the same: it is
 * the same code.
 */
async function loadValidator(cache: BuildCache, code: string, logLevel: InlineConfig['logLevel']): Promise<typeof import('../content/siteValidator.ts')> {
  const key = hashOf('validator', code);
  // A blob of the entry gone or damaged: the bundle is made again (the same bytes).
  let folder = cache.folder('validator', key);
  if (!folder) {
    const input = { validator: path.join(codeRoot, 'engine/content/siteValidator.ts') };
    await buildForNode(cache, 'validator', key, { configFile: false, root: codeRoot, logLevel }, input);
    folder = cache.folder('validator', key);
  }
  if (!folder) throw new Error('The validator could not be laid out in the build cache.');
  return import(pathToFileURL(path.join(folder, 'validator.mjs')).href);
}

/**
 * What the validator reads, as names and content hashes: the settings file, every file under
 * pages/ and images/, and the names of the files in public/ (a photo put there is pointed out).
 */
function contentFileHashes(cache: BuildCache, contentRoot: string, settingsFile: string): { all: string[]; photos: string[] } {
  const parts: string[] = [];
  const photos: string[] = [];
  const root = path.resolve(contentRoot) + path.sep;
  const add = (relative: string, into: string[], withContent: boolean, file = root + relative) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) into.push(relative, 'absent');
    else if (stats.isFile()) into.push(relative, withContent ? cache.fileHash(file, stats) : 'present');
  };
  add(settingsFile, parts, true, path.resolve(root, settingsFile));
  // The walk's names are joined by hand: path.resolve costs a third of a stat, and a build stats every file.
  for (const folder of [pagesDir, imagesDir, 'public'])
    for (const name of filesUnder(path.join(contentRoot, folder))) add(`${folder}/${name}`, folder === imagesDir ? photos : parts, folder !== 'public');
  return { all: [...parts, ...photos], photos };
}

/** Every file under `dir`, by its path relative to it ("assets/boot-1a2b.js"). */
function readFolder(dir: string): Map<string, Buffer> {
  return new Map(filesUnder(dir).map((name) => [name, readFileSync(path.join(dir, name))]));
}

/** The client build: the boot script, the islands, the CSS, public/ and the page shell; Vite runs only when the code or the settings changed. */
async function buildBrowserAssets(cache: BuildCache, code: string, site: SiteSettings, viteConfig: InlineConfig): Promise<Map<string, Buffer>> {
  // The settings as the browser gets them: `virtual:site` is their JSON.
  const key = hashOf('client', code, JSON.stringify(site));
  const cached = cache.entryBytes('client', key);
  if (cached) return cached;
  const [{ build }, { siteContentPlugin }] = await Promise.all([import('vite'), import('./siteContentPlugin.ts')]);
  const work = cache.workFolder('client');
  try {
    await build({ ...viteConfig, plugins: [siteContentPlugin(site)], build: { outDir: work.dir, emptyOutDir: true } });
    const files = readFolder(work.dir);
    refuseBrokenGuarantees([...files].flatMap(([file, bytes]) => broken(file, bytes.toString('utf8'))));
    cache.putEntry('client', key, files);
    return files;
  } finally {
    work.dispose();
  }
}

/**
 * Vite's build for Node of the modules `input` names (by the name of the file each becomes),
 * every package bundled in, kept in the cache as the entry `kind`/`key`. `config`: the Vite
 * configuration it is built with.
 */
async function buildForNode(
  cache: BuildCache,
  kind: 'renderer' | 'validator',
  key: string,
  config: InlineConfig,
  input: Record<string, string>,
): Promise<EntryFiles> {
  const { build } = await import('vite');
  const work = cache.workFolder(kind);
  try {
    await build({
      ...config,
      ssr: { noExternal: true },
      build: {
        ssr: true,
        outDir: work.dir,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input,
          // .mjs: the cache's folder has no package.json saying these files are ES modules.
          output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
        },
      },
    });
    return cache.putEntry(kind, key, readFolder(work.dir));
  } finally {
    work.dispose();
  }
}

interface PageRenderer {
  /** The hash of the renderer's files: pages rendered by equal renderers are equal. */
  hash: string;
  /** The renderer, imported into this thread when the first page must be rendered here. */
  load: () => Promise<RenderPage>;
  /** Its thread entry (render-thread.ts, bundled), for rendering on worker threads. */
  threadFile: () => Promise<string>;
}

/**
 * The server build of entry-server.tsx and render-thread.ts, kept in the cache and imported from
 * there. React and every other package are bundled into it, built for production
 * (`process.env.NODE_ENV` is "production" in its code), so it loads from any folder without
 * node_modules and renders the same HTML whatever the importing process's NODE_ENV.
 */
async function loadPageRenderer(cache: BuildCache, code: string, viteConfig: InlineConfig): Promise<PageRenderer> {
  const key = hashOf('renderer', code);
  const make = () =>
    buildForNode(
      cache,
      'renderer',
      key,
      { ...viteConfig, define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
      {
        'entry-server': path.join(codeRoot, 'engine/build/entry-server.tsx'),
        'render-thread': path.join(codeRoot, 'engine/build/render-thread.ts'),
      },
    );
  const files = cache.entry('renderer', key) ?? (await make());
  // A blob of the entry gone or damaged since: the renderer is made again (the same bytes).
  const layOut = async () => cache.folder('renderer', key) ?? ((await make()) && cache.folder('renderer', key));
  let folder: Promise<string> | undefined;
  const laidOut = () =>
    (folder ??= layOut().then((found) => {
      if (!found) throw new Error('The page renderer could not be laid out in the build cache.');
      return found;
    }));
  let loaded: Promise<RenderPage> | undefined;
  const load = async () => ((await import(pathToFileURL(path.join(await laidOut(), 'entry-server.mjs')).href)) as { renderPage: RenderPage }).renderPage;
  return {
    hash: hashOf(...Object.entries(files).flat()),
    load: () => (loaded ??= load()),
    threadFile: async () => path.join(await laidOut(), 'render-thread.mjs'),
  };
}

/** A page ready to render: its path, and its JSON with its photos' versions, with the JSON's hash. */
interface PreparedPage {
  path: string;
  json: string;
  hash: string;
}

/**
 * Each page prepared, by the page as the validator resolved it, with the photos it shows. The
 * validator a process keeps (the build process kept for publishing) hands back the same object
 * while the page's file and the settings are unchanged, so such a build neither walks, writes out
 * nor hashes the pages that did not change; made for one version of the code and the photos.
 */
const preparedPages = new WeakMap<ResolvedPage, PreparedPage & { photosKey: string; photos: PhotoInSlot[] }>();

/** The pages with their photos' versions (made when not cached), as JSON, and the photos' files. */
async function preparePages(
  pages: ResolvedPage[],
  photosKey: string,
  makePictures: (photos: PhotoInSlot[]) => Promise<MadePictures>,
): Promise<{ pages: PreparedPage[]; photoFiles: Map<string, string> }> {
  const known = pages.map((page) => {
    const prepared = preparedPages.get(page);
    return prepared?.photosKey === photosKey ? prepared : undefined;
  });
  const photos = pages.map((page, i) => known[i]?.photos ?? photosOf(page));
  const made = await makePictures(photos.flat());
  const prepared = pages.map((page, i) => {
    if (known[i]) return known[i];
    const json = JSON.stringify(withPictures(page, made));
    const entry = { path: page.path, json, hash: hashOf(json), photosKey, photos: photos[i]! };
    preparedPages.set(page, entry);
    return entry;
  });
  return { pages: prepared, photoFiles: made.files };
}

/**
 * Each prepared page's key, kept while what every page is rendered with stays the same (a prepared
 * page is kept while the page and its photos are): the build process kept for publishing then
 * hashes only the pages that changed.
 */
const pageKeys = new WeakMap<PreparedPage, { common: string; key: string }>();
function pageKey(page: PreparedPage, common: string, make: () => string): string {
  const known = pageKeys.get(page);
  if (known?.common === common) return known.key;
  const key = make();
  pageKeys.set(page, { common, key });
  return key;
}

/** Pages rendered on the build's own thread before the rest go to worker threads: fewer do not repay starting them. */
const defaultPagesBeforeThreads = 24;

/**
 * Every page as an output, keyed by exactly what its HTML is made from; the page is rendered only
 * when the cache does not have it and outDir needs it. And the files that list the pages. A build
 * that renders many pages renders them on worker threads (renderThreads.ts); `close` stops them.
 */
function prerenderSite(
  cache: BuildCache,
  client: Map<string, Buffer>,
  renderer: PageRenderer,
  sharedInputs: SharedPageInputs,
  pages: PreparedPage[],
  redirects: readonly Redirect[],
  pagesBeforeThreads: number,
): { outputs: Map<string, Output>; rendered: () => number; close: () => Promise<void> } {
  const shell = client.get('index.html');
  if (!shell) throw new Error('The client build wrote no page shell (index.html).');
  // What is hashed is what is rendered: the inputs pass through their JSON text, so nothing the
  // hash does not see (an undefined field, a shared object) can reach the HTML.
  const sharedJson = JSON.stringify(sharedInputs);
  const shared = JSON.parse(sharedJson) as SharedPageInputs;
  const common = [renderer.hash, bytesHash(shell), hashOf(sharedJson)];
  const shellText = shell.toString('utf8');
  let threads: Promise<RenderThreads> | undefined;
  let asked = 0;
  /** The page on this thread, its copies left to writeSite; past the first few, on the threads, with its copies. */
  const make = async (file: string, page: PreparedPage): Promise<MadePage> => {
    if (++asked > pagesBeforeThreads) {
      threads ??= renderer.threadFile().then((threadFile) => startRenderThreads(threadFile, { shell: shellText, sharedJson }));
      return (await threads).make(file, page.json);
    }
    const resolved = JSON.parse(page.json) as ResolvedPage;
    return { html: pageFile(file, shellText, shared, resolved, await (await renderer.load())(resolved, shared.site)) };
  };
  const outputs = new Map<string, Output>();
  let rendered = 0;
  const commonKey = common.join(' ');
  for (const page of pages) {
    const key = pageKey(page, commonKey, () => hashOf('page', ...common, page.hash));
    const file = htmlFileFor(page.path);
    let copies: Map<string, Buffer> | undefined;
    const bytes = async () => {
      const hash = cache.entry('page', key)?.html;
      const cached = hash ? cache.getBlob(hash) : undefined;
      if (cached) return cached;
      const made = await make(file, page);
      rendered++;
      copies = made.copies;
      cache.putEntry('page', key, new Map([['html', made.html]]));
      return made.html;
    };
    outputs.set(file, { key: `page/${key}`, bytes, copies: () => copies });
  }
  for (const [file, text] of siteListings(
    shared.site,
    pages.map((page) => page.path),
    redirects,
  )) {
    const bytes = Buffer.from(text);
    outputs.set(file, { key: `text/${bytesHash(bytes)}`, bytes: () => bytes });
  }
  if (!outputs.has('404.html')) refuseBrokenGuarantees(['404.html would not be written']);
  return { outputs, rendered: () => rendered, close: async () => (await threads?.catch(() => undefined))?.close() };
}
