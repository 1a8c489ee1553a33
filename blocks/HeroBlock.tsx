import type { HeroSection } from '../schema/sections/hero';
import { cx } from './ui/cx';
import { HighlightedText } from './ui/HighlightedText';
import { LeadFormCard } from './ui/LeadFormCard';
import { Picture } from './ui/Picture';
import { RoofLineArt } from './ui/RoofLineArt';
import { SectionHeading, useHeadingId } from './ui/Section';
import { Icon } from './ui/Icon';
import { ButtonGroup } from './ui/ButtonGroup';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function HeroBlock({ id, badge, heading, highlight, text, buttons, trustBadges, form, image }: HeroSection) {
  return (
    <section id={id} aria-labelledby={useHeadingId()} data-under-header="dark" className="relative isolate overflow-hidden bg-navy-950 text-white">
      {image && <Picture image={image} slot="hero" priority className="absolute inset-0 -z-20 size-full object-cover" />}
      {/* Over a photo the gradient is translucent: the photo shows, and white text keeps its contrast. */}
      <div
        aria-hidden="true"
        className={cx(
          'absolute inset-0 -z-10',
          image
            ? 'bg-[linear-gradient(100deg,rgb(8_19_38/0.94)_0%,rgb(13_29_54/0.86)_55%,rgb(13_29_54/0.7)_100%)]'
            : 'bg-[radial-gradient(ellipse_at_top_right,#1e3a66_0%,#0d1d36_45%,#081326_100%)]',
        )}
      />
      {/* Under a centred hero the skyline is lower, and the text ends above it: no line runs behind a word. */}
      <RoofLineArt className={cx('absolute inset-x-0 bottom-0 -z-10 w-full', form ? 'h-40 sm:h-56' : 'h-32 sm:h-40')} />
      <div
        className={cx(
          'mx-auto max-w-7xl px-5 pt-28 sm:px-6 sm:pt-32 lg:px-8',
          form ? 'grid items-start gap-12 pb-20 lg:grid-cols-[1.1fr_1fr] lg:pt-40 lg:pb-28' : 'pb-36 text-center sm:pb-48 lg:pt-40',
        )}
      >
        <div className={cx('@container', !form && 'mx-auto max-w-3xl', form && 'lg:sticky lg:top-32')}>
          {badge && (
            <p className="mb-6 inline-flex items-center gap-2 rounded-2xl bg-orange-500/15 px-4 py-1.5 text-sm font-bold tracking-wide text-orange-300 ring-1 ring-orange-400/40">
              <span aria-hidden="true" className="size-2 rounded-full bg-orange-400" />
              {badge}
            </p>
          )}
          <SectionHeading className="fit-4xl leading-[1.08] text-white sm:fit-5xl lg:fit-6xl" text={heading}>
            <HighlightedText text={heading} highlight={highlight} />
          </SectionHeading>
          {text && (
            <p className="mt-6 text-lg text-pretty text-navy-100 sm:text-xl">
              <TextWithAddresses text={text} />
            </p>
          )}
          <ButtonGroup buttons={buttons} surface="dark" layout={form ? 'stacked' : 'stacked-center'} />
          {trustBadges && trustBadges.length > 0 && (
            <ul className={cx('mt-9 flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold text-navy-100', !form && 'justify-center')}>
              {trustBadges.map((badgeText) => (
                <li key={badgeText} className="flex items-center gap-2">
                  <Icon name="shield-check" className="size-5 text-orange-400" />
                  {badgeText}
                </li>
              ))}
            </ul>
          )}
        </div>
        {form && <LeadFormCard form={form} />}
      </div>
    </section>
  );
}
