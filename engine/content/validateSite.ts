/**
 * The one validation module. `npm run validate`, the build and the dev server all call
 * `validateSite`, so an editor sees the same problems, worded the same way, everywhere.
 *
 * It never stops at the first problem: every file is read, every section checked, and then
 * the checks that span files (duplicate paths, links, shared sections, images) run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { page as pageSchema, notFoundPath, type PageDefinition, type ResolvedPage } from '../../schema/page.ts';
import { section as sectionSchema, sharedSectionReference, type Section, type SharedSectionReference } from '../../schema/section.ts';
import { siteConfig as siteConfigSchema, type SiteConfig, type SiteSettings } from '../../schema/site.ts';
import { closestMatch } from './didYouMean.ts';
import { readJsonSource, type JsonPath, type JsonSource } from './jsonSource.ts';
import { plainIssue, valueAt } from './plainMessages.ts';
import type { ProblemCode } from './problemCodes.ts';

export interface Problem {
  severity: 'error' | 'warning';
  /** What kind of problem this is (engine/content/problemCodes.ts): stable, unlike the wording. */
  code: ProblemCode;
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Which section, for example `sections[2] (cards, 'Our Services')`. Empty outside sections. */
  section: string;
  /** The field inside the section (or file), for example `items[1].title`. */
  field: string;
  /** Where in the file, as keys from its top: ['sections', 2, 'items', 1, 'title']. */
  path: JsonPath;
  message: string;
}

export interface ValidationResult {
  problems: Problem[];
  errorCount: number;
  warningCount: number;
  /** Present only when there are no errors. */
  site?: SiteSettings;
  pages: ResolvedPage[];
  /** Every file that was read, so a dev server knows what to watch. */
  files: string[];
}

export interface ValidateOptions {
  /** Launch mode: treat "must change before going live" warnings as errors. */
  strict?: boolean;
  /** Another settings file instead of site.config.json (the integration tests use one). */
  siteConfigFile?: string;
  /**
   * File texts to check instead of what is on disk, by path relative to the root (for example
   * the page editor's unsaved "pages/home.json"). A path not on disk is checked as a new file.
   */
  sources?: Record<string, string>;
}

export const siteConfigFile = 'site.config.json';
export const pagesDir = 'pages';

interface LoadedFile {
  file: string;
  source: JsonSource;
}

