/** The features block: items with a title, text and optional bullets, for "why choose us" and the like. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeaturesBlock } from '../../blocks/FeaturesBlock';
import { renderBlock, sectionOf } from './renderBlock';

const whyUs = sectionOf('/', 'features');
const metalSystems = sectionOf('/roof-types/metal', 'features', 0);

const itemsOf = (section: HTMLElement) => [...section.querySelector('ul')!.children] as HTMLElement[];

describe('FeaturesBlock', () => {
  it('shows why to choose the company: six items with the claims from the spec', () => {
    renderBlock(<FeaturesBlock {...whyUs} />, { index: 4 });
    const section = screen.getByRole('region', { name: 'Why Kentucky Businesses Choose Us' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    const items = itemsOf(section);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '19 Years of Experience',
      'Licensed & Insured',
      'Manufacturer Certified',
      'Warranty Options',
      'Quality Workmanship',
      'Honest Pricing',
    ]);
    for (const [i, item] of items.entries()) expect(within(item).getByText(whyUs.items[i]!.description!)).toBeTruthy();
  });

  it('has no bullet lists or buttons on items that have none', () => {
    renderBlock(<FeaturesBlock {...whyUs} />, { index: 4 });
    const section = screen.getByRole('region', { name: whyUs.heading });
    expect(section.querySelectorAll('ul')).toHaveLength(1);
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the bullet points of items that have them', () => {
    expect(metalSystems.items.some((item) => item.bullets)).toBe(true);
    renderBlock(<FeaturesBlock {...metalSystems} />, { index: 2 });
    const items = itemsOf(screen.getByRole('region', { name: metalSystems.heading }));
    items.forEach((item, i) => {
      const bullets = metalSystems.items[i]!.bullets;
      const list = item.querySelector('ul');
      if (bullets)
        expect(
          within(list!)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual(bullets);
      else expect(list).toBeNull();
    });
  });

  it('shows buttons under the items', () => {
    renderBlock(<FeaturesBlock {...whyUs} buttons={[{ label: 'Talk to our team', href: '/contact' }]} />, { index: 4 });
    expect(screen.getByRole('link', { name: 'Talk to our team' }).getAttribute('href')).toBe('/contact');
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<FeaturesBlock {...whyUs} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(whyUs.heading);
  });
});
