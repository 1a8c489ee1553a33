/**
 * A desktop menu entry that opens a list of links (Services, Roof Types).
 *
 * Like the phone menu (MobileMenu.tsx), the list is a popover that its button opens, so it
 * works from the first paint, before the header is hydrated and without JavaScript. The
 * browser closes it on Escape (focus back on the button), on a click outside and when the other
 * list opens, and tells assistive technology whether it is expanded. `.menu-dropdown` in
 * styles.css places it under its entry. JavaScript adds what HTML cannot: a mouse opens it on
 * hover, and leaving it with Tab closes it.
 */
import { useRef, useState } from 'react';
import { cx } from '../../../blocks/ui/cx';
import { Icon } from '../../../blocks/ui/Icon';
import { SiteLink } from '../../../blocks/ui/SiteLink';
import { TagList } from '../../../blocks/ui/TagList';
import type { MenuListEntry } from './menuLists';
import { usePageRestored } from './usePageRestored';

export function NavDropdown({ id, label, entries }: { id: string; label: string; entries: MenuListEntry[] }) {
  const panel = useRef<HTMLDivElement>(null);
  const close = () => panel.current?.hidePopover();
  // Only the chevron follows the list's state in React. In CSS it would take a :has() on the
  // menu entry, and Chromium then restyles everything in the entry at each opening (styles.css).
  const [open, setOpen] = useState(false);
  // A mouse opens the list on hover; the click that usually follows must not close it again.
  const openedByHover = useRef(false);
  // A page brought back with the Back button returns exactly as it was left: closed, not open.
  usePageRestored(close);
  const wide = entries.some((entry) => entry.features);
  return (
    <li
      className="menu-entry relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || panel.current?.matches(':popover-open')) return;
        openedByHover.current = true;
        panel.current?.showPopover();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        close();
      }}
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) close();
      }}
    >
      <button
        type="button"
        popoverTarget={id}
        aria-controls={id}
        onClick={(event) => {
          if (!openedByHover.current) return;
          openedByHover.current = false;
          event.preventDefault();
        }}
        className="flex items-center gap-1 rounded-md px-3 py-2 font-semibold text-white/90 hover:text-white"
      >
        {label}
        <Icon name="chevron-down" className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div ref={panel} id={id} popover="auto" className="menu-dropdown pt-3" onToggle={(event) => setOpen(event.newState === 'open')}>
        <ul className={cx('grid gap-1 rounded-2xl bg-white p-3 text-slate-800 shadow-2xl ring-1 ring-slate-900/10', wide ? 'w-[36rem] grid-cols-2' : 'w-80')}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <SiteLink href={entry.href} className="block rounded-xl p-3 hover:bg-slate-50 focus-visible:bg-slate-50">
                <span className="block font-bold text-navy-900">{entry.label}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{entry.description}</span>
                {entry.features && <TagList inline tags={entry.features} className="mt-2" tagClassName="bg-orange-50 text-orange-900" />}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
