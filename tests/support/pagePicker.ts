/**
 * The page editor's "Page" picker as a person works it in Chromium: typing part of the address
 * and choosing the page from the list (editor/app/toolbar/PagePicker.tsx).
 */
import type { Page } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The picker's text box, by its accessible name. */
export const pagePicker = (page: Page) => page.getByRole('combobox', { name: 'Page', exact: true });

/** Opens the page at `path` ("/services/repairs") by typing its address into the picker and choosing it. */
export async function choosePage(page: Page, path: string): Promise<void> {
  const picker = pagePicker(page);
  await picker.click();
  await picker.fill(path);
  await page
    .getByRole('listbox', { name: 'Pages' })
    .getByRole('option', { name: new RegExp(` — ${escapeRegExp(path)}$`) })
    .click();
}

/** The addresses the picker lists (every page's), as its list shows them. */
export async function pickerPaths(page: Page): Promise<string[]> {
  const picker = pagePicker(page);
  await picker.click();
  const names = await page.getByRole('listbox', { name: 'Pages' }).getByRole('option').allTextContents();
  await picker.press('Escape');
  return names.flatMap((name) => name.match(/ — (\/.*)$/)?.slice(1) ?? []);
}
