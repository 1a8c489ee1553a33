/**
 * The toolbar's "Page": which page is open, and a way to find another among a thousand by typing
 * part of its name or address. The editor's combobox (ui/Combobox.tsx, which says how the keys
 * work it) where the words typed only find: the text box shows the open page ("Home — /");
 * typing, a tap, Down or the button opens the list, grouped by folder (ui/pageSearch.ts), with
 * the site settings last; Enter opens the page (the first one found, when none is chosen),
 * Escape closes and puts back the open page's name.
 */
import { useCallback, useId, useMemo } from 'react';
import { siteConfigFile } from '../../../schema/paths';
import type { PageSummary } from '../../shared/api';
import { Combobox, type ComboboxGroup } from '../ui/Combobox';
import { focusRing } from '../ui/fieldStyles';
import { groupedByFolder, matchingPages } from '../ui/pageSearch';

/** One entry of the list: a page, or the site settings. */
interface Entry {
  file: string;
  name: string;
  /** The page's address, or what the settings hold. */
  detail: string;
  title: string;
  path: string;
}

const settingsEntry: Entry = {
  file: siteConfigFile,
  name: 'Site settings',
  detail: 'company, menus, footer, shared sections',
  title: 'Site settings',
  path: 'company menus footer shared sections',
};

const entryOf = (page: PageSummary): Entry => ({ file: page.file, name: page.name, detail: page.path, title: page.title, path: page.path });
const words = (entry: Entry) => `${entry.name} — ${entry.detail}`;

export function PagePicker({ pages, file, onOpen }: { pages: readonly PageSummary[]; file: string | undefined; onOpen: (file: string) => void }) {
  const id = useId();
  const entries = useMemo(() => [...pages.map(entryOf), settingsEntry], [pages]);
  const current = entries.find((entry) => entry.file === file);
  const find = useCallback(
    (typed: string | null): ComboboxGroup<Entry>[] => {
      const matches = matchingPages(entries, typed ?? '');
      const groups = groupedByFolder(matches.filter((entry) => entry !== settingsEntry)).map(({ label, pages }) => ({ label, options: pages }));
      if (matches.includes(settingsEntry)) groups.push({ label: 'Site', options: [settingsEntry] });
      return groups;
    },
    [entries],
  );

  return (
    // It takes the room the buttons leave, up to a long page name; below a short one's width, the buttons go to a line of their own.
    <div className="flex max-w-lg min-w-0 flex-[1_1_16rem] items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Page
      </label>
      <Combobox
        id={id}
        text={current ? words(current) : ''}
        find={find}
        named={(entry) => entry === current}
        onChoose={(entry) => {
          if (entry.file !== file) onOpen(entry.file);
        }}
        optionKey={(entry) => entry.file}
        currentPage={(entry) => entry === current}
        renderOption={(entry, active) => (
          <span className="min-w-0 text-sm break-words">
            <span className={entry === current ? 'font-bold' : 'font-medium'}>{entry.name}</span>{' '}
            <span className={active ? 'text-blue-50' : 'text-slate-600'}>— {entry.detail}</span>
          </span>
        )}
        listLabel="Pages"
        buttonLabel="Show every page"
        // Said as the list changes: how many pages the words found (a live region, not the editor's status line).
        status={(typed, found) =>
          typed?.trim()
            ? found === 0
              ? `No page has “${typed.trim()}” in its name or address.`
              : `${found} found`
            : `${pages.length} pages, and the site settings. Type to find one.`
        }
        className="relative min-w-0 grow"
        inputClassName={`block min-h-11 w-full min-w-0 truncate rounded-md border border-slate-400 bg-white py-1.5 pr-11 pl-2 text-sm font-normal text-slate-900 ${focusRing}`}
        // Under the box, at its right edge: as wide as the box or a comfortable width for long names, never wider than the screen.
        popupClassName="absolute top-full right-0 z-30 w-[max(100%,min(28rem,calc(100vw-1rem)))] shadow-lg"
        listClassName="max-h-[min(24rem,60vh)]"
        input={{ placeholder: 'Choose a page', enterKeyHint: 'go' }}
      />
    </div>
  );
}
