import type { CardsSection } from '../schema/sections/cards';
import { grids } from '../schema/grids';
import { cx } from './ui/cx';
import { gridClasses } from './ui/grid';
import { Icon } from './ui/Icon';
import { TextWithArrow } from './ui/TextWithArrow';
import { Picture } from './ui/Picture';
import { Section, SectionHeader, SubHeading } from './ui/Section';
import { SiteLink } from './ui/SiteLink';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function CardsBlock({ id, eyebrow, heading, intro, items }: CardsSection) {
  const grid = gridClasses(grids.cards, items.length);
  return (
    <Section id={id} tone="muted">
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <ul className={grid.list}>
        {items.map((card) => (
          <li
            key={card.title}
            className={cx(
              grid.item,
              'group relative flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl',
            )}
          >
            {card.image && (
              <Picture image={card.image} slot="card" className="-mx-7 -mt-7 mb-6 aspect-[4/3] w-[calc(100%+3.5rem)] max-w-none rounded-t-2xl object-cover" />
            )}
            {card.icon && (
              <span
                className={cx(
                  'mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-navy-900 text-orange-400',
                  card.image && 'relative -mt-12 ring-4 ring-white',
                )}
              >
                <Icon name={card.icon} className="size-6" />
              </span>
            )}
            <SubHeading className="fit-xl font-bold text-navy-900">{card.title}</SubHeading>
            <p className="mt-3 text-slate-600">
              <TextWithAddresses text={card.description} />
            </p>
            {card.features && (
              <ul className="mt-5 space-y-2 text-sm text-slate-700">
                {card.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-cta-strong" />
                    <TextWithAddresses text={feature} />
                  </li>
                ))}
              </ul>
            )}
            {card.href && (
              <SiteLink href={card.href} className="mt-auto pt-6 font-semibold text-cta-strong after:absolute after:inset-0 after:rounded-2xl hover:underline">
                <TextWithArrow text={card.linkLabel ?? card.title} iconClassName="transition group-hover:translate-x-1" />
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
