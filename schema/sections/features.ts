import { z } from 'zod';
import { buttons, icon, requiredText, sectionBase, sectionHeader, optionalLongText, editorHints, gridList } from '../fields.ts';
import example from './features.example.json' with { type: 'json' };

export const featuresSection = z
  .strictObject({
    type: z.literal('features'),
    ...sectionBase,
    ...sectionHeader,
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .optional()
      .describe('At most how many items sit side by side on a wide screen: 2, 3 or 4 (fewer when that fills the rows better). Phones show one.'),
    tone: z.enum(['plain', 'muted', 'dark']).optional().describe('The background: "plain" white, "muted" light grey or "dark" navy.'),
    items: gridList(
      z
        .strictObject({
          icon: icon.optional(),
          title: requiredText('The item title.').max(60),
          description: optionalLongText('A sentence or two about this item.'),
          bullets: z.array(requiredText('One point.').max(80)).optional().describe('Optional points listed under the description.'),
        })
        .meta(editorHints({ title: 'Feature' })),
      'features',
      'items',
    ).describe('The items, in order.'),
    buttons: buttons.optional(),
  })
  .meta({
    title: 'Features',
    description: 'Items with an icon, title, text and optional bullet points. For reasons to choose us, values, benefits, system types, methods and materials.',
    examples: [example],
  });

export type FeaturesSection = z.infer<typeof featuresSection>;
