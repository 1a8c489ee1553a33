/**
 * The page checks: one list of rules run on a rendered page, the same in the page editor (on its
 * preview of the open page, and of every page a publish changes) and in CI (`npm run
 * check:pages`, on every page of the built site, tools/checkPages.ts). Each rule reads the page
 * as a browser shows it (a Document) with the data it was made from, and says each problem in
 * one plain sentence at the field that fixes it (fields.ts).
 *
 * Two steps, because two rules need what only Node has: `checkPage` runs in the browser, on the
 * page, and also lists the links to other sites and the photos the page shows; the caller asks
 * Node whether those links answer (engine/content/externalLinks.ts) and what each photo weighs
 * on a phone (engine/build/pictures.ts `photoWeights`), and `finishChecks` (finishing.ts, apart
 * from the rules so that the editor's window need not load them) turns the answers into problems
 * with the same rules' words.
 *
 * The rules:
 * - accessibility.ts: axe-core's WCAG 2.2 AA rules and best practices, and a photo's
 *   description (an empty one renders as a decorative photo, which axe accepts);
 * - links.ts: links to this site's pages and #anchors lead somewhere, tel: and mailto: links are
 *   well formed, links to other sites answer;
 * - search.ts: one main heading, a title and description a search result shows whole, neither
 *   the same as another page's;
 * - jsonLd.ts: the structured data has what its schema.org types need;
 * - weight.ts: the page's photos within the budget (budgets.ts).
 */
import type { ResolvedPage } from '../../schema/page.ts';
import type { Problem } from '../../schema/problems.ts';
import type { SiteConfig } from '../../schema/site.ts';
import { accessibilityProblems } from './accessibility.ts';
import { PageFields } from './fields.ts';
import { type ExternalLink, type LinkStatus, linkProblems } from './links.ts';
import { jsonLdProblems } from './jsonLd.ts';
import { searchProblems } from './search.ts';
import { type PhotoOnPage, photoKey, photosOf } from './weight.ts';

export type { ExternalLink, LinkStatus, PhotoOnPage };
export { photoKey };

/** A problem the rules found: the validator's shape, without a line and column (the caller has the file's text). */
export type PageProblem = Omit<Problem, 'line' | 'column'>;

/** The page under check, as its file says it and as it renders. */
export interface CheckedPage {
  /** Its file, relative to the content folder: "pages/about.json". */
  file: string;
  /** The file's value as written (a shared section is a reference with its changes). */
  value: unknown;
  /** The page as it renders (engine/content/browser-safe/resolve.ts `resolveDraft`). */
  page: ResolvedPage;
  /** For each rendered section, its index in the file's `sections`. */
  sectionIndexes: number[];
}

/** What a page of the site is to links and search results. */
export interface PageFacts {
  file: string;
  path: string;
  /** The name people know it by ("About Us"). */
  name: string;
  title: string;
  description: string;
  /** The anchor names its sections have ("/about#story"), and its estimate form's if it has one. */
  anchors: string[];
}

/** The rest of the site, as far as the rules need it. */
export interface CheckedSite {
  /** The settings file's name ("site.config.json") and value. */
  settingsFile: string;
  config: SiteConfig;
  /** Every page of the site, this one among them. */
  pages: PageFacts[];
}

/** What `checkPage` found, and what it needs Node to finish. */
export interface Found {
  problems: PageProblem[];
  links: ExternalLink[];
  photos: PhotoOnPage[];
}

/** What Node answered about the links and photos of `Found`. */
export interface Answers {
  /** By address. */
  links: Readonly<Record<string, LinkStatus>>;
  /** Bytes a phone downloads, by `photoKey`. */
  photos: Readonly<Record<string, number>>;
}

/** Runs every rule on the page `document` shows. */
export async function checkPage(document: Document, page: CheckedPage, site: CheckedSite): Promise<Found> {
  const release = holdTransitions(document);
  try {
    const fields = new PageFields(document, page, site);
    const { problems: fromLinks, links } = linkProblems(fields);
    return {
      problems: [...(await accessibilityProblems(fields)), ...fromLinks, ...searchProblems(fields), ...jsonLdProblems(fields)],
      links,
      photos: photosOf(fields),
    };
  } finally {
    release();
  }
}

/**
 * Turns the page's transitions off while it is checked (a style sheet of its own, which no
 * content security policy refuses), so that colours are measured as they end, as a visitor sees
 * the page once it is still. In the editor's kept frame a page follows another, and the header's
 * background, changing from the page before, was measured half-way ("hard to read" at 1.1 to 1);
 * the tests' headless Chromium can leave a transition that started as a window was resized
 * half-way after it finished.
 */
function holdTransitions(document: Document): () => void {
  const view = document.defaultView;
  if (!view) return () => {};
  const still = new view.CSSStyleSheet();
  still.replaceSync('*, *::before, *::after { transition: none !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
  };
}
