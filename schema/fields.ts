/**
 * Field schemas shared by many section types: links, images, icons, buttons and the lead form.
 * Each carries a `.describe()` text, because that text becomes the help an editor sees, and may
 * carry hints for the page editor's form (schema/editorHints.ts: its label, the kind of control).
 */
import { z } from 'zod';
import { iconNames } from './icons.ts';
import { buttonVariants } from './buttonVariants.ts';
import { editorHints } from './editorHints.ts';
import { type GridName, gridLimits, gridsOf } from './grids.ts';

export { editorHints };

/** Schemes a link may use. Anything else (javascript:, data:, http:) is refused. */
const allowedLinkPattern = /^(\/(?!\/)|#|https:\/\/|tel:|mailto:)/;

const linkRule = 'links must be a page path like "/contact", a full address starting with "https://", or a "tel:" or "mailto:" link';

/** An address written the way a link is: a page path, https://, tel:, mailto: or #anchor. */
const address = z
  .string()
  .min(1, 'a link must not be empty')
  .regex(allowedLinkPattern, linkRule)
  // patternErrorMessage: the words VS Code shows under a red squiggle, instead of the regex.
  .meta({ patternErrorMessage: linkRule });

/**
 * A link, under any field name: marked as one (`x-link`, schema/linkFields.ts), so the validator
 * checks a link into this site ("/contact") against its pages, a page move carries it along, and
 * the page editor offers the site's pages for it.
 */
export const href = address
  .meta(editorHints({ title: 'Link', 'x-link': 'any' }))
  .describe('Where the link goes: a page of this site such as "/contact", or a full address starting with https://, tel: or mailto:');

/**
 * The address of a file a provider serves (its form, a script). Written like a link, but no
 * visitor follows it, so it is not checked against the pages: in a fresh checkout it points at
 * the local stand-ins in public/preview/.
 */
export const providerAddress = address.describe('The address of a file the provider serves, starting with https:// (or a local stand-in).');

/** Text as people write it: read without the spaces at either end. */
export const trimmedText = () => z.string().trim();

export const requiredText = (description: string) => trimmedText().min(1, 'this text must not be empty').describe(description);

/** `max`: where a layout cannot hold a longer text (the layout checker measures it, docs/adding-a-section-type.md). */
export const optionalText = (description: string, max?: number) =>
  (max === undefined ? trimmedText() : trimmedText().max(max)).optional().describe(description);

/** Text that runs to a sentence or more: the page editor gives it a box of several lines. */
export const longText = (description: string) => requiredText(description).meta(editorHints({ 'x-widget': 'textarea' }));

export const optionalLongText = (description: string) => longText(description).optional();

export const paragraphs = (description: string) =>
  z
    .array(longText('One paragraph of text.').meta(editorHints({ title: 'Paragraph' })))
    .meta(editorHints({ title: 'Paragraphs' }))
    .describe(description);

export const icon = z
  .enum(iconNames)
  .meta(editorHints({ title: 'Icon', 'x-widget': 'icon' }))
  .describe('The name of an icon to show. Pick one from the list your editor suggests.');

export const image = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/images\/[^/].*$/, 'a photo is named from the images folder, like "/images/warehouse-roof.jpg"')
      .meta({ patternErrorMessage: 'a photo is named from the images folder, like "/images/warehouse-roof.jpg"', ...editorHints({ title: 'Photo file' }) })
      .describe(
        'The photo, a JPEG, PNG or WebP file in the "images" folder, written like "/images/warehouse-roof.jpg". The build makes it fast for every screen.',
      ),
    alt: optionalText('What the photo shows, for people who cannot see it, for example "A new white roof on a Louisville warehouse".').meta(
      editorHints({ title: 'Alt text' }),
    ),
    decorative: z
      .literal(true)
      .optional()
      .meta(editorHints({ title: 'Decorative only' }))
      .describe('Turn on for a photo that only decorates and says nothing the text does not; then it needs no alt text.'),
    // Read from the file now; pages written before may still carry them (the validator says to remove them).
    width: z
      .number()
      .int()
      .positive()
      .optional()
      .meta(editorHints({ 'x-advanced': true }))
      .describe('Not needed: the width is read from the file. You can remove it.'),
    height: z
      .number()
      .int()
      .positive()
      .optional()
      .meta(editorHints({ 'x-advanced': true }))
      .describe('Not needed: the height is read from the file. You can remove it.'),
  })
  // For editors: a photo has alt text or is marked decorative (the validator reports it in plain words).
  .meta({ anyOf: [{ required: ['alt'] }, { required: ['decorative'] }], ...editorHints({ title: 'Photo', 'x-widget': 'image' }) })
  .describe('A photo: the file in the images folder and what it shows.');

