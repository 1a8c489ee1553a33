/**
 * Shared set-up for the browser tests: a connection per test file to the one headless Chromium
 * of the run (see tests/e2e/globalSetup.ts), a fresh browser context per page, and a record of every
 * console message, page error and failed request.
 *
 * The machine has no network, and site.config.json may point the lead form and call tracking
 * at a provider's real https addresses. So every page answers those exact addresses with small
 * stand-ins (a form that sends the visitor to the thank-you page, empty scripts) and refuses
 * anything else outside the site, recording it in `externalRequests`. Tests that check the
 * integrations themselves use their own fake providers (tests/e2e/integrationSite.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
import { everySectionRenderedCss } from '../../tools/accessibilityAndHtml';
import { formRedirectPath, projectRoot } from './siteData';

export const baseUrl = () => inject('baseUrl');

export interface VisitorPage {
  page: Page;
  consoleErrors: string[];
  consoleMessages: { type: string; text: string }[];
  pageErrors: string[];
  failedRequests: string[];
  /** Requests for addresses outside the site that no stand-in answers (refused). */
  externalRequests: string[];
  close(): Promise<void>;
}

interface Integrations {
  leadForm: { formUrl: string; embedScriptUrl: string };
  callTracking: { sessionScriptUrl: string; numberPools: Record<string, string> };
}
const integrations = (JSON.parse(readFileSync(path.join(projectRoot, 'site.config.json'), 'utf8')) as { integrations: Integrations }).integrations;
/** The configured addresses that are outside the site (https://…), by what they are. */
const externalForm = integrations.leadForm.formUrl.startsWith('https://') ? integrations.leadForm.formUrl : undefined;
const externalScripts = [
  integrations.leadForm.embedScriptUrl,
  integrations.callTracking.sessionScriptUrl,
  ...Object.values(integrations.callTracking.numberPools),
].filter((url) => url.startsWith('https://'));

/** What the provider's form does after a submit: send the visitor to the thank-you page (the page with its own number pool). */
function standInForm(siteUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Provider form stand-in</title></head><body>
<form id="stand-in-form"><label>Name <input name="name"></label><button type="submit">Send</button></form>
<script>document.getElementById('stand-in-form').addEventListener('submit', function (e) { e.preventDefault(); window.open(${JSON.stringify(`${siteUrl}${formRedirectPath}`)}, '_top'); });</script>
</body></html>`;
}

export interface VisitOptions extends BrowserContextOptions {
  /**
   * Render every section at once. Sections far from the screen are rendered only as a visitor
   * scrolls near them (content-visibility: auto, engine/runtime/styles.css), and innerText
   * reads only rendered text: a test that reads a whole page's text at once asks for this.
   */
  everySectionRendered?: boolean;
}

/**
 * Adds `everySectionRenderedCss` to the site's stylesheet as the browser receives it. Not a style
 * tag: that needs the page's scripts (some tests turn them off) and breaks its CSP.
 */
async function renderEverySection(context: BrowserContext) {
  await context.route(
    (url) => url.origin === new URL(baseUrl()).origin && url.pathname.endsWith('.css'),
    async (route) => {
      const response = await route.fetch();
      const css = `${await response.text()}\n${everySectionRenderedCss}`;
      await route.fulfill({ status: response.status(), contentType: 'text/css; charset=utf-8', body: css });
    },
  );
}

/** Connects this test file to the run's browser, and gives it a way to open pages. */
export function browserForThisFile() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    // Closes this file's connection (and its contexts), not the browser the run shares.
    await browser?.close();
  });

  return async function openPage({ everySectionRendered, ...options }: VisitOptions = {}): Promise<VisitorPage> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    if (everySectionRendered) await renderEverySection(context);
    const page = await context.newPage();
    const visitor: VisitorPage = {
      page,
      consoleErrors: [],
      consoleMessages: [],
      pageErrors: [],
      failedRequests: [],
      externalRequests: [],
      close: () => context.close(),
    };
    const site = baseUrl();
    await context.route(
      (url) => url.origin !== new URL(site).origin && url.protocol.startsWith('http'),
      (route) => {
        const url = route.request().url();
        if (url === externalForm) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: standInForm(site) });
        if (externalScripts.includes(url)) return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: '' });
        visitor.externalRequests.push(url);
        return route.abort('internetdisconnected');
      },
    );
    page.on('console', (message) => {
      visitor.consoleMessages.push({ type: message.type(), text: message.text() });
      if (message.type() === 'error') visitor.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => visitor.pageErrors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) visitor.failedRequests.push(`${response.status()} ${response.url()}`);
    });
    return visitor;
  };
}

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;

/**
 * Whether a button's menu is expanded, as Chromium's accessibility tree says it to a screen
 * reader. The menus are popovers: the browser derives the state from the popover itself, so
 * there is no aria-expanded attribute to read.
 */
export async function isExpanded(button: Locator): Promise<boolean> {
  const page = button.page();
  const probe = `probe-${Math.random().toString(36).slice(2)}`;
  await button.evaluate((element, name) => element.setAttribute('data-expanded-probe', name), probe);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-expanded-probe="${probe}"]` });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    if (!expanded) throw new Error('the button has no expanded state in the accessibility tree');
    return expanded.value.value === true;
  } finally {
    await cdp.detach();
    await button.evaluate((element) => element.removeAttribute('data-expanded-probe'));
  }
}
