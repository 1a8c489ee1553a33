/**
 * The estimate form card (blocks/ui/LeadFormCard.tsx), as the hero and the call to action show
 * it: the provider's form in an iframe with its height reserved, loaded at once only at the top
 * of the page, and a phone fallback when the provider's script cannot load.
 */
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CtaBlock } from '../../blocks/CtaBlock';
import { HeroBlock } from '../../blocks/HeroBlock';
import type { ResolvedPage } from '../../schema/page';
import { example, itemTexts, renderBlock, renderPage, site } from './renderBlock';

const { formUrl, embedScriptUrl, iframeTitle, fallbackText } = site.integrations.leadForm;
const form = example('cta').form!;
/** A hero with the full form card, as at the top of a page. */
const homeHero = { ...example('hero'), form: { ...form, height: 1000, embedId: 'home-form-embed' } };
/** A call to action with a plain form card, as at the end of a page. */
const finalCta = { ...example('cta'), form: { title: form.title, height: 600 } };
/** A page with two forms: one at the top, one at the end. */
const twoForms: ResolvedPage = {
  path: '/',
  title: 'Two forms on one page',
  description: 'A fixture page with a form in its hero and another at its end.',
  sections: [homeHero, example('content'), finalCta],
};
const formScripts = () => document.body.querySelectorAll<HTMLScriptElement>(`script[src="${embedScriptUrl}"]`);

