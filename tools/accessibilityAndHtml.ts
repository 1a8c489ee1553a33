/**
 * The two page checks the audit (`npm run audit`), the layout checker and the browser tests
 * share: axe-core for WCAG 2.2 AA, run in a page playwright drives (by the one runner,
 * engine/checks/accessibility.ts `runAxe`), and html-validate for the raw HTML of a built file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import type { Page } from 'playwright-core';
import { type AxeScope, runAxe } from '../engine/checks/accessibility';

/**
 * Renders every part of a page at once. Sections far down a page are laid out only near the
 * screen (content-visibility: auto in engine/runtime/styles.css), and what reads the layout
 * (innerText, the layout checker's measures) sees only what is rendered.
 */
export const everySectionRenderedCss = '* { content-visibility: visible !important; }';

const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
/** Playwright and this runner hand functions to the page as their source; the build tool's name helper must exist there. */
const nameHelper = 'globalThis.__name = globalThis.__name || ((target) => target);';

/** One violation of axe's, as the page hands it back: the rule, its help, and where (each element's CSS selector). */
export interface AxeViolation {
  id: string;
  help: string;
  targets: string[];
}

/** axe's violations on a loaded page (its rule sets, or those `scope` names), each with the elements it found. */
export async function axeViolationsIn(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  // Once per document: a second check of the same page (after a resize, a click) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(`${nameHelper}
    (${runAxe.toString()})(window.axe, document, ${JSON.stringify(scope)}).then((violations) =>
      violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) })))`);
}

/** axe's violations on a loaded page, one line each: the rule and the elements. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeViolationsIn(page, scope)).map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

const htmlValidator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** html-validate's problems with a built HTML file, one line each. */
export async function htmlProblems(distDir: string, file: string): Promise<string[]> {
  const report = await htmlValidator.validateString(readFileSync(path.join(distDir, file), 'utf8'), file);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`));
}
