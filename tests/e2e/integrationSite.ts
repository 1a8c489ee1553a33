/**
 * The integration tests' copy of the site: the same pages, built with a settings file whose
 * lead-form and call-tracking URLs point at fake EXTERNAL providers. Every test intercepts
 * those URLs with page.route, serves small stand-ins, counts the requests and aborts anything
 * else that tries to leave the machine.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import type { SiteConfig } from '../../schema/site';
import { formRedirectPath } from '../support/siteData';
import { createStaticServer } from '../../engine/server/staticServer';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The settings as written in site.config.json: the integration build copies them with fake providers. */
export const siteConfig = JSON.parse(readFileSync(path.join(projectRoot, 'site.config.json'), 'utf8')) as SiteConfig;

/** A fake provider address for each integration, one number pool per pool the settings name. */
export const fake = {
  formUrl: 'https://forms.lead-provider.test/widget/form/abc123',
  embedScriptUrl: 'https://forms.lead-provider.test/js/form_embed.js',
  sessionScriptUrl: 'https://calls.lead-provider.test/session.js',
  numberPools: Object.fromEntries(
    Object.keys(siteConfig.integrations.callTracking.numberPools).map((pool) => [pool, `https://calls.lead-provider.test/pool/${pool}.js`]),
  ),
};

// ---------------------------------------------------------------------------------------------
// Building and serving the copy
// ---------------------------------------------------------------------------------------------

export interface IntegrationSite {
  baseUrl: string;
  close(): Promise<void>;
}

/** Writes the settings file with fake providers, builds into a temporary folder and serves it. */
export async function buildIntegrationSite(): Promise<IntegrationSite> {
  const config = {
    ...siteConfig,
    integrations: {
      leadForm: { ...siteConfig.integrations.leadForm, formUrl: fake.formUrl, embedScriptUrl: fake.embedScriptUrl },
      callTracking: { sessionScriptUrl: fake.sessionScriptUrl, numberPools: { ...fake.numberPools } },
    },
  };
  // --config is resolved against the project root, so the file lives inside it.
  const cacheDir = path.join(projectRoot, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const configFile = path.join(cacheDir, `site.config.integrations-${process.pid}.json`);
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'dist-integrations-'));
  try {
    await run('npx', ['tsx', 'engine/cli/build.ts', '--config', path.relative(projectRoot, configFile), '--out', distDir]);
  } catch (error) {
    rmSync(distDir, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(configFile, { force: true });
  }
  const server: Server = createStaticServer(distDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: projectRoot, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`The integration build failed (${error.message}).\n${stdout}\n${stderr}`));
      else resolve();
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The fake providers, per page
// ---------------------------------------------------------------------------------------------

export interface FakeProviderOptions {
  /** What to do with the form-embed script request (default: serve the stand-in). */
  embedScript?: 'serve' | 'abort';
  /** What to do with the form widget request (default: serve the stand-in). */
  form?: 'serve' | 'hold';
}

export interface FakeProviders {
  /** Requests per URL, for every URL outside the site (handled or aborted). */
  requests: Map<string, number>;
  count(url: string): number;
  /** External URLs that were aborted because no fake provider serves them. */
  aborted: string[];
  /** Form widget requests held back when `form: 'hold'`: fulfil them to let the iframe load. */
  heldForms: Route[];
  /** How many held form requests were let through so far. */
  released: number;
  releaseForms(): Promise<void>;
}

/** The fake form widget: a real-looking form whose submit sends the visitor to the site's thank-you page. */
export function fakeFormHtml(siteBaseUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake provider form</title></head>
<body style="margin:0;font:16px sans-serif">
<form id="fake-provider-form">
  <label>Name <input name="name" required></label>
  <button type="submit">Submit fake request</button>
</form>
<script>
  document.getElementById('fake-provider-form').addEventListener('submit', function (event) {
    event.preventDefault();
    window.open(${JSON.stringify(`${siteBaseUrl}${formRedirectPath}`)}, '_top');
  });
</script>
</body></html>`;
}

const scripts: Record<string, string> = {
  [fake.embedScriptUrl]: `window.__fakeEmbedRuns = (window.__fakeEmbedRuns || 0) + 1;`,
  [fake.sessionScriptUrl]: `window.__fakeSessionRuns = (window.__fakeSessionRuns || 0) + 1;`,
  ...Object.fromEntries(
    Object.entries(fake.numberPools).map(([pool, url]) => [url, `window.__fakePoolRuns = (window.__fakePoolRuns || []).concat(${JSON.stringify(pool)});`]),
  ),
};

/** Routes every request of the page: the site passes, the fake providers answer, the rest is aborted. */
export async function fakeProviders(page: Page, siteBaseUrl: string, options: FakeProviderOptions = {}): Promise<FakeProviders> {
  const requests = new Map<string, number>();
  const aborted: string[] = [];
  const heldForms: Route[] = [];
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${siteBaseUrl}/`) || url === siteBaseUrl || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    requests.set(url, (requests.get(url) ?? 0) + 1);
    if (url === fake.formUrl) {
      if (options.form === 'hold') {
        heldForms.push(route);
        return;
      }
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fakeFormHtml(siteBaseUrl) });
    }
    if (url === fake.embedScriptUrl && options.embedScript === 'abort') return route.abort('blockedbyclient');
    const script = scripts[url];
    if (script !== undefined) return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: script });
    aborted.push(url);
    return route.abort('blockedbyclient');
  });
  const providers: FakeProviders = {
    requests,
    aborted,
    heldForms,
    released: 0,
    count: (url) => requests.get(url) ?? 0,
    releaseForms: async () => {
      for (const route of heldForms.splice(0)) {
        providers.released += 1;
        await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fakeFormHtml(siteBaseUrl) });
      }
    },
  };
  return providers;
}

// ---------------------------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------------------------

/**
 * Waits until the page's islands are hydrated (the boot script marks <html>) and their effects
 * have run, so what the test sees is what a visitor sees after the page is live.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await settle(page);
}

/** Two animation frames and a short pause: long enough for React's passive effects to run. */
export async function settle(page: Page, ms = 100): Promise<void> {
  await page.evaluate((delay) => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, delay)))), ms);
}

export interface ScriptCensus {
  embed: number;
  session: number;
  /** <script> elements per number pool, by the pool's name. */
  pools: Record<string, number>;
  /** Every <script src> outside the site. */
  external: string[];
}

export function scriptCensus(page: Page): Promise<ScriptCensus> {
  return page.evaluate((urls) => {
    const count = (src: string) => Array.from(document.scripts).filter((s) => s.src === src).length;
    return {
      embed: count(urls.embedScriptUrl),
      session: count(urls.sessionScriptUrl),
      pools: Object.fromEntries(Object.entries(urls.numberPools).map(([pool, url]) => [pool, count(url)])),
      external: Array.from(document.scripts)
        .map((s) => s.src)
        .filter((src) => src && new URL(src).origin !== location.origin),
    };
  }, fake);
}

/** The census a page should have: the session script and exactly its own pool, or nothing without a pool. */
export function expectedTracking(numberPool: string | undefined): Pick<ScriptCensus, 'session' | 'pools'> {
  return {
    session: numberPool ? 1 : 0,
    pools: Object.fromEntries(Object.keys(fake.numberPools).map((pool) => [pool, pool === numberPool ? 1 : 0])),
  };
}
