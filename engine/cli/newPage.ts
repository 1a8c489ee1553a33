/**
 * `npm run new-page -- /services/inspections --from /services/repairs [--title "…"] [--description "…"]`
 *
 * Creates pages/services/inspections.json as a copy of the page at --from, with the new path,
 * its own title and description (derived from the path unless given) and the right "$schema"
 * line, then validates the whole site. A page that would not validate is removed again, so the
 * site is never left broken. The new page is in the sitemap from the next build on; the menu
 * and footer list it once it has an entry under "services" or "roofTypes" in site.config.json.
 *
 * There is no default for --from on purpose: which page to start from decides the sections
 * the new page gets, so the person making it should choose.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { pagePath as pagePathSchema } from '../../schema/page';
import { closestMatch } from '../content/didYouMean';
import { problemLine } from '../content/formatProblems';
import { pagesDir, validateSite, type ValidationResult } from '../content/validateSite';

const root = process.cwd();
const example = 'npm run new-page -- /services/inspections --from /services/repairs';
const pathRule = 'a page path starts with "/" and uses lower-case words joined by dashes, like "/services/roof-repairs"';
/** Search results cut titles off beyond this; the page schema refuses longer ones. */
const longestTitle = 70;

const knownOptions = ['from', 'title', 'description'];

/** A request the command turns down with a plain message (and exit code 1), not a crash. */
class Refusal extends Error {}

interface Options {
  newPath: string;
  fromPath: string;
  title?: string;
  description?: string;
}

function parseArguments(args: string[]): Options {
  const named: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inlineValue] = arg.slice(2).split(/=(.*)/s) as [string, string | undefined];
    if (!knownOptions.includes(name)) {
      const suggestion = closestMatch(name, knownOptions);
      throw new Refusal(
        `Unknown option "--${name}".${suggestion ? ` Did you mean "--${suggestion}"?` : ''} The options are --from, --title and --description, for example:\n  ${example} --title "Roof Inspections | Bluegrass Commercial Roofing"`,
      );
    }
    const value = inlineValue ?? args[++i];
    if (value === undefined || value.startsWith('--')) throw new Refusal(`"--${name}" needs a value after it.`);
    named[name] = value;
  }
  const [newPath, ...extra] = positional;
  if (!newPath) throw new Refusal(`Say which page to create, for example:\n  ${example}`);
  if (extra.length)
    throw new Refusal(`Give one page path only (got ${positional.map((p) => `"${p}"`).join(', ')}). Put quotes around a title or description that has spaces.`);
  return { newPath, fromPath: named.from ?? '', title: named.title, description: named.description };
}

