/**
 * Steps 1 and 2 of validation for one file: its text read (jsonSource.ts) and parsed with its zod
 * schema (schema/site.ts for the settings, schema/page.ts for a page), and, in one walk of its
 * value, what the checks that span files need to know of it: its path, its photos, opening
 * hours, placeholders and sample reviews (crossFileRules/). All of it follows from the file's text
 * alone, so the validator (siteValidator.ts) keeps it per file and text, and works it out again
 * only for a file whose text changed.
 */
import { z } from 'zod';
import { type PageDefinition, page as pageSchema, type ResolvedPage } from '../../schema/page.ts';
import { placeholdersIn } from '../../schema/placeholders.ts';
import { isPlainObject, valueAt } from '../../schema/schemaReader.ts';
import { pageSection } from '../../schema/section.ts';
import { type SiteConfig, siteConfig as siteConfigSchema } from '../../schema/site.ts';
import { type PlainIssue, plainIssues } from './browser-safe/plainMessages.ts';
import { type JsonPath, readJsonSource } from './jsonSource.ts';
import { type FoundLink, linksInPage, linksInSettings, sharedSectionType } from './fileLinks.ts';
import { type LoadedFile, type Problem, ProblemList } from './problemList.ts';

/** A value found at `at` in a file. */
export interface Found<T> {
  at: JsonPath;
  value: T;
}

export interface ContentFile extends LoadedFile {
  kind: 'settings' | 'page';
  /** The page as its schema reads it; undefined when the file has problems of its own. */
  page?: PageDefinition;
  /** The settings as their schema reads them; undefined when the file has problems of its own. */
  config?: SiteConfig;
  /** The file's own problems: its JSON syntax, then its schema's. */
  problems: Problem[];
  /** The page's path, read even from a file that is not valid JSON. */
  path: string | undefined;
  /** The names of the shared sections a page uses (its `overrides` are fields of their types). */
  sharedNames: string[];
  /** Every `image` group of fields, in the order of the file. */
  images: Found<Record<string, unknown>>[];
  /** Every `hours` text: the name of a set of opening hours. */
  hours: Found<string>[];
  /** Every text with a `{word}` in it, and its words. */
  placeholders: Found<string[]>[];
  /** Every `"placeholder": true` (a sample review). */
  sampleReviews: JsonPath[];
  /** Kept by the validator: the links, for the types of the shared sections they were read with. */
  links?: { key: string; found: FoundLink[] };
  /** Kept by the validator: the page resolved with one version of the settings, and the problems resolving it found. */
  resolved?: { config: SiteConfig | undefined; page: ResolvedPage; problems: PlainIssue[] };
}

/**
 * What a validation works out from a file alone, as JSON: its parse, its own problems, the facts
 * the checks that span files read, and its links (kept with the types of the shared sections they
 * were read with: `linksOf` reads them again for others). All of it follows from the file's name,
 * kind and text and the code, so it can be kept between processes under their hash (the build
 * keeps it in its cache: engine/build/contentFileStore.ts), and a file parsed again only when
 * one of them changed. The page resolved with the settings is not kept: resolving it again is
 * cheaper than reading it, each shared section being resolved once for all pages.
 */
export type KeptContentFile = Omit<ContentFile, 'file' | 'source' | 'resolved'>;

export function keptOf({ file: _file, source: _source, resolved: _resolved, ...kept }: ContentFile): KeptContentFile {
  return kept;
}

/** The file again from its text and what was kept of it. */
export function fromKept(file: string, text: string, kept: KeptContentFile): ContentFile {
  return { ...kept, file, source: readJsonSource(text) };
}

/** Reads a page that passes its schema as the schema reads it; undefined for one that does not. */
export type PageReader = (value: unknown) => PageDefinition | undefined;

