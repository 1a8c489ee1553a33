/** A desktop menu entry that opens a list of links (Services, Roof Types). */
import { useRef } from 'react';
import { cx } from '../../../blocks/ui/cx';
import { SiteLink } from '../../../blocks/ui/SiteLink';
import { TagList } from '../../../blocks/ui/TagList';
import type { MenuListEntry } from './menuLists';
import { useDisclosure } from './useDisclosure';
import { Icon } from '../../../blocks/ui/Icon';

export function NavDropdown({ id, label, entries }: { id: string; label: string; entries: MenuListEntry[] }) {
  const { open, setOpen, container, buttonProps, panelId, onBlur } = useDisclosure<HTMLLIElement>(id);
  // A mouse opens the list on hover; the click that usually follows must not close it again.
  const openedByHover = useRef(false);
  const wide = entries.some((entry) => entry.features);
  return (
    <li
      ref={container}
      className="relative"
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        {...buttonProps}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else buttonProps.onClick();
        }}
        className="flex items-center gap-1 rounded-md px-3 py-2 font-semibold text-white/90 hover:text-white"
      >
        {label}
        <Icon name="chevron-down" className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-1/2 z-10 -translate-x-1/2 pt-3">
        <ul className={cx('grid gap-1 rounded-2xl bg-white p-3 text-slate-800 shadow-2xl ring-1 ring-slate-900/10', wide ? 'w-[36rem] grid-cols-2' : 'w-80')}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <SiteLink href={entry.href} className="block rounded-xl p-3 hover:bg-slate-50 focus-visible:bg-slate-50" onClick={() => setOpen(false)}>
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
