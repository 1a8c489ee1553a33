import { z } from 'zod';
import { requiredText, optionalText, sectionBase } from '../fields';
import example from './roofSystems.example.json' with { type: 'json' };

export const roofSystemsSection = z
  .strictObject({
    type: z.literal('roof-systems'),
    ...sectionBase,
    eyebrow: optionalText('A short label shown above the heading.'),
    heading: requiredText('The heading of this section.'),
    intro: optionalText('A sentence or two under the heading.'),
    linkLabel: requiredText('The text of each tile link, for example "Explore".'),
  })
  .meta({
    title: 'Roof system tiles',
    description: 'One tile per roof system. The tiles themselves come from "roofTypes" in site.config.json, so the menu, footer and tiles always agree.',
    examples: [example],
  });

export type RoofSystemsSection = z.infer<typeof roofSystemsSection>;
