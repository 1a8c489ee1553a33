/**
 * The security headers of the built site, in every configuration it ships in: with the form's
 * and call tracking's local stand-ins (public/preview/, what site.config.json points at until a
 * provider is chosen) and with a provider's https addresses. For each, the `_headers` file the
 * build writes (engine/build/prerender.ts `siteListings`) is served by the static server behind
 * `npm start` and the browser tests (engine/server), and every kind of answer carries exactly
 * the policy below: a header that loosens, tightens or goes missing fails here.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteListings } from '../../engine/build/prerender';
import { securityHeaders } from '../../engine/build/securityHeaders';
import { speculationRulesFile, speculationRulesType } from '../../engine/build/speculationRules';
import { createStaticServer } from '../../engine/server/staticServer';
import type { SiteSettings } from '../../schema/site';
import { projectRoot, site } from '../support/siteData';

type Integrations = SiteSettings['integrations'];
const pools = Object.keys(site.integrations.callTracking.numberPools);

/** The stand-ins in public/preview/, as a new site's settings point at them. */
const standIns: Integrations = {
  leadForm: { ...site.integrations.leadForm, formUrl: '/preview/lead-form.html', embedScriptUrl: '/preview/form-embed.js' },
  callTracking: {
    sessionScriptUrl: '/preview/call-tracking-session.js',
    numberPools: Object.fromEntries(pools.map((pool) => [pool, `/preview/call-tracking-pool.js?pool=${pool}`])),
  },
};

/** A provider's addresses: the form, its embedding script and call tracking, each on an origin of its own. */
const provider = { form: 'https://forms.provider.example', embed: 'https://widgets.provider.example', calls: 'https://calls.provider.example' };
const providers: Integrations = {
  leadForm: { ...site.integrations.leadForm, formUrl: `${provider.form}/widget/form/k2x9`, embedScriptUrl: `${provider.embed}/js/form_embed.js` },
  callTracking: {
    sessionScriptUrl: `${provider.calls}/session.js`,
    numberPools: Object.fromEntries(pools.map((pool) => [pool, `${provider.calls}/pools/${pool}.js`])),
  },
};

/** The policy each configuration is held to, directive by directive. */
function expectedHeaders({ scripts, frames, framedBySelf }: { scripts: string[]; frames: string[]; framedBySelf: boolean }) {
  return {
    'content-security-policy': {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...scripts],
      // Inline style attributes carry reserved heights and animation values; styles cannot run code.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', ...scripts],
      'font-src': ["'self'"],
      'connect-src': ["'self'", ...scripts],
      'frame-src': ["'self'", ...frames],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      // The stand-in form is a page of this site in a frame on this site; a provider's is not.
      'frame-ancestors': [framedBySelf ? "'self'" : "'none'"],
    },
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
    'x-frame-options': framedBySelf ? 'SAMEORIGIN' : 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** A policy as directives, each with its sources in order. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const securityHeaderNames = Object.keys(expectedHeaders({ scripts: [], frames: [], framedBySelf: true }));

/** The security headers of an answer, the policy split into directives. */
function securityHeadersOf(headers: Headers | Record<string, string>): Record<string, unknown> {
  const byName = headers instanceof Headers ? headers : new Headers(headers);
  const get = (name: string) => byName.get(name) ?? undefined;
  return Object.fromEntries(
    securityHeaderNames.map((name) => {
      const value = get(name);
      return [name, name === 'content-security-policy' && value !== undefined ? directivesOf(value) : value];
    }),
  );
}

const configurations = [
  { name: 'the local stand-ins', integrations: standIns, expected: expectedHeaders({ scripts: [], frames: [], framedBySelf: true }) },
  {
    name: "a provider's https addresses",
    integrations: providers,
    expected: expectedHeaders({ scripts: [provider.embed, provider.calls], frames: [provider.form], framedBySelf: false }),
  },
];

it('the stand-ins the settings can point at are files of public/', () => {
  const files = [
    standIns.leadForm.formUrl,
    standIns.leadForm.embedScriptUrl,
    standIns.callTracking.sessionScriptUrl,
    ...Object.values(standIns.callTracking.numberPools),
  ];
  for (const address of files) expect(existsSync(path.join(projectRoot, 'public', address.replace(/\?.*$/, ''))), address).toBe(true);
});

describe.each(configurations)('the site built with $name', ({ integrations, expected }) => {
  const settings: SiteSettings = { ...site, integrations };
  let dist: string;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    // The files the build writes beside the pages, and a page, an asset and the not-found page to ask for.
    dist = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
    for (const [name, text] of siteListings(settings, ['/', '/services/repairs', '/404'], [])) writeFileSync(path.join(dist, name), text);
    mkdirSync(path.join(dist, 'services/repairs'), { recursive: true });
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(dist, 'services/repairs/index.html'), '<!doctype html><title>Repairs</title>');
    writeFileSync(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(path.join(dist, 'assets/boot-1a2b.js'), 'export {};');
    server = createStaticServer(dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('the build asks for exactly the policy', () => {
    expect(securityHeadersOf(securityHeaders(settings))).toEqual(expected);
  });

  it.each([
    ['the home page', '/', 200],
    ['a page in a folder', '/services/repairs', 200],
    ['a script', '/assets/boot-1a2b.js', 200],
    ['the speculation rules', `/${speculationRulesFile}`, 200],
    ['an unknown address', '/no-such-page', 404],
  ])('%s is served with exactly the policy', async (_, address, status) => {
    const response = await fetch(baseUrl + address, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(status);
    expect(securityHeadersOf(response.headers)).toEqual(expected);
    expect(response.headers.get('speculation-rules')).toBe(`"/${speculationRulesFile}"`);
    if (address === `/${speculationRulesFile}`) expect(response.headers.get('content-type')).toBe(speculationRulesType);
  });
});
