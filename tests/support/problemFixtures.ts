/**
 * One way to make each problem code of schema/problemCodes.ts happen, for the wording scan: the
 * validator's codes by a change to a copy of tests/fixtures/site (tests/unit/plainWords.test.ts
 * runs them), the page checks' codes on a rendered page in Chromium (tests/e2e/pageChecks.test.ts
 * meets each of them and scans what it says). The table is typed by the codes, so a new code
 * without a fixture fails `tsc`, and the unit test fails when a fixture does not make its code.
 */
import type { ProblemCode } from '../../schema/problemCodes';

// biome-ignore lint/suspicious/noExplicitAny: the fixtures reach into pages and settings as they are written, without a type for each.
export type Json = Record<string, any>;

/** A change to the fixture site: its pages and settings as values, files as text, photos as bytes. */
export interface SiteChange {
  /** Changes to pages, by file ("pages/home.json"). */
  pages?: Record<string, (page: Json) => void>;
  settings?: (config: Json) => void;
  /** Files written as they are (a broken file). */
  text?: Record<string, string>;
  /** Files in the images folder, by name: their bytes. */
  images?: Record<string, 'photo-1600' | 'photo-400' | 'not-a-photo' | 'huge'>;
  remove?: string[];
}

export type ProblemFixture =
  /** Made by the validator: one or more changes, each of which must make the code. */
  | { by: 'validator'; changes: SiteChange[]; strict?: boolean }
  /** Made by the page checks on a rendered page (tests/e2e/pageChecks.test.ts). */
  | { by: 'page-checks' };

const home = 'pages/home.json';
const about = 'pages/about.json';
const contact = 'pages/contact.json';
const onHome = (change: (page: Json) => void): SiteChange => ({ pages: { [home]: change } });
const section = (page: Json, type: string) => page.sections.find((s: Json) => s.type === type);
/** A content section with a photo, added at the top of the home page. */
const withPhoto = (image: Json, photo: SiteChange['images'] = { 'roof.jpg': 'photo-1600' }): SiteChange => ({
  pages: { [home]: (page) => page.sections.unshift({ type: 'content', heading: 'A Roof We Replaced', paragraphs: ['It took a week.'], image }) },
  images: photo,
});
const redirects = (list: Json[]): SiteChange => ({ settings: (config) => (config.redirects = list) });

