/** The features block: items with a title, text and optional bullets, for "why choose us" and the like. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeaturesBlock } from '../../blocks/FeaturesBlock';
import { example, itemTexts, renderBlock, sectionNamed } from './renderBlock';

const features = example('features');
const itemsOf = (section: HTMLElement) => [...section.querySelector('ul')!.children] as HTMLElement[];

describe('FeaturesBlock', () => {
  it('shows every item with its h3 and text, under an h2', () => {
    renderBlock(<FeaturesBlock {...features} />, { index: 4 });
    const section = sectionNamed(features.heading);
    const items = itemsOf(section);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(features.items.map((item) => item.title));
    for (const [i, item] of items.entries()) expect(within(item).getByText(features.items[i]!.description!)).toBeTruthy();
  });

  it('shows the bullet points of items that have them, and no list on the others', () => {
    expect(features.items.some((item) => item.bullets) && features.items.some((item) => !item.bullets)).toBe(true);
    renderBlock(<FeaturesBlock {...features} />, { index: 2 });
    for (const [i, item] of itemsOf(screen.getByRole('region', { name: features.heading })).entries()) {
      const bullets = features.items[i]!.bullets;
      const list = item.querySelector('ul');
      if (bullets) expect(itemTexts(list!)).toEqual(bullets);
      else expect(list).toBeNull();
    }
  });

  it('is a dark band when the tone is dark (its columns: tests/blocks/grids.test.tsx)', () => {
    renderBlock(<FeaturesBlock {...features} tone="dark" />, { index: 2 });
    expect(screen.getByRole('region').className).toContain('bg-navy-900');
  });

  it('shows buttons under the items, and none when there are none', () => {
    const { unmount } = renderBlock(<FeaturesBlock {...features} buttons={undefined} />, { index: 4 });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    unmount();
    renderBlock(<FeaturesBlock {...features} buttons={[{ label: 'Talk to our team', href: '/contact' }]} />, { index: 4 });
    expect(screen.getByRole('link', { name: 'Talk to our team' }).getAttribute('href')).toBe('/contact');
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<FeaturesBlock {...features} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(features.heading);
  });
});
