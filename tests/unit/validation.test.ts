// @vitest-environment node
/**
 * The validator, tried the way an editor would break things: every test builds a small project
 * in a temporary folder, makes one kind of mistake by editing a file's text, runs the validator
 * and checks the problem it prints: file, line, column, section, field and wording.
 *
 * The fixture pages are written here and the settings are tests/fixtures/site/site.config.json, not
 * the project's own, so the tests do not change when the site's content does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closestMatch } from '../../engine/content/browser-safe/didYouMean';
import { formatAsJson, formatForGitHub, formatForPeople, problemLine } from '../../engine/content/formatProblems';
import type { ProblemCode } from '../../schema/problemCodes';
import { validateSite, type Problem, type ValidationResult } from '../../engine/content/validateSite';
import { sectionTypes } from '../../schema/section';
import { sectionSchema } from '../../engine/content/browser-safe/describePath';
import { resolveVariant } from '../../schema/schemaReader';
import { button } from '../../schema/fields';
import { gridLimits, grids } from '../../schema/grids';
import { commandLine } from '../support/projectPaths';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

// ---------------------------------------------------------------------------------------------
// Fixture pages
// ---------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function page(pagePath: string, title: string, description: string, sections: Json[], extra: Json = {}): Json {
  return { $schema: '../schema/page.schema.json', path: pagePath, title, description, ...extra, sections };
}

/** A tiny valid page: every link in site.config.json needs a page to land on. */
function stub(pagePath: string, name: string): Json {
  return page(
    pagePath,
    `${name} | Bluegrass Commercial Roofing`,
    `Everything about ${name.toLowerCase()} from Bluegrass Commercial Roofing, serving commercial properties across Kentucky.`,
    [{ type: 'message', heading: `${name} Across Kentucky`, buttons: [{ label: 'Return to Home', href: '/' }] }],
  );
}

const home = page(
  '/',
  'Commercial Roofing Contractor in Kentucky | Free Roof Assessment',
  'Commercial roof repair, restoration, replacement and maintenance across all of Kentucky. Request your free roof assessment.',
  [
    {
      type: 'hero',
      heading: "Kentucky's Trusted Commercial Roofing Experts",
      text: 'Repairs, restoration, replacement and maintenance for warehouses, offices and retail centers.',
      buttons: [{ label: 'Get Free Estimate', action: 'free-estimate', variant: 'cta' }],
    },
    {
      type: 'content',
      id: 'local-experts',
      heading: 'Kentucky Roofs Need Kentucky Roofers',
      paragraphs: ['Kentucky weather is hard on flat and low-slope roofs.'],
      buttons: [{ label: 'About Our Company', href: '/about', variant: 'outline' }],
    },
    {
      type: 'cards',
      heading: 'Complete Commercial Roofing Services',
      items: [
        { icon: 'wrench', title: 'Roof Repairs', description: 'Fast, lasting repairs that stop leaks.', href: '/services/repairs', linkLabel: 'Learn more' },
        { icon: 'sparkles', title: 'Roof Restoration', description: 'Add 10-15 years to your roof.', href: '/services/restoration', linkLabel: 'Learn more' },
      ],
    },
    {
      type: 'warning-signs',
      heading: 'Signs Your Roof Needs Attention',
      items: [{ title: 'Ponding water that stays for days' }, { title: 'Seams lifting at the edges' }],
    },
    { type: 'shared', name: 'testimonials' },
    { type: 'shared', name: 'pledge' },
    { type: 'shared', name: 'final-cta' },
  ],
  { numberPool: 'main' },
);

const notFound = page(
  '/404',
  'Page Not Found | Bluegrass Commercial Roofing',
  'The page you were looking for could not be found. Return to the home page to explore our roofing services.',
  [
    {
      type: 'message',
      code: '404',
      heading: 'Oops! Page not found',
      text: 'The page you are looking for may have moved.',
      buttons: [{ label: 'Return to Home', href: '/', variant: 'cta' }],
    },
  ],
);

const fixturePages: Record<string, Json> = {
  'pages/home.json': home,
  'pages/404.json': notFound,
  'pages/about.json': stub('/about', 'About Us'),
  'pages/contact.json': stub('/contact', 'Contact Us'),
  'pages/privacy-policy.json': stub('/privacy-policy', 'Privacy Policy'),
  'pages/services/repairs.json': stub('/services/repairs', 'Roof Repairs'),
  'pages/services/restoration.json': stub('/services/restoration', 'Roof Restoration'),
  'pages/services/replacement.json': stub('/services/replacement', 'Roof Replacement'),
  'pages/services/maintenance.json': stub('/services/maintenance', 'Roof Maintenance'),
  'pages/roof-types/tpo.json': stub('/roof-types/tpo', 'TPO Roofing'),
  'pages/roof-types/epdm.json': stub('/roof-types/epdm', 'EPDM Roofing'),
  'pages/roof-types/modified-bitumen.json': stub('/roof-types/modified-bitumen', 'Modified Bitumen Roofing'),
  'pages/roof-types/bur.json': stub('/roof-types/bur', 'Built-Up Roofing'),
  'pages/roof-types/metal.json': stub('/roof-types/metal', 'Metal Roofing'),
};
const fixturePageCount = Object.keys(fixturePages).length;
/** The fixture settings' dial number, as its line reads, for the cases that break it. */
const fixtureDialLine = `"phoneDial": ${JSON.stringify(
  (JSON.parse(fs.readFileSync(path.join(projectRoot, 'tests/fixtures/site/site.config.json'), 'utf8')) as { company: { phoneDial: string } }).company.phoneDial,
)}`;

// ---------------------------------------------------------------------------------------------
// Helpers: build a project, break it, find where things are in its text
// ---------------------------------------------------------------------------------------------

const tempRoots: string[] = [];
afterAll(() => {
  for (const root of tempRoots) fs.rmSync(root, { recursive: true, force: true });
});

interface ProjectOptions {
  /** Text edits, by file: each gets the file's text and returns the new text. */
  edit?: Record<string, (text: string) => string>;
  /** Extra files to write (JSON objects are pretty-printed). */
  add?: Record<string, string | Json>;
  /** Files to create under public/, for example "images/roof.jpg" (not pictures). */
  publicFiles?: string[];
  /** Files to create in the images folder, by name. */
  images?: Record<string, Buffer>;
}

interface Project {
  root: string;
  /** The text of a file in the project, after the edits. */
  text(file: string): string;
  validate(options?: { strict?: boolean }): ValidationResult;
}

function makeProject(options: ProjectOptions = {}): Project {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-test-'));
  tempRoots.push(root);
  const write = (file: string, content: string | Json) => {
    const absolute = path.join(root, file);
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  };
  fs.copyFileSync(path.join(projectRoot, 'tests/fixtures/site/site.config.json'), path.join(root, 'site.config.json'));
  for (const [file, content] of Object.entries(fixturePages)) write(file, content);
  for (const [file, content] of Object.entries(options.add ?? {})) write(file, content);
  fs.mkdirSync(path.join(root, 'public'), { recursive: true });
  for (const file of options.publicFiles ?? []) write(path.join('public', file), 'not really a picture');
  for (const [file, data] of Object.entries(options.images ?? {})) {
    fs.mkdirSync(path.join(root, 'images'), { recursive: true });
    fs.writeFileSync(path.join(root, 'images', file), data);
  }
  for (const [file, edit] of Object.entries(options.edit ?? {})) {
    const absolute = path.join(root, file);
    const before = fs.readFileSync(absolute, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    fs.writeFileSync(absolute, after);
  }
  return {
    root,
    text: (file) => fs.readFileSync(path.join(root, file), 'utf8'),
    validate: (validateOptions) => validateSite(root, validateOptions),
  };
}

/** Replaces text that must occur exactly once, so an edit never lands in the wrong place. */
function replaceOnce(from: string, to: string): (text: string) => string {
  return (text) => {
    const first = text.indexOf(from);
    if (first < 0) throw new Error(`fixture text not found: ${from}`);
    if (text.indexOf(from, first + 1) >= 0) throw new Error(`fixture text found more than once: ${from}`);
    return text.slice(0, first) + to + text.slice(first + from.length);
  };
}

/** Deletes the whole line holding `needle`. */
function deleteLine(needle: string): (text: string) => string {
  return (text) => {
    const at = text.indexOf(needle);
    if (at < 0) throw new Error(`fixture text not found: ${needle}`);
    const start = text.lastIndexOf('\n', at) + 1;
    const end = text.indexOf('\n', at) + 1;
    return text.slice(0, start) + text.slice(end);
  };
}

function positionOfOffset(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Line and column (1-based) where `needle` starts in `text`; it must occur exactly once. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`text not found: ${needle}`);
  if (text.indexOf(needle, at + 1) >= 0) throw new Error(`text found more than once: ${needle}`);
  return positionOfOffset(text, at);
}

