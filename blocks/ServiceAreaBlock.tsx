import type { ServiceAreaSection } from '../schema/sections/serviceArea';
import { Section, SectionHeading, SubHeading } from './ui/Section';
import { Icon } from './ui/Icon';
import { ButtonGroup } from './ui/ButtonGroup';
import { fitWords } from './ui/fitWords';
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
          {/* In columns, read down: a list of names has no rows to leave half empty. */}
          <ul className="columns-2 gap-x-4 space-y-3 sm:columns-3 lg:columns-4 *:break-inside-avoid">
            {cities.map((city) => (
              // The pin hangs in the padding, so a long name fits its column (fit-base) beside it.
              <li key={city} className="@container relative pl-6 text-navy-50">
                <Icon name="map-pin" className="absolute top-1 left-0 size-4 text-orange-400" />
                <span className="fit-base" style={fitWords(city)}>
                  {city}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
