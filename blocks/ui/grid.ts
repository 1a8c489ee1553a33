/**
 * The classes of a grid of items laid out by its table in schema/grids.ts: a wrapping row of
 * equal items, as many to a row as the table says for their count at each screen width, and a
 * row that is not full centred (the `grid-item` utility in engine/runtime/styles.css sizes an
 * item from `--columns` and `--gap`). Tailwind reads class names from the source, so every
 * combination is written out below rather than put together.
 */
import { breakpoints, type Breakpoint, type ColumnCount, type Grid, gridColumns } from '../../schema/grids';
import { cx } from './cx';

const columnClasses: Record<Breakpoint, Record<ColumnCount, string>> = {
  base: { 1: '[--columns:1]', 2: '[--columns:2]', 3: '[--columns:3]', 4: '[--columns:4]', 5: '[--columns:5]', 6: '[--columns:6]' },
  sm: { 1: 'sm:[--columns:1]', 2: 'sm:[--columns:2]', 3: 'sm:[--columns:3]', 4: 'sm:[--columns:4]', 5: 'sm:[--columns:5]', 6: 'sm:[--columns:6]' },
  md: { 1: 'md:[--columns:1]', 2: 'md:[--columns:2]', 3: 'md:[--columns:3]', 4: 'md:[--columns:4]', 5: 'md:[--columns:5]', 6: 'md:[--columns:6]' },
  lg: { 1: 'lg:[--columns:1]', 2: 'lg:[--columns:2]', 3: 'lg:[--columns:3]', 4: 'lg:[--columns:4]', 5: 'lg:[--columns:5]', 6: 'lg:[--columns:6]' },
  xl: { 1: 'xl:[--columns:1]', 2: 'xl:[--columns:2]', 3: 'xl:[--columns:3]', 4: 'xl:[--columns:4]', 5: 'xl:[--columns:5]', 6: 'xl:[--columns:6]' },
};

/** The space between items, as Tailwind's spacing steps: 5 (1.25rem) or 6 (1.5rem). */
const gapClasses = { 5: 'gap-5 [--gap:--spacing(5)]', 6: 'gap-6 [--gap:--spacing(6)]' } as const;

/** `list` for the list element, `item` for each of its items. */
export function gridClasses(grid: Grid, count: number, gap: keyof typeof gapClasses = 6): { list: string; item: string } {
  const columns = gridColumns(grid, count);
  const changes = breakpoints.filter((breakpoint, i) => i === 0 || columns[breakpoint] !== columns[breakpoints[i - 1]!]);
  return {
    list: cx('flex flex-wrap justify-center', gapClasses[gap], ...changes.map((breakpoint) => columnClasses[breakpoint][columns[breakpoint]])),
    item: 'grid-item',
  };
}
