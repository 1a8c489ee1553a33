import type { TestimonialsSection } from '../schema/sections/testimonials';
import { grids } from '../schema/grids';
import { gridClasses } from './ui/grid';
import { Section, SectionHeader } from './ui/Section';
import { StaggerList } from './ui/StaggerList';
import { Icon } from './ui/Icon';
import { TextWithAddresses } from './ui/TextWithAddresses';

/** Testimonials fade in 100 ms apart (spec: animation stagger per testimonial). */
const testimonialStaggerMs = 100;

function Stars({ rating, label = String(rating), className }: { rating: number; label?: string; className?: string }) {
  return (
    <span role="img" aria-label={`${label} out of 5 stars`} className={`flex gap-0.5 ${className ?? ''}`}>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars; the position is the identity.
        <Icon name="star" key={i} className={`size-5 ${i < rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}

export function TestimonialsBlock({ id, eyebrow, heading, intro, averageRating, ratingLabel, items }: TestimonialsSection) {
  const grid = gridClasses(grids.testimonials, items.length);
  return (
    <Section id={id} tone="muted">
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <div className="mx-auto -mt-4 mb-12 flex w-fit flex-col items-center gap-2 rounded-2xl bg-white px-8 py-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:gap-5">
        <p className="text-5xl font-extrabold text-navy-900">{averageRating}</p>
        <div className="flex flex-col items-center sm:items-start">
          <Stars rating={Math.round(Number(averageRating))} label={averageRating} />
          <p className="mt-1 text-sm font-medium text-slate-600">{ratingLabel}</p>
        </div>
      </div>
      <StaggerList staggerMs={testimonialStaggerMs} className={grid.list} itemClassName={`${grid.item} flex`}>
        {items.map((review) => (
          <figure key={review.id} className="@container relative flex w-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
            <Icon name="quote" className="absolute top-6 right-6 size-8 text-orange-200" />
            <Stars rating={review.rating} />
            <blockquote className="mt-4 flex-1 text-slate-700">
              <p>
                “<TextWithAddresses text={review.text} />”
              </p>
            </blockquote>
            <figcaption className="mt-6 border-t border-slate-100 pt-4">
              <span className="block font-bold text-navy-900">{review.name}</span>
              {(review.company || review.location) && (
                <span className="block text-sm text-slate-600">{[review.company, review.location].filter(Boolean).join(' · ')}</span>
              )}
            </figcaption>
          </figure>
        ))}
      </StaggerList>
    </Section>
  );
}
