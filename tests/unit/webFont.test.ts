// @vitest-environment node
/**
 * The site's web font (engine/runtime/fonts/, made by `npm run font`). If it lacked a character the
 * pages use, that letter would show in another typeface mid-word; if it lacked a weight, bold
 * headings would be faked by the browser; if the committed file were stale, a package update
 * would silently not reach visitors.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { codePointsIn, latinUnicodeRange, packageFontFile, subsetInter, webFontFile, weightRange } from '../../tools/font';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const committedFont = readFileSync(path.join(projectRoot, webFontFile));
const styles = readFileSync(path.join(projectRoot, 'engine/runtime/styles.css'), 'utf8');
const fontFace = styles.slice(styles.indexOf('@font-face'), styles.indexOf('}', styles.indexOf('@font-face')));

async function faceOf(woff2: Buffer) {
  return new Face(new Blob(await convert(woff2, 'sfnt')));
}

/** All the text editors write: every page definition and the site settings. */
function contentText(): string {
  const pageFiles = (readdirSync(path.join(projectRoot, 'pages'), { recursive: true }) as string[]).filter((f) => f.endsWith('.json'));
  return [...pageFiles.map((f) => path.join('pages', f)), 'site.config.json'].map((f) => readFileSync(path.join(projectRoot, f), 'utf8')).join('\n');
}

describe('the web font', () => {
  it('is exactly what `npm run font` makes from the installed Inter package', async () => {
    const fresh = await subsetInter();
    expect(fresh.equals(committedFont), `${webFontFile} is stale: run npm run font`).toBe(true);
  });

  it('has a glyph for every character of the pages and settings that its unicode-range sends to it', async () => {
    const covered = new Set((await faceOf(committedFont)).collectUnicodes());
    const inRange = new Set(codePointsIn(latinUnicodeRange));
    const used = [...new Set(contentText())].map((ch) => ch.codePointAt(0)!).filter((cp) => inRange.has(cp) && cp >= 0x20);
    expect(used.length).toBeGreaterThan(60);
    expect(used.filter((cp) => !covered.has(cp)).map((cp) => String.fromCodePoint(cp))).toEqual([]);
  });

  it('keeps every printable character the package’s Latin file has in that range', async () => {
    const original = readFileSync(packageFontFile);
    const inRange = new Set(codePointsIn(latinUnicodeRange));
    const before = [...(await faceOf(original)).collectUnicodes()].filter((cp) => cp >= 0x20 && inRange.has(cp));
    const after = new Set((await faceOf(committedFont)).collectUnicodes());
    expect(before.filter((cp) => !after.has(cp))).toEqual([]);
  });

  it('spans the weights the stylesheet declares, 400 to 900', async () => {
    const { wght } = (await faceOf(committedFont)).getAxisInfos();
    expect({ min: wght?.min, max: wght?.max }).toEqual(weightRange);
    expect(fontFace).toContain(`font-weight: ${weightRange.min} ${weightRange.max};`);
  });

  it('is declared for the package’s Latin range and loaded from the committed file', () => {
    const declared = /unicode-range:\s*([^;]+);/.exec(fontFace)?.[1]?.replace(/\s+/g, '');
    expect(declared).toBe(latinUnicodeRange);
    expect(fontFace).toContain(`url('./fonts/${path.basename(webFontFile)}')`);
  });
});
