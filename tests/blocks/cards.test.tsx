/** The service cards: a title, description, features and a link on each card. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardsBlock } from '../../blocks/CardsBlock';
import { renderBlock, sectionOf } from './renderBlock';

const services = sectionOf('/', 'cards');

const cardsOf = () => {
  const section = screen.getByRole('region', { name: services.heading });
  // The outer list holds the cards; each card has its own feature list.
  return within(section.querySelector('ul')!)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === section.querySelector('ul'));
};

describe('CardsBlock', () => {
  it('shows the section header: eyebrow, h2 and intro', () => {
    renderBlock(<CardsBlock {...services} />, { index: 2 });
    const section = screen.getByRole('region', { name: 'Complete Commercial Roofing Services' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Complete Commercial Roofing Services');
    expect(within(section).getByText('Our Services')).toBeTruthy();
    expect(within(section).getByText(services.intro!)).toBeTruthy();
  });

  it('shows the four service cards, each with an h3, its description and three features', () => {
    renderBlock(<CardsBlock {...services} />, { index: 2 });
    const cards = cardsOf();
    expect(cards).toHaveLength(4);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Roof Repairs',
      'Roof Restoration',
      'Roof Replacement',
      'Roof Maintenance',
    ]);
    cards.forEach((card, i) => {
      const data = services.items[i]!;
      expect(within(card).getByText(data.description)).toBeTruthy();
      expect(
        within(card.querySelector('ul')!)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(data.features);
    });
  });

  it('links each card to its service page with its link label', () => {
    renderBlock(<CardsBlock {...services} />, { index: 2 });
    const links = cardsOf().map((card) => within(card).getByRole('link'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Explore roof repairs', '/services/repairs'],
      ['Explore roof restoration', '/services/restoration'],
      ['Explore roof replacement', '/services/replacement'],
      ['Explore maintenance programs', '/services/maintenance'],
    ]);
  });

  it('uses the card title as link text when there is no link label', () => {
    const [first] = services.items;
    renderBlock(<CardsBlock {...services} items={[{ ...first!, linkLabel: undefined }]} />, { index: 2 });
    expect(screen.getByRole('link', { name: 'Roof Repairs' }).getAttribute('href')).toBe('/services/repairs');
  });

  it('has no feature list and no link on a card that has neither', () => {
    renderBlock(<CardsBlock {...services} items={[{ title: 'Inspections', description: 'Twice a year.' }]} />, { index: 2 });
    const cards = cardsOf();
    expect(cards).toHaveLength(1);
    expect(cards[0]!.querySelector('ul')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows an optional card photo with its alt text', () => {
    const [first] = services.items;
    renderBlock(<CardsBlock {...services} items={[{ ...first!, image: { src: '/images/repair.jpg', alt: 'A patched seam', width: 640, height: 480 } }]} />, {
      index: 2,
    });
    expect(screen.getByRole('img', { name: 'A patched seam' }).getAttribute('src')).toBe('/images/repair.jpg');
  });
});
