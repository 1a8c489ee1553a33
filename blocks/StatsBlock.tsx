import type { CSSProperties } from 'react';
import { grids } from '../schema/grids';
import type { StatsSection } from '../schema/sections/stats';
import { cx } from './ui/cx';
import { fitWords } from './ui/fitWords';
import { gridClasses } from './ui/grid';
import { Section, SectionHeading } from './ui/Section';

export function StatsBlock({ id, heading, items }: StatsSection) {
  const grid = gridClasses(grids.stats, items.length);
  // A figure stays on one line ("Same-Day", "24/7"), and all figures of a band share one size:
  // the largest at which the longest fits its tile (the `stat-figure` utility in styles.css).
  const figureLength = { '--figure-length': Math.max(...items.map((stat) => stat.value.length)) } as CSSProperties;
  return (
    <Section id={id} tone="dark" className="!py-14" named={Boolean(heading)}>
      {heading && <SectionHeading className="mb-10 text-center text-white">{heading}</SectionHeading>}
      <dl className={grid.list} style={figureLength}>
        {items.map((stat) => (
          <div
            key={stat.label}
            className={cx(grid.item, '@container flex flex-col-reverse rounded-2xl bg-white/5 px-4 py-6 text-center ring-1 ring-white/10 sm:px-6')}
          >
            <dt className="fit-sm mt-2 font-semibold text-navy-100 sm:fit-base" style={fitWords(stat.label)}>
              {stat.label}
            </dt>
            <dd className="stat-figure font-extrabold text-orange-400">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
