/**
 * The parts of the page checks (engine/checks/) that need no page: the weight budget's
 * arithmetic, what a page offers links to other pages, and each problem once.
 */
import { describe, expect, it } from 'vitest';
import { photoBudgetKb } from '../../engine/checks/budgets';
import { estimateFormId } from '../../platform/integrations/freeEstimate';
import { pageFacts, uniqueProblems } from '../../engine/checks/finishing';
import type { PageProblem } from '../../engine/checks/pageChecks';
import { type PhotoOnPage, photoKey, weightProblems } from '../../engine/checks/weight';
import type { ResolvedPage } from '../../schema/page';
import { pages, site } from '../../tests/support/siteData';
import type { SiteConfig } from '../../schema/site';

const place = (index: number): PhotoOnPage['place'] => ({ file: 'pages/home.json', section: '', field: '', path: ['sections', index, 'image', 'src'] });
const photo = (name: string, slot: PhotoOnPage['slot'], index: number): PhotoOnPage => ({ src: `/images/${name}.jpg`, slot, place: place(index) });
const kb = (n: number) => n * 1024;

describe('the photo budget', () => {
  const hero = photo('hero', 'hero', 0);
  const cards = [1, 2, 3, 4, 5].map((n) => photo(`card-${n}`, 'card', n));

  it('names each photo over its own share, at its file', () => {
    const problems = weightProblems([hero, ...cards], { [photoKey(hero)]: kb(photoBudgetKb.hero + 1), [photoKey(cards[0]!)]: kb(20) });
    expect(problems).toEqual([expect.objectContaining({ severity: 'error', code: 'too-heavy', path: hero.place.path })]);
    expect(problems[0]!.message).toMatch(/“hero\.jpg” weighs \d+ KB on a phone, more than the \d+ KB a hero photo may/);
  });

  it('holds all of a page’s photos to the page’s budget, naming the one furthest over its share', () => {
    // Each within its share; together over the page's budget.
    const weights = Object.fromEntries([hero, ...cards].map((p, i) => [photoKey(p), kb(i === 3 ? photoBudgetKb.card : photoBudgetKb[p.slot] - 10)]));
    const total = Object.values(weights).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    expect(total).toBeGreaterThan(photoBudgetKb.page);
    const problems = weightProblems([hero, ...cards], weights);
    expect(problems).toEqual([expect.objectContaining({ code: 'too-heavy', path: cards[2]!.place.path })]);
    expect(problems[0]!.message).toContain(`${Math.round(total)} KB`);
  });

  it('counts a photo shown twice once, and one it could not weigh not at all', () => {
    const twice = [hero, { ...hero, place: place(7) }];
    expect(weightProblems(twice, { [photoKey(hero)]: kb(photoBudgetKb.page / 2 + 1) })).toEqual([expect.objectContaining({ path: hero.place.path })]);
    expect(weightProblems([hero], {})).toEqual([]);
  });
});

describe('what a page offers links from other pages', () => {
  it('is its sections’ anchor names, and its estimate form’s when it has one', () => {
    const config = site as unknown as SiteConfig;
    for (const page of pages) {
      const ids = page.sections.flatMap((section) => (section.id ? [section.id] : []));
      const hasForm = page.sections.some((section) => 'form' in section && section.form);
      expect(pageFacts(page.file, page as ResolvedPage, config).anchors).toEqual([...ids, ...(hasForm ? [estimateFormId] : [])]);
    }
  });
});

describe('each problem once', () => {
  it('keeps the first of problems alike in file, field, kind and words', () => {
    const problem: PageProblem = {
      severity: 'error',
      code: 'missing-page',
      file: 'site.config.json',
      section: '',
      field: 'x',
      path: ['navigation'],
      message: 'A',
    };
    const other = { ...problem, message: 'B' };
    expect(uniqueProblems([problem, { ...problem }, other, { ...problem, path: ['footer'] }])).toEqual([problem, other, { ...problem, path: ['footer'] }]);
  });
});
