/**
 * The two page checks the audit (`npm run audit`) and the browser tests share: axe-core for
 * WCAG 2.2 AA, and html-validate for the raw HTML of a built file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import type { Page } from 'playwright-core';

/**
 * Renders every part of a page at once. Sections far down a page are laid out only near the
 * screen (content-visibility: auto in engine/runtime/styles.css), and what reads the layout (axe's
 * colours and sizes, innerText) sees only what is rendered.
 */
export const everySectionRenderedCss = '* { content-visibility: visible !important; }';

const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's violations on a loaded page, one line each. The page's context must be opened with
 * `bypassCSP: true`: axe is injected by the check, and the page's own CSP rightly forbids that.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: everySectionRenderedCss });
  // Once per document: a second check of the same page (after a resize, a click) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // Only the violations are read: axe then skips describing every passing element, most of its time.
    const result = await axe.run({ runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, wcagTags);
}

const htmlValidator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** html-validate's problems with a built HTML file, one line each. */
export async function htmlProblems(distDir: string, file: string): Promise<string[]> {
  const report = await htmlValidator.validateString(readFileSync(path.join(distDir, file), 'utf8'), file);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`));
}
