/**
 * Speculation rules: the browser prerenders a page of this site as soon as the visitor shows
 * they may open it (the pointer pauses on a link, or a link stays in view on a phone), so the
 * page is usually complete before the click ends and opening it is instant. That is how moving
 * between pages stays fast now that every page is its own document (docs/architecture.md).
 *
 * The rules are a file named by a `Speculation-Rules` response header, not an inline script, so
 * the Content-Security-Policy needs no exception. Browsers without speculation rules simply load
 * the page when it is clicked.
 */
export const speculationRulesFile = 'speculation-rules.json';
export const speculationRulesType = 'application/speculationrules+json';

export function speculationRules(): string {
  // Pages of this site only; the form provider's local stand-ins under /preview/ are not pages.
  const where = { and: [{ href_matches: '/*' }, { not: { href_matches: '/preview/*' } }] };
  // "eager": at the first sign of interest, a brief hover (on a phone, a link that stays in
  // view). With "moderate" (a 200 ms hover) a visitor who clicks within 300 ms opens a page still
  // being prerendered, interactive about twice as late (npm run measure:interaction). Chromium
  // keeps at most two such prerenders and drops the oldest, so the cost stays bounded.
  const rules = { prerender: [{ source: 'document', where, eagerness: 'eager' }] };
  return `${JSON.stringify(rules, null, 2)}\n`;
}