describe('LeadFormCard', () => {
  it('embeds the form from site.config.json with its accessible title', () => {
    renderBlock(<HeroBlock {...homeHero} />, { index: 0, estimateFormIndex: 0 });
    const iframe = screen.getByTitle(iframeTitle);
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe.getAttribute('src')).toBe(formUrl);
  });

  it('shows the card title, subtitle and reassurances', () => {
    renderBlock(<HeroBlock {...homeHero} />, { estimateFormIndex: 0 });
    const card = document.querySelector<HTMLElement>('[data-lead-form]')!;
    expect(within(card).getByText(homeHero.form!.title)).toBeTruthy();
    expect(within(card).getByText(homeHero.form.subtitle!)).toBeTruthy();
    expect(itemTexts(card)).toEqual(homeHero.form.reassurances);
  });

  it('has no empty reassurance list or subtitle when they are left out', () => {
    renderBlock(<CtaBlock {...finalCta} />, { index: 1, estimateFormIndex: 1 });
    const card = document.querySelector<HTMLElement>('[data-lead-form]')!;
    expect('reassurances' in finalCta.form).toBe(false);
    expect(card.querySelector('ul')).toBeNull();
    renderBlock(<CtaBlock {...finalCta} form={{ title: 'Just a title', height: 400 }} />, { index: 1 });
    const bare = document.querySelectorAll<HTMLElement>('[data-lead-form]')[1]!;
    expect(bare.querySelectorAll('p')).toHaveLength(1);
  });

  it('reserves the form height from the page data, so the page does not jump while it loads', () => {
    renderBlock(<HeroBlock {...homeHero} />, { estimateFormIndex: 0 });
    const iframe = screen.getByTitle(iframeTitle);
    expect(homeHero.form!.height).toBe(1000);
    expect(iframe.style.height).toBe('1000px');
    expect(iframe.parentElement!.style.height).toBe('1000px');
  });

  it('reserves the height of a form further down the page too', () => {
    renderBlock(<CtaBlock {...finalCta} />, { index: 8, estimateFormIndex: 0 });
    const iframe = screen.getByTitle(iframeTitle);
    expect(iframe.style.height).toBe('600px');
    expect(iframe.parentElement!.style.height).toBe('600px');
  });

  it('loads the form at once in the first section and lazily further down', () => {
    const { unmount } = renderBlock(<HeroBlock {...homeHero} />, { index: 0, estimateFormIndex: 0 });
    expect(screen.getByTitle(iframeTitle).getAttribute('loading')).toBe('eager');
    unmount();
    renderBlock(<CtaBlock {...finalCta} />, { index: 8, estimateFormIndex: 0 });
    expect(screen.getByTitle(iframeTitle).getAttribute('loading')).toBe('lazy');
  });

  it('uses the embed id as the iframe id, and none when the placement has no embed id', () => {
    const { unmount } = renderBlock(<HeroBlock {...homeHero} />, { estimateFormIndex: 0 });
    const iframe = screen.getByTitle(iframeTitle);
    expect(iframe.id).toBe('home-form-embed');
    expect(iframe.getAttribute('data-form-id')).toBe('home-form-embed');
    unmount();
    renderBlock(<CtaBlock {...finalCta} />, { index: 8 });
    expect(screen.getByTitle(iframeTitle).hasAttribute('id')).toBe(false);
  });

  it("uses each placement's own embed id and height", () => {
    for (const [embedId, height] of [
      ['epdm-form-embed', 500],
      ['metal-form-embed', 720],
    ] as const) {
      const { unmount } = renderBlock(<HeroBlock {...homeHero} form={{ ...form, embedId, height }} />, { estimateFormIndex: 0 });
      const iframe = screen.getByTitle(iframeTitle);
      expect(iframe.id).toBe(embedId);
      expect(iframe.style.height).toBe(`${height}px`);
      unmount();
    }
  });

  it('sandboxes the form: scripts and submitting allowed, no same-origin access for a form served from this site', () => {
    renderBlock(<HeroBlock {...homeHero} />, { estimateFormIndex: 0 });
    const sandbox = screen.getByTitle(iframeTitle).getAttribute('sandbox')!.split(' ');
    expect(formUrl.startsWith('/')).toBe(true);
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-forms', 'allow-popups', 'allow-top-navigation-by-user-activation']));
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).not.toContain('allow-top-navigation');
  });

  it("keeps the provider's own cookies working for a form on the provider's https site", () => {
    const providerSite = {
      ...site,
      integrations: { ...site.integrations, leadForm: { ...site.integrations.leadForm, formUrl: 'https://forms.example.com/widget/abc' } },
    };
    renderBlock(<HeroBlock {...homeHero} />, { estimateFormIndex: 0, site: providerSite });
    const iframe = screen.getByTitle(iframeTitle);
    expect(iframe.getAttribute('src')).toBe('https://forms.example.com/widget/abc');
    expect(iframe.getAttribute('sandbox')!.split(' ')).toContain('allow-same-origin');
  });

  it('marks the first form on the page as the Free Estimate target, and only that one', () => {
    renderPage(twoForms, { site });
    const cards = document.querySelectorAll<HTMLElement>('[data-lead-form]');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.id).toBe('estimate-form');
    expect(cards[1]!.hasAttribute('id')).toBe(false);
    expect(document.querySelectorAll('#estimate-form')).toHaveLength(1);
  });

  it("adds the provider's form script once, however many forms the page has", () => {
    renderPage(twoForms, { site });
    expect(document.querySelectorAll('[data-lead-form]')).toHaveLength(2);
    expect(formScripts()).toHaveLength(1);
    expect(formScripts()[0]!.async).toBe(true);
  });

  it('offers the phone number instead of the form when the provider script cannot load', async () => {
    renderBlock(<HeroBlock {...homeHero} />, { index: 0, estimateFormIndex: 0 });
    expect(screen.queryByRole('status')).toBeNull();
    const script = formScripts()[0];
    expect(script).toBeDefined();
    act(() => {
      script!.dispatchEvent(new Event('error'));
    });
    const fallback = await screen.findByRole('status');
    // The settings arrive with {phone} filled in (engine/content/resolve.ts).
    expect(fallback.textContent).toContain(fallbackText);
    const call = within(fallback).getByRole('link', { name: site.company.phoneDisplay });
    expect(call.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(call.hasAttribute('data-loc-phone')).toBe(true);
    expect(screen.queryByTitle(iframeTitle)).toBeNull();
    // The card keeps its height, so the page does not jump either.
    expect(fallback.parentElement!.style.height).toBe('1000px');
  });

  it('shows the fallback in every form on the page when the script fails', async () => {
    renderPage(twoForms, { site });
    act(() => {
      formScripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findAllByRole('status')).toHaveLength(2);
    expect(screen.queryAllByTitle(iframeTitle)).toHaveLength(0);
  });

  it('keeps the form when the script loads', async () => {
    renderBlock(<HeroBlock {...homeHero} />, { estimateFormIndex: 0 });
    act(() => {
      formScripts()[0]!.dispatchEvent(new Event('load'));
    });
    await act(async () => {});
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTitle(iframeTitle)).toBeTruthy();
  });
});
