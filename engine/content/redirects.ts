/**
 * The redirects in site.config.json as the content tools read and change them: the validator
 * checks them against the pages (crossFileRules/redirects.ts), and moving, deleting and making pages
 * keep them (pageLinks.ts, newPage.ts), each change a minimal edit of the settings' text.
 */
import { isPlainObject } from '../../schema/schemaReader.ts';
import type { Redirect } from '../../schema/site.ts';
import { rewriteJson } from './minimalEdits.ts';

export type { Redirect };

/** The key of the list in the settings. */
export const redirectsKey = 'redirects';

/** One redirect as read, with its place in the list; only entries whose addresses are both text. */
export interface ReadRedirect extends Redirect {
  index: number;
}

/** The redirects in the settings as read (they need not be valid): every entry with a `from` and a `to`. */
export function redirectsIn(settings: unknown): ReadRedirect[] {
  const list = isPlainObject(settings) ? settings[redirectsKey] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry, index) =>
    isPlainObject(entry) && typeof entry.from === 'string' && typeof entry.to === 'string' ? [{ from: entry.from, to: entry.to, index }] : [],
  );
}

/**
 * The settings' text with its list of redirects changed by `update` (given the list as it is),
 * with the fewest edits; the text as it was when the list stays the same, or when the settings
 * cannot be read (the validator says why). A list that becomes empty is kept empty, not removed.
 */
export function withRedirects(text: string, update: (list: Redirect[]) => Redirect[]): string {
  let settings: unknown;
  try {
    settings = JSON.parse(text);
  } catch {
    return text;
  }
  if (!isPlainObject(settings)) return text;
  const current = Array.isArray(settings[redirectsKey]) ? (settings[redirectsKey] as Redirect[]) : [];
  const next = update(current);
  if (next.length === current.length && next.every((entry, index) => entry === current[index])) return text;
  return rewriteJson(text, { ...settings, [redirectsKey]: next });
}

/** "/a to /b": a redirect in words, for the notes a change leaves. */
export const redirectInWords = ({ from, to }: Redirect) => `from "${from}" to "${to}"`;
