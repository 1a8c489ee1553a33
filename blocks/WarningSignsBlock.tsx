import type { WarningSignsSection } from '../schema/sections/warningSigns';
import { Section, SectionHeader, SubHeading } from './ui/Section';
import { Icon } from './ui/Icon';
import { ButtonGroup } from './ui/ButtonGroup';

export function WarningSignsBlock({ id, eyebrow, heading, intro, items, closing, buttons }: WarningSignsSection) {
  return (
    <Section id={id} tone="muted">
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((sign) => (
          <li key={sign.title} className="flex gap-4 rounded-2xl border-l-4 border-amber-500 bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Icon name="triangle-alert" className="mt-0.5 size-6 shrink-0 text-amber-600" />
            <div>
              <SubHeading className="font-bold text-navy-900">{sign.title}</SubHeading>
              {sign.description && <p className="mt-1.5 text-sm text-slate-600">{sign.description}</p>}
            </div>
          </li>
        ))}
      </ul>
      {closing && <p className="mx-auto mt-10 max-w-2xl text-center text-lg font-semibold text-navy-900">{closing}</p>}
      <ButtonGroup buttons={buttons} />
    </Section>
  );
}
