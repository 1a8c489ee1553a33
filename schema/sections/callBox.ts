import { z } from 'zod';
import { requiredText, optionalText, sectionBase } from '../fields.ts';
import example from './callBox.example.json' with { type: 'json' };

export const callBoxSection = z
  .strictObject({
    type: z.literal('call-box'),
    ...sectionBase,
    tone: z.enum(['standard', 'emergency']).optional().describe('"standard" is a calm navy box; "emergency" a red-accented box for urgent repairs.'),
    heading: requiredText('The heading of the box.'),
    text: optionalText('A sentence or two, for example when to call.'),
    callLabel: requiredText('The text of the call button. {phone} is replaced by the phone number.'),
    hoursHeading: optionalText('A heading above the opening hours.'),
    hours: z
      .array(
        z.strictObject({
          days: requiredText('The days, for example "Monday - Friday".'),
          time: requiredText('The hours, for example "7:00 AM - 5:00 PM" or "Closed".'),
        }),
      )
      .optional()
      .describe('Opening hours, one row per group of days.'),
  })
  .meta({
    title: 'Call box',
    description: 'A box with a large call button and, optionally, the opening hours. Use tone "emergency" for urgent repairs.',
    examples: [example],
  });

export type CallBoxSection = z.infer<typeof callBoxSection>;
