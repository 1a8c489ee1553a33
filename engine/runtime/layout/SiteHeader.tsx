/**
 * The top navigation bar. Transparent over the hero at first; once the page is scrolled past
 * one window height it becomes fixed, with a blurred background. An island: the browser
 * hydrates it (with its menus) on every page.
 */
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../../blocks/ui/Button';
import { FreeEstimateButton } from '../../../blocks/ui/ActionButton';
import { cx } from '../../../blocks/ui/cx';
import { PhoneLink } from '../../../blocks/ui/PhoneLink';
import { SiteLink } from '../../../blocks/ui/SiteLink';
import { useCurrentPath, useSite } from '../SiteContext';
import { Logo } from './Logo';
import { loadMenuMotion, MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { menuListEntries } from './menuLists';
import { useScrolledPastViewport } from './useScrolledPastViewport';
import { Icon } from '../../../blocks/ui/Icon';
import { island } from '../islands/island';
import { usePageRestored } from './usePageRestored';

const mobileMenuId = 'mobile-menu';

export const SiteHeader = island('site-header', function SiteHeader() {
  const site = useSite();
  const scrolled = useScrolledPastViewport();
  const pathname = useCurrentPath();
  // Open only on the page where it was opened: the menu closes when the path changes (spec),
  // derived rather than reset by an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? pathname : null);
  const toggle = useRef<HTMLButtonElement>(null);
  // The menu renders from its first opening on, so it can also animate closed.
  const [menuUsed, setMenuUsed] = useState(false);
  usePageRestored(() => setMenuOpenAt(null));

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cx(
        'inset-x-0 top-0 z-50 transition-colors duration-300',
        scrolled || menuOpen ? 'fixed bg-navy-950/85 shadow-lg backdrop-blur-md' : 'absolute bg-transparent',
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
        <button
          ref={toggle}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          aria-label={site.navigation.menuButtonLabel}
          onPointerEnter={loadMenuMotion}
          onFocus={loadMenuMotion}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(!menuOpen);
          }}
          className="inline-flex size-11 items-center justify-center rounded-lg text-white ring-1 ring-white/30 lg:hidden"
        >
          {menuOpen ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
        </button>
      </nav>
      {/* Always in the page, so that the button's aria-controls points at an element in every
          state; empty until the menu is first opened. */}
      <div id={mobileMenuId} className="lg:hidden">
        {menuUsed && <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
      </div>
    </header>
  );
});
