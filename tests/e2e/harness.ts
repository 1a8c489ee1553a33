/**
 * Shared set-up for the browser tests: one headless Chromium per test file, a fresh page per
 * test, and a record of every console message, page error and failed request.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../../engine/cli/chromium';

export const baseUrl = () => inject('baseUrl');

export interface VisitorPage {
  page: Page;
  consoleErrors: string[];
  consoleMessages: { type: string; text: string }[];
  pageErrors: string[];
  failedRequests: string[];
  close(): Promise<void>;
}

export function browserForThisFile() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  return async function openPage(options: BrowserContextOptions = {}): Promise<VisitorPage> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    const page = await context.newPage();
    const visitor: VisitorPage = {
      page,
      consoleErrors: [],
      consoleMessages: [],
      pageErrors: [],
      failedRequests: [],
      close: () => context.close(),
    };
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
