/**
 * The page editor's Vite set-up: its pages are editor/index.html (the editor), preview.html (the
 * preview frame), sign-in.html (the team editor's sign-in and one-time link pages) and share.html
 * (a shared preview, for someone without an account). The laptop editor (editorApp.ts) runs it
 * in middleware mode behind the API and adds the session token; `npm run build:editor` builds it
 * into editor/dist/ for the team server (team/teamServer.ts). The site's own build
 * (vite.config.ts) never sees this folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { iconSpritePlugin } from '../engine/build/iconSpritePlugin.ts';

const editorDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * What the editor's page (index.html) will load, asked for as soon as it loads rather than one
 * step after another: the app its entry imports once it has asked the server for the page
 * (main.tsx), and the preview frame's scripts, styles, font and icons, at a low priority, which the
 * frame then finds in the browser's cache instead of asking for them once the app has drawn it.
 */
function preloadAhead(): Plugin {
  return {
    name: 'preload-ahead',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename, bundle }) {
        if (filename !== path.join(editorDir, 'index.html') || !bundle) return;
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const entryOf = (page: string) => {
          const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === path.join(editorDir, page));
          if (!entry) throw new Error(`preload-ahead: the build has no entry for ${page}; update editor/vite.config.ts`);
          return entry;
        };
        /** The chunks `fileNames` import, and theirs, in the order they are found. */
        const graph = (fileNames: string[], found = new Set<string>()): Set<string> => {
          for (const fileName of fileNames) {
            if (found.has(fileName)) continue;
            found.add(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type === 'chunk') graph(chunk.imports, found);
          }
          return found;
        };
        const app = graph(entryOf('index.html').dynamicImports);
        const frame = graph([entryOf('preview.html').fileName]);
        const stylesOf = (scripts: Set<string>) =>
          [...scripts].flatMap((fileName) => [...((bundle[fileName] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]);
        const assets = (extension: string) =>
          Object.values(bundle).flatMap((output) => (output.type === 'asset' && output.fileName.endsWith(extension) ? [output.fileName] : []));
        // What the page loads already, and what an earlier line preloads, is not listed again.
        const listed = new Set<string>();
        const links = (files: Iterable<string>, attrs: HtmlTagDescriptor['attrs']): HtmlTagDescriptor[] =>
          [...files]
            .filter((fileName) => !html.includes(`/${fileName}"`) && !listed.has(fileName) && listed.add(fileName))
            .map((fileName) => ({ tag: 'link', attrs: { ...attrs, href: `/${fileName}` }, injectTo: 'head' }));
        const low = { fetchpriority: 'low' };
        return [
          ...links(app, { rel: 'modulepreload', crossorigin: true }),
          ...links(stylesOf(app), { rel: 'stylesheet', crossorigin: true }),
          ...links(frame, { rel: 'modulepreload', crossorigin: true, ...low }),
          // Prefetched: a preload this page does not use itself is a warning in its console.
          ...links(stylesOf(frame), { rel: 'prefetch', as: 'style' }),
          ...links(assets('.woff2'), { rel: 'prefetch', as: 'font', type: 'font/woff2', crossorigin: true }),
          // The icons' sprite.
          ...links(assets('.svg'), { rel: 'prefetch' }),
        ];
      },
    },
  };
}

export default defineConfig({
  root: editorDir,
  appType: 'mpa',
  // The preview needs the site's stand-ins (public/preview/: the lead form, call tracking).
  publicDir: path.resolve(editorDir, '../public'),
  // Its own cache, so that switching between `npm run dev` and `npm run edit` re-optimises nothing.
  cacheDir: path.resolve(editorDir, '../node_modules/.vite-editor'),
  // The preview renders with the site's blocks, whose icons come from the sprite; its page and
  // settings come from the editor's API, never from the site's build (`virtual:site`).
  plugins: [iconSpritePlugin(), react(), tailwindcss(), preloadAhead()],
  // The editor's dependencies, found up front, so that the first visit does not reload the page.
  optimizeDeps: { entries: ['index.html', 'preview.html'] },
  build: {
    outDir: path.resolve(editorDir, 'dist'),
    emptyOutDir: true,
    // Raised from 500 KB for one file: axe-core, the accessibility rules of the page checks, is a
    // single module of 661 KB minified (188 KB gzip) that no split can cut. It has a chunk of its
    // own (below), which the preview frame asks for only when it first checks a page, never while
    // the editor opens; every other chunk is under 320 KB.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: Object.fromEntries(['index', 'preview', 'sign-in', 'share'].map((page) => [page, path.resolve(editorDir, `${page}.html`)])),
      output: {
        // Apart from the checks' own code, which changes with the editor: a new build of the
        // editor leaves axe-core in the browser's cache.
        codeSplitting: { groups: [{ name: 'axe', test: /node_modules[\\/]axe-core[\\/]/ }] },
      },
    },
  },
});
