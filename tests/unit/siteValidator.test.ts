// @vitest-environment node
/**
 * The validator the page editor keeps between checks (engine/content/siteValidator.ts) answers
 * exactly what a whole-site validation does (`validateSite`, a fresh validator each call), after
 * every edit of seeded random series (fast-check): sections edited, links pointed at pages that
 * do not exist, titles made equal, shared sections renamed or given another type, paths changed,
 * the settings edited, JSON syntax broken, pages added and deleted, photos shown, added and
 * removed. Edits land on disk (as a save or another program would make them, some with a file
 * time in the past, as a git checkout leaves it) or stay in the draft the check is asked about.
 * The project is tests/fixtures/site with two photos.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildCache } from '../../engine/build/buildCache';
import { contentFileStore } from '../../engine/build/contentFileStore';
import { pageReader } from '../../engine/content/contentFile';
import { type ContentFileStore, createSiteValidator } from '../../engine/content/siteValidator';
import { page as pageSchema } from '../../schema/page';
import { type ValidateOptions, type ValidationResult, validateSite } from '../../engine/content/validateSite';
import { projectRoot } from '../support/projectPaths';

type Json = Record<string, unknown> & { sections?: Record<string, unknown>[] };

const scratch = mkdtempSync(path.join(os.tmpdir(), 'site-validator-'));
const template = path.join(scratch, 'template');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

beforeAll(async () => {
  cpSync(path.join(projectRoot, 'tests/fixtures/site'), template, { recursive: true });
  mkdirSync(path.join(template, 'images'));
  for (const [name, width] of [
    ['wide.jpg', 1800],
    ['narrow.jpg', 200],
  ] as const) {
    await sharp({ create: { width, height: 120, channels: 3, background: '#8a6' } })
      .jpeg()
      .toFile(path.join(template, 'images', name));
  }
});

/** One edit, its choices drawn by fast-check and read modulo what the project has. */
interface Edit {
  kind: (typeof kinds)[number];
  file: number;
  other: number;
  section: number;
  text: string;
  /** Where the edit lands: on disk (an old file time or a new one), or in the draft the check is about. */
  where: 'disk' | 'disk, settled' | 'draft';
  strict: boolean;
}

const kinds = [
  'heading',
  'required field removed',
  'link to no page',
  'link to another page',
  'titles made equal',
  'path changed',
  'path made equal',
  'shared section renamed',
  'shared section retyped',
  'shared reference renamed',
  'settings edited',
  'phone made real',
  'opening hours renamed',
  'number pool unknown',
  'syntax broken',
  'file cut off',
  'page added',
  'page deleted',
  'photo shown',
  'photo added',
  'photo removed',
  'placeholder',
] as const;

const edit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom(...kinds),
  file: fc.nat(),
  other: fc.nat(),
  section: fc.nat(),
  text: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', '  ', 'Call {phone}', '{phon} now', 'A heading that is long enough')),
  where: fc.constantFrom('disk', 'disk, settled', 'draft'),
  strict: fc.boolean(),
});

class Project {
  readonly root = mkdtempSync(path.join(scratch, 'project-'));
  /** A file time in the past, different for every write, as a checkout or a copy leaves files. */
  #past = Date.now() / 1000 - 3600;

  constructor() {
    cpSync(template, this.root, { recursive: true });
    for (const file of [...this.pageFiles(), 'site.config.json']) this.settle(file);
  }

  pageFiles(): string[] {
    return (readdirSync(path.join(this.root, 'pages'), { recursive: true }) as string[])
      .filter((name) => name.endsWith('.json'))
      .map((name) => `pages/${name.split(path.sep).join('/')}`)
      .sort();
  }

  text(file: string): string {
    return readFileSync(path.join(this.root, file), 'utf8');
  }

  value(file: string): Json | undefined {
    try {
      return JSON.parse(this.text(file)) as Json;
    } catch {
      return undefined;
    }
  }

  write(file: string, text: string, settled: boolean): void {
    mkdirSync(path.dirname(path.join(this.root, file)), { recursive: true });
    writeFileSync(path.join(this.root, file), text);
    if (settled) this.settle(file);
  }

