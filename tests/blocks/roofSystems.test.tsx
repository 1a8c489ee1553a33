/** The roof system tiles: one per roof type in site.config.json, so menu, footer and tiles agree. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoofSystemsBlock } from '../../blocks/RoofSystemsBlock';
import { renderBlock, sectionOf, site } from './renderBlock';

const roofSystems = sectionOf('/', 'roof-systems');

const tilesOf = (section: HTMLElement) => {
  const grid = section.querySelector('ul')!;
  return [...grid.children] as HTMLElement[];
};

describe('RoofSystemsBlock', () => {
  it('shows the header with an h2', () => {
    renderBlock(<RoofSystemsBlock {...roofSystems} />, { index: 3 });
    const section = screen.getByRole('region', { name: roofSystems.heading });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Every Commercial Roof System, One Expert Team');
    expect(within(section).getByText('Roof Systems')).toBeTruthy();
  });

  it('shows five tiles from the roof types in the site settings, in order', () => {
    renderBlock(<RoofSystemsBlock {...roofSystems} />, { index: 3 });
    const tiles = tilesOf(screen.getByRole('region', { name: roofSystems.heading }));
    expect(tiles).toHaveLength(5);
    expect(tiles.map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'TPO Roofing',
      'EPDM Roofing',
      'Modified Bitumen',
      'Built-Up Roofing',
      'Metal Roofing',
    ]);
    tiles.forEach((tile, i) => {
      const roof = site.roofTypes[i]!;
      expect(within(tile).getByText(roof.fullName)).toBeTruthy();
      expect(within(tile).getByText(roof.description)).toBeTruthy();
      expect(
        within(tile)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(roof.features);
    });
  });

  it('links every tile to its roof type page, with a link text that names the system', () => {
    renderBlock(<RoofSystemsBlock {...roofSystems} />, { index: 3 });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/roof-types/tpo',
      '/roof-types/epdm',
      '/roof-types/modified-bitumen',
      '/roof-types/bur',
      '/roof-types/metal',
    ]);
    // Every tile's link says "Learn more" on screen; the hidden rest names the system for screen
    // readers, so five identical "Learn more" links are told apart. (The text, not jsdom's
    // computed name: jsdom drops the space at the start of an inline span, browsers keep it.)
    expect(links.map((a) => a.textContent)).toEqual(site.roofTypes.map((roof) => `Learn more: ${roof.label}`));
    const hidden = links.map((a) => a.querySelector('.sr-only')?.textContent);
    expect(hidden).toEqual(site.roofTypes.map((roof) => `: ${roof.label}`));
  });

  it('follows the site settings: a roof type added or removed there changes the tiles', () => {
    const twoTypes = { ...site, roofTypes: site.roofTypes.slice(0, 2) };
    renderBlock(<RoofSystemsBlock {...roofSystems} />, { index: 3, site: twoTypes });
    expect(tilesOf(screen.getByRole('region', { name: roofSystems.heading }))).toHaveLength(2);
    expect(screen.queryByText('Metal Roofing')).toBeNull();
  });
});
