/**
 * The phone-sized menu: links, expandable Services and Roof Types groups, the phone number
 * and the Free Estimate button. Its animation lives in MenuMotion.tsx, a chunk of its own
 * that loads when the menu is first about to open (see SiteHeader).
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { buttonClasses } from '../../../blocks/ui/Button';
import { FreeEstimateButton } from '../../../blocks/ui/ActionButton';
import { cx } from '../../../blocks/ui/cx';
import { PhoneLink } from '../../../blocks/ui/PhoneLink';
import { SiteLink } from '../../../blocks/ui/SiteLink';
import { TagList } from '../../../blocks/ui/TagList';
import { useSite } from '../SiteContext';
import { menuListEntries, type MenuList } from './menuLists';
import { Icon } from '../../../blocks/ui/Icon';

export const loadMenuMotion = () => import('./MenuMotion');
const MenuMotion = lazy(loadMenuMotion);

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const site = useSite();
  // The Free Estimate action waits until the menu has closed: the closing animation adjusts
  // the scroll position, which would cancel the scroll to the form.
  const afterClose = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    afterClose.current = action;
    onClose();
  };
  const items = [
    ...site.navigation.menu.map((entry) => ({
      key: entry.label,
      content:
        'href' in entry ? (
          <SiteLink href={entry.href} className="block rounded-lg px-3 py-3 text-lg font-semibold text-white hover:bg-white/10">
            {entry.label}
          </SiteLink>
        ) : (
          <MobileGroup label={entry.label} list={entry.list} />
        ),
    })),
    {
      key: 'contact',
      className: 'flex flex-col gap-3 pt-5',
      content: (
        <>
          <PhoneLink className={buttonClasses({ variant: 'trust', size: 'lg' })}>
            <Icon name="phone" className="size-5" />
            {site.navigation.callLabel} {site.company.phoneDisplay}
          </PhoneLink>
          <FreeEstimateButton label={site.navigation.estimateLabel} className={buttonClasses({ variant: 'cta', size: 'lg' })} schedule={closeThen} />
        </>
      ),
    },
  ];
  return (
    <Suspense fallback={null}>
      <MenuMotion
        open={open}
        items={items}
        panelClassName="overflow-hidden border-t border-white/10 bg-navy-950 lg:hidden"
        listClassName="max-h-[calc(100dvh-5rem)] space-y-1 overflow-y-auto px-5 pt-4 pb-8"
        onClosed={() => {
          afterClose.current?.();
          afterClose.current = null;
        }}
      />
    </Suspense>
  );
}

function MobileGroup({ label, list: listName }: { label: string; list: MenuList }) {
  const site = useSite();
  const [expanded, setExpanded] = useState(false);
  const groupId = `mobile-group-${listName}`;
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={groupId}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-lg font-semibold text-white hover:bg-white/10"
      >
        {label}
        <Icon name="chevron-down" className={cx('size-5 transition-transform', expanded && 'rotate-180')} />
      </button>
      <ul id={groupId} hidden={!expanded} className="mt-1 mb-2 ml-3 space-y-1 border-l-2 border-orange-400/50 pl-3">
        {menuListEntries(site, listName).map((entry) => (
          <li key={entry.href}>
            <SiteLink href={entry.href} className="block rounded-lg px-3 py-2.5 hover:bg-white/10">
              <span className="block font-semibold text-white">{entry.label}</span>
              <span className="block text-sm text-navy-200">{entry.description}</span>
              {entry.features && <TagList inline tags={entry.features} className="mt-1.5" tagClassName="bg-white/10 text-orange-200" />}
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
