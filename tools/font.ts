/**
 * `npm run font`: makes the site's web font, engine/runtime/fonts/inter-latin-wght-400-900.woff2, from
 * the Inter variable font in @fontsource-variable/inter, and prints its size.
 *
 * Why a subset of the subset: on a phone over a slow connection the font is the largest file a
 * first visit waits for, and the largest text is painted in it. The package's Latin file (48 KB)
 * carries every weight from 100 to 900 and Inter's optional glyph sets (stylistic sets,
 * alternates, tabular figures), none of which the site uses. This keeps the same characters,
 * Inter's everyday features (kerning, ligatures) and the weights the site uses, 400 to 900:
 * about 32 KB. Run it again after updating the package; a unit test fails if the committed file
 * is not what this script makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const fontsourceDir = path.join(projectRoot, 'node_modules/@fontsource-variable/inter');

/** The package's Latin file, which the subset is made from. */
export const packageFontFile = path.join(fontsourceDir, 'files/inter-latin-wght-normal.woff2');

/** The committed font, relative to the project; engine/runtime/styles.css declares it. */
export const webFontFile = 'engine/runtime/fonts/inter-latin-wght-400-900.woff2';

/** The weights kept: Tailwind's font-normal (400) to font-black (900). */
export const weightRange = { min: 400, max: 900 } as const;

/** The package's Latin unicode-range, as the CSS writes it: "U+0000-00FF,U+0131,…". */
export const latinUnicodeRange: string = JSON.parse(readFileSync(path.join(fontsourceDir, 'unicode.json'), 'utf8')).latin;

/** Every code point in a CSS unicode-range such as "U+0000-00FF,U+0131". */
export function codePointsIn(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [from, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
  });
}

/** The subset font, as woff2 bytes. */
export async function subsetInter(): Promise<Buffer> {
  const source = readFileSync(packageFontFile);
  const text = String.fromCodePoint(...codePointsIn(latinUnicodeRange));
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: weightRange } });
}

const isMain = process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isMain) {
  const font = await subsetInter();
  writeFileSync(path.join(projectRoot, webFontFile), font);
  console.log(`✔ Wrote ${webFontFile}: ${(font.length / 1024).toFixed(1)} KB (weights ${weightRange.min}–${weightRange.max}).`);
}
