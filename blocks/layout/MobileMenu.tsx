/**
 * The phone-sized menu: links, expandable Services and Roof Types groups, the phone number
 * and the Free Estimate button.
 *
 * It is HTML that works by itself, so a tap works from the first paint: before the header is
 * hydrated (a visitor who has just arrived from another page) and without JavaScript at all.
 * The panel is a popover that its button opens (`popovertarget`); the browser closes it on
 * Escape or a tap outside, returns focus to the button, and tells assistive technology whether
 * the button's menu is expanded. The groups are `<details>`. The animation is CSS, and so is the
 * header's look while the menu is open (`.phone-menu` in styles.css). The desktop lists are
 * `<details>` rather than popovers (NavDropdown.tsx says why).
 */
import { useRef } from 'react';
import { buttonClasses } from '../ui/Button';
import { FreeEstimateButton } from '../ui/ActionButton';
import { Icon } from '../ui/Icon';
import { PhoneLink } from '../ui/PhoneLink';
import { SiteLink } from '../ui/SiteLink';
import { useSite } from '../../platform/SiteContext';
import { MenuEntryLink } from './MenuEntryLink';
import { menuListEntries, type MenuList } from './menuLists';
import { usePageRestored } from './usePageRestored';

/** The menu's id, which its button names. */
export const mobileMenuId = 'mobile-menu';

export function MobileMenuButton() {
  const site = useSite();
  return (
    <button
      type="button"
      popoverTarget={mobileMenuId}
      aria-controls={mobileMenuId}
      aria-label={site.navigation.menuButtonLabel}
      className="phone-menu-button inline-flex size-11 items-center justify-center rounded-lg text-white ring-1 ring-white/30 lg:hidden"
    >
      {/* styles.css shows the one that fits: the cross while the menu is open. */}
      <Icon name="menu" className="size-6" />
      <Icon name="x" className="size-6" />
    </button>
  );
}

export function MobileMenu() {
  const site = useSite();
  const panel = useRef<HTMLDivElement>(null);
  // A page brought back with the Back button returns exactly as it was left: closed, not open.
  // (Free Estimate closes the menu by itself: blocks/ui/ActionButton.tsx.)
  usePageRestored(() => panel.current?.hidePopover());
  return (
    <div ref={panel} id={mobileMenuId} popover="auto" className="phone-menu border-t border-white/10 bg-navy-950 text-white lg:hidden">
      <ul className="max-h-[calc(100dvh-5rem)] space-y-1 overflow-y-auto px-5 pt-4 pb-8">
        {site.navigation.menu.map((entry) => (
          <li key={entry.label}>
            {'href' in entry ? (
              <SiteLink href={entry.href} className="block rounded-lg px-3 py-3 text-lg font-semibold text-white hover:bg-white/10">
                {entry.label}
              </SiteLink>
            ) : (
              <MobileGroup label={entry.label} list={entry.list} />
            )}
          </li>
        ))}
        <li className="flex flex-col gap-3 pt-5">
          <PhoneLink className={buttonClasses({ variant: 'trust', size: 'lg' })}>
            <Icon name="phone" className="size-5" />
            {site.navigation.callLabel} {site.company.phoneDisplay}
          </PhoneLink>
          <FreeEstimateButton label={site.navigation.estimateLabel} className={buttonClasses({ variant: 'cta', size: 'lg' })} />
        </li>
      </ul>
    </div>
  );
}

function MobileGroup({ label, list: listName }: { label: string; list: MenuList }) {
  const site = useSite();
  return (
    <details>
      <summary className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-lg font-semibold text-white hover:bg-white/10">
        {label}
        <Icon name="chevron-down" className="size-5 transition-transform" />
      </summary>
      <ul className="mt-1 mb-2 ml-3 space-y-1 border-l-2 border-orange-400/50 pl-3">
        {menuListEntries(site, listName).map((entry) => (
          <li key={entry.href}>
            <MenuEntryLink entry={entry} surface="dark" />
          </li>
        ))}
      </ul>
    </details>
  );
}
