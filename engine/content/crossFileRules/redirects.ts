/**
 * The redirects of site.config.json against the pages. Each is from an address that is not a
 * page (hosts serve the page and never follow the redirect), one per address, and goes to a page
 * or to another site: to an address that is itself redirected would send visitors on twice (a
 * chain, which costs a round trip and search ranking) or round in a circle (a loop, which
 * browsers give up on). Moves and deletes keep them so (pageLinks.ts); a hand edit may not.
 */
import { linkTarget } from '../../../schema/paths.ts';
import { closestMatch } from '../browser-safe/didYouMean.ts';
import { type ReadRedirect, redirectsIn, redirectsKey } from '../redirects.ts';
import type { CheckContext } from './context.ts';

export function checkRedirects(context: CheckContext, knownPaths: string[]): void {
  const { settings, problems } = context;
  const redirects = redirectsIn(settings?.source.value);
  if (!settings || redirects.length === 0) return;
  const pages = new Set(knownPaths);
  const at = (redirect: ReadRedirect, field: 'from' | 'to') => [redirectsKey, redirect.index, field];

  /** Where each address is sent: by the first redirect from it (another is reported). */
  const followed = new Map<string, ReadRedirect>();
  for (const redirect of redirects) {
    if (pages.has(redirect.from)) {
      problems.add(
        settings,
        at(redirect, 'from'),
        'redirect-from-page',
        `"${redirect.from}" is the address of a page, so visitors get the page and this redirect is never followed; remove the redirect, or give the page another address`,
      );
      continue;
    }
    const first = followed.get(redirect.from);
    if (first) {
      problems.add(
        settings,
        at(redirect, 'from'),
        'duplicate-redirect',
        `redirect ${first.index + 1} already sends visitors of "${redirect.from}" to "${first.to}"; an address can lead to one place only, so remove one of the two`,
      );
      continue;
    }
    followed.set(redirect.from, redirect);
  }

  for (const redirect of redirects) {
    // Another site's address is that site's business.
    if (!redirect.to.startsWith('/')) continue;
    const target = linkTarget(redirect.to);
    if (pages.has(target)) continue;
    if (!followed.has(target)) {
      const suggestion = closestMatch(target, knownPaths);
      problems.add(
        settings,
        at(redirect, 'to'),
        'missing-page',
        `there is no page at "${target}" for visitors of "${redirect.from}" to go to${suggestion ? `: did you mean "${suggestion}"?` : '; choose one of the pages'}`,
      );
      continue;
    }
    problems.add(settings, at(redirect, 'to'), ...onwardProblem(redirect.from, target, followed, pages));
  }
}

/**
 * What is wrong with sending visitors of `from` to `target`, an address that is itself
 * redirected: the redirects are followed from it until a page, another site, an address that
 * leads nowhere, or one already passed (a loop).
 */
function onwardProblem(
  from: string,
  target: string,
  followed: ReadonlyMap<string, ReadRedirect>,
  pages: ReadonlySet<string>,
): ['redirect-loop' | 'redirect-chain', string] {
  const route = [from];
  let address = target;
  for (;;) {
    if (route.includes(address)) {
      if (target === from) return ['redirect-loop', `this redirect sends visitors of "${from}" back to the same address, round and round; send it to a page`];
      const circle = [...route.slice(route.indexOf(address)), address].map((step) => `"${step}"`).join(' → ');
      return ['redirect-loop', `these redirects send visitors round in a circle (${circle}) and never reach a page; send one of them to a page`];
    }
    route.push(address);
    const onward = followed.get(address);
    if (!onward) return ['redirect-chain', `"${target}" is itself redirected, to an address without a page; send this redirect straight to a page`];
    const next = onward.to.startsWith('/') ? linkTarget(onward.to) : onward.to;
    if (!onward.to.startsWith('/') || pages.has(next))
      return ['redirect-chain', `"${target}" is itself redirected to "${next}"; send this redirect straight to "${next}", so visitors are not sent on twice`];
    address = next;
  }
}
