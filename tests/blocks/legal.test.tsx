/** The privacy notice: a title band and numbered parts. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalBlock } from '../../blocks/LegalBlock';
import { renderBlock, sectionOf } from './renderBlock';

const privacy = sectionOf('/privacy-policy', 'legal');

describe('LegalBlock', () => {
  it('shows the document title as the page h1 and the update date', () => {
    renderBlock(<LegalBlock {...privacy} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(screen.getByRole('article', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Last updated: November 2026')).toBeTruthy();
  });

  it('shows the intro paragraphs before the parts', () => {
    renderBlock(<LegalBlock {...privacy} />, { index: 0 });
    const first = screen.getByText(privacy.intro![0]!);
    const parts = screen.getAllByRole('list')[0]!;
    expect(first.compareDocumentPosition(parts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('numbers the parts 1., 2., … in an ordered list with h2 headings', () => {
    const { container } = renderBlock(<LegalBlock {...privacy} />, { index: 0 });
    const list = container.querySelector('ol')!;
    const parts = [...list.children] as HTMLElement[];
    expect(parts).toHaveLength(7);
    const headings = parts.map((part) => within(part).getByRole('heading', { level: 2 }));
    expect(headings.map((h) => h.textContent)).toEqual(privacy.parts.map((part, i) => `${i + 1}. ${part.heading}`));
    expect(headings.map((h) => h.firstElementChild?.textContent)).toEqual(['1.', '2.', '3.', '4.', '5.', '6.', '7.']);
    expect(headings[0]!.textContent).toBe('1. Information We Collect');
  });

  it('shows what the spec requires the notice to say', () => {
    renderBlock(<LegalBlock {...privacy} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 2, name: /We Do Not Sell or Rent Your Information/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Advertising Platform Lead Sharing/ })).toBeTruthy();
    expect(screen.getByText('Your form data is not sold to anyone.')).toBeTruthy();
  });

  it("shows a part's bullet list, and no list in parts without bullets", () => {
    const { container } = renderBlock(<LegalBlock {...privacy} />, { index: 0 });
    const parts = [...container.querySelector('ol')!.children] as HTMLElement[];
    parts.forEach((part, i) => {
      const bullets = privacy.parts[i]!.bullets;
      const list = part.querySelector('ul');
      if (bullets)
        expect(
          within(list!)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual(bullets);
      else expect(list).toBeNull();
    });
    expect(screen.getByText('E-mail: office@bluegrasscommercialroofing.com')).toBeTruthy();
  });

  it('has no intro or date when they are left out', () => {
    const { container } = renderBlock(<LegalBlock {...privacy} intro={undefined} updated={undefined} />, { index: 0 });
    expect(screen.queryByText('Last updated: November 2026')).toBeNull();
    expect(screen.queryByText(privacy.intro![0]!)).toBeNull();
    expect(container.querySelector('ol')!.children).toHaveLength(7);
  });
});
