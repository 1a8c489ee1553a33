// @vitest-environment node
/**
 * Plain words everywhere the page editor speaks: every problem the validator can make (one
 * fixture per code of schema/problemCodes.ts, tests/support/problemFixtures.ts), with the section
 * and field it names, and every hint of the schemas (titles, descriptions, the messages of
 * patterns), scanned for a developer's words (tests/support/technicalWords.ts). The page checks'
 * codes are met and scanned in the browser tests (tests/e2e/pageChecks.test.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { problemLine } from '../../engine/content/formatProblems';
import { validateSite } from '../../engine/content/validateSite';
import { pageSchema, siteSchema } from '../../engine/content/browser-safe/describePath';
import { problemCodes, type ProblemCode } from '../../schema/problemCodes';
import type { Problem } from '../../schema/problems';
import { maxImageBytes } from '../../schema/imageSlots';
import { type Json, problemFixtures, type SiteChange } from '../support/problemFixtures';
import { technicalWords, withTechnicalWords } from '../support/technicalWords';
import { projectRoot } from '../support/projectPaths';

const fixtureSite = path.join(projectRoot, 'tests/fixtures/site');
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

const solid = (width: number) =>
  sharp({ create: { width, height: Math.round(width / 1.6), channels: 3, background: '#8a94a6' } })
    .jpeg()
    .toBuffer();
const photos = {
  'photo-1600': await solid(1600),
  'photo-400': await solid(400),
  'not-a-photo': Buffer.from('not a picture'),
  huge: Buffer.alloc(maxImageBytes + 1),
};

/** The problems of a copy of the fixture site with `change` made. */
function problemsWith(change: SiteChange, strict: boolean): Problem[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-words-'));
  roots.push(root);
  fs.cpSync(fixtureSite, root, { recursive: true });
  const edit = (file: string, changeValue: (value: Json) => void) => {
    const absolute = path.join(root, file);
    const value = JSON.parse(fs.readFileSync(absolute, 'utf8')) as Json;
    changeValue(value);
    fs.writeFileSync(absolute, `${JSON.stringify(value, null, 2)}\n`);
  };
  for (const [file, changePage] of Object.entries(change.pages ?? {})) edit(file, changePage);
  if (change.settings) edit('site.config.json', change.settings);
  for (const [file, text] of Object.entries(change.text ?? {})) fs.writeFileSync(path.join(root, file), text);
  for (const [name, kind] of Object.entries(change.images ?? {})) {
    fs.mkdirSync(path.join(root, 'images'), { recursive: true });
    fs.writeFileSync(path.join(root, 'images', name), photos[kind]);
  }
  for (const file of change.remove ?? []) fs.rmSync(path.join(root, file));
  return validateSite(root, { strict }).problems;
}

describe('every problem the validator makes', () => {
  it('has a fixture for each code, so a new code cannot skip the scan', () => {
    expect(Object.keys(problemCodes).filter((code) => !(code in problemFixtures))).toEqual([]);
  });

  const validatorCodes = (Object.keys(problemFixtures) as ProblemCode[]).filter((code) => problemFixtures[code].by === 'validator');
  const said: string[] = [];
  afterAll(() => {
    if (process.env.SHOW_PROBLEMS) console.log(said.join('\n'));
  });
  it.each(validatorCodes)('%s: happens with its fixture, and says where and what in plain words', (code) => {
    const fixture = problemFixtures[code];
    if (fixture.by !== 'validator') return;
    for (const change of fixture.changes) {
      const problems = problemsWith(change, fixture.strict ?? false);
      const made = problems.filter((problem) => problem.code === code);
      said.push(...made.map((problem) => `${code}: ${[problem.section, problem.field].filter(Boolean).join(' › ')}: ${problem.message}`));
      expect(made, `the fixture made ${problems.map((p) => `${p.code}: ${p.message}`).join('\n') || 'no problem'}`).not.toEqual([]);
      // What the editor shows: the sentence, and where it is (the command line adds the keys after them).
      expect(withTechnicalWords(made.flatMap((problem) => [problem.message, problem.section, problem.field]))).toEqual([]);
    }
  });
});

describe('the command line', () => {
  it('keeps the keys of the place after the plain sentence, for developers', () => {
    const [missing] = problemsWith(problemFixtures.required.by === 'validator' ? problemFixtures.required.changes[0]! : {}, false).filter(
      (problem) => problem.code === 'required',
    );
    const line = problemLine(missing!);
    expect(line).toMatch(/^pages\/home\.json:\d+:\d+ Hero › [A-Z][a-z]+: .+ \(sections\[0\]\.heading\)$/);
  });
});

describe('every hint of the schemas', () => {
  /** Every text of a JSON Schema the editor shows: titles, descriptions, the messages of patterns. */
  function hints(node: unknown, found = new Set<string>()): Set<string> {
    if (Array.isArray(node)) for (const entry of node) hints(entry, found);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (['title', 'description', 'patternErrorMessage'].includes(key) && typeof value === 'string') found.add(value);
        else if (key !== 'examples' && key !== 'default') hints(value, found);
      }
    }
    return found;
  }

  it.each([
    ['a page', pageSchema],
    ['the site settings', siteSchema],
  ])('of %s is in plain words', (_what, schema) => {
    const texts = hints(schema);
    expect(texts.size).toBeGreaterThan(50);
    expect(withTechnicalWords(texts)).toEqual([]);
  });
});

describe('the scan', () => {
  it.each([
    'sections[0] (hero): heading: this text must not be empty',
    'a button needs either an href or an action',
    '"formUrl" still points at the local preview stand-in',
    'Set to true for a photo that only decorates',
    'The tiles come from "roofTypes" in site.config.json',
    'pick one with its `numberPool` field',
    'expected text but found null',
    'a name like "service-area"',
  ])('finds the technical words in %j', (text) => {
    expect(technicalWords(text)).not.toEqual([]);
  });

  it.each([
    'Hero › Heading: this text must not be empty',
    'the photo "/images/warehouse-roof.jpg" is 400 pixels wide',
    'there is no page at "/services/roof-repars": did you mean "/services/roof-repairs"?',
    'Turn on for a photo that only decorates',
  ])('lets plain words through: %j', (text) => {
    expect(technicalWords(text)).toEqual([]);
  });
});
