/** The shell around every page: the top navigation with its dropdowns, the phone menu and the footer. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../engine/runtime/layout/SiteFooter';
import { SiteHeader } from '../../engine/runtime/layout/SiteHeader';
import { SiteLayout } from '../../engine/runtime/layout/SiteLayout';
import { clickFollows, renderBlock, site } from './renderBlock';

/** The fixture menu's entries: its page links, and the labels of its two dropdown lists. */
const menuLinks = site.navigation.menu.filter((entry) => 'href' in entry);
const listLabel = (list: 'services' | 'roofTypes') => site.navigation.menu.find((entry) => 'list' in entry && entry.list === list)!.label;
const servicesLabel = listLabel('services');
const roofTypesLabel = listLabel('roofTypes');
/** A page of the menu other than the home page, to stand on. */
const otherPage = menuLinks.find((entry) => entry.href !== '/')!;
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** The desktop menu: the first list in the main navigation. */
const desktopMenu = () => mainNav().querySelector('ul')!;
/** A finger tap: a pointer that does not hover first (a mouse click is tested on its own). */
const tap = (user: ReturnType<typeof userEvent.setup>, target: Element) => user.pointer([{ keys: '[TouchA]', target }]);
/** The phone menu is its own lazily loaded chunk (with framer-motion): give it time to arrive. */
const mobileMenu = (id: string) =>
  waitFor(
    () => {
      // The menu's container is always there (the button controls it in every state); its
      // content arrives with the chunk.
      const element = document.getElementById(id);
      expect(element?.querySelector('a')).toBeTruthy();
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
    for (const entry of site.navigation.menu) {
      if ('href' in entry) expect(within(desktopMenu()).getByRole('link', { name: entry.label }).getAttribute('href')).toBe(entry.href);
      else expect(within(desktopMenu()).getByRole('button', { name: entry.label }).getAttribute('aria-expanded')).toBe('false');
    }
  });

  it('has the logo linking home, a phone link and the Free Estimate button', () => {
    renderBlock(<SiteHeader />, { route: otherPage.href });
    expect(within(mainNav()).getByRole('link', { name: site.company.name }).getAttribute('href')).toBe('/');
    const phone = mainNav().querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
    expect(phone.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(phone.hasAttribute('data-loc-phone')).toBe(true);
    expect(phone.textContent).toBe(`${site.navigation.callLabel} ${site.company.phoneDisplay}`);
    const estimate = within(mainNav()).getByRole('link', { name: site.navigation.estimateLabel });
    // Outside any section: the header's button goes to the home page form.
    expect(estimate.getAttribute('href')).toBe('/#estimate-form');
  });

  it('marks the menu entry of the current page', () => {
    renderBlock(<SiteHeader />, { route: otherPage.href });
    for (const entry of menuLinks) {
      expect(within(desktopMenu()).getByRole('link', { name: entry.label }).className.includes('text-orange-300')).toBe(entry === otherPage);
    }
  });

  it('the Services button toggles a list of the services, each with its description', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: servicesLabel });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    expect(within(desktopMenu()).queryByRole('link', { name: new RegExp(site.services[0]!.label) })).toBeNull();

    await tap(user, button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(site.services.map((service) => service.href));
    links.forEach((link, i) => {
      const service = site.services[i]!;
      expect(within(link).getByText(service.label)).toBeTruthy();
      expect(within(link).getByText(service.description)).toBeTruthy();
    });

    await tap(user, button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('the Roof Types button opens the roof types with descriptions and feature tags', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: roofTypesLabel });
    await tap(user, button);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(site.roofTypes.map((roof) => roof.href));
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
    const button = within(desktopMenu()).getByRole('button', { name: servicesLabel });
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
    const button = within(desktopMenu()).getByRole('button', { name: servicesLabel });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    for (let i = 0; i < site.services.length; i++) await user.tab();
    expect(document.activeElement?.getAttribute('href')).toBe(site.services.at(-1)!.href);
    await user.tab(); // on to the Roof Types button
    expect(document.activeElement).toBe(within(desktopMenu()).getByRole('button', { name: roofTypesLabel }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a mouse opens the dropdown on hover and closes it on leaving', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: servicesLabel });
    await user.hover(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.unhover(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a mouse click on the Services button shows the list (hover must not make the click close it)', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: servicesLabel });
    // A real mouse always enters the menu entry before it clicks the button.
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.hidden).toBe(false);
  });

  it('a tap outside closes the dropdown; opening the other dropdown closes the first', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const services = within(desktopMenu()).getByRole('button', { name: servicesLabel });
    const roofTypes = within(desktopMenu()).getByRole('button', { name: roofTypesLabel });
    await tap(user, services);
    await tap(user, roofTypes);
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(roofTypes.getAttribute('aria-expanded')).toBe('true');
    await tap(user, document.body);
    expect(roofTypes.getAttribute('aria-expanded')).toBe('false');
  });

  it('choosing a service follows its link and closes the dropdown', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const button = within(desktopMenu()).getByRole('button', { name: servicesLabel });
    await tap(user, button);
    const service = site.services[1]!;
    const link = within(desktopMenu()).getByRole('link', { name: new RegExp(service.label) });
    expect(link.getAttribute('href')).toBe(service.href);
    expect(await clickFollows(link, () => tap(user, link))).toBe(true);
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
    const toggle = screen.getByRole('button', { name: site.navigation.menuButtonLabel });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = await mobileMenu(toggle.getAttribute('aria-controls')!);
    const group = within(menu).getByRole('button', { name: servicesLabel });
    const groupList = document.getElementById(group.getAttribute('aria-controls')!)!;
    expect(groupList.hidden).toBe(true);
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(within(groupList).getAllByRole('link')).toHaveLength(site.services.length);
    expect(within(menu).getByRole('link', { name: site.navigation.estimateLabel })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!), 'the button controls an element in every state').not.toBeNull();
  });

  it('on phones, a menu link is followed, and the menu is closed when the browser brings the page back', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: site.navigation.menuButtonLabel });
    await user.click(toggle);
    const menu = await mobileMenu(toggle.getAttribute('aria-controls')!);
    const link = within(menu).getByRole('link', { name: otherPage.label });
    expect(link.getAttribute('href')).toBe(otherPage.href);
    expect(await clickFollows(link)).toBe(true);
    // Each page is its own document, so the new page starts with its menu closed; this page,
    // kept in the back/forward cache, comes back closed too.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SiteFooter', () => {
  it('shows the copyright line with the current year and the Privacy Policy link', () => {
    renderBlock(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const year = String(new Date().getFullYear());
    expect(within(footer).getByText(site.footer.copyright.replace('{year}', year))).toBeTruthy();
    expect(within(footer).getByRole('link', { name: site.footer.privacyLabel }).getAttribute('href')).toBe(site.footer.privacyHref);
  });

  it('takes the year from the clock, not from the build', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    renderBlock(<SiteFooter />);
    expect(screen.getByText(site.footer.copyright.replace('{year}', '2031'))).toBeTruthy();
  });

  it('shows the blurb, the service and roof type links, the phone, the e-mail and the tagline', () => {
    renderBlock(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(site.footer.blurb)).toBeTruthy();
    const services = within(footer).getByRole('navigation', { name: site.footer.servicesHeading });
    expect(
      within(services)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(site.services.map((s) => [s.label, s.href]));
    const roofTypes = within(footer).getByRole('navigation', { name: site.footer.roofTypesHeading });
    expect(
      within(roofTypes)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(site.roofTypes.map((r) => [r.label, r.href]));
    const phone = within(footer).getByRole('link', { name: site.company.phoneDisplay });
    expect(phone.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(phone.hasAttribute('data-loc-phone')).toBe(true);
    expect(within(footer).getByRole('link', { name: site.company.email }).getAttribute('href')).toBe(`mailto:${site.company.email}`);
    expect(within(footer).getByText(site.company.tagline)).toBeTruthy();
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
    expect(document.activeElement?.textContent).toBe(site.navigation.skipLinkLabel);
    expect(document.activeElement?.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(within(screen.getByRole('main')).getByText('Page content')).toBeTruthy();
  });
});
