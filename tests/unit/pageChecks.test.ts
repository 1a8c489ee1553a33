/**
 * The parts of the page checks (engine/checks/) that need no browser: the weight budget's
 * arithmetic, what a page offers links to other pages, each problem once, and the rules that read
 * only the page's HTML (links, search results, structured data) on the built pages of dist/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { PageFields } from '../../engine/checks/fields';
import { jsonLdProblems } from '../../engine/checks/jsonLd';
import { linkProblems } from '../../engine/checks/links';
import { searchProblems } from '../../engine/checks/search';
import { searchResult, textWidth } from '../../engine/checks/searchFont';
import { htmlFileFor, siteConfigFile } from '../../schema/paths';
import { type CheckedContent, ownSection, pageAt, projectContent, withChange } from '../support/checkedContent';
import { htmlRuleCodes } from '../support/problemFixtures';
import { distDir, homePath, projectRoot } from '../support/siteData';
import { namesInSettings, withTechnicalWords } from '../support/technicalWords';
import { photoBudgetKb } from '../../engine/checks/budgets';
import { estimateFormId } from '../../platform/integrations/freeEstimate';
import { finishChecks, pageFacts, uniqueProblems } from '../../engine/checks/finishing';
import type { Answers, CheckedPage, Found, PageProblem } from '../../engine/checks/pageChecks';
import { type PhotoOnPage, photoKey, weightProblems } from '../../engine/checks/weight';
import type { ResolvedPage } from '../../schema/page';
import { pages, site } from '../../tests/support/siteData';
import type { SiteConfig } from '../../schema/site';

const place = (index: number): PhotoOnPage['place'] => ({ file: 'pages/home.json', section: '', field: '', path: ['sections', index, 'image', 'src'] });
const photo = (name: string, slot: PhotoOnPage['slot'], index: number): PhotoOnPage => ({ src: `/images/${name}.jpg`, slot, place: place(index) });
const kb = (n: number) => n * 1024;

describe('the photo budget', () => {
  const hero = photo('hero', 'hero', 0);
  const cards = [1, 2, 3, 4, 5].map((n) => photo(`card-${n}`, 'card', n));

  it('names each photo over its own share, at its file', () => {
    const problems = weightProblems([hero, ...cards], { [photoKey(hero)]: kb(photoBudgetKb.hero + 1), [photoKey(cards[0]!)]: kb(20) });
    expect(problems).toEqual([expect.objectContaining({ severity: 'error', code: 'too-heavy', path: hero.place.path })]);
    expect(problems[0]!.message).toMatch(/“hero\.jpg” weighs \d+ KB on a phone, more than the \d+ KB a hero photo may/);
  });

  it('holds all of a page’s photos to the page’s budget, naming the one furthest over its share', () => {
    // Each within its share; together over the page's budget.
    const weights = Object.fromEntries([hero, ...cards].map((p, i) => [photoKey(p), kb(i === 3 ? photoBudgetKb.card : photoBudgetKb[p.slot] - 10)]));
    const total = Object.values(weights).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    expect(total).toBeGreaterThan(photoBudgetKb.page);
    const problems = weightProblems([hero, ...cards], weights);
    expect(problems).toEqual([expect.objectContaining({ code: 'too-heavy', path: cards[2]!.place.path })]);
    expect(problems[0]!.message).toContain(`${Math.round(total)} KB`);
  });

  it('counts a photo shown twice once, and one it could not weigh not at all', () => {
    const twice = [hero, { ...hero, place: place(7) }];
    expect(weightProblems(twice, { [photoKey(hero)]: kb(photoBudgetKb.page / 2 + 1) })).toEqual([expect.objectContaining({ path: hero.place.path })]);
    expect(weightProblems([hero], {})).toEqual([]);
  });
});

describe('what a page offers links from other pages', () => {
  it('is its sections’ anchor names, and its estimate form’s when it has one', () => {
    const config = site as unknown as SiteConfig;
    for (const page of pages) {
      const ids = page.sections.flatMap((section) => (section.id ? [section.id] : []));
      const hasForm = page.sections.some((section) => 'form' in section && section.form);
      expect(pageFacts(page.file, page as ResolvedPage, config).anchors).toEqual([...ids, ...(hasForm ? [estimateFormId] : [])]);
    }
  });
});

describe('each problem once', () => {
  it('keeps the first of problems alike in file, field, kind and words', () => {
    const problem: PageProblem = {
      severity: 'error',
      code: 'missing-page',
      file: 'site.config.json',
      section: '',
      field: 'x',
      path: ['navigation'],
      message: 'A',
    };
    const other = { ...problem, message: 'B' };
    expect(uniqueProblems([problem, { ...problem }, other, { ...problem, path: ['footer'] }])).toEqual([problem, other, { ...problem, path: ['footer'] }]);
  });
});

/**
 * The rules that read only the page's HTML (links, search results, structured data; not axe's,
 * which need the page laid out, nor the photos', which read what the browser chose at its width:
 * those are tested in Chromium, tests/e2e/pageChecks.test.ts), rule by rule on a built page of
 * dist/ as its HTML was prerendered (no script of the page's own runs, as in `npm run
 * check:pages`): each rule is shown the page broken (in its HTML and its data alike, as an edit
 * would have made it) and finds the problem at its field; the same page as built does not have it.
 */