/** Where the object holding `needle` opens: the `{` before it. */
function objectStartOf(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`text not found: ${needle}`);
  return positionOfOffset(text, text.lastIndexOf('{', at));
}

const errorsOf = (result: ValidationResult): Problem[] => result.problems.filter((p) => p.severity === 'error');
const warningsOf = (result: ValidationResult): Problem[] => result.problems.filter((p) => p.severity === 'warning');

/**
 * Exactly one error, of the kind expected (its code: schema/problemCodes.ts); returns it.
 * Prints all problems when there are more, to ease debugging.
 */
function onlyError(result: ValidationResult, code: ProblemCode): Problem {
  const errors = errorsOf(result);
  expect(errors.map(problemLine)).toEqual([expect.any(String)]);
  expect(errors[0]!.code, problemLine(errors[0]!)).toBe(code);
  return errors[0]!;
}

const homeFile = 'pages/home.json';

/** The project's only error: of kind `code`, in the home page where `needle` is, with `where` (its section, field…). */
function onlyHomeError(project: Project, code: ProblemCode, needle: string, where: Partial<Problem>): Problem {
  const error = onlyError(project.validate(), code);
  expect(error).toMatchObject({ file: homeFile, ...positionOf(project.text(homeFile), needle), ...where });
  return error;
}

/** The kinds of section as the editor names them ("Warning signs"). */
const sectionKinds = () => (sectionSchema.anyOf ?? sectionSchema.oneOf ?? []).map((variant) => variant.title!);

/** Pictures made here, so no binary file is kept for the tests. */
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8a94a6' } });
const photo1200 = await solid(1200, 800).jpeg().toBuffer();
const photo400 = await solid(400, 300).png().toBuffer();
const gif = await solid(1200, 800).gif().toBuffer();
const sharedNames = ['testimonials', 'pledge', 'service-area', 'final-cta'];

// ---------------------------------------------------------------------------------------------
// A clean project
// ---------------------------------------------------------------------------------------------

describe('a clean project', () => {
  it('has no errors, and resolves shared sections into the pages', () => {
    const result = makeProject().validate();
    expect(errorsOf(result).map(problemLine)).toEqual([]);
    expect(result.errorCount).toBe(0);
    expect(result.site?.company.name).toBe('Fixture Roofing Co.');
    expect(result.pages.map((p) => p.path)).toContain('/');
    expect(result.pages).toHaveLength(fixturePageCount);
    const resolvedHome = result.pages.find((p) => p.path === '/')!;
    expect(resolvedHome.sections.map((s) => s.type)).toEqual(['hero', 'content', 'cards', 'warning-signs', 'testimonials', 'pledge', 'cta']);
    expect(result.files).toContain('pages/services/repairs.json');
  });

  it('warns about what must change before going live: the 555 phone, preview stand-ins and sample reviews', () => {
    const project = makeProject();
    const result = project.validate();
    const config = project.text('site.config.json');
    const warnings = warningsOf(result);
    expect(result.warningCount).toBe(warnings.length);
    expect(warnings.every((w) => w.file === 'site.config.json')).toBe(true);

    const fieldOf = (w: Problem) => w.path.join('.');
    const phone = warnings.find((w) => fieldOf(w) === 'company.phoneDial')!;
    expect(phone).toMatchObject(positionOf(config, '"phoneDial"'));
    expect(phone.message).toMatch(/fictional 555 number.*real number before going live/);

    const formUrl = warnings.find((w) => fieldOf(w) === 'integrations.leadForm.formUrl')!;
    expect(formUrl).toMatchObject({ ...positionOf(config, '"formUrl"'), field: 'Lead form › Form address' });
    expect(formUrl.message).toMatch(/^this address still points at the local preview stand-in \/preview\/lead-form\.html/);
    const standIns = warnings.filter((w) => /local preview stand-in/.test(w.message)).map(fieldOf);
    expect(standIns).toEqual(
      expect.arrayContaining([
        'integrations.leadForm.formUrl',
        'integrations.leadForm.embedScriptUrl',
        'integrations.callTracking.sessionScriptUrl',
        'integrations.callTracking.numberPools.main',
      ]),
    );

    // One warning for the whole list of sample reviews, not one per review.
    const samples = warnings.filter((w) => /sample wording/.test(w.message));
    expect(samples).toHaveLength(1);
    expect(samples[0]!.section).toBe("Shared section 'testimonials'");
    expect(samples[0]!.message).toMatch(/^\d+ reviews are sample wording; replace them with real client reviews and turn off Sample wording/);
  });

  it('turns those warnings into errors with { strict: true }', () => {
    const project = makeProject();
    const relaxed = project.validate();
    const strict = project.validate({ strict: true });
    expect(relaxed.warningCount).toBeGreaterThanOrEqual(3);
    expect(strict.warningCount).toBe(0);
    expect(strict.errorCount).toBe(relaxed.warningCount);
    expect(strict.problems.map((p) => ({ ...p, severity: 'warning' }))).toEqual(relaxed.problems);
    // With errors there is nothing to build.
    expect(strict.pages).toEqual([]);
    expect(strict.site).toBeUndefined();
  });

  it('counts a review marked as sample wording in a page, too', () => {
    const review = { id: 'r1', name: 'Mark D.', company: '', location: '', rating: 5, text: 'Great crew.', placeholder: true };
    const project = makeProject({
      add: {
        'pages/reviews.json': page(
          '/reviews',
          'Client Reviews | Bluegrass Commercial Roofing',
          'What facility managers across Kentucky say about our commercial roofing crews.',
          [{ type: 'testimonials', heading: 'What Clients Say', averageRating: '5.0', ratingLabel: 'Average rating', items: [review] }],
        ),
      },
    });
    const warning = warningsOf(project.validate()).find((w) => w.file === 'pages/reviews.json')!;
    expect(warning.section).toBe('Testimonials');
    expect(warning.field).toBe('Review 1');
    expect(warning.message).toMatch(/^1 review is sample wording; replace it with real client reviews and turn off Sample wording before going live/);
  });
});

// ---------------------------------------------------------------------------------------------
// Mistakes inside a section
// ---------------------------------------------------------------------------------------------

