import type { WarningSignsSection } from '../schema/sections/warningSigns';
import { grids } from '../schema/grids';
import { cx } from './ui/cx';
import { gridClasses } from './ui/grid';
import { Section, SectionHeader, SubHeading } from './ui/Section';
import { Icon } from './ui/Icon';
import { ButtonGroup } from './ui/ButtonGroup';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function WarningSignsBlock({ id, eyebrow, heading, intro, items, closing, buttons }: WarningSignsSection) {
  const grid = gridClasses(grids.warningSigns, items.length, 5);
  return (
    <Section id={id} tone="muted">
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <ul className={grid.list}>
        {items.map((sign) => (
          <li key={sign.title} className={cx(grid.item, 'flex gap-4 rounded-2xl border-l-4 border-amber-500 bg-white p-6 shadow-sm ring-1 ring-slate-200')}>
            <Icon name="triangle-alert" className="mt-0.5 size-6 shrink-0 text-amber-600" />
            <div className="@container min-w-0 flex-1">
              <SubHeading className="fit-base font-bold text-navy-900">{sign.title}</SubHeading>
              {sign.description && (
                <p className="mt-1.5 text-sm text-slate-600">
                  <TextWithAddresses text={sign.description} />
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {closing && (
        <p className="mx-auto mt-10 max-w-2xl text-center text-lg font-semibold text-navy-900">
          <TextWithAddresses text={closing} />
        </p>
      )}
      <ButtonGroup buttons={buttons} surface="light" />
    </Section>
  );
}
