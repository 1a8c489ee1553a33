import { z } from 'zod';
import { paragraphs, requiredText, optionalText, sectionBase } from '../fields.ts';
import example from './pledge.example.json' with { type: 'json' };

export const pledgeSection = z
  .strictObject({
    type: z.literal('pledge'),
    ...sectionBase,
    eyebrow: optionalText('A short label shown above the heading.', 60),
    heading: requiredText('The heading of the letter.').max(90),
    greeting: optionalText('The opening line of the letter, for example "To every property owner we serve,".', 100),
    paragraphs: paragraphs('The body of the letter, one entry per paragraph.'),
    signatureName: requiredText('Who signs the letter.').max(40),
    signatureTitle: requiredText('Their role, for example "Founder & CEO".').max(40),
  })
  .meta({ title: 'Quality pledge letter', description: 'A signed letter from the company head, set like a letter.', examples: [example] });

export type PledgeSection = z.infer<typeof pledgeSection>;
