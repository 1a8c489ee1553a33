/**
 * Every kind of problem the validator reports, by a stable code. The wording of a message may
 * change; its code does not, so programs (the page editor, `npm run validate -- --format json`,
 * the tests) key on the code. The text beside each code says what it means, for the docs.
 */
import { siteConfigFile } from './paths.ts';

export const problemCodes = {
  // The file itself.
  'json-syntax': 'The file is not valid JSON (a missing comma or quote, a bracket never closed).',
  'file-missing': 'A file the site needs does not exist.',
  // One field, checked against its schema.
  required: 'A required field is missing.',
  'wrong-type': 'A value of the wrong kind, such as text where a number belongs.',
  'unknown-field': 'A field this kind of section (or group) does not have, often a misspelling.',
  'unknown-section-type': 'A section "type" that does not exist, or no "type" at all.',
  'not-allowed-value': 'A value that is not one of the fixed choices.',
  'too-short': 'Text, a list or a number below its minimum.',
  'too-long': 'Text, a list or a number above its maximum.',
  'invalid-name': 'A name (of a shared section or number pool) written in a way that is not allowed.',
  'invalid-format': 'Text that does not have the required form, such as a link, a page path or a time.',
  invalid: 'A value that breaks a rule of its field, such as a button with both an href and an action.',
  // Checks across files.
  'duplicate-path': 'Two pages have the same path.',
  'missing-required-page': 'The home page or the not-found page is missing.',
  'duplicate-title': 'Two pages have the same title.',
  'duplicate-description': 'Two pages have the same description.',
  'missing-page': 'A link (or a redirect) points at a page of this site that does not exist.',
  'redirect-from-page': 'A redirect from the address of a page, which would never be followed while the page is there.',
  'duplicate-redirect': 'Two redirects from the same address.',
  'redirect-chain': 'A redirect to an address that is itself redirected, so visitors would be sent on twice.',
  'redirect-loop': 'Redirects that send visitors round in a circle, never reaching a page.',
  'missing-image': 'A photo file that is not in the images folder.',
  'unreadable-image': 'A file named as a photo that is not a JPEG, PNG or WebP picture, or is damaged.',
  'image-too-large': 'A photo file over the size limit that keeps builds fast.',
  'image-too-small': 'A photo narrower than its place on the page needs to look sharp.',
  'missing-alt': 'A photo without a description (alt) that is not marked decorative.',
  'image-size-not-needed': 'A photo with width and height written in the page, which are now read from the file.',
  'unknown-shared-section': `A shared section that ${siteConfigFile} does not define.`,
  'shared-type-override': 'An override that tries to change the type of a shared section.',
  'unknown-number-pool': `A call-tracking number pool that ${siteConfigFile} does not define.`,
  'unknown-opening-hours': `A call box names a set of opening hours that ${siteConfigFile} does not define.`,
  'unknown-placeholder': 'A {word} in text that is not a placeholder, so it would show as it is (often a misspelt {phone}).',
  'placeholder-not-filled': 'A placeholder where it is not filled in: {phone} in a link or a name, {year} outside the copyright line.',
  // Before going live (warnings, errors with --strict).
  'fictional-phone': 'The phone number is still the fictional 555 number.',
  'preview-integration': 'An integration still points at the local preview stand-in.',
  'placeholder-reviews': 'Reviews are still sample wording.',
  // On the rendered page (the page checks, engine/checks/: `npm run check:pages` and the page editor).
  'missing-anchor': 'A link to an #anchor that no part of the page it leads to has.',
  'malformed-link': 'A tel:, mailto: or https:// link that is not written in a form phones, mail programs or browsers can follow.',
  'link-broken': 'A link to another site whose page answers that it does not exist (404 or 410).',
  'link-unchecked': 'A link to another site that could not be checked (no answer in time, an error, no network).',
  'heading-skipped': 'A heading more than one level below the heading before it, as if part of the page were missing.',
  'missing-name': 'A link or button with no words for a screen reader to say.',
  'low-contrast': 'Text whose colour is too close to its background to read easily (WCAG 2.2 AA).',
  'missing-label': 'A form field without a label.',
  accessibility: 'Another barrier axe-core finds on the rendered page (WCAG 2.2 AA and its best practices).',
  'main-heading': 'A page without exactly one main heading (h1).',
  'title-too-wide': 'A page title wider than a search result shows, measured in pixels of its font.',
  'description-too-wide': 'A description longer than a search result shows, measured in pixels of its font.',
  'structured-data': 'Structured data (JSON-LD) a schema.org type needs that is missing or not well formed.',
  'too-heavy': 'A page, or a photo in it, over its share of the page weight budget.',
} as const;

export type ProblemCode = keyof typeof problemCodes;

/** The reminders of what must change before the site goes live: one checklist in Site settings, and the ones a publish adds or completes. */
export const launchCodes = ['fictional-phone', 'preview-integration', 'placeholder-reviews'] as const satisfies readonly ProblemCode[];

export const isLaunchReminder = (problem: { code: ProblemCode }) => (launchCodes as readonly ProblemCode[]).includes(problem.code);
