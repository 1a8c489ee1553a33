/**
 * The page checks (engine/checks/) in Chromium on the built site, rule by rule: each rule is
 * shown a page that breaks it (the built page, changed in the browser and in its data alike, as
 * an edit would have made it) and finds the problem at its field; the same page as built does
 * not have it. Which page, section, link or photo is taken is read from pages/ and
 * site.config.json, so the tests follow the content. `npm run check:pages` over all of dist/ is
 * in pageChecksSame.test.ts, which compares what it finds with the editor's checks.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { Answers, CheckedPage, Found, PageProblem } from '../../engine/checks/pageChecks';
import { finishChecks as finishPageChecks } from '../../engine/checks/finishing';
import { photoKey } from '../../engine/checks/pageChecks';
import { photoBudgetKb } from '../../engine/checks/budgets';
import { searchResult, textWidth } from '../../engine/checks/searchFont';
import { walk } from '../../engine/content/problemList';
import type { JsonPath } from '../../schema/problems';
import { isPlainObject, valueAt } from '../../schema/schemaReader';
import { siteConfigFile } from '../../schema/paths';
import { type BuiltSiteRun, bundledRules, checkBuiltPage, checkedContent } from '../../tools/checkPages';
import { baseUrl } from '../support/harness';
import { pageCheckCodes } from '../support/problemFixtures';
import { namesInSettings, withTechnicalWords } from '../support/technicalWords';
import { homePath, projectRoot, site } from '../support/siteData';

let browser: Browser;
let run: BuiltSiteRun;
let content: Awaited<ReturnType<typeof checkedContent>>;
const noAnswers: Answers = { links: {}, photos: {} };
/** Every problem the rules said in this file, for the scan of their words at the end. */
const said: PageProblem[] = [];
const finishChecks: typeof finishPageChecks = (found, answers) => {
  const problems = finishPageChecks(found, answers);
  said.push(...problems);
  return problems;
};

beforeAll(async () => {
  browser = await chromium.connect(inject('browserEndpoint'));
  const [rules, read] = await Promise.all([bundledRules(), checkedContent(projectRoot)]);
  content = read;
  run = { rules, base: baseUrl(), site: read.site };
}, 120_000);
afterAll(() => browser?.close());

/** The problems the rules find on a built page, changed first by `prepare`, with `checked` as its data (at a computer's width: one run each). */
async function problemsOf(checked: CheckedPage, { prepare, answers = noAnswers }: { prepare?: (page: Page) => Promise<unknown>; answers?: Answers } = {}) {
  return finishChecks(await checkBuiltPage(browser, run, checked, { prepare, widths: [1280] }), answers);
}

/** What the rules find on a page as built (at a computer's width): the same for every test that compares with it, so found once. */
const asBuilt = new Map<CheckedPage, Promise<Found[]>>();
function foundAsBuilt(checked: CheckedPage) {
  if (!asBuilt.has(checked)) asBuilt.set(checked, checkBuiltPage(browser, run, checked, { widths: [1280] }));
  return asBuilt.get(checked)!;
}
const problemsAsBuilt = async (checked: CheckedPage) => finishChecks(await foundAsBuilt(checked), noAnswers);

const codes = (problems: PageProblem[]) => problems.map((problem) => problem.code);
const pageAt = (path: string) => content.pages.find((page) => page.page.path === path)!;

/** A rendered section of a page's own (not a shared one), whose section data has what `test` looks for: its place, and the path to it. */
function ownSection(page: CheckedPage, test: (key: string | number, value: unknown, at: JsonPath) => boolean, from = 0) {
  for (let rendered = from; rendered < page.sectionIndexes.length; rendered++) {
    const index = page.sectionIndexes[rendered]!;
    const entry = valueAt(page.value, ['sections', index]);
    if (!isPlainObject(entry) || entry.type === 'shared') continue;
    let found: JsonPath | undefined;
    walk(entry, [], (key, value, at) => {
      if (!found && test(key, value, at)) found = at;
    });
    if (found) return { rendered, index, at: found, value: valueAt(entry, found) };
  }
  throw new Error(`${page.file} has no section of its own with what this test needs`);
}

