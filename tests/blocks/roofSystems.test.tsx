/** The roof system tiles: one per roof type in the site settings, so menu, footer and tiles agree. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoofSystemsBlock } from '../../blocks/RoofSystemsBlock';
import { gridLimits, grids } from '../../schema/grids';
import { columnsOf, example, itemTexts, renderBlock, sectionNamed, site } from './renderBlock';

const roofSystems = example('roof-systems');
const tilesOf = (section: HTMLElement) => [...section.querySelector('ul')!.children] as HTMLElement[];

describe('RoofSystemsBlock', () => {
  it('shows the header with an h2', () => {
    renderBlock(<RoofSystemsBlock {...roofSystems} />, { index: 3 });
    sectionNamed(roofSystems.heading, roofSystems.eyebrow!);
  });

  it('shows one tile per roof type in the site settings, in order, with its name, full name, description and tags', () => {
    renderBlock(<RoofSystemsBlock {...roofSystems} />, { index: 3 });
    const tiles = tilesOf(screen.getByRole('region', { name: roofSystems.heading }));
    expect(tiles.map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent)).toEqual(site.roofTypes.map((roof) => roof.label));
    for (const [i, tile] of tiles.entries()) {
      const roof = site.roofTypes[i]!;
      expect(within(tile).getByText(roof.fullName)).toBeTruthy();
      expect(within(tile).getByText(roof.description)).toBeTruthy();
      expect(itemTexts(tile)).toEqual(roof.features);
    }
  });

  it('links every tile to its roof type page, with a link text that names the system', () => {
    renderBlock(<RoofSystemsBlock {...roofSystems} />, { index: 3 });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(site.roofTypes.map((roof) => roof.href));
    // Every tile's link shows the same words on screen; the hidden rest names the system for screen
    // readers, so the links are told apart. (The text, not jsdom's computed name: jsdom drops the
    // space at the start of an inline span, browsers keep it.)
    expect(links.map((a) => a.textContent)).toEqual(site.roofTypes.map((roof) => `${roofSystems.linkLabel}: ${roof.label}`));
    expect(links.map((a) => a.querySelector('.sr-only')?.textContent)).toEqual(site.roofTypes.map((roof) => `: ${roof.label}`));
  });

  it('follows the site settings: a roof type added or removed there changes the tiles', () => {
    const fewer = { ...site, roofTypes: site.roofTypes.slice(0, 2) };
    renderBlock(<RoofSystemsBlock {...roofSystems} />, { index: 3, site: fewer });
    expect(tilesOf(screen.getByRole('region', { name: roofSystems.heading }))).toHaveLength(2);
    expect(screen.queryByText(site.roofTypes[2]!.label)).toBeNull();
  });
  it('lays every count of roof types the settings allow out in the columns its grid gives that count', () => {
    const { min, max } = gridLimits(grids.roofTypes);
    for (let count = min; count <= max; count++) {
      const roofTypes = Array.from({ length: count }, (_, i) => ({ ...site.roofTypes[i % site.roofTypes.length]!, href: `/roof-types/type-${i + 1}` }));
      const { unmount } = renderBlock(<RoofSystemsBlock {...roofSystems} />, { index: 3, site: { ...site, roofTypes } });
      const { said, table } = columnsOf(screen.getByRole('region', { name: roofSystems.heading }).querySelector('ul')!, grids.roofTypes);
      expect(said, `${count} roof types`).toEqual(table);
      unmount();
    }
  });
});
