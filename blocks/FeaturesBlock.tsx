import type { FeaturesSection } from '../schema/sections/features';
import { grids } from '../schema/grids';
import { cx } from './ui/cx';
import { gridClasses } from './ui/grid';
import { Icon } from './ui/Icon';
import { Section, SectionHeader, SubHeading } from './ui/Section';
import { ButtonGroup } from './ui/ButtonGroup';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function FeaturesBlock({ id, eyebrow, heading, intro, columns = grids.features.fallback, tone = 'plain', items, buttons }: FeaturesSection) {
  const dark = tone === 'dark';
  const grid = gridClasses(grids.features.grids[columns], items.length);
  return (
    <Section id={id} tone={tone}>
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} dark={dark} />
      <ul className={grid.list}>
        {items.map((item) => (
          <li
            key={item.title}
            className={cx(grid.item, 'rounded-2xl p-7', dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-sm ring-1 ring-slate-200')}
          >
            {item.icon && (
              <span
                className={cx(
                  'mb-5 inline-flex size-12 items-center justify-center rounded-xl',
                  dark ? 'bg-orange-500/15 text-orange-300' : 'bg-orange-50 text-cta-strong',
                )}
              >
                <Icon name={item.icon} className="size-6" />
              </span>
            )}
            <SubHeading className={cx('fit-xl font-bold', dark ? 'text-white' : 'text-navy-900')}>{item.title}</SubHeading>
            {item.description && (
              <p className={cx('mt-3', dark ? 'text-navy-100' : 'text-slate-600')}>
                <TextWithAddresses text={item.description} />
              </p>
            )}
            {item.bullets && (
              <ul className={cx('mt-5 space-y-2 text-sm', dark ? 'text-navy-50' : 'text-slate-700')}>
                {item.bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-2">
                    <Icon name="check-circle" className={cx('mt-0.5 size-4 shrink-0', dark ? 'text-orange-400' : 'text-cta-strong')} />
                    <TextWithAddresses text={bullet} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <ButtonGroup buttons={buttons} surface={dark ? 'dark' : 'light'} />
    </Section>
  );
}
