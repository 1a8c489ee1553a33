/**
 * `npm run new-page -- /services/inspections --from /services/repairs [--title "…"] [--description "…"]`
 *
 * Creates pages/services/inspections.json as a copy of the page at --from, with the new path,
 * its own title and description (derived from the path unless given) and the right "$schema"
 * line (engine/content/newPage.ts, which the page editor uses too), checked with the whole site
 * before it is written: a page that would not validate is never written, so the site is never
 * left broken. The new page is in the sitemap from the next build on; the menu
 * and footer list it once it has an entry under "services" or "roofTypes" in site.config.json.
 *
 * There is no default for --from on purpose: which page to start from decides the sections
 * the new page gets, so the person making it should choose.
 */
import { problemLine } from '../content/formatProblems.ts';
import { closestMatch } from '../content/browser-safe/didYouMean.ts';
import { NewPageRefused, pageName, pagesByPath, planNewPage, writeNewPage } from '../content/newPage.ts';
import type { Problem } from '../content/problemList.ts';
import { siteConfigFile } from '../../schema/paths.ts';

const root = process.cwd();
const example = 'npm run new-page -- /services/inspections --from /services/repairs';

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

const errorLines = (problems: Problem[]) => problems.filter((p) => p.severity === 'error').map((p) => `  ✖ ${problemLine(p)}`);

function createPage(options: Options): string {
  let page: ReturnType<typeof planNewPage>;
  try {
    page = planNewPage(root, options);
  } catch (error) {
    if (!(error instanceof NewPageRefused)) throw error;
    if (error.reason === 'no-source' && !options.fromPath) {
      const knownPaths = [...pagesByPath(root).keys()].sort();
      throw new Refusal(
        `Say which page to start from with --from, for example:\n  ${example}\nThe new page gets a copy of that page's sections, which you then change. The pages are:\n  ${knownPaths.join('\n  ')}`,
      );
    }
    if (error.reason === 'site-has-problems')
      throw new Refusal(`${error.message.replace(/:$/, ' (npm run validate shows them too):')}\n${errorLines(error.problems).join('\n')}`);
    if (error.reason === 'invalid')
      throw new Refusal(
        `${error.message}\n${errorLines(error.problems).join('\n')}\nRun again with --title "…" and --description "…" to choose them yourself.`,
      );
    throw new Refusal(error.message);
  }
  writeNewPage(root, page);
  const { file, title, description, sourceFile, notes } = page;
  const newPath = options.newPath;
  return [
    `✔ Created ${file} for ${newPath}, starting from a copy of ${sourceFile}.`,
    `  Title:       ${title}`,
    `  Description: ${description}`,
    ...notes.map((note) => `  ${note}`),
    '',
    'Next:',
    `  1. Open ${file} and change the title, description and sections to fit the new page.`,
    '  2. Run "npm run validate" after each change, and "npm run dev" to see the page.',
    `  3. The page is in the sitemap from the next build on. To list it in the menu and footer, add an entry`,
    `     to "services" (or "roofTypes") in ${siteConfigFile}, for example:`,
    `     { "label": "${pageName(newPath)}", "href": "${newPath}", "icon": "search", "description": "One line shown under the name in the menu." }`,
  ].join('\n');
}

try {
  console.log(createPage(parseArguments(process.argv.slice(2))));
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