describe('mistakes in a section', () => {
  it('an unknown section type suggests the closest type and lists the valid ones', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"type": "warning-signs"', '"type": "warning-sign"') } });
    const error = onlyError(project.validate(), 'unknown-section-type');
    const text = project.text(homeFile);
    expect(error.file).toBe(homeFile);
    expect(error.section).toBe('Section 4');
    // Reported on the line where the misspelt type is written.
    expect(error).toMatchObject(positionOf(text, '"type": "warning-sign"'));
    expect(error.field).toBe('');
    expect(error.path).toEqual(['sections', 3, 'type']);
    expect(error.message).toMatch(/^there is no kind of section called "warning-sign": did you mean Warning signs, written warning-signs\? The kinds are: /);
    for (const kind of sectionKinds()) expect(error.message).toContain(kind);
  });

  it('an unknown section type far from any real one lists the valid types without a guess', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"type": "warning-signs"', '"type": "gallery-carousel"') } });
    const error = onlyError(project.validate(), 'unknown-section-type');
    expect(error.message).not.toMatch(/did you mean/);
    expect(error.message).toMatch(/there is no kind of section called "gallery-carousel"\. The kinds are: /);
    for (const kind of sectionKinds()) expect(error.message).toContain(kind);
  });

  it('a section without a type says that "type" is required', () => {
    const project = makeProject({ edit: { [homeFile]: deleteLine('"type": "warning-signs"') } });
    const error = onlyError(project.validate(), 'unknown-section-type');
    expect(error).toMatchObject({
      file: homeFile,
      section: 'Section 4',
      ...objectStartOf(project.text(homeFile), '"heading": "Signs Your Roof'),
    });
    expect(error.message).toMatch(/this section does not say which kind of section it is\. The kinds are: /);
  });

  it('a missing required field is reported where its section starts', () => {
    const project = makeProject({ edit: { [homeFile]: deleteLine('"heading": "Kentucky Roofs Need Kentucky Roofers"') } });
    const error = onlyError(project.validate(), 'required');
    expect(error).toMatchObject({
      file: homeFile,
      ...objectStartOf(project.text(homeFile), '"id": "local-experts"'),
      section: 'Text',
      field: 'Heading',
    });
    expect(error.message).toMatch(/text is required/);
  });

  it('a wrong field type names what was expected and what was found, with the section heading', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"id": "local-experts",', '"id": "local-experts",\n      "eyebrow": 5,') } });
    const error = onlyHomeError(project, 'wrong-type', '"eyebrow": 5', { section: 'Text', field: 'Eyebrow' });
    expect(error.message).toMatch(/^expected text but found the number 5$/);
  });

  it('a wrong type deep inside a list gives the full field path', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"title": "Roof Restoration"', '"title": 5') } });
    const error = onlyHomeError(project, 'wrong-type', '"title": 5', { section: 'Cards', field: 'Card 2 › Title' });
    expect(error.message).toMatch(/expected text but found the number 5/);
  });

  it('a list where text is expected, and text where a list is expected, are named in plain words', () => {
    const project = makeProject({
      edit: {
        [homeFile]: (text) =>
          replaceOnce(
            '"heading": "Signs Your Roof Needs Attention"',
            '"heading": ["Signs"]',
          )(replaceOnce('"paragraphs": [\n        "Kentucky weather is hard on flat and low-slope roofs."\n      ]', '"paragraphs": "Kentucky weather"')(text)),
      },
    });
    const errors = errorsOf(project.validate());
    expect(errors.map((e) => `${e.field}: ${e.message}`)).toEqual([
      'Paragraphs: expected a list but found the text "Kentucky weather"',
      'Heading: expected text but found a list',
    ]);
  });

  it('a misspelt field name suggests the right one', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"heading": "Kentucky Roofs', '"headng": "Kentucky Roofs') } });
    const errors = errorsOf(project.validate());
    const text = project.text(homeFile);
    expect(errors).toHaveLength(2);
    const unknown = errors.find((e) => e.field === 'Headng')!;
    expect(unknown).toMatchObject({ file: homeFile, ...positionOf(text, '"headng"'), section: 'Text', path: ['sections', 1, 'headng'] });
    expect(unknown.message).toBe('a field that does not belong here: did you mean Heading? Correct its name, or remove it');
    // The real field is then missing, and that is said too.
    const missing = errors.find((e) => e.field === 'Heading')!;
    expect(missing.message).toMatch(/is required/);
  });

  it('an extra field is an error that lists the known fields, not silently dropped', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"id": "local-experts",', '"id": "local-experts",\n      "colour": "blue",') } });
    const error = onlyHomeError(project, 'unknown-field', '"colour"', { section: 'Text', field: 'Colour' });
    expect(error.message).toMatch(/^a field that does not belong here; remove it\. The fields here are: /);
    expect(error.message).toMatch(/Heading, Paragraphs/);
    expect(error.message).not.toMatch(/colour/i);
  });

  it('an extra field inside a list entry suggests the field of that entry', () => {
    const project = makeProject({
      edit: { [homeFile]: replaceOnce('"linkLabel": "Learn more"\n        }\n      ]', '"linkLable": "Learn more"\n        }\n      ]') },
    });
    const error = onlyError(project.validate(), 'unknown-field');
    expect(error).toMatchObject({ section: 'Cards', field: 'Card 2 › Link lable', path: ['sections', 2, 'items', 1, 'linkLable'] });
    expect(error.message).toBe('a field that does not belong here: did you mean Link label, written linkLabel? Correct its name, or remove it');
  });

  it('a value outside a fixed list suggests the closest allowed one', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"variant": "outline"', '"variant": "outlined"') } });
    const error = onlyError(project.validate(), 'not-allowed-value');
    expect(error).toMatchObject({ ...positionOf(project.text(homeFile), '"variant": "outlined"'), field: 'Button 1 › Style' });
    expect(error.message).toMatch(/^outlined is not one of the choices here: did you mean outline\? The choices: default, /);
  });

  it('numbers out of range are explained in words', () => {
    const review = { id: 'r1', name: 'Mark D.', company: '', location: '', rating: 4.5, text: 'Great crew.' };
    const project = makeProject({
      add: {
        'pages/reviews.json': page(
          '/reviews',
          'Client Reviews | Bluegrass Commercial Roofing',
          'What facility managers across Kentucky say about our commercial roofing crews.',
          [
            {
              type: 'testimonials',
              heading: 'What Clients Say',
              averageRating: '5.0',
              ratingLabel: 'Average rating',
              items: [review, { ...review, id: 'r2', rating: 6 }],
            },
            { type: 'content', heading: 'Our Work', paragraphs: [], image: { src: '/images/roof.jpg', alt: 'A roof', width: 0, height: 800 } },
          ],
        ),
      },
      images: { 'roof.jpg': photo1200 },
    });
    const errors = errorsOf(project.validate()).map((e) => `${e.section} › ${e.field}: ${e.message}`);
    expect(errors).toEqual([
      'Testimonials › Review 1 › Rating: expected a whole number but found the number 4.5',
      'Testimonials › Review 2 › Rating: this number must be at most 5',
      'Text › Photo › Width: this number must be more than 0',
    ]);
  });

  it('an empty required text says it must not be empty', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"title": "Roof Repairs"', '"title": "   "') } });
    const error = onlyError(project.validate(), 'too-short');
    expect(error).toMatchObject({ field: 'Card 1 › Title', ...positionOf(project.text(homeFile), '"title": "   "') });
    expect(error.message).toBe('this text must not be empty');
  });

  it('a text longer than its place on the page can hold says how long it is and how long it may be', () => {
    const limit = button.shape.label.maxLength!;
    const label = `Read About Our Company ${'And Its Crews '.repeat(4)}`.trim();
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"label": "About Our Company"', `"label": ${JSON.stringify(label)}`) } });
    const error = onlyError(project.validate(), 'too-long');
    expect(error).toMatchObject({ field: 'Button 1 › Label', ...positionOf(project.text(homeFile), `"label": ${JSON.stringify(label)}`) });
    expect(error.message).toBe(`this text has ${label.length} characters; at most ${limit} fit here`);
  });

  it('a grid with more entries than its layout holds says how many fit', () => {
    const { max } = gridLimits(grids.cards);
    const card = { title: 'Roof Repairs', description: 'Fast, lasting repairs that stop leaks.' };
    const cards = Array.from({ length: max + 1 }, (_, i) => ({ ...card, title: `Card ${i + 1}` }));
    const project = makeProject({
      add: {
        'pages/extra.json': page('/extra', 'An Extra Page | Bluegrass', 'An extra page that is used only by this test, with a long enough description.', [
          { type: 'cards', heading: 'Every Service', items: cards },
        ]),
      },
    });
    const error = onlyError(project.validate(), 'too-long');
    expect(error).toMatchObject({ file: 'pages/extra.json', field: 'Items' });
    expect(error.message).toBe(`at most ${max} cards fit this section's layout`);
  });

  it('a button with neither href nor action says what it needs', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"href": "/about",', '') } });
    const error = onlyError(project.validate(), 'invalid');
    expect(error).toMatchObject({ section: 'Text', field: 'Button 1' });
    expect(error.message).toMatch(/a button needs either a link .* or an action/);
  });

  it('a page-level mistake (title too short) is reported at the field with no section', () => {
    const project = makeProject({ edit: { 'pages/about.json': replaceOnce('"title": "About Us | Bluegrass Commercial Roofing"', '"title": "About"') } });
    const error = onlyError(project.validate(), 'too-short');
    expect(error).toMatchObject({ file: 'pages/about.json', ...positionOf(project.text('pages/about.json'), '"title"'), section: '', field: 'Page title' });
    expect(error.message).toMatch(/title needs at least 10 characters/);
  });

  it('a page path written wrongly explains the expected form', () => {
    const project = makeProject({
      add: {
        'pages/extra.json': page('/Extra Page', 'An Extra Page | Bluegrass', 'An extra page that is used only by this test, with a long enough description.', [
          { type: 'message', heading: 'Extra' },
        ]),
      },
    });
    const error = onlyError(project.validate(), 'invalid-format');
    expect(error).toMatchObject({ file: 'pages/extra.json', field: 'Page address' });
    expect(error.message).toMatch(/a page path starts with "\/" and uses lower-case words joined by dashes/);
  });
});

// ---------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------

