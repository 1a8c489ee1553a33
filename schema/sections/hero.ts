import { z } from 'zod';
import { buttons, editorHints, leadForm, image, requiredText, optionalText, sectionBase, optionalLongText } from '../fields.ts';
import example from './hero.example.json' with { type: 'json' };

export const heroSection = z
  .strictObject({
    type: z.literal('hero'),
    ...sectionBase,
    badge: optionalText('A small label above the headline, for example "Serving All Of Kentucky".', 32),
    heading: requiredText('The main headline of the page. There is one per page, so make it say what the page is about.')
      .max(80)
      .meta(editorHints({ title: 'Headline' })),
    highlight: optionalText('Part of the headline to show in orange. It must be written exactly as it appears in the headline.', 80),
    text: optionalLongText('One or two sentences under the headline.'),
    buttons: buttons.optional(),
    trustBadges: z
      .array(requiredText('One short trust statement, like "Licensed & Insured".').max(32))
      .max(4)
      .optional()
      .describe('Short trust statements shown with a check mark under the buttons.'),
    form: leadForm.optional().describe('The free-estimate form card shown beside the headline. Leave out for a hero without a form.'),
    image: image.optional(),
  })
  .meta({
    title: 'Hero',
    description: 'The big opening section of a page: headline, buttons, trust badges and, optionally, the estimate form card.',
    examples: [example],
  });

export type HeroSection = z.infer<typeof heroSection>;
