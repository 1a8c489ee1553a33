/** The CEO's quality pledge letter (a shared section). */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PledgeBlock } from '../../blocks/PledgeBlock';
import { renderBlock, sectionOf } from './renderBlock';

const pledge = sectionOf('/', 'pledge');

describe('PledgeBlock', () => {
  it('shows the letter: eyebrow, h2, greeting, every paragraph in order and the signature', () => {
    renderBlock(<PledgeBlock {...pledge} />, { index: 6 });
    const section = screen.getByRole('region', { name: 'A Personal Promise From Our CEO' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(section).getByText('Our Quality Pledge')).toBeTruthy();
    const letter = within(section).getByRole('article');
    const texts = [...letter.querySelectorAll('p')].map((p) => p.textContent);
    expect(texts).toEqual(['Our Quality Pledge', 'To every property owner and manager we serve,', ...pledge.paragraphs, 'Daniel Whitaker', 'Founder & CEO']);
    expect(pledge.paragraphs).toHaveLength(3);
  });

  it('leaves out the greeting and eyebrow when they are not given', () => {
    renderBlock(<PledgeBlock {...pledge} greeting={undefined} eyebrow={undefined} />, { index: 6 });
    expect(screen.queryByText('To every property owner and manager we serve,')).toBeNull();
    expect(screen.queryByText('Our Quality Pledge')).toBeNull();
    expect(screen.getByText('Daniel Whitaker')).toBeTruthy();
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<PledgeBlock {...pledge} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(pledge.heading);
  });
});