describe('links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,hello', 'http://example.com', '//evil.example.com', 'ftp://files.example.com'])(
    'refuses %s and names the allowed kinds of link',
    (bad) => {
      const project = makeProject({ edit: { [homeFile]: replaceOnce('"href": "/services/restoration"', `"href": ${JSON.stringify(bad)}`) } });
      const error = onlyHomeError(project, 'invalid-format', `"href": ${JSON.stringify(bad)}`, { section: 'Cards', field: 'Card 2 › Link' });
      expect(error.message).toMatch(/links must be a page path like "\/contact", a full address starting with "https:\/\/", or a "tel:" or "mailto:" link/);
    },
  );

  it.each([
    'https://example.com/roofing',
    'tel:+16065550187',
    'mailto:office@example.com',
    '/contact#form',
    '/about?from=home',
    '/services/repairs/',
    '#local-experts',
  ])('accepts %s', (good) => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"href": "/services/restoration"', `"href": ${JSON.stringify(good)}`) } });
    expect(errorsOf(project.validate()).map(problemLine)).toEqual([]);
  });

  it('an internal link to a page that does not exist suggests the closest page', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"href": "/services/repairs"', '"href": "/servces/repairs"') } });
    const error = onlyHomeError(project, 'missing-page', '"href": "/servces/repairs"', { section: 'Cards', field: 'Card 1 › Link' });
    expect(error.message).toBe(
      'there is no page at "/servces/repairs": did you mean "/services/repairs"? Links within this site must point at an existing page',
    );
  });

  it('an internal link far from every page says so without a guess', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"href": "/about"', '"href": "/careers/open-positions"') } });
    const error = onlyError(project.validate(), 'missing-page');
    expect(error.message).toBe('there is no page at "/careers/open-positions". Links within this site must point at an existing page');
  });

  it('checks the links in site.config.json too', () => {
    const project = makeProject({ edit: { 'site.config.json': replaceOnce('"privacyHref": "/privacy-policy"', '"privacyHref": "/privacy-polcy"') } });
    const error = onlyError(project.validate(), 'missing-page');
    expect(error).toMatchObject({
      file: 'site.config.json',
      ...positionOf(project.text('site.config.json'), '"privacyHref"'),
      section: '',
      field: 'Privacy policy link',
    });
    expect(error.message).toMatch(/there is no page at "\/privacy-polcy": did you mean "\/privacy-policy"\?/);
  });

  it('checks the links a page gives a shared section in its overrides', () => {
    const override = '"name": "final-cta",\n      "overrides": { "buttons": [{ "label": "Our Repairs", "href": "/servces/repairs" }] }';
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"name": "final-cta"', override) } });
    const error = onlyHomeError(project, 'missing-page', '"href": "/servces/repairs"', { section: "Shared section 'final-cta'", field: 'Button 1 › Link' });
    expect(error.message).toMatch(/there is no page at "\/servces\/repairs": did you mean "\/services\/repairs"\?/);
  });

  it("does not take a provider's address for a link to a page: a local stand-in needs no page", () => {
    const config = JSON.parse(fs.readFileSync(path.join(projectRoot, 'tests/fixtures/site/site.config.json'), 'utf8')) as {
      integrations: { leadForm: { formUrl: string } };
    };
    const formUrl = config.integrations.leadForm.formUrl;
    expect(formUrl).toMatch(/^\//);
    const project = makeProject({ edit: { 'site.config.json': replaceOnce(`"formUrl": "${formUrl}"`, '"formUrl": "/preview/another-form.html"') } });
    expect(errorsOf(project.validate())).toEqual([]);
  });

  it('a page listed in the menu that does not exist is reported in site.config.json', () => {
    const project = makeProject();
    fs.rmSync(path.join(project.root, 'pages/contact.json'));
    const error = onlyError(project.validate(), 'missing-page');
    expect(error).toMatchObject({
      file: 'site.config.json',
      field: 'Menu entry 5 › Link',
      ...positionOf(project.text('site.config.json'), '"href": "/contact"'),
    });
    expect(error.message).toMatch(/there is no page at "\/contact"/);
  });
});

// ---------------------------------------------------------------------------------------------
// Shared sections and call-tracking pools
// ---------------------------------------------------------------------------------------------

describe('shared sections', () => {
  it('a name that does not exist suggests the closest one and lists the defined shared sections', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"name": "pledge"', '"name": "pledg"') } });
    const error = onlyHomeError(project, 'unknown-shared-section', '"name": "pledg"', { section: "Shared section 'pledg'", field: 'Shared section' });
    expect(error.message).toMatch(/^there is no shared section called "pledg": did you mean "pledge"\? The shared sections in the site settings are: /);
    for (const name of sharedNames) expect(error.message).toContain(name);
  });

  it('a name far from every shared section lists them without a guess', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"name": "pledge"', '"name": "faq"') } });
    const error = onlyError(project.validate(), 'unknown-shared-section');
    expect(error.message).toMatch(
      /^there is no shared section called "faq"\. The shared sections in the site settings are: testimonials, pledge, service-area, final-cta/,
    );
  });

  it('an override with a wrong field type is reported in the page at sections[i].overrides.<field>', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"name": "pledge"', '"name": "pledge",\n      "overrides": { "heading": 5 }') } });
    const error = onlyHomeError(project, 'wrong-type', '"heading": 5', {
      section: "Shared section 'pledge'",
      field: 'Heading',
      path: ['sections', 5, 'overrides', 'heading'],
    });
    expect(error.message).toMatch(/expected text but found the number 5/);
  });

  it("an override's field is named as the shared section's kind names it in the editor, not by its key", () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"name": "pledge"', '"name": "pledge",\n      "overrides": { "id": "Not An Anchor" }') } });
    const error = onlyError(project.validate(), 'invalid-format');
    const anchor = resolveVariant(sectionSchema, { type: 'pledge' })!.properties!.id!.title;
    expect(anchor, "the schema's own title, unlike the key").not.toMatch(/^id$/i);
    expect(error).toMatchObject({ section: "Shared section 'pledge'", field: anchor, path: ['sections', 5, 'overrides', 'id'] });
  });

  it('a misspelt override field suggests the field of the shared section', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"name": "pledge"', '"name": "pledge",\n      "overrides": { "headng": "Our Promise" }') } });
    const error = onlyHomeError(project, 'unknown-field', '"headng"', { field: 'Headng' });
    expect(error.message).toBe('a field that does not belong here: did you mean Heading? Correct its name, or remove it');
  });

  it('an override of the type is refused', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"name": "pledge"', '"name": "pledge",\n      "overrides": { "type": "content" }') } });
    const error = onlyError(project.validate(), 'shared-type-override');
    expect(error).toMatchObject({ field: 'Type', path: expect.arrayContaining(['overrides', 'type']) });
    expect(error.message).toMatch(/a shared section cannot become another kind of section on one page/);
  });

  it('a valid override is applied to that page only', () => {
    const project = makeProject({
      edit: { [homeFile]: replaceOnce('"name": "pledge"', '"name": "pledge",\n      "overrides": { "heading": "Our Promise To Louisville" }') },
    });
    const result = project.validate();
    expect(result.errorCount).toBe(0);
    const homeSections = result.pages.find((p) => p.path === '/')!.sections;
    expect(homeSections.find((s) => s.type === 'pledge')).toMatchObject({ heading: 'Our Promise To Louisville' });
  });

  it('a problem inside a shared section is reported in site.config.json with its name and type', () => {
    const project = makeProject({ edit: { 'site.config.json': replaceOnce('"signatureName": "Daniel Whitaker"', '"signatureName": ""') } });
    const error = onlyError(project.validate(), 'too-short');
    expect(error).toMatchObject({
      file: 'site.config.json',
      ...positionOf(project.text('site.config.json'), '"signatureName"'),
      section: "Shared section 'pledge'",
      field: 'Signature name',
    });
    expect(error.message).toBe('this text must not be empty');
  });
});

