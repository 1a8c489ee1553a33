/**
 * Speculation rules: the browser prerenders a page of this site as soon as the visitor shows
 * they are about to open it (the pointer rests on a link, or a finger goes down on it), so the
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
  const rules = {
    // The page's HTML, fetched at the first sign of interest (a brief hover; on a phone, a link
    // that stays in view): cheap, and it saves the network round trip of a quick click.
    prefetch: [{ source: 'document', where, eagerness: 'eager' }],
    // The whole page, rendered and hydrated, once the pointer rests on the link (or a finger goes down).
    prerender: [{ source: 'document', where, eagerness: 'moderate' }],
  };
  return `${JSON.stringify(rules, null, 2)}\n`;
}
