/** Program tiers side by side, one of them featured. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TiersBlock } from '../../blocks/TiersBlock';
import { example, itemTexts, renderBlock, sectionNamed } from './renderBlock';

const tiers = example('tiers');
const tiersOf = (section: HTMLElement) => [...section.querySelector('ul')!.children] as HTMLElement[];
const featured = tiers.items.findIndex((tier) => tier.featured);

describe('TiersBlock', () => {
  it('shows every program with its name, visit frequency, description and features', () => {
    renderBlock(<TiersBlock {...tiers} />, { index: 3 });
    const section = sectionNamed(tiers.heading);
    const items = tiersOf(section);
    expect(items.map((tier) => within(tier).getByRole('heading', { level: 3 }).textContent)).toEqual(tiers.items.map((tier) => tier.name));
    for (const [i, tier] of items.entries()) {
      const data = tiers.items[i]!;
      expect(within(tier).getByText(data.frequency)).toBeTruthy();
      expect(within(tier).getByText(data.description)).toBeTruthy();
      expect(itemTexts(tier.querySelector('ul')!)).toEqual(data.features);
    }
  });

  it('labels the featured program, and only that one', () => {
    expect(featured).toBeGreaterThanOrEqual(0);
    renderBlock(<TiersBlock {...tiers} />, { index: 3 });
    const items = tiersOf(screen.getByRole('region', { name: tiers.heading }));
    const label = tiers.items[featured]!.featuredLabel!;
    expect(screen.getAllByText(label)).toHaveLength(1);
    expect(within(items[featured]!).getByText(label)).toBeTruthy();
    for (const [i, tier] of items.entries()) expect(tier.className.includes('bg-navy-900')).toBe(i === featured);
  });

  it('shows no label on a program that is not featured, even if it has a label', () => {
    renderBlock(<TiersBlock {...tiers} items={tiers.items.map((tier) => ({ ...tier, featured: false }))} />, { index: 3 });
    expect(screen.queryByText(tiers.items[featured]!.featuredLabel!)).toBeNull();
  });

  it('gives every program its button', () => {
    renderBlock(<TiersBlock {...tiers} />, { index: 3 });
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      tiers.items.map((tier) => [tier.button!.label, tier.button!.href]),
    );
  });

  it('has no button on a program without one', () => {
    renderBlock(<TiersBlock {...tiers} items={tiers.items.map(({ button: _button, ...tier }) => tier)} />, { index: 3 });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
