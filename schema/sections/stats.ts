import { z } from 'zod';
import { requiredText, optionalText, sectionBase, editorHints } from '../fields.ts';
import example from './stats.example.json' with { type: 'json' };

export const statsSection = z
  .strictObject({
    type: z.literal('stats'),
    ...sectionBase,
    heading: optionalText('An optional heading above the figures.'),
    items: z
      .array(
        z
          .strictObject({
            value: requiredText('The figure, for example "19" or "500+".'),
            label: requiredText('What the figure counts, for example "Years of experience".'),
          })
          .meta(editorHints({ title: 'Figure' })),
      )
      .min(1)
      .max(4, 'at most 4 figures fit in a row')
      .describe('The figures, in order.'),
  })
  .meta({ title: 'Stat tiles', description: 'Up to four big figures with a label each.', examples: [example] });

export type StatsSection = z.infer<typeof statsSection>;
