/**
 * The site's performance and quality budgets, in one place: the budget test in `npm test`
 * (tests/e2e/everyPage.test.ts), `npm run size`, `npm run audit` and the page
 * checks (./weight.ts: `npm run check:pages` and the page editor) all read them from here. Raise
 * one only with the reason beside it. Browser-safe (data only): the page editor reads it too.
 */

/** What a first visit to any route may download, in KB of gzip. */
export const firstLoadBudgetKb = {
  /** The first round trip of a new connection carries about 14 KB (10 TCP segments); a larger page waits one more before its first paint. */
  html: 14,
  /** React DOM (about 65 KB) plus the islands (engine/runtime/islands/): static sections add nothing, so a new section type or a longer page must not move it. */
  js: 80,
  /** The whole site's one stylesheet, which every first paint waits for. */
  css: 20,
};

/**
 * What `npm run audit` holds every route to: Lighthouse with its mobile defaults (medians of its
 * runs), beside the same page with every script removed.
 */
export const auditTargets = {
  /** Lighthouse's performance score: a static page of this size should sit well inside its "good" band (90 and up), with room for a shared machine's noise. */
  performance: 95,
  /** Lighthouse's accessibility score: every page is meant to meet WCAG 2.2 AA, so nothing less than all of its checks. */
  accessibility: 100,
  /** Lighthouse's best-practices score (not held on the not-found page, which rightly logs its address and answers 404). */
  bestPractices: 100,
  /** Lighthouse's SEO score (not held on the not-found page, which asks not to be indexed). */
  seo: 100,
  /** Cumulative layout shift, strictly below: prerendered pages reserve the space of everything they show, so nothing should move. */
  cls: 0.01,
  /** Total blocking time of the page without scripts, in ms: what the document itself (parse, style, layout) costs, which must not grow with a page's length. */
  bareTbtMs: 120,
  /** Total blocking time the scripts add to the same page, in ms: hydrating the islands is meant to be small next to the document. */
  hydrationTbtMs: 30,
};

/**
 * What the photos of one page may weigh, in KB, as a phone downloads them (390 pixels wide at
 * twice the density: the built version at least 780 pixels wide, in AVIF; engine/build/pictures.ts
 * `photoWeights`) when its visitor scrolls through the whole page. The code's share is held by
 * `firstLoadBudgetKb`; photos are what an edit can make heavy. Each photo has a share by where it
 * is shown (schema/imageSlots.ts), so a problem can name the photo that takes more than its own.
 */
export const photoBudgetKb = {
  /** Every photo of a page together: with the code (about 115 KB), a page stays well under the 1.6 MB a phone on a slow connection loads in about 10 s. */
  page: 500,
  /** The photo behind a page's opening headline, its largest element: a detailed photo at 960 pixels is 60–120 KB in AVIF. */
  hero: 200,
  /** A photo beside a text. */
  content: 150,
  /** A card's photo, often four to a page. */
  card: 100,
};
