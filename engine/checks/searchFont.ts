/**
 * How wide a text is in a search result, in pixels, measured with the committed width table of
 * Arial (searchFontWidths.json, made by `npm run font:search-widths`), so the page editor and
 * `npm run check:pages` measure alike on any machine. Kerning is left out: it moves a title by
 * a pixel or two, well inside the margin of the limits below.
 */
import table from './searchFontWidths.json' with { type: 'json' };

/**
 * What a search result shows whole, on a computer (where it is narrowest in characters): Google
 * sets a title in 20 px Arial and cuts it at about 600 px, and a description in 14 px Arial,
 * cut at about 920 px (two lines of about 460).
 */
export const searchResult = {
  title: { fontPx: 20, widthPx: 600 },
  description: { fontPx: 14, widthPx: 920 },
} as const;

const advances: Readonly<Record<string, number>> = table.advances;

function advance(character: string): number {
  return advances[character.codePointAt(0)!] ?? table.fallback;
}

/** The width of `text` set in Arial at `fontPx`, in pixels. */
export function textWidth(text: string, fontPx: number): number {
  let units = 0;
  for (const character of text) units += advance(character);
  return (units * fontPx) / table.unitsPerEm;
}

/** The start of `text` a result shows before its "…", when it is cut at `widthPx`. */
export function shownPart(text: string, fontPx: number, widthPx: number): string {
  const room = widthPx - textWidth('…', fontPx);
  let units = 0;
  let end = 0;
  for (const character of text) {
    units += advance(character);
    if ((units * fontPx) / table.unitsPerEm > room) break;
    end += character.length;
  }
  // Cut at the last whole word, as search results do.
  const cut = text.slice(0, end);
  const lastSpace = cut.lastIndexOf(' ');
  return (end < text.length && lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd();
}
