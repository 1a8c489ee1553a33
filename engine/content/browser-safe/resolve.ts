/**
 * The one resolver: a page as it renders, from its file's value and the settings. Shared sections
 * are looked up in the settings and merged with the page's changes to them, hidden sections are
 * left out, and placeholders such as {phone} are filled in (schema/placeholders.ts), so blocks
 * receive final text. Two modes:
 *
 * - strict, for the build (`resolvePage`, called by the validator, ../siteValidator.ts): the page
 *   has passed its schema, and every problem of its shared sections is reported in plain words;
 *   the validator renders nothing from a site with errors.
 * - lenient, for a preview being typed (`resolveDraft`: the page editor's preview of a draft, and
 *   a page as it will be published): section by section, each read with its zod schema by
 *   `readDraft`; a section that cannot be read yet is left out and the rest of the page shows.
 *
 * Browser-safe: zod and schema/ only, never a node: module (biome.jsonc keeps this folder so),
 * because the page editor's browser code resolves with it.
 */
import type { z } from 'zod';
import type { PageDefinition, ResolvedPage } from '../../../schema/page.ts';
import { fillPlaceholders, type PlaceholderValues } from '../../../schema/placeholders.ts';
import { isPlainObject, valueAt } from '../../../schema/schemaReader.ts';
import { type Section, section as sectionSchema, sharedSectionReference } from '../../../schema/section.ts';
import { type SiteConfig, siteConfig as siteConfigSchema } from '../../../schema/site.ts';
import { closestMatch } from './didYouMean.ts';
import { type PlainIssue, plainIssues } from './plainMessages.ts';

/** Strict: a page that passed its schema, as the build renders it. Problems are reported at their path in the page's file. */
export function resolvePage(page: PageDefinition, config: SiteConfig | undefined, report: (problem: PlainIssue) => void): ResolvedPage {
  const sections: Section[] = [];
  page.sections.forEach((entry, index) => {
    if (entry.hidden) return;
    if (entry.type !== 'shared') {
      sections.push(config ? filled(entry, config) : entry);
      return;
    }
    // Without settings there is nothing to look up; their own problems are reported already.
    if (!config) return;
    const shared = sharedSection(entry, config, 'strict');
    for (const problem of shared.problems) report({ ...problem, path: ['sections', index, ...problem.path] });
    if (shared.section) sections.push(shared.section);
  });
  const { $schema: _schema, sections: _entries, ...fields } = page;
  return { ...fields, sections };
}

/** Strict, for a page file with problems of its own: its shared sections are checked all the same, so that every mistake shows at once. */
export function checkSharedSections(pageValue: unknown, config: SiteConfig | undefined, report: (problem: PlainIssue) => void): void {
  const entries = valueAt(pageValue, ['sections']);
  if (!config || !Array.isArray(entries)) return;
  entries.forEach((entry, index) => {
    const reference = sharedSectionReference.safeParse(entry);
    if (!reference.success || reference.data.hidden) return;
    for (const problem of sharedSection(reference.data, config, 'strict').problems) report({ ...problem, path: ['sections', index, ...problem.path] });
  });
}

/** Lenient: what a draft shows, and for each section shown its index in the file's `sections`. */
export function resolveDraft(pageValue: unknown, config: SiteConfig): { page: ResolvedPage; sectionIndexes: number[] } {
  const page = isPlainObject(pageValue) ? pageValue : {};
  const entries = Array.isArray(page.sections) ? page.sections : [];
  const sections: Section[] = [];
  const sectionIndexes: number[] = [];
  entries.forEach((entry, index) => {
    const section = draftSection(entry, config);
    if (!section) return;
    sections.push(section);
    sectionIndexes.push(index);
  });
  // The page's own fields as they are: the preview shows them while they are typed.
  const text = (key: string) => (typeof page[key] === 'string' ? (page[key] as string) : '');
  return {
    page: {
      path: text('path') || '/',
      title: text('title'),
      description: text('description'),
      ...(text('numberPool') ? { numberPool: text('numberPool') } : {}),
      sections,
    },
    sectionIndexes,
  };
}

function draftSection(entry: unknown, config: SiteConfig): Section | undefined {
  if (!isPlainObject(entry) || entry.hidden === true) return undefined;
  if (entry.type === 'shared') {
    const { name, overrides = {} } = entry;
    return typeof name === 'string' && isPlainObject(overrides) ? sharedSection({ name, overrides }, config, 'lenient').section : undefined;
  }
  const section = readSectionDraft(entry);
  return section && !section.hidden ? fillPlaceholders(section, placeholderValues(config)) : undefined;
}

/** The settings of a draft, or undefined while they cannot be read (the preview then keeps what it showed). */
export const readSettingsDraft = (value: unknown): SiteConfig | undefined => readDraft(siteConfigSchema, value);

