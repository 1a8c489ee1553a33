import type { CtaSection } from '../schema/sections/cta';
import { CheckList } from './ui/CheckList';
import { cx } from './ui/cx';
import { LeadFormCard } from './ui/LeadFormCard';
import { RoofLineArt } from './ui/RoofLineArt';
import { SectionHeading, useHeadingId } from './ui/Section';
import { ButtonGroup } from './ui/ButtonGroup';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function CtaBlock({ id, eyebrow, heading, text, points, buttons, form }: CtaSection) {
  return (
    <section
      id={id}
      aria-labelledby={useHeadingId()}
      className={cx(
        'relative isolate overflow-hidden bg-gradient-to-br from-navy-900 via-navy-950 to-navy-900 pt-16 text-white sm:pt-24',
        // Without a form, the buttons end above the skyline: no line runs behind them.
        form ? 'pb-16 sm:pb-24' : 'pb-36 sm:pb-40',
      )}
    >
      <RoofLineArt className="absolute inset-x-0 bottom-0 -z-10 h-32 w-full opacity-70" />
      <div className={cx('mx-auto max-w-7xl px-5 sm:px-6 lg:px-8', form ? 'grid items-start gap-12 lg:grid-cols-[1fr_1.1fr]' : 'max-w-3xl text-center')}>
        <div className={cx('@container', form && 'lg:sticky lg:top-32')}>
          {eyebrow && <p className="mb-3 text-sm font-bold tracking-widest text-orange-300 uppercase">{eyebrow}</p>}
          <SectionHeading className="text-white sm:fit-5xl">{heading}</SectionHeading>
          {text && (
            <p className="mt-5 text-lg text-pretty text-navy-100">
              <TextWithAddresses text={text} />
            </p>
          )}
          {points && <CheckList items={points} dark className={cx('mt-8 text-lg text-navy-50', !form && 'mx-auto w-fit text-left')} />}
          <ButtonGroup buttons={buttons} surface="dark" layout={form ? 'stacked' : 'stacked-center'} />
        </div>
        {form && <LeadFormCard form={form} />}
      </div>
    </section>
  );
}
