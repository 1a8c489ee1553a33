/**
 * Headless Chromium for the browser tests and the screenshot and audit scripts, driven by
 * playwright-core (and by Lighthouse, in the audit). The browsers are Debian's (installed by
 * .ci/run when missing): Chromium itself, and its headless shell for the browser tests.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Chromium as visitors have it: the whole browser, for the scripts that measure or audit what they get. */
export function chromiumPath(): string {
  const found = candidates.find((c): c is string => Boolean(c && existsSync(c)));
  if (!found) throw new Error('No Chromium found. Install it with "apt-get install chromium" or set CHROMIUM_PATH.');
  return found;
}

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser the browser tests drive: Chromium's headless shell (`apt-get install
 * chromium-headless-shell`), the same engine without the whole browser's own interface and
 * processes, which cost the browser suites about a fifth of their time. Without it, or with
 * CHROMIUM_PATH set, the tests drive chromiumPath().
 */
export function testChromiumPath(): string {
  return !process.env.CHROMIUM_PATH && existsSync(headlessShell) ? headlessShell : chromiumPath();
}

/** Flags that keep a root, offline, GPU-less machine's Chromium quiet and working. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}
