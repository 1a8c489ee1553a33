/**
 * The security headers of every response, generated from the integration URLs in
 * site.config.json: the Content-Security-Policy allows scripts from this site and the lead
 * provider only, frames from the form provider only, and no inline script or eval.
 * The build writes them to dist/_headers (read by Netlify and Cloudflare Pages); the local
 * server in `npm start` applies the same file.
 */
import type { SiteSettings } from '../../schema/site';
import { speculationRulesFile, speculationRulesType } from './speculationRules';

function originOf(url: string): string | undefined {
  return url.startsWith('https://') ? new URL(url).origin : undefined;
}

export function securityHeaders(site: SiteSettings): Record<string, string> {
  const { leadForm, callTracking } = site.integrations;
  const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];
  const scriptOrigins = unique([
    originOf(leadForm.embedScriptUrl),
    originOf(callTracking.sessionScriptUrl),
    ...Object.values(callTracking.numberPools).map(originOf),
  ]);
  const formOrigin = originOf(leadForm.formUrl);
  // While the form is the local preview stand-in, it is a page of this site shown in a frame
  // on this site, so this site may frame itself; with the real provider, nobody may.
  const frameAncestors = formOrigin ? "'none'" : "'self'";
  const csp = [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptOrigins].join(' ')}`,
    // Inline style attributes carry reserved heights and animation values; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', ...scriptOrigins].join(' ')}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...scriptOrigins].join(' ')}`,
    `frame-src ${["'self'", ...unique([formOrigin])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': formOrigin ? 'DENY' : 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The `_headers` file: every path gets the security headers and the speculation rules; hashed
 * assets are cached for a year; the rules file is sent with the type browsers require of it.
 */
export function headersFile(site: SiteSettings): string {
  const lines = [
    '/*',
    ...Object.entries(securityHeaders(site)).map(([name, value]) => `  ${name}: ${value}`),
    `  Speculation-Rules: "/${speculationRulesFile}"`,
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    `/${speculationRulesFile}`,
    `  Content-Type: ${speculationRulesType}`,
    '',
  ];
  return lines.join('\n');
}
