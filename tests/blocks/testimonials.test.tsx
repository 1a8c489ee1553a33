/** Client reviews: star ratings, the average, and the reviews. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialsBlock } from '../../blocks/TestimonialsBlock';
import { example, renderBlock, sectionNamed } from './renderBlock';

const testimonials = example('testimonials');

describe('TestimonialsBlock', () => {
  it('shows the header with an h2', () => {
    renderBlock(<TestimonialsBlock {...testimonials} />, { index: 5 });
    sectionNamed(testimonials.heading, testimonials.eyebrow!, testimonials.intro!);
  });

  it('shows the average as written, with as many stars and its label', () => {
    renderBlock(<TestimonialsBlock {...testimonials} />, { index: 5 });
    const average = screen.getByText(testimonials.averageRating);
    expect(screen.getByText(testimonials.ratingLabel)).toBeTruthy();
    const stars = average.parentElement!.querySelector('[role="img"]')!;
    expect(stars.getAttribute('aria-label')).toBe(`${testimonials.averageRating} out of 5 stars`);
  });

  it('shows every review with its text, its name and its rating in stars', () => {
    renderBlock(<TestimonialsBlock {...testimonials} />, { index: 5 });
    const reviews = screen.getAllByRole('figure');
    expect(reviews).toHaveLength(testimonials.items.length);
    for (const [i, review] of reviews.entries()) {
      const data = testimonials.items[i]!;
      expect(within(review).getByRole('img', { name: `${data.rating} out of 5 stars` })).toBeTruthy();
      expect(within(review).getByText(`“${data.text}”`)).toBeTruthy();
      expect(within(review).getByText(data.name)).toBeTruthy();
    }
  });

  it('fills as many stars as the rating, and says so to screen readers', () => {
    const [first] = testimonials.items;
    renderBlock(<TestimonialsBlock {...testimonials} averageRating="4.0" items={[{ ...first!, rating: 3 }]} />, { index: 5 });
    const icons = screen.getByRole('img', { name: '3 out of 5 stars' }).querySelectorAll('svg');
    expect(icons).toHaveLength(5);
    expect([...icons].filter((icon) => icon.getAttribute('class')!.includes('fill-amber-400'))).toHaveLength(3);
    expect(screen.getByRole('img', { name: '4.0 out of 5 stars' })).toBeTruthy();
  });

  it('shows company and town only when the review has them', () => {
    const [first] = testimonials.items;
    renderBlock(
      <TestimonialsBlock
        {...testimonials}
        items={[
          { ...first!, id: 'name-only', name: 'Mark D.', company: '', location: '' },
          { ...first!, id: 'with-company', name: 'Pat Q.', company: 'Acme Storage', location: 'Louisville' },
          { ...first!, id: 'town-only', name: 'Lee Z.', company: '', location: 'Paducah' },
        ]}
      />,
      { index: 5 },
    );
    const captions = screen.getAllByRole('figure').map((figure) => [...figure.querySelector('figcaption')!.children].map((line) => line.textContent));
    expect(captions).toEqual([['Mark D.'], ['Pat Q.', 'Acme Storage · Louisville'], ['Lee Z.', 'Paducah']]);
  });

  it('shows every review without waiting for an animation when the list is already on screen', () => {
    renderBlock(<TestimonialsBlock {...testimonials} />, { index: 5 });
    for (const figure of screen.getAllByRole('figure')) expect(figure.parentElement!.style.opacity).toBe('');
  });
});
