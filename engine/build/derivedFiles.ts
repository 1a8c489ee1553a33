/**
 * The files derived from the section schemas, so that a new section type is four files (its
 * schema with an example, its block, its registry line, its test) and everything else follows:
 *
 * - schema/sections/index.ts, the list of section schemas (one per file in schema/sections/);
 * - schema/page.schema.json and schema/site.schema.json, the JSON Schema VS Code uses;
 * - the list of section kinds in docs/editing-pages.md, between its two markers.
 *
 * `npm run schema` writes them, and only it: the build, the dev server and publishing read the
 * files and never rewrite them (a build of a clean clone leaves `git status` clean). The dev
 * server checks them in a fresh process (`npm run schema -- --check`, because a new schema file is
 * not in the module graph of a process that already loaded the old list) and says when one is
 * stale; a unit test (tests/unit/jsonSchema.test.ts) fails while one is.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const sectionIndexFile = 'schema/sections/index.ts';
export const sectionKindsDoc = 'docs/editing-pages.md';
const kindsStart = '<!-- section-kinds: start. Made by `npm run schema` from schema/sections/; edit the schemas, not this list. -->';
const kindsEnd = '<!-- section-kinds: end -->';

/** The section schema files, by name: schema/sections/callBox.ts → "callBox". */
export function sectionSchemaNames(root: string): string[] {
  return readdirSync(path.join(root, 'schema/sections'))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** schema/sections/index.ts: each file's `<name>Section` export, in one list. */
export function sectionIndexSource(root: string): string {
  return formatted(root, sectionIndexFile, sectionIndexLines(root));
}

function sectionIndexLines(root: string): string {
  const names = sectionSchemaNames(root);
  for (const name of names) {
    const source = readFileSync(path.join(root, `schema/sections/${name}.ts`), 'utf8');
    if (!new RegExp(`export const ${name}Section\\b`).test(source)) {
      throw new Error(`schema/sections/${name}.ts must export its schema as "${name}Section" (a section schema is named after its file).`);
    }
  }
  return [
    '// Made by `npm run schema` (engine/build/derivedFiles.ts) from the files in this folder, one',
    '// per section type. Add a file there and run it, rather than a line here.',
    ...names.map((name) => `import { ${name}Section } from './${name}.ts';`),
    '',
    `export const sectionSchemas = [${names.map((name) => `${name}Section`).join(', ')}] as const;`,
    '',
  ].join('\n');
}

/** Every derived file's expected content, by path relative to the root. */
export async function derivedFiles(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = { [sectionIndexFile]: sectionIndexSource(root) };
  // Imported here, not at the top: the schemas must be read after the index above is current.
  const { generateJsonSchemas } = await import('../../schema/jsonSchema.ts');
  const { sectionSchemas } = await import('../../schema/section.ts');
  Object.assign(files, generateJsonSchemas());
  const doc = readFileSync(path.join(root, sectionKindsDoc), 'utf8');
  const kinds = sectionSchemas.map((schema) => {
    const meta = schema.meta() ?? {};
    return `| ${meta.title ?? schema.shape.type.value} | \`"${schema.shape.type.value}"\` | ${meta.description ?? ''} |`;
  });
  files[sectionKindsDoc] = formatted(
    root,
    sectionKindsDoc,
    replaceBetweenMarkers(doc, ['| Kind | `"type"` | What it is for |', '| --- | --- | --- |', ...kinds].join('\n')),
  );
  return files;
}

function replaceBetweenMarkers(doc: string, content: string): string {
  const start = doc.indexOf(kindsStart);
  const end = doc.indexOf(kindsEnd);
  if (start < 0 || end < start) throw new Error(`${sectionKindsDoc} has lost its section-kinds markers; put back:\n${kindsStart}\n${kindsEnd}`);
  return `${doc.slice(0, start + kindsStart.length)}\n${content}\n${doc.slice(end)}`;
}

/** The derived files whose content on disk is not what the schemas make, by name. */
export async function staleDerivedFiles(root: string): Promise<string[]> {
  const expected = await derivedFiles(root);
  return Object.keys(expected).filter((file) => !existsSync(path.join(root, file)) || readFileSync(path.join(root, file), 'utf8') !== expected[file]);
}

/** Writes the derived files that differ (each atomically) and returns their names. */
export async function writeDerivedFiles(root: string): Promise<string[]> {
  // The index first, on its own: the schemas imported below read it.
  const index = sectionIndexSource(root);
  const written = writeIfChanged(root, sectionIndexFile, index) ? [sectionIndexFile] : [];
  for (const [file, content] of Object.entries(await derivedFiles(root))) {
    if (file !== sectionIndexFile && writeIfChanged(root, file, content)) written.push(file);
  }
  return written;
}

function writeIfChanged(root: string, file: string, content: string): boolean {
  const full = path.join(root, file);
  if (existsSync(full) && readFileSync(full, 'utf8') === content) return false;
  writeFileSync(`${full}.tmp`, content);
  renameSync(`${full}.tmp`, full);
  return true;
}

/** The text as `npm run format` (Biome) writes it, so a derived file and a formatted one never differ. */
function formatted(root: string, file: string, text: string): string {
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'format', `--stdin-file-path=${file}`], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`Biome could not format ${file}:\n${run.stderr}`);
  return run.stdout;
}

/**
 * Checks the derived files in a fresh process (`npm run schema -- --check`) without waiting, and
 * passes on what it says when one is stale (the dev server's console).
 */
export function checkDerivedFilesInBackground(root: string, log: (message: string) => void): void {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'engine/cli/schema.ts'), '--check'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('close', () => {
    if (output.trim()) log(output.trim());
  });
}
