/**
 * `npm run validate [-- --strict] [-- --format json]`
 * Checks every page and site.config.json, prints every problem at once, exits 1 on any error.
 */
import { formatAsJson, formatForGitHub, formatForPeople } from '../content/formatProblems';
import { validateSite } from '../content/validateSite';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const formatIndex = args.indexOf('--format');
const format = formatIndex >= 0 ? args[formatIndex + 1] : args.find((a) => a.startsWith('--format='))?.slice('--format='.length);

const result = validateSite(process.cwd(), { strict });
if (format === 'json') {
  console.log(formatAsJson(result));
} else {
  if (process.env.GITHUB_ACTIONS === 'true' && result.problems.length) console.log(formatForGitHub(result));
  console.log(formatForPeople(result, result.files.length - 1));
}
process.exitCode = result.errorCount > 0 ? 1 : 0;
