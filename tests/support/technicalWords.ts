/**
 * The words of a developer that must not reach the people who edit the site: what the page
 * editor shows (problems, hints, notes, buttons) is scanned with `technicalWords` by the unit,
 * blocks and browser tests. A photo's file name ("roof.jpg") is the editor's own word for a
 * photo, so it is allowed; a content file's name is not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfigFile } from '../../schema/paths';

const rules: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a bracketed index', pattern: /\[\d+\]/g },
  // A key in quotes or backticks: "formUrl", `roofTypes`, "phone-dial" (not a page address, "/roof-repairs").
  { what: 'a key name in quotes', pattern: /["'`“‘](?:[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)["'`”’]/g },
  { what: 'a file name', pattern: /\b[\w./-]+\.(?:json|tsx?)\b/g },
  { what: 'a word of code', pattern: /\b(?:true|false|null|undefined|href)\b/gi },
];

/**
 * Every technical word in `text`, each with what kind it is: [] when the text is plain.
 * `names` are the person's own names for things (a shared section "service-area", opening
 * hours "thank-you"): shown in quotes, they are their words, not a key.
 */
export function technicalWords(text: string, names: readonly string[] = []): string[] {
  return rules.flatMap(({ what, pattern }) =>
    [...text.matchAll(pattern)].filter((match) => !names.includes(match[0].slice(1, -1))).map((match) => `${what}: ${match[0]}`),
  );
}

/**
 * The person's own names in the site settings of `contentRoot`, which the editor shows in
 * quotes: the shared sections, the opening hours and the call-tracking number pools, by their keys.
 */
export function namesInSettings(contentRoot: string): string[] {
  const settings = JSON.parse(readFileSync(path.join(contentRoot, siteConfigFile), 'utf8')) as {
    sharedSections?: object;
    company?: { openingHours?: object };
    integrations?: { callTracking?: { numberPools?: object } };
  };
  return [settings.sharedSections, settings.company?.openingHours, settings.integrations?.callTracking?.numberPools].flatMap((named) =>
    Object.keys(named ?? {}),
  );
}

/** The texts of `texts` that have technical words, with the words: for one `expect(…).toEqual([])` that names every offender. */
export function withTechnicalWords(texts: Iterable<string>, names: readonly string[] = []): string[] {
  return [...new Set(texts)].flatMap((text) => {
    const found = technicalWords(text, names);
    return found.length ? [`${text}  ← ${found.join('; ')}`] : [];
  });
}
