/**
 * `npm run font:search-widths`: writes engine/checks/searchFontWidths.json, the advance width of
 * every character of the site's Latin range in the font search results are set in (Arial), for
 * the page checks that measure whether a title or a description fits a search result
 * (engine/checks/searchFont.ts).
 *
 * Measured once and committed, rather than in whichever browser runs the checks: a browser
 * measures with the fonts its machine has, so the editor on a Mac and CI on Linux would disagree.
 * The widths come from Liberation Sans Regular (Debian's fonts-liberation, which Chromium
 * installs), drawn to Arial's metrics: every character has Arial's advance width. A unit test
 * fails while the committed file is not what this script makes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Blob, Face, Font } from 'harfbuzzjs';
import { codePointsIn, latinUnicodeRange } from './font';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** The committed table, relative to the project. */
export const searchFontWidthsFile = 'engine/checks/searchFontWidths.json';

export const liberationSansFile = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

export interface SearchFontWidths {
  font: string;
  unitsPerEm: number;
  /** Advance widths in font units, by code point. */
  advances: Record<string, number>;
  /** For a character the table lacks: the mean advance of a–z. */
  fallback: number;
}

export function measureSearchFont(): SearchFontWidths {
  if (!existsSync(liberationSansFile)) throw new Error(`${liberationSansFile} is missing: install it with "apt-get install fonts-liberation".`);
  const face = new Face(new Blob(readFileSync(liberationSansFile)));
  const font = new Font(face);
  const advances: Record<string, number> = {};
  for (const codePoint of codePointsIn(latinUnicodeRange)) {
    if (codePoint < 0x20) continue;
    const glyph = font.glyph(codePoint);
    if (glyph !== undefined && glyph !== 0) advances[codePoint] = font.glyphHAdvance(glyph);
  }
  const lowercase = [...'abcdefghijklmnopqrstuvwxyz'].map((letter) => advances[letter.codePointAt(0)!]!);
  return {
    font: 'Liberation Sans Regular, metric-compatible with Arial',
    unitsPerEm: face.upem,
    advances,
    fallback: Math.round(lowercase.reduce((sum, width) => sum + width, 0) / lowercase.length),
  };
}

/** The file's text: one character a line, so a change reads as a diff. */
export function searchFontWidthsText(widths: SearchFontWidths): string {
  const advances = Object.entries(widths.advances).map(([codePoint, width]) => `    "${codePoint}": ${width}`);
  return `{\n  "font": ${JSON.stringify(widths.font)},\n  "unitsPerEm": ${widths.unitsPerEm},\n  "fallback": ${widths.fallback},\n  "advances": {\n${advances.join(',\n')}\n  }\n}\n`;
}

const isMain = process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isMain) {
  const widths = measureSearchFont();
  writeFileSync(path.join(projectRoot, searchFontWidthsFile), searchFontWidthsText(widths));
  console.log(`${searchFontWidthsFile}: ${Object.keys(widths.advances).length} characters of ${widths.font}.`);
}
