/**
 * The form warns before the page does: beside a list laid out as a grid, one plain sentence when
 * its count looks poor on wide screens, with the counts that would fill every row, from the same
 * table the block lays its items out by (schema/grids.ts); and a text with a limit counts its
 * characters as the person types, telling screen readers once typing pauses near the limit.
 * Expectations come from the grid tables and the schemas, not from the site's copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gridAdvice, plural } from '../../../editor/app/form/gridAdvice';
import { entryNoun, type JsonSchema, labelOf, resolveVariant } from '../../../editor/app/form/jsonSchema';
import { sectionSchema } from '../../../editor/app/ui/schemas';
import { betterCounts, gridLimits, grids, looksBest } from '../../../schema/grids';
import { projectRoot } from '../renderBlock';
import { renderForm } from './formHarness';

const example = (type: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(projectRoot, 'schema/sections', `${type}.example.json`), 'utf8'));
const field = (type: string, key: string): JsonSchema => resolveVariant(sectionSchema, { type })!.properties![key]!;
const at = ['sections', 1];
const liveRegion = () => screen.getByRole('status', { hidden: true });
const advice = () => document.querySelector('[data-advice]')?.textContent ?? null;

/** `count` entries like the example's first, each with a title of its own. */
function entries(type: string, count: number): unknown[] {
  const first = (example(type).items as Record<string, unknown>[])[0]!;
  const own = (i: number): Record<string, unknown> => ({ id: `entry-${i}`, name: `Name ${i}`, title: `Entry ${i}` });
  return Array.from({ length: count }, (_, i) => ({ ...first, ...Object.fromEntries(Object.entries(own(i)).filter(([key]) => key in first)) }));
}

const testimonials = grids.testimonials;
const reviewNoun = entryNoun(field('testimonials', 'items').items!, labelOf(field('testimonials', 'items'), 'items'));
const { min, max } = gridLimits(testimonials);
const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
const poor = counts.find((count) => count > 1 && !looksBest(testimonials, count))!;
const best = counts.find((count) => count > 1 && looksBest(testimonials, count))!;

describe('advice on a grid of entries', () => {
  it('says when a count looks poor on wide screens, and which counts would fill every row', () => {
    renderForm({ schema: sectionSchema, value: { ...example('testimonials'), items: entries('testimonials', poor) }, basePath: at });
    const sentence = advice()!;
    expect(sentence).toContain(`${poor} ${plural(reviewNoun)}`);
    const { fewer, more } = betterCounts(testimonials, poor);
    for (const count of [fewer, more].filter((n) => n !== undefined)) expect(sentence).toContain(String(count));
    expect(sentence).toBe(gridAdvice(testimonials, poor, reviewNoun));
    expect(sentence.split(/[.;]\s/).length, 'one sentence').toBeLessThanOrEqual(2);
    expect(sentence).not.toMatch(/items|x-grid|grid|\[|\]/);
  });

  it('says nothing when every row is full', () => {
    renderForm({ schema: sectionSchema, value: { ...example('testimonials'), items: entries('testimonials', best) }, basePath: at });
    expect(advice()).toBeNull();
  });

  it('tells screen readers the advice with the entry added or removed', () => {
    const before = counts.find((count) => count > min && looksBest(testimonials, count) && !looksBest(testimonials, count + 1))!;
    renderForm({ schema: sectionSchema, value: { ...example('testimonials'), items: entries('testimonials', before) }, basePath: at });
    fireEvent.click(screen.getByRole('button', { name: `Add ${reviewNoun.toLowerCase()}` }));
    expect(liveRegion().textContent).toBe(`${reviewNoun} ${before + 1} added. ${gridAdvice(testimonials, before + 1, reviewNoun)}`);
    expect(advice()).toBe(gridAdvice(testimonials, before + 1, reviewNoun));
  });

  it("follows the grid the section's other fields choose: the features' columns", () => {
    const byColumns = grids.features;
    const choices = Object.keys(byColumns.grids).map(Number);
    // A count that fills every row under one number of columns and not under another.
    const [count, fine, poorUnder] = (() => {
      for (let n = 2; n <= 12; n++) {
        const good = choices.find((c) => looksBest(byColumns.grids[c as 2]!, n));
        const bad = choices.find((c) => !looksBest(byColumns.grids[c as 2]!, n));
        if (good !== undefined && bad !== undefined) return [n, good, bad];
      }
      throw new Error('every count looks the same under every number of columns');
    })();
    const features = { ...example('features'), items: entries('features', count) };
    const { unmount } = renderForm({ schema: sectionSchema, value: { ...features, columns: fine }, basePath: at });
    expect(advice()).toBeNull();
    unmount();
    renderForm({ schema: sectionSchema, value: { ...features, columns: poorUnder }, basePath: at });
    expect(advice()).toContain(String(count));
  });
});

describe('a text with a limit', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts its characters under the field and tells screen readers near the limit once typing pauses', () => {
    vi.useFakeTimers();
    // Two figures: a longer list folds its entries away.
    const stats = { ...example('stats'), items: (example('stats').items as unknown[]).slice(0, 2) };
    const value = field('stats', 'items').items!.properties!.value!;
    const limit = value.maxLength!;
    const label = labelOf(value, 'value');
    renderForm({ schema: sectionSchema, value: stats, basePath: at });
    const box = screen.getAllByRole('textbox', { name: label })[0]!;
    const typed = 'x'.repeat(limit - 1);
    fireEvent.change(box, { target: { value: typed } });
    expect(screen.getByText(`${limit - 1} of ${limit} characters`)).toBeTruthy();
    expect(liveRegion().textContent, 'not while typing').toBe('');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(liveRegion().textContent).toBe(`${label}: ${limit - 1} of ${limit} characters.`);
    fireEvent.change(box, { target: { value: `${typed}xx` } });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(liveRegion().textContent).toBe(`${label}: ${limit + 1} of ${limit} characters, 1 too many.`);
  });

  it('says nothing far from the limit', () => {
    vi.useFakeTimers();
    const value = field('stats', 'items').items!.properties!.value!;
    renderForm({ schema: sectionSchema, value: { ...example('stats'), items: (example('stats').items as unknown[]).slice(0, 2) }, basePath: at });
    fireEvent.change(screen.getAllByRole('textbox', { name: labelOf(value, 'value') })[0]!, { target: { value: 'x' } });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(liveRegion().textContent).toBe('');
  });
});
