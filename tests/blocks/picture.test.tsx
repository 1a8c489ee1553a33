/** The photo primitive: a `<picture>` of the build's versions, sized for its slot, with nothing that makes the page jump. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../blocks/ui/Picture';
import { imageSlots } from '../../schema/imageSlots';
import { builtPhoto, renderBlock } from './renderBlock';

describe('Picture', () => {
  it('offers the AVIF and WebP versions for its slot, best first, with a fallback and the file’s own size', () => {
    const photo = builtPhoto('A new white roof');
    const { container } = renderBlock(<Picture image={photo} slot="card" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual(
      photo.picture!.sources.map((s) => [s.type, s.srcset, imageSlots.card.sizes]),
    );
    const image = screen.getByRole('img', { name: 'A new white roof' });
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image.getAttribute('src')).toBe(photo.picture!.fallback);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([String(photo.picture!.width), String(photo.picture!.height)]);
    // The placeholder colour shows until the photo arrives.
    expect(image.style.backgroundColor).not.toBe('');
  });

  it('waits for other photos until they are near the screen, and fetches a priority photo at once', () => {
    renderBlock(
      <>
        <Picture image={builtPhoto('Below the fold')} slot="content" />
        <Picture image={builtPhoto('The hero')} slot="hero" priority />
      </>,
    );
    const lazy = screen.getByRole('img', { name: 'Below the fold' });
    expect([lazy.getAttribute('loading'), lazy.getAttribute('fetchpriority'), lazy.getAttribute('decoding')]).toEqual(['lazy', null, 'async']);
    const hero = screen.getByRole('img', { name: 'The hero' });
    expect([hero.getAttribute('loading'), hero.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('gives a decorative photo an empty alt, so screen readers pass over it', () => {
    const { container } = renderBlock(<Picture image={{ ...builtPhoto('ignored'), alt: undefined, decorative: true }} slot="hero" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows the original file where the build has not made versions (the editor’s preview)', () => {
    renderBlock(<Picture image={{ src: '/images/roof.jpg', alt: 'A roof' }} slot="content" />);
    const image = screen.getByRole('img', { name: 'A roof' });
    expect(image.getAttribute('src')).toBe('/images/roof.jpg');
    expect(image.closest('picture')).toBeNull();
  });
});
