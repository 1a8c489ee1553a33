/**
 * How each grid of the site lays out its items, declared once as data: for every number of items
 * its schema allows, how many columns it has from each screen width on. A row that is not full is
 * centred, so no count leaves an empty slot at the end of a row; the table chooses the columns so
 * that most counts fill every row.
 *
 * Three readers, so they cannot disagree:
 * - the block takes its columns from here (`blocks/ui/grid.ts`);
 * - the schema takes the fewest and most items from here (`.min()`/`.max()` on the list, and
 *   `x-grid` in its JSON Schema names the grid);
 * - the page editor tells an editor when a count looks poor on wide screens, and which counts
 *   look better (`wideRows`, `looksBest`).
 *
 * Browser-safe on purpose (no zod), like schema/imageSlots.ts.
 */

/** Tailwind's screen widths: `base` from 0, `sm` from 640 px, `md` 768, `lg` 1024, `xl` 1280. */
export const breakpoints = ['base', 'sm', 'md', 'lg', 'xl'] as const;
export type Breakpoint = (typeof breakpoints)[number];
export const breakpointWidths: Record<Breakpoint, number> = { base: 0, sm: 640, md: 768, lg: 1024, xl: 1280 };

export type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6;

/** Columns from a screen width on; a width not named keeps the columns of the one before it (one column from 0). */
export type ColumnsFrom = Partial<Record<Breakpoint, ColumnCount>>;

/** A grid: its columns for every count of items it may hold, from the fewest to the most. */
export type Grid = Readonly<Record<number, ColumnsFrom>>;

/** Grids to choose from by another field of the section (`by`), with the one for a section that leaves it out. */
export interface GridChoice {
  by: string;
  fallback: number;
  grids: Readonly<Record<number, Grid>>;
}

/** Cards with a photo, title, text, points and a link: two on tablets, three or four on computers. */
const cards: Grid = {
  1: { sm: 2, lg: 3 },
  2: { sm: 2, lg: 3 },
  3: { sm: 2, lg: 3 },
  4: { sm: 2, xl: 4 },
  5: { sm: 2, lg: 3 },
  6: { sm: 2, lg: 3 },
  7: { sm: 2, lg: 3, xl: 4 },
  8: { sm: 2, xl: 4 },
  9: { sm: 2, lg: 3 },
  10: { sm: 2, xl: 4 },
  11: { sm: 2, lg: 3, xl: 4 },
  12: { sm: 2, lg: 3, xl: 4 },
};

/** Features, at most two side by side (the section's "columns": 2). */
const featuresInTwos: Grid = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, { md: 2 }]));

/** Features, at most three side by side (the default). */
const featuresInThrees: Grid = {
  1: { md: 2, lg: 3 },
  2: { md: 2 },
  3: { md: 2, lg: 3 },
  4: { md: 2 },
  5: { md: 2, lg: 3 },
  6: { md: 2, lg: 3 },
  7: { md: 2, lg: 3 },
  8: { md: 2, lg: 3 },
  9: { md: 2, lg: 3 },
  10: { md: 2, lg: 3 },
  11: { md: 2, lg: 3 },
  12: { md: 2, lg: 3 },
};

/** Features, at most four side by side (four only on the widest screens: a narrower item has no room for a long word). */
const featuresInFours: Grid = {
  1: { sm: 2, lg: 3 },
  2: { sm: 2 },
  3: { sm: 2, lg: 3 },
  4: { sm: 2, xl: 4 },
  5: { sm: 2, lg: 3 },
  6: { sm: 2, lg: 3 },
  7: { sm: 2, lg: 3, xl: 4 },
  8: { sm: 2, xl: 4 },
  9: { sm: 2, lg: 3 },
  10: { sm: 2, lg: 3, xl: 4 },
  11: { sm: 2, lg: 3, xl: 4 },
  12: { sm: 2, lg: 3, xl: 4 },
};

