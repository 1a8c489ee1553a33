/**
 * The `_headers` file the build writes (engine/build/securityHeaders.ts), read the way Netlify and
 * Cloudflare Pages read it: a line with a path pattern (`*` matches anything, including slashes),
 * then the headers for it, indented. Every rule whose pattern matches a path applies, in order.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface HeaderRule {
  pattern: RegExp;
  headers: Record<string, string>;
}

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      rules.push({ pattern: new RegExp(`^${escaped.replace(/\*/g, '.*')}$`), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return rules;
}

export function readHeaderRules(file: string): HeaderRule[] {
  return existsSync(file) ? parseHeaderRules(readFileSync(file, 'utf8')) : [];
}

/** The headers for one path: later rules win where two set the same header. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.headers));
}
