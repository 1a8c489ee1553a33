import type { StepsSection } from '../schema/sections/steps';
import { Section, SectionHeader, SubHeading } from './ui/Section';
import { ButtonGroup } from './ui/ButtonGroup';

export function StepsBlock({ id, eyebrow, heading, intro, items, buttons }: StepsSection) {
  return (
    <Section id={id} tone="muted">
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <ol className={`grid gap-6 ${items.length === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4'}`}>
        {items.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
            <span aria-hidden="true" className="mb-5 flex size-12 items-center justify-center rounded-full bg-cta text-xl font-extrabold text-cta-ink">
              {index + 1}
            </span>
            <SubHeading className="text-xl font-bold text-navy-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </SubHeading>
            <p className="mt-3 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
      <ButtonGroup buttons={buttons} />
    </Section>
  );
}
