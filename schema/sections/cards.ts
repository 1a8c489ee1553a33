import { z } from 'zod';
import { href, icon, image, requiredText, optionalText, sectionBase, sectionHeader, longText, editorHints, gridList } from '../fields.ts';
import example from './cards.example.json' with { type: 'json' };

export const cardsSection = z
  .strictObject({
    type: z.literal('cards'),
    ...sectionBase,
    ...sectionHeader,
    items: gridList(
      z
        .strictObject({
          icon: icon.optional(),
          title: requiredText('The card title.').max(60),
          description: longText('What this card is about, in a sentence or two.'),
          features: z.array(requiredText('One feature.').max(80)).optional().describe('Short feature points listed on the card.'),
          href: href.optional(),
          linkLabel: optionalText('The text of the card link, for example "Learn more". Used when the card has a link.', 40),
          image: image.optional(),
        })
        .meta(editorHints({ title: 'Card' })),
      'cards',
      'cards',
    ).describe('The cards, in order.'),
  })
  .meta({ title: 'Cards', description: 'A grid of cards, each with an icon, title, description, feature list and link. For services.', examples: [example] });

export type CardsSection = z.infer<typeof cardsSection>;
