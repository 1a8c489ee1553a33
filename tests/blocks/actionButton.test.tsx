/**
 * Buttons from page data (blocks/ui/ActionButton.tsx): links, call buttons and the Free
 * Estimate action, shown here through the blocks that carry them.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentBlock } from '../../blocks/ContentBlock';
import { CtaBlock } from '../../blocks/CtaBlock';
import { HeroBlock } from '../../blocks/HeroBlock';
import { clickFollows, example, renderBlock, site } from './renderBlock';

const content = example('content');
const hero = example('hero');
const heroWithForm = { ...hero, form: example('cta').form };
const estimateLabel = hero.buttons!.find((b) => b.action === 'free-estimate')!.label;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ActionButton', () => {
  it('a call button dials the company number, with the call-tracking hook', () => {
    renderBlock(<ContentBlock {...content} buttons={[{ label: 'Call us today', action: 'call' }]} />, { index: 1 });
    const call = screen.getByRole('link', { name: 'Call us today' });
    expect(call.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(call.hasAttribute('data-loc-phone')).toBe(true);
  });

  it('an internal link is a plain link to the page, which the browser follows', async () => {
    renderBlock(<ContentBlock {...content} buttons={[{ label: 'About Our Company', href: '/about' }]} />, { index: 1 });
    const link = screen.getByRole('link', { name: 'About Our Company' });
    expect(link.getAttribute('href')).toBe('/about');
    expect(link.hasAttribute('target')).toBe(false);
    expect(await clickFollows(link)).toBe(true);
  });

  it('an outside link opens in a new tab without access back to this site', () => {
    renderBlock(<ContentBlock {...content} buttons={[{ label: 'Our reviews', href: 'https://reviews.example.com/bluegrass' }]} />, { index: 1 });
    const link = screen.getByRole('link', { name: 'Our reviews' });
    expect(link.getAttribute('href')).toBe('https://reviews.example.com/bluegrass');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('rel')).toContain('noreferrer');
  });

  it('a mailto link stays a plain link in the same tab', () => {
    renderBlock(<ContentBlock {...content} buttons={[{ label: 'E-mail us', href: 'mailto:office@example.com' }]} />, { index: 1 });
    const link = screen.getByRole('link', { name: 'E-mail us' });
    expect(link.getAttribute('href')).toBe('mailto:office@example.com');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('Free Estimate links to the form on this page when the page has one', () => {
    renderBlock(<HeroBlock {...heroWithForm} />, { index: 0, estimateFormIndex: 0 });
    expect(screen.getByRole('link', { name: estimateLabel }).getAttribute('href')).toBe('#estimate-form');
  });

  it('Free Estimate links to the home page form when the page has none', () => {
    renderBlock(<HeroBlock {...hero} />, { index: 0, estimateFormIndex: -1 });
    expect(screen.getByRole('link', { name: estimateLabel }).getAttribute('href')).toBe('/#estimate-form');
  });

  it('Free Estimate on a page with a form brings the form into view and highlights it for 2 seconds', () => {
    vi.useFakeTimers();
    // jsdom has no layout, so where the page lands cannot be seen here; that it scrolls can.
    // Either way of scrolling counts: the window to a position, or the card into view.
    const scrolls: unknown[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => void scrolls.push(args));
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolls.push(this);
    });
    renderBlock(<HeroBlock {...heroWithForm} />, { index: 0, estimateFormIndex: 0 });
    const form = document.getElementById('estimate-form')!;
    expect(form.hasAttribute('data-highlighted')).toBe(false);
    // fireEvent answers false when the page took the click over: it stays on this page.
    expect(fireEvent.click(screen.getByRole('link', { name: estimateLabel }))).toBe(false);
    expect(form.hasAttribute('data-highlighted')).toBe(true);
    // The scroll moves in animation frames, from the next one on.
    vi.advanceTimersByTime(16);
    expect(scrolls.length).toBeGreaterThan(0);
    vi.advanceTimersByTime(1983);
    expect(form.hasAttribute('data-highlighted')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(form.hasAttribute('data-highlighted')).toBe(false);
  });

  it('Free Estimate on a page without a form goes to the home page', async () => {
    renderBlock(<CtaBlock {...example('cta')} form={undefined} buttons={[{ label: 'Get Free Estimate', action: 'free-estimate' }]} />, {
      index: 3,
      estimateFormIndex: -1,
      route: '/services/repairs',
    });
    const link = screen.getByRole('link', { name: 'Get Free Estimate' });
    expect(link.getAttribute('href')).toBe('/#estimate-form');
    expect(await clickFollows(link), 'the link itself goes to the home page form').toBe(true);
  });

  it('a Free Estimate button without a variant gets the orange call-to-action style', () => {
    renderBlock(
      <ContentBlock
        {...content}
        buttons={[
          { label: 'Free Estimate', action: 'free-estimate' },
          { label: 'Read more', href: '/about' },
        ]}
      />,
      { index: 1 },
    );
    expect(screen.getByRole('link', { name: 'Free Estimate' }).className).toContain('bg-cta');
    expect(screen.getByRole('link', { name: 'Read more' }).className).not.toContain('bg-cta');
  });
});
