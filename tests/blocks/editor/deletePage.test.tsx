/**
 * "Delete the page …?" on its own, against a stand-in of the editor's API: it asks where the
 * page's visitors go, by accessible names (a page chosen from the site's pages, or nowhere), says
 * what the links to the page become, and shows the server's answer. The whole flow runs in
 * Chromium against the real server (tests/e2e/redirects.test.ts).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkPlace, PageSummary } from '../../../editor/shared/api';
import { DeletePageDialog } from '../../../editor/app/pageTools/DeletePageDialog';
import { withDialogsThatOpen } from './modalDialogs';
import { withQueries } from './queryHarness';

const pages: PageSummary[] = [
  { file: 'pages/home.json', path: '/', title: 'Commercial Roofing in Kentucky', name: 'Home' },
  { file: 'pages/404.json', path: '/404', title: 'Page Not Found', name: 'Page not found' },
  { file: 'pages/services/repairs.json', path: '/services/repairs', title: 'Roof Repairs | Fixture', name: 'Roof Repairs' },
  { file: 'pages/services/restoration.json', path: '/services/restoration', title: 'Roof Restoration | Fixture', name: 'Roof Restoration' },
];
const repairs = pages[2]!;
const fromHome: LinkPlace = { file: 'pages/home.json', path: ['sections', 2, 'items', 0, 'href'], line: 40, column: 9, href: '/services/repairs' };

/** The API's stand-in: the links to the page, and what a delete request asked. */
function answering(links: LinkPlace[]) {
  const asked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string, init?: RequestInit) => {
      if (address.includes('/pages/links')) return new Response(JSON.stringify(links), { status: 200 });
      const body = JSON.parse(String(init?.body)) as { path: string; to?: string };
      asked.push(body);
      if (body.to === undefined && links.length > 0)
        return new Response(JSON.stringify({ code: 'refused', message: '1 link still leads to "/services/repairs".', places: links }), { status: 409 });
      return new Response(JSON.stringify({ files: [repairs.file], notes: body.to ? [`Visitors of "/services/repairs" are sent on to "${body.to}".`] : [] }), {
        status: 200,
      });
    }),
  );
  return asked;
}

withDialogsThatOpen();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(links: LinkPlace[]) {
  const asked = answering(links);
  const onDeleted = vi.fn();
  render(<DeletePageDialog page={repairs} pages={pages} onDeleted={onDeleted} onCancel={() => undefined} />, { wrapper: withQueries().wrapper });
  const dialog = screen.getByRole('dialog', { name: 'Delete the page “Roof Repairs”?' });
  const question = within(dialog).getByRole('group', { name: 'Where should its visitors go?' });
  return { asked, onDeleted, dialog, question, user: userEvent.setup() };
}

describe('deleting a page', () => {
  it('asks where its visitors go, with nothing chosen for the person, and a reason in words', async () => {
    const { dialog, question, asked, user } = open([]);
    expect((question as HTMLFieldSetElement).getAttribute('aria-describedby')).toBeTruthy();
    for (const name of ['To another page', 'Nowhere: they see the “page not found” page'])
      expect((within(question).getByRole('radio', { name }) as HTMLInputElement).checked, name).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose where its visitors go: to another page, or nowhere.');
    expect(asked).toEqual([]);
  });

  it('sends the visitors to a page chosen from the pages (not the one deleted, not "page not found"), and says what the links become', async () => {
    const { dialog, question, asked, onDeleted, user } = open([fromHome]);
    await user.click(within(question).getByRole('radio', { name: 'To another page' }));
    const picker = within(question).getByRole('combobox', { name: 'The page they go to' });
    await vi.waitFor(() => expect(screen.getByText(/The 1 link to this page will lead there too\./)).toBeTruthy());
    await user.click(within(question).getByRole('button', { name: 'Pages for The page they go to' }));
    const list = within(question).getByRole('listbox', { name: 'Pages of the site for The page they go to' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Commercial Roofing in Kentucky/', 'Roof Restoration | Fixture/services/restoration']);
    await user.click(within(list).getByRole('option', { name: /Roof Restoration/ }));
    expect((picker as HTMLInputElement).value).toBe('/services/restoration');
    expect(screen.getByText(/Goes to the page “Roof Restoration \| Fixture” \(\/services\/restoration\)\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith(['Visitors of "/services/repairs" are sent on to "/services/restoration".']));
    expect(asked).toEqual([{ path: '/services/repairs', to: '/services/restoration' }]);
  });

  it('will not send them to a page typed that is not one of the pages', async () => {
    const { dialog, question, asked, user } = open([]);
    await user.click(within(question).getByRole('radio', { name: 'To another page' }));
    await user.type(within(question).getByRole('combobox', { name: 'The page they go to' }), '/services/gone');
    expect(screen.getByText('No page of this site has the address /services/gone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose the page its visitors go to from the list of pages.');
    expect(document.activeElement).toBe(within(question).getByRole('combobox', { name: 'The page they go to' }));
    expect(asked).toEqual([]);
  });

  it('with nowhere to go, says that the links stand in the way and lists them; without links, deletes', async () => {
    const blocked = open([fromHome]);
    await blocked.user.click(within(blocked.question).getByRole('radio', { name: 'Nowhere: they see the “page not found” page' }));
    await vi.waitFor(() => expect(within(blocked.dialog).getByText(/Not possible while 1 link leads here/)).toBeTruthy());
    expect(
      within(within(blocked.dialog).getByRole('list', { name: 'Links to this page' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home: 1 link']);
    await blocked.user.click(within(blocked.dialog).getByRole('button', { name: 'Delete page' }));
    await vi.waitFor(() => expect(within(blocked.dialog).getByRole('alert').textContent).toBe('1 link still leads to "/services/repairs".'));
    expect(blocked.onDeleted).not.toHaveBeenCalled();
    cleanup();
    vi.unstubAllGlobals();

    const free = open([]);
    await free.user.click(within(free.question).getByRole('radio', { name: 'Nowhere: they see the “page not found” page' }));
    await free.user.click(within(free.dialog).getByRole('button', { name: 'Delete page' }));
    await vi.waitFor(() => expect(free.onDeleted).toHaveBeenCalledWith([]));
    expect(free.asked).toEqual([{ path: '/services/repairs' }]);
  });
});
