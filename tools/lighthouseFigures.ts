/**
 * How `npm run audit` turns Lighthouse reports into figures: which reports count as a
 * measurement, the median of several runs, and how a figure that could not be measured is
 * shown. Kept apart from audit.ts (which launches browsers as it loads) so it can be tested.
 */
import type { RunnerResult } from 'lighthouse';
import { median } from './figures';

export type LighthouseReport = RunnerResult['lhr'];

/** The metrics the audit reads from every report. */
export const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;
export type MetricId = (typeof metricIds)[number];

/**
 * Why a report is not a measurement, or undefined if it is one. A run that errored, or that
 * could not compute a metric, has no score worth averaging: counting it as 0, or its metrics as
 * NaN, would turn one bad run into a wrong median.
 */
export function unmeasured(lhr: LighthouseReport | undefined): string | undefined {
  if (!lhr) return 'Lighthouse returned no report';
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  if (lhr.categories.performance?.score == null) return 'no performance score';
  const missing = metricIds.filter((id) => !Number.isFinite(lhr.audits[id]?.numericValue));
  if (missing.length) return `no value for ${missing.map((id) => `${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`).join(', ')}`;
  return undefined;
}

/** A category's score, 0–100, as the median over measured reports. */
export const medianScore = (reports: LighthouseReport[], category: string) =>
  median(reports.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)));

/** A metric's value as the median over measured reports (which all have it: see `unmeasured`). */
export const medianMetric = (reports: LighthouseReport[], id: MetricId) => median(reports.map((lhr) => lhr.audits[id]!.numericValue!));

/** A figure for the table: "n/a" where it could not be measured (the route's failures say why). */
export const figure = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/**
 * Where the main thread's time goes while a page loads, by Lighthouse's kinds of work (its
 * main-thread work breakdown, in ms of the slowed-down CPU it simulates), with the longest
 * single task. These say what a total blocking time is made of: a page's own parse, style and
 * layout, or its scripts.
 */
export const workKinds = {
  styleLayout: 'style & layout',
  parseHTML: 'parse HTML & CSS',
  scriptEvaluation: 'script',
  paintCompositeRender: 'paint',
  other: 'other',
} as const;
export type WorkKind = keyof typeof workKinds;
export interface MainThreadWork extends Record<WorkKind, number> {
  total: number;
  longestTask: number;
}

interface BreakdownItem {
  group: string;
  duration: number;
}

const workFigures = [...(Object.keys(workKinds) as WorkKind[]), 'total', 'longestTask'] as const;

/** One report's main-thread work. Kinds Lighthouse does not name above count as "other". */
export function mainThreadWork(lhr: LighthouseReport): MainThreadWork {
  const work = Object.fromEntries(workFigures.map((key) => [key, 0])) as unknown as MainThreadWork;
  const items = (lhr.audits['mainthread-work-breakdown']?.details as { items?: BreakdownItem[] } | undefined)?.items ?? [];
  for (const { group, duration } of items) {
    work[group in workKinds ? (group as WorkKind) : 'other'] += duration;
    work.total += duration;
  }
  const tasks = (lhr.audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
  work.longestTask = Math.max(0, ...tasks.map((task) => task.duration));
  return work;
}

/** Each figure of the main-thread work as the median over measured reports. */
export function medianMainThreadWork(reports: LighthouseReport[]): MainThreadWork {
  const works = reports.map(mainThreadWork);
  return Object.fromEntries(workFigures.map((key) => [key, median(works.map((work) => work[key]))])) as unknown as MainThreadWork;
}
