/**
 * Links on the rendered page (the header's and the footer's too):
 * - a link to a page of this site leads to a page, and its #anchor to a section of that page
 *   with that anchor name (or to a part every page has, such as the main content);
 * - an #anchor on the same page names something on the page;
 * - tel: and mailto: links are written so that phones and mail programs can follow them;
 * - links to other sites are listed for the caller to ask about (`linksToAsk`): only Node can,
 *   with a short timeout and a day's cache (engine/content/externalLinks.ts). A page that
 *   answers that it does not exist is an error; no answer (a site down, no network) is a
 *   warning, and never blocks.
 */
import { linkTarget } from '../../schema/paths.ts';
import { closestMatch } from '../content/browser-safe/didYouMean.ts';
import { accessibleText, equalBeside, equalTo, type PageFields, quoted } from './fields.ts';
import type { PageProblem } from './pageChecks.ts';

/** A link to another site, and where it is. */
export interface ExternalLink {
  href: string;
  /** Its words, for the sentence. */
  label: string;
  /** Where a problem with it is: the file, the section, the field. */
  place: Omit<PageProblem, 'code' | 'message' | 'severity'>;
}

/**
 * What asking a link's address gave: `ok` (it answered, 2xx or 3xx), `gone` (404 or 410: the
 * page does not exist), `failed` (another error status) or `unreachable` (no answer in time, no
 * network, a name that does not resolve).
 */
export interface LinkStatus {
  outcome: 'ok' | 'gone' | 'failed' | 'unreachable';
  /** The HTTP status, when there was one. */
  status?: number;
}

/** A phone number a phone can dial: digits, an optional leading +, the separators RFC 3966 allows; 7 to 15 digits. */
const dialable = /^\+?[0-9().\- ]+$/;
/** One address of a mailto: link, as mail programs take it. */
const mailbox = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export function linkProblems(fields: PageFields): { problems: PageProblem[]; links: ExternalLink[] } {
  const { document, page, site } = fields;
  const problems: PageProblem[] = [];
  const links: ExternalLink[] = [];
  const pagesByPath = new Map(site.pages.map((facts) => [facts.path, facts]));
  const paths = [...pagesByPath.keys()];
  // Parts every page has (the main content the skip link goes to): outside the sections.
  const everyPage = new Set([...document.querySelectorAll('[id]')].filter((element) => !element.closest('main > *')).map((element) => element.id));
  const siteOrigin = originOf(site.config.company.siteUrl);

  for (const link of document.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href')!.trim();
    const label = accessibleText(link);
    const ref = () => fields.fieldOf(link, [equalBeside(href, label), equalTo(href), ...(label ? [equalTo(label)] : [])]);
    const add = (code: PageProblem['code'], message: string) => problems.push(fields.problem(ref(), code, message));
    const named = label ? `The link ${quoted(label)}` : 'A link';

    let address = href;
    if (/^https:\/\//i.test(href)) {
      const url = parsedUrl(href);
      if (!url) {
        add('malformed-link', `${named} goes to “${href}”, which is not a web address a browser can open: check how it is written.`);
        continue;
      }
      // A full address of this very site is a link to one of its pages.
      if (url.origin !== siteOrigin) {
        links.push({ href: url.href, label, place: placeOf(fields.problem(ref(), 'link-broken', '')) });
        continue;
      }
      address = `${url.pathname}${url.hash}`;
    }

    if (address.startsWith('#')) {
      const anchor = decoded(address.slice(1));
      if (anchor && !document.getElementById(anchor)) {
        add(
          'missing-anchor',
          `${named} goes to “${address}” on this page, and no part of it has that anchor name: give a section that anchor name, or change the link.`,
        );
      }
    } else if (address.startsWith('/') && !address.startsWith('//')) {
      const target = linkTarget(address);
      const anchor = decoded(address.includes('#') ? address.slice(address.indexOf('#') + 1) : '');
      const goesTo = pagesByPath.get(target);
      if (!goesTo) {
        if (isFile(target)) continue;
        const suggestion = closestMatch(target, paths);
        add(
          'missing-page',
          `${named} goes to “${target}”, and the site has no page there${suggestion ? ` (did you mean “${suggestion}”, ${pagesByPath.get(suggestion)!.name}?)` : ''}: choose one of the site's pages.`,
        );
      } else if (anchor) {
        const isThisPage = target === page.page.path;
        const found = isThisPage ? document.getElementById(anchor) !== null : goesTo.anchors.includes(anchor) || everyPage.has(anchor);
        if (!found) {
          add(
            'missing-anchor',
            `${named} goes to “#${anchor}” on ${isThisPage ? 'this page' : `the page “${goesTo.name}”`}, and no section there has that anchor name: give one that name, or change the link.`,
          );
        }
      }
    } else if (/^tel:/i.test(address)) {
      const number = decoded(address.slice(4)).split(';')[0]!;
      const digits = number.replace(/\D/g, '').length;
      if (!dialable.test(number) || digits < 7 || digits > 15) {
        add('malformed-link', `${named} dials “${number}”, which a phone cannot dial: write the number with its area code, in digits.`);
      }
    } else if (/^mailto:/i.test(address)) {
      const addresses = decoded(address.slice(7).split('?')[0]!)
        .split(',')
        .map((part) => part.trim());
      const wrong = addresses.find((part) => !mailbox.test(part));
      if (wrong !== undefined) {
        add('malformed-link', `${named} writes to “${wrong}”, which is not an e-mail address a mail program can send to: write it like office@example.com.`);
      }
    }
  }
  return { problems, links };
}

/** The problems of the links to other sites, from what asking each gave. */
export function externalLinkProblems(links: readonly ExternalLink[], statuses: Readonly<Record<string, LinkStatus>>): PageProblem[] {
  const problems: PageProblem[] = [];
  for (const link of links) {
    const status = statuses[link.href];
    if (!status || status.outcome === 'ok') continue;
    const named = link.label ? `The link ${quoted(link.label)}` : 'A link';
    const host = new URL(link.href).host;
    if (status.outcome === 'gone') {
      problems.push({
        ...link.place,
        severity: 'error',
        code: 'link-broken',
        message: `${named} goes to a page of ${host} that answers that it does not exist (${status.status}): change the link, or remove it.`,
      });
    } else {
      const why = status.outcome === 'failed' ? `it answered with an error (${status.status})` : 'it did not answer in time';
      problems.push({
        ...link.place,
        severity: 'warning',
        code: 'link-unchecked',
        message: `${named} goes to ${host}, and ${why}: open the link to see that it works.`,
      });
    }
  }
  return problems;
}

function placeOf({ severity: _severity, code: _code, message: _message, ...place }: PageProblem): ExternalLink['place'] {
  return place;
}

/** An address of a file (a PDF, a photo) rather than a page: not for the pages' list to know. */
const isFile = (target: string) => /\.[a-z0-9]{2,5}$/i.test(target);

function parsedUrl(href: string): URL | undefined {
  try {
    const url = new URL(href);
    return url.hostname.includes('.') && !/\s/.test(href) ? url : undefined;
  } catch {
    return undefined;
  }
}

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
