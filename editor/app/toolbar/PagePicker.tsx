/**
 * The toolbar's "Page": which page is open, and a way to find another among a thousand by typing
 * part of its name or address. A combobox (the WAI-ARIA pattern "combobox with list
 * autocomplete"): the text box shows the open page ("Home — /"); typing, a tap, Down or the
 * button opens the list, grouped by folder (ui/pageSearch.ts), with the site settings last. The
 * keyboard works the list from the text box: Down and Up move, Home and End go to the first and
 * the last, Enter opens the page (the first one found, when none is chosen), Escape closes and
 * puts back the open page's name. The list is made only while it shows.
 */
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PageSummary } from '../../shared/api';
import { siteConfigFile } from '../../../schema/paths';
import { focusRing } from '../ui/fieldStyles';
import { comboboxAttributes } from '../ui/PageCombobox';
import { groupedByFolder, matchingPages, type PageGroup } from '../ui/pageSearch';

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
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option${index}`;
  const entries = useMemo(() => [...pages.map(entryOf), settingsEntry], [pages]);
  const current = entries.find((entry) => entry.file === file);
  const shown = current ? words(current) : '';

  const [open, setOpen] = useState(false);
  // What is typed into the box; null while it shows the open page.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  // The groups shown, and the entries in their order (the options' indexes); made only while the list shows.
  const { groups, found } = useMemo(() => {
    if (!open) return { groups: [] as PageGroup<Entry>[], found: [] as Entry[] };
    const matches = matchingPages(entries, typed ?? '');
    const groups = [...groupedByFolder(matches.filter((entry) => entry !== settingsEntry))];
    if (matches.includes(settingsEntry)) groups.push({ label: 'Site', pages: [settingsEntry] });
    return { groups, found: groups.flatMap((group) => group.pages) };
  }, [open, entries, typed]);

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
  };
  const choose = (entry: Entry) => {
    close();
    if (entry.file !== file) onOpen(entry.file);
  };
  /** Opens on every page, at the open one. */
  const openAll = () => {
    setTyped(null);
    setOpen(true);
    setActive(-1);
  };
  // Opened on every page, the list starts at the open one.
  useEffect(() => {
    if (open && typed === null && active === -1 && current) setActive(found.indexOf(current));
  }, [open, typed, active, current, found]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = found.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(to, last)));
    };
    if (event.key === 'ArrowDown') {
      if (!open) {
        event.preventDefault();
        openAll();
      } else move(active + 1);
    } else if (event.key === 'ArrowUp') {
      if (open) move(active - 1);
    } else if ((event.key === 'Home' || event.key === 'End') && open && found.length > 0) {
      move(event.key === 'Home' ? 0 : last);
    } else if (event.key === 'Enter') {
      const entry = found[active] ?? (typed ? found[0] : undefined);
      if (open && entry) {
        event.preventDefault();
        choose(entry);
      }
    } else if (event.key === 'Escape') {
      if (open || typed !== null) {
        event.preventDefault();
        close();
      }
    }
  };

  let index = -1;
  return (
    // It takes the room the buttons leave, up to a long page name; below a short one's width, the buttons go to a line of their own.
    <div className="flex max-w-lg min-w-0 flex-[1_1_16rem] items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Page
      </label>
      <div className="relative min-w-0 grow">
        <input
          ref={input}
          id={id}
          {...comboboxAttributes(open, listId, open && found[active] ? optionId(active) : undefined)}
          enterKeyHint="go"
          placeholder="Choose a page"
          value={typed ?? shown}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => {
            // A tap opens the list, with the open page's name chosen so that typing replaces it.
            if (!open) {
              openAll();
              input.current?.focus();
              input.current?.select();
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={`block min-h-11 w-full min-w-0 truncate rounded-md border border-slate-400 bg-white py-1.5 pr-11 pl-2 text-sm font-normal text-slate-900 ${focusRing}`}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label="Show every page"
          aria-expanded={open}
          aria-controls={listId}
          // Keeps the focus in the text box, where the keyboard works the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else {
              openAll();
              input.current?.focus();
              input.current?.select();
            }
          }}
          className={`absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-700 hover:bg-slate-100 ${focusRing}`}
        >
          <ChevronDown aria-hidden="true" className="size-5" />
        </button>
        {/* Under the box, at its right edge: as wide as the box or a comfortable width for long names, never wider than the screen. */}
        <div
          hidden={!open}
          className="absolute top-full right-0 z-30 mt-1 w-[max(100%,min(28rem,calc(100vw-1rem)))] rounded-md border border-slate-300 bg-white shadow-lg"
        >
          {/* Said as the list changes: how many pages the words found (a live region, not the editor's status line). */}
          <p aria-live="polite" className="border-b border-slate-200 px-3 py-1.5 text-xs text-slate-600">
            {!open
              ? ''
              : typed?.trim()
                ? found.length === 0
                  ? `No page has “${typed.trim()}” in its name or address.`
                  : `${found.length} found`
                : `${pages.length} pages, and the site settings. Type to find one.`}
          </p>
          <div
            id={listId}
            role="listbox"
            aria-label="Pages"
            hidden={found.length === 0}
            className="max-h-[min(24rem,60vh)] overflow-y-auto overscroll-contain py-1"
          >
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options by role; a fieldset holds form fields
              <div key={group.label} role="group" aria-labelledby={`${id}${group.label}`}>
                <div
                  id={`${id}${group.label}`}
                  role="presentation"
                  className="sticky top-0 bg-slate-100 px-3 py-1 text-xs font-bold tracking-wide text-slate-700 uppercase"
                >
                  {group.label}
                </div>
                {group.pages.map((entry) => {
                  index += 1;
                  const at = index;
                  const isActive = at === active;
                  return (
                    // Keyboard use is on the text box (aria-activedescendant); a click or a tap chooses without taking the focus.
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box handles the keys for its options
                    <div
                      key={entry.file}
                      id={optionId(at)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={isActive}
                      aria-current={entry.file === file ? 'page' : undefined}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(entry)}
                      className={`flex min-h-11 cursor-pointer items-center px-3 py-1.5 text-sm ${isActive ? 'bg-blue-700 text-white' : 'text-slate-900 hover:bg-slate-100'}`}
                    >
                      <span className="min-w-0 break-words">
                        <span className={entry.file === file ? 'font-bold' : 'font-medium'}>{entry.name}</span>{' '}
                        <span className={isActive ? 'text-blue-50' : 'text-slate-600'}>— {entry.detail}</span>
                      </span>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
