/** Numbered steps, such as "what to expect" and "what happens next". */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepsBlock } from '../../blocks/StepsBlock';
import { example, renderBlock, sectionNamed } from './renderBlock';

const steps = example('steps');

describe('StepsBlock', () => {
  it('shows the steps as an ordered list with their numbers', () => {
    renderBlock(<StepsBlock {...steps} />, { index: 3 });
    const section = sectionNamed(steps.heading, steps.eyebrow!, steps.intro!);
    const items = within(section.querySelector('ol')!).getAllByRole('listitem');
    expect(items).toHaveLength(steps.items.length);
    for (const [i, step] of items.entries()) {
      const data = steps.items[i]!;
      // The visible number, and a heading that screen readers hear as "Step n: …".
      expect(step.firstElementChild!.textContent).toBe(String(i + 1));
      expect(within(step).getByRole('heading', { level: 3 }).textContent).toBe(`Step ${i + 1}: ${data.title}`);
      expect(within(step).getByText(data.description)).toBeTruthy();
    }
  });

  it('has no intro or buttons when they are left out, and shows buttons when given', () => {
    const { unmount } = renderBlock(<StepsBlock {...steps} intro={undefined} buttons={undefined} />, { index: 1 });
    expect(screen.queryByText(steps.intro!)).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    unmount();
    renderBlock(<StepsBlock {...steps} buttons={[{ label: 'Contact Us', href: '/contact' }]} />, { index: 1 });
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });
});
