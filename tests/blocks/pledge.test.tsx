/** The quality pledge letter. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PledgeBlock } from '../../blocks/PledgeBlock';
import { example, renderBlock, sectionNamed } from './renderBlock';

const pledge = example('pledge');

describe('PledgeBlock', () => {
  it('shows the letter: eyebrow, h2, greeting, every paragraph in order and the signature', () => {
    renderBlock(<PledgeBlock {...pledge} />, { index: 6 });
    const section = sectionNamed(pledge.heading);
    const letter = within(section).getByRole('article');
    const texts = [...letter.querySelectorAll('p')].map((p) => p.textContent);
    expect(texts).toEqual([pledge.eyebrow, pledge.greeting, ...pledge.paragraphs, pledge.signatureName, pledge.signatureTitle]);
  });

  it('leaves out the greeting and eyebrow when they are not given', () => {
    renderBlock(<PledgeBlock {...pledge} greeting={undefined} eyebrow={undefined} />, { index: 6 });
    const texts = [...screen.getByRole('article').querySelectorAll('p')].map((p) => p.textContent);
    expect(texts).toEqual([...pledge.paragraphs, pledge.signatureName, pledge.signatureTitle]);
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<PledgeBlock {...pledge} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(pledge.heading);
  });
});
