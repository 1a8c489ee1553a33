import type { StepsSection } from '../schema/sections/steps';
import { grids } from '../schema/grids';
import { cx } from './ui/cx';
import { gridClasses } from './ui/grid';
import { Section, SectionHeader, SubHeading } from './ui/Section';
import { ButtonGroup } from './ui/ButtonGroup';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function StepsBlock({ id, eyebrow, heading, intro, items, buttons }: StepsSection) {
  const grid = gridClasses(grids.steps, items.length);
  return (
    <Section id={id} tone="muted">
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <ol className={grid.list}>
        {items.map((step, index) => (
          <li key={step.title} className={cx(grid.item, 'relative rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200')}>
            <span aria-hidden="true" className="mb-5 flex size-12 items-center justify-center rounded-full bg-cta text-xl font-extrabold text-cta-ink">
              {index + 1}
            </span>
            <SubHeading className="fit-xl font-bold text-navy-900" text={step.title}>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </SubHeading>
            <p className="mt-3 text-slate-600">
              <TextWithAddresses text={step.description} />
            </p>
          </li>
        ))}
      </ol>
      <ButtonGroup buttons={buttons} surface="light" />
    </Section>
  );
}