export function validateSite(root: string, options: ValidateOptions = {}): ValidationResult {
  const problems: Problem[] = [];
  const report = (loaded: LoadedFile, where: JsonPath, code: ProblemCode, message: string, severity: Problem['severity'] = 'error') => {
    const position = loaded.source.positionOf(where);
    problems.push({ severity, code, file: loaded.file, ...position, ...describePath(loaded, where), path: where, message });
  };
  const reportZod = (loaded: LoadedFile, error: z.ZodError, schema: z.core.$ZodType, data: unknown, prefix: JsonPath = []) => {
    for (const issue of error.issues) {
      for (const plain of plainIssue(issue, schema, data)) report(loaded, [...prefix, ...plain.path], plain.code, plain.message);
    }
  };

  // 1. Site settings.
  const configFile = options.siteConfigFile ?? siteConfigFile;
  const sources = options.sources ?? {};
  const siteFile = load(root, configFile, sources);
  let config: SiteConfig | undefined;
  if (!siteFile) {
    problems.push({
      severity: 'error',
      code: 'file-missing',
      file: configFile,
      line: 1,
      column: 1,
      section: '',
      field: '',
      path: [],
      message: 'the site settings file is missing',
    });
  } else if (reportSyntax(siteFile, problems)) {
    const parsed = siteConfigSchema.safeParse(siteFile.source.value);
    if (parsed.success) config = parsed.data;
    else reportZod(siteFile, parsed.error, siteConfigSchema, siteFile.source.value);
  }

  // 2. Every page file on its own.
  const pageFileNames = new Set(listJsonFiles(path.join(root, pagesDir)).map((f) => `${pagesDir}/${f}`));
  for (const file of Object.keys(sources)) if (file.startsWith(`${pagesDir}/`) && file.endsWith('.json')) pageFileNames.add(file);
  const pageFiles = [...pageFileNames].sort().map((file) => load(root, file, sources)!);
  const definitions: { loaded: LoadedFile; page: PageDefinition }[] = [];
  for (const loaded of pageFiles) {
    if (!reportSyntax(loaded, problems)) continue;
    const parsed = pageSchema.safeParse(loaded.source.value);
    if (parsed.success) definitions.push({ loaded, page: parsed.data });
    else reportZod(loaded, parsed.error, pageSchema, loaded.source.value);
  }

  // 3. Checks across files.
  // Paths are read from every readable file, even one with other problems, so that one
  // mistake in a page does not also break every link to it.
  const pathOwners = new Map<string, string>();
  for (const loaded of pageFiles) {
    // Even a file with a syntax error usually still says its path: read it, so a stray comma
    // is one problem and not also "no page at ..." for every link to that page.
    const pagePath = loaded.source.value === undefined ? loaded.source.textAt(['path']) : valueAt(loaded.source.value, ['path']);
    if (typeof pagePath !== 'string') continue;
    const owner = pathOwners.get(pagePath);
    if (owner) report(loaded, ['path'], 'duplicate-path', `the path "${pagePath}" is already used by ${owner}; every page needs its own path`);
    else pathOwners.set(pagePath, loaded.file);
  }
  const knownPaths = [...pathOwners.keys()];
  if (pageFiles.length > 0) {
    for (const required of ['/', notFoundPath]) {
      if (!pathOwners.has(required)) {
        problems.push({
          severity: 'error',
          code: 'missing-required-page',
          file: pagesDir,
          line: 1,
          column: 1,
          section: '',
          field: '',
          path: [],
          message: `no page has the path "${required}": ${required === '/' ? 'the home page' : 'the page shown for unknown addresses'} is required`,
        });
      }
    }
  }
  checkUnique(definitions, 'title', report);
  checkUnique(definitions, 'description', report);

  const checkLinksAndImages = (loaded: LoadedFile) => {
    walk(loaded.source.value, [], (key, value, at) => {
      // Link fields are called "href", or end in it, like the footer's "privacyHref".
      if (typeof key === 'string' && /^href$|Href$/.test(key) && typeof value === 'string') {
        const message = missingPageMessage(value, knownPaths);
        if (message) report(loaded, at, 'missing-page', message);
      }
      if (key === 'image' && value && typeof value === 'object') {
        const src = (value as { src?: unknown }).src;
        if (typeof src === 'string' && /^\/[^/]/.test(src) && !existsSync(path.join(root, 'public', src))) {
          report(loaded, [...at, 'src'], 'missing-image', `the picture "${src}" is not in the public folder; add the file as public${src} or fix the name`);
        }
      }
    });
  };
  if (siteFile?.source.value !== undefined) {
    checkLinksAndImages(siteFile);
  }
  // Every page that could be read, even one with other problems: all mistakes show in one run.
  const readablePages = pageFiles.filter((loaded) => loaded.source.value !== undefined);
  for (const loaded of readablePages) checkLinksAndImages(loaded);

  // 4. Shared sections, call tracking pools, hidden sections: the pages as they will render.
  const resolveShared = (loaded: LoadedFile, entry: SharedSectionReference, index: number): Section | undefined => {
    if (!config) return undefined; // The settings file has its own problems, already reported.
    const shared = Object.hasOwn(config.sharedSections, entry.name) ? config.sharedSections[entry.name] : undefined;
    if (!shared) {
      const names = Object.keys(config.sharedSections);
      const suggestion = closestMatch(entry.name, names);
      report(
        loaded,
        ['sections', index, 'name'],
        'unknown-shared-section',
        `there is no shared section called "${entry.name}"${suggestion ? `: did you mean "${suggestion}"?` : '.'} The shared sections in ${siteConfigFile} are: ${names.join(', ')}`,
      );
      return undefined;
    }
    const overrides = entry.overrides ?? {};
    if ('type' in overrides) {
      report(
        loaded,
        ['sections', index, 'overrides', 'type'],
        'shared-type-override',
        'the type of a shared section cannot be overridden; use a section of its own instead',
      );
      return undefined;
    }
    const merged = { ...shared, ...overrides };
    const parsed = sectionSchema.safeParse(merged);
    if (!parsed.success) {
      // Only problems in the overridden fields belong to this page; the others were
      // reported against site.config.json already.
      for (const issue of parsed.error.issues) {
        for (const plain of plainIssue(issue, sectionSchema, merged)) {
          const [first] = plain.path;
          if (typeof first === 'string' && first in overrides) report(loaded, ['sections', index, 'overrides', ...plain.path], plain.code, plain.message);
        }
      }
      return undefined;
    }
    return parsed.data.hidden ? undefined : parsed.data;
  };
  const checkNumberPool = (loaded: LoadedFile, pool: unknown) => {
    if (typeof pool !== 'string' || !config || Object.hasOwn(config.integrations.callTracking.numberPools, pool)) return;
    const pools = Object.keys(config.integrations.callTracking.numberPools);
    report(
      loaded,
      ['numberPool'],
      'unknown-number-pool',
      `there is no call-tracking number pool called "${pool}". The pools in ${siteConfigFile} are: ${pools.join(', ')}`,
    );
  };

  const pages: ResolvedPage[] = [];
  for (const { loaded, page } of definitions) {
    const sections: Section[] = [];
    page.sections.forEach((entry, index) => {
      if (entry.hidden) return;
      if (entry.type !== 'shared') {
        sections.push(entry);
        return;
      }
      const resolved = resolveShared(loaded, entry, index);
      if (resolved) sections.push(resolved);
    });
    checkNumberPool(loaded, page.numberPool);
    const { $schema: _schema, sections: _definitions, ...meta } = page;
    pages.push({ ...meta, sections });
  }
  // A page with problems of its own still gets these checks, so that every mistake shows at once.
  for (const loaded of readablePages) {
    if (definitions.some((d) => d.loaded === loaded)) continue;
    const entries = valueAt(loaded.source.value, ['sections']);
    if (Array.isArray(entries)) {
      entries.forEach((entry, index) => {
        const reference = sharedSectionReference.safeParse(entry);
        if (reference.success && !reference.data.hidden) resolveShared(loaded, reference.data, index);
      });
    }
    checkNumberPool(loaded, valueAt(loaded.source.value, ['numberPool']));
  }

  // 5. The launch check: things that are fine for a preview but must change before going live.
  if (siteFile && config) {
    const severity = options.strict ? 'error' : 'warning';
    if (/^\+1\d{3}555/.test(config.company.phoneDial)) {
      report(
        siteFile,
        ['company', 'phoneDial'],
        'fictional-phone',
        'the phone number is a fictional 555 number; put in the real number before going live',
        severity,
      );
    }
    walk(config.integrations, ['integrations'], (key, value, at) => {
      if (typeof value === 'string' && value.startsWith('/')) {
        report(
          siteFile,
          at,
          'preview-integration',
          `"${key}" still points at the local preview stand-in ${value}; put in the provider's real address before going live`,
          severity,
        );
      }
    });
    // One warning per list of reviews, not one per review: the fix is the same for all.
    const reportPlaceholders = (loaded: LoadedFile) => {
      const lists = new Map<string, { at: JsonPath; count: number }>();
      walk(loaded.source.value, [], (key, value, at) => {
        if (key !== 'placeholder' || value !== true) return;
        const listPath = at.slice(0, -2);
        const entry = lists.get(listPath.join('/')) ?? { at: at.slice(0, -1), count: 0 };
        lists.set(listPath.join('/'), { ...entry, count: entry.count + 1 });
      });
      for (const { at, count } of lists.values()) {
        report(
          loaded,
          at,
          'placeholder-reviews',
          `${count} review${count === 1 ? ' is' : 's are'} sample wording; replace ${count === 1 ? 'it' : 'them'} with real client reviews and remove "placeholder" before going live`,
          severity,
        );
      }
    };
    reportPlaceholders(siteFile);
    for (const { loaded } of definitions) reportPlaceholders(loaded);
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  const errorCount = problems.filter((p) => p.severity === 'error').length;
  const site = config && errorCount === 0 ? toSiteSettings(config) : undefined;
  return {
    problems,
    errorCount,
    warningCount: problems.length - errorCount,
    site,
    pages: errorCount === 0 ? pages.sort((a, b) => a.path.localeCompare(b.path)) : [],
    files: [siteFile?.file ?? configFile, ...pageFiles.map((f) => f.file)],
  };
}

function toSiteSettings(config: SiteConfig): SiteSettings {
  const { $schema: _schema, sharedSections: _shared, ...settings } = config;
  return settings;
}

function load(root: string, file: string, sources: Record<string, string>): LoadedFile | undefined {
  const absolute = path.resolve(root, file);
  const shown = path.relative(root, absolute).split(path.sep).join('/');
  const text = Object.hasOwn(sources, shown) ? sources[shown] : existsSync(absolute) ? readFileSync(absolute, 'utf8') : undefined;
  return text === undefined ? undefined : { file: shown, source: readJsonSource(text) };
}

function reportSyntax(loaded: LoadedFile, problems: Problem[]): boolean {
  for (const { position, message } of loaded.source.syntaxErrors.slice(0, 10)) {
    problems.push({
      severity: 'error',
      code: 'json-syntax',
      file: loaded.file,
      ...position,
      section: '',
      field: '',
      path: [],
      message: `the file is not valid JSON: ${message}`,
    });
  }
  return loaded.source.syntaxErrors.length === 0;
}

function listJsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.json'))
    .sort();
}

