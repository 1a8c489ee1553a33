/**
 * What a validation answers, and `validateSite`: the one validator (siteValidator.ts) made for a
 * single call. `npm run validate`, the dev server and the tools call `validateSite`; the build,
 * the publish and the page editor keep a validator between calls. Either is the same code, so an
 * editor sees the same problems, worded the same way, everywhere.
 *
 * It never stops at the first problem. The steps (siteValidator.ts runs them):
 * 1. read (load.ts, jsonSource.ts) and 2. parse (contentFile.ts): each file on its own, against
 *    its zod schema, with the facts the later checks need;
 * 3. resolve (browser-safe/resolve.ts): the pages as they will render and the settings the
 *    browser gets;
 * 4. check (crossFileRules/): what spans files: paths, titles, links, redirects, photos, names of shared
 *    sections, number pools and opening hours, placeholders, and what must change before going live.
 */
import type { ResolvedPage } from '../../schema/page.ts';
import type { Redirect, SiteSettings } from '../../schema/site.ts';
import type { LoadOptions } from './load.ts';
import type { Problem } from './problemList.ts';
import { createSiteValidator } from './siteValidator.ts';

export { pagesDir, siteConfigFile } from './load.ts';
export type { Problem } from './problemList.ts';

export interface ValidationResult {
  problems: Problem[];
  errorCount: number;
  warningCount: number;
  /** Present only when there are no errors. */
  site?: SiteSettings;
  /** The redirects the host answers (site.config.json's list, checked against the pages); empty when there are errors. */
  redirects: Redirect[];
  /** The pages ready to render, by path; empty when there are errors. */
  pages: ResolvedPage[];
  /** Every file that was read, so a dev server knows what to watch. */
  files: string[];
}

export interface ValidateOptions extends LoadOptions {
  /** Launch mode: treat "must change before going live" warnings as errors. */
  strict?: boolean;
}

/** Checks the whole site as it is now: a validator of its own for one call (siteValidator.ts keeps one between calls). */
export function validateSite(root: string, options: ValidateOptions = {}): ValidationResult {
  return createSiteValidator(root, options).validate(options);
}
