/**
 * The site's acceptance: every statement of the contractor's specification about each screen,
 * checked on the built site in Chromium at 1280px: texts (quoted text word for word), counts,
 * order, link targets, form heights and embed ids, and the claims to keep as stated, even where
 * they contradict each other (founded 2009, "since 2010", 19 years; two sets of hours).
 *
 * The expectations come from the specification, not from pages/ or site.config.json: if the
 * content stops saying what the contractor asked for, a test here fails and its name quotes the
 * statement (§ is the specification's section). `npm test` runs this suite beside the browser
 * suite, and `npm run test:spec` on its own; `npm run check:content-edits` leaves it out, since
 * edited content is meant to fail it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { baseUrl, browserForThisFile, type VisitorPage } from '../support/harness';
import { waitForApp } from '../support/siteData';

const openPage = browserForThisFile();

const servicePaths = ['/services/repairs', '/services/restoration', '/services/replacement', '/services/maintenance'];
const roofTypePaths = ['/roof-types/tpo', '/roof-types/epdm', '/roof-types/modified-bitumen', '/roof-types/bur', '/roof-types/metal'];
const cities = [
  'Louisville',
  'Lexington',
  'Bowling Green',
  'Owensboro',
  'Covington',
  'Richmond',
  'Georgetown',
  'Florence',
  'Hopkinsville',
  'Nicholasville',
  'Elizabethtown',
  'Henderson',
  'Frankfort',
  'Jeffersontown',
  'Paducah',
  'Independence',
  'Radcliff',
  'Ashland',
  'Madisonville',
  'Murray',
];
const formTitle = 'Get A Free No-Obligation Commercial Roofing Estimate';
const formSubtitle = 'Professional evaluation • No obligation • Quick response';
const reassurances = ['No spam', '24hr response', 'No pressure'];
const trustBadges = ['Licensed & Insured', 'Manufacturer Certified', 'Warranty Options'];

let visitor: VisitorPage;
beforeAll(async () => {
  visitor = await openPage({ everySectionRendered: true });
});
afterAll(() => visitor?.close());

const page = () => visitor.page;
/** Heights of every form frame seen, by page, for the 'elsewhere 500 to 600px' rule. */
const frameHeights = new Map<string, number[]>();

async function load(path: string) {
  const response = await page().goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), `${path} answers 200`).toBe(200);
  await waitForApp(page());
  frameHeights.set(
    path,
    await page()
      .locator('main iframe')
      .evaluateAll((frames) => frames.map((f) => f.getBoundingClientRect().height)),
  );
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const textOf = async (locator: Locator) => squash(await locator.innerText());
const main = () => page().locator('main');
const sections = () => page().locator('main > *');
/** The section whose own heading (h1 or h2) matches. */
const sectionWith = (heading: RegExp) => sections().filter({ has: page().locator('h1, h2').filter({ hasText: heading }) });
/** The items of a section's first list: cards, tiles, signs, steps. */
const itemsOf = (scope: Locator) => scope.locator('ul, ol').first().locator('xpath=./li');

async function expectExactText(scope: Locator, text: string) {
  const matches = scope.getByText(text, { exact: true });
  expect(await matches.count(), `"${text}" appears word for word`).toBeGreaterThan(0);
  expect(await matches.first().isVisible(), `"${text}" is visible`).toBe(true);
}

async function expectLinkTo(scope: Locator, name: string, href: string) {
  const links = scope.getByRole('link', { name, exact: true });
  expect(await links.count(), `a link "${name}"`).toBeGreaterThan(0);
  for (const target of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) expect(target, `"${name}" goes to ${href}`).toBe(href);
}

async function expectPhoneLink(scope: Locator) {
  const links = scope.locator('a[href^="tel:"]');
  expect(await links.count(), 'a phone link').toBeGreaterThan(0);
  expect(await links.first().isVisible()).toBe(true);
  expect(await links.first().getAttribute('data-loc-phone'), 'the phone link carries data-loc-phone').not.toBeNull();
}

/** The form frame in scope: its height attribute or style and its computed height, and its embed id. */
async function expectFormFrame(scope: Locator, height: number, embedId?: string) {
  const frames = scope.locator('iframe');
  expect(await frames.count(), 'one form frame').toBe(1);
  const frame = await frames.evaluate((element) => ({
    id: element.id,
    attribute: element.getAttribute('height'),
    style: (element as HTMLElement).style.height,
    computed: getComputedStyle(element).height,
  }));
  expect(frame.attribute === String(height) || frame.style === `${height}px`, `the frame asks for ${height}px (height attribute or style)`).toBe(true);
  expect(frame.computed, `the frame is ${height}px tall`).toBe(`${height}px`);
  if (embedId) {
    const holder = page().locator(`[id="${embedId}"]`);
    expect(await holder.count(), `one element with the embed id ${embedId}`).toBe(1);
    const inScope = await scope.evaluate((element, id) => {
      const found = element.querySelector(`[id="${id}"]`);
      return Boolean(found && (found.tagName === 'IFRAME' || found.querySelector('iframe')));
    }, embedId);
    expect(inScope, `${embedId} is this form`).toBe(true);
  }
}

async function expectFormCard(scope: Locator) {
  for (const text of [formTitle, formSubtitle, ...reassurances]) await expectExactText(scope, text);
}

