/** The call to action: heading, text, points, buttons and, optionally, the estimate form. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CtaBlock } from '../../blocks/CtaBlock';
import { example, itemTexts, renderBlock, sectionNamed, site } from './renderBlock';

const cta = { ...example('cta'), id: 'free-estimate' };

describe('CtaBlock', () => {
  it('shows its eyebrow, h2, text and points, under its anchor id', () => {
    renderBlock(<CtaBlock {...cta} />, { index: 8, estimateFormIndex: 0 });
    const section = sectionNamed(cta.heading);
    expect(section.id).toBe(cta.id);
    expect(within(section).getByText(cta.eyebrow!)).toBeTruthy();
    expect(within(section).getByText(cta.text!)).toBeTruthy();
    const points = within(section).getByText(cta.points![0]!).closest('ul')!;
    expect(itemTexts(points)).toEqual(cta.points);
  });

  it('has a call button with the phone number', () => {
    renderBlock(<CtaBlock {...cta} />, { index: 8, estimateFormIndex: 0 });
    const call = screen.getByRole('link', { name: `Call ${site.company.phoneDisplay}` });
    expect(call.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(call.hasAttribute('data-loc-phone')).toBe(true);
  });

  it('shows the form card beside the text', () => {
    renderBlock(<CtaBlock {...cta} />, { index: 8, estimateFormIndex: 0 });
    expect(screen.getByText(cta.form!.title)).toBeTruthy();
    expect(screen.getByTitle(site.integrations.leadForm.iframeTitle)).toBeTruthy();
  });

  it('without a form shows the text and buttons only', () => {
    const { container } = renderBlock(<CtaBlock {...cta} form={undefined} />, { index: 6 });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[data-lead-form]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: cta.heading })).toBeTruthy();
  });

  it('has no empty point list or button row when those are left out', () => {
    const { container } = renderBlock(<CtaBlock {...cta} points={undefined} buttons={[]} form={undefined} />, { index: 8 });
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<CtaBlock {...cta} />, { index: 0, estimateFormIndex: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(cta.heading);
  });
});