/** A section of any type (a shared one merged with its changes) as a draft has it, or undefined while it cannot be read. */
export const readSectionDraft = (value: unknown): Section | undefined => readDraft(sectionSchema, value);

/** zod's issues about what a value says, not about its shape: the value is read all the same. */
const contentIssues: ReadonlySet<string> = new Set(['too_small', 'too_big', 'invalid_format', 'not_multiple_of', 'custom', 'unrecognized_keys']);

/**
 * A value as zod reads it (texts trimmed, defaults filled in), for a draft being typed. What does
 * not have the schema's shape (a wrong kind of value, a required field missing, a section type
 * that does not exist, a choice that is not one) gives undefined. What has it but breaks a rule
 * of its content (a text still empty or too long, a list too short, an address half typed, a
 * button's href-or-action, a field no longer used) is read all the same, so that clearing a
 * heading to type a new one does not take its section off the preview; the problems list says
 * what is wrong.
 */
export function readDraft<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  // safeParse gives no value once a rule fails; the run it makes (zod's internals, its public
  // safeParse is this and a check of the issues) builds the value all the same.
  const result = schema._zod.run({ value, issues: [] }, { async: false });
  if (result instanceof Promise) return undefined;
  return result.issues.every((issue) => contentIssues.has(issue.code)) ? (result.value as T) : undefined;
}

const placeholderValues = (config: SiteConfig): PlaceholderValues => ({ phone: config.company.phoneDisplay });

/** The build's sections with their placeholders filled, per version of the settings: pages made from one another share their sections' objects. */
const filledSections = new WeakMap<SiteConfig, WeakMap<Section, Section>>();

function filled(section: Section, config: SiteConfig): Section {
  const known = filledSections.get(config) ?? new WeakMap<Section, Section>();
  filledSections.set(config, known);
  const result = known.get(section) ?? fillPlaceholders(section, placeholderValues(config));
  known.set(section, result);
  return result;
}

interface SharedSection {
  /** Undefined when it is hidden or cannot be resolved. */
  section: Section | undefined;
  /** Where in the page's entry (below "sections", index). */
  problems: PlainIssue[];
}

/**
 * The build's shared sections, per version of the settings (by object) and per entry: the same
 * name and changes resolve the same on every page, so a site of many pages parses each once.
 */
const resolvedShared = new WeakMap<SiteConfig, Map<string, SharedSection>>();

function sharedSection(entry: { name: string; overrides?: Record<string, unknown> }, config: SiteConfig, mode: 'strict' | 'lenient'): SharedSection {
  // A draft's changes are new at every keystroke: not worth keeping.
  if (mode === 'lenient') return resolveShared(entry, config, mode);
  const known = resolvedShared.get(config) ?? new Map<string, SharedSection>();
  resolvedShared.set(config, known);
  const key = `${entry.name}\n${JSON.stringify(entry.overrides ?? {})}`;
  const result = known.get(key) ?? resolveShared(entry, config, mode);
  known.set(key, result);
  return result;
}

function resolveShared(
  { name, overrides = {} }: { name: string; overrides?: Record<string, unknown> },
  config: SiteConfig,
  mode: 'strict' | 'lenient',
): SharedSection {
  const shared = Object.hasOwn(config.sharedSections, name) ? config.sharedSections[name] : undefined;
  if (!shared) {
    const names = Object.keys(config.sharedSections);
    const suggestion = closestMatch(name, names);
    const message = `there is no shared section called "${name}"${suggestion ? `: did you mean "${suggestion}"?` : '.'} The shared sections in the site settings are: ${names.join(', ')}`;
    return { section: undefined, problems: [{ path: ['name'], code: 'unknown-shared-section', message }] };
  }
  if ('type' in overrides) {
    const message = 'a shared section cannot become another kind of section on one page; use a section of its own instead';
    return { section: undefined, problems: [{ path: ['overrides', 'type'], code: 'shared-type-override', message }] };
  }
  const merged = { ...shared, ...overrides };
  if (mode === 'lenient') {
    const section = readSectionDraft(merged);
    return { section: section && !section.hidden ? fillPlaceholders(section, placeholderValues(config)) : undefined, problems: [] };
  }
  const parsed = sectionSchema.safeParse(merged);
  if (parsed.success) return { section: parsed.data.hidden ? undefined : fillPlaceholders(parsed.data, placeholderValues(config)), problems: [] };
  // Only problems in the changed fields belong to the page; the others are reported against the settings.
  const problems = plainIssues(parsed.error, sectionSchema, merged)
    .filter(({ path: [first] }) => typeof first === 'string' && first in overrides)
    .map((problem) => ({ ...problem, path: ['overrides', ...problem.path] }));
  return { section: undefined, problems };
}
