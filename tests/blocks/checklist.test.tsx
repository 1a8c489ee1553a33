/** A checklist: a heading, items with check marks, and optional buttons. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChecklistBlock } from '../../blocks/ChecklistBlock';
import { example, itemTexts, renderBlock, sectionNamed } from './renderBlock';

const checklist = example('checklist');

describe('ChecklistBlock', () => {
  it('lists every item under an h2, with its eyebrow and intro', () => {
    renderBlock(<ChecklistBlock {...checklist} />, { index: 3 });
    const section = sectionNamed(checklist.heading, checklist.eyebrow!, checklist.intro!);
    expect(itemTexts(section)).toEqual(checklist.items);
  });

  it('shows its buttons', () => {
    renderBlock(<ChecklistBlock {...checklist} buttons={[{ label: 'Back to the start', href: '/' }]} />, { index: 3 });
    expect(screen.getByRole('link', { name: 'Back to the start' }).getAttribute('href')).toBe('/');
  });

  it('has no buttons, eyebrow or intro when none are given', () => {
    renderBlock(<ChecklistBlock {...checklist} buttons={undefined} eyebrow={undefined} intro={undefined} />, { index: 4 });
    expect(screen.getAllByRole('listitem')).toHaveLength(checklist.items.length);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('region').querySelectorAll('header p')).toHaveLength(0);
  });
});
