/** The service area: the region, a description and all 20 cities (a shared section). */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceAreaBlock } from '../../blocks/ServiceAreaBlock';
import { renderBlock, sectionOf } from './renderBlock';

const serviceArea = sectionOf('/', 'service-area');
const cities = [
  'Louisville',
  'Lexington',
  'Bowling Green',
  'Owensboro',
  'Covington',
  'Richmond',
  'Georgetown',
  'Florence',
  'Hopkinsville',
  'Nicholasville',
  'Elizabethtown',
  'Henderson',
  'Frankfort',
  'Jeffersontown',
  'Paducah',
  'Independence',
  'Radcliff',
  'Ashland',
  'Madisonville',
  'Murray',
];

describe('ServiceAreaBlock', () => {
  it('shows the region label, an h2, the description and the note', () => {
    renderBlock(<ServiceAreaBlock {...serviceArea} />, { index: 7 });
    const section = screen.getByRole('region', { name: 'Commercial Roofing Across the Commonwealth' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(section).getByText('Serving All Of Kentucky')).toBeTruthy();
    expect(within(section).getByText(serviceArea.description)).toBeTruthy();
    expect(within(section).getByText("Don't see your city? We serve all of Kentucky. Call and we will be there.")).toBeTruthy();
  });

  it('lists all 20 cities in order under their heading', () => {
    renderBlock(<ServiceAreaBlock {...serviceArea} />, { index: 7 });
    expect(screen.getByRole('heading', { level: 3, name: 'Cities we serve' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(cities);
  });

  it('leaves out the cities heading, the note and the buttons when not given', () => {
    renderBlock(<ServiceAreaBlock {...serviceArea} citiesHeading={undefined} note={undefined} />, { index: 7 });
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.queryByText(/Don't see your city/)).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it('shows its buttons', () => {
    renderBlock(<ServiceAreaBlock {...serviceArea} buttons={[{ label: 'Call {phone}', action: 'call' }]} />, { index: 7 });
    expect(screen.getByRole('link', { name: 'Call (502) 555-0142' }).getAttribute('href')).toBe('tel:+15025550142');
  });
});
