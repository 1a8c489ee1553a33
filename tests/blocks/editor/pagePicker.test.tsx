/**
 * The toolbar's "Page" among a thousand pages: found by typing part of a name or an address,
 * grouped by folder, worked by the keyboard from its text box (the WAI-ARIA combobox pattern).
 * The pages are the fixture project's and places made here (a thousand for finding, fewer for the DOM); the editor's drive of
 * it runs in Chromium (tests/e2e/editor.test.ts).
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagePicker } from '../../../editor/app/toolbar/PagePicker';
import { groupedByFolder, matchingPages } from '../../../editor/app/ui/pageSearch';
import type { PageSummary } from '../../../editor/shared/api';
import { siteConfigFile } from '../../../schema/paths';
import { fixturePagesList } from '../renderBlock';

const summary = (path: string, name: string): PageSummary => ({ file: `pages${path === '/' ? '/home' : path}.json`, path, title: `${name} | Company`, name });
const sitePages = fixturePagesList.map((page) => summary(page.path, page.title.split(' | ')[0]!));
const places = Array.from({ length: 1000 }, (_, n) => summary(`/places/place-${n + 1}`, `Roofing in Place ${n + 1}`));
// As the workspace lists them: the home page first, then by address.
const byAddress = (list: PageSummary[]) => list.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
const thousand = byAddress([...sitePages, ...places]);
// The picker itself with fewer: jsdom takes seconds to render a thousand options on each key (Chromium's drive: tests/e2e, tools/editorFigures.ts).
const pages = byAddress([...sitePages, ...places.slice(0, 150)]);
const home = pages[0]!;
/** The pages in the list's order, by group. */
const listed = groupedByFolder(pages).flatMap((group) => group.pages);
const entry = (page: PageSummary) => `${page.name} — ${page.path}`;

afterEach(cleanup);

function setup(file: string | undefined) {
  const onOpen = vi.fn();
  const view = render(<PagePicker pages={pages} file={file} onOpen={onOpen} />);
  const box = screen.getByRole('combobox', { name: 'Page' }) as HTMLInputElement;
  const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
  return { onOpen, box, active, view, user: userEvent.setup() };
}

describe('finding a page', () => {
  it('matches every word typed in the name, title or address, in any case', () => {
    expect(matchingPages(thousand, 'place 12').map((page) => page.path)).toEqual(
      thousand.filter((page) => page.path.startsWith('/places/') && page.path.split('-').at(-1)!.includes('12')).map((page) => page.path),
    );
    expect(matchingPages(thousand, '  PLACES/PLACE-1000 ').map((page) => page.path)).toEqual(['/places/place-1000']);
    expect(matchingPages(thousand, '')).toBe(thousand);
    expect(matchingPages(thousand, 'no such words')).toEqual([]);
  });

  it("groups pages by their address's first part, an index page with its folder, the rest as the site's pages", () => {
    const groups = groupedByFolder([
      summary('/', 'Home'),
      summary('/about', 'About'),
      summary('/services', 'Services'),
      summary('/services/repairs', 'Repairs'),
      summary('/roof-types/tpo', 'TPO'),
      summary('/contact', 'Contact'),
    ]);
    expect(groups.map((group) => [group.label, group.pages.map((page) => page.path)])).toEqual([
      ['Pages', ['/', '/about', '/contact']],
      ['Services', ['/services', '/services/repairs']],
      ['Roof types', ['/roof-types/tpo']],
    ]);
  });
});

describe('the page picker', () => {
  it('shows the open page by name and address, and nothing of the list until it opens', () => {
    const { box } = setup(home.file);
    expect(box.value).toBe(`${home.name} — /`);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option', { hidden: true })).toEqual([]);
    cleanup();
    expect(setup(siteConfigFile).box.value).toBe('Site settings — company, menus, footer, shared sections');
    cleanup();
    expect(setup(undefined).box.value).toBe('');
  });

  it('narrows the pages to those typed, in groups with labels, and says how many it found', async () => {
    const { box, user, onOpen } = setup(home.file);
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    // Tapped, the whole name is chosen: typing (or pasting, as here, in one change) replaces it.
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, box.value.length]);
    const list = screen.getByRole('listbox', { name: 'Pages' });
    // Counted by role, not by Testing Library's accessible query, which takes seconds over a thousand in jsdom.
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(pages.length + 1);
    expect(within(list).getByRole('group', { name: 'Places' })).toBeTruthy();
    // A label of two words names its group too.
    expect(within(list).getByRole('group', { name: 'Roof types' })).toBeTruthy();
    expect(within(list).getByRole('group', { name: 'Site' })).toBeTruthy();

    await user.paste('place-99');
    const found = within(list).getAllByRole('option');
    expect(found.map((option) => option.textContent)).toEqual(['Roofing in Place 99 — /places/place-99']);
    expect(
      within(list)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Places']);
    expect(document.querySelector('[aria-live]')?.textContent).toBe('1 found');
    // Enter with none chosen opens the first found.
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith('pages/places/place-99.json');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing has the words, and Escape puts back the open page', async () => {
    const { box, user, onOpen } = setup(home.file);
    await user.click(box);
    await user.keyboard('zzz nothing');
    expect(document.querySelector('[aria-live]')?.textContent).toBe('No page has “zzz nothing” in its name or address.');
    await user.keyboard('{Enter}');
    expect(onOpen).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(box.value).toBe(`${home.name} — /`);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: Down opens at the open page, Down and Up move, Page Down and Page Up by ten, Home and End go to the ends, Enter opens', async () => {
    const about = pages.find((page) => page.path === '/about')!;
    const { box, user, onOpen, active } = setup(about.file);
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(`${about.name} — ${about.path}`);
    await user.keyboard('{Home}');
    expect(active()).toBe(`${home.name} — /`);
    await user.keyboard('{PageDown}');
    expect(active()).toBe(entry(listed[10]!));
    await user.keyboard('{PageUp}{PageUp}');
    expect(active()).toBe(`${home.name} — /`);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(`${home.name} — /`);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(entry(listed[1]!));
    await user.keyboard('{End}');
    expect(active()).toBe('Site settings — company, menus, footer, shared sections');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Site settings — company, menus, footer, shared sections');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onOpen).toHaveBeenCalledWith(listed.at(-1)!.file);
    // Escape with the list closed leaves the page as it is.
    await user.keyboard('{Escape}');
    expect(box.value).toBe(`${about.name} — ${about.path}`);
  });

  it('opens the page clicked or tapped, and not the open one again', async () => {
    const { box, user, onOpen } = setup(home.file);
    await user.click(screen.getByRole('button', { name: 'Show every page' }));
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.paste(home.name);
    await user.click(screen.getByRole('option', { name: `${home.name} — /` }));
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(box);
    await user.paste('place-120');
    await user.click(screen.getByRole('option', { name: 'Roofing in Place 120 — /places/place-120' }));
    expect(onOpen).toHaveBeenCalledWith('pages/places/place-120.json');
    // Leaving the box closes the list.
    await user.click(box);
    await act(async () => box.blur());
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