function missingPageMessage(href: string, knownPaths: string[]): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const target = href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  if (knownPaths.includes(target)) return undefined;
  const suggestion = closestMatch(target, knownPaths);
  return `there is no page at "${target}"${suggestion ? `: did you mean "${suggestion}"?` : '.'} Links within this site must point at an existing page`;
}

function checkUnique(
  definitions: { loaded: LoadedFile; page: PageDefinition }[],
  field: 'title' | 'description',
  report: (loaded: LoadedFile, where: JsonPath, code: ProblemCode, message: string) => void,
) {
  const seen = new Map<string, string>();
  for (const { loaded, page } of definitions) {
    const owner = seen.get(page[field]);
    if (owner)
      report(
        loaded,
        [field],
        field === 'title' ? 'duplicate-title' : 'duplicate-description',
        `${loaded.file} has the same ${field} as ${owner}; search engines need a different ${field} for every page`,
      );
    else seen.set(page[field], loaded.file);
  }
}

/** Calls `visit` for every field in a JSON value, with the field's full path. */
function walk(value: unknown, at: JsonPath, visit: (key: string | number, value: unknown, at: JsonPath) => void) {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      visit(i, v, [...at, i]);
      walk(v, [...at, i], visit);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      visit(k, v, [...at, k]);
      walk(v, [...at, k], visit);
    }
  }
}

/** Splits a path into the section it is in and the field inside that section. */
function describePath(loaded: LoadedFile, where: JsonPath): { section: string; field: string } {
  const data = loaded.source.value;
  let sectionPath: JsonPath | undefined;
  if (where[0] === 'sections' && typeof where[1] === 'number') sectionPath = where.slice(0, 2);
  if (where[0] === 'sharedSections' && typeof where[1] === 'string') sectionPath = where.slice(0, 2);
  if (!sectionPath) return { section: '', field: formatPath(where) };
  const section = valueAt(data, sectionPath) as { type?: unknown; heading?: unknown; name?: unknown } | undefined;
  const details: string[] = [];
  if (section && typeof section.type === 'string')
    details.push(section.type === 'shared' && typeof section.name === 'string' ? `shared "${section.name}"` : section.type);
  if (section && typeof section.heading === 'string' && section.heading) details.push(`'${section.heading}'`);
  return {
    section: `${formatPath(sectionPath)}${details.length ? ` (${details.join(', ')})` : ''}`,
    field: formatPath(where.slice(2)),
  };
}

export function formatPath(p: JsonPath): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}
