import { z } from 'zod';
import { editorHints } from './editorHints.ts';
import { isTimeZone } from './timeZone.ts';
import { gridList, href, icon, longText, providerAddress, requiredText } from './fields.ts';
import { pagePath } from './page.ts';
import { section } from './section.ts';

export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'write the time as HH:MM on a 24-hour clock, like "07:00"');

const timeZoneMessage = 'write a time zone from the world list, like "America/New_York" (US Eastern time) or "America/Chicago" (US Central time)';

const company = z
  .strictObject({
    name: requiredText('The company name, as shown in the header, footer and search results.'),
    region: requiredText('The state or region served, for example "Kentucky".'),
    tagline: requiredText('The service tagline, for example "Serving All Of Kentucky".'),
    phoneDisplay: requiredText('The phone number as visitors see it, for example "(859) 555-0100".').meta(editorHints({ title: 'Phone number' })),
    phoneDial: z
      .string()
      .regex(/^\+1\d{10}$/, 'write the dial number as +1 followed by 10 digits, for example "+18595550100"')
      .meta(editorHints({ title: 'Phone number for dialling' }))
      .describe('The same number for dialling: +1 and ten digits, no spaces, for example "+18595550100".'),
    email: z
      .email('write a full e-mail address, like "office@example.com"')
      .meta(editorHints({ title: 'E-mail' }))
      .describe('The contact e-mail address.'),
    openingHours: z
      .record(
        z.string().regex(/^[a-z][a-z0-9-]*$/, 'name a set of opening hours with lower-case words and dashes, like "main"'),
        z
          .array(
            z
              .strictObject({
                days: z
                  .array(z.enum(weekDays))
                  .min(1)
                  .describe('The days these hours apply to, for example ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].'),
                opens: clockTime.describe('Opening time, 24-hour clock, like "07:00".'),
                closes: clockTime.describe('Closing time, 24-hour clock, like "17:00".'),
              })
              .meta(editorHints({ title: 'Days and times' })),
          )
          .min(1)
          .meta(editorHints({ title: 'Hours' }))
          .describe('One set of opening hours. Days not listed are shown as closed.'),
      )
      .refine((sets) => Object.keys(sets).length > 0, { message: 'give at least one set of opening hours, for example "main"' })
      .describe(
        'The opening hours, written once here and shown wherever a call box names them. Each set has a name, like "main"; a call box shows one with "hours": "main". The first set is the one search engines are given.',
      ),
    businessType: z
      .string()
      .regex(/^[A-Z][A-Za-z]+$/, 'write a schema.org business type in one word, like "RoofingContractor"')
      .describe('What kind of business this is, for search engines: a schema.org type such as "RoofingContractor" or "GeneralContractor".'),
    address: z
      .strictObject({
        region: requiredText('The state or region of the business address, as search engines expect it, for example "KY".'),
        country: z
          .string()
          .regex(/^[A-Z]{2}$/, 'write the two-letter country code, like "US"')
          .describe('The country, as a two-letter code, for example "US".'),
      })
      .describe('The business address as search engines are given it.'),
    siteUrl: z
      .url({ protocol: /^https$/, message: 'write the full https address of the live site, like "https://www.example.com"' })
      .meta(editorHints({ title: 'Site address' }))
      .describe('The address of the live site, used for search-engine links, for example "https://www.example.com".'),
    timeZone: z
      .string()
      .regex(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)*$/, timeZoneMessage)
      .refine(isTimeZone, timeZoneMessage)
      .meta(editorHints({ title: 'Time zone' }))
      .describe(
        'The time zone the company works in, for example "America/New_York" (US Eastern time) or "America/Chicago" (US Central time). A publish planned with "Publish at…" goes out at that time there.',
      ),
  })
  .describe('Company settings used across the whole site.');

const listEntry = z.strictObject({
  label: requiredText('The name shown in the menu and the footer, for example "Roof Repairs".'),
  href: pagePath.meta(editorHints({ title: 'Page', 'x-link': 'page' })).describe('The page it links to, for example "/services/repairs".'),
  description: requiredText('One line shown under the name in the menu.'),
  icon: icon,
});

const roofType = listEntry.extend({
  fullName: requiredText('The full name of the system, for example "Thermoplastic Polyolefin".'),
  features: z.array(requiredText('One short tag, like "Energy efficient".')).min(1).max(4).describe('Short feature tags shown in the menu and on the tiles.'),
  color: z.enum(['sky', 'slate', 'amber', 'stone', 'zinc']).describe("The accent colour of this system's tile."),
});

/**
 * A permanent redirect (301) from an address that is no longer a page. `from` is an address as
 * visitors have it (old sites had capitals, dots and underscores, "/About_Us.html"), without "?",
 * "#", a final "/" (both forms are answered) or the "*" and ":" hosts read as patterns; `to` is a
 * page of this site (checked against the pages, carried along when that page moves) or a full
 * https address (a page that moved to another site). The validator refuses what hosts would
 * answer wrongly (engine/content/crossFileRules/redirects.ts): a redirect from a page's own address, two from one
 * address, and one to an address that is itself redirected (a chain, or a loop).
 */
const oldAddressRule =
  'write the old address as visitors have it, starting with "/", like "/services/old-name": letters, digits, dashes, dots and underscores, with no spaces, "?" or "#", and no "/" at the end';
