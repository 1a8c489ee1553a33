/** Client reviews: star ratings, the average, and the six reviews (a shared section). */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialsBlock } from '../../blocks/TestimonialsBlock';
import { renderBlock, sectionOf } from './renderBlock';

const testimonials = sectionOf('/', 'testimonials');

describe('TestimonialsBlock', () => {
  it('shows the header with an h2', () => {
    renderBlock(<TestimonialsBlock {...testimonials} />, { index: 5 });
    const section = screen.getByRole('region', { name: 'What Kentucky Property Owners Say' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(section).getByText('Client Reviews')).toBeTruthy();
    expect(within(section).getByText(testimonials.intro!)).toBeTruthy();
  });

  it('shows the 5.0 average with five stars and its label', () => {
    renderBlock(<TestimonialsBlock {...testimonials} />, { index: 5 });
    expect(screen.getByText('5.0')).toBeTruthy();
    expect(screen.getByText('Average rating from our commercial clients')).toBeTruthy();
    const averageStars = screen.getByText('5.0').parentElement!.querySelector('[role="img"]')!;
    expect(averageStars.getAttribute('aria-label')).toBe('5.0 out of 5 stars');
  });

  it('shows six reviews, each with its text, the name and a 5 out of 5 stars rating', () => {
    renderBlock(<TestimonialsBlock {...testimonials} />, { index: 5 });
    const reviews = screen.getAllByRole('figure');
    expect(reviews).toHaveLength(6);
    reviews.forEach((review, i) => {
      const data = testimonials.items[i]!;
      expect(within(review).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
      expect(within(review).getByText(`“${data.text}”`)).toBeTruthy();
      expect(within(review).getByText(data.name)).toBeTruthy();
    });
    // Six reviews; the average is announced as written, "5.0".
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(6);
    expect(screen.getAllByRole('img', { name: '5.0 out of 5 stars' })).toHaveLength(1);
  });

  it('fills as many stars as the rating, and says so to screen readers', () => {
    const [first] = testimonials.items;
    renderBlock(<TestimonialsBlock {...testimonials} averageRating="4.0" items={[{ ...first!, rating: 3 }]} />, { index: 5 });
    const stars = screen.getByRole('img', { name: '3 out of 5 stars' });
    const icons = stars.querySelectorAll('svg');
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
          first!,
          { ...first!, id: 'with-company', name: 'Pat Q.', company: 'Acme Storage', location: 'Louisville' },
          { ...first!, id: 'town-only', name: 'Lee Z.', location: 'Paducah' },
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
