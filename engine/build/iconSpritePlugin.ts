/**
 * Vite plugin that builds the icon sprite: one SVG file with a <symbol> per icon listed in
 * platform/iconSet.ts, drawn from lucide's own icon data. `import spriteUrl from
 * 'virtual:icon-sprite'` gives its address: a hashed file in dist/assets/ after a build, a
 * route of the dev server under `npm run dev`.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { spriteIcons } from '../../platform/iconSet.ts';

const moduleId = 'virtual:icon-sprite';
const devUrl = '/@icon-sprite.svg';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** lucide-react's icon files, wherever the package is installed (the page editor's Vite root is editor/). */
function lucideIconsDir(): string {
  const entry = createRequire(import.meta.url).resolve('lucide-react');
  return path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}lucide-react${path.sep}`) + '/lucide-react'.length), 'dist/esm/icons');
}

export async function iconSprite(): Promise<string> {
  const iconsDir = lucideIconsDir();
  const symbols = await Promise.all(
    Object.entries(spriteIcons).map(async ([name, lucideName]) => {
      const file = path.join(iconsDir, `${lucideName}.mjs`);
      if (!existsSync(file)) throw new Error(`platform/iconSet.ts names the lucide icon "${lucideName}", which lucide-react does not have.`);
      const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
      // Renamed icons are kept as re-exports of their new name, without the drawing itself.
      if (!__iconData) throw new Error(`"${lucideName}" is an old name in lucide-react: use its current name in platform/iconSet.ts.`);
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
  let building = false;
  return {
    name: 'icon-sprite',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === moduleId ? `\0${moduleId}` : undefined;
    },
    async load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      if (!building) return `export default ${JSON.stringify(devUrl)};`;
      const reference = this.emitFile({ type: 'asset', name: 'icons.svg', source: await iconSprite() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(devUrl, (_request, response, next) => {
        iconSprite()
          .then((svg) => response.setHeader('content-type', 'image/svg+xml').end(svg))
          .catch(next);
      });
    },
  };
}
