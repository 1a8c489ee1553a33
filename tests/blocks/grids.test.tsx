/**
 * Every list a section schema lays out as a grid (`x-grid`) is laid out by its table in
 * schema/grids.ts: for every count the schema allows, under every choice that picks the grid,
 * the block's list says the columns the table gives that count. Found from the schemas, so a new
 * grid is held to it without a line here.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import pageSchema from '../../schema/page.schema.json' with { type: 'json' };
import { type Grid, type GridChoice, gridLimits, type GridName, grids } from '../../schema/grids';
import type { JsonSchema } from '../../schema/schemaReader';
import type { Section, SectionType } from '../../schema/section';
import { columnsOf, example, renderSection } from './renderBlock';

const sectionNodes = (pageSchema as unknown as JsonSchema).properties!.sections!.items!.oneOf!;
const gridLists = sectionNodes.flatMap((node) =>
  Object.entries(node.properties ?? {})
    .filter(([, field]) => field['x-grid'])
    .map(([key, field]) => ({ type: String(node.properties!.type!.const) as SectionType, key, name: field['x-grid'] as GridName })),
);

/** `count` entries like the example's, each told apart by the fields blocks key them by. */
function entriesLike(entries: Record<string, unknown>[], count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const entry = { ...entries[i % entries.length]! };
    for (const key of ['id', 'title', 'label', 'name']) if (typeof entry[key] === 'string') entry[key] = `${entry[key]} ${i + 1}`;
    return entry;
  });
}

describe.each(gridLists)('the $key of a "$type" section', ({ type, key, name }) => {
  const entry: Grid | GridChoice = grids[name];
  const choices: [Record<string, unknown>, Grid][] =
    'by' in entry ? Object.entries(entry.grids).map(([value, grid]) => [{ [entry.by]: Number(value) }, grid]) : [[{}, entry as Grid]];

  it('takes the columns its grid gives every count', () => {
    const section = example(type) as unknown as Record<string, unknown>;
    for (const [fixed, grid] of choices) {
      const { min, max } = gridLimits(grid);
      for (let count = min; count <= max; count++) {
        const data = { ...section, ...fixed, [key]: entriesLike(section[key] as Record<string, unknown>[], count) } as unknown as Section;
        const { unmount, container } = renderSection(data, { index: 2 });
        const list = [...container.querySelectorAll('ul, ol, dl')].find(
          (candidate) => candidate.children.length === count && /--columns/.test(candidate.className),
        );
        expect(list, `a list of ${count} laid out as a grid`).toBeDefined();
        const { said, table } = columnsOf(list!, grid);
        expect(said, `${count} entries ${JSON.stringify(fixed)}`).toEqual(table);
        unmount();
      }
    }
    expect(screen.queryByRole('region')).toBeNull();
  });
});
