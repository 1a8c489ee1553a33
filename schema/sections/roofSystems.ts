import { z } from 'zod';
import { requiredText, sectionBase, sectionHeader } from '../fields.ts';
import example from './roofSystems.example.json' with { type: 'json' };

export const roofSystemsSection = z
  .strictObject({
    type: z.literal('roof-systems'),
    ...sectionBase,
    ...sectionHeader,
    linkLabel: requiredText('The text of each tile link, for example "Explore".').max(30),
  })
  .meta({
    title: 'Roof system tiles',
    description: 'One tile per roof system. The tiles come from the roof types in the site settings, so the menu, footer and tiles always agree.',
    examples: [example],
  });

export type RoofSystemsSection = z.infer<typeof roofSystemsSection>;
