// Files this config loads (our plugins, and the validator and schemas behind them) import
// each other with explicit .ts extensions, as Vite's native config loader will require.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstPaintPlugin } from './engine/build/firstPaintPlugin.ts';
import { iconSpritePlugin } from './engine/build/iconSpritePlugin.ts';
import { devContentPlugin } from './engine/build/siteContentPlugin.ts';

/**
 * The site's Vite configuration: the dev server (`npm run dev`) and both halves of the build
 * (engine/build/buildSite.ts, which adds the validated content as a plugin of its own).
 */
export default defineConfig({
  // Under the dev server, the content comes from the files, validated again at every change.
  plugins: [devContentPlugin(), iconSpritePlugin(), firstPaintPlugin(), react(), tailwindcss()],
  build: {
    // dist/ holds the client build; the server bundle goes to a separate folder and is
    // deleted after prerendering, so nothing server-only is ever deployed.
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // The boot script and Vite's preload helper (which the later chunks also use) in one
        // file: the HTML then asks for one script, not two, while the first paint loads.
        codeSplitting: { groups: [{ name: 'boot', test: /engine\/runtime\/boot\.ts|preload-helper|modulepreload-polyfill/ }] },
        // React DOM runs nearly all of its code while it hydrates the page. This V8 compile hint
        // has Chrome compile it on a background thread as it downloads, instead of function by
        // function on the main thread during hydration (a long task on a slow phone).
        postBanner: (chunk) => (chunk.moduleIds.some((id) => id.includes('react-dom-client.production')) ? '//# allFunctionsCalledOnLoad' : ''),
      },
    },
  },
});
