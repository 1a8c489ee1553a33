import type { StatsSection } from '../schema/sections/stats';
import { Section, SectionHeading } from './ui/Section';

export function StatsBlock({ id, heading, items }: StatsSection) {
  return (
    <Section id={id} tone="dark" className="!py-14" named={Boolean(heading)}>
      {heading && <SectionHeading className="mb-10 text-center text-white">{heading}</SectionHeading>}
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {items.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/10">
            <dt className="mt-2 text-sm font-semibold text-navy-100 sm:text-base">{stat.label}</dt>
            <dd className="text-4xl font-extrabold text-orange-400 sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