/** The path a person probably meant, for example "/Services/Roof Inspections/" → "/services/roof-inspections". */
function tidyPath(input: string): string {
  const words = input
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9/-]/g, '');
  return `/${words
    .split('/')
    .map((part) => part.replace(/-+/g, '-').replace(/^-|-$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

/** Every page file and the path it declares, read leniently: a broken file is the validator's business. */
function existingPages(): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(root, pagesDir);
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    if (!entry.endsWith('.json')) continue;
    const file = `${pagesDir}/${entry.split(path.sep).join('/')}`;
    try {
      const declared = (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { path?: unknown }).path;
      if (typeof declared === 'string') pages.set(declared, file);
    } catch {
      // Unreadable: the validation run below reports it.
    }
  }
  return pages;
}

/** "/services/roof-inspections" → "Roof Inspections". */
function pageName(pagePath: string): string {
  const last = pagePath.split('/').filter(Boolean).at(-1) ?? 'Home';
  return last
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function companyDetails(): { name: string; region: string } {
  try {
    const config = JSON.parse(readFileSync(path.join(root, 'site.config.json'), 'utf8')) as { company?: { name?: string; region?: string } };
    return { name: config.company?.name ?? '', region: config.company?.region ?? '' };
  } catch {
    return { name: '', region: '' };
  }
}

function derivedTitle(pagePath: string, company: string): string {
  const withCompany = `${pageName(pagePath)} | ${company}`;
  return company && withCompany.length <= longestTitle ? withCompany : pageName(pagePath);
}

function derivedDescription(pagePath: string, company: { name: string; region: string }): string {
  const who = company.name || 'our team';
  const where = company.region ? ` across ${company.region}` : '';
  return `${pageName(pagePath)} from ${who}, for commercial properties${where}. Ask for a free, no-obligation roof assessment.`;
}

function errorsOf(result: ValidationResult): string[] {
  return result.problems.filter((p) => p.severity === 'error').map((p) => `  ✖ ${problemLine(p)}`);
}

function createPage(options: Options): string {
  const { newPath, fromPath } = options;
  if (!pagePathSchema.safeParse(newPath).success) {
    const suggestion = tidyPath(newPath);
    const hint = pagePathSchema.safeParse(suggestion).success && suggestion !== '/' ? ` Did you mean "${suggestion}"?` : '';
    throw new Refusal(`"${newPath}" is not a valid page path: ${pathRule}.${hint}`);
  }
  const pages = existingPages();
  const knownPaths = [...pages.keys()].sort();
  const file = `${pagesDir}${newPath}.json`;
  const existingFile = pages.get(newPath);
  if (existingFile) throw new Refusal(`There is already a page at "${newPath}": ${existingFile}. Choose another path, or edit that file instead.`);
  if (existsSync(path.join(root, file))) throw new Refusal(`The file ${file} already exists. Choose another path, or edit that file instead.`);

  if (!fromPath) {
    throw new Refusal(
      `Say which page to start from with --from, for example:\n  ${example}\nThe new page gets a copy of that page's sections, which you then change. The pages are:\n  ${knownPaths.join('\n  ')}`,
    );
  }
  const sourceFile = pages.get(fromPath);
  if (!sourceFile) {
    const suggestion = closestMatch(fromPath, knownPaths);
    throw new Refusal(
      `There is no page at "${fromPath}" to start from.${suggestion ? ` Did you mean "${suggestion}"?` : ''} The pages are:\n  ${knownPaths.join('\n  ')}`,
    );
  }

  const before = validateSite(root);
  if (before.errorCount > 0) {
    throw new Refusal(
      `The site already has problems, so no page was created. Fix these first (npm run validate shows them too):\n${errorsOf(before).join('\n')}`,
    );
  }

  const company = companyDetails();
  const title = options.title ?? derivedTitle(newPath, company.name);
  const description = options.description ?? derivedDescription(newPath, company);
  const schemaReference = path
    .relative(path.dirname(path.join(root, file)), path.join(root, 'schema/page.schema.json'))
    .split(path.sep)
    .join('/');

  // Edit the copied text rather than re-serialising it, so the new file keeps the layout of the
  // page it came from: the same compact one-line buttons an editor is used to.
  let text = readFileSync(path.join(root, sourceFile), 'utf8');
  const set = (where: JSONPath, value: string, first = false) => {
    text = applyEdits(
      text,
      modify(text, where, value, { formattingOptions: { insertSpaces: true, tabSize: 2 }, getInsertionIndex: first ? () => 0 : undefined }),
    );
  };
  set(['$schema'], schemaReference, true);
  set(['path'], newPath);
  set(['title'], title);
  set(['description'], description);

  const createdDirs = missingDirs(path.dirname(path.join(root, file)));
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);

  const after = validateSite(root);
  if (after.errorCount > 0) {
    rmSync(path.join(root, file));
    for (const dir of createdDirs.reverse()) rmdirSync(dir);
    throw new Refusal(
      `The new page would not be valid, so ${file} was not kept:\n${errorsOf(after).join('\n')}\nRun again with --title "…" and --description "…" to choose them yourself.`,
    );
  }
  return [
    `✔ Created ${file} for ${newPath}, starting from a copy of ${sourceFile}.`,
    `  Title:       ${title}`,
    `  Description: ${description}`,
    '',
    'Next:',
    `  1. Open ${file} and change the title, description and sections to fit the new page.`,
    '  2. Run "npm run validate" after each change, and "npm run dev" to see the page.',
    `  3. The page is in the sitemap from the next build on. To list it in the menu and footer, add an entry`,
    `     to "services" (or "roofTypes") in site.config.json, for example:`,
    `     { "label": "${pageName(newPath)}", "href": "${newPath}", "icon": "search", "description": "One line shown under the name in the menu." }`,
  ].join('\n');
}

/** The folders that do not exist yet on the way to `dir`, outermost first, to remove on failure. */
function missingDirs(dir: string): string[] {
  const missing: string[] = [];
  for (let current = dir; !existsSync(current); current = path.dirname(current)) missing.unshift(current);
  return missing;
}

try {
  console.log(createPage(parseArguments(process.argv.slice(2))));
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
