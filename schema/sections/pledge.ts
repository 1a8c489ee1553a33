import { z } from 'zod';
import { paragraphs, requiredText, optionalText, sectionBase } from '../fields.ts';
import example from './pledge.example.json' with { type: 'json' };

export const pledgeSection = z
  .strictObject({
    type: z.literal('pledge'),
    ...sectionBase,
    eyebrow: optionalText('A short label shown above the heading.'),
    heading: requiredText('The heading of the letter.'),
    greeting: optionalText('The opening line of the letter, for example "To every property owner we serve,".'),
    paragraphs: paragraphs('The body of the letter, one entry per paragraph.'),
    signatureName: requiredText('Who signs the letter.'),
    signatureTitle: requiredText('Their role, for example "Founder & CEO".'),
  })
  .meta({ title: 'Quality pledge letter', description: 'A signed letter from the company head, set like a letter.', examples: [example] });

export type PledgeSection = z.infer<typeof pledgeSection>;
