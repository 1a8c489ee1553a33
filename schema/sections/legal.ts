import { z } from 'zod';
import { paragraphs, requiredText, optionalText, sectionBase, editorHints } from '../fields.ts';
import example from './legal.example.json' with { type: 'json' };

export const legalSection = z
  .strictObject({
    type: z.literal('legal'),
    ...sectionBase,
    heading: requiredText('The heading of the document.').max(90),
    updated: optionalText('When the text was last updated, for example "Last updated: November 2026".', 60),
    intro: paragraphs('The opening paragraphs.').optional(),
    parts: z
      .array(
        z
          .strictObject({
            heading: requiredText('The heading of this part.').max(90),
            paragraphs: paragraphs('The paragraphs of this part.'),
            bullets: z.array(requiredText('One point.').max(240)).optional().describe('An optional list of points after the paragraphs.'),
          })
          .meta(editorHints({ title: 'Part' })),
      )
      .min(1)
      .describe('The parts of the document, in order.'),
  })
  .meta({ title: 'Legal text', description: 'A long, readable document with numbered parts, such as the privacy notice.', examples: [example] });

export type LegalSection = z.infer<typeof legalSection>;
