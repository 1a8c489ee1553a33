import { z } from 'zod';
import { requiredText, sectionBase, sectionHeader, longText, editorHints, gridList } from '../fields.ts';
import example from './testimonials.example.json' with { type: 'json' };

export const testimonialsSection = z
  .strictObject({
    type: z.literal('testimonials'),
    ...sectionBase,
    ...sectionHeader,
    averageRating: z
      .string()
      .regex(/^[0-5]\.\d$/, 'write the average like "5.0"')
      .describe('The average rating shown above the reviews, written like "5.0".'),
    ratingLabel: requiredText('The words beside the average, for example "Average rating from our clients".').max(60),
    items: gridList(
      z
        .strictObject({
          id: z
            .string()
            .min(1)
            .meta(editorHints({ title: 'Review name', 'x-advanced': true }))
            .describe('A name of its own for this review, for example review-1.'),
          name: requiredText('The name of the person who wrote the review.').max(40),
          company: z.string().max(60).describe('Their company. May be empty.'),
          location: z.string().max(40).describe('Their town. May be empty.'),
          rating: z.number().int().min(1).max(5).describe('Stars given, from 1 to 5.'),
          text: longText("The review, in the client's own words."),
          placeholder: z
            .boolean()
            .optional()
            .meta(editorHints({ title: 'Sample wording' }))
            .describe('On while this is sample wording. Until every sample is replaced by a real review, the site is not ready to go live.'),
        })
        .meta(editorHints({ title: 'Review' })),
      'testimonials',
      'reviews',
    ).describe('The reviews, in order.'),
  })
  .meta({ title: 'Testimonials', description: 'Client reviews with star ratings and the average rating.', examples: [example] });

export type TestimonialsSection = z.infer<typeof testimonialsSection>;
