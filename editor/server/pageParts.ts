/**
 * Each page's part of the site the page checks read (shared/siteToCheck.ts `pagePart`: its facts
 * and the cities it names), kept for this server's process by the page's file, its content and
 * the settings' text. Resolving a page with the settings is most of what the checks' site costs
 * (zod reads every section: about a second for a thousand pages), and the editor's site facts
 * (the saved files), the Publish window's pages to check (a version in git) and every person's
 * draft on the team server ask for the same pages, mostly with the same content.
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../../schema/site.ts';
import { type PagePart, pagePart } from '../shared/siteToCheck.ts';

/** Parts kept at most: a few versions of a site of a few thousand pages; beyond, the longest unused go. */
const keptAtMost = 10_000;
const kept = new Map<string, PagePart | undefined>();

const hashOf = (content: string | Uint8Array) => createHash('sha1').update(content).digest('hex');

/**
 * The part of a page file, by its name and content (`text`), with the settings whose text is
 * `settingsText` (read with `readSettingsDraft` as `config`); undefined for a page that does not
 * read as JSON (the validator says what is wrong with it).
 */
export function pagePartsByContent(settingsText: string, config: SiteConfig): (file: string, text: string | Uint8Array) => PagePart | undefined {
  const settings = hashOf(settingsText);
  return (file, text) => {
    const key = `${settings}\0${file}\0${hashOf(text)}`;
    if (kept.has(key)) {
      const part = kept.get(key);
      kept.delete(key);
      kept.set(key, part);
      return part;
    }
    let value: unknown;
    try {
      value = JSON.parse(typeof text === 'string' ? text : Buffer.from(text).toString('utf8'));
    } catch {
      value = undefined;
    }
    const part = value === undefined ? undefined : pagePart(file, value, config);
    kept.set(key, part);
    for (const old of kept.keys()) {
      if (kept.size <= keptAtMost) break;
      kept.delete(old);
    }
    return part;
  };
}