describe('call-tracking number pools', () => {
  it('a numberPool naming a pool that does not exist lists the pools', () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"numberPool": "main"', '"numberPool": "mian"') } });
    const error = onlyHomeError(project, 'unknown-number-pool', '"numberPool"', { section: '', field: 'Number pool' });
    expect(error.message).toMatch(
      /^there is no call-tracking number pool called "mian": did you mean "main"\? The pools in the site settings are: main, thank-you/,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Broken JSON
// ---------------------------------------------------------------------------------------------

describe('broken JSON', () => {
  it('a trailing comma is reported once, at the comma, with the fix', () => {
    const needle = '"text": "The page you are looking for may have moved."';
    const project = makeProject({ edit: { 'pages/404.json': replaceOnce(needle, `${needle},`) } });
    const error = onlyError(project.validate(), 'json-syntax');
    const text = project.text('pages/404.json');
    expect(error).toMatchObject({ file: 'pages/404.json', ...positionOfOffset(text, text.indexOf(needle) + needle.length), section: '', field: '' });
    expect(error.message).toMatch(/remove this comma: JSON does not allow a comma after the last entry/);
  });

  it('a trailing comma in a list is reported at the comma', () => {
    const needle = '"Kentucky weather is hard on flat and low-slope roofs."';
    const project = makeProject({ edit: { [homeFile]: replaceOnce(needle, `${needle},`) } });
    const error = onlyError(project.validate(), 'json-syntax');
    const text = project.text(homeFile);
    expect(error).toMatchObject({ file: homeFile, ...positionOfOffset(text, text.indexOf(needle) + needle.length) });
    expect(error.message).toMatch(/remove this comma/);
  });

  it('a broken file does not break the links to its page', () => {
    // Many pages and the menu link to /services/repairs: one comma must give one message.
    const needle = '"href": "/"';
    const project = makeProject({ edit: { 'pages/services/repairs.json': replaceOnce(needle, `${needle},`) } });
    const error = onlyError(project.validate(), 'json-syntax');
    expect(error.file).toBe('pages/services/repairs.json');
    expect(error.message).toMatch(/remove this comma/);
  });

  it.each([0.25, 0.5, 0.75, 0.9])('a file cut off at %s of its length says it ends too early, once, at its end', (fraction) => {
    let cutText = '';
    const project = makeProject({
      edit: {
        [homeFile]: (text) => {
          cutText = text.slice(0, Math.floor(text.length * fraction));
          return cutText;
        },
      },
    });
    let result: ValidationResult | undefined;
    expect(() => (result = project.validate())).not.toThrow();
    const error = onlyError(result!, 'json-syntax');
    expect(error).toMatchObject({ file: homeFile, section: '', field: '' });
    expect(error.message).toMatch(/the file ends too early: some \{ or \[ is never closed/);
    // Where the text stops, trailing spaces aside.
    expect(error).toMatchObject(positionOfOffset(cutText, cutText.trimEnd().length));
  });

  it('a file cut off in the middle of a text says it ends too early', () => {
    const cut = (text: string) => text.slice(0, text.indexOf('Kentucky weather is hard') + 'Kentucky wea'.length);
    const project = makeProject({ edit: { [homeFile]: cut } });
    const error = onlyError(project.validate(), 'json-syntax');
    const text = project.text(homeFile);
    expect(error).toMatchObject({ file: homeFile, ...positionOfOffset(text, text.length) });
    expect(error.message).toMatch(/the file ends too early/);
  });

  it('a file cut off just after a comma says it ends too early, not "remove this comma"', () => {
    const cut = (text: string) => text.slice(0, text.indexOf('"id": "local-experts",') + '"id": "local-experts",'.length);
    const project = makeProject({ edit: { [homeFile]: cut } });
    const error = onlyError(project.validate(), 'json-syntax');
    expect(error.message).toMatch(/the file ends too early/);
  });

  it('single quotes, a missing comma and a comment each get a plain message at their position', () => {
    const project = makeProject({
      edit: {
        'pages/about.json': replaceOnce('"title": "About Us', "'title': \"About Us"),
        'pages/contact.json': replaceOnce('"path": "/contact",', '"path": "/contact"'),
        'pages/privacy-policy.json': replaceOnce('"path": "/privacy-policy",', '"path": "/privacy-policy", // the policy'),
      },
    });
    const errors = errorsOf(project.validate());
    const about = errors.find((e) => e.file === 'pages/about.json')!;
    expect(about).toMatchObject(positionOf(project.text('pages/about.json'), "'title'"));
    expect(about.message).toMatch(/text must be in "double quotes"/);
    const contact = errors.find((e) => e.file === 'pages/contact.json')!;
    expect(contact).toMatchObject(positionOf(project.text('pages/contact.json'), '"title"'));
    expect(contact.message).toMatch(/a comma is missing/);
    const privacy = errors.find((e) => e.file === 'pages/privacy-policy.json')!;
    expect(privacy).toMatchObject(positionOf(project.text('pages/privacy-policy.json'), '// the policy'));
    expect(privacy.message).toMatch(/comments are not allowed in JSON files/);
    // Only syntax problems, in those three files: their paths are still known, so no link to them breaks.
    for (const e of errors) expect(e.message).toMatch(/^the file is not valid JSON: /);
    expect(new Set(errors.map((e) => e.file))).toEqual(new Set(['pages/about.json', 'pages/contact.json', 'pages/privacy-policy.json']));
  });

  it('an empty page file says it is empty', () => {
    const project = makeProject({ add: { 'pages/draft.json': '\n' } });
    const error = onlyError(project.validate(), 'json-syntax');
    expect(error).toMatchObject({ file: 'pages/draft.json', line: 1, column: 1 });
    expect(error.message).toBe('the file is not valid JSON: the file is empty: its content must be written between { and }');
  });

  it('broken JSON in site.config.json is reported without a stack trace', () => {
    const project = makeProject({ edit: { 'site.config.json': replaceOnce('"callLabel": "Call"', '"callLabel": "Call",') } });
    let result: ValidationResult | undefined;
    expect(() => (result = project.validate())).not.toThrow();
    const error = onlyError(result!, 'json-syntax');
    expect(error.file).toBe('site.config.json');
    expect(error.message).toMatch(/remove this comma/);
  });

  it('a missing site.config.json is named', () => {
    const project = makeProject();
    fs.rmSync(path.join(project.root, 'site.config.json'));
    const error = errorsOf(project.validate()).find((e) => e.file === 'site.config.json')!;
    expect(error).toMatchObject({ line: 1, column: 1 });
    expect(error.message).toMatch(/the site settings file is missing/);
  });
});

// ---------------------------------------------------------------------------------------------
// Across files: duplicate paths, required pages, images
// ---------------------------------------------------------------------------------------------

describe('checks across files', () => {
  it('a page path used twice names the other file', () => {
    const project = makeProject({
      add: {
        'pages/services/roof-repairs.json': page(
          '/services/repairs',
          'Roof Repair Services | Bluegrass',
          'Another page that claims the same address as the roof repairs page, by mistake.',
          [{ type: 'message', heading: 'Repairs' }],
        ),
      },
    });
    const error = onlyError(project.validate(), 'duplicate-path');
    expect(error).toMatchObject({
      file: 'pages/services/roof-repairs.json',
      ...positionOf(project.text('pages/services/roof-repairs.json'), '"path"'),
      field: 'Page address',
    });
    expect(error.message).toMatch(/^another page, .+, has the address "\/services\/repairs" already; every page needs its own address$/);
  });

  it('a page title used twice names the other file', () => {
    const project = makeProject({
      edit: { 'pages/contact.json': replaceOnce('"title": "Contact Us | Bluegrass Commercial Roofing"', '"title": "About Us | Bluegrass Commercial Roofing"') },
    });
    const error = onlyError(project.validate(), 'duplicate-title');
    expect(error).toMatchObject({ file: 'pages/contact.json', field: 'Page title' });
    expect(error.message).toMatch(/^this page has the same page title as the page About Us; search engines need a different page title for every page/);
  });

  it('the home page and the 404 page are required', () => {
    const project = makeProject();
    fs.rmSync(path.join(project.root, 'pages/404.json'));
    const error = onlyError(project.validate(), 'missing-required-page');
    expect(error).toMatchObject({ file: 'pages', line: 1, column: 1 });
    expect(error.message).toMatch(/no page has the path "\/404": the page shown for unknown addresses is required/);
  });

  /** The content section of the fixture home page with a photo; `fields` are the image's other fields as JSON text. */
  const withPhoto = (src: string, fields = '"alt": "A warehouse roof"') =>
    replaceOnce('"id": "local-experts",', `"id": "local-experts",\n      "image": { "src": ${JSON.stringify(src)}, ${fields} },`);
  const srcOf = (text: string) => positionOf(text, '"src"');

  it('a photo in the images folder, wide enough, with alt text is fine', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/warehouse-roof.jpg') }, images: { 'warehouse-roof.jpg': photo1200 } });
    expect(
      project
        .validate()
        .problems.filter((p) => p.file === homeFile)
        .map(problemLine),
    ).toEqual([]);
  });

  it('a photo that does not exist is an error at its src, with the closest name', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/warehouse-rof.jpg') }, images: { 'warehouse-roof.jpg': photo1200 } });
    const error = onlyError(project.validate(), 'missing-image');
    expect(error).toMatchObject({
      file: homeFile,
      ...srcOf(project.text(homeFile)),
      section: 'Text',
      field: 'Photo › Photo file',
    });
    expect(error.message).toMatch(/no photo "\/images\/warehouse-rof\.jpg" in the "images" folder: did you mean "\/images\/warehouse-roof\.jpg"\?/);
  });

  it('a photo left in public/ is told where photos live now', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/crew.jpg') }, publicFiles: ['images/crew.jpg'] });
    const error = onlyError(project.validate(), 'missing-image');
    expect(error.message).toMatch(/in the public folder.*move the file to images\/crew\.jpg/);
  });

  it('a src outside the images folder is refused by the schema, at the src', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/public/images/crew.jpg') } });
    const [error] = errorsOf(project.validate());
    expect(error).toMatchObject({ field: 'Photo › Photo file', line: srcOf(project.text(homeFile)).line });
    expect(error?.message).toMatch(/named from the images folder, like "\/images\/warehouse-roof\.jpg"/);
  });

  it('a file that is not a picture cannot be used', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/notes.jpg') }, images: { 'notes.jpg': Buffer.from('meeting notes, not a photo') } });
    const error = onlyError(project.validate(), 'unreadable-image');
    expect(error).toMatchObject({ field: 'Photo › Photo file', ...srcOf(project.text(homeFile)) });
    expect(error.message).toMatch(/cannot be used as a photo: it is not a picture the site can read/);
  });

  it('a GIF is named as such', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/logo.jpg') }, images: { 'logo.jpg': gif } });
    expect(onlyError(project.validate(), 'unreadable-image').message).toMatch(/it is a GIF, not a JPEG, PNG or WebP photo/);
  });

  it('a photo too narrow for its slot says which width it needs', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/small.png') }, images: { 'small.png': photo400 } });
    const error = onlyError(project.validate(), 'image-too-small');
    expect(error).toMatchObject({ field: 'Photo › Photo file', ...srcOf(project.text(homeFile)) });
    expect(error.message).toMatch(/is 400 pixels wide; a photo beside a text needs to be at least 960 pixels wide/);
  });

  it('a photo over 20 MB is refused before it slows every build', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/huge.jpg') }, images: { 'huge.jpg': photo1200 } });
    // Sparse: the header of a real photo, then 21 MB that take no room on disk.
    fs.truncateSync(path.join(project.root, 'images/huge.jpg'), 21 * 1024 * 1024);
    const error = onlyError(project.validate(), 'image-too-large');
    expect(error.message).toMatch(/is 21\.0 MB, over the 20 MB limit/);
  });

  it('a photo without alt text says what to write, or to mark it decorative', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/roof.jpg', '"decorative": false') }, images: { 'roof.jpg': photo1200 } });
    const errors = errorsOf(project.validate());
    // "decorative" may only be true (the schema), and without alt the photo says nothing (the image check).
    expect(errors.map((e) => e.code).sort()).toEqual(['missing-alt', 'not-allowed-value'].sort());
    const missingAlt = errors.find((e) => e.code === 'missing-alt');
    expect(missingAlt).toMatchObject({ field: 'Photo', ...positionOf(project.text(homeFile), '"image"') });
    expect(missingAlt?.message).toMatch(/say what the photo shows in its Alt text.*turn on Decorative only/);
  });

  it('a decorative photo needs no alt text', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/roof.jpg', '"decorative": true') }, images: { 'roof.jpg': photo1200 } });
    expect(errorsOf(project.validate())).toEqual([]);
  });

  it('an empty alt text is an error at its alt', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/roof.jpg', '"alt": ""') }, images: { 'roof.jpg': photo1200 } });
    const error = onlyError(project.validate(), 'missing-alt');
    expect(error).toMatchObject({ field: 'Photo › Alt text', ...positionOf(project.text(homeFile), '"alt"') });
  });

  it('width and height typed by hand still work, with a warning that says to remove them', () => {
    const project = makeProject({
      edit: { [homeFile]: withPhoto('/images/roof.jpg', '"alt": "A roof", "width": 1200, "height": 800') },
      images: { 'roof.jpg': photo1200 },
    });
    const result = project.validate();
    expect(result.errorCount).toBe(0);
    expect(result.problems.filter((p) => p.code === 'image-size-not-needed').map((p) => p.field)).toEqual(['Photo › Width', 'Photo › Height']);
  });

  it('a missing photo without alt gets both problems in one run', () => {
    const project = makeProject({ edit: { [homeFile]: withPhoto('/images/missing.jpg', '"alt": " "') } });
    expect(
      errorsOf(project.validate())
        .map((e) => e.field)
        .sort(),
    ).toEqual(['Photo › Alt text', 'Photo › Photo file']);
  });
});

