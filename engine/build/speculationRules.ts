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
  const rules = {
    prerender: [
      {
        source: 'document',
        // Pages of this site only; the form provider's local stand-ins under /preview/ are not pages.
        where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/preview/*' } }] },
        eagerness: 'moderate',
      },
    ],
  };
  return `${JSON.stringify(rules, null, 2)}\n`;
}
