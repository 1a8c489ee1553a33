/**
 * `npm run build [-- --out <folder>] [-- --config <settings file>] [-- --cache <folder>]`: validates
 * the content of the current folder, then builds the site into dist/ (engine/build/buildSite.ts),
 * redoing only what changed since the last build (the build cache). Any invalid page stops the
 * build before anything is written. `--out` builds into another folder; `--config` uses another
 * settings file (relative to the project), as the browser tests do to point the site at fake
 * providers; `--cache` keeps the build cache in another folder than node_modules/.cache/site-build.
 */
import path from 'node:path';

function optionValue(name: string, example: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) {
    console.error(`✖ ${name} needs a value after it, for example: npm run build -- ${name} ${example}`);
    process.exit(1);
  }
  return value;
}

// Always the production build (engine/build/buildSite.ts), whatever a calling process had set;
// before the build's modules are imported, so they see it.
process.env.NODE_ENV = 'production';
const root = process.cwd();
const outDir = path.resolve(root, optionValue('--out', 'dist-copy') ?? 'dist');
const siteConfigFile = optionValue('--config', 'site.config.test.json');
const cacheDir = optionValue('--cache', '/tmp/site-build-cache');
const { buildSite } = await import('../build/buildSite.ts');
const { formatForPeople } = await import('../content/formatProblems.ts');

const built = await buildSite({ contentRoot: root, outDir, siteConfigFile, cacheDir: cacheDir && path.resolve(root, cacheDir) });
console.log(formatForPeople(built.validation, built.validation.files.length - 1));
if (!built.files) process.exitCode = 1;
else {
  const pages = built.validation.files.length - 1;
  const rendered = built.rendered === pages ? `${pages} pages rendered` : `${built.rendered} of ${pages} pages rendered, the others unchanged`;
  const seconds = ((built.timings?.total ?? 0) / 1000).toFixed(1);
  console.log(
    `✔ Built ${built.files.length} files into ${path.relative(root, outDir) || '.'}/ (${built.compressed} with brotli and gzip copies; ${rendered}) in ${seconds} s.`,
  );
}
