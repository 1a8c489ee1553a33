/**
 * Names that point at something defined elsewhere must find it: links at pages, number pools
 * and opening hours at their sets in site.config.json. (Photos: checks/images.ts.)
 */
import { linkTarget } from '../../../schema/paths.ts';
import { closestMatch } from '../didYouMean.ts';
import { linksInPage, linksInSettings } from '../links.ts';
import { siteConfigFile } from '../load.ts';
import { valueAt } from '../../../schema/schemaReader.ts';
import { walk } from '../problems.ts';
import { type CheckContext, readableFiles } from './context.ts';

/** Every link the schemas declare, in the settings and the pages, that points into the site must find its page. */
export function checkLinks(context: CheckContext, knownPaths: string[]): void {
  const { problems, project } = context;
  const settings = project.siteFile?.source.value;
  for (const loaded of readableFiles(context)) {
    const links = loaded === project.siteFile ? linksInSettings(settings) : linksInPage(loaded.source.value, settings);
    for (const link of links) {
      const message = missingPageMessage(link.href, knownPaths);
      if (message) problems.add(loaded, link.path, 'missing-page', message);
    }
  }
}

function missingPageMessage(href: string, knownPaths: string[]): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const target = linkTarget(href);
  if (knownPaths.includes(target)) return undefined;
  const suggestion = closestMatch(target, knownPaths);
  return `there is no page at "${target}"${suggestion ? `: did you mean "${suggestion}"?` : '.'} Links within this site must point at an existing page`;
}

export function checkNumberPools(context: CheckContext): void {
  const { config } = context.parsed;
  if (!config) return;
  const pools = Object.keys(config.integrations.callTracking.numberPools);
  for (const loaded of context.parsed.readablePages) {
    const pool = valueAt(loaded.source.value, ['numberPool']);
    if (typeof pool !== 'string' || pools.includes(pool)) continue;
    const suggestion = closestMatch(pool, pools);
    context.problems.add(
      loaded,
      ['numberPool'],
      'unknown-number-pool',
      `there is no call-tracking number pool called "${pool}"${suggestion ? `: did you mean "${suggestion}"?` : '.'} The pools in ${siteConfigFile} are: ${pools.join(', ')}`,
    );
  }
}

/** A call box's `hours` names a set under company.openingHours. */
export function checkOpeningHours(context: CheckContext): void {
  const { config } = context.parsed;
  if (!config) return;
  const names = Object.keys(config.company.openingHours);
  for (const loaded of readableFiles(context)) {
    walk(loaded.source.value, [], (key, value, at) => {
      // `hours` is the name of a set wherever it appears (call boxes, and their shared overrides);
      // company.openingHours itself holds the sets.
      if (key !== 'hours' || typeof value !== 'string' || names.includes(value)) return;
      const suggestion = closestMatch(value, names);
      context.problems.add(
        loaded,
        at,
        'unknown-opening-hours',
        `there are no opening hours called "${value}"${suggestion ? `: did you mean "${suggestion}"?` : '.'} The sets under company.openingHours in ${siteConfigFile} are: ${names.join(', ')}`,
      );
    });
  }
}
