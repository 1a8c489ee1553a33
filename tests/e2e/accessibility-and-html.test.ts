/**
 * Checks the audit (npm run audit) also makes, kept here as tests because their results do not
 * vary from run to run: axe-core finds no WCAG 2.2 AA violation on any route at phone and
 * desktop widths, and the HTML of every built page is valid.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import { baseUrl, useBrowser } from './harness';
import { distDir, pages, visitPath } from './siteData';

const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

describe('axe-core', () => {
  const openPage = useBrowser();
  it.each(pages.flatMap((p) => [390, 1280].map((width) => [visitPath(p), width] as const)))('%s at %ipx has no violations', async (address, width) => {
    // bypassCSP: the test injects axe; the page's own policy rightly forbids that.
    const visitor = await openPage({ viewport: { width, height: width < 500 ? 844 : 800 }, bypassCSP: true });
    try {
      await visitor.page.goto(baseUrl() + address, { waitUntil: 'networkidle' });
      await visitor.page.evaluate(axeSource);
      const violations = await visitor.page.evaluate(async (tags) => {
        const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run({ runOnly: { type: 'tag', values: tags } });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }, wcagTags);
      expect(violations).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

describe('HTML validity', () => {
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
  const files = pages.map((p) => (p.path === '/404' ? '404.html' : p.path === '/' ? 'index.html' : `${p.path.slice(1)}/index.html`));
  it.each(files)('dist/%s is valid HTML', async (file) => {
    const report = await validator.validateString(readFileSync(path.join(distDir, file), 'utf8'), file);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`));
    expect(messages).toEqual([]);
  });
});
