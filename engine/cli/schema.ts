/**
 * `npm run schema`: brings the files derived from the section schemas up to date (the list of
 * section schemas, the JSON Schema files editors use, the docs' list of section kinds; see
 * engine/build/derivedFiles.ts) and says which it changed. Silent when all are current.
 *
 * `-- --check` writes nothing: it names the stale files and exits 1 (the dev server runs it).
 */
import { staleDerivedFiles, writeDerivedFiles } from '../build/derivedFiles.ts';

try {
  if (process.argv.includes('--check')) {
    const stale = await staleDerivedFiles(process.cwd());
    if (stale.length) {
      console.error(`⚠ Out of date with the schemas: ${stale.join(', ')}. Run npm run schema to remake them.`);
      process.exitCode = 1;
    }
  } else {
    for (const file of await writeDerivedFiles(process.cwd())) console.log(`✔ updated ${file}`);
  }
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exitCode = 1;
}