/** A copy of the page's data with the value at `at` (inside section `index`) changed, in its file's value and its rendering alike. */
function withChange(
  page: CheckedPage,
  place: { rendered: number; index: number },
  at: JsonPath,
  change: (holder: Record<string, unknown>, key: string | number) => void,
): CheckedPage {
  const copy = structuredClone(page);
  const key = at[at.length - 1]!;
  for (const holder of [valueAt(copy.value, ['sections', place.index, ...at.slice(0, -1)]), valueAt(copy.page.sections[place.rendered], at.slice(0, -1))]) {
    change(holder as Record<string, unknown>, key);
  }
  return copy;
}

describe('accessibility', () => {
  it('a photo with an empty description that is not marked decorative, at its description', async () => {
    const home = pageAt(homePath);
    const photo = ownSection(home, (_key, value) => isPlainObject(value) && typeof value.src === 'string' && value.src.startsWith('/images/'));
    const broken = withChange(home, photo, [...photo.at, 'alt'], (image) => {
      image.alt = '';
      delete image.decorative;
    });
    // Its built <img>, found by the version the build made of it, as it renders with an empty description.
    const shown = (valueAt(home.page.sections[photo.rendered], photo.at) as { picture: { fallback: string } }).picture.fallback;
    const prepare = (page: Page) => page.evaluate((src) => document.querySelector(`main img[src="${src}"]`)!.setAttribute('alt', ''), shown);
    expect(await problemsOf(broken, { prepare })).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'missing-alt', file: home.file, path: ['sections', photo.index, ...photo.at, 'alt'] }),
    );
    // Marked decorative, the same empty description is what it should be.
    const decorative = withChange(home, photo, [...photo.at, 'alt'], (image) => {
      image.alt = '';
      image.decorative = true;
    });
    expect(codes(await problemsOf(decorative, { prepare }))).not.toContain('missing-alt');
  });

  it('a photo described with the words beside it, at its description', async () => {
    const home = pageAt(homePath);
    const photo = ownSection(home, (_key, value) => isPlainObject(value) && typeof value.src === 'string' && value.src.startsWith('/images/'));
    const words = 'A flat commercial roof';
    const described = withChange(home, photo, [...photo.at, 'alt'], (image) => {
      image.alt = words;
      delete image.decorative;
    });
    const shown = (valueAt(home.page.sections[photo.rendered], photo.at) as { picture: { fallback: string } }).picture.fallback;
    // The photo, so described, and a caption with the same words, in one paragraph.
    const prepare = (page: Page) =>
      page.evaluate(
        ([src, text]) => {
          const img = document.querySelector(`main img[src="${src}"]`)!;
          img.setAttribute('alt', text);
          const paragraph = document.createElement('p');
          img.replaceWith(paragraph);
          paragraph.append(img, document.createTextNode(text));
        },
        [shown, words] as const,
      );
    expect(await problemsOf(described, { prepare })).toContainEqual(
      expect.objectContaining({
        code: 'accessibility',
        file: home.file,
        path: ['sections', photo.index, ...photo.at, 'alt'],
        message: expect.stringMatching(/same words as the text beside it/),
      }),
    );
    expect((await problemsAsBuilt(home)).filter((problem) => /same words as the text beside it/.test(problem.message))).toEqual([]);
  });

  it('a skipped heading level, at the heading', async () => {
    const home = pageAt(homePath);
    const section = ownSection(home, (key, value) => key === 'heading' && typeof value === 'string', 1);
    const prepare = (page: Page) =>
      page.evaluate((rendered) => {
        const heading = document.querySelector(`main > :nth-child(${rendered + 1}) h2`)!;
        const lower = document.createElement('h6');
        lower.append(...heading.childNodes);
        heading.replaceWith(lower);
      }, section.rendered);
    expect(await problemsOf(home, { prepare })).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'heading-skipped', file: home.file, path: ['sections', section.index, ...section.at] }),
    );
    expect(codes(await problemsAsBuilt(home))).not.toContain('heading-skipped');
  });

  it('a link without words, at where it goes', async () => {
    const home = pageAt(homePath);
    const link = ownSection(home, (key, value) => key === 'href' && typeof value === 'string' && value.startsWith('/'));
    const prepare = (page: Page) =>
      page.evaluate(
        ({ rendered, href }) => {
          for (const a of document.querySelectorAll(`main > :nth-child(${rendered + 1}) a[href="${href}"]`)) a.replaceChildren();
        },
        { rendered: link.rendered, href: link.value as string },
      );
    expect(await problemsOf(home, { prepare })).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'missing-name', file: home.file, path: ['sections', link.index, ...link.at] }),
    );
  });

  it('a button whose chosen style is hard to read, at the style', async () => {
    const home = pageAt(homePath);
    const button = ownSection(home, (_key, value) => isPlainObject(value) && typeof value.href === 'string' && typeof value.variant === 'string');
    const href = (button.value as { href: string }).href;
    const prepare = (page: Page) =>
      page.evaluate(
        ({ rendered, href }) => {
          const a = document.querySelector<HTMLElement>(`main > :nth-child(${rendered + 1}) a[href="${href}"]`)!;
          a.style.background = '#ffffff';
          a.style.color = '#e2e8f0';
        },
        { rendered: button.rendered, href },
      );
    expect(await problemsOf(home, { prepare })).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'low-contrast', file: home.file, path: ['sections', button.index, ...button.at, 'variant'] }),
    );
    expect(codes(await problemsAsBuilt(home))).not.toContain('low-contrast');
  });

  it('another barrier axe finds, at its section', async () => {
    const home = pageAt(homePath);
    // A list with something other than list items in it (axe's "list" rule, WCAG 1.3.1).
    const prepare = (page: Page) =>
      page.evaluate(() => {
        const list = document.createElement('ul');
        list.append(document.createElement('div'));
        list.firstElementChild!.textContent = 'Roofs';
        document.querySelector('main > :first-child')!.append(list);
      });
    expect(codes(await problemsOf(home, { prepare }))).toContain('accessibility');
  });

  it('a form field without a label, at its section', async () => {
    const home = pageAt(homePath);
    const prepare = (page: Page) => page.evaluate(() => document.querySelector('main > :first-child')!.append(document.createElement('input')));
    const index = home.sectionIndexes[0]!;
    expect(await problemsOf(home, { prepare })).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'missing-label', file: home.file, path: ['sections', index] }),
    );
  });
});

