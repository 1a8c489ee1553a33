import type { ServiceAreaSection } from '../schema/sections/serviceArea';
import { Section, SectionHeading, SubHeading } from './ui/Section';
import { Icon } from './ui/Icon';
import { ButtonGroup } from './ui/ButtonGroup';

export function ServiceAreaBlock({ id, regionLabel, heading, description, citiesHeading, cities, note, buttons }: ServiceAreaSection) {
  return (
    <Section id={id} tone="dark" className="relative overflow-hidden">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:items-center">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 text-sm font-bold tracking-widest text-orange-300 uppercase">
            <Icon name="map-pin" className="size-4" />
            {regionLabel}
          </p>
          <SectionHeading className="text-white">{heading}</SectionHeading>
          <p className="mt-5 text-lg text-navy-100">{description}</p>
          {note && <p className="mt-5 font-semibold text-white">{note}</p>}
          <ButtonGroup buttons={buttons} layout="left" />
        </div>
        <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          {citiesHeading && <SubHeading className="mb-5 text-lg font-bold text-white">{citiesHeading}</SubHeading>}
          <ul className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
            {cities.map((city) => (
              <li key={city} className="flex items-center gap-2 text-navy-50">
                <Icon name="map-pin" className="size-4 shrink-0 text-orange-400" />
                {city}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
