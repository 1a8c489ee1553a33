/**
 * A desktop menu entry that opens a list of links (Services, Roof Types).
 *
 * Like the phone menu (MobileMenu.tsx), it is HTML that works by itself, so a click works from
 * the first paint, before the header is hydrated and without JavaScript: a `<details>`, whose
 * summary the browser exposes as a button that says whether the list is expanded, and whose
 * `name` lets only one list be open. Not a popover, as the phone menu is: a list in the top
 * layer took three times as long to show (npm run measure:interaction). JavaScript adds what
 * HTML cannot: a mouse opens the list on hover; Escape (focus back on the button), a click
 * outside and leaving it with Tab close it.
 */
import { useEffect, useRef } from 'react';
import { cx } from '../ui/cx';
import { Icon } from '../ui/Icon';
import { MenuEntryLink } from './MenuEntryLink';
import type { MenuListEntry } from './menuLists';
import { usePageRestored } from './usePageRestored';

/** The `name` the lists share, so that opening one closes the other. */
const menuListsName = 'main-menu-lists';

function setListOpen(details: HTMLDetailsElement | null, open: boolean) {
  if (details) details.open = open;
}

export function NavDropdown({ id, label, entries }: { id: string; label: string; entries: MenuListEntry[] }) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  // A mouse opens the list on hover; the click that usually follows must not close it again.
  const openedByHover = useRef(false);
  // A page brought back with the Back button returns exactly as it was left: closed, not open.
  usePageRestored(() => setListOpen(details.current, false));

  // The browser opens and closes the list (maybe before the header was hydrated), so these
  // listen all along and act only while it is open.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) setListOpen(details.current, false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.current?.open) return;
      setListOpen(details.current, false);
      summary.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const wide = entries.some((entry) => entry.features);
  return (
    <li
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || details.current?.open) return;
        openedByHover.current = true;
        setListOpen(details.current, true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setListOpen(details.current, false);
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setListOpen(details.current, false);
      }}
    >
      <details ref={details} name={menuListsName}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the button of its <details> */}
        <summary
          ref={summary}
          aria-controls={id}
          onClick={(event) => {
            if (!openedByHover.current) return;
            openedByHover.current = false;
            event.preventDefault();
          }}
          className="flex items-center gap-1 rounded-md px-3 py-2 font-semibold text-white/90 hover:text-white"
        >
          {label}
          <Icon name="chevron-down" className="size-4 transition-transform" />
        </summary>
        <div id={id} className="absolute top-full left-1/2 z-10 -translate-x-1/2 pt-3">
          <ul className={cx('grid gap-1 rounded-2xl bg-white p-3 text-slate-800 shadow-2xl ring-1 ring-slate-900/10', wide ? 'w-[36rem] grid-cols-2' : 'w-80')}>
            {entries.map((entry) => (
              <li key={entry.href}>
                <MenuEntryLink entry={entry} surface="light" />
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}
