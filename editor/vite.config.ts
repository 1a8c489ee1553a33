/**
 * The page editor's Vite set-up (the editor's own pages: editor/index.html and the preview frame,
 * editor/preview.html). editor/server/startEditor.ts runs it in middleware mode behind the API,
 * answers the editor's addresses (/pages/…, /settings) with index.html and adds the session
 * token; the site's own build (vite.config.ts) never sees this folder.
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
});