export const buttonVariant = z
  .enum(buttonVariants)
  .meta(editorHints({ title: 'Style' }))
  .describe('How the button looks: "cta" is the orange call-to-action style; "outline", "secondary" and "trust" are quieter.');

/**
 * A button is one of three things: a link, the Free Estimate action (which brings the visitor
 * to the nearest estimate form) or a call button (which dials the company phone number). Its
 * label takes two lines at most where it is narrowest: `labelMax` characters.
 */
export const buttonWithLabel = (labelMax: number) =>
  z
    .strictObject({
      label: requiredText('The text on the button. In a call button, {phone} is replaced by the phone number.').max(labelMax),
      href: href.optional(),
      action: z
        .enum(['free-estimate', 'call'])
        .optional()
        .meta(editorHints({ title: 'Action' }))
        .describe('Free estimate brings the visitor to the estimate form; call dials the company phone number. Leave empty when the button has a link.'),
      variant: buttonVariant.optional(),
    })
    .refine((b) => (b.href === undefined) !== (b.action === undefined), {
      message: 'a button needs either a link (where it goes) or an action (free estimate or call), not both',
    })
    // The same rule for editors: exactly one of the two fields.
    .meta({
      oneOf: [
        { required: ['href'], not: { required: ['action'] } },
        { required: ['action'], not: { required: ['href'] } },
      ],
      ...editorHints({ title: 'Button' }),
    })
    .describe('A button: give it a label and either a link or an action.');

export const button = buttonWithLabel(36);

export const buttons = z
  .array(button)
  .max(3, 'at most 3 buttons fit side by side')
  .meta(editorHints({ title: 'Buttons' }))
  .describe('Buttons shown under the text, in order.');

export const leadForm = z
  .strictObject({
    title: requiredText('The heading above the form, for example "Get A Free No-Obligation Commercial Roofing Estimate".').max(80),
    subtitle: optionalText('A short line under the form heading.', 100),
    reassurances: z
      .array(requiredText('One short reassurance, like "No spam".').max(24))
      .max(4)
      .optional()
      .describe('Short promises shown under the form heading, like "No spam" or "24hr response".'),
    height: z
      .number()
      .int()
      .min(300, 'a form shorter than 300 pixels cuts off its fields')
      .max(1600)
      .describe('How tall the form is, in pixels. 1000 in the home page hero, 600 on final calls to action, 500 on roof type pages.'),
    embedId: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes only, like epdm-form-embed')
      .optional()
      .meta(editorHints({ title: 'Placement name' }))
      .describe('A name for this form placement, for example epdm-form-embed. Lets the lead provider tell which page a lead came from.'),
  })
  .meta(editorHints({ title: 'Estimate form' }))
  .describe('The embedded free-estimate form.');

/** The eyebrow, heading and intro most sections open with. */
export const sectionHeader = {
  eyebrow: optionalText('A short label shown above the heading.', 60),
  heading: requiredText('The heading of this section.').max(90),
  intro: optionalLongText('A sentence or two under the heading.'),
};

/** Fields every section may carry, whatever its type. */
export const sectionBase = {
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'use lower-case letters, digits and dashes only, starting with a letter')
    .optional()
    .meta(editorHints({ title: 'Anchor name', 'x-advanced': true }))
    .describe('An optional anchor name, so a link like "/about#story" can jump straight to this section.'),
  hidden: z
    .boolean()
    .optional()
    .meta(editorHints({ 'x-advanced': true }))
    .describe('Turn on to hide this section from the page without deleting it.'),
};

/**
 * A list laid out as a grid (schema/grids.ts): the fewest and most items are the grid's, and
 * `x-grid` names it, for the page editor's advice and the layout checker. `noun` names the items
 * in the messages ("reviews").
 */
export function gridList<T extends z.ZodType>(item: T, name: GridName, noun: string) {
  const limits = gridsOf(name).map(gridLimits);
  const min = Math.min(...limits.map((limit) => limit.min));
  const max = Math.max(...limits.map((limit) => limit.max));
  return z
    .array(item)
    .min(min, `add at least ${min === 1 ? 'one' : min} ${min === 1 ? singularNoun(noun) : noun}`)
    .max(max, `at most ${max} ${noun} fit this section's layout`)
    .meta(editorHints({ 'x-grid': name }));
}

const singularNoun = (noun: string) => noun.replace(/ies$/, 'y').replace(/s$/, '');

export type Href = z.infer<typeof href>;
export type Image = z.infer<typeof image>;
export type Button = z.infer<typeof button>;
export type LeadForm = z.infer<typeof leadForm>;
