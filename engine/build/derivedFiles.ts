/**
 * The files derived from the section schemas, so that a new section type is four files (its
 * schema with an example, its block, its registry line, its test) and everything else follows:
 *
 * - schema/sections/index.ts, the list of section schemas (one per file in schema/sections/);
 * - schema/page.schema.json and schema/site.schema.json, the JSON Schema VS Code uses;
 * - the list of section kinds in docs/editing-pages.md, between its two markers.
 *
 * `npm run schema` writes them; the build and the dev server run it when anything is stale, in
 * a fresh process (engine/cli/schema.ts), because a new schema file is not in the module graph
 * of a process that already loaded the old list. A unit test backstops a stale commit.
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
    '// per section type; the build and the dev server remake it. Add a file there, not a line here.',
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

const schemaCommand = (root: string) => [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'engine/cli/schema.ts')];

/** Brings the derived files up to date in a fresh process, and waits (the build). */
export function syncDerivedFiles(root: string): void {
  const run = spawnSync(process.execPath, schemaCommand(root), { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('Could not update the files derived from the schemas (see above).');
}

/** The same in the background (the dev server): Vite restarts by itself when a file it loaded changes. */
export function syncDerivedFilesInBackground(root: string, log: (message: string) => void): void {
  const child = spawn(process.execPath, schemaCommand(root), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('close', () => {
    if (output.trim()) log(output.trim());
  });
}
