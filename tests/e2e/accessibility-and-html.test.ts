/**
 * Checks the audit (npm run audit) also makes, kept here as tests because their results do not
 * vary from run to run: axe-core finds no WCAG 2.2 AA violation on any route at phone and
 * desktop widths, and the HTML of every built page is valid.
 */
import { describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../schema/paths';
import { axeViolations, htmlProblems } from '../../engine/cli/pageChecks';
import { baseUrl, browserForThisFile } from './harness';
import { distDir, pages, visitPath } from './siteData';

describe('axe-core', () => {
  const openPage = browserForThisFile();
  it.each(pages.flatMap((p) => [390, 1280].map((width) => [visitPath(p), width] as const)))('%s at %ipx has no violations', async (address, width) => {
    // bypassCSP: the test injects axe; the page's own policy rightly forbids that.
    const visitor = await openPage({ viewport: { width, height: width < 500 ? 844 : 800 }, bypassCSP: true });
    try {
      await visitor.page.goto(baseUrl() + address, { waitUntil: 'networkidle' });
      expect(await axeViolations(visitor.page)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

describe('HTML validity', () => {
  it.each(pages.map((p) => htmlFileFor(p.path)))('dist/%s is valid HTML', async (file) => {
    expect(await htmlProblems(distDir, file)).toEqual([]);
  });
});
