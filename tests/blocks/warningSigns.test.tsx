/** Warning signs that a roof needs attention. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WarningSignsBlock } from '../../blocks/WarningSignsBlock';
import { example, renderBlock, sectionNamed } from './renderBlock';

const signs = example('warning-signs');

describe('WarningSignsBlock', () => {
  it('shows every sign, each with an h3 and why it matters', () => {
    renderBlock(<WarningSignsBlock {...signs} />, { index: 3 });
    const section = sectionNamed(signs.heading);
    const items = within(section.querySelector('ul')!).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(signs.items.map((sign) => sign.title));
    for (const [i, li] of items.entries()) expect(within(li).getByText(signs.items[i]!.description!)).toBeTruthy();
  });

  it('shows the closing line after the list, then the buttons', () => {
    renderBlock(<WarningSignsBlock {...signs} />, { index: 3 });
    const closing = screen.getByText(signs.closing!);
    expect(screen.getAllByRole('list')[0]!.compareDocumentPosition(closing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const button of signs.buttons!) expect(screen.getByRole('link', { name: button.label }).getAttribute('href')).toBe(button.href);
  });

  it('has no description, closing line or buttons when they are left out', () => {
    renderBlock(<WarningSignsBlock {...signs} items={[{ title: 'Ponding water' }]} closing={undefined} buttons={undefined} />, { index: 3 });
    const [sign] = screen.getAllByRole('listitem');
    expect(sign!.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByText(signs.closing!)).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
