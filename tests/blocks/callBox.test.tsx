/** The call box: a big call button and, optionally, a set of opening hours from the site settings. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallBoxBlock } from '../../blocks/CallBoxBlock';
import { hoursRows, twelveHourTime } from '../../blocks/ui/openingHours';
import type { SiteSettings } from '../../schema/site';
import { example, renderBlock, sectionNamed, site } from './renderBlock';

const callBox = example('call-box');
const emergency = {
  ...callBox,
  tone: 'emergency' as const,
  heading: 'Emergency Roof Repairs',
  callLabel: `Call ${site.company.phoneDisplay} Now`,
  hours: undefined,
};

function hoursOf(container: HTMLElement): [string | null, string | null][] {
  return [...container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? null]);
}

describe('CallBoxBlock', () => {
  it('shows an h2, the text and a call button that dials the company number', () => {
    renderBlock(<CallBoxBlock {...callBox} />, { index: 2 });
    const section = sectionNamed(callBox.heading, callBox.text!);
    const call = within(section).getByRole('link', { name: callBox.callLabel });
    expect(call.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(call.hasAttribute('data-loc-phone')).toBe(true);
  });

  it('shows the named set of opening hours from the site settings, as days and times', () => {
    const { container } = renderBlock(<CallBoxBlock {...callBox} />, { index: 2 });
    expect(screen.getByRole('heading', { level: 3, name: callBox.hoursHeading })).toBeTruthy();
    expect(hoursOf(container)).toEqual(hoursRows(site.company.openingHours[callBox.hours!]!, callBox.closedLabel).map((row) => [row.days, row.time]));
  });

  it('follows the site settings: other hours there show here, with the closed days grouped', () => {
    const settings: SiteSettings = {
      ...site,
      company: {
        ...site.company,
        openingHours: {
          [callBox.hours!]: [
            { days: ['Monday', 'Tuesday', 'Wednesday'], opens: '08:00', closes: '18:30' },
            { days: ['Thursday', 'Friday'], opens: '00:00', closes: '12:00' },
            { days: ['Sunday'], opens: '13:00', closes: '15:00' },
          ],
        },
      },
    };
    const { container } = renderBlock(<CallBoxBlock {...callBox} closedLabel="Shut" />, { index: 2, site: settings });
    expect(hoursOf(container)).toEqual([
      ['Monday – Wednesday', '8:00 AM – 6:30 PM'],
      ['Thursday – Friday', '12:00 AM – 12:00 PM'],
      ['Saturday', 'Shut'],
      ['Sunday', '1:00 PM – 3:00 PM'],
    ]);
  });

  it('the emergency box has its own look and call label and no hours', () => {
    const { container } = renderBlock(<CallBoxBlock {...emergency} />, { index: 4 });
    expect(screen.getByRole('heading', { level: 2, name: emergency.heading })).toBeTruthy();
    const call = screen.getByRole('link', { name: emergency.callLabel });
    expect(call.getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
    expect(call.className).toContain('bg-red-700');
    expect(container.querySelector('dl')).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('shows hours without a heading when only the hours are given', () => {
    const { container } = renderBlock(<CallBoxBlock {...callBox} hoursHeading={undefined} />, { index: 2 });
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(hoursOf(container).length).toBeGreaterThan(0);
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<CallBoxBlock {...emergency} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(emergency.heading);
  });
});

describe('twelveHourTime', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['07:05', '7:05 AM'],
    ['12:00', '12:00 PM'],
    ['17:30', '5:30 PM'],
    ['23:59', '11:59 PM'],
  ])('%s is %s', (clock, shown) => {
    expect(twelveHourTime(clock)).toBe(shown);
  });
});
