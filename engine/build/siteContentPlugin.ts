/**
 * Vite plugin that turns `pages/*.json` and `site.config.json` into modules the app imports.
 *
 * - `virtual:site` exports the site settings and one lazy loader per page: a new page file is
 *   a new route, and each page's data becomes its own small chunk.
 * - Each photo in a page's data carries the addresses of its built versions (engine/build/pictures.ts).
 * - Every load runs `validateSite`, so the dev server shows problems in its error overlay and
 *   the build refuses invalid pages. zod runs here, in Node; the browser only gets plain data.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { imagesDir } from '../../schema/imageSlots.ts';
import { homePath } from '../../schema/paths.ts';
import { addPictures, imagesPlugin, type PictureFiles } from './pictures.ts';
import { sectionIndexFile, syncDerivedFilesInBackground } from './derivedFiles.ts';
import { formatForPeople } from '../content/formatProblems.ts';
import { validateSite, pagesDir, siteConfigFile, type ValidationResult } from '../content/validateSite.ts';

const siteModuleId = 'virtual:site';
const pageModulePrefix = 'virtual:site-page:';
/**
 * The module id of a page's data; its file name becomes the chunk's name. The home page's is
 * "home.root" (a dot cannot occur in a page path, so no page can share it); "/" alone would
 * name its chunk ".page-….js", a dotfile that some static hosts refuse to serve.
 */
const pageModuleId = (pagePath: string) => `${pageModulePrefix}${pagePath === homePath ? '/home.root' : pagePath}.page`;
const resolved = (id: string) => `\0${id}`;

export function siteContentPlugin(): Plugin[] {
  let root = process.cwd();
  let cached: ValidationResult | undefined;
  let pictured: Promise<PictureFiles> | undefined;
  // SITE_CONFIG points a build at another settings file (the integration tests use this).
  const validate = () => (cached ??= validateSite(root, { siteConfigFile: process.env.SITE_CONFIG }));
  const pagesWithPictures = () => (pictured ??= addPictures(root, validOrThrow().pages));
  let pictureFiles = new Map<string, string>();

  const validOrThrow = () => {
    const result = validate();
    if (result.errorCount > 0 || !result.site) {
      const error = new Error(`Some pages have problems:\n\n${formatForPeople(result, result.files.length - 1)}`);
      error.stack = ''; // An editor needs the file and line of the page, not of our code.
      throw error;
    }
    return result;
  };

  const isContentFile = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    return (
      relative === (process.env.SITE_CONFIG ?? siteConfigFile) ||
      (relative.startsWith(`${pagesDir}/`) && relative.endsWith('.json')) ||
      relative.startsWith(`${imagesDir}/`)
    );
  };

  const isSchemaFile = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    return relative.startsWith('schema/') && /\.ts$|\.example\.json$/.test(relative) && relative !== sectionIndexFile;
  };

  const contentPlugin: Plugin = {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id === siteModuleId || id.startsWith(pageModulePrefix)) return resolved(id);
      return undefined;
    },
    async load(id) {
      if (id === resolved(siteModuleId)) {
        const { site, pages } = validOrThrow();
        for (const file of validate().files) this.addWatchFile(path.join(root, file));
        const routes = pages.map(
          (page) => `  { path: ${JSON.stringify(page.path)}, load: () => import(${JSON.stringify(pageModuleId(page.path))}).then((m) => m.default) },`,
        );
        return [`export const site = ${JSON.stringify(site)};`, `export const routes = [\n${routes.join('\n')}\n];`].join('\n');
      }
      if (id.startsWith(resolved(pageModulePrefix))) {
        const { pages, files } = await pagesWithPictures();
        pictureFiles = files;
        const page = pages.find((p) => resolved(pageModuleId(p.path)) === id);
        if (!page) throw new Error(`No page file has the data of ${id.slice(1)}.`);
        return `export default ${JSON.stringify(page)};`;
      }
      return undefined;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add([path.join(root, pagesDir), path.join(root, siteConfigFile), path.join(root, imagesDir)]);
      // The files derived from the schemas (engine/build/derivedFiles.ts) are brought up to date
      // when the dev server starts and when a schema changes. Not under Vitest, which also calls
      // this hook: tests must not write files in the project.
      const syncDerived = () => {
        if (!process.env.VITEST) syncDerivedFilesInBackground(root, (message) => server.config.logger.info(message));
      };
      syncDerived();
      const onChange = (file: string) => {
        if (isSchemaFile(file)) syncDerived();
        if (!isContentFile(file)) return;
        cached = undefined;
        pictured = undefined;
        for (const env of Object.values(server.environments)) {
          for (const mod of env.moduleGraph.idToModuleMap.values()) {
            if (mod.id === resolved(siteModuleId) || mod.id?.startsWith(resolved(pageModulePrefix))) env.moduleGraph.invalidateModule(mod);
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
  return [contentPlugin, imagesPlugin(() => pictureFiles)];
}
