/** The text block: heading, paragraphs, optional list, highlighted box, buttons and photo. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentBlock } from '../../blocks/ContentBlock';
import { imageSlots } from '../../schema/imageSlots';
import { builtPhoto, example, itemTexts, renderBlock } from './renderBlock';

const content = example('content');
const note = { ...content, tone: 'note' as const, aside: undefined, bullets: ['Fire watch on every job', 'Hot work permits'] };

describe('ContentBlock', () => {
  it('shows the eyebrow, an h2 heading and every paragraph in order, under its anchor id', () => {
    renderBlock(<ContentBlock {...content} />, { index: 1 });
    const section = screen.getByRole('region', { name: content.heading });
    expect(section.id).toBe(content.id);
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(content.heading);
    expect(within(section).getByText(content.eyebrow!)).toBeTruthy();
    const paragraphs = content.paragraphs.map((text) => within(section).getByText(text));
    for (let i = 1; i < paragraphs.length; i++) {
      expect(paragraphs[i - 1]!.compareDocumentPosition(paragraphs[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<ContentBlock {...content} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(content.heading);
  });

  it('shows the highlighted box with its heading and points', () => {
    renderBlock(<ContentBlock {...content} />, { index: 1 });
    const aside = screen.getByRole('complementary');
    expect(within(aside).getByText(content.aside!.heading)).toBeTruthy();
    expect(itemTexts(aside)).toEqual(content.aside!.items);
  });

  it('shows its buttons as links', () => {
    renderBlock(<ContentBlock {...content} />, { index: 1 });
    for (const button of content.buttons!) expect(screen.getByRole('link', { name: button.label }).getAttribute('href')).toBe(button.href);
  });

  it('shows the bullet list of a note, in its highlighted frame', () => {
    renderBlock(<ContentBlock {...note} />, { index: 5 });
    const section = screen.getByRole('region', { name: note.heading });
    expect(itemTexts(section)).toEqual(note.bullets);
    expect(section.querySelector('.border-cta')).not.toBeNull();
  });

  it('has no empty lists, box or buttons when those parts are left out', () => {
    const { container } = renderBlock(<ContentBlock {...content} aside={undefined} bullets={undefined} buttons={undefined} eyebrow={undefined} />, {
      index: 1,
    });
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText(content.eyebrow!)).toBeNull();
  });

  it('shows an optional photo beside the text, sized for that place, loaded lazily', () => {
    renderBlock(<ContentBlock {...content} image={builtPhoto('Our crew installing TPO')} />, { index: 1 });
    const image = screen.getByRole('img', { name: 'Our crew installing TPO' });
    expect(image.closest('picture')?.querySelector('source')?.getAttribute('sizes')).toBe(imageSlots.content.sizes);
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});
