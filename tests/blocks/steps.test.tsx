/** Numbered steps: "what to expect" on the contact page, "what happens next" after a request. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepsBlock } from '../../blocks/StepsBlock';
import { renderBlock, sectionOf } from './renderBlock';

const whatToExpect = sectionOf('/contact', 'steps');
const nextSteps = sectionOf('/thank-you', 'steps');

describe('StepsBlock', () => {
  it('shows the four contact steps as an ordered list with their numbers', () => {
    renderBlock(<StepsBlock {...whatToExpect} />, { index: 3 });
    const section = screen.getByRole('region', { name: 'What to Expect' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(section).getByText('After You Reach Out')).toBeTruthy();
    expect(within(section).getByText(whatToExpect.intro!)).toBeTruthy();
    const list = section.querySelector('ol')!;
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    steps.forEach((step, i) => {
      const data = whatToExpect.items[i]!;
      // The visible number, and a heading that screen readers hear as "Step n: …".
      expect(step.firstElementChild!.textContent).toBe(String(i + 1));
      expect(within(step).getByRole('heading', { level: 3 }).textContent).toBe(`Step ${i + 1}: ${data.title}`);
      expect(within(step).getByText(data.description)).toBeTruthy();
    });
  });

  it('shows the three next steps after a request: contact within 2 hours, free inspection, custom estimate', () => {
    renderBlock(<StepsBlock {...nextSteps} />, { index: 1 });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Step 1: We Contact You Within 2 Hours',
      'Step 2: Free Roof Inspection',
      'Step 3: Your Custom Estimate',
    ]);
  });

  it('has no intro or buttons when they are left out, and shows buttons when given', () => {
    const { unmount } = renderBlock(<StepsBlock {...nextSteps} />, { index: 1 });
    expect(nextSteps.intro).toBeUndefined();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    unmount();
    renderBlock(<StepsBlock {...nextSteps} buttons={[{ label: 'Contact Us', href: '/contact' }]} />, { index: 1 });
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });
});
