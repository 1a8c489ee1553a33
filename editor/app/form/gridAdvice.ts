/**
 * The editor's advice on a list laid out as a grid (`x-grid` in its schema): when its count
 * looks poor on wide screens (a last row shorter than the others, a card on its own), one plain
 * sentence that says so and which counts would fill every row. The facts come from the grid's
 * own table (schema/grids.ts), the one the block lays out its items by, so the advice and the
 * page cannot disagree.
 */
import { betterCounts, type Grid, looksBest, wideRows } from '../../../schema/grids';
import { lowerFirst } from './jsonSchema';

/** "Card" → "cards", "Warning sign" → "warning signs", "Entry" → "entries". */
export function plural(noun: string): string {
  const word = lowerFirst(noun);
  return /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
}

/** The advice for `count` entries of `noun`, or undefined when the count looks composed. */
export function gridAdvice(grid: Grid, count: number, noun: string): string | undefined {
  if (count === 0 || looksBest(grid, count)) return undefined;
  const { fewer, more } = betterCounts(grid, count);
  const better = [fewer, more].filter((n) => n !== undefined).join(' or ');
  const instead = better ? `; ${better} would fill ${count === 1 ? 'the row' : 'every row'}` : '';
  if (count === 1) return `On wide screens a single ${lowerFirst(noun)} stands on its own${instead}.`;
  const { lastRow } = wideRows(grid, count).find(({ rows, lastRow, columns }) => rows > 1 && lastRow < columns)!;
  return `On wide screens ${count} ${plural(noun)} leave ${lastRow} on the last row${instead}.`;
}
