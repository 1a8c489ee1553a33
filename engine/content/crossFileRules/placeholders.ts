/**
 * Placeholders ({phone}, {year}) are filled where they can be, and reported where they would
 * show literally: an unknown name such as "{phon}", {phone} in a setting rather than in text
 * (a link, a name), or {year} anywhere but the footer's copyright line.
 */
import { isTextField, placeholderNames } from '../../../schema/placeholders.ts';
import { labelAt } from '../browser-safe/describePath.ts';
import { closestMatch } from '../browser-safe/didYouMean.ts';
import type { JsonPath } from '../jsonSource.ts';
import { type CheckContext, readableFiles } from './context.ts';

/** The one place {year} is filled (blocks/layout/SiteFooter.tsx), as a path in site.config.json. */
const yearField = 'footer.copyright';
const known = placeholderNames.map((name) => `{${name}}`).join(' and ');

export function checkPlaceholders(context: CheckContext): void {
  for (const file of readableFiles(context)) {
    for (const { at, value: names } of file.placeholders) {
      for (const name of names) {
        // The field's label only when there is a problem to name it in: a site of places has thousands of {phone}.
        const message = problemWith(name, at, file === context.settings, () => labelAt(file.source.value, at, file.file, context.settings?.source.value));
        if (message) context.problems.add(file, at, message.code, message.text);
      }
    }
  }
}

function problemWith(name: string, at: JsonPath, inSettings: boolean, label: () => string) {
  const field = [...at].reverse().find((key): key is string => typeof key === 'string') ?? '';
  if (!(placeholderNames as readonly string[]).includes(name)) {
    const suggestion = closestMatch(name, placeholderNames);
    return {
      code: 'unknown-placeholder',
      text: `"{${name}}" is not a placeholder and would show as it is${suggestion ? `: did you mean "{${suggestion}}"?` : '.'} The placeholders are ${known}`,
    } as const;
  }
  if (name === 'phone' && !isTextField(field)) {
    return {
      code: 'placeholder-not-filled',
      text: `{phone} is filled in only in text visitors read, not in a ${label().toLowerCase()}; for a button that dials the number, choose the action call`,
    } as const;
  }
  if (name === 'year' && !(inSettings && at.join('.') === yearField)) {
    return {
      code: 'placeholder-not-filled',
      text: "{year} is filled in only in the footer's copyright line of the site settings; write the year here",
    } as const;
  }
  return undefined;
}
