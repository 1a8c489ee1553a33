/**
 * `npm run schema`: brings the files derived from the section schemas up to date (the list of
 * section schemas, the JSON Schema files editors use, the docs' list of section kinds; see
 * engine/build/derivedFiles.ts) and says which it changed. Silent when all are current.
 */
import { writeDerivedFiles } from '../build/derivedFiles.ts';

try {
  for (const file of await writeDerivedFiles(process.cwd())) console.log(`✔ updated ${file}`);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exitCode = 1;
}
