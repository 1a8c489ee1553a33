/**
 * Saving with the least change to the text (engine/content/minimalEdits.ts): what git shows
 * after a save is the change itself. Runs on fixtures of its own and on the project's files as
 * they are (whatever they say), with reorderings chosen by a seeded random generator.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RewriteFailed, rewriteJson } from '../../engine/content/minimalEdits';
import { lineDiff, linesOf } from './lineDiff';

const fixture = `{
  "$schema": "../schema/page.schema.json",
  "path": "/x",
  "sections": [
    { "type": "shared", "name": "pledge" },
    {
      "type": "content",
      "heading": "First",
      "paragraphs": ["one", "two"]
    },
    {
      "type": "content",
      "heading": "Second",
      "paragraphs": ["three"]
    },
    { "type": "shared", "name": "cta" }
  ]
}
`;

const root = process.cwd();
const contentFiles = [
  'site.config.json',
  ...(readdirSync(path.join(root, 'pages'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.json'))
    .map((file) => `pages/${file.split(path.sep).join('/')}`)
    .sort(),
];
const pageFiles = contentFiles.filter((file) => file.startsWith('pages/'));
const textOf = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
}

const withoutComma = (line: string) => line.replace(/,$/, '');
const sortedTexts = (lines: { text: string }[]) => lines.map((l) => withoutComma(l.text)).sort();

describe('rewriteJson', () => {
  it('leaves every file byte for byte when nothing changed', () => {
    expect(rewriteJson(fixture, JSON.parse(fixture))).toBe(fixture);
    for (const file of contentFiles) expect(rewriteJson(textOf(file), JSON.parse(textOf(file))), file).toBe(textOf(file));
  });

  it('changes one line for one changed text, and keeps the $schema line, key order and final newline', () => {
    const value = JSON.parse(fixture);
    value.sections[2].heading = 'Second, rewritten';
    const out = rewriteJson(fixture, value);
    expect(lineDiff(fixture, out)).toEqual({
      removed: [{ line: 13, text: '      "heading": "Second",' }],
      added: [{ line: 13, text: '      "heading": "Second, rewritten",' }],
    });
    expect(out.endsWith('}\n')).toBe(true);
  });

  it('changes one line for one changed text in every page, whatever its layout', () => {
    for (const file of pageFiles) {
      const text = textOf(file);
      const value = JSON.parse(text);
      value.title = `${value.title} (edited)`;
      const { removed, added } = lineDiff(text, rewriteJson(text, value));
      expect(removed.length, file).toBe(1);
      expect(added.length, file).toBe(1);
      expect(added[0]!.text, file).toContain('(edited)');
    }
  });

  it("keeps the file's key order when the new value lists the keys in another order", () => {
    const value = JSON.parse(fixture);
    const reordered = { sections: value.sections, path: '/y', $schema: value.$schema };
    const out = rewriteJson(fixture, reordered);
    expect(Object.keys(JSON.parse(out))).toEqual(['$schema', 'path', 'sections']);
    expect(lineDiff(fixture, out).added).toEqual([{ line: 3, text: '  "path": "/y",' }]);
  });

  it('moves a section as its own text: one-line sections stay on one line, nothing else changes', () => {
    const value = JSON.parse(fixture);
    value.sections.push(value.sections.shift());
    const out = rewriteJson(fixture, value);
    expect(JSON.parse(out)).toEqual(value);
    // The moved line, and the line whose comma moved; the two content sections are untouched.
    expect(sortedTexts(lineDiff(fixture, out).added)).toEqual(['    { "type": "shared", "name": "cta" }', '    { "type": "shared", "name": "pledge" }']);
    expect(sortedTexts(lineDiff(fixture, out).removed)).toEqual(sortedTexts(lineDiff(fixture, out).added));
  });

  it("moving one section of any page, anywhere, changes only that section's lines (and one comma)", () => {
    const next = random(7);
    for (const file of pageFiles) {
      const text = textOf(file);
      const original = JSON.parse(text) as { sections: unknown[] };
      if (original.sections.length < 2) continue;
      for (let round = 0; round < 6; round++) {
        const from = Math.floor(next() * original.sections.length);
        let to = Math.floor(next() * original.sections.length);
        if (to === from) to = (from + 1) % original.sections.length;
        const value = structuredClone(original);
        value.sections.splice(to, 0, ...value.sections.splice(from, 1));
        const out = rewriteJson(text, value);
        expect(JSON.parse(out)).toEqual(value);
        const moved = linesOf(text, ['sections', from]);
        const size = moved.last - moved.first + 1;
        const { removed, added } = lineDiff(text, out);
        const where = `${file}: section ${from} to ${to}`;
        expect(removed.length, where).toBeGreaterThan(0);
        // A minimal diff of one moved block: the block's lines, plus a comma that moved.
        expect(removed.length, where).toBeLessThanOrEqual(size + 1);
        expect(added.length, where).toBeLessThanOrEqual(size + 1);
        // What left is what arrived: the text moved, it was not rewritten.
        expect(sortedTexts(added), where).toEqual(sortedTexts(removed));
      }
    }
  });

  it('inserts, removes, duplicates and edits sections in place, for many random changes of every page', () => {
    const next = random(11);
    for (const file of pageFiles) {
      const text = textOf(file);
      const original = JSON.parse(text);
      for (let round = 0; round < 8; round++) {
        const value = structuredClone(original);
        const sections = value.sections as Record<string, unknown>[];
        const at = () => Math.floor(next() * sections.length);
        if (next() < 0.5 && sections.length > 1) sections.splice(at(), 0, ...sections.splice(at(), 1));
        if (next() < 0.4 && sections.length > 1) sections.splice(at(), 1);
        if (next() < 0.4) sections.splice(at(), 0, { type: 'content', heading: `New ${round}`, paragraphs: ['A new paragraph.'] });
        if (next() < 0.3) sections.splice(at(), 0, structuredClone(sections[at()]!));
        if (next() < 0.5) sections[at()]!.hidden = true;
        const out = rewriteJson(text, value);
        expect(JSON.parse(out), file).toEqual(value);
        expect(out.split('\n')[1], file).toBe(text.split('\n')[1]);
        expect(out.endsWith('\n'), file).toBe(true);
        // Every line keeps the file's indentation: two spaces per level.
        for (const line of out.split('\n')) expect(/^( {2})*(?! )/.test(line), `${file}: ${line}`).toBe(true);
      }
    }
  });

  it('removes and adds object fields, touching only their lines and a comma', () => {
    const value = JSON.parse(fixture);
    delete value.sections[1].heading;
    value.sections[2].id = 'second';
    const out = rewriteJson(fixture, value);
    expect(JSON.parse(out)).toEqual(value);
    expect(lineDiff(fixture, out).removed.map((l) => l.text)).toEqual(['      "heading": "First",', '      "paragraphs": ["three"]']);
    expect(lineDiff(fixture, out).added.map((l) => l.text)).toEqual(['      "paragraphs": ["three"],', '      "id": "second"']);
  });

  it("writes new text in the file's own indentation and line ends (tabs, four spaces, CRLF)", () => {
    const tabs = fixture.replace(/^( {2})+/gm, (spaces) => '\t'.repeat(spaces.length / 2));
    const four = fixture.replace(/^( {2})+/gm, (spaces) => spaces.repeat(2));
    const crlf = fixture.replace(/\n/g, '\r\n');
    for (const [name, text, unit] of [
      ['tabs', tabs, '\t'],
      ['four spaces', four, '    '],
      ['CRLF', crlf, '  '],
    ] as const) {
      const value = JSON.parse(text);
      value.sections.splice(1, 0, { type: 'content', heading: 'Inserted', paragraphs: ['New.'] });
      const out = rewriteJson(text, value);
      expect(JSON.parse(out), name).toEqual(value);
      expect(out, name).toContain(`${unit.repeat(3)}"heading": "Inserted"`);
      expect(out.includes('\r\n'), name).toBe(name === 'CRLF');
      if (name === 'CRLF') expect(out.replace(/\r\n/g, '').includes('\n'), name).toBe(false);
    }
  });

  it('refuses, rather than return, a text that would not read back as the value asked for', () => {
    const value = JSON.parse(fixture);
    value.sections[1].paragraphs = [Number.NaN];
    expect(() => rewriteJson(fixture, value)).toThrow(RewriteFailed);
    expect(() => rewriteJson(fixture, { ...value, path: -0 })).toThrow(RewriteFailed);
  });
});