export function readContentFile(file: string, text: string, kind: ContentFile['kind'], readPage?: PageReader): ContentFile {
  const source = readJsonSource(text);
  const loaded = { file, source };
  const problems = new ProblemList();
  let parsed: PageDefinition | SiteConfig | undefined;
  // At most ten syntax errors: the rest usually follow from the first.
  for (const { position, message } of source.syntaxErrors.slice(0, 10)) {
    problems.addToFile(file, 'json-syntax', `the file is not valid JSON: ${message}`, position);
  }
  if (source.syntaxErrors.length === 0) {
    if (kind === 'settings') parsed = parseWith(siteConfigSchema, loaded, problems);
    else parsed = readPage?.(source.value) ?? parseWith(pageSchema, loaded, problems);
  }
  const value = source.value;
  const declaredPath = value === undefined ? source.textAt(['path']) : valueAt(value, ['path']);
  const sections = valueAt(value, ['sections']);
  return {
    ...loaded,
    kind,
    ...(kind === 'page' ? { page: parsed as PageDefinition | undefined } : { config: parsed as SiteConfig | undefined }),
    problems: problems.problems,
    path: kind === 'page' && typeof declaredPath === 'string' ? declaredPath : undefined,
    sharedNames: Array.isArray(sections)
      ? sections.flatMap((entry) => (isPlainObject(entry) && entry.type === 'shared' && typeof entry.name === 'string' ? [entry.name] : []))
      : [],
    ...factsOf(value),
  };
}

/**
 * A page reader for one validation. Pages made from one another (pages of places cloned from a
 * service page) share most of their sections: it parses each text of a section once, with the
 * page's own schema in which the list of sections reads each through what it knows (its rules
 * kept: at least one section). A page that does not pass gives undefined, and is parsed again
 * as a whole for its problems, in zod's words and order.
 */
export function pageReader(): PageReader {
  const known = new Map<string, PageDefinition['sections'][number] | undefined>();
  const section = z.unknown().transform((value, context) => {
    const key = JSON.stringify(value);
    if (!known.has(key)) {
      const parsed = pageSection.safeParse(value);
      known.set(key, parsed.success ? parsed.data : undefined);
    }
    const parsed = known.get(key);
    if (!parsed) context.addIssue({ code: 'custom', message: 'this section does not pass its schema' });
    return parsed;
  });
  const sections = pageSchema.shape.sections;
  // extend() refuses a schema with refinements of its own, which this reading would leave out.
  const page = pageSchema.extend({ sections: sections.clone({ ...sections._zod.def, element: section } as never) });
  return (value) => page.safeParse(value).data as PageDefinition | undefined;
}

function parseWith<T>(schema: z.ZodType<T>, loaded: LoadedFile, problems: ProblemList): T | undefined {
  const parsed = schema.safeParse(loaded.source.value);
  if (parsed.success) return parsed.data;
  for (const { path, code, message } of plainIssues(parsed.error, schema, loaded.source.value)) problems.add(loaded, path, code, message);
  return undefined;
}

type Facts = Pick<ContentFile, 'images' | 'hours' | 'placeholders' | 'sampleReviews'>;

/** One walk of the value, every field in the order of the file, its path kept on one stack and copied only where a fact is found. */
function factsOf(value: unknown): Facts {
  const facts: Facts = { images: [], hours: [], placeholders: [], sampleReviews: [] };
  const at: JsonPath = [];
  const fieldsOf = (node: unknown) => {
    if (Array.isArray(node)) for (let index = 0; index < node.length; index++) visit(index, node[index]);
    else if (node !== null && typeof node === 'object') for (const name in node) visit(name, (node as Record<string, unknown>)[name]);
  };
  const visit = (key: string | number, field: unknown) => {
    at.push(key);
    if (typeof field === 'string') {
      if (key === 'hours') facts.hours.push({ at: [...at], value: field });
      if (field.includes('{')) {
        const names = placeholdersIn(field);
        if (names.length > 0) facts.placeholders.push({ at: [...at], value: names });
      }
    } else if (field === true && key === 'placeholder') facts.sampleReviews.push([...at]);
    else if (isPlainObject(field) && key === 'image') facts.images.push({ at: [...at], value: field });
    fieldsOf(field);
    at.pop();
  };
  fieldsOf(value);
  return facts;
}

/**
 * The links in a file, read with the schemas (fileLinks.ts). A page's changes to a shared section
 * are fields of the shared section's type, which the settings give: the links are read again only
 * when the type of a shared section the page uses changes.
 */
export function linksOf(file: ContentFile, settings: ContentFile | undefined): FoundLink[] {
  const settingsValue = settings?.source.value;
  const key = file.kind === 'settings' ? '' : file.sharedNames.map((name) => sharedSectionType(settingsValue, name) ?? '').join('\n');
  if (file.links?.key !== key) {
    const found = file.kind === 'settings' ? linksInSettings(file.source.value) : linksInPage(file.source.value, settingsValue);
    file.links = { key, found };
  }
  return file.links.found;
}
