import type { ServiceAreaSection } from '../schema/sections/serviceArea';
import { Section, SectionHeading, SubHeading } from './ui/Section';
import { Icon } from './ui/Icon';
import { ButtonGroup } from './ui/ButtonGroup';
import { TextWithAddresses } from './ui/TextWithAddresses';

export function ServiceAreaBlock({ id, regionLabel, heading, description, citiesHeading, cities, note, buttons }: ServiceAreaSection) {
  return (
    <Section id={id} tone="dark" className="relative overflow-hidden">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:items-center">
        <div className="@container">
          <p className="mb-3 inline-flex items-center gap-2 text-sm font-bold tracking-widest text-orange-300 uppercase">
            <Icon name="map-pin" className="size-4" />
            {regionLabel}
          </p>
          <SectionHeading className="text-white">{heading}</SectionHeading>
          <p className="mt-5 text-lg text-navy-100">
            <TextWithAddresses text={description} />
          </p>
          {note && (
            <p className="mt-5 font-semibold text-white">
              <TextWithAddresses text={note} />
            </p>
          )}
          <ButtonGroup buttons={buttons} surface="dark" layout="left" />
        </div>
        <div className="@container rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
          {citiesHeading && <SubHeading className="fit-lg mb-5 font-bold text-white">{citiesHeading}</SubHeading>}
          {/*
            In columns, read down: a list of names has no rows to leave half empty. As many columns
            as names of about 13 letters fit beside their pins, up to four (one on the narrowest
            phones): every name at the same size, and a longer one wrapping (hyphenated where the
            browser can) rather than shrinking.
          */}
          <ul className="columns-[8.5rem_4] gap-x-4 space-y-3 *:break-inside-avoid">
            {cities.map((city) => (
              <li key={city} className="relative pl-6 text-navy-50 hyphens-auto wrap-break-word">
                <Icon name="map-pin" className="absolute top-1 left-0 size-4 text-orange-400" />
                {city}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
