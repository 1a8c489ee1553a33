/**
 * Step 3: the pages as they will render, and the settings as the browser gets them. Shared
 * sections are looked up and merged with their overrides, hidden sections dropped, and
 * placeholders such as {phone} filled in (schema/placeholders.ts), so blocks receive final text.
 * What cannot be resolved (an unknown shared section, a bad override) is reported here.
 */
import type { ResolvedPage } from '../../schema/page.ts';
import { fillPlaceholders } from '../../schema/placeholders.ts';
import { type Section, type SharedSectionReference, section as sectionSchema, sharedSectionReference } from '../../schema/section.ts';
import type { SiteConfig, SiteSettings } from '../../schema/site.ts';
import { toSiteSettings } from '../../schema/siteSettings.ts';
import { closestMatch } from './didYouMean.ts';
import { siteConfigFile } from './load.ts';
import type { ParsedProject } from './parse.ts';
import { reportZodIssues } from './parse.ts';
import { valueAt } from '../../schema/schemaReader.ts';
import type { LoadedFile, ProblemList } from './problems.ts';

export interface ResolvedProject {
  /** Undefined when the settings could not be read. */
  site: SiteSettings | undefined;
  pages: ResolvedPage[];
}

export function resolveProject({ config, pages, readablePages }: ParsedProject, problems: ProblemList): ResolvedProject {
  const site = config ? toSiteSettings(config) : undefined;
  const placeholderValues = config ? { phone: config.company.phoneDisplay } : undefined;
  const resolved: ResolvedPage[] = [];
  for (const { loaded, page } of pages) {
    const sections: Section[] = [];
    page.sections.forEach((entry, index) => {
      if (entry.hidden) return;
      const section = entry.type === 'shared' ? resolveShared(config, loaded, entry, index, problems) : entry;
      if (section) sections.push(placeholderValues ? fillPlaceholders(section, placeholderValues) : section);
    });
    const { $schema: _schema, sections: _definitions, ...meta } = page;
    resolved.push({ ...meta, sections });
  }
  // A page with problems of its own still has its shared sections checked, so every mistake shows at once.
  for (const loaded of readablePages) {
    if (pages.some((p) => p.loaded === loaded)) continue;
    const entries = valueAt(loaded.source.value, ['sections']);
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      const reference = sharedSectionReference.safeParse(entry);
      if (reference.success && !reference.data.hidden) resolveShared(config, loaded, reference.data, index, problems);
    });
  }
  return { site, pages: resolved.sort((a, b) => a.path.localeCompare(b.path)) };
}

function resolveShared(
  config: SiteConfig | undefined,
  loaded: LoadedFile,
  entry: SharedSectionReference,
  index: number,
  problems: ProblemList,
): Section | undefined {
  if (!config) return undefined; // The settings file has its own problems, already reported.
  const shared = Object.hasOwn(config.sharedSections, entry.name) ? config.sharedSections[entry.name] : undefined;
  if (!shared) {
    const names = Object.keys(config.sharedSections);
    const suggestion = closestMatch(entry.name, names);
    problems.add(
      loaded,
      ['sections', index, 'name'],
      'unknown-shared-section',
      `there is no shared section called "${entry.name}"${suggestion ? `: did you mean "${suggestion}"?` : '.'} The shared sections in ${siteConfigFile} are: ${names.join(', ')}`,
    );
    return undefined;
  }
  const overrides = entry.overrides ?? {};
  if ('type' in overrides) {
    problems.add(
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
    // Only problems in the overridden fields belong to this page; the others were reported
    // against site.config.json already.
    reportZodIssues(
      problems,
      loaded,
      parsed.error,
      sectionSchema,
      merged,
      ['sections', index, 'overrides'],
      ([first]) => typeof first === 'string' && first in overrides,
    );
    return undefined;
  }
  return parsed.data.hidden ? undefined : parsed.data;
}
