/** The service area: the region, a description and the cities. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceAreaBlock } from '../../blocks/ServiceAreaBlock';
import { example, renderBlock, sectionNamed, site } from './renderBlock';

const serviceArea = example('service-area');

describe('ServiceAreaBlock', () => {
  it('shows the region label, an h2, the description and the note', () => {
    renderBlock(<ServiceAreaBlock {...serviceArea} />, { index: 7 });
    sectionNamed(serviceArea.heading, serviceArea.regionLabel, serviceArea.description, serviceArea.note!);
  });

  it('lists every city in order under its heading', () => {
    renderBlock(<ServiceAreaBlock {...serviceArea} />, { index: 7 });
    expect(screen.getByRole('heading', { level: 3, name: serviceArea.citiesHeading })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(serviceArea.cities);
  });

  it('sets every city at one size: no name is made smaller to fit its column', () => {
    renderBlock(<ServiceAreaBlock {...serviceArea} />, { index: 7 });
    for (const city of screen.getAllByRole('listitem')) {
      expect(city.querySelector('[class*="fit-"], [style]'), city.textContent!).toBeNull();
      expect(city.className).not.toMatch(/fit-|text-(xs|sm)/);
    }
  });

  it('leaves out the cities heading, the note and the buttons when not given', () => {
    renderBlock(<ServiceAreaBlock {...serviceArea} citiesHeading={undefined} note={undefined} buttons={undefined} />, { index: 7 });
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.queryByText(serviceArea.note!)).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(serviceArea.cities.length);
  });

  it('shows its buttons: here a call button that dials the number', () => {
    renderBlock(<ServiceAreaBlock {...serviceArea} />, { index: 7 });
    expect(screen.getByRole('link', { name: `Call ${site.company.phoneDisplay}` }).getAttribute('href')).toBe(`tel:${site.company.phoneDial}`);
  });
});
