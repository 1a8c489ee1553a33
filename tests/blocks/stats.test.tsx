/** The stat tiles: big figures with their labels, as a description list. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatsBlock } from '../../blocks/StatsBlock';
import { renderBlock, sectionOf } from './renderBlock';

const aboutStats = sectionOf('/about', 'stats');
const maintenanceStats = sectionOf('/services/maintenance', 'stats');

/** The label and value of each tile, read as a screen reader reads the description list. */
function pairsOf(list: HTMLElement): [string | null, string | null][] {
  return [...list.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.tagName === 'DD' ? term.nextElementSibling.textContent : null,
  ]);
}

describe('StatsBlock', () => {
  it('shows the four about-page figures as a description list: each label with its value', () => {
    const { container } = renderBlock(<StatsBlock {...aboutStats} />, { index: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'Nearly Two Decades of Kentucky Roofing' })).toBeTruthy();
    const list = container.querySelector('dl')!;
    expect(within(list).getAllByRole('term')).toHaveLength(4);
    expect(within(list).getAllByRole('definition')).toHaveLength(4);
    expect(pairsOf(list)).toEqual([
      ['Years of commercial roofing experience', '19'],
      ['The year our company was founded', '2009'],
      ['Commercial roof systems we install and service', '5'],
      ['Kentucky cities with fast response times', '20'],
    ]);
  });

  it("shows the maintenance page's claims", () => {
    const { container } = renderBlock(<StatsBlock {...maintenanceStats} />, { index: 2 });
    expect(pairsOf(container.querySelector('dl')!)).toEqual([
      ['Roof life', '3-5x'],
      ['Fewer emergency repairs', '90%'],
      ['Average annual savings', '$2,000+'],
    ]);
  });

  it('has no heading when none is given, and still shows the figures', () => {
    const { container } = renderBlock(<StatsBlock {...aboutStats} heading={undefined} />, { index: 2 });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelectorAll('dd')).toHaveLength(4);
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<StatsBlock {...aboutStats} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(aboutStats.heading);
  });
});
