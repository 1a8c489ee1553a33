import { z } from 'zod';
import { buttons, icon, requiredText, optionalText, sectionBase, optionalLongText } from '../fields.ts';
import example from './message.example.json' with { type: 'json' };

export const messageSection = z
  .strictObject({
    type: z.literal('message'),
    ...sectionBase,
    code: optionalText('A large code shown above the heading, for example "404".', 6),
    icon: icon.optional(),
    heading: requiredText('The message headline.').max(90),
    text: optionalLongText('A sentence or two under the headline.'),
    buttons: buttons.optional(),
  })
  .meta({ title: 'Message', description: 'A short centred message with buttons, for the thank-you and page-not-found screens.', examples: [example] });

export type MessageSection = z.infer<typeof messageSection>;
