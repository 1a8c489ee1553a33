/**
 * The top navigation bar. Transparent over the hero at first; once the page is scrolled past
 * one window height, or while the phone menu is open, it is fixed, with a blurred background.
 * An island: the browser hydrates it (with its menus) on every page. The phone menu works
 * before that (MobileMenu.tsx).
 */
import { buttonClasses } from '../ui/Button';
import { FreeEstimateButton } from '../ui/ActionButton';
import { cx } from '../ui/cx';
import { PhoneLink } from '../ui/PhoneLink';
import { SiteLink } from '../ui/SiteLink';
import { useCurrentPath, useSite } from '../../platform/SiteContext';
import { Logo } from './Logo';
import { MobileMenu, MobileMenuButton } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { menuListEntries } from './menuLists';
import { useScrolledPastViewport } from './useScrolledPastViewport';
import { Icon } from '../ui/Icon';
import { island } from '../../platform/island';

export const SiteHeader = island('site-header', function SiteHeader() {
  const site = useSite();
  const scrolled = useScrolledPastViewport();
  const pathname = useCurrentPath();

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cx(
        'inset-x-0 top-0 z-50 transition-colors duration-300',
        // While the phone menu is open, styles.css gives it the scrolled look too.
        scrolled ? 'fixed bg-navy-950/85 shadow-lg backdrop-blur-md' : 'absolute bg-transparent',
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-5 sm:px-6 lg:px-8">
        <Logo />
        <ul className="hidden items-center gap-1 lg:flex">
          {site.navigation.menu.map((entry) =>
            'href' in entry ? (
              <li key={entry.label}>
                <SiteLink
                  href={entry.href}
                  className={cx('rounded-md px-3 py-2 font-semibold hover:text-white', pathname === entry.href ? 'text-orange-300' : 'text-white/90')}
                >
                  {entry.label}
                </SiteLink>
              </li>
            ) : (
              <NavDropdown key={entry.label} id={`menu-${entry.list}`} label={entry.label} entries={menuListEntries(site, entry.list)} />
            ),
          )}
        </ul>
        <div className="hidden items-center gap-4 lg:flex">
          <PhoneLink className="flex items-center gap-2 font-semibold whitespace-nowrap text-white hover:text-orange-300">
            <Icon name="phone" className="size-5 text-orange-400" />
            <span className="sr-only">{site.navigation.callLabel} </span>
            {site.company.phoneDisplay}
          </PhoneLink>
          <FreeEstimateButton label={site.navigation.estimateLabel} className={buttonClasses({ variant: 'cta' })} />
        </div>
        <MobileMenuButton />
      </nav>
      <MobileMenu />
    </header>
  );
});
