/** The shell around every page: the top navigation with its dropdowns, the phone menu and the footer. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../blocks/layout/SiteFooter';
import { SiteHeader } from '../../blocks/layout/SiteHeader';
import { SiteLayout } from '../../blocks/layout/SiteLayout';
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
/** The panel a menu button opens: the popover its `popovertarget` names. */
const popoverOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget')!)!;
/** A list of the desktop menu: the <details> whose summary says `label`. */
function desktopList(label: string) {
  const summary = [...desktopMenu().querySelectorAll('summary')].find((element) => element.textContent === label);
  if (!summary) throw new Error(`no list named "${label}" in the desktop menu`);
  return { summary, details: summary.parentElement as HTMLDetailsElement, panel: document.getElementById(summary.getAttribute('aria-controls')!)! };
}

/**
 * jsdom has no popovers. This stands in for the two methods the phone menu's tests call, so
 * that a test sees what the header asks of the browser.
 */
function stubPopovers() {
  const open = new WeakSet<Element>();
  for (const [name, change] of [
    ['showPopover', (element: Element) => open.add(element)],
    ['hidePopover', (element: Element) => open.delete(element)],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      value(this: HTMLElement) {
        change(this);
      },
    });
  }
  return { isOpen: (element: Element) => open.has(element) };
}

// The scroll tests set window.scrollY; the next test (or file: the suite shares its window) gets jsdom's back.
const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY')!;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const name of ['showPopover', 'hidePopover']) Reflect.deleteProperty(HTMLElement.prototype, name);
  Object.defineProperty(window, 'scrollY', scrollY);
});

describe('SiteHeader', () => {
  it('shows every menu entry from the site settings, in order; a list entry starts closed', () => {
    renderBlock(<SiteHeader />);
    const entries = [...desktopMenu().children].map((li) => li.querySelector('a, summary')!);
    expect(entries.map((entry) => entry.textContent)).toEqual(site.navigation.menu.map((entry) => entry.label));
    for (const entry of site.navigation.menu) {
      if ('href' in entry) expect(within(desktopMenu()).getByRole('link', { name: entry.label }).getAttribute('href')).toBe(entry.href);
      else expect(desktopList(entry.label).details.open).toBe(false);
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

  it.each([
    ['services', servicesLabel],
    ['roofTypes', roofTypesLabel],
  ] as const)('the %s list holds every entry with its description and feature tags', (list, label) => {
    renderBlock(<SiteHeader />);
    const { panel } = desktopList(label);
    const entries: { href: string; label: string; description: string; features?: string[] }[] = list === 'services' ? site.services : site.roofTypes;
    // A closed list is hidden, so the queries include hidden elements.
    const links = within(panel).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(entries.map((entry) => entry.href));
    links.forEach((link, i) => {
      const entry = entries[i]!;
      expect(within(link).getByText(entry.label)).toBeTruthy();
      expect(within(link).getByText(entry.description)).toBeTruthy();
      for (const feature of entry.features ?? []) expect(within(link).getByText(feature)).toBeTruthy();
    });
  });

  // Opening by click or keyboard and one list closing the other are the browser's own
  // <details> behaviour: tests/e2e/navigation.test.ts checks them in Chromium. What the header
  // adds in JavaScript is checked here.
  it('a mouse opens a list on hover and closes it on leaving; the click that follows the hover does not close it', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const { summary, details } = desktopList(servicesLabel);
    await user.hover(summary);
    expect(details.open).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void summary.dispatchEvent(click));
    expect(click.defaultPrevented, 'the click after a hover must not toggle the list closed').toBe(true);
    await user.unhover(summary);
    expect(details.open).toBe(false);
    const secondClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void summary.dispatchEvent(secondClick));
    expect(secondClick.defaultPrevented, 'a click without a hover toggles the list as usual').toBe(false);
  });

  it('Escape closes an open list and returns focus to its button; so does a tap outside, and leaving it with Tab', async () => {
    const user = userEvent.setup();
    renderBlock(<SiteHeader />);
    const { summary, details, panel } = desktopList(servicesLabel);
    const open = async () => {
      details.open = true;
      await waitFor(() => expect(details.open).toBe(true));
      // The header listens once the browser has said it opened (the toggle event).
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    await open();
    act(() => panel.querySelector<HTMLElement>('a')!.focus());
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);

    await open();
    await user.pointer({ keys: '[TouchA]', target: document.body });
    expect(details.open).toBe(false);

    await open();
    act(() => panel.querySelector<HTMLElement>(`a[href="${site.services.at(-1)!.href}"]`)!.focus());
    await user.tab(); // on to the Roof Types button
    expect(document.activeElement).toBe(desktopList(roofTypesLabel).summary);
    expect(details.open).toBe(false);
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

  it('on phones, the menu button opens, as a popover, the menu entries, the groups as <details>, the phone link and Free Estimate', () => {
    renderBlock(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: site.navigation.menuButtonLabel });
    const menu = popoverOf(toggle);
    expect(menu.getAttribute('popover')).toBe('auto');
    expect(toggle.getAttribute('aria-controls')).toBe(menu.id);
    for (const entry of site.navigation.menu) {
      if ('href' in entry) {
        expect(within(menu).getByRole('link', { name: entry.label, hidden: true }).getAttribute('href')).toBe(entry.href);
        continue;
      }
      const group = [...menu.querySelectorAll('details')].find((details) => details.querySelector('summary')?.textContent === entry.label);
      expect(group, `a group named "${entry.label}"`).toBeTruthy();
      expect(group!.open, 'groups start folded').toBe(false);
      const hrefs = within(group!)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual((entry.list === 'services' ? site.services : site.roofTypes).map((item) => item.href));
    }
    expect(menu.querySelector('a[href^="tel:"]')?.textContent).toContain(site.company.phoneDisplay);
    expect(within(menu).getByRole('link', { name: site.navigation.estimateLabel, hidden: true })).toBeTruthy();
  });

  it('on phones, a menu link is followed; Free Estimate and the browser bringing the page back close the menu', async () => {
    const popovers = stubPopovers();
    renderBlock(<SiteHeader />);
    const menu = popoverOf(screen.getByRole('button', { name: site.navigation.menuButtonLabel }));
    act(() => menu.showPopover());
    const link = within(menu).getByRole('link', { name: otherPage.label, hidden: true });
    expect(link.getAttribute('href')).toBe(otherPage.href);
    expect(await clickFollows(link)).toBe(true);
    // Each page is its own document, so the new page starts with its menu closed; this page,
    // kept in the back/forward cache, comes back closed too.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(popovers.isOpen(menu)).toBe(false);

    // On a page with an estimate form, Free Estimate stays on the page: the menu must get out of the way.
    const form = document.body.appendChild(document.createElement('div'));
    form.setAttribute('data-lead-form', '');
    act(() => menu.showPopover());
    await userEvent.click(within(menu).getByRole('link', { name: site.navigation.estimateLabel, hidden: true }));
    expect(popovers.isOpen(menu)).toBe(false);
    expect(form.hasAttribute('data-highlighted'), 'and the form is highlighted').toBe(true);
    form.remove();
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
