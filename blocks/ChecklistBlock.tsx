import type { ChecklistSection } from '../schema/sections/checklist';
import { CheckList } from './ui/CheckList';
import { Section, SectionHeader } from './ui/Section';
import { ButtonGroup } from './ui/ButtonGroup';

export function ChecklistBlock({ id, eyebrow, heading, intro, items, buttons }: ChecklistSection) {
  return (
    <Section id={id}>
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <div className="mx-auto max-w-3xl rounded-2xl bg-slate-50 p-7 ring-1 ring-slate-200 sm:p-10">
        {/* In columns, read down: a list has no rows to leave half empty. */}
        <CheckList items={items} className="gap-x-8 text-lg text-slate-800 sm:columns-2 *:break-inside-avoid" />
      </div>
      <ButtonGroup buttons={buttons} surface="light" />
    </Section>
  );
}
