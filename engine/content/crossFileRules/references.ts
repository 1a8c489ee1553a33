/**
 * Names that point at something defined elsewhere must find it: links at pages, number pools
 * and opening hours at their sets in site.config.json. (Photos: images.ts.)
 */
import { linkTarget } from '../../../schema/paths.ts';
import { valueAt } from '../../../schema/schemaReader.ts';
import { closestMatch } from '../browser-safe/didYouMean.ts';
import { linksOf } from '../contentFile.ts';
import { redirectsKey } from '../redirects.ts';
import { type CheckContext, readableFiles, readablePages } from './context.ts';

/** Every link the schemas declare, in the settings and the pages, that points into the site must find its page. */
export function checkLinks(context: CheckContext, knownPaths: string[]): void {
  const known = new Set(knownPaths);
  for (const file of readableFiles(context)) {
    for (const link of linksOf(file, context.settings)) {
      // Where a redirect goes is checked with the other redirects, in words of its own (redirects.ts).
      if (file === context.settings && link.path[0] === redirectsKey) continue;
      const message = missingPageMessage(link.href, known, knownPaths);
      if (message) context.problems.add(file, link.path, 'missing-page', message);
    }
  }
}

function missingPageMessage(href: string, known: ReadonlySet<string>, knownPaths: string[]): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const target = linkTarget(href);
  if (known.has(target)) return undefined;
  const suggestion = closestMatch(target, knownPaths);
  return `there is no page at "${target}"${suggestion ? `: did you mean "${suggestion}"?` : '.'} Links within this site must point at an existing page`;
}

export function checkNumberPools(context: CheckContext): void {
  const { config } = context;
  if (!config) return;
  const pools = Object.keys(config.integrations.callTracking.numberPools);
  for (const file of readablePages(context)) {
    const pool = valueAt(file.source.value, ['numberPool']);
    if (typeof pool !== 'string' || pools.includes(pool)) continue;
    const suggestion = closestMatch(pool, pools);
    context.problems.add(
      file,
      ['numberPool'],
      'unknown-number-pool',
      `there is no call-tracking number pool called "${pool}"${suggestion ? `: did you mean "${suggestion}"?` : '.'} The pools in the site settings are: ${pools.join(', ')}`,
    );
  }
}

/**
 * A call box's `hours` names a set under company.openingHours: wherever `hours` appears (call
 * boxes, and their shared overrides); company.openingHours itself holds the sets.
 */
export function checkOpeningHours(context: CheckContext): void {
  const { config } = context;
  if (!config) return;
  const names = Object.keys(config.company.openingHours);
  for (const file of readableFiles(context)) {
    for (const { at, value } of file.hours) {
      if (names.includes(value)) continue;
      const suggestion = closestMatch(value, names);
      context.problems.add(
        file,
        at,
        'unknown-opening-hours',
        `there are no opening hours called "${value}"${suggestion ? `: did you mean "${suggestion}"?` : '.'} The opening hours in the site settings are: ${names.join(', ')}`,
      );
    }
  }
}
