import { z } from 'zod';
import { buttonWithLabel, requiredText, optionalText, sectionBase, sectionHeader, longText, editorHints, gridList } from '../fields.ts';
import example from './tiers.example.json' with { type: 'json' };

export const tiersSection = z
  .strictObject({
    type: z.literal('tiers'),
    ...sectionBase,
    ...sectionHeader,
    items: gridList(
      z
        .strictObject({
          name: requiredText('The program name, for example "Essential Maintenance".').max(40),
          frequency: requiredText('How often, for example "2 inspections a year".').max(40),
          description: longText('Who the program suits, in a sentence or two.'),
          features: z.array(requiredText('One thing included.').max(80)).min(1).describe('What the program includes.'),
          featured: z.boolean().optional().describe('Turn on to highlight this program as the most popular.'),
          featuredLabel: optionalText('The label on a highlighted program, for example "Most popular".', 20),
          // A program's button fills a card a third of the page wide: a shorter label than a section's.
          button: buttonWithLabel(28).optional(),
        })
        .meta(editorHints({ title: 'Program' })),
      'tiers',
      'programs',
    ).describe('The programs, in order.'),
  })
  .meta({ title: 'Program tiers', description: 'Side-by-side programs, each with a frequency, description and feature list.', examples: [example] });

export type TiersSection = z.infer<typeof tiersSection>;