  settle(file: string): void {
    this.#past += 1;
    utimesSync(path.join(this.root, file), this.#past, this.#past);
  }
}

/** Applies `edit`: what it writes on disk, or the draft it makes (file and text) for the check. */
function apply(project: Project, edit: Edit): { sources?: Record<string, string>; without?: string[] } {
  const pages = project.pageFiles();
  const page = pages[edit.file % pages.length]!;
  const other = pages[edit.other % pages.length]!;
  const texts: Record<string, string> = {};
  const change = (file: string, update: (value: Json) => void) => {
    const value = project.value(file);
    if (!value) return;
    update(value);
    texts[file] = `${JSON.stringify(value, null, 2)}\n`;
  };
  const sectionOf = (value: Json) => value.sections?.[edit.section % Math.max(1, value.sections.length)];
  const settings = project.value('site.config.json');
  const sharedNames = Object.keys((settings?.sharedSections as object | undefined) ?? {});
  // One of the first two: edits of the same shared section meet often.
  const sharedName = sharedNames[edit.section % Math.min(2, Math.max(1, sharedNames.length))];

  switch (edit.kind) {
    case 'heading':
      change(page, (value) => {
        const section = sectionOf(value);
        if (section) section[section.type === 'shared' ? 'overrides' : 'heading'] = section.type === 'shared' ? { heading: edit.text } : edit.text;
      });
      break;
    case 'required field removed':
      change(page, (value) => {
        const section = sectionOf(value);
        if (section) delete section[section.type === 'shared' ? 'name' : 'heading'];
      });
      break;
    case 'link to no page':
    case 'link to another page': {
      const target = edit.kind === 'link to no page' ? `/no-page-${edit.text.length}` : String(project.value(other)?.path ?? '/');
      change(page, (value) => {
        value.sections?.push({ type: 'message', heading: 'Where to go next', buttons: [{ label: 'Go', href: target }] });
      });
      break;
    }
    case 'titles made equal':
    case 'path made equal': {
      const field = edit.kind === 'titles made equal' ? 'title' : 'path';
      change(page, (value) => {
        value[field] = project.value(other)?.[field] ?? value[field];
      });
      break;
    }
    case 'path changed':
      change(page, (value) => {
        value.path = `/moved-${edit.section % 3}`;
      });
      break;
    case 'shared section renamed':
      change('site.config.json', (value) => {
        const shared = value.sharedSections as Record<string, unknown> | undefined;
        if (!shared || !sharedName) return;
        shared[`${sharedName}-renamed`] = shared[sharedName];
        delete shared[sharedName];
      });
      break;
    case 'shared section retyped':
      change('site.config.json', (value) => {
        const shared = value.sharedSections as Record<string, Json> | undefined;
        if (shared && sharedName)
          shared[sharedName] = { type: 'cta', heading: 'Ready When You Are', text: 'Call us.', buttons: [{ label: 'Go', href: '/no-page' }] };
      });
      break;
    case 'shared reference renamed':
      change(page, (value) => {
        // Changes that hold a link are read with the type of the shared section (a link of a call to action's button).
        const overrides = edit.other % 2 ? { heading: edit.text } : { buttons: [{ label: 'Go', href: '/no-page' }] };
        value.sections?.push({ type: 'shared', name: edit.section % 2 ? (sharedName ?? 'pledge') : `${sharedName}s`, overrides });
      });
      break;
    case 'settings edited':
      change('site.config.json', (value) => {
        (value.company as Json).name = edit.text;
      });
      break;
    case 'phone made real':
      change('site.config.json', (value) => {
        (value.company as Json).phoneDial = edit.section % 2 ? '+15024567890' : '+15025550123';
      });
      break;
    case 'opening hours renamed':
      change('site.config.json', (value) => {
        const hours = (value.company as Json).openingHours as Record<string, unknown>;
        const [name] = Object.keys(hours);
        if (!name) return;
        hours[`${name}-x`] = hours[name];
        delete hours[name];
      });
      break;
    case 'number pool unknown':
      change(page, (value) => {
        value.numberPool = edit.section % 2 ? 'mian' : 'main';
      });
      break;
    case 'syntax broken':
      texts[page] = project.text(page).replace(/\}\s*$/, ',\n}\n');
      break;
    case 'file cut off': {
      const text = project.text(edit.section % 4 ? page : 'site.config.json');
      texts[edit.section % 4 ? page : 'site.config.json'] = text.slice(0, (edit.other % Math.max(1, text.length - 1)) + 1);
      break;
    }
    case 'page added':
      change(page, (value) => {
        value.path = `/added-${edit.section % 4}`;
        value.title = `${edit.text.trim() || 'A new page'} of this test`;
      });
      if (texts[page]) {
        texts[`pages/added/page-${edit.section % 4}.json`] = texts[page]!;
        delete texts[page];
      }
      break;
    case 'page deleted':
      if (edit.where === 'draft') return { without: [page] };
      unlinkSync(path.join(project.root, page));
      return {};
    case 'photo shown':
      change(page, (value) => {
        const src = ['/images/wide.jpg', '/images/narrow.jpg', '/images/gone.jpg', '/images/added.jpg'][edit.section % 4];
        value.sections?.push({
          type: 'content',
          heading: 'A photo',
          paragraphs: ['Text.'],
          image: { src, alt: edit.text, ...(edit.other % 3 ? {} : { width: 10 }) },
        });
      });
      break;
    case 'photo added':
      cpSync(path.join(project.root, 'images', edit.section % 2 ? 'wide.jpg' : 'narrow.jpg'), path.join(project.root, 'images/added.jpg'));
      return {};
    case 'photo removed':
      rmSync(path.join(project.root, 'images', edit.section % 2 ? 'wide.jpg' : 'added.jpg'), { force: true });
      return {};
    case 'placeholder':
      change(edit.section % 3 ? page : 'site.config.json', (value) => {
        value[edit.section % 3 ? 'description' : 'footer'] =
          edit.section % 3 ? `${edit.text} {year} and {phone}, with words enough for a description of fifty.` : { copyright: '© {year}', x: 1 };
      });
      break;
  }
  if (edit.where === 'draft') return { sources: texts };
  for (const [file, text] of Object.entries(texts)) project.write(file, text, edit.where === 'disk, settled');
  return {};
}