export const problemFixtures: Record<ProblemCode, ProblemFixture> = {
  'json-syntax': { by: 'validator', changes: [{ text: { [about]: '{\n  "path": "/about",\n}\n' } }] },
  'file-missing': { by: 'validator', changes: [{ remove: ['site.config.json'] }] },
  required: { by: 'validator', changes: [onHome((page) => delete page.sections[0].heading), onHome((page) => delete page.sections[2].items[0].title)] },
  'wrong-type': {
    by: 'validator',
    changes: [
      onHome((page) => (page.sections[0].heading = 42)),
      onHome((page) => (page.sections[0].heading = true)),
      onHome((page) => (page.sections[0].heading = null)),
    ],
  },
  'unknown-field': {
    by: 'validator',
    changes: [onHome((page) => (page.sections[0].headng = 'Roofs')), onHome((page) => (page.sections[0].buttonLabel = 'Go'))],
  },
  'unknown-section-type': { by: 'validator', changes: [onHome((page) => (page.sections[1].type = 'contnet')), onHome((page) => delete page.sections[1].type)] },
  'not-allowed-value': {
    by: 'validator',
    changes: [onHome((page) => (page.sections[0].buttons[0].variant = 'loud')), onHome((page) => (page.sections[0].buttons[0].action = 'free-estimat'))],
  },
  'too-short': { by: 'validator', changes: [onHome((page) => (page.sections[0].heading = '')), onHome((page) => (page.sections[2].items = []))] },
  'too-long': { by: 'validator', changes: [onHome((page) => (page.sections[0].heading = 'Roofs '.repeat(40)))] },
  'invalid-name': { by: 'validator', changes: [{ settings: (config) => (config.sharedSections['Our Pledge'] = config.sharedSections.pledge) }] },
  'invalid-format': { by: 'validator', changes: [onHome((page) => (section(page, 'content').buttons[0].href = 'javascript:alert(1)'))] },
  invalid: {
    by: 'validator',
    changes: [onHome((page) => (section(page, 'content').buttons[0].action = 'call')), onHome((page) => delete section(page, 'content').buttons[0].href)],
  },
  'duplicate-path': { by: 'validator', changes: [{ pages: { [about]: (page) => (page.path = '/contact') } }] },
  'missing-required-page': { by: 'validator', changes: [{ remove: ['pages/404.json'] }] },
  'duplicate-title': {
    by: 'validator',
    changes: [{ pages: { [about]: (page) => (page.title = 'Contact | Same Title'), [contact]: (page) => (page.title = 'Contact | Same Title') } }],
  },
  'duplicate-description': {
    by: 'validator',
    changes: [
      {
        pages: {
          [about]: (page) => (page.description = 'The same words on two pages, which search engines dislike.'),
          [contact]: (page) => (page.description = 'The same words on two pages, which search engines dislike.'),
        },
      },
    ],
  },
  'missing-page': {
    by: 'validator',
    changes: [onHome((page) => (section(page, 'content').buttons[0].href = '/abot')), redirects([{ from: '/old', to: '/nowhere' }])],
  },
  'redirect-from-page': { by: 'validator', changes: [redirects([{ from: '/about', to: '/contact' }])] },
  'duplicate-redirect': {
    by: 'validator',
    changes: [
      redirects([
        { from: '/old', to: '/about' },
        { from: '/old', to: '/contact' },
      ]),
    ],
  },
  'redirect-chain': {
    by: 'validator',
    changes: [
      redirects([
        { from: '/a', to: '/b' },
        { from: '/b', to: '/about' },
      ]),
    ],
  },
  'redirect-loop': {
    by: 'validator',
    changes: [
      redirects([
        { from: '/a', to: '/b' },
        { from: '/b', to: '/a' },
      ]),
      redirects([{ from: '/a', to: '/a' }]),
    ],
  },
  'missing-image': { by: 'validator', changes: [withPhoto({ src: '/images/rof.jpg', alt: 'A roof' })] },
  'unreadable-image': { by: 'validator', changes: [withPhoto({ src: '/images/roof.jpg', alt: 'A roof' }, { 'roof.jpg': 'not-a-photo' })] },
  'image-too-large': { by: 'validator', changes: [withPhoto({ src: '/images/roof.jpg', alt: 'A roof' }, { 'roof.jpg': 'huge' })] },
  'image-too-small': { by: 'validator', changes: [withPhoto({ src: '/images/roof.jpg', alt: 'A roof' }, { 'roof.jpg': 'photo-400' })] },
  'missing-alt': { by: 'validator', changes: [withPhoto({ src: '/images/roof.jpg' }), withPhoto({ src: '/images/roof.jpg', alt: ' ' })] },
  'image-size-not-needed': { by: 'validator', changes: [withPhoto({ src: '/images/roof.jpg', alt: 'A roof', width: 1600, height: 1000 })] },
  'unknown-shared-section': { by: 'validator', changes: [onHome((page) => (section(page, 'shared').name = 'testimonial'))] },
  'shared-type-override': { by: 'validator', changes: [onHome((page) => (section(page, 'shared').overrides = { type: 'hero' }))] },
  'unknown-number-pool': { by: 'validator', changes: [onHome((page) => (page.numberPool = 'mian'))] },
  'unknown-opening-hours': {
    by: 'validator',
    changes: [onHome((page) => page.sections.splice(1, 0, { type: 'call-box', heading: 'Call Us', hours: 'mian' }))],
  },
  'unknown-placeholder': { by: 'validator', changes: [onHome((page) => (page.sections[0].heading = 'Call {phon} today'))] },
  'placeholder-not-filled': {
    by: 'validator',
    changes: [onHome((page) => (page.sections[0].heading = 'Roofing since {year}')), { settings: (config) => (config.company.name = 'Roofing {phone}') }],
  },
  // The fixture site is not ready to go live: these are warnings there, errors with --strict.
  'fictional-phone': { by: 'validator', changes: [{}], strict: true },
  'preview-integration': { by: 'validator', changes: [{}], strict: true },
  'placeholder-reviews': { by: 'validator', changes: [{}], strict: true },
  'missing-anchor': { by: 'page-checks' },
  'malformed-link': { by: 'page-checks' },
  'link-broken': { by: 'page-checks' },
  'link-unchecked': { by: 'page-checks' },
  'heading-skipped': { by: 'page-checks' },
  'missing-name': { by: 'page-checks' },
  'low-contrast': { by: 'page-checks' },
  'missing-label': { by: 'page-checks' },
  accessibility: { by: 'page-checks' },
  'main-heading': { by: 'page-checks' },
  'title-too-wide': { by: 'page-checks' },
  'description-too-wide': { by: 'page-checks' },
  'structured-data': { by: 'page-checks' },
  'too-heavy': { by: 'page-checks' },
};

/** The codes the page checks make, which their tests must each meet. */
export const pageCheckCodes = (Object.keys(problemFixtures) as ProblemCode[]).filter((code) => problemFixtures[code].by === 'page-checks');

/**
 * The codes of the rules that read only the page's HTML (links, search results, structured data):
 * met on the built HTML without a browser (tests/unit/pageChecks.test.ts); the other page checks'
 * codes are met in Chromium (tests/e2e/pageChecks.test.ts).
 */
export const htmlRuleCodes: readonly ProblemCode[] = [
  'missing-page',
  'missing-anchor',
  'malformed-link',
  'link-broken',
  'link-unchecked',
  'main-heading',
  'title-too-wide',
  'description-too-wide',
  'duplicate-title',
  'duplicate-description',
  'structured-data',
];
