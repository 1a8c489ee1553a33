/**
 * Headless Chromium for the browser tests and the screenshot and audit scripts, driven by
 * playwright-core (and by Lighthouse, in the audit). The browser is Debian's (installed by .ci/run when missing).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const found = candidates.find((c): c is string => Boolean(c && existsSync(c)));
  if (!found) throw new Error('No Chromium found. Install it with "apt-get install chromium" or set CHROMIUM_PATH.');
  return found;
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
