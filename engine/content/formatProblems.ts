/** Prints validation problems for people (grouped by file), for programs (JSON) and for GitHub. */
import { formatPath, placeSeparator } from './browser-safe/describePath.ts';
import type { Problem, ValidationResult } from './validateSite.ts';
import { siteConfigFile } from '../../schema/paths.ts';

/** The file and position, the place and the sentence in the editor's words, then the keys for developers: "(sections[0].heading)". */
export function problemLine(p: Problem): string {
  const where = [p.section, p.field].filter(Boolean).join(placeSeparator);
  const keys = p.path.length ? ` (${formatPath(p.path)})` : '';
  return `${p.file}:${p.line}:${p.column} ${where ? `${where}: ` : ''}${p.message}${keys}`;
}

export function formatForPeople(result: Pick<ValidationResult, 'problems' | 'errorCount' | 'warningCount'>, pageCount: number): string {
  const lines: string[] = [];
  const byFile = new Map<string, Problem[]>();
  for (const p of result.problems) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  for (const [file, problems] of byFile) {
    lines.push(`\n${file}`);
    for (const p of problems) lines.push(`  ${p.severity === 'error' ? '✖' : '⚠'} ${problemLine(p)}`);
  }
  const counts = `${result.errorCount} error${result.errorCount === 1 ? '' : 's'}, ${result.warningCount} warning${result.warningCount === 1 ? '' : 's'}`;
  lines.push(
    result.errorCount === 0
      ? `${lines.length ? '\n' : ''}✔ ${pageCount} pages and ${siteConfigFile} are valid (${counts}).`
      : `\n✖ Found ${counts} in ${byFile.size} file${byFile.size === 1 ? '' : 's'}. Nothing was built; fix the errors above and run again.`,
  );
  return lines.join('\n').replace(/^\n/, '');
}

export function formatForGitHub(result: ValidationResult): string {
  const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return result.problems
    .map((p) => `::${p.severity === 'error' ? 'error' : 'warning'} file=${p.file},line=${p.line},col=${p.column}::${escapeData(problemLine(p))}`)
    .join('\n');
}

export function formatAsJson(result: ValidationResult): string {
  return JSON.stringify({ errorCount: result.errorCount, warningCount: result.warningCount, problems: result.problems }, null, 2);
}
