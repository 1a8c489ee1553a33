import { z } from 'zod';
import { buttons, leadForm, requiredText, optionalText, sectionBase, optionalLongText } from '../fields.ts';
import example from './cta.example.json' with { type: 'json' };

export const ctaSection = z
  .strictObject({
    type: z.literal('cta'),
    ...sectionBase,
    eyebrow: optionalText('A short label shown above the heading.', 60),
    heading: requiredText('The heading of the call to action.').max(90),
    text: optionalLongText('A sentence or two that makes the case for acting now.'),
    points: z
      .array(requiredText('One short point.').max(80))
      .optional()
      .describe('Short points shown with a check mark, for example "Free, no-obligation inspection".'),
    buttons: buttons.optional(),
    form: leadForm.optional().describe('An estimate form shown beside the text. Leave out for buttons only.'),
  })
  .meta({
    title: 'Call to action',
    description: 'A strong closing section that asks the visitor to call or request an estimate, with an optional form.',
    examples: [example],
  });

export type CtaSection = z.infer<typeof ctaSection>;