const redirectTargetRule = 'send visitors to a page of this site, like "/services/repairs", or to a full address starting with "https://"';
const redirect = z
  .strictObject({
    from: z
      .string()
      .regex(/^(\/(?!\.\.?(\/|$))[A-Za-z0-9._~-]+)+$/, oldAddressRule)
      .meta({ patternErrorMessage: oldAddressRule, ...editorHints({ title: 'Old address' }) })
      .describe('The address visitors may still come to, from a bookmark, a search result or another site, like "/services/old-name".'),
    to: z
      .string()
      .regex(/^(\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?|https:\/\/[^\s/?#]+\S*)$/, redirectTargetRule)
      .meta({ patternErrorMessage: redirectTargetRule, ...editorHints({ title: 'Goes to', 'x-link': 'page-or-https' }) })
      .describe(
        'Where visitors of the old address are sent: a page of this site, or the full address of a page on another website (starting with "https://").',
      ),
  })
  .meta(editorHints({ title: 'Redirect' }));

const menuItem = z
  .union([
    z
      .strictObject({
        label: requiredText('The menu text.'),
        href: href,
      })
      .meta(editorHints({ title: 'Link' })),
    z
      .strictObject({
        label: requiredText('The menu text, for example "Services".'),
        list: z.enum(['services', 'roofTypes']).describe('Which list opens under this menu entry: the services or the roof types.'),
      })
      .meta(editorHints({ title: 'Drop-down list' })),
  ])
  .meta(editorHints({ title: 'Menu entry' }));

export const siteConfig = z
  .strictObject({
    $schema: z.string().optional().describe('Lets your editor check this file. Leave as it is.'),
    company,
    services: z
      .array(listEntry.meta(editorHints({ title: 'Service' })))
      .min(1)
      .describe('The services, in the order they appear in the menu and footer.'),
    roofTypes: gridList(roofType.meta(editorHints({ title: 'Roof type' })), 'roofTypes', 'roof types').describe(
      'The roof systems, in the order they appear in the menu, footer and tiles.',
    ),
    navigation: z
      .strictObject({
        menu: z.array(menuItem).min(1).describe('The top menu, left to right. An entry is either a link or a drop-down list.'),
        estimateLabel: requiredText('The text of the orange Free Estimate button.'),
        callLabel: requiredText('The words before the phone number in the menu, for example "Call".'),
        skipLinkLabel: requiredText('The first link a keyboard user meets, which jumps past the menu, for example "Skip to main content".'),
        menuButtonLabel: requiredText('What screen readers announce for the menu button on phones, for example "Menu".'),
      })
      .describe('The top navigation bar.'),
    footer: z
      .strictObject({
        blurb: longText('The short text about the company in the footer.'),
        servicesHeading: requiredText('The heading over the service links.'),
        roofTypesHeading: requiredText('The heading over the roof type links.'),
        contactHeading: requiredText('The heading over the phone number.'),
        copyright: requiredText('The copyright line. {year} becomes the current year.'),
        privacyLabel: requiredText('The text of the privacy policy link.'),
        privacyHref: href.meta(editorHints({ title: 'Privacy policy link' })),
      })
      .describe('The footer at the bottom of every page.'),
    integrations: z
      .strictObject({
        leadForm: z.strictObject({
          formUrl: providerAddress
            .meta(editorHints({ title: 'Form address' }))
            .describe("The address of the lead provider's form widget, shown in the estimate form."),
          embedScriptUrl: providerAddress.meta(editorHints({ title: 'Form script address' })).describe("The lead provider's form-embed script, loaded once."),
          iframeTitle: requiredText('A description of the form for screen readers, for example "Free roof estimate request form".').meta(
            editorHints({ title: 'Form name for screen readers' }),
          ),
          fallbackText: longText('Shown if the form cannot load (for example when an ad blocker hides it). {phone} is replaced by the phone number.'),
        }),
        callTracking: z.strictObject({
          sessionScriptUrl: providerAddress.meta(editorHints({ title: 'Session script address' })).describe('The call-tracking user-session script.'),
          numberPools: z
            .record(z.string().regex(/^[a-z][a-z0-9-]*$/), providerAddress)
            .describe('The number-pool scripts by name. A page picks one as its Number pool.'),
        }),
      })
      .describe('Addresses of the lead form and call tracking. A fresh checkout points at local preview stand-ins.'),
    sharedSections: z
      .record(z.string().regex(/^[a-z][a-z0-9-]*$/, 'name shared sections with lower-case words and dashes, like service-area'), section)
      .describe('Sections defined once and reused by name on many pages, such as the testimonials.'),
    redirects: z
      .array(redirect)
      .optional()
      .meta(editorHints({ title: 'Redirects' }))
      .describe(
        "Old addresses that send visitors and search engines on to another address permanently, so that bookmarks, links from other websites and search results keep working. The editor adds one when a page's address changes, and when a page is deleted and its visitors are sent to another page.",
      ),
  })
  .meta({ title: 'Site settings', description: 'Company settings, navigation, footer, integrations, shared sections and redirects.' });

export type SiteConfig = z.infer<typeof siteConfig>;
/** What the browser receives: the shared sections are resolved into the pages at build time; the redirects are the host's. */
export type SiteSettings = Omit<SiteConfig, 'sharedSections' | '$schema' | 'redirects'>;
export type Redirect = NonNullable<SiteConfig['redirects']>[number];
export type ServiceEntry = SiteConfig['services'][number];
export type RoofTypeEntry = SiteConfig['roofTypes'][number];
export type MenuItem = SiteConfig['navigation']['menu'][number];
export type OpeningHours = SiteConfig['company']['openingHours'][string];