describe('links', () => {
  /** The home page with one of its own links pointing at `href`, in its data and as built. */
  function linkedTo(href: string) {
    const home = pageAt(homePath);
    const link = ownSection(home, (key, value) => key === 'href' && typeof value === 'string' && value.startsWith('/'));
    const checked = withChange(home, link, link.at, (holder, key) => {
      holder[key] = href;
    });
    const prepare = (page: Page) =>
      page.evaluate(
        ({ rendered, from, to }) => {
          for (const a of document.querySelectorAll(`main > :nth-child(${rendered + 1}) a[href="${from}"]`)) a.setAttribute('href', to);
        },
        { rendered: link.rendered, from: link.value as string, to: href },
      );
    return { checked, prepare, expected: { file: home.file, path: ['sections', link.index, ...link.at] } };
  }

  const otherPage = () => content.site.pages.find((page) => page.path !== homePath && page.anchors.length > 0)!;

  const broken: [string, () => string, PageProblem['code']][] = [
    ['a page that does not exist', () => '/no-such-page-for-the-checks', 'missing-page'],
    ['an anchor this page does not have', () => '#no-such-anchor', 'missing-anchor'],
    ['an anchor another page does not have', () => `${otherPage().path}#no-such-anchor`, 'missing-anchor'],
    ['a phone number a phone cannot dial', () => 'tel:call-us-today', 'malformed-link'],
    ['an e-mail address a mail program cannot send to', () => 'mailto:office-at-example', 'malformed-link'],
  ];
  it.each(broken)('a link to %s is an error at the link', async (_what, href, code) => {
    const { checked, prepare, expected } = linkedTo(href());
    expect(await problemsOf(checked, { prepare })).toContainEqual(expect.objectContaining({ severity: 'error', code, ...expected }));
  });

  it('links to pages, anchors on them, phone numbers and e-mail addresses written well are not', async () => {
    const other = otherPage();
    for (const href of [other.path, `${other.path}#${other.anchors[0]}`, `tel:${site.company.phoneDial}`, `mailto:${site.company.email}`]) {
      const { checked, prepare } = linkedTo(href);
      const problems = await problemsOf(checked, { prepare });
      expect(
        problems.filter((problem) => ['missing-page', 'missing-anchor', 'malformed-link'].includes(problem.code)),
        href,
      ).toEqual([]);
    }
  });

  it('a link to another site: an error when its page is gone, a warning when it cannot be asked, nothing when it answers', async () => {
    const href = 'https://partner.example.com/old-page';
    const { checked, prepare, expected } = linkedTo(href);
    const found = await checkBuiltPage(browser, run, checked, { prepare, widths: [1280] });
    expect(found[0]!.links.map((link) => link.href)).toContain(href);
    const answered = (status: Answers['links'][string]) =>
      finishChecks(found, { links: { [href]: status }, photos: {} }).filter((p) => p.code.startsWith('link-'));
    expect(answered({ outcome: 'gone', status: 404 })).toEqual([expect.objectContaining({ severity: 'error', code: 'link-broken', ...expected })]);
    expect(answered({ outcome: 'unreachable' })).toEqual([expect.objectContaining({ severity: 'warning', code: 'link-unchecked', ...expected })]);
    expect(answered({ outcome: 'failed', status: 503 })).toEqual([expect.objectContaining({ severity: 'warning', code: 'link-unchecked' })]);
    expect(answered({ outcome: 'ok', status: 200 })).toEqual([]);
  });
});

