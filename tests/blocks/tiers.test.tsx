/** The maintenance program tiers, one of them featured. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TiersBlock } from '../../blocks/TiersBlock';
import { renderBlock, sectionOf } from './renderBlock';

const programs = sectionOf('/services/maintenance', 'tiers');

const tiersOf = (section: HTMLElement) => [...section.querySelector('ul')!.children] as HTMLElement[];

describe('TiersBlock', () => {
  it('shows the three programs with their visit frequency', () => {
    renderBlock(<TiersBlock {...programs} />, { index: 3 });
    const section = screen.getByRole('region', { name: 'Choose the Program That Fits Your Building' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    const tiers = tiersOf(section);
    expect(tiers.map((tier) => within(tier).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Essential Maintenance',
      'Comprehensive Care',
      'Premium Protection',
    ]);
    expect(tiers.map((tier, i) => within(tier).getByText(programs.items[i]!.frequency).textContent)).toEqual([
      '2 inspections a year',
      '4 inspections a year',
      '12 inspections a year',
    ]);
  });

  it('lists the features of every program', () => {
    renderBlock(<TiersBlock {...programs} />, { index: 3 });
    const tiers = tiersOf(screen.getByRole('region', { name: programs.heading }));
    tiers.forEach((tier, i) => {
      const data = programs.items[i]!;
      expect(within(tier).getByText(data.description)).toBeTruthy();
      expect(
        within(tier.querySelector('ul')!)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(data.features);
    });
    expect(tiers.map((tier) => tier.querySelectorAll('ul li').length)).toEqual([5, 6, 6]);
  });

  it('labels the featured program, and only that one', () => {
    renderBlock(<TiersBlock {...programs} />, { index: 3 });
    const tiers = tiersOf(screen.getByRole('region', { name: programs.heading }));
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(within(tiers[1]!).getByText('Most popular')).toBeTruthy();
    expect(tiers[1]!.className).toContain('bg-navy-900');
    expect(tiers[0]!.className).not.toContain('bg-navy-900');
  });

  it('shows no label on a program that is not featured, even if it has a label', () => {
    renderBlock(<TiersBlock {...programs} items={programs.items.map((tier) => ({ ...tier, featured: false }))} />, { index: 3 });
    expect(screen.queryByText('Most popular')).toBeNull();
  });

  it('gives every program its button to the contact page', () => {
    renderBlock(<TiersBlock {...programs} />, { index: 3 });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Choose Essential Maintenance', '/contact'],
      ['Choose Comprehensive Care', '/contact'],
      ['Choose Premium Protection', '/contact'],
    ]);
  });

  it('has no button on a program without one', () => {
    renderBlock(<TiersBlock {...programs} items={programs.items.map(({ button: _button, ...tier }) => tier)} />, { index: 3 });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
