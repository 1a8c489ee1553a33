import { z } from 'zod';
import { buttons, requiredText, optionalText, sectionBase, optionalLongText, editorHints, gridList } from '../fields.ts';
import example from './warningSigns.example.json' with { type: 'json' };

export const warningSignsSection = z
  .strictObject({
    type: z.literal('warning-signs'),
    ...sectionBase,
    eyebrow: optionalText('A short label shown above the heading.', 60),
    heading: requiredText('The heading, for example "Signs Your EPDM Roof Needs Attention".').max(90),
    intro: optionalLongText('A sentence or two under the heading.'),
    items: gridList(
      z
        .strictObject({
          title: requiredText('The warning sign, for example "Seam separations or edge lifting".').max(80),
          description: optionalLongText('Why it matters, in a sentence.'),
        })
        .meta(editorHints({ title: 'Warning sign' })),
      'warningSigns',
      'warning signs',
    ).describe('The warning signs, in order.'),
    closing: optionalLongText('A line after the list, for example urging a prompt inspection.'),
    buttons: buttons.optional(),
  })
  .meta({ title: 'Warning signs', description: 'Signs that a roof needs attention, each with a warning icon.', examples: [example] });

export type WarningSignsSection = z.infer<typeof warningSignsSection>;
