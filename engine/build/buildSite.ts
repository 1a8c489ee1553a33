/**
 * The build: how a page file becomes a web page, in one chain.
 *
 *   pages/x.json ─ validateSite ─ addPictures ─ buildBrowserAssets ─ renderPage ─ prerenderSite ─▶ dist/x/index.html
 *
 * 1. `validateSite` (engine/content) reads and checks every page and the settings, once; any
 *    error stops here, before anything is written.
 * 2. `addPictures` gives each photo its built versions.
 * 3. `buildBrowserAssets`: Vite's client build (the boot script, the islands, the stylesheet, the
 *    photos' files), with the validated settings as `virtual:site`. It writes the page shell,
 *    dist/index.html.
 * 4. `loadPageRenderer`: Vite's server build of entry-server.tsx, whose `renderPage` renders a
 *    page to HTML with the same components the browser hydrates.
 * 5. `prerenderSite` writes every page into the shell, and the sitemap, robots.txt, _headers
 *    and _redirects.
 * Then the output is held to its guarantees and compressed.
 *
 * The code (Vite's config, the engine, the blocks) is this repository; the content may be any
 * folder with pages/, site.config.json and images/ (a copy being published, say).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { type ValidationResult, validateSite } from '../content/validateSite.ts';
import type { RenderPage } from './entry-server.tsx';
import { addPictures, defaultCacheDir } from './pictures.ts';
import { precompress } from './precompress.ts';
import { prerenderSite } from './prerender.ts';
import { type SiteContent, siteContentPlugin } from './siteContentPlugin.ts';

/** This repository: Vite's config, the engine and the blocks. */
const codeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuildOptions {
  /** The folder holding pages/, site.config.json and images/. */
  contentRoot: string;
  /** Where the site is written; emptied first. */
  outDir: string;
  /** Another settings file instead of site.config.json, relative to the content root. */
  siteConfigFile?: string;
  /** Where the photos' built versions are cached (node_modules/.cache/images unless said). */
  imageCacheDir?: string;
  /** 'silent' keeps Vite's warnings out of the terminal, for a tool that prints a report of its own (measure:images). */
  logLevel?: 'warn' | 'silent';
}

export interface BuiltSite {
  validation: ValidationResult;
  /** The files written, relative to outDir; absent when the content has errors (nothing was written). */
  files?: string[];
  /** How many of them have brotli and gzip copies. */
  compressed?: number;
}

/** A build that ran but made a site that breaks its own guarantees (an inline script, zod in the browser). */
export class BuildOutputRefused extends Error {}

export async function buildSite(options: BuildOptions): Promise<BuiltSite> {
  // Vite decides between a development and a production build by NODE_ENV alone, for the whole
  // process (React's development build, import.meta.env.DEV): a test runner's "test" would ship both.
  if (process.env.NODE_ENV !== 'production')
    throw new Error(`The site's build is a production build: run it with NODE_ENV=production (npm run build does), not "${process.env.NODE_ENV}".`);
  const contentRoot = path.resolve(options.contentRoot);
  const outDir = path.resolve(options.outDir);
  const validation = validateSite(contentRoot, { siteConfigFile: options.siteConfigFile });
  if (validation.errorCount > 0 || !validation.site) return { validation };
  const imageCacheDir = options.imageCacheDir ?? defaultCacheDir(codeRoot);
  const pictured = await addPictures(contentRoot, validation.pages, imageCacheDir);
  const content: SiteContent = { site: validation.site, pages: pictured.pages, pictureFiles: pictured.files };
  const viteConfig: InlineConfig = { root: codeRoot, configFile: path.join(codeRoot, 'vite.config.ts'), logLevel: options.logLevel ?? 'warn' };

  await buildBrowserAssets(viteConfig, content, outDir);
  const { renderPage, dispose } = await loadPageRenderer(viteConfig);
  try {
    const files = await prerenderSite(outDir, content.site, content.pages, validation.redirects, renderPage);
    checkOutput(outDir);
    return { validation, files, compressed: precompress(outDir) };
  } finally {
    dispose();
  }
}

function buildBrowserAssets(viteConfig: InlineConfig, content: SiteContent, outDir: string) {
  return build({ ...viteConfig, plugins: siteContentPlugin(content), build: { outDir, emptyOutDir: true } });
}

/**
 * The server build of entry-server.tsx, imported. It goes inside this repository, so it can import
 * react-dom and friends from node_modules, in a fresh folder, so builds can run side by side.
 */
async function loadPageRenderer(viteConfig: InlineConfig): Promise<{ renderPage: RenderPage; dispose: () => void }> {
  const cacheDir = path.join(codeRoot, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const serverDir = mkdtempSync(path.join(cacheDir, 'ssr-build-'));
  const dispose = () => rmSync(serverDir, { recursive: true, force: true });
  try {
    await build({
      ...viteConfig,
      build: {
        ssr: 'engine/build/entry-server.tsx',
        outDir: serverDir,
        emptyOutDir: true,
        // .mjs: the temporary folder has no package.json saying these files are ES modules.
        rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
      },
    });
    const { renderPage } = (await import(pathToFileURL(path.join(serverDir, 'entry-server.mjs')).href)) as { renderPage: RenderPage };
    return { renderPage, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** Holds the output to the promises the build makes: no inline scripts, no zod in the browser. */
function checkOutput(dir: string): void {
  const problems: string[] = [];
  for (const file of readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, file);
    if (file.endsWith('.html')) {
      const html = readFileSync(full, 'utf8');
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        const isDataBlock = /type="application\/(ld\+)?json"/.test(tag);
        if (!isDataBlock && !/\bsrc=/.test(tag)) problems.push(`${file}: inline script ${tag}`);
      }
      if (/\bon[a-z]+="/i.test(html.replace(/<script[\s\S]*?<\/script>/g, ''))) problems.push(`${file}: inline event handler attribute`);
      if (/href="javascript:/i.test(html)) problems.push(`${file}: javascript: link`);
    }
    if (file.endsWith('.js') && /\$ZodType|ZodError/.test(readFileSync(full, 'utf8'))) problems.push(`${file}: zod reached a browser asset`);
  }
  if (!existsSync(path.join(dir, '404.html'))) problems.push('404.html was not written');
  if (problems.length) throw new BuildOutputRefused(`The build output breaks its guarantees:\n  ${problems.join('\n  ')}`);
}
