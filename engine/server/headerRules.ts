/**
 * The `_headers` file the build writes (engine/build/securityHeaders.ts), read the way Netlify and
 * Cloudflare Pages read it: a line with a path pattern, then the headers for it, indented. In a
 * pattern `*` matches anything (slashes included) and `:name` one path segment. Every rule whose
 * pattern matches a path applies, in order of the file; where two set the same header the later
 * one wins (as Netlify serves the most specific rule, and the file lists the general rule first),
 * and `! Name` (Cloudflare's syntax) removes a header an earlier rule set.
 */
export interface HeaderRule {
  pattern: RegExp;
  headers: Record<string, string>;
  /** Header names this rule removes. */
  detached: string[];
}

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const content = line.trim();
    if (!content || content.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(content), headers: {}, detached: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    if (content.startsWith('!')) {
      rule.detached.push(content.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = content.indexOf(':');
    if (colon > 0) rule.headers[content.slice(0, colon).trim().toLowerCase()] = content.slice(colon + 1).trim();
  }
  return rules;
}

function patternOf(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers for one path, by lower-case name. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detached) delete headers[name];
    Object.assign(headers, rule.headers);
  }
  return headers;
}
