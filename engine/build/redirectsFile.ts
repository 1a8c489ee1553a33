/**
 * The site's redirects (site.config.json's list, checked by the validator) as hosts read them:
 * dist/_redirects, one rule a line, "old-address new-address 301", the format of Netlify and
 * Cloudflare Pages. The local server (engine/server/staticServer.ts) answers from the same file.
 * Each old address is written with and without a final "/": Netlify takes the two for one,
 * Cloudflare Pages matches each as written.
 */
import type { Redirect } from '../../schema/site';
import { siteConfigFile } from '../../schema/paths';

export const redirectsFileName = '_redirects';

export function redirectsFile(redirects: readonly Redirect[]): string {
  const rules = redirects.flatMap(({ from, to }) => [`${from} ${to} 301`, `${from}/ ${to} 301`]);
  return [`# Permanent redirects: "redirects" in ${siteConfigFile}, written by the build.`, ...rules, ''].join('\n');
}
