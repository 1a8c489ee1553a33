/**
 * Vite plugin for the page shell (index.html, the template of every prerendered page): nothing
 * the first paint does not need may compete with it for the connection. On a slow phone
 * connection the browser shares a few connections between the HTML, the stylesheet, the font and
 * everything else, and one request too many delays the largest text by a round trip.
 *
 * - The favicon is written into the page as a data: URL (380 bytes) instead of being a request of
 *   its own (Lighthouse, /privacy-policy: largest text 1.35 s → 1.2 s).
 * - In the build, the application's script tag gets a low fetch priority: engine/boot.ts only runs
 *   after the first paint, so its download must not slow the stylesheet or the font.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const faviconLink = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
const bootScriptTag = '<script type="module" crossorigin src=';

/** Replaces `from` in the page shell, failing the build if it is missing (index.html or Vite's output changed). */
function replaceOnce(html: string, from: string, to: string): string {
  if (!html.includes(from)) throw new Error(`first-paint plugin: index.html has no ${from}; update engine/build/firstPaintPlugin.ts`);
  return html.replace(from, to);
}

export function firstPaintPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'first-paint',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const favicon = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8').trim();
        let shell = replaceOnce(html, faviconLink, `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(favicon)}" type="image/svg+xml" />`);
        // Vite writes this tag itself, only in the build.
        if (building) shell = replaceOnce(shell, bootScriptTag, '<script type="module" fetchpriority="low" crossorigin src=');
        return shell;
      },
    },
  };
}
