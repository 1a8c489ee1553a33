import { z } from 'zod';
import { editorHints } from './editorHints.ts';
import { trimmedText } from './fields.ts';
import { pageSection, type Section } from './section.ts';
export { notFoundPath } from './paths.ts';

export const pagePath = z
  .string()
  .regex(
    /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/,
    'a page path starts with "/" and uses lower-case words joined by dashes, like "/services/roof-repairs"',
  )
  .meta({
    patternErrorMessage: 'a page path starts with "/" and uses lower-case words joined by dashes, like "/services/roof-repairs"',
    ...editorHints({ title: 'Page address' }),
  })
  .describe('The address of this page on the site, for example "/services/repairs". The home page is "/". The page shown for unknown addresses is "/404".');

export const page = z
  .strictObject({
    $schema: z.string().optional().describe('Lets your editor check this file. Leave as it is.'),
    path: pagePath,
    title: trimmedText()
      .min(10, 'a page title needs at least 10 characters to be useful in search results')
      .max(70, 'keep the page title under 70 characters, or search engines cut it off')
      .meta(editorHints({ title: 'Page title' }))
      .describe('The title shown in the browser tab and in search results. Make it unique.'),
    description: trimmedText()
      .min(50, 'a description needs at least 50 characters to be useful in search results')
      .max(170, 'keep the description under 170 characters, or search engines cut it off')
      .meta(editorHints({ title: 'Search description', 'x-widget': 'textarea' }))
      .describe('The summary shown under the title in search results, in one or two sentences.'),
    numberPool: z
      .string()
      .min(1)
      .optional()
      .meta(editorHints({ title: 'Number pool', 'x-names-from': 'integrations.callTracking.numberPools' }))
      .describe('Which call-tracking number pool of the site settings this page uses. Leave empty for no call tracking.'),
    sections: z.array(pageSection).min(1, 'a page needs at least one section').describe('The sections of the page, top to bottom.'),
  })
  .meta({ title: 'Page', description: 'One page of the site.' });

/** A page as written in its file: sections may still be references to shared sections. */
export type PageDefinition = z.infer<typeof page>;

/** A page ready to render: shared sections resolved, hidden sections removed. */
export type ResolvedPage = Omit<PageDefinition, 'sections' | '$schema'> & { sections: Section[] };
