// @vitest-environment node
/**
 * `npm run new-page`, run the way an editor runs it, in a temporary copy of the fixture project
 * (tests/fixtures/site, not the site's own pages): it creates a page that validates and is
 * listed with the others (so it reaches the sitemap), and turns down paths it cannot use with a
 * plain message and exit code 1, leaving no file behind.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateSite } from '../../engine/content/validateSite';
import { commandLine } from '../support/projectPaths';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-'));
  fs.cpSync(path.join(projectRoot, 'tests/fixtures/site'), root, { recursive: true });
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function newPage(...args: string[]) {
  const result = spawnSync(...commandLine('engine/cli/newPage.ts', ...args), { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const pageFiles = () => (fs.readdirSync(path.join(root, 'pages'), { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort();
const readPage = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
const companyName = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'tests/fixtures/site/site.config.json'), 'utf8')) as { company: { name: string } })
  .company.name;

describe('npm run new-page', { timeout: 60_000 }, () => {
  it('creates a valid page from a copy of another, with its own path, title, description and $schema line', () => {
    const { status, output } = newPage('/services/inspections', '--from', '/services/repairs');
    expect(output).toContain('Created pages/services/inspections.json');
    expect(status).toBe(0);

    const created = readPage('pages/services/inspections.json');
    const source = readPage('pages/services/repairs.json');
    expect(Object.keys(created)[0]).toBe('$schema');
    expect(created.$schema).toBe('../../schema/page.schema.json');
    expect(created.path).toBe('/services/inspections');
    expect(created.title).toBe(`Inspections | ${companyName}`);
    expect(created.title).not.toBe(source.title);
    expect((created.description as string).length).toBeGreaterThanOrEqual(50);
    expect(created.description).not.toBe(source.description);
    expect(created.sections).toEqual(source.sections);

    const result = validateSite(root);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.pages.map((p) => p.path)).toContain('/services/inspections');
  });

  it('takes the title and description given, and makes folders as needed', () => {
    const title = 'Flat Roof Guide | A Fixture Title';
    const description = 'A plain-language guide to flat commercial roofs: the systems, their lifespans and their warning signs.';
    const { status } = newPage('/resources/flat-roof-guide', '--from', '/about', '--title', title, `--description=${description}`);
    expect(status).toBe(0);
    const created = readPage('pages/resources/flat-roof-guide.json');
    expect(created).toMatchObject({ $schema: '../../schema/page.schema.json', path: '/resources/flat-roof-guide', title, description });
    expect(validateSite(root).errorCount).toBe(0);
  });

  it('refuses a path that already has a page, naming its file', () => {
    const before = fs.readFileSync(path.join(root, 'pages/about.json'), 'utf8');
    const { status, output } = newPage('/about', '--from', '/contact');
    expect(status).toBe(1);
    expect(output).toContain('There is already a page at "/about". Choose another address');
    expect(fs.readFileSync(path.join(root, 'pages/about.json'), 'utf8')).toBe(before);
  });

  it.each([
    ['/Services/Roof Inspections', 'Did you mean "/services/roof-inspections"?'],
    ['services/inspections', 'Did you mean "/services/inspections"?'],
    ['/services/roof_inspections/', 'Did you mean "/services/roof-inspections"?'],
  ])('refuses the invalid path %j, explaining the rule', (badPath, suggestion) => {
    const before = pageFiles();
    const { status, output } = newPage(badPath, '--from', '/services/repairs');
    expect(status).toBe(1);
    expect(output).toContain(`"${badPath}" is not a valid page path: a page path starts with "/" and uses lower-case words joined by dashes`);
    expect(output).toContain(suggestion);
    expect(pageFiles()).toEqual(before);
  });

  it('refuses a --from page that does not exist, suggesting the closest', () => {
    const { status, output } = newPage('/services/inspections', '--from', '/services/repair');
    expect(status).toBe(1);
    expect(output).toContain('There is no page at "/services/repair" to start from. Did you mean "/services/repairs"?');
    expect(fs.existsSync(path.join(root, 'pages/services/inspections.json'))).toBe(false);
  });

  it('asks for --from when it is left out, listing the pages to start from', () => {
    const { status, output } = newPage('/services/inspections');
    expect(status).toBe(1);
    expect(output).toContain('Say which page to start from with --from');
    expect(output).toContain('/services/repairs');
  });

  it('removes the new page again when it would not validate, and says why', () => {
    const before = pageFiles();
    const { status, output } = newPage('/resources/tips', '--from', '/about', '--title', 'Tips');
    expect(status).toBe(1);
    expect(output).toContain('was not kept');
    expect(output).toContain('a page title needs at least 10 characters');
    expect(pageFiles()).toEqual(before);
    expect(fs.existsSync(path.join(root, 'pages/resources'))).toBe(false);
  });
});
