import { z } from 'zod';
import { requiredText, optionalText, sectionBase, optionalLongText, editorHints, trimmedText } from '../fields.ts';
import { siteConfigFile } from '../paths.ts';
import example from './callBox.example.json' with { type: 'json' };

export const callBoxSection = z
  .strictObject({
    type: z.literal('call-box'),
    ...sectionBase,
    tone: z.enum(['standard', 'emergency']).optional().describe('"standard" is a calm navy box; "emergency" a red-accented box for urgent repairs.'),
    heading: requiredText('The heading of the box.').max(90),
    text: optionalLongText('A sentence or two, for example when to call.'),
    callLabel: requiredText('The text of the call button. {phone} is replaced by the phone number.').max(28),
    hoursHeading: optionalText('A heading above the opening hours.', 40),
    closedLabel: trimmedText().min(1).default('Closed').describe('What the hours say on days the business is closed. "Closed" if left out.'),
    hours: z
      .string({
        // Pages used to list their own rows of hours; say where they live now.
        error: (issue) =>
          Array.isArray(issue.input)
            ? `opening hours are no longer written in pages: they live once in ${siteConfigFile} under company.openingHours. Write the name of a set instead, for example "hours": "main"`
            : undefined,
      })
      .min(1)
      .optional()
      .meta(editorHints({ title: 'Opening hours', 'x-names-from': 'company.openingHours' }))
      .describe('Which of the opening hours in the site settings to show, for example main. Leave empty for no hours.'),
  })
  .meta({
    title: 'Call box',
    description: 'A box with a large call button and, optionally, the opening hours. Use tone "emergency" for urgent repairs.',
    examples: [example],
  });

export type CallBoxSection = z.infer<typeof callBoxSection>;
