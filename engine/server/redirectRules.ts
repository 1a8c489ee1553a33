/**
 * The `_redirects` file the build writes (engine/build/redirectsFile.ts), read the way Netlify and
 * Cloudflare Pages read it: one rule a line, "from to [status]", `#` starting a comment; the first
 * rule for an address wins. Only fixed addresses are read: a rule with a pattern (`*`, `:name`)
 * or a status that is not a redirect is left out, as the build never writes one.
 */
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

export interface RedirectRule {
  to: string;
  status: number;
}

export function parseRedirectRules(text: string): Map<string, RedirectRule> {
  const rules = new Map<string, RedirectRule>();
  for (const line of text.split(/\r?\n/)) {
    const [from, to, code, ...rest] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || rest.length > 0 || /[*:]/.test(from)) continue;
    // Netlify's default; Cloudflare's is 302, which is why the build always writes the status.
    const status = code === undefined ? 301 : Number(code);
    if (!redirectStatuses.has(status) || rules.has(from)) continue;
    rules.set(from, { to, status });
  }
  return rules;
}

/** The rule for a requested path (as requested, before decoding), with or without its final "/" as Netlify matches it. */
export function redirectFor(rules: ReadonlyMap<string, RedirectRule>, pathname: string): RedirectRule | undefined {
  return rules.get(pathname) ?? (pathname.length > 1 && pathname.endsWith('/') ? rules.get(pathname.slice(0, -1)) : undefined);
}

/** Where the redirect sends a request: the request's query is kept, the rule's own parameters winning (as Cloudflare merges them). */
export function locationOf(rule: RedirectRule, search: string): string {
  if (!search || search === '?') return rule.to;
  const at = rule.to.search(/[?#]/);
  if (at < 0) return rule.to + search;
  const url = new URL(rule.to, 'http://site.invalid');
  for (const [name, value] of new URLSearchParams(search)) if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  return rule.to.startsWith('/') ? url.pathname + url.search + url.hash : url.href;
}