async function expectTestimonials(scope: Locator) {
  expect(await scope.count(), 'a testimonials section').toBe(1);
  expect(await scope.locator('blockquote').count(), 'six testimonials').toBe(6);
  const ratings = await scope.locator('[role="img"][aria-label*="out of 5"]').evaluateAll((stars) => stars.map((s) => s.getAttribute('aria-label')));
  // The reviews say "5 out of 5 stars"; the average is announced as written: "5.0 out of 5 stars".
  expect(ratings.filter((label) => /^5 out of 5\b/.test(label ?? '')).length, 'each testimonial is rated 5').toBeGreaterThanOrEqual(6);
  expect(
    ratings.every((label) => /^5(\.0)? out of 5\b/.test(label ?? '')),
    'no rating below 5',
  ).toBe(true);
  expect(ratings, 'the 5.0 average').toContain('5.0 out of 5 stars');
  await expectExactText(scope, '5.0');
}

async function expectServiceArea(scope: Locator) {
  expect(await scope.count(), 'a service area section').toBe(1);
  const items = (await scope.locator('li').allInnerTexts()).map(squash);
  expect(items.filter((item) => cities.includes(item)).sort(), 'the 20 cities').toEqual([...cities].sort());
  expect(await textOf(scope)).toMatch(/Kentucky/);
}

const testimonialsSection = () => sections().filter({ has: page().locator('blockquote') });
const pledgeSection = () =>
  sections()
    .filter({ hasText: /\bCEO\b/ })
    .filter({ hasText: /pledge/i });
const serviceAreaSection = () => sections().filter({ hasText: 'Bowling Green' }).filter({ hasText: 'Madisonville' });

interface Summary {
  index: number;
  heading: string;
  hasH1: boolean;
  text: string;
  frames: number[];
  quotes: number;
  items: string[];
  hrefs: string[];
  hasStats: boolean;
}

