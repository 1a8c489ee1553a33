/** A legal document (the privacy notice): a title band and numbered parts. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalBlock } from '../../blocks/LegalBlock';
import { example, itemTexts, renderBlock } from './renderBlock';

const legal = example('legal');

describe('LegalBlock', () => {
  it('shows the document title as the page h1, names the article by it, and shows the update date', () => {
    renderBlock(<LegalBlock {...legal} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(legal.heading);
    expect(screen.getByRole('article', { name: legal.heading })).toBeTruthy();
    expect(screen.getByText(legal.updated!)).toBeTruthy();
  });

  it('shows the intro paragraphs before the parts', () => {
    const { container } = renderBlock(<LegalBlock {...legal} />, { index: 0 });
    const first = screen.getByText(legal.intro![0]!);
    expect(first.compareDocumentPosition(container.querySelector('ol')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('numbers the parts 1., 2., … in an ordered list with h2 headings', () => {
    const { container } = renderBlock(<LegalBlock {...legal} />, { index: 0 });
    const parts = [...container.querySelector('ol')!.children] as HTMLElement[];
    const headings = parts.map((part) => within(part).getByRole('heading', { level: 2 }));
    expect(headings.map((h) => h.textContent)).toEqual(legal.parts.map((part, i) => `${i + 1}. ${part.heading}`));
    expect(headings.map((h) => h.firstElementChild?.textContent)).toEqual(legal.parts.map((_, i) => `${i + 1}.`));
    for (const [i, part] of parts.entries()) for (const paragraph of legal.parts[i]!.paragraphs) expect(within(part).getByText(paragraph)).toBeTruthy();
  });

  it("shows a part's bullet list, and no list in parts without bullets", () => {
    expect(legal.parts.some((part) => part.bullets) && legal.parts.some((part) => !part.bullets)).toBe(true);
    const { container } = renderBlock(<LegalBlock {...legal} />, { index: 0 });
    for (const [i, part] of ([...container.querySelector('ol')!.children] as HTMLElement[]).entries()) {
      const bullets = legal.parts[i]!.bullets;
      const list = part.querySelector('ul');
      if (bullets) expect(itemTexts(list!)).toEqual(bullets);
      else expect(list).toBeNull();
    }
  });

  it('has no intro or date when they are left out', () => {
    const { container } = renderBlock(<LegalBlock {...legal} intro={undefined} updated={undefined} />, { index: 0 });
    expect(screen.queryByText(legal.updated!)).toBeNull();
    expect(screen.queryByText(legal.intro![0]!)).toBeNull();
    expect(container.querySelector('ol')!.children).toHaveLength(legal.parts.length);
  });
});
