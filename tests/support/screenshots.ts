/** Screenshots the browser tests keep for the docs when SCREENSHOTS_DIR is set (docs/images/ is where the docs show them from). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

export async function keepScreenshot(target: Page | Locator, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await target.screenshot({ path: path.join(folder, `${name}.png`) });
}
