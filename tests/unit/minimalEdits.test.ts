/** Saving with the least change to the text: what git shows after a save is the change itself. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteJson } from '../../editor/server/minimalEdits';

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

/** The lines of `after` that are not in `before` and the other way round (a line diff's +/-). */
function changedLines(before: string, after: string): { added: string[]; removed: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const count = (lines: string[]) => lines.reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map<string, number>());
  const ca = count(a);
  const cb = count(b);
  const added = [...cb].flatMap(([line, n]) => Array(Math.max(0, n - (ca.get(line) ?? 0))).fill(line));
  const removed = [...ca].flatMap(([line, n]) => Array(Math.max(0, n - (cb.get(line) ?? 0))).fill(line));
  return { added, removed };
}

describe('rewriteJson', () => {
  it('leaves the file byte for byte when nothing changed', () => {
    expect(rewriteJson(fixture, JSON.parse(fixture))).toBe(fixture);
  });

  it('changes one line for one changed text, and keeps the $schema line, key order and final newline', () => {
    const value = JSON.parse(fixture);
    value.sections[2].heading = 'Second, rewritten';
    const out = rewriteJson(fixture, value);
    expect(changedLines(fixture, out)).toEqual({ added: ['      "heading": "Second, rewritten",'], removed: ['      "heading": "Second",'] });
    expect(out.endsWith('}\n')).toBe(true);
    expect(Object.keys(JSON.parse(out))).toEqual(Object.keys(value));
  });

  it('moves a section as its own text: one-line sections stay on one line, nothing else changes', () => {
    const value = JSON.parse(fixture);
    value.sections.push(value.sections.shift());
    const out = rewriteJson(fixture, value);
    expect(JSON.parse(out)).toEqual(value);
    // Only the two lines whose comma moved change; the two content sections are untouched.
    expect(changedLines(fixture, out)).toEqual({
      added: ['    { "type": "shared", "name": "cta" },', '    { "type": "shared", "name": "pledge" }'],
      removed: ['    { "type": "shared", "name": "pledge" },', '    { "type": "shared", "name": "cta" }'],
    });
  });

  it('inserts, removes and edits list entries in place, for many random reorderings of a real page', () => {
    const text = readFileSync(path.join(process.cwd(), 'pages/home.json'), 'utf8');
    const original = JSON.parse(text);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 25; round++) {
      const value = structuredClone(original);
      const sections = value.sections as unknown[];
      const from = Math.floor(random() * sections.length);
      const to = Math.floor(random() * sections.length);
      sections.splice(to, 0, ...sections.splice(from, 1));
      if (random() < 0.5) sections.splice(Math.floor(random() * sections.length), 1);
      if (random() < 0.5)
        sections.splice(Math.floor(random() * sections.length), 0, { type: 'content', heading: `New ${round}`, paragraphs: ['A new paragraph.'] });
      const out = rewriteJson(text, value);
      expect(JSON.parse(out)).toEqual(value);
      expect(out.startsWith('{\n  "$schema"')).toBe(true);
      expect(out.endsWith('\n')).toBe(true);
    }
  });

  it('removes and adds object fields', () => {
    const value = JSON.parse(fixture);
    delete value.sections[1].heading;
    value.sections[2].id = 'second';
    const out = rewriteJson(fixture, value);
    expect(JSON.parse(out)).toEqual(value);
    // The removed line, and the line before the added field, which gains its comma.
    expect(changedLines(fixture, out).removed).toEqual(['      "heading": "First",', '      "paragraphs": ["three"]']);
    expect(changedLines(fixture, out).added).toEqual(['      "paragraphs": ["three"],', '      "id": "second"']);
  });
});