async function summaries(): Promise<Summary[]> {
  return sections().evaluateAll((elements) =>
    elements.map((element, index) => ({
      index,
      heading: (element.querySelector('h1, h2')?.textContent ?? '').trim(),
      hasH1: element.querySelector('h1') !== null,
      text: (element as HTMLElement).innerText.replace(/\s+/g, ' '),
      frames: [...element.querySelectorAll('iframe')].map((frame) => frame.getBoundingClientRect().height),
      quotes: element.querySelectorAll('blockquote').length,
      items: [...element.querySelectorAll('li')].map((li) => (li as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
      hrefs: [...element.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
      hasStats: element.querySelector('dl dd') !== null,
    })),
  );
}

/** Recognisers for the kinds of section the spec lists, by what a visitor sees. */
const is = {
  heroWithForm: (height: number) => (s: Summary) => s.hasH1 && s.frames.includes(height),
  formSection: (height: number) => (s: Summary) => !s.hasH1 && s.frames.includes(height),
  localExperts: (s: Summary) => /\blocal\b/i.test(s.text) && /expert/i.test(s.text),
  serviceCards: (s: Summary) => servicePaths.every((p) => s.hrefs.includes(p)),
  roofTiles: (s: Summary) => roofTypePaths.every((p) => s.hrefs.includes(p)),
  whyChooseUs: (s: Summary) => /why/i.test(s.text) && /19 years/i.test(s.text),
  testimonials: (s: Summary) => s.quotes === 6,
  pledge: (s: Summary) => /pledge/i.test(s.text) && /\bCEO\b/.test(s.text),
  serviceArea: (s: Summary) => cities.every((city) => s.items.includes(city)),
  headed: (pattern: RegExp) => (s: Summary) => pattern.test(s.heading),
  stats: (s: Summary) => s.hasStats,
};
type Recogniser = (s: Summary) => boolean;

/** The sections matching each recogniser, in the given order (other sections may sit between them). */
async function expectInOrder(expected: [string, Recogniser][]) {
  const list = await summaries();
  let from = 0;
  for (const [name, recognise] of expected) {
    const found = list.slice(from).find(recognise);
    expect(found, `after section ${from}, a section: ${name} (sections: ${list.map((s) => s.heading).join(' | ')})`).toBeDefined();
    from = found!.index + 1;
  }
}

/** Hero shared by the five roof type pages, and its form card. */
async function expectRoofTypeHero(system: string, embedId: string) {
  const hero = sections().first();
  expect(await textOf(hero.locator('h1'))).toMatch(new RegExp(`^Stop ${system} Leaks Before They Cost You More$`));
  await expectExactText(hero, 'Serving All Of Kentucky');
  const estimate = hero.getByText('Get Free Estimate', { exact: true });
  expect(await estimate.isVisible()).toBe(true);
  expect(await estimate.evaluate((element) => element.closest('a, button') !== null), '"Get Free Estimate" is a button').toBe(true);
  await expectPhoneLink(hero);
  for (const badge of trustBadges) await expectExactText(hero, badge);
  await expectFormCard(hero);
  await expectFormFrame(hero, 500, embedId);
  const headingBox = await hero.locator('h1').boundingBox();
  const frameBox = await hero.locator('iframe').boundingBox();
  expect(frameBox!.x, 'the form card sits beside the headline').toBeGreaterThan(headingBox!.x + headingBox!.width - 1);
}

async function expectWarningSigns(heading: RegExp, signs: RegExp[]) {
  const section = sectionWith(heading);
  expect(await section.count(), `a warning signs section ${heading}`).toBe(1);
  const items = itemsOf(section);
  expect(await items.count(), 'six warning signs').toBe(6);
  const texts = await items.allInnerTexts();
  for (const sign of signs)
    expect(
      texts.some((text) => sign.test(text)),
      `a warning sign matching ${sign}`,
    ).toBe(true);
}

async function expectTitles(scope: Locator, titles: string[]) {
  expect(await scope.count()).toBeGreaterThan(0);
  for (const title of titles) {
    const heading = scope.getByRole('heading', { name: title, exact: true });
    expect(await heading.count(), `an item titled "${title}"`).toBeGreaterThan(0);
  }
}

describe('§2 Home (/)', () => {
  beforeAll(() => load('/'));

  it('has its nine sections in the spec order', async () => {
    const list = await summaries();
    const expected: [string, Recogniser][] = [
      ['hero with the estimate form (1000px)', is.heroWithForm(1000)],
      ['local experts intro', is.localExperts],
      ['four service cards', is.serviceCards],
      ['roof system tiles', is.roofTiles],
      ['why choose us', is.whyChooseUs],
      ['six testimonials', is.testimonials],
      ['quality pledge letter from the CEO', is.pledge],
      ['service area with the city list', is.serviceArea],
      ['final call to action with the form (600px)', is.formSection(600)],
    ];
    expect(
      list.map((s) => s.heading),
      'nine sections',
    ).toHaveLength(9);
    for (const [i, [name, recognise]] of expected.entries()) expect(recognise(list[i]!), `section ${i + 1} ("${list[i]?.heading}") is the ${name}`).toBe(true);
  });

  it('the hero has the estimate form card with a 1000px form and a Get Free Estimate button', async () => {
    const hero = sections().first();
    await expectFormCard(hero);
    await expectFormFrame(hero, 1000);
    await expectExactText(hero, 'Get Free Estimate');
  });

  it('four service cards (repairs, restoration, replacement, maintenance), each with title, description, feature list and link', async () => {
    const section = sections()
      .filter({ has: page().locator('a[href="/services/repairs"]') })
      .filter({ has: page().locator('a[href="/services/maintenance"]') });
    expect(await section.count()).toBe(1);
    expect(await itemsOf(section).count()).toBe(4);
    for (const [path, title] of [
      ['/services/repairs', /repair/i],
      ['/services/restoration', /restoration/i],
      ['/services/replacement', /replacement/i],
      ['/services/maintenance', /maintenance/i],
    ] as const) {
      const card = itemsOf(section).filter({ has: page().locator(`a[href="${path}"]`) });
      expect(await card.count(), `a card linking to ${path}`).toBe(1);
      const parts = await card.evaluate((element) => ({
        title: element.querySelector('h3')?.textContent ?? '',
        description: [...element.querySelectorAll('p')].map((p) => p.textContent ?? '').join(' '),
        features: element.querySelectorAll('ul li, ol li').length,
      }));
      expect(parts.title).toMatch(title);
      expect(parts.description.length, `${path} card has a description`).toBeGreaterThan(30);
      expect(parts.features, `${path} card has a feature list`).toBeGreaterThanOrEqual(2);
    }
  });

  it('roof system tiles for TPO, EPDM, modified bitumen, built-up roofing and metal', async () => {
    const section = sections()
      .filter({ has: page().locator('a[href="/roof-types/tpo"]') })
      .filter({ has: page().locator('a[href="/roof-types/metal"]') });
    expect(await section.count()).toBe(1);
    expect(await itemsOf(section).count()).toBe(5);
    for (const [path, name] of [
      ['/roof-types/tpo', /TPO/],
      ['/roof-types/epdm', /EPDM/],
      ['/roof-types/modified-bitumen', /Modified Bitumen/i],
      ['/roof-types/bur', /Built-Up|BUR/i],
      ['/roof-types/metal', /Metal/i],
    ] as const) {
      const tile = itemsOf(section).filter({ has: page().locator(`a[href="${path}"]`) });
      expect(await tile.count(), `a tile linking to ${path}`).toBe(1);
      expect(await textOf(tile)).toMatch(name);
    }
  });

  it('why choose us: 19 years, licensed and insured, manufacturer certified, warranty options, quality workmanship and honest pricing', async () => {
    const section = sectionWith(/why/i);
    expect(await section.count()).toBe(1);
    const text = await textOf(section);
    for (const claim of [/19 years/i, /licensed (&|and) insured/i, /manufacturer certified/i, /warranty options/i, /quality workmanship/i, /honest pricing/i])
      expect(text).toMatch(claim);
  });

  it('six testimonials rated 5 with the 5.0 average, the pledge, and the 20-city service area', async () => {
    await expectTestimonials(testimonialsSection());
    expect(await pledgeSection().count()).toBe(1);
    await expectServiceArea(serviceAreaSection());
  });

  it('the final call to action has the form, 600px tall', async () => {
    const last = sections().last();
    await expectFormFrame(last, 600);
  });
});

describe('§2 About (/about)', () => {
  beforeAll(() => load('/about'));

  it('"Trusted local partner hero; story and mission; four stat tiles; four values; six certifications; testimonials; pledge": those seven sections, in order, and nothing else', async () => {
    expect(await sections().count(), 'seven sections').toBe(7);
    expect(await main().locator('iframe').count(), 'no form card on About').toBe(0);
    await expectInOrder([
      ['trusted local partner hero', (s) => s.hasH1 && /trusted local partner/i.test(s.heading)],
      ['story and mission', (s) => /story/i.test(s.text) && /mission/i.test(s.text)],
      ['four stat tiles', is.stats],
      ['four values', is.headed(/values/i)],
      ['six certifications', is.headed(/certif/i)],
      ['testimonials', is.testimonials],
      ['pledge', is.pledge],
    ]);
  });

  it('four stat tiles, four values and six certifications', async () => {
    const stats = sections().filter({ has: page().locator('dl dd') });
    expect(await stats.count()).toBe(1);
    expect(await stats.locator('dd').count(), 'four stat tiles').toBe(4);
    expect(await itemsOf(sectionWith(/values/i)).count(), 'four values').toBe(4);
    expect(await itemsOf(sectionWith(/certif/i)).count(), 'six certifications').toBe(6);
  });

  it('says the company was founded in 2009, and has testimonials and the pledge', async () => {
    expect(await textOf(main())).toMatch(/founded in 2009/i);
    await expectTestimonials(testimonialsSection());
    expect(await pledgeSection().count()).toBe(1);
  });
});

describe('§2 Contact (/contact)', () => {
  beforeAll(() => load('/contact'));

  it('has the hero, form, call box, what to expect, emergency box, testimonials, pledge and service area in order', async () => {
    await expectInOrder([
      ['free assessment hero', (s) => s.hasH1 && /free/i.test(s.heading) && /assessment/i.test(s.heading)],
      ['the form (600px)', is.formSection(600)],
      ['call box with business hours', (s) => /Monday/.test(s.text) && s.hrefs.some((h) => h.startsWith('tel:'))],
      ['four-step what to expect', is.headed(/what to expect/i)],
      ['emergency repairs box', is.headed(/emergency/i)],
      ['testimonials', is.testimonials],
      ['pledge', is.pledge],
      ['service area', is.serviceArea],
    ]);
  });

  it('the form is 600px tall', async () => {
    const form = sections()
      .filter({ has: page().locator('iframe') })
      .filter({ hasNot: page().locator('h1') });
    await expectFormFrame(form.first(), 600);
  });

  it('business hours: Monday to Friday 7:00 AM to 5:00 PM, Saturday and Sunday closed, with a call link', async () => {
    const box = sections()
      .filter({ hasText: 'Monday' })
      .filter({ has: page().locator('a[href^="tel:"]') })
      .first();
    const text = await textOf(box);
    expect(text).toMatch(/Monday\s*(-|–|—|to|through)\s*Friday\W+7:00\s*AM\s*(-|–|—|to)\s*5:00\s*PM/i);
    expect(text).toMatch(/Saturday\W+((and|&|-|–|to)\W+Sunday\W+)?Closed/i);
    expect(text).toMatch(/Sunday\W+Closed/i);
    await expectPhoneLink(box);
  });

  it('a four-step what-to-expect list and an emergency repairs box with a phone link', async () => {
    expect(await itemsOf(sectionWith(/what to expect/i)).count()).toBe(4);
    const emergency = sectionWith(/emergency/i);
    expect(await emergency.count()).toBe(1);
    await expectPhoneLink(emergency);
  });

  it('claims a response within 24 hours and same-day response; testimonials and the 20-city service area', async () => {
    const text = await textOf(main());
    expect(text).toMatch(/within 24 hours/i);
    expect(text).toMatch(/same-day response/i);
    await expectTestimonials(testimonialsSection());
    expect(await pledgeSection().count()).toBe(1);
    await expectServiceArea(serviceAreaSection());
  });
});

describe('§2 Thank-you page (/thank-you)', () => {
  beforeAll(() => load('/thank-you'));

  it('states that the request was received', async () => {
    expect(await textOf(sections().first())).toMatch(/request[^.!]*received|received[^.!]*request/i);
  });

  it('gives three next steps: contact within 2 hours, a free inspection, a custom estimate', async () => {
    const steps = sections()
      .filter({ hasText: /next/i })
      .filter({ hasText: /within 2 hours/i })
      .filter({ has: page().locator('ol, ul') });
    const items = itemsOf(steps.first());
    expect(await items.count()).toBe(3);
    const texts = await items.allInnerTexts();
    expect(texts[0]).toMatch(/within 2 hours/i);
    expect(texts[1]).toMatch(/free[^.]*inspection/i);
    expect(texts[2]).toMatch(/custom[^.]*estimate/i);
  });

  it('a call box with the hours Monday to Friday 8 AM to 6 PM', async () => {
    const box = sections()
      .filter({ hasText: 'Monday' })
      .filter({ has: page().locator('a[href^="tel:"]') })
      .first();
    expect(await textOf(box)).toMatch(/Monday\s*(-|–|—|to|through)\s*Friday\W+8(:00)?\s*AM\s*(-|–|—|to)\s*6(:00)?\s*PM/i);
    await expectPhoneLink(box);
  });

  it('seven assessment inclusions and a link back to the home page', async () => {
    expect(await itemsOf(sectionWith(/includ/i)).count()).toBe(7);
    const home = main().locator('a[href="/"]');
    expect(await home.count()).toBeGreaterThan(0);
    expect(await home.first().isVisible()).toBe(true);
  });
});

describe('§2 Service pages', () => {
  const withServiceArea: string[] = [];

  describe.each(servicePaths)('%s', (path) => {
    beforeAll(() => load(path));

    it('has a hero, a description, lists, a call to action, testimonials and the pledge', async () => {
      const list = await summaries();
      expect(list[0]?.hasH1, 'a hero with the page heading').toBe(true);
      const paragraphs = await main().locator('p').allInnerTexts();
      expect(
        paragraphs.some((p) => p.length > 150),
        'a description',
      ).toBe(true);
      const lists = await main()
        .locator('ul, ol')
        .evaluateAll((all) => all.filter((l) => !l.closest('section')?.querySelector('blockquote') && l.querySelectorAll(':scope > li').length >= 3).length);
      expect(lists, 'lists').toBeGreaterThanOrEqual(1);
      const contactLinks = await main().locator('a[href="/contact"], a[href="#estimate-form"], a[href="/#estimate-form"]').count();
      const frames = list.filter((s) => !s.hasH1 && s.frames.length > 0).length;
      expect(contactLinks + frames, 'a call to action').toBeGreaterThan(0);
      await expectTestimonials(testimonialsSection());
      expect(await pledgeSection().count()).toBe(1);
      if ((await serviceAreaSection().count()) > 0) {
        await expectServiceArea(serviceAreaSection());
        withServiceArea.push(path);
      }
    });
  });

  it('most of them (at least three of four) show the service area', () => {
    expect(withServiceArea.length, `service area on ${withServiceArea.join(', ')}`).toBeGreaterThanOrEqual(3);
  });
});

describe('§2 Restoration (/services/restoration)', () => {
  beforeAll(() => load('/services/restoration'));
  it('claims 10-15 extra years of roof life at 50-70% less cost than replacement', async () => {
    const text = await textOf(main());
    expect(text).toMatch(/10-15 (extra|additional|more) years/i);
    expect(text).toMatch(/50-70% less[^.]*replacement/i);
  });
});

describe('§2 Replacement (/services/replacement)', () => {
  beforeAll(() => load('/services/replacement'));
  it('claims 20+ years of system life', async () => {
    expect(await textOf(main())).toMatch(/20\+ years of system life/i);
  });
});

describe('§2, §3 Maintenance (/services/maintenance)', () => {
  beforeAll(() => load('/services/maintenance'));

  it('claims 3-5x roof life, 90% fewer emergency repairs and $2,000+ average annual savings', async () => {
    const text = await textOf(main());
    expect(text).toMatch(/3-5x roof life/i);
    expect(text).toMatch(/90% fewer emergency repairs/i);
    expect(text).toMatch(/\$2,000\+ average annual savings/i);
  });

  it('presents three program tiers with 2, 4 and 12 inspections a year, each with a description and a feature list', async () => {
    const tiers = [
      ['Essential Maintenance', 2],
      ['Comprehensive Care', 4],
      ['Premium Protection', 12],
    ] as const;
    const tierCards = main()
      .locator('li')
      .filter({ has: page().locator('h3') })
      .filter({ hasText: /inspections? (a|per) year/i });
    expect(await tierCards.count(), 'three tiers').toBe(3);
    for (const [name, inspections] of tiers) {
      const card = main()
        .locator('li')
        .filter({ has: page().getByRole('heading', { name, exact: true }) });
      expect(await card.count(), `a tier "${name}"`).toBe(1);
      const parts = await card.evaluate((element) => ({
        text: (element as HTMLElement).innerText.replace(/\s+/g, ' '),
        paragraphs: [...element.querySelectorAll('p')].map((p) => p.textContent ?? ''),
        features: element.querySelectorAll('ul li, ol li').length,
      }));
      expect(parts.text).toMatch(new RegExp(`(^|[^0-9])${inspections} inspections? (a|per) year`, 'i'));
      expect(
        parts.paragraphs.some((p) => p.length > 40),
        `${name} has a description`,
      ).toBe(true);
      expect(parts.features, `${name} has a feature list`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('§2 EPDM (/roof-types/epdm)', () => {
  beforeAll(() => load('/roof-types/epdm'));

  it('has the shared roof type hero and form card (500px, epdm-form-embed)', () => expectRoofTypeHero('EPDM', 'epdm-form-embed'));

  it('EPDM Roofing Contractor Services: certified contractors, three installation methods, Request EPDM Assessment to /contact and a call link', async () => {
    const section = sectionWith(/^EPDM Roofing Contractor Services$/);
    expect(await section.count()).toBe(1);
    const text = await textOf(section);
    for (const claim of [/certified EPDM contractors/i, /fully adhered/i, /mechanically attached/i, /ballasted/i]) expect(text).toMatch(claim);
    await expectLinkTo(section, 'Request EPDM Assessment', '/contact');
    await expectPhoneLink(section);
  });

  it("'EPDM Key Benefits': Proven Longevity (30+ years), Weather Resistant (UV, ozone), Eco-Friendly (100% recyclable)", async () => {
    await expectExactText(main(), 'EPDM Key Benefits');
    const section = sectionWith(/^EPDM Key Benefits$/);
    await expectTitles(section, ['Proven Longevity', 'Weather Resistant', 'Eco-Friendly']);
    const text = await textOf(section);
    for (const claim of [/30\+ year service life with proper maintenance/i, /UV/, /ozone/i, /100% recyclable rubber membrane/i]) expect(text).toMatch(claim);
  });

  it("the six 'Signs Your EPDM Roof Needs Attention'", async () => {
    await expectExactText(main(), 'Signs Your EPDM Roof Needs Attention');
    await expectWarningSigns(/^Signs Your EPDM Roof Needs Attention$/, [
      /seam separation|edge lifting/i,
      /shrinkage/i,
      /puncture|cut/i,
      /flashing pulling away/i,
      /blister|bubble/i,
      /crack[^.]*temperature/i,
    ]);
  });

  it("the approach, 'Installation Methods We Offer', and the closing 'Get Your EPDM Roof Assessment' to /contact, in order", async () => {
    await expectTitles(main(), ['Experienced Installation', 'Quality Materials', 'Flexible Solutions']);
    await expectExactText(main(), 'Installation Methods We Offer');
    await expectTitles(sectionWith(/^Installation Methods We Offer$/), ['Fully Adhered', 'Mechanically Attached', 'Ballasted']);
    await expectLinkTo(main(), 'Get Your EPDM Roof Assessment', '/contact');
    await expectInOrder([
      ['hero', (s) => s.hasH1],
      ['services', is.headed(/EPDM Roofing Contractor Services/)],
      ['key benefits', is.headed(/EPDM Key Benefits/)],
      ['warning signs', is.headed(/Signs Your EPDM Roof/)],
      ['approach', (s) => /Experienced Installation/.test(s.text) && /Flexible Solutions/.test(s.text)],
      ['installation methods', is.headed(/Installation Methods We Offer/)],
      ['closing assessment button', (s) => /Get Your EPDM Roof Assessment/.test(s.text)],
    ]);
  });
});

describe('§2 Modified bitumen (/roof-types/modified-bitumen)', () => {
  beforeAll(() => load('/roof-types/modified-bitumen'));

  it('has the shared roof type hero and form card (500px, modified-bitumen-form-embed)', () =>
    expectRoofTypeHero('Modified Bitumen', 'modified-bitumen-form-embed'));

  it('services: SBS and APP, SBS cold-applied, APP torch-applied, multi-ply; Request Mod-Bit Assessment to /contact', async () => {
    const section = sections().filter({ has: page().getByRole('link', { name: 'Request Mod-Bit Assessment', exact: true }) });
    expect(await section.count()).toBe(1);
    const text = await textOf(section);
    for (const claim of [/SBS/, /APP/, /SBS[^.]*cold-applied|cold-applied[^.]*SBS/i, /APP[^.]*torch-applied|torch-applied[^.]*APP/i, /multi-ply/i])
      expect(text).toMatch(claim);
    await expectLinkTo(section, 'Request Mod-Bit Assessment', '/contact');
  });

  it('key benefits, the SBS Modified and APP Modified system types with four bullets each, and the approach', async () => {
    await expectTitles(main(), ['Multi-Ply Protection', 'Puncture Resistant', 'Self-Healing']);
    for (const system of ['SBS Modified', 'APP Modified']) {
      const card = main()
        .locator('li')
        .filter({ has: page().getByRole('heading', { name: system, exact: true }) });
      expect(await card.count(), `a system type "${system}"`).toBe(1);
      expect(await card.locator('li').count(), `${system} has four bullet points`).toBe(4);
    }
    await expectTitles(main(), ['Safe Installation', 'Quality Systems', 'Proven Performance']);
  });

  it('six warning signs', () =>
    expectWarningSigns(/signs/i, [
      /blister/i,
      /seam[^.]*lift|lift[^.]*seam/i,
      /granule loss/i,
      /crack[^.]*thermal|thermal[^.]*crack/i,
      /puncture/i,
      /flashing failure/i,
    ]));

  it("the 'Installation Safety & Quality' note: fire watch, hot work permits, cold-applied SBS where open flame is not allowed", async () => {
    await expectExactText(main(), 'Installation Safety & Quality');
    const text = await textOf(sectionWith(/^Installation Safety & Quality$/));
    for (const claim of [/fire watch/i, /hot work permits?/i, /cold-applied SBS/i, /open flame is not allowed/i]) expect(text).toMatch(claim);
  });

  it("the closing 'Get Your Modified Bitumen Assessment' goes to /contact", () => expectLinkTo(main(), 'Get Your Modified Bitumen Assessment', '/contact'));
});

describe('§2 Built-up roofing (/roof-types/bur)', () => {
  beforeAll(() => load('/roof-types/bur'));

  it('has the shared roof type hero and form card (500px, bur-form-embed)', () => expectRoofTypeHero('(BUR|Built-Up Roofing|Built-Up Roof)', 'bur-form-embed'));

  it('services: hot asphalt and cold-applied methods; Request BUR Assessment to /contact', async () => {
    const section = sections().filter({ has: page().getByRole('link', { name: 'Request BUR Assessment', exact: true }) });
    expect(await section.count()).toBe(1);
    const text = await textOf(section);
    expect(text).toMatch(/hot asphalt/i);
    expect(text).toMatch(/cold-applied/i);
    await expectLinkTo(section, 'Request BUR Assessment', '/contact');
  });

  it('system options, six warning signs and the approach', async () => {
    await expectTitles(main(), ['Gravel Surfaced', 'Cap Sheet Finish', 'Coated Systems']);
    await expectWarningSigns(/signs/i, [/blister/i, /gravel displacement/i, /thermal cracking/i, /ponding water/i, /flashing pulling away/i, /alligatoring/i]);
    await expectTitles(main(), ['Experienced Craftsmanship', 'Quality Materials', 'Safety First']);
  });

  it("'Modern BUR Applications': cold-applied BUR and coating restoration; closing 'Get Your BUR System Assessment' to /contact", async () => {
    await expectExactText(main(), 'Modern BUR Applications');
    const text = await textOf(sectionWith(/^Modern BUR Applications$/));
    expect(text).toMatch(/cold-applied BUR/i);
    expect(text).toMatch(/coating restoration/i);
    await expectLinkTo(main(), 'Get Your BUR System Assessment', '/contact');
  });
});

describe('§2 Metal (/roof-types/metal)', () => {
  beforeAll(() => load('/roof-types/metal'));

  it('has the shared roof type hero and form card (500px, metal-form-embed)', () => expectRoofTypeHero('Metal', 'metal-form-embed'));

  it('services: standing seam and architectural panels in steel, aluminum and specialty metals; Request Metal Roof Assessment to /contact', async () => {
    const section = sections().filter({ has: page().getByRole('link', { name: 'Request Metal Roof Assessment', exact: true }) });
    expect(await section.count()).toBe(1);
    const text = await textOf(section);
    for (const claim of [/standing seam/i, /architectural (metal )?panels/i, /steel/i, /aluminum/i, /specialty metals/i]) expect(text).toMatch(claim);
    await expectLinkTo(section, 'Request Metal Roof Assessment', '/contact');
  });

  it('systems, six warning signs, the approach and the materials', async () => {
    await expectTitles(main(), ['Standing Seam', 'Architectural Metal Panels']);
    await expectWarningSigns(/signs/i, [
      /rust|corrosion/i,
      /loose or missing fasteners/i,
      /seam separation/i,
      /deteriorated sealant/i,
      /oil-canning|warping/i,
      /penetration flashing/i,
    ]);
    await expectTitles(main(), ['Precision Installation', 'Premium Materials', 'Long-Term Value']);
    await expectTitles(main(), ['Steel', 'Aluminum', 'Specialty Metals']);
  });

  it("the closing 'Get Your Metal Roofing Assessment' goes to /contact", () => expectLinkTo(main(), 'Get Your Metal Roofing Assessment', '/contact'));
});

describe('§2 TPO (/roof-types/tpo)', () => {
  beforeAll(() => load('/roof-types/tpo'));

  it('has the shared roof type hero and form card (500px, tpo-form-embed)', () => expectRoofTypeHero('TPO', 'tpo-form-embed'));

  it('has hero, about, services, warning signs, why us, service cards, testimonials, pledge, service area and final call to action in order', async () => {
    await expectInOrder([
      ['hero with form', is.heroWithForm(500)],
      ['about block', (s) => /about|what is/i.test(s.text) && /TPO/.test(s.heading)],
      ['services', (s) => /services/i.test(s.heading) && s.hrefs.includes('/contact')],
      ['warning signs', (s) => /signs/i.test(s.heading) && s.items.length === 6],
      ['why us', (s) => /why/i.test(s.text) && /TPO/.test(s.text)],
      ['service cards', is.serviceCards],
      ['testimonials', is.testimonials],
      ['pledge', is.pledge],
      ['service area', is.serviceArea],
      ['final call to action', (s) => !s.hasH1 && /Get Your TPO[^.]*Assessment/i.test(s.text)],
    ]);
  });

  it("six warning signs, 'Request … Assessment' and 'Get Your … Assessment' to /contact", async () => {
    const signs = sectionWith(/signs/i);
    expect(await itemsOf(signs).count()).toBe(6);
    const request = main().getByRole('link', { name: /^Request TPO[\w\s-]* Assessment$/ });
    expect(await request.count()).toBeGreaterThan(0);
    expect(await request.first().getAttribute('href')).toBe('/contact');
    const closing = main().getByRole('link', { name: /^Get Your TPO[\w\s-]* Assessment$/ });
    expect(await closing.count()).toBeGreaterThan(0);
    expect(await closing.first().getAttribute('href')).toBe('/contact');
    await expectTestimonials(testimonialsSection());
    await expectServiceArea(serviceAreaSection());
  });
});

describe('§2 Privacy notice (/privacy-policy)', () => {
  beforeAll(() => load('/privacy-policy'));

  it('makes every statement the spec lists', async () => {
    const text = await textOf(main());
    const statements: [string, RegExp][] = [
      ['covers information collected by this site', /information collected by this (web)?site/i],
      ['used to respond to the contact', /to respond to your (contact|request|inquiry)/i],
      ['not sold or rented', /(not|never) sell or rent|not sold or rented/i],
      ['shared only as needed to fulfil a request', /only as needed to fulfil+ your request/i],
      ['may opt out of future contact', /opt out of future contact/i],
      ['may see, correct or delete their data', /see, correct or delete/i],
      ['may raise concerns', /concern/i],
      ['by e-mail or phone', /e-?mail or (by )?phone/i],
      ['only staff who need the data have access', /only staff who need/i],
    ];
    for (const [what, pattern] of statements) expect(text, what).toMatch(pattern);
  });

  it('has an advertising-platform lead-sharing section: shared only with the company clients, not sold', async () => {
    const part = main()
      .locator('li, section')
      .filter({
        has: page()
          .locator('h2, h3')
          .filter({ hasText: /advertising/i }),
      })
      .last();
    expect(await part.count()).toBe(1);
    const text = await textOf(part);
    expect(text).toMatch(/shared only with[^.]*clients/i);
    expect(text).toMatch(/not sold/i);
  });
});

/** Where the Free Estimate highlight is (spec section 4: orange glow, scale 1.02, form centred on screen), if anywhere. */
function highlightState() {
  return page()
    .locator('main iframe')
    .first()
    .evaluate((frame) => {
      for (let element = frame.parentElement; element && element.tagName !== 'MAIN'; element = element.parentElement) {
        const css = getComputedStyle(element);
        if (!/^matrix\(1\.02, 0, 0, 1\.02,/.test(css.transform)) continue;
        // The glow is the element's own shadow, or a shadow layer (::after) shown over it.
        const glow = getComputedStyle(element, '::after');
        const shadows = [css.boxShadow, Number(glow.opacity) > 0.5 ? glow.boxShadow : ''].join(' ');
        const orange = [...shadows.matchAll(/rgba?\((\d+), (\d+), (\d+)/g)].some(
          ([, r, g, b]) => Number(r) >= 200 && Number(g) >= 60 && Number(g) <= 180 && Number(b) <= 80,
        );
        const box = element.getBoundingClientRect();
        return { scaled: true, orange, offCentre: Math.abs(box.top + box.height / 2 - window.innerHeight / 2) };
      }
      return { scaled: false, orange: false, offCentre: Infinity };
    });
}

describe('§4 The Free Estimate action', () => {
  it('on a page with a form card, brings the form to the centre and highlights it with an orange glow at scale 1.02 for 2 seconds', async () => {
    await load('/roof-types/tpo');
    expect((await highlightState()).scaled).toBe(false);
    await page().evaluate(() => {
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
    });
    await expect.poll(() => page().evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    // Times the highlight inside the page, from the moment it is put on the form card to the moment
    // it is taken off (a MutationObserver runs right after each change), so neither a slow test
    // runner nor a late animation frame on a busy machine can skew it. That it looks right
    // (scale 1.02, orange glow) is checked while it is on, below.
    await page().evaluate(() => {
      const record: { on?: number; off?: number } = {};
      Object.assign(window, { __highlight: record });
      new MutationObserver((changes) => {
        for (const change of changes) {
          const on = (change.target as Element).hasAttribute('data-highlighted');
          if (on && record.on === undefined) record.on = performance.now();
          if (!on && record.on !== undefined && record.off === undefined) record.off = performance.now();
        }
      }).observe(document.querySelector('main') as Node, { attributes: true, attributeFilter: ['data-highlighted'], subtree: true });
    });
    await page().getByRole('navigation', { name: 'Main' }).getByText('Free Estimate', { exact: true }).click();
    await expect.poll(async () => (await highlightState()).scaled, { timeout: 1000 }).toBe(true);
    expect((await highlightState()).orange, 'an orange glow').toBe(true);
    // Centred within 15% of the screen height (the form keeps clear of the fixed bar).
    await expect
      .poll(async () => (await highlightState()).offCentre, { timeout: 1500, message: 'the form is brought to the centre of the screen' })
      .toBeLessThan(120);
    const timing = () => page().evaluate(() => (window as unknown as { __highlight: { on?: number; off?: number } }).__highlight);
    await expect.poll(async () => (await timing()).off, { timeout: 5000, message: 'the highlight goes away' }).toBeDefined();
    const { on, off } = await timing();
    // 2 seconds; a timer can only fire late, never early, so the upper bound allows for a busy machine.
    expect(off! - on!, 'the highlight lasts 2 seconds').toBeGreaterThanOrEqual(1990);
    expect(off! - on!, 'the highlight lasts 2 seconds').toBeLessThan(2800);
  });

  it('"on any page other than home it navigates to the home page": from About, which has no form card, Free Estimate goes home and highlights the form there', async () => {
    await load('/about');
    await main().getByText('Get Free Estimate', { exact: true }).first().click();
    await page().waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    await expect.poll(async () => (await highlightState()).scaled, { timeout: 2000 }).toBe(true);
  });

  it('on a page without a form, goes to the home page and highlights the form there', async () => {
    await load('/privacy-policy');
    expect(await page().locator('main iframe').count(), 'the privacy notice has no form').toBe(0);
    await page().getByRole('navigation', { name: 'Main' }).getByText('Free Estimate', { exact: true }).click();
    await page().waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    await expect.poll(async () => (await highlightState()).scaled, { timeout: 2000 }).toBe(true);
  });
});

describe('§9 Form iframe heights', () => {
  it('"1000px in the hero, 600px on the final call to action and the contact page, 500px on the TPO page and on the EPDM, modified bitumen, BUR and metal pages; 500 to 600px elsewhere"', () => {
    expect(frameHeights.get('/'), 'Home: the hero form and the final call to action').toEqual([1000, 600]);
    expect(frameHeights.get('/contact'), 'Contact').toEqual([600]);
    for (const path of roofTypePaths) expect(frameHeights.get(path)?.[0], `${path}: the hero form`).toBe(500);
  });

  it('are 500 to 600px on every page visited, apart from the 1000px home hero form', () => {
    expect(frameHeights.size).toBeGreaterThan(0);
    for (const [path, heights] of frameHeights) {
      const others = path === '/' ? heights.filter((h) => h !== 1000) : heights;
      for (const height of others) expect(height, `a form on ${path}`).toBeGreaterThanOrEqual(500);
      for (const height of others) expect(height, `a form on ${path}`).toBeLessThanOrEqual(600);
    }
  });
});