describe('search and sharing', () => {
  it('a page without a main heading, or with two, is an error', async () => {
    const home = pageAt(homePath);
    const demote = (page: Page) =>
      page.evaluate(() => {
        const h1 = document.querySelector('h1')!;
        const h2 = document.createElement('h2');
        h2.append(...h1.childNodes);
        h1.replaceWith(h2);
      });
    expect(await problemsOf(home, { prepare: demote })).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'main-heading', file: home.file, path: ['sections', home.sectionIndexes[0]] }),
    );
    const section = ownSection(home, (key, value) => key === 'heading' && typeof value === 'string', 1);
    const promote = (page: Page) =>
      page.evaluate((rendered) => {
        const h2 = document.querySelector(`main > :nth-child(${rendered + 1}) h2`)!;
        const h1 = document.createElement('h1');
        h1.append(...h2.childNodes);
        h2.replaceWith(h1);
      }, section.rendered);
    expect(await problemsOf(home, { prepare: promote })).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'main-heading', file: home.file, path: ['sections', section.index, ...section.at] }),
    );
    expect(codes(await problemsAsBuilt(home))).not.toContain('main-heading');
  });

  it('a title or description wider than a search result shows is a warning, measured in pixels, not characters', async () => {
    const home = pageAt(homePath);
    const headTo = (title: string, description: string) => (page: Page) =>
      page.evaluate(
        ([title, description]) => {
          document.title = title;
          document.querySelector('meta[name="description"]')!.setAttribute('content', description);
        },
        [title, description] as const,
      );
    // As many characters each, but "W" is about four times as wide as "i".
    const [wide, narrow] = ['W', 'i'].map((letter) => `${letter.repeat(39)} x`);
    expect(textWidth(wide!, searchResult.title.fontPx)).toBeGreaterThan(searchResult.title.widthPx);
    expect(textWidth(narrow!, searchResult.title.fontPx)).toBeLessThan(searchResult.title.widthPx);
    const [wideText, narrowText] = ['W', 'i'].map((letter) => `${`${letter.repeat(9)} `.repeat(11)}end`);
    const tooWide = await problemsOf(home, { prepare: headTo(wide!, wideText!) });
    expect(tooWide).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'title-too-wide', file: home.file, path: ['title'] }));
    expect(tooWide).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'description-too-wide', file: home.file, path: ['description'] }));
    const fits = await problemsOf(home, { prepare: headTo(narrow!, narrowText!) });
    expect(codes(fits).filter((code) => code.endsWith('-too-wide'))).toEqual([]);
  });

  it('a title or description another page has is an error', async () => {
    const home = pageAt(homePath);
    const other = content.site.pages.find((page) => page.path !== homePath)!;
    const prepare = (page: Page) =>
      page.evaluate(
        ([title, description]) => {
          document.title = title;
          document.querySelector('meta[name="description"]')!.setAttribute('content', description);
        },
        [other.title, other.description] as const,
      );
    const problems = await problemsOf(home, { prepare });
    expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', code: 'duplicate-title', file: home.file, path: ['title'] }));
    expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', code: 'duplicate-description', file: home.file, path: ['description'] }));
    expect(codes(await problemsAsBuilt(home)).filter((code) => code.startsWith('duplicate-'))).toEqual([]);
  });
});