describe('the rules that read the built HTML', () => {
  let content: CheckedContent;
  /** Every problem the rules said here, for the scan of their words at the end. */
  const said: PageProblem[] = [];
  const noAnswers: Answers = { links: {}, photos: {} };

  beforeAll(async () => {
    content = await projectContent();
  }, 120_000);

  /** Each built page's document, parsed once: a test changes a copy of it. */
  const builtDocuments = new Map<string, Document>();
  function builtDocument(address: string): Document {
    if (!builtDocuments.has(address)) {
      const html = readFileSync(path.join(distDir, htmlFileFor(address)), 'utf8');
      builtDocuments.set(address, new JSDOM(html, { url: `http://127.0.0.1${address}` }).window.document);
    }
    return builtDocuments.get(address)!.cloneNode(true) as Document;
  }

  /** What the rules that read the HTML find on a built page (changed first by `prepare`), with `checked` as its data, before Node's answers. */
  function foundOn(checked: CheckedPage, prepare?: (document: Document) => void): Found {
    const document = builtDocument(checked.page.path);
    prepare?.(document);
    const fields = new PageFields(document, checked, content.site);
    const { problems, links } = linkProblems(fields);
    return { problems: [...problems, ...searchProblems(fields), ...jsonLdProblems(fields)], links, photos: [] };
  }
  const problemsOf = (checked: CheckedPage, prepare?: (document: Document) => void, answers = noAnswers) => {
    const problems = finishChecks([foundOn(checked, prepare)], answers);
    said.push(...problems);
    return problems;
  };
  const codes = (problems: PageProblem[]) => problems.map((problem) => problem.code);
  const home = () => pageAt(content, homePath);

  describe('links', () => {
    /** The home page with one of its own links pointing at `href`, in its data and as built. */
    function linkedTo(href: string) {
      const page = home();
      const link = ownSection(page, (key, value) => key === 'href' && typeof value === 'string' && value.startsWith('/'));
      const checked = withChange(page, link, link.at, (holder, key) => {
        holder[key] = href;
      });
      const prepare = (document: Document) => {
        for (const a of document.querySelectorAll(`main > :nth-child(${link.rendered + 1}) a[href="${link.value as string}"]`)) a.setAttribute('href', href);
      };
      return { checked, prepare, expected: { file: page.file, path: ['sections', link.index, ...link.at] } };
    }

    const otherPage = () => content.site.pages.find((page) => page.path !== homePath && page.anchors.length > 0)!;

    const broken: [string, () => string, PageProblem['code']][] = [
      ['a page that does not exist', () => '/no-such-page-for-the-checks', 'missing-page'],
      ['an anchor this page does not have', () => '#no-such-anchor', 'missing-anchor'],
      ['an anchor another page does not have', () => `${otherPage().path}#no-such-anchor`, 'missing-anchor'],
      ['a phone number a phone cannot dial', () => 'tel:call-us-today', 'malformed-link'],
      ['an e-mail address a mail program cannot send to', () => 'mailto:office-at-example', 'malformed-link'],
    ];
    it.each(broken)('a link to %s is an error at the link', (_what, href, code) => {
      const { checked, prepare, expected } = linkedTo(href());
      expect(problemsOf(checked, prepare)).toContainEqual(expect.objectContaining({ severity: 'error', code, ...expected }));
    });

    it('links to pages, anchors on them, phone numbers and e-mail addresses written well are not', () => {
      const other = otherPage();
      for (const href of [other.path, `${other.path}#${other.anchors[0]}`, `tel:${site.company.phoneDial}`, `mailto:${site.company.email}`]) {
        const { checked, prepare } = linkedTo(href);
        expect(
          problemsOf(checked, prepare).filter((problem) => ['missing-page', 'missing-anchor', 'malformed-link'].includes(problem.code)),
          href,
        ).toEqual([]);
      }
    });

    it('a link to another site: an error when its page is gone, a warning when it cannot be asked, nothing when it answers', () => {
      const href = 'https://partner.example.com/old-page';
      const { checked, prepare, expected } = linkedTo(href);
      const found = foundOn(checked, prepare);
      expect(found.links.map((link) => link.href)).toContain(href);
      const answered = (status: Answers['links'][string]) => {
        const problems = finishChecks([found], { links: { [href]: status }, photos: {} });
        said.push(...problems);
        return problems.filter((p) => p.code.startsWith('link-'));
      };
      expect(answered({ outcome: 'gone', status: 404 })).toEqual([expect.objectContaining({ severity: 'error', code: 'link-broken', ...expected })]);
      expect(answered({ outcome: 'unreachable' })).toEqual([expect.objectContaining({ severity: 'warning', code: 'link-unchecked', ...expected })]);
      expect(answered({ outcome: 'failed', status: 503 })).toEqual([expect.objectContaining({ severity: 'warning', code: 'link-unchecked' })]);
      expect(answered({ outcome: 'ok', status: 200 })).toEqual([]);
    });
  });

  describe('search and sharing', () => {
    it('a page without a main heading, or with two, is an error', () => {
      const page = home();
      const demote = (document: Document) => {
        const h1 = document.querySelector('h1')!;
        const h2 = document.createElement('h2');
        h2.append(...h1.childNodes);
        h1.replaceWith(h2);
      };
      expect(problemsOf(page, demote)).toContainEqual(
        expect.objectContaining({ severity: 'error', code: 'main-heading', file: page.file, path: ['sections', page.sectionIndexes[0]] }),
      );
      const section = ownSection(page, (key, value) => key === 'heading' && typeof value === 'string', 1);
      const promote = (document: Document) => {
        const h2 = document.querySelector(`main > :nth-child(${section.rendered + 1}) h2`)!;
        const h1 = document.createElement('h1');
        h1.append(...h2.childNodes);
        h2.replaceWith(h1);
      };
      expect(problemsOf(page, promote)).toContainEqual(
        expect.objectContaining({ severity: 'error', code: 'main-heading', file: page.file, path: ['sections', section.index, ...section.at] }),
      );
      expect(codes(problemsOf(page))).not.toContain('main-heading');
    });

    const headTo = (title: string, description: string) => (document: Document) => {
      document.title = title;
      document.querySelector('meta[name="description"]')!.setAttribute('content', description);
    };

    it('a title or description wider than a search result shows is a warning, measured in pixels, not characters', () => {
      const page = home();
      // As many characters each, but "W" is about four times as wide as "i".
      const [wide, narrow] = ['W', 'i'].map((letter) => `${letter.repeat(39)} x`);
      expect(textWidth(wide!, searchResult.title.fontPx)).toBeGreaterThan(searchResult.title.widthPx);
      expect(textWidth(narrow!, searchResult.title.fontPx)).toBeLessThan(searchResult.title.widthPx);
      const [wideText, narrowText] = ['W', 'i'].map((letter) => `${`${letter.repeat(9)} `.repeat(11)}end`);
      const tooWide = problemsOf(page, headTo(wide!, wideText!));
      expect(tooWide).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'title-too-wide', file: page.file, path: ['title'] }));
      expect(tooWide).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'description-too-wide', file: page.file, path: ['description'] }));
      const fits = problemsOf(page, headTo(narrow!, narrowText!));
      expect(codes(fits).filter((code) => code.endsWith('-too-wide'))).toEqual([]);
    });

    it('a title or description another page has is an error', () => {
      const page = home();
      const other = content.site.pages.find((facts) => facts.path !== homePath)!;
      const problems = problemsOf(page, headTo(other.title, other.description));
      expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', code: 'duplicate-title', file: page.file, path: ['title'] }));
      expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', code: 'duplicate-description', file: page.file, path: ['description'] }));
      expect(codes(problemsOf(page)).filter((code) => code.startsWith('duplicate-'))).toEqual([]);
    });
  });

  describe('structured data', () => {
    /** The JSON-LD of one schema.org type, as the tests below change it. */
    type JsonLd = { [key: string]: unknown; openingHoursSpecification: { opens: string }[]; itemListElement: { position: number }[] };
    /** Changes the page's JSON-LD of the given type. */
    const changeJsonLd = (type: string, change: (data: JsonLd) => void) => (document: Document) => {
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
        const data = JSON.parse(script.textContent!);
        if (data['@type'] !== type) continue;
        change(data);
        script.textContent = JSON.stringify(data);
      }
    };

    it.each<[string, (data: JsonLd) => void, string[]]>([
      ['without its name', (data) => delete data.name, ['company', 'name']],
      ['with a phone number without its country code', (data) => (data.telephone = '502-555-0142'), ['company', 'phoneDial']],
      ['of a kind search engines do not know', (data) => (data['@type'] = 'RoofingContracter'), ['company', 'businessType']],
      ['with an opening time that is not a time', (data) => (data.openingHoursSpecification[0]!.opens = '7am'), ['company', 'openingHours']],
    ])('the business %s is an error at its setting', (_what, change, path) => {
      const problems = problemsOf(home(), changeJsonLd(site.company.businessType, change));
      expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', code: 'structured-data', file: siteConfigFile, path }));
    });

    it('the steps to a page out of order are an error at the menus; as built, the page has no problem with its structured data', () => {
      const service = pageAt(content, site.services[0]!.href);
      const problems = problemsOf(
        service,
        changeJsonLd('BreadcrumbList', (data) => (data.itemListElement[1]!.position = 5)),
      );
      expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', code: 'structured-data', file: siteConfigFile }));
      expect(codes(problemsOf(service))).not.toContain('structured-data');
    });
  });

  it('every code of these rules was met above, and each problem names its place and says what is wrong in plain words', () => {
    expect(htmlRuleCodes.filter((code) => !said.some((problem) => problem.code === code))).toEqual([]);
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