export const grids = {
  cards,
  /** The features' grids, chosen by the section's `columns` (3 when it is left out). */
  features: { by: 'columns', fallback: 3, grids: { 2: featuresInTwos, 3: featuresInThrees, 4: featuresInFours } },
  /** Big figures on a dark band: two to a row on phones when they are two or four. */
  stats: {
    1: { sm: 2, lg: 3 },
    2: { base: 2 },
    3: { sm: 3 },
    4: { base: 2, lg: 4 },
  },
  /** Programs side by side, never wider than a third of the page; four in two rows, where each has room for its button. */
  tiers: {
    1: { md: 2, lg: 3 },
    2: { md: 2, lg: 3 },
    3: { md: 2, lg: 3 },
    4: { md: 2 },
  },
  testimonials: {
    1: { md: 2, lg: 3 },
    2: { md: 2 },
    3: { md: 2, lg: 3 },
    4: { md: 2 },
    5: { md: 2, lg: 3 },
    6: { md: 2, lg: 3 },
    7: { md: 2, lg: 3 },
    8: { md: 2, xl: 4 },
    9: { md: 2, lg: 3 },
    10: { md: 2, lg: 3 },
    11: { md: 2, lg: 3 },
    12: { md: 2, lg: 3 },
  },
  /** Numbered cards: three to a row from laptops, four only on the widest screens. */
  steps: {
    1: { sm: 2, lg: 3 },
    2: { sm: 2 },
    3: { sm: 2, lg: 3 },
    4: { sm: 2, xl: 4 },
    5: { sm: 2, lg: 3 },
    6: { sm: 2, lg: 3 },
    7: { sm: 2, lg: 3, xl: 4 },
    8: { sm: 2, xl: 4 },
  },
  warningSigns: {
    1: { sm: 2, lg: 3 },
    2: { sm: 2 },
    3: { sm: 2, lg: 3 },
    4: { sm: 2 },
    5: { sm: 2, lg: 3 },
    6: { sm: 2, lg: 3 },
    7: { sm: 2, lg: 3 },
    8: { sm: 2, xl: 4 },
    9: { sm: 2, lg: 3 },
    10: { sm: 2, lg: 3 },
    11: { sm: 2, lg: 3 },
    12: { sm: 2, lg: 3 },
  },
  /** The roof system tiles (one per roof type in the settings): up to five narrow tiles in a row. */
  roofTypes: {
    1: { sm: 2, lg: 3 },
    2: { sm: 2, lg: 3 },
    3: { sm: 2, md: 3 },
    4: { sm: 2, lg: 4 },
    5: { sm: 2, md: 3, lg: 5 },
    6: { sm: 2, md: 3, xl: 6 },
    7: { sm: 2, lg: 4 },
    8: { sm: 2, lg: 4 },
  },
} as const satisfies Record<string, Grid | GridChoice>;

/** The fewest and the most items a grid holds: its schema's limits. */
export function gridLimits(grid: Grid): { min: number; max: number } {
  const counts = Object.keys(grid).map(Number);
  return { min: Math.min(...counts), max: Math.max(...counts) };
}

/** The columns of `count` items at every screen width, from the table (a count beyond the table takes its last line). */
export function gridColumns(grid: Grid, count: number): Record<Breakpoint, ColumnCount> {
  const { min, max } = gridLimits(grid);
  const from = grid[Math.min(Math.max(count, min), max)] ?? {};
  let columns: ColumnCount = 1;
  return Object.fromEntries(
    breakpoints.map((breakpoint) => {
      columns = from[breakpoint] ?? columns;
      return [breakpoint, columns];
    }),
  ) as Record<Breakpoint, ColumnCount>;
}

/** The screen widths an editor's advice speaks of: computers ("wide screens"). */
const wideBreakpoints = ['lg', 'xl'] as const satisfies readonly Breakpoint[];

/** How `count` items fill the rows of wide screens: the columns and how many items the last row holds. */
export function wideRows(grid: Grid, count: number): { columns: number; rows: number; lastRow: number }[] {
  const columns = gridColumns(grid, count);
  return wideBreakpoints.map((breakpoint) => {
    const perRow = Math.min(columns[breakpoint], count);
    return { columns: columns[breakpoint], rows: Math.ceil(count / perRow), lastRow: count - (Math.ceil(count / perRow) - 1) * perRow };
  });
}

/**
 * Whether `count` items look composed on wide screens: every row full, or a single row of
 * several items (centred). A single item in a grid of several columns, or a last row shorter
 * than the others, is allowed (the row is centred, nothing breaks) but looks poor.
 */
export function looksBest(grid: Grid, count: number): boolean {
  return wideRows(grid, count).every(({ columns, rows, lastRow }) => (rows === 1 ? count > 1 || columns === 1 : lastRow === Math.min(columns, count)));
}

/** The counts that look best, nearest to `count` below and above it, within the grid's limits. */
export function betterCounts(grid: Grid, count: number): { fewer?: number; more?: number } {
  const { min, max } = gridLimits(grid);
  let fewer: number | undefined;
  let more: number | undefined;
  for (let n = count - 1; n >= min && fewer === undefined; n--) if (looksBest(grid, n)) fewer = n;
  for (let n = count + 1; n <= max && more === undefined; n++) if (looksBest(grid, n)) more = n;
  return { fewer, more };
}

export type GridName = keyof typeof grids;

/** The grids a schema may name, for its `x-grid` and its limits. */
export function gridsOf(name: GridName): Grid[] {
  const entry: Grid | GridChoice = grids[name];
  return 'by' in entry ? Object.values(entry.grids) : [entry as Grid];
}

/** The grid a list's JSON Schema names with `x-grid`, for the section (or group) the list is in. */
export function gridNamed(name: string, group: Record<string, unknown> | undefined): Grid | undefined {
  const entry = (grids as Record<string, Grid | GridChoice>)[name];
  if (!entry || !('by' in entry)) return entry;
  return (entry as GridChoice).grids[Number(group?.[(entry as GridChoice).by] ?? (entry as GridChoice).fallback)];
}
