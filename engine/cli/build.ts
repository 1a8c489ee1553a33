/**
 * `npm run build [-- --out <folder>] [-- --config <settings file>]`: validates the content of the
 * current folder, then builds the site into dist/ (engine/build/buildSite.ts). Any invalid page stops the build before
 * anything is written. `--out` builds into another folder; `--config` uses another settings file
 * (relative to the project), as the browser tests do to point the site at fake providers.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncDerivedFiles } from '../build/derivedFiles.ts';

/** This repository (the content may be elsewhere: the folder the build runs in). */
const codeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function optionValue(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) {
    console.error(`✖ ${name} needs a value after it, for example: npm run build -- ${name} ${name === '--out' ? 'dist-copy' : 'site.config.test.json'}`);
    process.exit(1);
  }
  return value;
}

// Always the production build (engine/build/buildSite.ts), whatever a calling process had set.
process.env.NODE_ENV = 'production';
const root = process.cwd();
const outDir = path.resolve(root, optionValue('--out') ?? 'dist');
const siteConfigFile = optionValue('--config');
// First the files derived from the schemas (a new section type, a changed field); the modules
// that read the schemas are imported after, so they see the current ones.
syncDerivedFiles(codeRoot);
const { buildSite } = await import('../build/buildSite.ts');
const { formatForPeople } = await import('../content/formatProblems.ts');

const built = await buildSite({ contentRoot: root, outDir, siteConfigFile });
console.log(formatForPeople(built.validation, built.validation.files.length - 1));
if (!built.files) process.exitCode = 1;
else console.log(`✔ Built ${built.files.length} files into ${path.relative(root, outDir) || '.'}/ (${built.compressed} with brotli and gzip copies).`);
