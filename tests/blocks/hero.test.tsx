/** The hero: the page's headline (h1 when first), badge, highlight, buttons, trust badges and form. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroBlock } from '../../blocks/HeroBlock';
import { imageSlots } from '../../schema/imageSlots';
import { builtPhoto, example, itemTexts, renderBlock, site } from './renderBlock';

const hero = example('hero');
const form = example('cta').form!;
const withForm = { ...hero, form };

describe('HeroBlock', () => {
  it('shows the headline as the page h1 when it is the first section, and is named by it', () => {
    renderBlock(<HeroBlock {...hero} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hero.heading);
    expect(screen.getByRole('region', { name: hero.heading })).toBeTruthy();
  });

  it('uses an h2 when it is not the first section', () => {
    renderBlock(<HeroBlock {...hero} />, { index: 2 });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: hero.heading })).toBeTruthy();
  });

  it('shows the highlighted part of the headline in its own span, and only that part', () => {
    expect(hero.heading).toContain(hero.highlight);
    renderBlock(<HeroBlock {...hero} />);
    const heading = screen.getByRole('heading', { level: 1 });
    const spans = heading.querySelectorAll('span');
    expect(spans).toHaveLength(1);
    expect(spans[0]?.textContent).toBe(hero.highlight);
    expect(spans[0]?.className).toContain('text-orange-400');
    // The rest of the headline stays plain text around it.
    expect(heading.textContent).toBe(hero.heading);
  });

  it('shows the headline without a span when there is no highlight, or the highlight is not in the headline', () => {
    const { unmount } = renderBlock(<HeroBlock {...hero} highlight={undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).querySelector('span')).toBeNull();
    unmount();
    renderBlock(<HeroBlock {...hero} highlight="Not In The Headline" />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.querySelector('span')).toBeNull();
    expect(heading.textContent).toBe(hero.heading);
  });

  it('shows the badge, the text and the trust badges', () => {
    renderBlock(<HeroBlock {...hero} />);
    const region = screen.getByRole('region', { name: hero.heading });
    expect(within(region).getByText(hero.badge!)).toBeTruthy();
    expect(within(region).getByText(hero.text!)).toBeTruthy();
    const badges = within(region).getByText(hero.trustBadges![0]!).closest('ul')!;
    expect(itemTexts(badges)).toEqual(hero.trustBadges);
  });

  it('has a Free Estimate button to the form and a call button with the phone number', () => {
    renderBlock(<HeroBlock {...withForm} />, { estimateFormIndex: 0 });
    const estimate = hero.buttons!.find((b) => b.action === 'free-estimate')!;
    expect(screen.getByRole('link', { name: estimate.label }).getAttribute('href')).toBe('#estimate-form');
    const call = screen.getByRole('link', { name: `Call ${site.company.phoneDisplay}` });
    expect(call.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(call.hasAttribute('data-loc-phone')).toBe(true);
  });

  it('shows the estimate form card beside the headline when the hero has a form', () => {
    renderBlock(<HeroBlock {...withForm} />, { estimateFormIndex: 0 });
    expect(screen.getByText(form.title)).toBeTruthy();
    expect(screen.getByTitle(site.integrations.leadForm.iframeTitle).tagName).toBe('IFRAME');
  });

  it('has no form card, no iframe and no empty lists when those parts are left out', () => {
    const { container } = renderBlock(<HeroBlock {...hero} trustBadges={undefined} buttons={[]} badge={undefined} text={undefined} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[data-lead-form]')).toBeNull();
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    // Only the headline remains as text.
    expect(screen.getByRole('region').textContent).toBe(hero.heading);
  });

  it('treats an empty trust badge list like a missing one', () => {
    const { container } = renderBlock(<HeroBlock {...hero} trustBadges={[]} buttons={[]} />);
    expect(container.querySelector('ul')).toBeNull();
  });

  it('shows an optional photo behind the headline, as a hero photo fetched at once, at high priority', () => {
    renderBlock(<HeroBlock {...hero} image={builtPhoto('A warehouse roof')} />, { index: 0 });
    const image = screen.getByRole('img', { name: 'A warehouse roof' });
    expect(image.closest('picture')?.querySelector('source')?.getAttribute('sizes')).toBe(imageSlots.hero.sizes);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    // Behind the text: the headline is still the section's first content.
    expect(image.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
