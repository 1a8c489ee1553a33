import { z } from 'zod';
import { buttons, requiredText, sectionBase, sectionHeader, longText, editorHints } from '../fields.ts';
import example from './steps.example.json' with { type: 'json' };

export const stepsSection = z
  .strictObject({
    type: z.literal('steps'),
    ...sectionBase,
    ...sectionHeader,
    items: z
      .array(
        z
          .strictObject({
            title: requiredText('The step title.'),
            description: longText('What happens in this step.'),
          })
          .meta(editorHints({ title: 'Step' })),
      )
      .min(1, 'add at least one step')
      .describe('The steps, in order. They are numbered automatically.'),
    buttons: buttons.optional(),
  })
  .meta({ title: 'Numbered steps', description: 'A numbered list of steps, for "what to expect" and "next steps".', examples: [example] });

export type StepsSection = z.infer<typeof stepsSection>;
