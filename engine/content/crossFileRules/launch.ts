/**
 * Things that are fine for a preview but must change before going live: the fictional 555
 * phone number, integrations pointing at the local stand-ins, sample reviews. Warnings, or
 * errors with `npm run validate -- --strict`.
 */
import type { ContentFile } from '../contentFile.ts';
import type { JsonPath } from '../jsonSource.ts';
import { labelAt } from '../browser-safe/describePath.ts';
import { walk } from '../problemList.ts';
import type { CheckContext } from './context.ts';

export function checkLaunchReadiness(context: CheckContext): void {
  const { settings, config, problems } = context;
  if (!settings || !config) return;
  const severity = context.strict ? 'error' : 'warning';
  if (/^\+1\d{3}555/.test(config.company.phoneDial)) {
    problems.add(
      settings,
      ['company', 'phoneDial'],
      'fictional-phone',
      'the phone number is a fictional 555 number; put in the real number before going live',
      severity,
    );
  }
  walk(config.integrations, ['integrations'], (_key, value, at) => {
    if (typeof value === 'string' && value.startsWith('/')) {
      problems.add(
        settings,
        at,
        'preview-integration',
        `this address still points at the local preview stand-in ${value}; put in the provider's real address before going live`,
        severity,
      );
    }
  });
  // One warning per list of reviews, not one per review: the fix is the same for all.
  const reportPlaceholders = (loaded: ContentFile) => {
    const lists = new Map<string, { at: JsonPath; count: number }>();
    for (const at of loaded.sampleReviews) {
      const listPath = at.slice(0, -2).join('/');
      const entry = lists.get(listPath) ?? { at: at.slice(0, -1), count: 0 };
      lists.set(listPath, { ...entry, count: entry.count + 1 });
    }
    for (const { at, count } of lists.values()) {
      problems.add(
        loaded,
        at,
        'placeholder-reviews',
        `${count} review${count === 1 ? ' is' : 's are'} sample wording; replace ${count === 1 ? 'it' : 'them'} with real client reviews and turn off ${labelAt(loaded.source.value, [...at, 'placeholder'], loaded.file, settings.source.value)} before going live`,
        severity,
      );
    }
  };
  reportPlaceholders(settings);
  for (const file of context.pages) if (file.page) reportPlaceholders(file);
}
