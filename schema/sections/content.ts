import { z } from 'zod';
import { buttons, image, paragraphs, requiredText, optionalText, sectionBase } from '../fields.ts';
import example from './content.example.json' with { type: 'json' };

export const contentSection = z
  .strictObject({
    type: z.literal('content'),
    ...sectionBase,
    eyebrow: optionalText('A short label shown above the heading.', 60),
    heading: requiredText('The heading of this section.').max(90),
    paragraphs: paragraphs('The text of this section, one entry per paragraph.'),
    bullets: z.array(requiredText('One point of the list.').max(160)).optional().describe('An optional list of points shown after the text.'),
    aside: z
      .strictObject({
        heading: requiredText('The heading of the highlighted box.').max(60),
        items: z.array(requiredText('One point in the box.').max(120)).min(1).describe('The points listed in the box.'),
      })
      .optional()
      .describe('An optional highlighted box shown beside the text, for key facts.'),
    tone: z
      .enum(['plain', 'muted', 'note'])
      .optional()
      .describe('"plain" is a white background, "muted" a light grey one, "note" a bordered notice box for safety or technical notes.'),
    buttons: buttons.optional(),
    image: image.optional(),
  })
  .meta({
    title: 'Text',
    description: 'A heading with paragraphs, an optional list, an optional highlighted box and buttons. For intros, stories and notes.',
    examples: [example],
  });

export type ContentSection = z.infer<typeof contentSection>;