describe('the pages read section by section', () => {
  it('read every page of the site as its schema does, the same fields in the same order, twice over; a page that does not pass, not at all', () => {
    const read = pageReader();
    const files = (readdirSync(path.join(projectRoot, 'pages'), { recursive: true }) as string[]).filter((name) => name.endsWith('.json'));
    for (const round of [1, 2]) {
      for (const name of files) {
        const value = JSON.parse(readFileSync(path.join(projectRoot, 'pages', name), 'utf8')) as Json;
        expect(JSON.stringify(read(value)), `${name}, round ${round}`).toBe(JSON.stringify(pageSchema.parse(value)));
        expect(read({ ...value, sections: [...value.sections!, { type: 'no-such-type' }] })).toBeUndefined();
        expect(read({ ...value, sections: [] })).toBeUndefined();
        expect(read({ ...value, colour: 'red' })).toBeUndefined();
      }
    }
  });
});

describe('the validator the editor keeps', () => {
  it('answers as a whole-site validation after every edit of random series', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 14 }), (edits) => {
        const project = new Project();
        const validator = createSiteValidator(project.root);
        try {
          expect(validator.validate()).toEqual(validateSite(project.root));
          for (const step of edits) {
            const options: ValidateOptions = { ...apply(project, step), strict: step.strict };
            expect(validator.validate(options), JSON.stringify(step)).toEqual(validateSite(project.root, options));
          }
        } finally {
          rmSync(project.root, { recursive: true, force: true });
        }
      }),
      { seed: 28, numRuns: 25 },
    );
  });

  it("reads a page's links again when a shared section it changes takes another type", () => {
    const project = new Project();
    const validator = createSiteValidator(project.root);
    const page = project.pageFiles()[0]!;
    const value = project.value(page)!;
    // Buttons are no field of the pledge: its changes hold no link to check, only an unknown field.
    value.sections!.push({ type: 'shared', name: 'pledge', overrides: { buttons: [{ label: 'Go', href: '/no-page' }] } });
    project.write(page, JSON.stringify(value), true);
    expect(validator.validate().problems.map((problem) => problem.code)).not.toContain('missing-page');
    const settings = project.value('site.config.json')!;
    (settings.sharedSections as Record<string, Json>).pledge = { type: 'cta', heading: 'Ready When You Are', text: 'Call us.' };
    project.write('site.config.json', JSON.stringify(settings), true);
    const result = validator.validate();
    expect(result.problems.map((problem) => problem.code)).toContain('missing-page');
    expect(result).toEqual(validateSite(project.root));
  });

  it('notices a file written again at once with the same size and time (within the clock tick of the file system)', () => {
    const project = new Project();
    const validator = createSiteValidator(project.root);
    const page = project.pageFiles().find((file) => /[a-z]/.test(String(project.value(file)?.path)))!;
    const text = project.text(page);
    const declared = String(project.value(page)!.path);
    const now = new Date();
    const write = (content: string) => {
      project.write(page, content, false);
      utimesSync(path.join(project.root, page), now, now);
    };
    write(text.replace(`"path": "${declared}"`, `"path": "${declared}"`));
    expect(validator.validate().errorCount).toBe(0);
    write(text.replace(`"path": "${declared}"`, `"path": "${declared.toUpperCase()}"`));
    const result = validator.validate();
    expect(result.problems.map((problem) => problem.code)).toContain('invalid-format');
    expect(result).toEqual(validateSite(project.root));
  });
});

