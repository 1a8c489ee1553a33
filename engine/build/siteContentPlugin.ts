/**
 * Vite plugins that give the browser the site's content as modules, validated in Node (zod never
 * reaches the browser):
 *
 * - `virtual:site`: the site settings the islands need (engine/runtime/islands/hydrateIslands.tsx);
 * - `virtual:site-pages` (dev server only): one loader per page, for engine/dev/devApp.tsx;
 * - the photos' built files (engine/build/pictures.ts), served by the dev server (the build
 *   copies them into dist/ itself).
 *
 * The build validates once (engine/build/buildSite.ts) and hands the settings to
 * `siteContentPlugin`. The dev server's `devContentPlugin` validates when asked and again after
 * every change to a page, the settings or a photo, and shows problems in its error overlay.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { imagesDir } from '../../schema/imageSlots.ts';
import type { SiteSettings } from '../../schema/site.ts';
import { formatForPeople } from '../content/formatProblems.ts';
import { pagesDir, siteConfigFile, type ValidationResult, validateSite } from '../content/validateSite.ts';
import { checkDerivedFilesInBackground, sectionIndexFile } from './derivedFiles.ts';
import { addPictures, imagesPlugin } from './pictures.ts';

const siteModuleId = 'virtual:site';
const pagesModuleId = 'virtual:site-pages';
const pageModulePrefix = 'virtual:site-page:';
const resolved = (id: string) => `\0${id}`;
/** The module `virtual:site`: the settings as the browser gets them, as JSON. */
const siteModule = (site: SiteSettings) => `export const site = ${JSON.stringify(site)};`;

/** The build's plugin: the settings buildSite validated, as they are. */
export function siteContentPlugin(site: SiteSettings): Plugin {
  return {
    name: 'site-content',
    enforce: 'pre',
    resolveId: (id) => (id === siteModuleId ? resolved(id) : undefined),
    load: (id) => (id === resolved(siteModuleId) ? siteModule(site) : undefined),
  };
}

/** Validated content, or an error that names each problem's file and line for the overlay. */
function validOrThrow(result: ValidationResult): ValidationResult & { site: SiteSettings } {
  if (result.errorCount > 0 || !result.site) {
    const error = new Error(`Some pages have problems:\n\n${formatForPeople(result, result.files.length - 1)}`);
    error.stack = ''; // An editor needs the file and line of the page, not of our code.
    throw error;
  }
  return result as ValidationResult & { site: SiteSettings };
}

/** The dev server's plugin: validates when a module asks, and again after every change. */
export function devContentPlugin(): Plugin[] {
  let root = process.cwd();
  let validation: ValidationResult | undefined;
  let pictured: Promise<Awaited<ReturnType<typeof addPictures>>> | undefined;
  let pictureFiles = new Map<string, string>();
  const validate = () => (validation ??= validateSite(root));
  const pagesWithPictures = () => (pictured ??= addPictures(root, validOrThrow(validate()).pages));
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const isContentFile = (file: string) => {
    const name = relative(file);
    return name === siteConfigFile || (name.startsWith(`${pagesDir}/`) && name.endsWith('.json')) || name.startsWith(`${imagesDir}/`);
  };
  const isSchemaFile = (file: string) => {
    const name = relative(file);
    return name.startsWith('schema/') && /\.ts$|\.example\.json$/.test(name) && name !== sectionIndexFile;
  };

  const plugin: Plugin = {
    name: 'site-content-dev',
    apply: 'serve',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === siteModuleId || id === pagesModuleId || id.startsWith(pageModulePrefix) ? resolved(id) : undefined),
    async load(id) {
      if (id === resolved(siteModuleId)) return siteModule(validOrThrow(validate()).site);
      if (id === resolved(pagesModuleId)) {
        const { pages, files } = validOrThrow(validate());
        for (const file of files) this.addWatchFile(path.join(root, file));
        const loaders = pages.map(
          (page) => `  ${JSON.stringify(page.path)}: () => import(${JSON.stringify(pageModulePrefix + page.path)}).then((m) => m.default),`,
        );
        return `export const pages = {\n${loaders.join('\n')}\n};`;
      }
      if (id.startsWith(resolved(pageModulePrefix))) {
        const { pages, files } = await pagesWithPictures();
        pictureFiles = files;
        const page = pages.find((p) => resolved(pageModulePrefix + p.path) === id);
        if (!page) throw new Error(`No page file has the data of ${id.slice(1)}.`);
        return `export default ${JSON.stringify(page)};`;
      }
      return undefined;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add([path.join(root, pagesDir), path.join(root, siteConfigFile), path.join(root, imagesDir)]);
      // The files derived from the schemas (engine/build/derivedFiles.ts) are checked when the
      // dev server starts and when a schema changes; a stale one is named, with the command that
      // remakes it (npm run schema): development writes them, not the dev server.
      const checkDerived = () => checkDerivedFilesInBackground(root, (message) => server.config.logger.warn(message));
      checkDerived();
      const onChange = (file: string) => {
        if (isSchemaFile(file)) checkDerived();
        if (!isContentFile(file)) return;
        validation = undefined;
        pictured = undefined;
        for (const env of Object.values(server.environments)) {
          for (const mod of env.moduleGraph.idToModuleMap.values()) {
            if (mod.id === resolved(siteModuleId) || mod.id === resolved(pagesModuleId) || mod.id?.startsWith(resolved(pageModulePrefix)))
              env.moduleGraph.invalidateModule(mod);
          }
        }
        const result = validate();
        if (result.errorCount > 0) {
          server.ws.send({ type: 'error', err: { message: formatForPeople(result, result.files.length - 1), stack: '', plugin: 'site-content' } });
          server.config.logger.error(formatForPeople(result, result.files.length - 1));
        } else {
          server.ws.send({ type: 'full-reload' });
        }
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
  return [plugin, imagesPlugin(() => pictureFiles)];
}
