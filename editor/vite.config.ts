/**
 * The page editor's Vite set-up: its pages are editor/index.html (the editor), preview.html (the
 * preview frame), sign-in.html (the team editor's sign-in and one-time link pages) and share.html
 * (a shared preview, for someone without an account). The laptop editor (startEditor.ts) runs it
 * in middleware mode behind the API and adds the session token; `npm run build:editor` builds it
 * into editor/dist/ for the team server (team/teamServer.ts). The site's own build
 * (vite.config.ts) never sees this folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { iconSpritePlugin } from '../engine/build/iconSpritePlugin.ts';

const editorDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: editorDir,
  appType: 'mpa',
  // The preview needs the site's stand-ins (public/preview/: the lead form, call tracking).
  publicDir: path.resolve(editorDir, '../public'),
  // Its own cache, so that switching between `npm run dev` and `npm run edit` re-optimises nothing.
  cacheDir: path.resolve(editorDir, '../node_modules/.vite-editor'),
  // The preview renders with the site's blocks, whose icons come from the sprite; its page and
  // settings come from the editor's API, never from the site's build (`virtual:site`).
  plugins: [iconSpritePlugin(), react(), tailwindcss()],
  // The editor's dependencies, found up front, so that the first visit does not reload the page.
  optimizeDeps: { entries: ['index.html', 'preview.html'] },
  build: {
    outDir: path.resolve(editorDir, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      input: Object.fromEntries(['index', 'preview', 'sign-in', 'share'].map((page) => [page, path.resolve(editorDir, `${page}.html`)])),
    },
  },
});
