import { z } from 'zod';
import { buttons, requiredText, sectionBase, sectionHeader } from '../fields.ts';
import example from './checklist.example.json' with { type: 'json' };

export const checklistSection = z
  .strictObject({
    type: z.literal('checklist'),
    ...sectionBase,
    ...sectionHeader,
    items: z.array(requiredText('One item of the list.').max(120)).min(1, 'add at least one item').describe('The items, each shown with a check mark.'),
    buttons: buttons.optional(),
  })
  .meta({ title: 'Checklist', description: 'A list of items with check marks, for what an assessment includes.', examples: [example] });

export type ChecklistSection = z.infer<typeof checklistSection>;
