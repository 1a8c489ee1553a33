/** Warning signs that a roof needs attention. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WarningSignsBlock } from '../../blocks/WarningSignsBlock';
import { renderBlock, sectionOf } from './renderBlock';

const epdmSigns = sectionOf('/roof-types/epdm', 'warning-signs');

describe('WarningSignsBlock', () => {
  it('shows the six EPDM warning signs, each with an h3 and why it matters', () => {
    renderBlock(<WarningSignsBlock {...epdmSigns} />, { index: 3 });
    const section = screen.getByRole('region', { name: 'Signs Your EPDM Roof Needs Attention' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    const signs = within(section).getAllByRole('listitem');
    expect(signs).toHaveLength(6);
    expect(signs.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Seam separations or edge lifting',
      'Membrane shrinkage creating gaps',
      'Punctures or cuts',
      'Flashing pulling away',
      'Blisters or bubbles',
      'Cracks from extreme temperature cycling',
    ]);
    for (const [i, li] of signs.entries()) expect(within(li).getByText(epdmSigns.items[i]!.description!)).toBeTruthy();
  });

  it('shows the closing line after the list', () => {
    renderBlock(<WarningSignsBlock {...epdmSigns} />, { index: 3 });
    const closing = screen.getByText(epdmSigns.closing!);
    const list = screen.getByRole('list');
    expect(list.compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no description, closing line or buttons when they are left out', () => {
    renderBlock(<WarningSignsBlock {...epdmSigns} items={[{ title: 'Ponding water' }]} closing={undefined} buttons={undefined} />, { index: 3 });
    const [sign] = screen.getAllByRole('listitem');
    expect(sign!.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByText(epdmSigns.closing!)).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows its buttons', () => {
    renderBlock(<WarningSignsBlock {...epdmSigns} buttons={[{ label: 'Get Your EPDM Roof Assessment', href: '/contact', variant: 'cta' }]} />, { index: 3 });
    expect(screen.getByRole('link', { name: 'Get Your EPDM Roof Assessment' }).getAttribute('href')).toBe('/contact');
  });
});
