import type { TiersSection } from '../schema/sections/tiers';
import { ActionButton } from './ui/ActionButton';
import { grids } from '../schema/grids';
import { cx } from './ui/cx';
import { gridClasses } from './ui/grid';
import { Section, SectionHeader, SubHeading } from './ui/Section';
import { Icon } from './ui/Icon';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function TiersBlock({ id, eyebrow, heading, intro, items }: TiersSection) {
  const grid = gridClasses(grids.tiers, items.length);
  return (
    <Section id={id} tone="muted">
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <ul className={grid.list}>
        {items.map((tier) => (
          <li
            key={tier.name}
            className={cx(
              grid.item,
              'relative flex flex-col rounded-3xl p-6 sm:p-8',
              tier.featured ? 'bg-navy-900 text-white shadow-2xl ring-4 ring-cta lg:-my-4 lg:py-12' : 'bg-white shadow-sm ring-1 ring-slate-200',
            )}
          >
            {tier.featured && tier.featuredLabel && (
              <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-cta px-4 py-1 text-sm font-bold whitespace-nowrap text-cta-ink">
                {tier.featuredLabel}
              </p>
            )}
            <SubHeading className={cx('fit-2xl font-extrabold', tier.featured ? 'text-white' : 'text-navy-900')}>{tier.name}</SubHeading>
            <p className={cx('mt-2 text-lg font-bold', tier.featured ? 'text-orange-300' : 'text-cta-strong')}>{tier.frequency}</p>
            <p className={cx('mt-4', tier.featured ? 'text-navy-100' : 'text-slate-600')}>
              <TextWithAddresses text={tier.description} />
            </p>
            <ul className="mt-6 mb-8 space-y-3">
              {tier.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Icon name="check-circle" className={cx('mt-0.5 size-5 shrink-0', tier.featured ? 'text-orange-400' : 'text-cta-strong')} />
                  <TextWithAddresses text={feature} />
                </li>
              ))}
            </ul>
            {tier.button && <ActionButton button={tier.button} surface={tier.featured ? 'dark' : 'light'} size="default" className="mt-auto w-full" />}
          </li>
        ))}
      </ul>
    </Section>
  );
}
