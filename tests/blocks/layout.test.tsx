/** The shell around every page: the top navigation with its dropdowns, the phone menu and the footer. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../engine/runtime/layout/SiteFooter';
import { SiteHeader } from '../../engine/runtime/layout/SiteHeader';
import { SiteLayout } from '../../engine/runtime/layout/SiteLayout';
import { renderBlock, site } from './renderBlock';

const location = () => screen.getByTestId('location').textContent;
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The desktop menu: the first list in the main navigation. */
const desktopMenu = () => mainNav().querySelector('ul')!;
/** A finger tap: a pointer that does not hover first (a mouse click is tested on its own). */
const tap = (user: ReturnType<typeof userEvent.setup>, target: Element) => user.pointer([{ keys: '[TouchA]', target }]);
/** The phone menu is its own lazily loaded chunk (with framer-motion): give it time to arrive. */
const mobileMenu = (id: string) =>
  waitFor(
    () => {
      const element = document.getElementById(id);
      expect(element).not.toBeNull();
      return element!;
    },
    { timeout: 10_000 },
  );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SiteHeader', () => {
  it('shows every menu entry from the site settings, in order', () => {
    renderBlock(<SiteHeader />);
    const entries = [...desktopMenu().children].map((li) => li.firstElementChild!);
    expect(entries.map((entry) => entry.textContent)).toEqual(site.navigation.menu.map((entry) => entry.label));
    expect(entries.map((entry) => entry.textContent)).toEqual(['Home', 'About Us', 'Services', 'Roof Types', 'Contact']);
    expect(within(desktopMenu()).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(desktopMenu()).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
    expect(within(desktopMenu()).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
    expect(within(desktopMenu()).getByRole('button', { name: 'Services' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(desktopMenu()).getByRole('button', { name: 'Roof Types' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has the logo linking home, a phone link and the Free Estimate button', () => {
    renderBlock(<SiteHeader />, { route: '/about' });
    expect(within(mainNav()).getByRole('link', { name: site.company.name }).getAttribute('href')).toBe('/');
    const phone = mainNav().querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
    expect(phone.getAttribute('href')).toBe('tel:+15025550142');
    expect(phone.hasAttribute('data-loc-phone')).toBe(true);
    expect(phone.textContent).toBe('Call (502) 555-0142');
    const estimate = within(mainNav()).getByRole('link', { name: 'Free Estimate' });
    // Outside any section: the header's button goes to the home page form.
    expect(estimate.getAttribute('href')).toBe('/#estimate-form');
  });

  it('marks the menu entry of the current page', () => {
    renderBlock(<SiteHeader />, { route: '/about' });
    expect(within(desktopMenu()).getByRole('link', { name: 'About Us' }).className).toContain('text-orange-300');
    expect(within(desktopMenu()).getByRole('link', { name: 'Home' }).className).not.toContain('text-orange-300');
  });

  it('the Services button toggles a list of the four services, each with its description', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: 'Services' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(within(desktopMenu()).queryByRole('link', { name: /Roof Repairs/ })).toBeNull();

    await tap(user, button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/services/repairs', '/services/restoration', '/services/replacement', '/services/maintenance']);
    links.forEach((link, i) => {
      const service = site.services[i]!;
      expect(within(link).getByText(service.label)).toBeTruthy();
      expect(within(link).getByText(service.description)).toBeTruthy();
    });

    await tap(user, button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('the Roof Types button opens the five roof types with descriptions and feature tags', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: 'Roof Types' });
    await tap(user, button);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/roof-types/tpo',
      '/roof-types/epdm',
      '/roof-types/modified-bitumen',
      '/roof-types/bur',
      '/roof-types/metal',
    ]);
    links.forEach((link, i) => {
      const roof = site.roofTypes[i]!;
      expect(within(link).getByText(roof.label)).toBeTruthy();
      expect(within(link).getByText(roof.description)).toBeTruthy();
      for (const feature of roof.features) expect(within(link).getByText(feature)).toBeTruthy();
    });
  });

  it('Escape closes the open dropdown and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: 'Services' });
    button.focus();
    await user.keyboard('{Enter}');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    // Move into the list by keyboard, then escape from it.
    await user.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('works by keyboard alone: Enter opens, Tab walks the links, leaving the list closes it', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: 'Services' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    for (let i = 0; i < 4; i++) await user.tab();
    expect(document.activeElement?.getAttribute('href')).toBe('/services/maintenance');
    await user.tab(); // on to the Roof Types button
    expect(document.activeElement).toBe(within(desktopMenu()).getByRole('button', { name: 'Roof Types' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a mouse opens the dropdown on hover and closes it on leaving', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: 'Services' });
    await user.hover(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.unhover(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a mouse click on the Services button shows the list (hover must not make the click close it)', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: 'Services' });
    // A real mouse always enters the menu entry before it clicks the button.
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.hidden).toBe(false);
  });

  it('a tap outside closes the dropdown; opening the other dropdown closes the first', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const services = within(desktopMenu()).getByRole('button', { name: 'Services' });
    const roofTypes = within(desktopMenu()).getByRole('button', { name: 'Roof Types' });
    await tap(user, services);
    await tap(user, roofTypes);
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(roofTypes.getAttribute('aria-expanded')).toBe('true');
    await tap(user, document.body);
    expect(roofTypes.getAttribute('aria-expanded')).toBe('false');
  });

  it('choosing a service goes to its page and closes the dropdown', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: 'Services' });
    await tap(user, button);
    await tap(user, within(desktopMenu()).getByRole('link', { name: /Roof Restoration/ }));
    expect(location()).toBe('/services/restoration');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('is transparent at the top and becomes fixed with a blurred background past one window height', () => {
    renderBlock(<SiteHeader />);
    const header = mainNav().closest('header')!;
    expect(header.getAttribute('data-scrolled')).toBe('false');
    expect(header.className).toContain('bg-transparent');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(window.innerHeight); // exactly one window height: not yet
    expect(header.getAttribute('data-scrolled')).toBe('false');
    scrollTo(window.innerHeight + 1);
    expect(header.getAttribute('data-scrolled')).toBe('true');
    expect(header.className).toContain('fixed');
    expect(header.className).toContain('backdrop-blur-md');
    scrollTo(0);
    expect(header.getAttribute('data-scrolled')).toBe('false');
  });

  it('on phones, the menu button opens a menu with expandable groups; Escape closes it', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = await mobileMenu(toggle.getAttribute('aria-controls')!);
    const group = within(menu).getByRole('button', { name: 'Services' });
    const groupList = document.getElementById(group.getAttribute('aria-controls')!)!;
    expect(groupList.hidden).toBe(true);
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(within(groupList).getAllByRole('link')).toHaveLength(4);
    expect(within(menu).getByRole('link', { name: 'Free Estimate' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('on phones, the menu closes when a link changes the page', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = await mobileMenu(toggle.getAttribute('aria-controls')!);
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    expect(location()).toBe('/contact');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SiteFooter', () => {
  it('shows the copyright line with the current year and the Privacy Policy link', () => {
    renderBlock(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} Bluegrass Commercial Roofing. All rights reserved.`)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('takes the year from the clock, not from the build', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    renderBlock(<SiteFooter />);
    expect(screen.getByText('© 2031 Bluegrass Commercial Roofing. All rights reserved.')).toBeTruthy();
  });

  it('shows the blurb, the service and roof type links, the phone, the e-mail and the tagline', () => {
    renderBlock(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/quality workmanship and honest pricing since 2010/)).toBeTruthy();
    const services = within(footer).getByRole('navigation', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(site.services.map((s) => [s.label, s.href]));
    const roofTypes = within(footer).getByRole('navigation', { name: 'Roof Types' });
    expect(within(roofTypes).getAllByRole('link')).toHaveLength(5);
    const phone = within(footer).getByRole('link', { name: '(502) 555-0142' });
    expect(phone.getAttribute('href')).toBe('tel:+15025550142');
    expect(phone.hasAttribute('data-loc-phone')).toBe(true);
    expect(within(footer).getByRole('link', { name: site.company.email }).getAttribute('href')).toBe(`mailto:${site.company.email}`);
    expect(within(footer).getByText('Serving All Of Kentucky')).toBeTruthy();
  });
});

describe('SiteLayout', () => {
  it('offers a skip link to the main content first', async () => {
    const user = userEvent.setup();
    renderBlock(
      <SiteLayout>
        <p>Page content</p>
      </SiteLayout>,
    );
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Skip to main content');
    expect(document.activeElement?.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeTruthy();
  });

  it('scrolls to the top on every route change', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderBlock(
      <SiteLayout>
        <p>Page content</p>
      </SiteLayout>,
      { route: '/about' },
    );
    scrollTo.mockClear();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));
    expect(location()).toBe('/privacy-policy');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
