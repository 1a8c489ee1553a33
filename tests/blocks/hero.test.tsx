/** The hero: the page's headline (h1 when first), badge, highlight, buttons and trust badges. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroBlock } from '../../blocks/HeroBlock';
import { renderBlock, sectionOf, site } from './renderBlock';

const homeHero = sectionOf('/', 'hero');
const aboutHero = sectionOf('/about', 'hero');

describe('HeroBlock', () => {
  it('shows the headline as the page h1 when it is the first section', () => {
    renderBlock(<HeroBlock {...homeHero} />, { index: 0, estimateFormIndex: 0 });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveProperty('textContent', "Kentucky's Trusted Commercial Roofing Experts");
    // The section is a landmark named by its headline.
    expect(screen.getByRole('region', { name: "Kentucky's Trusted Commercial Roofing Experts" })).toBeTruthy();
  });

  it('uses an h2 when it is not the first section', () => {
    renderBlock(<HeroBlock {...homeHero} />, { index: 2, estimateFormIndex: 2 });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: homeHero.heading })).toBeTruthy();
  });

  it('shows the highlighted part of the headline in its own span, and only that part', () => {
    renderBlock(<HeroBlock {...homeHero} />, { estimateFormIndex: 0 });
    const heading = screen.getByRole('heading', { level: 1 });
    const spans = heading.querySelectorAll('span');
    expect(spans).toHaveLength(1);
    expect(spans[0]?.textContent).toBe('Commercial Roofing Experts');
    expect(spans[0]?.className).toContain('text-orange-400');
    // The rest of the headline stays plain text around it.
    expect(heading.firstChild?.textContent).toBe("Kentucky's Trusted ");
  });

  it('shows the headline without a span when there is no highlight, or the highlight is not in the headline', () => {
    const { unmount } = renderBlock(<HeroBlock {...aboutHero} highlight={undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).querySelector('span')).toBeNull();
    unmount();
    renderBlock(<HeroBlock {...aboutHero} highlight="Not In The Headline" />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.querySelector('span')).toBeNull();
    expect(heading.textContent).toBe(aboutHero.heading);
  });

  it('shows the badge, the text and the three trust badges', () => {
    renderBlock(<HeroBlock {...homeHero} />, { estimateFormIndex: 0 });
    const hero = screen.getByRole('region', { name: homeHero.heading });
    expect(within(hero).getByText('Serving All Of Kentucky')).toBeTruthy();
    expect(within(hero).getByText(homeHero.text!)).toBeTruthy();
    const badges = within(hero).getByText('Licensed & Insured').closest('ul')!;
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Licensed & Insured', 'Manufacturer Certified', 'Warranty Options']);
  });

  it('has a Free Estimate button to the form and a call button with the phone number', () => {
    renderBlock(<HeroBlock {...homeHero} />, { estimateFormIndex: 0 });
    expect(screen.getByRole('link', { name: 'Get Free Estimate' }).getAttribute('href')).toBe('#estimate-form');
    const call = screen.getByRole('link', { name: `Call ${site.company.phoneDisplay}` });
    expect(call.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(call.hasAttribute('data-loc-phone')).toBe(true);
  });

  it('shows the estimate form card beside the headline when the hero has a form', () => {
    renderBlock(<HeroBlock {...homeHero} />, { estimateFormIndex: 0 });
    expect(screen.getByText('Get A Free No-Obligation Commercial Roofing Estimate')).toBeTruthy();
    expect(screen.getByTitle(site.integrations.leadForm.iframeTitle).tagName).toBe('IFRAME');
  });

  it('has no form card, no iframe and no empty lists when those parts are left out', () => {
    const { container } = renderBlock(<HeroBlock {...aboutHero} trustBadges={undefined} buttons={[]} badge={undefined} text={undefined} />);
    expect(aboutHero.form).toBeUndefined();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[data-lead-form]')).toBeNull();
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    // Only the headline remains as text.
    expect(screen.getByRole('region').textContent).toBe(aboutHero.heading);
  });

  it('treats an empty trust badge list like a missing one', () => {
    const { container } = renderBlock(<HeroBlock {...aboutHero} trustBadges={[]} />);
    expect(container.querySelector('ul')).toBeNull();
  });

  it('shows an optional photo with its alt text, loaded at once in the hero', () => {
    renderBlock(<HeroBlock {...aboutHero} image={{ src: '/images/warehouse.jpg', alt: 'A warehouse roof in Louisville', width: 1200, height: 800 }} />);
    const image = screen.getByRole('img', { name: 'A warehouse roof in Louisville' });
    expect(image.getAttribute('src')).toBe('/images/warehouse.jpg');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('800');
    expect(image.getAttribute('loading')).toBe('eager');
  });
});
