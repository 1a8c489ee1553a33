import type { ChecklistSection } from '../schema/sections/checklist';
import { ActionButton } from './ui/ActionButton';
import { CheckList } from './ui/CheckList';
import { ButtonRow, Section, SectionHeader } from './ui/Section';

export function ChecklistBlock({ id, eyebrow, heading, intro, items, buttons }: ChecklistSection) {
  return (
    <Section id={id}>
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <div className="mx-auto max-w-3xl rounded-2xl bg-slate-50 p-7 ring-1 ring-slate-200 sm:p-10">
        <CheckList items={items} className="grid gap-x-8 gap-y-4 text-lg text-slate-800 sm:grid-cols-2 sm:space-y-0" />
      </div>
      {buttons && buttons.length > 0 && (
        <ButtonRow>
          {buttons.map((button) => (
            <ActionButton key={button.label} button={button} />
          ))}
        </ButtonRow>
      )}
    </Section>
  );
}
