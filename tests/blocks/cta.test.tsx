/** The call to action: heading, text, points, buttons and, optionally, the estimate form. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CtaBlock } from '../../blocks/CtaBlock';
import { renderBlock, sectionOf, site } from './renderBlock';

const finalCta = sectionOf('/', 'cta');
const repairsCta = sectionOf('/services/repairs', 'cta', 0);

describe('CtaBlock', () => {
  it('shows the final call to action with its eyebrow, h2, text and three points', () => {
    renderBlock(<CtaBlock {...finalCta} />, { index: 8, estimateFormIndex: 0 });
    const section = screen.getByRole('region', { name: 'Protect Your Building Before the Next Storm' });
    // The home page overrides the shared section's id, so "/#free-estimate" lands here.
    expect(section.id).toBe('free-estimate');
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(section).getByText('Free, No-Obligation Assessment')).toBeTruthy();
    expect(within(section).getByText(finalCta.text!)).toBeTruthy();
    const points = within(section).getByText('Free inspection and written estimate').closest('ul')!;
    expect(
      within(points)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Free inspection and written estimate', 'Licensed, insured and manufacturer certified', 'Response within 24 hours']);
  });

  it('has a call button with the phone number', () => {
    renderBlock(<CtaBlock {...finalCta} />, { index: 8, estimateFormIndex: 0 });
    const call = screen.getByRole('link', { name: `Call ${site.company.phoneDisplay}` });
    expect(call.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(call.hasAttribute('data-loc-phone')).toBe(true);
  });

  it('shows the form card beside the text', () => {
    renderBlock(<CtaBlock {...finalCta} />, { index: 8, estimateFormIndex: 0 });
    expect(screen.getByText('Get A Free No-Obligation Commercial Roofing Estimate')).toBeTruthy();
    expect(screen.getByTitle(site.integrations.leadForm.iframeTitle)).toBeTruthy();
  });

  it('without a form shows the text and buttons only', () => {
    const { container } = renderBlock(<CtaBlock {...repairsCta} form={undefined} />, { index: 6 });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[data-lead-form]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: repairsCta.heading })).toBeTruthy();
  });

  it('has no empty point list or button row when those are left out', () => {
    const { container } = renderBlock(<CtaBlock {...finalCta} points={undefined} buttons={[]} form={undefined} />, { index: 8 });
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<CtaBlock {...finalCta} />, { index: 0, estimateFormIndex: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(finalCta.heading);
  });
});