// ---------------------------------------------------------------------------------------------
// site.config.json
// ---------------------------------------------------------------------------------------------

describe('site.config.json', () => {
  it('a dial number in the wrong format explains the right one', () => {
    const project = makeProject({ edit: { 'site.config.json': replaceOnce(fixtureDialLine, '"phoneDial": "502-555"') } });
    const error = onlyError(project.validate(), 'invalid-format');
    expect(error).toMatchObject({
      file: 'site.config.json',
      ...positionOf(project.text('site.config.json'), '"phoneDial"'),
      section: '',
      field: 'Phone number for dialling',
    });
    expect(error.message).toMatch(/write the dial number as \+1 followed by 10 digits, for example "\+18595550100"/);
  });

  it('a misspelt menu list name suggests the right one', () => {
    const project = makeProject({ edit: { 'site.config.json': replaceOnce('"list": "roofTypes"', '"list": "rooftype"') } });
    const error = onlyError(project.validate(), 'not-allowed-value');
    expect(error).toMatchObject({ field: 'Menu entry 4 › List', ...positionOf(project.text('site.config.json'), '"list": "rooftype"') });
    expect(error.message).toMatch(/did you mean roofTypes\?/);
  });

  it('a shared section name with capitals and spaces says how names are written', () => {
    const project = makeProject({ edit: { 'site.config.json': replaceOnce('"final-cta": {', '"Final CTA": {') } });
    const errors = errorsOf(project.validate());
    const text = project.text('site.config.json');
    const badName = errors.find((e) => e.file === 'site.config.json')!;
    expect(badName).toMatchObject({
      ...positionOf(text, '"Final CTA"'),
      field: "Shared section 'Final CTA'",
    });
    expect(badName.message).toBe('the name "Final CTA" is not allowed: name shared sections with lower-case words and dashes, like service-area');
    expect(badName.message).not.toMatch(/Invalid key/);
  });

  it('a number pool name with capitals and spaces says how names are written', () => {
    const project = makeProject({ edit: { 'site.config.json': replaceOnce('"thank-you": "/preview', '"Thank You": "/preview') } });
    const error = onlyError(project.validate(), 'invalid-name');
    expect(error).toMatchObject({ field: 'Call tracking › Number pools › Thank you', ...positionOf(project.text('site.config.json'), '"Thank You"') });
    expect(error.message).toMatch(/^the name "Thank You" is not allowed: use lower-case letters, digits and dashes/);
  });

  it('a misspelt company field suggests the right one', () => {
    const project = makeProject({ edit: { 'site.config.json': replaceOnce('"tagline":', '"tagLine":') } });
    const errors = errorsOf(project.validate());
    const unknown = errors.find((e) => e.path.join('.') === 'company.tagLine')!;
    expect(unknown.message).toBe('a field that does not belong here: did you mean Tagline? Correct its name, or remove it');
    expect(unknown).toMatchObject(positionOf(project.text('site.config.json'), '"tagLine"'));
    expect(errors.find((e) => e.path.join('.') === 'company.tagline')?.message).toMatch(/is required/);
  });
});

// ---------------------------------------------------------------------------------------------
// Everything at once
// ---------------------------------------------------------------------------------------------

