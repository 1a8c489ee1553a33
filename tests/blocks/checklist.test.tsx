/** A checklist: what the free assessment includes, what every maintenance visit includes. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChecklistBlock } from '../../blocks/ChecklistBlock';
import { renderBlock, sectionOf } from './renderBlock';

const assessment = sectionOf('/thank-you', 'checklist');

describe('ChecklistBlock', () => {
  it('lists the seven assessment inclusions under an h2', () => {
    renderBlock(<ChecklistBlock {...assessment} />, { index: 3 });
    const section = screen.getByRole('region', { name: 'What Your Free Assessment Includes' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(section).getByText('Your Free Assessment')).toBeTruthy();
    expect(within(section).getByText(assessment.intro!)).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items.map((li) => li.textContent)).toEqual(assessment.items);
  });

  it('has a link back to the home page', () => {
    renderBlock(<ChecklistBlock {...assessment} />, { index: 3 });
    expect(screen.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/');
  });

  it('has no buttons when none are given', () => {
    renderBlock(<ChecklistBlock {...sectionOf('/services/maintenance', 'checklist')} />, { index: 4 });
    expect(screen.getByRole('heading', { level: 2, name: 'What Every Maintenance Visit Includes' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