describe('the validator of a build, with what it worked out per file in the build cache', () => {
  /** The build's store on a cache of its own, counting what it served. */
  const storeIn = (cacheDir: string, code = 'the code') => {
    const store = contentFileStore(new BuildCache(cacheDir), code);
    const counted = { served: 0, asked: 0 };
    const counting: ContentFileStore = {
      get: (inputs) => {
        counted.asked++;
        const kept = store.get(inputs);
        if (kept) counted.served++;
        return kept;
      },
      put: store.put,
    };
    return { store: counting, counted };
  };
  /** Equal, and equal as JSON (the same fields in the same order), to a whole-site validation. */
  const expectSame = (actual: ValidationResult, expected: ValidationResult, step: string) => {
    expect(actual, step).toEqual(expected);
    expect(JSON.stringify(actual), step).toBe(JSON.stringify(expected));
  };

  it('answers as a whole-site validation after every edit of random series, a new validator each time as a new build process is', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 10 }), (edits) => {
        const project = new Project();
        const cacheDir = mkdtempSync(path.join(scratch, 'cache-'));
        try {
          expectSame(createSiteValidator(project.root).validate({ store: storeIn(cacheDir).store }), validateSite(project.root), 'first');
          for (const step of edits) {
            const options: ValidateOptions = { ...apply(project, step), strict: step.strict };
            const { store, counted } = storeIn(cacheDir);
            expectSame(createSiteValidator(project.root).validate({ ...options, store }), validateSite(project.root, options), JSON.stringify(step));
            // Not a fresh validation in disguise: an edit of one file leaves the others to the cache.
            if (step.where === 'draft') expect(counted.served).toBeGreaterThan(0);
          }
          // Once more with nothing changed: every file from the cache.
          const { store, counted } = storeIn(cacheDir);
          expectSame(createSiteValidator(project.root).validate({ store }), validateSite(project.root), 'again');
          expect(counted.served).toBe(counted.asked);
        } finally {
          rmSync(project.root, { recursive: true, force: true });
          rmSync(cacheDir, { recursive: true, force: true });
        }
      }),
      { seed: 28, numRuns: 20 },
    );
  });

  it('resolves the pages it keeps with the settings of the day (a shared section edited), and keeps nothing for other code', () => {
    const project = new Project();
    const cacheDir = mkdtempSync(path.join(scratch, 'cache-'));
    createSiteValidator(project.root).validate({ store: storeIn(cacheDir).store });
    const settings = project.value('site.config.json')!;
    const shared = settings.sharedSections as Record<string, Json>;
    const [name] = Object.keys(shared);
    shared[name!] = { ...shared[name!], heading: 'A heading changed in the settings' };
    project.write('site.config.json', JSON.stringify(settings, null, 2), true);
    const edited = storeIn(cacheDir);
    const result = createSiteValidator(project.root).validate({ store: edited.store });
    expectSame(result, validateSite(project.root), 'shared section edited');
    // Every page from the cache, the settings (changed) read afresh.
    expect(edited.counted.served).toBe(edited.counted.asked - 1);
    expect(JSON.stringify(result.pages)).toContain('A heading changed in the settings');
    const otherCode = storeIn(cacheDir, 'other code');
    createSiteValidator(project.root).validate({ store: otherCode.store });
    expect(otherCode.counted.served).toBe(0);
  });

  it('takes nothing from an entry that is damaged, edited or not what it keeps: the file is read afresh', () => {
    const project = new Project();
    const cacheDir = mkdtempSync(path.join(scratch, 'cache-'));
    // A page made invalid, so that its problems (file, line, column, section, field) come from the cache.
    const page = project.pageFiles()[1]!;
    const value = project.value(page)!;
    delete value.sections![0]!.heading;
    value.title = 7 as never;
    project.write(page, JSON.stringify(value, null, 2), true);
    const fresh = validateSite(project.root);
    expect(fresh.errorCount).toBeGreaterThan(0);
    expectSame(createSiteValidator(project.root).validate({ store: storeIn(cacheDir).store }), fresh, 'first');
    const cached = storeIn(cacheDir);
    expectSame(createSiteValidator(project.root).validate({ store: cached.store }), fresh, 'from the cache');
    expect(cached.counted.served).toBe(cached.counted.asked);

    const entries = readdirSync(path.join(cacheDir, 'entries/content-file')).map((name) => path.join(cacheDir, 'entries/content-file', name));
    const damage = [
      // An entry cut short.
      () => writeFileSync(entries[0]!, readFileSync(entries[0]!).subarray(0, 100)),
      // An entry edited (its seal no longer matches).
      () => writeFileSync(entries[1]!, readFileSync(entries[1]!, 'utf8').replace('"content-file"', '"page"')),
    ];
    for (const harm of damage) harm();
    // A record of another shape under a sound entry: what the store reads for a page, made a list.
    const foreign = contentFileStore(new BuildCache(cacheDir), 'the code');
    const inputs = ['page', page, project.text(page), 'x'];
    foreign.put(inputs, [] as never);
    expect(foreign.get(inputs)).toBeUndefined();
    const afterHarm = storeIn(cacheDir);
    expectSame(createSiteValidator(project.root).validate({ store: afterHarm.store }), fresh, 'after harm');
    expect(afterHarm.counted.served).toBeLessThan(afterHarm.counted.asked);
  });
});
