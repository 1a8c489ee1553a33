/**
 * Vite plugin that builds the icon sprite: one SVG file with a <symbol> per icon listed in
 * blocks/ui/iconSet.ts, drawn from lucide's own icon data. `import spriteUrl from
 * 'virtual:icon-sprite'` gives its address: a hashed file in dist/assets/ after a build, a
 * route of the dev server under `npm run dev`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { spriteIcons } from '../../blocks/ui/iconSet.ts';

const moduleId = 'virtual:icon-sprite';
const devUrl = '/@icon-sprite.svg';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

export async function iconSprite(root: string): Promise<string> {
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
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

export function iconSpritePlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'icon-sprite',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === moduleId ? `\0${moduleId}` : undefined;
    },
    async load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      if (!building) return `export default ${JSON.stringify(devUrl)};`;
      const reference = this.emitFile({ type: 'asset', name: 'icons.svg', source: await iconSprite(root) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(devUrl, (_request, response, next) => {
        iconSprite(root)
          .then((svg) => response.setHeader('content-type', 'image/svg+xml').end(svg))
          .catch(next);
      });
    },
  };
}
