import type { RoofTypeEntry } from '../schema/site';
import type { RoofSystemsSection } from '../schema/sections/roofSystems';
import { useSite } from '../platform/SiteContext';
import { grids } from '../schema/grids';
import { cx } from './ui/cx';
import { gridClasses } from './ui/grid';
import { Icon } from './ui/Icon';
import { Section, SectionHeader, SubHeading } from './ui/Section';
import { SiteLink } from './ui/SiteLink';
import { TagList } from './ui/TagList';
import { TextWithAddresses } from './ui/TextWithAddresses';
import { TextWithArrow } from './ui/TextWithArrow';

/** Accent of each tile, by the colour named in site.config.json. */
const tileAccent: Record<RoofTypeEntry['color'], string> = {
  sky: 'from-sky-600 to-sky-800',
  slate: 'from-slate-600 to-slate-800',
  amber: 'from-amber-600 to-amber-800',
  stone: 'from-stone-600 to-stone-800',
  zinc: 'from-zinc-600 to-zinc-800',
};

export function RoofSystemsBlock({ id, eyebrow, heading, intro, linkLabel }: RoofSystemsSection) {
  const { roofTypes } = useSite();
  const grid = gridClasses(grids.roofTypes, roofTypes.length, 5);
  return (
    <Section id={id}>
      <SectionHeader eyebrow={eyebrow} heading={heading} intro={intro} />
      <ul className={grid.list}>
        {roofTypes.map((roof) => (
          <li
            key={roof.href}
            className={cx(
              grid.item,
              'group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl',
            )}
          >
            <div className={`flex items-center gap-3 bg-gradient-to-br ${tileAccent[roof.color]} px-5 py-6 text-white`}>
              <Icon name={roof.icon} className="size-8 shrink-0" />
              <div className="@container min-w-0 flex-1">
                {/* Two lines kept for every label where tiles stand side by side, so a label that wraps
                    ("Modified Bitumen") leaves the tiles' contents level with their neighbours'. */}
                <SubHeading className="fit-lg flex items-center leading-tight font-bold sm:min-h-[2lh]">{roof.label}</SubHeading>
              </div>
            </div>
            <div className="flex flex-1 flex-col p-5">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{roof.fullName}</p>
              <p className="mt-2 text-sm text-slate-700">
                <TextWithAddresses text={roof.description} />
              </p>
              <TagList tags={roof.features} className="mt-4" tagClassName="bg-slate-100 px-2.5 py-1 text-slate-700" />
              <SiteLink href={roof.href} className="mt-auto pt-5 text-sm font-semibold text-cta-strong after:absolute after:inset-0 hover:underline">
                <TextWithArrow text={linkLabel} iconClassName="transition group-hover:translate-x-1" />
                <span className="sr-only">: {roof.label}</span>
              </SiteLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
