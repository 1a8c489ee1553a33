/** The text block: heading, paragraphs, optional list, highlighted box, buttons and photo. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentBlock } from '../../blocks/ContentBlock';
import { renderBlock, sectionOf } from './renderBlock';

const localExperts = sectionOf('/', 'content');
const burNote = sectionOf('/roof-types/bur', 'content', 1);

describe('ContentBlock', () => {
  it('shows the eyebrow, an h2 heading and every paragraph in order', () => {
    renderBlock(<ContentBlock {...localExperts} />, { index: 1 });
    const section = screen.getByRole('region', { name: 'Kentucky Roofs Need Kentucky Roofers' });
    expect(section.id).toBe('local-experts');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Kentucky Roofs Need Kentucky Roofers');
    expect(within(section).getByText('Your Local Commercial Roofing Experts')).toBeTruthy();
    const paragraphs = localExperts.paragraphs.map((text) => within(section).getByText(text));
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.compareDocumentPosition(paragraphs[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is the h1 when it opens the page', () => {
    renderBlock(<ContentBlock {...localExperts} />, { index: 0 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(localExperts.heading);
  });

  it('shows the highlighted box with its heading and five points', () => {
    renderBlock(<ContentBlock {...localExperts} />, { index: 1 });
    const aside = screen.getByRole('complementary');
    expect(within(aside).getByText('Who we work for')).toBeTruthy();
    expect(
      within(aside)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Office buildings',
      'Warehouses & distribution centers',
      'Retail & shopping centers',
      'Industrial & manufacturing facilities',
      'Churches, schools & public buildings',
    ]);
  });

  it('shows its button as a link', () => {
    renderBlock(<ContentBlock {...localExperts} />, { index: 1 });
    expect(screen.getByRole('link', { name: 'About Our Company' }).getAttribute('href')).toBe('/about');
  });

  it('shows the bullet list of a note', () => {
    renderBlock(<ContentBlock {...burNote} />, { index: 5 });
    const section = screen.getByRole('region', { name: burNote.heading });
    expect(within(section).getAllByRole('listitem')).toHaveLength(burNote.bullets!.length);
    for (const bullet of burNote.bullets!) expect(within(section).getByText(bullet)).toBeTruthy();
  });

  it('has no empty lists, box or buttons when those parts are left out', () => {
    const { container } = renderBlock(<ContentBlock {...localExperts} aside={undefined} bullets={undefined} buttons={undefined} eyebrow={undefined} />, {
      index: 1,
    });
    expect(container.querySelector('ul')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText('Your Local Commercial Roofing Experts')).toBeNull();
  });

  it('shows an optional photo with its alt text, loaded lazily', () => {
    renderBlock(<ContentBlock {...localExperts} image={{ src: '/images/crew.jpg', alt: 'Our crew installing TPO', width: 800, height: 600 }} />, { index: 1 });
    const image = screen.getByRole('img', { name: 'Our crew installing TPO' });
    expect(image.getAttribute('src')).toBe('/images/crew.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});
