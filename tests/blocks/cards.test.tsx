/** Cards: a title, description, features and a link on each card. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardsBlock } from '../../blocks/CardsBlock';
import { imageSlots } from '../../schema/imageSlots';
import { builtPhoto, example, itemTexts, renderBlock, sectionNamed } from './renderBlock';

const cards = example('cards');

const cardsOf = () => {
  const list = screen.getByRole('region', { name: cards.heading }).querySelector('ul')!;
  // The outer list holds the cards; each card has its own feature list.
  return within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list);
};

describe('CardsBlock', () => {
  it('shows the section header: eyebrow, h2 and intro', () => {
    renderBlock(<CardsBlock {...cards} />, { index: 2 });
    sectionNamed(cards.heading, cards.eyebrow!, cards.intro!);
  });

  it('shows every card with an h3, its description and its features', () => {
    renderBlock(<CardsBlock {...cards} />, { index: 2 });
    const items = cardsOf();
    expect(items.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(cards.items.map((card) => card.title));
    for (const [i, card] of items.entries()) {
      const data = cards.items[i]!;
      expect(within(card).getByText(data.description)).toBeTruthy();
      expect(itemTexts(card.querySelector('ul')!)).toEqual(data.features);
    }
  });

  it('links each card to its page with its link label', () => {
    renderBlock(<CardsBlock {...cards} />, { index: 2 });
    const links = cardsOf().map((card) => within(card).getByRole('link'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(cards.items.map((card) => [card.linkLabel, card.href]));
  });

  it('uses the card title as link text when there is no link label', () => {
    const [first] = cards.items;
    renderBlock(<CardsBlock {...cards} items={[{ ...first!, linkLabel: undefined }]} />, { index: 2 });
    expect(screen.getByRole('link', { name: first!.title }).getAttribute('href')).toBe(first!.href);
  });

  it('has no feature list and no link on a card that has neither', () => {
    renderBlock(<CardsBlock {...cards} items={[{ title: 'Inspections', description: 'Twice a year.' }]} />, { index: 2 });
    const items = cardsOf();
    expect(items).toHaveLength(1);
    expect(items[0]!.querySelector('ul')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows an optional card photo, sized for a card, loaded lazily', () => {
    const [first] = cards.items;
    renderBlock(<CardsBlock {...cards} items={[{ ...first!, image: builtPhoto('A patched seam') }]} />, { index: 2 });
    const image = screen.getByRole('img', { name: 'A patched seam' });
    expect(image.closest('picture')?.querySelector('source')?.getAttribute('sizes')).toBe(imageSlots.card.sizes);
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});
