/**
 * The grids' table (schema/grids.ts), the one source of a grid's columns (blocks), its limits
 * (the schema) and the editor's advice: every count a grid may hold has its columns, the
 * generated JSON Schema takes its limits from it, and "looks best" means what the advice says.
 */
import { describe, expect, it } from 'vitest';
import pageSchema from '../../schema/page.schema.json' with { type: 'json' };
import siteSchema from '../../schema/site.schema.json' with { type: 'json' };
import {
  betterCounts,
  breakpoints,
  type Grid,
  type GridChoice,
  gridColumns,
  gridLimits,
  gridNamed,
  grids,
  gridsOf,
  looksBest,
  wideRows,
} from '../../schema/grids';
import type { JsonSchema } from '../../schema/schemaReader';

const everyGrid: [string, Grid][] = Object.entries(grids).flatMap(([name, entry]: [string, Grid | GridChoice]) =>
  'by' in entry ? Object.entries(entry.grids).map(([value, grid]): [string, Grid] => [`${name} (${entry.by} ${value})`, grid]) : [[name, entry as Grid]],
);

/** Every list of the JSON Schemas that names a grid, with its limits. */
function gridLists(node: unknown, found: JsonSchema[] = []): JsonSchema[] {
  if (Array.isArray(node)) for (const item of node) gridLists(item, found);
  else if (node && typeof node === 'object') {
    if ((node as JsonSchema)['x-grid']) found.push(node as JsonSchema);
    for (const value of Object.values(node)) gridLists(value, found);
  }
  return found;
}

describe.each(everyGrid)('the grid of %s', (_name, grid) => {
  const { min, max } = gridLimits(grid);

  it('has columns for every count from its fewest to its most, one to six, never fewer on a wider screen', () => {
    expect(min).toBeGreaterThanOrEqual(1);
    for (let count = min; count <= max; count++) {
      expect(grid[count], `${count} items`).toBeDefined();
      const columns = gridColumns(grid, count);
      breakpoints.forEach((breakpoint, i) => {
        expect(columns[breakpoint]).toBeGreaterThanOrEqual(1);
        expect(columns[breakpoint]).toBeLessThanOrEqual(6);
        if (i > 0) expect(columns[breakpoint], `${count} items at ${breakpoint}`).toBeGreaterThanOrEqual(columns[breakpoints[i - 1]!]);
      });
    }
  });

  it('"looks best" is every row full on wide screens, or one row of several', () => {
    for (let count = min; count <= max; count++) {
      const composed = wideRows(grid, count).every(({ columns, rows, lastRow }) => (rows === 1 ? count > 1 || columns === 1 : lastRow === columns));
      expect(looksBest(grid, count), `${count} items`).toBe(composed);
      const { fewer, more } = betterCounts(grid, count);
      if (fewer !== undefined) expect(fewer < count && looksBest(grid, fewer)).toBe(true);
      if (more !== undefined) expect(more > count && more <= max && looksBest(grid, more)).toBe(true);
    }
  });
});

describe('the schemas take their limits from the grids', () => {
  it('every list that names a grid has the fewest and most items of its grids', () => {
    const lists = [...gridLists(pageSchema), ...gridLists(siteSchema)];
    expect(new Set(lists.map((list) => list['x-grid']))).toEqual(new Set(Object.keys(grids)));
    for (const list of lists) {
      const limits = gridsOf(list['x-grid'] as keyof typeof grids).map(gridLimits);
      expect(list.minItems).toBe(Math.min(...limits.map((limit) => limit.min)));
      expect(list.maxItems).toBe(Math.max(...limits.map((limit) => limit.max)));
    }
  });

  it("a grid chosen by a section's field follows that field, and its fallback when it is left out", () => {
    const { by, fallback, grids: choices } = grids.features;
    for (const [value, grid] of Object.entries(choices)) expect(gridNamed('features', { [by]: Number(value) })).toBe(grid);
    expect(gridNamed('features', {})).toBe(choices[fallback as keyof typeof choices]);
    expect(gridNamed('cards', {})).toBe(grids.cards);
    expect(gridNamed('no-such-grid', {})).toBeUndefined();
  });
});
