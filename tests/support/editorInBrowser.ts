/**
 * The laptop editor with the test run's Chromium (started once per run by tests/e2e/globalSetup.ts),
 * as the browser tests of the editor use them.
 */
import { type Browser, type BrowserContextOptions, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { type EditorOptions, type RunningEditor, startEditor } from '../../editor/server/startEditor';

/** Connects to the run's Chromium. */
export const connectToBrowser = (): Promise<Browser> => chromium.connect(inject('browserEndpoint'));

/** Starts the editor on `contentRoot` (on a free port) and connects to the run's Chromium. */
export async function startEditorAndBrowser(options: Omit<EditorOptions, 'port'>): Promise<{ editor: RunningEditor; browser: Browser }> {
  const editor = await startEditor({ ...options, port: 0 });
  try {
    return { editor, browser: await connectToBrowser() };
  } catch (error) {
    await editor.close();
    throw error;
  }
}

/** Closes, in order, what a test file opened; what a failed beforeAll never opened is undefined and skipped. */
export async function closeAll(...opened: ({ close(): Promise<unknown> } | undefined)[]): Promise<void> {
  for (const thing of opened) await thing?.close();
}

/**
 * Opens the editor at `address` in a new browser context and waits for the page's sections to be
 * listed; `errors` collects the page's uncaught errors.
 */
export async function openEditorPage(browser: Browser, address: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext(options)).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(address);
  await page.getByRole('list', { name: 'Sections' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
  return { page, errors };
}

/** Selects the section at `index` (from 0) in the editor's outline; returns its heading field in the form. */
export async function selectSection(page: Page, index: number): Promise<Locator> {
  await page
    .getByRole('list', { name: 'Sections' })
    .getByRole('listitem')
    .nth(index)
    .getByRole('button', { name: new RegExp(`^${index + 1}\\.`) })
    .click();
  return page.locator(`[data-path="sections[${index}].heading"]`);
}