describe('structured data', () => {
  /** Changes the page's JSON-LD of the given type. */
  const changeJsonLd = (type: string, change: string) => (page: Page) =>
    page.evaluate(
      ({ type, change }) => {
        for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
          const data = JSON.parse(script.textContent!);
          if (data['@type'] !== type) continue;
          new Function('data', change)(data);
          script.textContent = JSON.stringify(data);
        }
      },
      { type, change },
    );

  it.each([
    ['without its name', 'delete data.name', ['company', 'name']],
    ['with a phone number without its country code', 'data.telephone = "502-555-0142"', ['company', 'phoneDial']],
    ['of a kind search engines do not know', 'data["@type"] = "RoofingContracter"; data["@id"] = data["@id"]', ['company', 'businessType']],
    ['with an opening time that is not a time', 'data.openingHoursSpecification[0].opens = "7am"', ['company', 'openingHours']],
  ])('the business %s is an error at its setting', async (_what, change, path) => {
    const home = pageAt(homePath);
    const problems = await problemsOf(home, { prepare: changeJsonLd(site.company.businessType, change) });
    expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', code: 'structured-data', file: siteConfigFile, path }));
  });

  it('the steps to a page out of order are an error at the menus; as built, no page has a problem with its structured data', async () => {
    const service = pageAt(site.services[0]!.href);
    const problems = await problemsOf(service, { prepare: changeJsonLd('BreadcrumbList', 'data.itemListElement[1].position = 5') });
    expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', code: 'structured-data', file: siteConfigFile }));
    expect(codes(await problemsAsBuilt(service))).not.toContain('structured-data');
  });
});

describe('weight', () => {
  it('a photo over its share of the budget is an error at the photo; photos within it are not', async () => {
    const home = pageAt(homePath);
    const found = await foundAsBuilt(home);
    const photos = found[0]!.photos;
    const [first] = photos;
    expect(first, `${home.file} shows a photo`).toBeDefined();
    const over = finishChecks(found, { links: {}, photos: { [photoKey(first!)]: (photoBudgetKb[first!.slot] + 1) * 1024 } });
    expect(over).toContainEqual(expect.objectContaining({ severity: 'error', code: 'too-heavy', file: first!.place.file, path: first!.place.path }));
    expect(over.find((p) => p.code === 'too-heavy')!.message).toContain(first!.src.slice(first!.src.lastIndexOf('/') + 1));
    const light = Object.fromEntries(photos.map((photo) => [photoKey(photo), 10 * 1024]));
    expect(codes(finishChecks(found, { links: {}, photos: light }))).not.toContain('too-heavy');
  });
});

describe('the words of the page checks', () => {
  it('every code of the page checks was met above, and each problem names its place and says what is wrong in plain words', () => {
    expect(pageCheckCodes.filter((code) => !said.some((problem) => problem.code === code))).toEqual([]);
    // The wrong values the tests above typed are the person's own words, quoted back to them, as
    // are the names the settings give (a shared section "final-cta").
    const theirs = ['call-us-today', 'office-at-example', ...namesInSettings(projectRoot)];
    expect(
      withTechnicalWords(
        said.flatMap((problem) => [problem.message, problem.section, problem.field]),
        theirs,
      ),
    ).toEqual([]);
  });
});
