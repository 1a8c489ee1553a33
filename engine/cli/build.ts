/**
 * `npm run build`: validate, then the client build, the server (SSR) build and the prerender.
 * Any invalid page stops the build before anything is written.
 *
 * DIST_DIR builds into another folder and SITE_CONFIG uses another settings file; the
 * integration tests build a copy of the site that points at fake external providers this way.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { syncDerivedFiles } from '../build/derivedFiles';
import type { ServerEntry } from '../build/prerender';

const root = process.cwd();
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// First the files derived from the schemas (a new section type, a changed field); the modules
// that read the schemas are imported after, so they see the current ones.
syncDerivedFiles(root);
const { formatForPeople } = await import('../content/formatProblems');
const { validateSite } = await import('../content/validateSite');
const { prerenderSite } = await import('../build/prerender');
const { precompress } = await import('../build/precompress');
const validation = validateSite(root, { siteConfigFile: process.env.SITE_CONFIG });
console.log(formatForPeople(validation, validation.files.length - 1));
if (validation.errorCount > 0) {
  process.exitCode = 1;
} else {
  // The server bundle goes inside the project, so it can import react-dom and friends from
  // node_modules, in a fresh folder, so builds into different DIST_DIRs can run side by side.
  const cacheDir = path.join(root, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const serverDir = mkdtempSync(path.join(cacheDir, 'ssr-build-'));
  try {
    await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
    await build({
      logLevel: 'warn',
      build: {
        ssr: 'engine/build/entry-server.tsx',
        outDir: serverDir,
        emptyOutDir: true,
        // .mjs: the temporary folder has no package.json saying these files are ES modules.
        rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
      },
    });
    const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.mjs')).href)) as ServerEntry;
    const { files } = await prerenderSite(distDir, server);
    checkOutput(distDir);
    const compressed = precompress(distDir);
    console.log(`✔ Built ${files.length} files into ${path.relative(root, distDir) || '.'}/ (${compressed} with brotli and gzip copies).`);
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}

/** Guards the promises the build makes: no inline scripts, no zod in the browser. */
function checkOutput(dir: string) {
  const problems: string[] = [];
  for (const file of readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, file);
    if (file.endsWith('.html')) {
      const html = readFileSync(full, 'utf8');
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        const isDataBlock = /type="application\/(ld\+)?json"/.test(tag);
        if (!isDataBlock && !/\bsrc=/.test(tag)) problems.push(`${file}: inline script ${tag}`);
      }
      if (/\bon[a-z]+="/i.test(html.replace(/<script[\s\S]*?<\/script>/g, ''))) problems.push(`${file}: inline event handler attribute`);
      if (/href="javascript:/i.test(html)) problems.push(`${file}: javascript: link`);
    }
    if (file.endsWith('.js') && /\$ZodType|ZodError/.test(readFileSync(full, 'utf8'))) problems.push(`${file}: zod reached a browser asset`);
  }
  if (problems.length) {
    console.error(`✖ The build output breaks its guarantees:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
  if (!existsSync(path.join(dir, '404.html'))) throw new Error('dist/404.html was not written');
}
