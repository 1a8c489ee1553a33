/** The site's time zone (`company.timeZone` in the settings of a copy of the site), for "Publish at…". */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfigFile } from '../../../schema/paths.ts';
import { timeZoneOfSettings } from '../../../schema/timeZone.ts';

/** The zone the settings of `contentRoot` name; undefined when they name none that reads. */
export function siteTimeZone(contentRoot: string): string | undefined {
  try {
    return timeZoneOfSettings(JSON.parse(readFileSync(path.join(contentRoot, siteConfigFile), 'utf8')));
  } catch {
    return undefined;
  }
}
