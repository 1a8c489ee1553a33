/**
 * Vite plugin that puts the icon sprite into every page: a hidden <svg> at the start of <body>
 * with a <symbol id="icon-…"> per icon listed in blocks/ui/iconSet.ts, drawn from lucide's own
 * icon data. blocks/ui/Icon.tsx points at a symbol with <use href="#icon-…">.
 *
 * Why in the page and not a file of its own: the sprite is about 3 KB gzip, and as a separate
 * file it was one more request made while the first paint loads. On a slow phone connection the
 * browser has a handful of connections to share between the stylesheet, the font and everything
 * else, so that request delayed the largest text by a round trip on pages with an estimate form.
 * The symbols stay in the document when the visitor moves between pages in the app.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { iconSymbolId, spriteIcons } from '../blocks/ui/iconSet.ts';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** The <symbol> elements, one per icon of iconSet.ts. */
export async function iconSymbols(root: string): Promise<string> {
  const iconsDir = path.join(root, 'node_modules/lucide-react/dist/esm/icons');
  const symbols = await Promise.all(
    Object.entries(spriteIcons).map(async ([name, lucideName]) => {
      const file = path.join(iconsDir, `${lucideName}.mjs`);
      if (!existsSync(file)) throw new Error(`blocks/ui/iconSet.ts names the lucide icon "${lucideName}", which lucide-react does not have.`);
      const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
      // Renamed icons are kept as re-exports of their new name, without the drawing itself.
      if (!__iconData) throw new Error(`"${lucideName}" is an old name in lucide-react: use its current name in blocks/ui/iconSet.ts.`);
      const shapes = __iconData.node.map(([tag, attributes]) => {
        const drawn = Object.entries(attributes).filter(([key]) => key !== 'key');
        return `<${tag} ${drawn.map(([key, value]) => `${key}="${value}"`).join(' ')}/>`;
      });
      return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
    }),
  );
  return symbols.join('');
}

export function iconSpritePlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'icon-sprite',
    configResolved(config) {
      root = config.root;
    },
    // Both in the dev server and in the build, whose index.html is the template of every page.
    async transformIndexHtml() {
      return [{ tag: 'svg', attrs: { 'aria-hidden': 'true', hidden: true }, children: await iconSymbols(root), injectTo: 'body-prepend' }];
    },
  };
}
