import { z } from 'zod';
import { buttons, requiredText, sectionBase, sectionHeader, longText, editorHints, gridList } from '../fields.ts';
import example from './steps.example.json' with { type: 'json' };

export const stepsSection = z
  .strictObject({
    type: z.literal('steps'),
    ...sectionBase,
    ...sectionHeader,
    items: gridList(
      z
        .strictObject({
          title: requiredText('The step title.').max(60),
          description: longText('What happens in this step.'),
        })
        .meta(editorHints({ title: 'Step' })),
      'steps',
      'steps',
    ).describe('The steps, in order. They are numbered automatically.'),
    buttons: buttons.optional(),
  })
  .meta({ title: 'Numbered steps', description: 'A numbered list of steps, for "what to expect" and "next steps".', examples: [example] });

export type StepsSection = z.infer<typeof stepsSection>;
