/** The stat tiles: big figures with their labels, as a description list. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatsBlock } from '../../blocks/StatsBlock';
import { example, renderBlock } from './renderBlock';

const stats = example('stats');

/** The label and value of each tile, read as a screen reader reads the description list. */
function pairsOf(list: HTMLElement): [string | null, string | null][] {
  return [...list.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.tagName === 'DD' ? term.nextElementSibling.textContent : null,
  ]);
}

describe('StatsBlock', () => {
  it('shows every figure as a description list: each label with its value', () => {
    const { container } = renderBlock(<StatsBlock {...stats} />, { index: 2 });
    expect(screen.getByRole('heading', { level: 2, name: stats.heading })).toBeTruthy();
    const list = container.querySelector('dl')!;
    expect(within(list).getAllByRole('term')).toHaveLength(stats.items.length);
    expect(within(list).getAllByRole('definition')).toHaveLength(stats.items.length);
    expect(pairsOf(list)).toEqual(stats.items.map((item) => [item.label, item.value]));
  });

  it('has no heading when none is given, and then is not a named region', () => {
    const { container } = renderBlock(<StatsBlock {...stats} heading={undefined} />, { index: 2 });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false);
    expect(container.querySelectorAll('dd')).toHaveLength(stats.items.length);
  });

  it('keeps every figure on one line, all of a band sized by the longest', () => {
    const { container } = renderBlock(<StatsBlock {...stats} />, { index: 2 });
    const list = container.querySelector('dl')!;
    expect(list.style.getPropertyValue('--figure-length')).toBe(String(Math.max(...stats.items.map((item) => item.value.length))));
    for (const figure of list.querySelectorAll('dd')) expect(figure.className).toContain('stat-figure');
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<StatsBlock {...stats} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(stats.heading);
  });
});
