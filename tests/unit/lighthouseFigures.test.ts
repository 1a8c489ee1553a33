// @vitest-environment node
/**
 * How `npm run audit` reads Lighthouse reports. A run that could not measure the page must not
 * become a score of 0 or a median of NaN: the audit once printed "NaN" for a route's FCP, LCP
 * and CLS, and failed it on "CLS NaN", because one of three runs had no metrics.
 */
import { describe, expect, it } from 'vitest';
import { median } from '../../tools/figures';
import { figure, mainThreadWork, medianMainThreadWork, medianMetric, medianScore, unmeasured, type LighthouseReport } from '../../tools/lighthouseFigures';

function report({
  performance = 0.98 as number | null,
  lcp = 1500 as number | null,
  lcpError = undefined as string | undefined,
  runtimeError = undefined as { code: string; message: string } | undefined,
} = {}) {
  const audit = (numericValue: number | undefined, errorMessage?: string) => ({ numericValue, errorMessage });
  return {
    runtimeError,
    categories: { performance: { score: performance }, seo: { score: 1 } },
    audits: {
      'first-contentful-paint': audit(900),
      'largest-contentful-paint': audit(lcp ?? undefined, lcpError),
      'total-blocking-time': audit(20),
      'cumulative-layout-shift': audit(0),
    },
  } as unknown as LighthouseReport;
}

describe('which Lighthouse reports count as a measurement', () => {
  it('accepts a complete report', () => {
    expect(unmeasured(report())).toBeUndefined();
  });

  it('rejects a run that errored, naming the error', () => {
    const why = unmeasured(report({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }));
    expect(why).toBe('NO_FCP: The page did not paint any content.');
  });

  it('rejects a report without a performance score', () => {
    expect(unmeasured(report({ performance: null }))).toBe('no performance score');
  });

  it('rejects a report missing a metric, naming the metric and Lighthouse’s reason', () => {
    const why = unmeasured(report({ lcp: null, lcpError: 'NO_LCP' }));
    expect(why).toBe('no value for largest-contentful-paint (NO_LCP)');
  });

  it('rejects no report at all', () => {
    expect(unmeasured(undefined)).toBe('Lighthouse returned no report');
  });
});

describe('medians and figures', () => {
  it('takes the middle value whatever the order', () => {
    expect(median([1503, 1652, 1498])).toBe(1503);
    expect(median([94, 100])).toBe(100);
  });

  it('has no median without values, and shows that as n/a rather than NaN', () => {
    expect(median([])).toBeNaN();
    expect(figure(median([]))).toBe('n/a');
    expect(figure(1.1049, 2)).toBe('1.10');
  });

  it('scores and metrics are medians over the reports, scores on the 0–100 scale', () => {
    const reports = [report({ performance: 0.94, lcp: 1800 }), report({ performance: 1, lcp: 1500 }), report({ performance: 0.99, lcp: 1600 })];
    expect(medianScore(reports, 'performance')).toBe(99);
    expect(medianMetric(reports, 'largest-contentful-paint')).toBe(1600);
    expect(medianScore([], 'performance')).toBeNaN();
  });
});

describe('main-thread work', () => {
  const withWork = (items: { group: string; duration: number }[], longTasks: number[] = []) =>
    ({
      audits: {
        'mainthread-work-breakdown': { details: { items } },
        'long-tasks': { details: { items: longTasks.map((duration) => ({ duration })) } },
      },
    }) as unknown as LighthouseReport;

  it('adds up each kind of work, counts kinds it does not name as other, and keeps the longest task', () => {
    const work = mainThreadWork(
      withWork(
        [
          { group: 'styleLayout', duration: 120 },
          { group: 'parseHTML', duration: 80 },
          { group: 'garbageCollection', duration: 5 },
          { group: 'other', duration: 40 },
        ],
        [60, 91],
      ),
    );
    expect(work).toEqual({ styleLayout: 120, parseHTML: 80, scriptEvaluation: 0, paintCompositeRender: 0, other: 45, total: 245, longestTask: 91 });
  });

  it('reads a report without the breakdown or long tasks as no work', () => {
    expect(mainThreadWork({ audits: {} } as unknown as LighthouseReport)).toMatchObject({ total: 0, longestTask: 0 });
  });

  it('takes the median of each figure on its own', () => {
    const reports = [
      withWork([{ group: 'styleLayout', duration: 300 }], [50]),
      withWork([{ group: 'styleLayout', duration: 100 }], [200]),
      withWork([{ group: 'styleLayout', duration: 200 }], [100]),
    ];
    expect(medianMainThreadWork(reports)).toMatchObject({ styleLayout: 200, total: 200, longestTask: 100 });
  });
});
