import { z } from 'zod';
import { requiredText, optionalText, sectionBase, editorHints, gridList } from '../fields.ts';
import example from './stats.example.json' with { type: 'json' };

export const statsSection = z
  .strictObject({
    type: z.literal('stats'),
    ...sectionBase,
    heading: optionalText('An optional heading above the figures.', 90),
    items: gridList(
      z
        .strictObject({
          value: requiredText('The figure, for example "19" or "500+".').max(8),
          label: requiredText('What the figure counts, for example "Years of experience".').max(60),
        })
        .meta(editorHints({ title: 'Figure' })),
      'stats',
      'figures',
    ).describe('The figures, in order.'),
  })
  .meta({ title: 'Stat tiles', description: 'Up to four big figures with a label each.', examples: [example] });

export type StatsSection = z.infer<typeof statsSection>;
