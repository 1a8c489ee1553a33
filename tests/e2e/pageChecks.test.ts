/**
 * The page checks (engine/checks/) in Chromium on the built site, rule by rule, for the rules
 * that need the page laid out (axe's, a photo's description, the photos' weight): each rule is
 * shown a page that breaks it (the built page, changed in the browser and in its data alike, as
 * an edit would have made it) and finds the problem at its field; the same page as built does
 * not have it. Which page, section, link or photo is taken is read from pages/ and
 * site.config.json, so the tests follow the content. The rules that read only the HTML (links,
 * search results, structured data) are tested on the built HTML in tests/unit/pageChecks.test.ts;
 * `npm run check:pages` over all of dist/ is in pageChecksSame.test.ts, which compares what it
 * finds with the editor's checks.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { Answers, CheckedPage, Found, PageProblem } from '../../engine/checks/pageChecks';
import { finishChecks as finishPageChecks } from '../../engine/checks/finishing';
import { photoKey } from '../../engine/checks/pageChecks';
import { photoBudgetKb } from '../../engine/checks/budgets';
import { isPlainObject, valueAt } from '../../schema/schemaReader';
import { type BuiltSiteRun, bundledRules, checkBuiltPage } from '../../tools/checkPages';
import { type CheckedContent, ownSection, pageAt as pageIn, projectContent, withChange } from '../support/checkedContent';
import { baseUrl } from '../support/harness';
import { htmlRuleCodes, pageCheckCodes } from '../support/problemFixtures';
import { namesInSettings, withTechnicalWords } from '../support/technicalWords';
import { homePath, projectRoot } from '../support/siteData';

let browser: Browser;
let run: BuiltSiteRun;
let content: CheckedContent;
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
  const [rules, read] = await Promise.all([bundledRules(), projectContent()]);
  content = read;
  run = { rules, base: baseUrl(), site: read.site };
}, 120_000);
afterAll(() => browser?.close());

/** The problems the rules find on a built page, changed first by `prepare`, with `checked` as its data (at a computer's width: one run each). */
async function problemsOf(checked: CheckedPage, { prepare }: { prepare?: (page: Page) => Promise<unknown> } = {}) {
  return finishChecks(await checkBuiltPage(browser, run, checked, { prepare, widths: [1280] }), noAnswers);
}

/** What the rules find on a page as built (at a computer's width): the same for every test that compares with it, so found once. */
const asBuilt = new Map<CheckedPage, Promise<Found[]>>();
function foundAsBuilt(checked: CheckedPage) {
  if (!asBuilt.has(checked)) asBuilt.set(checked, checkBuiltPage(browser, run, checked, { widths: [1280] }));
  return asBuilt.get(checked)!;
}
const problemsAsBuilt = async (checked: CheckedPage) => finishChecks(await foundAsBuilt(checked), noAnswers);

const codes = (problems: PageProblem[]) => problems.map((problem) => problem.code);
const pageAt = (path: string) => pageIn(content, path);

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
  it('every code of the page checks was met above (those of the rules that read only the HTML, on the built HTML in the unit suite), and each problem names its place and says what is wrong in plain words', () => {
    expect(pageCheckCodes.filter((code) => !htmlRuleCodes.includes(code) && !said.some((problem) => problem.code === code))).toEqual([]);
    // The names the settings give (a shared section "final-cta") are the person's own words, quoted back to them.
    const theirs = namesInSettings(projectRoot);
    expect(
      withTechnicalWords(
        said.flatMap((problem) => [problem.message, problem.section, problem.field]),
        theirs,
      ),
    ).toEqual([]);
  });
});
