/** The call box: a big call button and, optionally, the business hours. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallBoxBlock } from '../../blocks/CallBoxBlock';
import { renderBlock, sectionOf, site } from './renderBlock';

const businessHours = sectionOf('/contact', 'call-box', 0);
const emergency = sectionOf('/contact', 'call-box', 1);
const thankYouCall = sectionOf('/thank-you', 'call-box');

function hoursOf(container: HTMLElement): [string | null, string | null][] {
  return [...container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? null]);
}

describe('CallBoxBlock', () => {
  it('shows an h2, the text and a call button that dials the company number', () => {
    renderBlock(<CallBoxBlock {...businessHours} />, { index: 2 });
    const section = screen.getByRole('region', { name: 'Prefer to Talk to a Roofer?' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(section).getByText(businessHours.text!)).toBeTruthy();
    const call = within(section).getByRole('link', { name: 'Call (502) 555-0142' });
    expect(call.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(call.hasAttribute('data-loc-phone')).toBe(true);
  });

  it('shows the contact page business hours as a table of days and times', () => {
    const { container } = renderBlock(<CallBoxBlock {...businessHours} />, { index: 2 });
    expect(screen.getByRole('heading', { level: 3, name: 'Business Hours' })).toBeTruthy();
    expect(hoursOf(container)).toEqual([
      ['Monday - Friday', '7:00 AM - 5:00 PM'],
      ['Saturday', 'Closed'],
      ['Sunday', 'Closed'],
    ]);
  });

  it('shows the thank-you page hours as written there (8 AM to 6 PM)', () => {
    const { container } = renderBlock(<CallBoxBlock {...thankYouCall} />, { index: 2 });
    expect(hoursOf(container)).toEqual([['Monday - Friday', '8 AM - 6 PM']]);
  });

  it('the emergency box has its own call label and no hours', () => {
    const { container } = renderBlock(<CallBoxBlock {...emergency} />, { index: 4 });
    expect(screen.getByRole('heading', { level: 2, name: 'Emergency Roof Repairs' })).toBeTruthy();
    const call = screen.getByRole('link', { name: 'Call (502) 555-0142 Now' });
    expect(call.getAttribute('href')).toBe('tel:+15025550142');
    expect(call.className).toContain('bg-red-700');
    expect(container.querySelector('dl')).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('shows hours without a heading when only the hours are given', () => {
    const { container } = renderBlock(<CallBoxBlock {...businessHours} hoursHeading={undefined} />, { index: 2 });
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(hoursOf(container)).toHaveLength(3);
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<CallBoxBlock {...emergency} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Emergency Roof Repairs');
  });
});
