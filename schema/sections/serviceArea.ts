import { z } from 'zod';
import { buttons, requiredText, optionalText, sectionBase, longText, optionalLongText } from '../fields.ts';
import example from './serviceArea.example.json' with { type: 'json' };

export const serviceAreaSection = z
  .strictObject({
    type: z.literal('service-area'),
    ...sectionBase,
    regionLabel: requiredText('The region, shown above the heading, for example "Serving All Of Kentucky".').max(40),
    heading: requiredText('The heading of this section.').max(90),
    description: longText('A sentence or two about where the company works.'),
    citiesHeading: optionalText('A heading above the list of cities.', 40),
    cities: z.array(requiredText('One city name.').max(30)).min(1, 'list at least one city').describe('The cities served, in the order shown.'),
    note: optionalLongText('A line under the city list, for example to say other towns are served too.'),
    buttons: buttons.optional(),
  })
  .meta({ title: 'Service area', description: 'The region served and the list of cities.', examples: [example] });

export type ServiceAreaSection = z.infer<typeof serviceAreaSection>;
