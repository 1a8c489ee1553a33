/**
 * The page editor's Vite set-up (the editor's own pages: editor/index.html and the preview frame,
 * editor/preview.html). editor/server/startEditor.ts runs it in middleware mode behind the API
 * and adds the session token; the site's own build (vite.config.ts) never sees this folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { iconSpritePlugin } from '../engine/build/iconSpritePlugin.ts';

const editorDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The site's links preload the page they point at from `virtual:site` (engine/build/
 * siteContentPlugin.ts). In the preview, links never navigate and the page comes from the
 * editor's API, so the preview gets a `virtual:site` with no pages to load.
 */
const previewSite: Plugin = {
  name: 'editor-preview-site',
  resolveId: (id) => (id === 'virtual:site' ? '\0editor-preview-site' : undefined),
  load: (id) => (id === '\0editor-preview-site' ? 'export const routes = [];\nexport const site = undefined;\n' : undefined),
};

export default defineConfig({
  root: editorDir,
  appType: 'mpa',
  // The preview needs the site's stand-ins (public/preview/: the lead form, call tracking).
  publicDir: path.resolve(editorDir, '../public'),
  // Its own cache, so that switching between `npm run dev` and `npm run edit` re-optimises nothing.
  cacheDir: path.resolve(editorDir, '../node_modules/.vite-editor'),
  plugins: [previewSite, iconSpritePlugin(), react(), tailwindcss()],
  // The editor's dependencies, found up front, so that the first visit does not reload the page.
  optimizeDeps: { entries: ['index.html', 'preview.html'] },
});
