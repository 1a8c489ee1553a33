/**
 * The one validation module. `npm run validate`, the build, the dev server and the page editor
 * all call `validateSite`, so an editor sees the same problems, worded the same way, everywhere.
 *
 * It never stops at the first problem. The steps, each in its own file:
 * 1. load (load.ts): read every file, keeping where each value sits;
 * 2. parse (parse.ts): each file against its zod schema;
 * 3. resolve (resolve.ts): the pages as they will render and the settings the browser gets;
 * 4. check (checks/): what spans files: paths, titles, links, photos, names of shared sections,
 *    number pools and opening hours, placeholders, and what must change before going live.
 */
import type { ResolvedPage } from '../../schema/page.ts';
import type { SiteSettings } from '../../schema/site.ts';
import { checkPagePaths, checkUniqueTitles } from './checks/pagePaths.ts';
import { checkLaunchReadiness } from './checks/launch.ts';
import { checkPlaceholders } from './checks/placeholders.ts';
import { checkImages } from './checks/images.ts';
import { checkLinks, checkNumberPools, checkOpeningHours } from './checks/references.ts';
import type { CheckContext } from './checks/context.ts';
import { type LoadOptions, loadProject } from './load.ts';
import { parseProject } from './parse.ts';
import { type Problem, ProblemList } from './problems.ts';
import { resolveProject } from './resolve.ts';

export { pagesDir, siteConfigFile } from './load.ts';
export { formatPath, type Problem } from './problems.ts';

export interface ValidationResult {
  problems: Problem[];
  errorCount: number;
  warningCount: number;
  /** Present only when there are no errors. */
  site?: SiteSettings;
  /** The pages ready to render, by path; empty when there are errors. */
  pages: ResolvedPage[];
  /** Every file that was read, so a dev server knows what to watch. */
  files: string[];
}

export interface ValidateOptions extends LoadOptions {
  /** Launch mode: treat "must change before going live" warnings as errors. */
  strict?: boolean;
}

export function validateSite(root: string, options: ValidateOptions = {}): ValidationResult {
  const problems = new ProblemList();
  const project = loadProject(root, options);
  const parsed = parseProject(project, problems);
  const resolved = resolveProject(parsed, problems);

  const context: CheckContext = { root, strict: options.strict ?? false, project, parsed, problems };
  const knownPaths = checkPagePaths(context);
  checkUniqueTitles(context);
  checkLinks(context, knownPaths);
  checkImages(context);
  checkNumberPools(context);
  checkOpeningHours(context);
  checkPlaceholders(context);
  checkLaunchReadiness(context);

  const errorCount = problems.errorCount;
  return {
    problems: problems.sorted(),
    errorCount,
    warningCount: problems.problems.length - errorCount,
    site: errorCount === 0 ? resolved.site : undefined,
    pages: errorCount === 0 ? resolved.pages : [],
    files: [project.siteFile?.file ?? project.configFile, ...project.pageFiles.map((f) => f.file)],
  };
}
