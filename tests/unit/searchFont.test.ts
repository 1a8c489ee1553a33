/**
 * The width table the page checks measure titles and descriptions with
 * (engine/checks/searchFontWidths.json, made by `npm run font:search-widths`), and the measuring.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchResult, shownPart, textWidth } from '../../engine/checks/searchFont';
import { measureSearchFont, searchFontWidthsFile, searchFontWidthsText } from '../../tools/searchFontWidths';

const projectRoot = path.resolve(import.meta.dirname, '../..');

describe('the search font’s widths', () => {
  it('are what `npm run font:search-widths` measures in Liberation Sans, Arial’s metrics', () => {
    const committed = readFileSync(path.join(projectRoot, searchFontWidthsFile), 'utf8');
    expect(committed === searchFontWidthsText(measureSearchFont()), `${searchFontWidthsFile} is stale: run npm run font:search-widths`).toBe(true);
  });

  it('are Arial’s: a space is 569 of 2048 units, so 20 px of text is 5.56 px a space', () => {
    expect(textWidth(' ', 2048)).toBe(569);
    expect(textWidth('    ', 20)).toBeCloseTo((4 * 569 * 20) / 2048, 6);
  });

  it('measure by the letters, not their number', () => {
    const fontPx = searchResult.title.fontPx;
    expect(textWidth('WWWW', fontPx)).toBeGreaterThan(3 * textWidth('iiii', fontPx));
    // A character outside the table is measured as an average letter, never as nothing.
    expect(textWidth('漢', fontPx)).toBeGreaterThan(textWidth('i', fontPx));
  });

  it('say where a result cuts a text: at the last whole word that fits before its "…"', () => {
    const { fontPx, widthPx } = searchResult.title;
    const title = 'Commercial Roofing Contractor in Kentucky | Free Roof Assessment and Inspection';
    const shown = shownPart(title, fontPx, widthPx);
    expect(title.startsWith(shown)).toBe(true);
    expect(title[shown.length]).toBe(' ');
    expect(textWidth(`${shown}…`, fontPx)).toBeLessThanOrEqual(widthPx);
    expect(textWidth(`${title.slice(0, title.indexOf(' ', shown.length + 1))}…`, fontPx)).toBeGreaterThan(widthPx);
    expect(shownPart('Short title', fontPx, widthPx)).toBe('Short title');
  });
});