describe('all problems in one run', () => {
  it('reports every mistake in every file together, sorted by file and line', () => {
    const project = makeProject({
      edit: {
        [homeFile]: (text) =>
          replaceOnce(
            '"type": "warning-signs"',
            '"type": "warning-sign"',
          )(replaceOnce('"href": "/services/restoration"', '"href": "javascript:alert(1)"')(text)),
        'pages/about.json': deleteLine('"heading": "About Us Across Kentucky"'),
        'pages/services/repairs.json': replaceOnce('"href": "/"', '"href": "/",'),
        'site.config.json': replaceOnce(fixtureDialLine, '"phoneDial": "502-555"'),
      },
    });
    const result = project.validate();
    expect(result.errorCount).toBe(5);
    expect(result.problems.map((p) => `${p.file} ${p.field}`)).toEqual([
      'pages/about.json Heading',
      'pages/home.json Card 2 › Link',
      'pages/home.json ',
      'pages/services/repairs.json ',
      'site.config.json Phone number for dialling',
    ]);
    const lines = result.problems.filter((p) => p.file === homeFile).map((p) => p.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('reports a misspelt field, a bad link, a bad shared name and a bad pool in the same page together', () => {
    const project = makeProject({
      edit: {
        [homeFile]: (text) =>
          [
            replaceOnce('"heading": "Kentucky Roofs', '"headng": "Kentucky Roofs'),
            replaceOnce('"href": "/services/repairs"', '"href": "/servces/repairs"'),
            replaceOnce('"name": "pledge"', '"name": "pledg"'),
            replaceOnce('"numberPool": "main"', '"numberPool": "mian"'),
            replaceOnce(
              '"id": "local-experts",',
              '"id": "local-experts",\n      "image": { "src": "/images/missing.jpg", "alt": "A roof", "width": 10, "height": 10 },',
            ),
          ].reduce((t, edit) => edit(t), text),
      },
    });
    const messages = errorsOf(project.validate()).map((e) => `${e.field}: ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Headng: a field that does not belong here: did you mean Heading\?/),
        expect.stringMatching(/^Heading: .*is required/),
        expect.stringMatching(/^Card 1 › Link: there is no page at "\/servces\/repairs": did you mean "\/services\/repairs"\?/),
        expect.stringMatching(/^Shared section: there is no shared section called "pledg": did you mean "pledge"\?/),
        expect.stringMatching(/^Number pool: there is no call-tracking number pool called "mian"/),
        expect.stringMatching(/^Photo › Photo file: there is no photo "\/images\/missing\.jpg" in the "images" folder/),
      ]),
    );
    expect(messages).toHaveLength(6);
  });
});

// ---------------------------------------------------------------------------------------------
// Printing the problems
// ---------------------------------------------------------------------------------------------

describe('formatProblems', () => {
  const broken = () => makeProject({ edit: { [homeFile]: replaceOnce('"title": "Roof Restoration"', '"title": 5') } });

  it('problemLine reads file:line:column section › field: message', () => {
    const project = broken();
    const error = onlyError(project.validate(), 'wrong-type');
    const { line, column } = positionOf(project.text(homeFile), '"title": 5');
    expect(problemLine(error)).toBe(
      `pages/home.json:${line}:${column} Cards › Card 2 › Title: expected text but found the number 5 (sections[2].items[1].title)`,
    );
  });

  it('problemLine leaves out the section when there is none, and both when there is no field', () => {
    expect(
      problemLine({
        severity: 'error',
        code: 'invalid-format',
        file: 'site.config.json',
        line: 8,
        column: 5,
        section: '',
        field: 'Phone number for dialling',
        path: ['company', 'phoneDial'],
        message: 'wrong',
      }),
    ).toBe('site.config.json:8:5 Phone number for dialling: wrong (company.phoneDial)');
    expect(
      problemLine({ severity: 'error', code: 'json-syntax', file: 'pages/x.json', line: 3, column: 1, section: '', field: '', path: [], message: 'broken' }),
    ).toBe('pages/x.json:3:1 broken');
  });

  it('formatForGitHub prints one ::error annotation per error and ::warning per warning', () => {
    const project = broken();
    const result = project.validate();
    const { line, column } = positionOf(project.text(homeFile), '"title": 5');
    const lines = formatForGitHub(result).split('\n');
    expect(lines).toHaveLength(result.problems.length);
    expect(lines).toContain(
      `::error file=pages/home.json,line=${line},col=${column}::pages/home.json:${line}:${column} Cards › Card 2 › Title: expected text but found the number 5 (sections[2].items[1].title)`,
    );
    expect(lines.filter((l) => l.startsWith('::warning file=site.config.json,line='))).toHaveLength(result.warningCount);
    for (const l of lines) expect(l).toMatch(/^::(error|warning) file=[^,]+,line=\d+,col=\d+::/);
  });

  it('formatForGitHub escapes line breaks and percent signs so one problem stays one annotation', () => {
    const out = formatForGitHub({
      problems: [
        { severity: 'error', code: 'invalid', file: 'pages/x.json', line: 1, column: 2, section: '', field: '', path: [], message: '100% wrong\nsecond line' },
      ],
      errorCount: 1,
      warningCount: 0,
      redirects: [],
      pages: [],
      files: [],
    });
    expect(out).toBe('::error file=pages/x.json,line=1,col=2::pages/x.json:1:2 100%25 wrong%0Asecond line');
  });

  it('formatAsJson parses as JSON with the counts and every problem', () => {
    const project = broken();
    const result = project.validate();
    const parsed = JSON.parse(formatAsJson(result)) as { errorCount: number; warningCount: number; problems: Problem[] };
    expect(parsed.errorCount).toBe(1);
    expect(parsed.warningCount).toBe(result.warningCount);
    expect(parsed.problems).toHaveLength(result.problems.length);
    expect(parsed.problems).toContainEqual({
      severity: 'error',
      file: homeFile,
      ...positionOf(project.text(homeFile), '"title": 5'),
      section: 'Cards',
      field: 'Card 2 › Title',
      code: 'wrong-type',
      path: ['sections', 2, 'items', 1, 'title'],
      message: 'expected text but found the number 5',
    });
  });

  it('formatForPeople groups problems by file and ends with a summary', () => {
    const project = makeProject({
      edit: {
        [homeFile]: replaceOnce('"title": "Roof Restoration"', '"title": 5'),
        'pages/about.json': deleteLine('"heading": "About Us Across Kentucky"'),
      },
    });
    const result = project.validate();
    const out = formatForPeople(result, fixturePageCount);
    const lines = out.split('\n');
    expect(lines[0]).toBe('pages/about.json');
    expect(lines[1]).toMatch(/^ {2}✖ pages\/about\.json:\d+:\d+ Message › Heading: .+ \(sections\[0\]\.heading\)$/);
    expect(lines).toContain('pages/home.json');
    expect(lines).toContain('site.config.json');
    expect(lines.some((l) => /^ {2}⚠ site\.config\.json:\d+:\d+ Phone number for dialling: .+ \(company\.phoneDial\)$/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toBe(
      `✖ Found 2 errors, ${result.warningCount} warnings in 3 files. Nothing was built; fix the errors above and run again.`,
    );
  });

  it('formatForPeople ends a clean run with a one-line summary', () => {
    const result = makeProject().validate();
    const out = formatForPeople(result, fixturePageCount);
    expect(out.split('\n').pop()).toBe(`✔ ${fixturePageCount} pages and site.config.json are valid (0 errors, ${result.warningCount} warnings).`);
  });
});

// ---------------------------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------------------------

describe('the validate command', () => {
  const run = (root: string, args: string[] = [], env: Record<string, string> = {}) => {
    const { GITHUB_ACTIONS: _ci, ...rest } = process.env;
    const result = spawnSync(...commandLine('engine/cli/validate.ts', ...args), { cwd: root, env: { ...rest, ...env }, encoding: 'utf8', timeout: 60_000 });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it('exits 0 on a clean project with a one-line summary', { timeout: 60_000 }, () => {
    const { status, stdout, stderr } = run(makeProject().root);
    expect(stderr).not.toMatch(/Error|at .*\.ts:\d+/);
    expect(status).toBe(0);
    expect(stdout.trim().split('\n').pop()).toMatch(
      new RegExp(`^✔ ${fixturePageCount} pages and site\\.config\\.json are valid \\(0 errors, \\d+ warnings\\)\\.$`),
    );
  });

  it('exits 1 on an error and prints where it is', { timeout: 60_000 }, () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"type": "warning-signs"', '"type": "warning-sign"') } });
    const { status, stdout } = run(project.root);
    const { line, column } = positionOf(project.text(homeFile), '"type": "warning-sign"');
    expect(status).toBe(1);
    expect(stdout).toContain(
      `pages/home.json:${line}:${column} Section 4: there is no kind of section called "warning-sign": did you mean Warning signs, written warning-signs?`,
    );
    expect(stdout.trim().split('\n').pop()).toMatch(/^✖ Found 1 error, \d+ warnings in 2 files\. Nothing was built/);
  });

  it('exits 1 on truncated JSON with file, line and column, and no stack trace', { timeout: 60_000 }, () => {
    const project = makeProject({ edit: { 'pages/404.json': (text) => text.slice(0, Math.floor(text.length / 2)) } });
    const { status, stdout, stderr } = run(project.root);
    expect(status).toBe(1);
    expect(stdout).toMatch(/pages\/404\.json:\d+:\d+ the file is not valid JSON: the file ends too early/);
    expect(`${stdout}${stderr}`).not.toMatch(/\n\s+at .*:\d+:\d+\)?\n/);
  });

  it('--strict turns the launch warnings into errors and exits 1', { timeout: 60_000 }, () => {
    const { status, stdout } = run(makeProject().root, ['--strict']);
    expect(status).toBe(1);
    expect(stdout).toMatch(/✖ site\.config\.json:\d+:\d+ Phone number for dialling: the phone number is a fictional 555 number.* \(company\.phoneDial\)$/m);
  });

  it('--format json prints the problems as data', { timeout: 60_000 }, () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"title": "Roof Restoration"', '"title": 5') } });
    const { status, stdout } = run(project.root, ['--format', 'json']);
    expect(status).toBe(1);
    const parsed = JSON.parse(stdout) as { errorCount: number; problems: Problem[] };
    expect(parsed.errorCount).toBe(1);
    expect(parsed.problems.find((p) => p.severity === 'error')).toMatchObject({
      file: homeFile,
      field: 'Card 2 › Title',
      ...positionOf(project.text(homeFile), '"title": 5'),
    });
  });

  it('with GITHUB_ACTIONS=true prints ::error annotations before the summary', { timeout: 60_000 }, () => {
    const project = makeProject({ edit: { [homeFile]: replaceOnce('"href": "/services/repairs"', '"href": "/servces/repairs"') } });
    const { status, stdout } = run(project.root, [], { GITHUB_ACTIONS: 'true' });
    const { line, column } = positionOf(project.text(homeFile), '"href": "/servces/repairs"');
    expect(status).toBe(1);
    expect(stdout).toContain(`::error file=pages/home.json,line=${line},col=${column}::pages/home.json:${line}:${column} Cards › Card 1 › Link: `);
    expect(stdout).toMatch(/::warning file=site\.config\.json,line=\d+,col=\d+::/);
  });
});

// ---------------------------------------------------------------------------------------------
// didYouMean
// ---------------------------------------------------------------------------------------------

describe('closestMatch', () => {
  it('suggests the closest word for small misspellings', () => {
    expect(closestMatch('warning-sign', sectionTypes)).toBe('warning-signs');
    expect(closestMatch('headng', ['eyebrow', 'heading', 'paragraphs'])).toBe('heading');
    expect(closestMatch('/servces/repairs', ['/', '/services/repairs', '/services/restoration'])).toBe('/services/repairs');
  });

  it('ignores case but answers with the candidate as written', () => {
    expect(closestMatch('HERO', sectionTypes)).toBe('hero');
    expect(closestMatch('rooftypes', ['services', 'roofTypes'])).toBe('roofTypes');
  });

  it('gives no suggestion when nothing is close', () => {
    expect(closestMatch('gallery-carousel', sectionTypes)).toBeUndefined();
    expect(closestMatch('anything', [])).toBeUndefined();
  });
});

describe('problems as data', () => {
  it('every problem carries a stable code and its path in the file; unsaved text can be checked without writing it', () => {
    const home = fs.readFileSync(path.join(projectRoot, 'pages/home.json'), 'utf8');
    const draft = home.replace(/"title": "[^"]*"/, '"title": 5');
    const result = validateSite(projectRoot, { sources: { 'pages/home.json': draft } });
    const problem = result.problems.find((p) => p.file === 'pages/home.json' && p.severity === 'error');
    expect(problem).toMatchObject({ code: 'wrong-type', path: ['title'] });
    // Nothing was written: the file on disk still validates.
    expect(fs.readFileSync(path.join(projectRoot, 'pages/home.json'), 'utf8')).toBe(home);
    expect(validateSite(projectRoot).problems.some((p) => p.file === 'pages/home.json')).toBe(false);
  });

  it('a page that exists only as unsaved text is checked as a new file', () => {
    const result = validateSite(projectRoot, { sources: { 'pages/draft-only.json': '{ "path": "/draft-only" }' } });
    const codes = result.problems.filter((p) => p.file === 'pages/draft-only.json').map((p) => p.code);
    expect(codes).toContain('required');
  });
});

describe('opening hours', () => {
  const withCallBox = (hours: unknown) =>
    makeProject({
      add: {
        'pages/contact.json': page('/contact', 'Contact Us | Bluegrass Commercial Roofing', 'Call us or send the form: we answer within one business day.', [
          { type: 'call-box', heading: 'Call Us', callLabel: 'Call {phone}', hoursHeading: 'Business Hours', hours },
        ]),
      },
    });

  it('a call box names a set of opening hours from site.config.json, and the page resolves with it', () => {
    const result = withCallBox('main').validate();
    expect(errorsOf(result)).toEqual([]);
    const box = result.pages.find((p) => p.path === '/contact')!.sections[0]!;
    expect(box).toMatchObject({ type: 'call-box', hours: 'main', closedLabel: 'Closed' });
  });

  it('a name that is not a set of opening hours suggests the closest one', () => {
    const project = withCallBox('mian');
    const error = onlyError(project.validate(), 'unknown-opening-hours');
    expect(error).toMatchObject({
      file: 'pages/contact.json',
      path: ['sections', 0, 'hours'],
      ...positionOf(project.text('pages/contact.json'), '"hours": "mian"'),
    });
    expect(error.message).toMatch(/did you mean "main"\?/);
  });

  it('hours typed into a page, as pages used to, say where hours live now', () => {
    const project = withCallBox([{ days: 'Monday - Friday', time: '7:00 AM - 5:00 PM' }]);
    const error = onlyError(project.validate(), 'wrong-type');
    expect(error.path).toEqual(['sections', 0, 'hours']);
    expect(error.message).toMatch(/live once in site\.config\.json under company\.openingHours/);
  });
});

describe('placeholders', () => {
  const withText = (section: Json) =>
    makeProject({
      add: {
        'pages/contact.json': page('/contact', 'Contact Us | Bluegrass Commercial Roofing', 'Call us or send the form: we answer within one business day.', [
          section,
        ]),
      },
    });

  it('{phone} is filled in every visible text field of the resolved pages, and nowhere else', () => {
    const result = withText({
      type: 'content',
      id: 'call-us',
      heading: 'Call {phone} today',
      paragraphs: ['Our office answers at {phone}.'],
      bullets: ['Emergency line: {phone}'],
      buttons: [{ label: 'Call {phone}', action: 'call' }],
    }).validate();
    expect(errorsOf(result)).toEqual([]);
    const phone = result.site!.company.phoneDisplay;
    const section = result.pages.find((p) => p.path === '/contact')!.sections[0]!;
    expect(JSON.stringify(section)).not.toContain('{phone}');
    expect(section).toMatchObject({
      heading: `Call ${phone} today`,
      paragraphs: [`Our office answers at ${phone}.`],
      bullets: [`Emergency line: ${phone}`],
      buttons: [{ label: `Call ${phone}` }],
    });
    // The settings the browser gets are filled too (the form's fallback text names the number).
    expect(result.site!.integrations.leadForm.fallbackText).toContain(phone);
    expect(JSON.stringify(result.site)).not.toContain('{phone}');
  });

  it('an unknown placeholder would show as it is: it is reported with the closest one', () => {
    const project = withText({ type: 'content', heading: 'Call {phon} today', paragraphs: ['x'] });
    const error = onlyError(project.validate(), 'unknown-placeholder');
    expect(error.path).toEqual(['sections', 0, 'heading']);
    expect(error.message).toMatch(/"\{phon\}" is not a placeholder.*did you mean "\{phone\}"\?/);
  });

  it('{phone} in a link is reported, with the way to make a call button', () => {
    const project = withText({ type: 'content', heading: 'Call us', paragraphs: ['x'], buttons: [{ label: 'Call', href: 'tel:{phone}' }] });
    const error = onlyError(project.validate(), 'placeholder-not-filled');
    expect(error.path).toEqual(['sections', 0, 'buttons', 0, 'href']);
    expect(error.message).toMatch(/not in a link; for a button that dials the number, choose the action call/);
  });

  it('{year} is filled in the copyright line only, and reported anywhere else', () => {
    expect(errorsOf(makeProject().validate())).toEqual([]);
    const project = withText({ type: 'content', heading: 'Since {year}', paragraphs: ['x'] });
    const error = onlyError(project.validate(), 'placeholder-not-filled');
    expect(error.message).toMatch(/footer's copyright line/);
  });
});
