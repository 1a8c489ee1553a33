/**
 * Step 2 of validation: each file on its own, against its zod schema (schema/site.ts for the
 * settings, schema/page.ts for a page). Problems are worded for people by plainMessages.ts.
 */
import type { z } from 'zod';
import { type PageDefinition, page as pageSchema } from '../../schema/page.ts';
import { type SiteConfig, siteConfig as siteConfigSchema } from '../../schema/site.ts';
import type { LoadedProject } from './load.ts';
import { plainIssue } from './plainMessages.ts';
import type { LoadedFile, ProblemList } from './problems.ts';

export interface ParsedPage {
  loaded: LoadedFile;
  page: PageDefinition;
}

export interface ParsedProject {
  /** Undefined when the settings file is missing or has problems of its own. */
  config: SiteConfig | undefined;
  /** The pages that passed their schema. */
  pages: ParsedPage[];
  /** Every page file that is valid JSON, even one with other problems: later checks read them too. */
  readablePages: LoadedFile[];
}

export function parseProject({ configFile, siteFile, pageFiles }: LoadedProject, problems: ProblemList): ParsedProject {
  let config: SiteConfig | undefined;
  if (!siteFile) problems.addToFile(configFile, 'file-missing', 'the site settings file is missing');
  else if (syntaxOk(siteFile, problems)) config = parseWith(siteConfigSchema, siteFile, problems);

  const pages: ParsedPage[] = [];
  for (const loaded of pageFiles) {
    if (!syntaxOk(loaded, problems)) continue;
    const page = parseWith(pageSchema, loaded, problems);
    if (page) pages.push({ loaded, page });
  }
  return { config, pages, readablePages: pageFiles.filter((loaded) => loaded.source.value !== undefined) };
}

function parseWith<T>(schema: z.ZodType<T>, loaded: LoadedFile, problems: ProblemList): T | undefined {
  const parsed = schema.safeParse(loaded.source.value);
  if (parsed.success) return parsed.data;
  reportZodIssues(problems, loaded, parsed.error, schema, loaded.source.value);
  return undefined;
}

/** zod's issues in plain words, at their place in the file (below `prefix`). */
export function reportZodIssues(
  problems: ProblemList,
  loaded: LoadedFile,
  error: z.ZodError,
  schema: z.core.$ZodType,
  data: unknown,
  prefix: (string | number)[] = [],
  keep: (path: (string | number)[]) => boolean = () => true,
): void {
  for (const issue of error.issues) {
    for (const plain of plainIssue(issue, schema, data)) {
      if (keep(plain.path)) problems.add(loaded, [...prefix, ...plain.path], plain.code, plain.message);
    }
  }
}

/** Reports a file's JSON syntax errors (at most ten: the rest usually follow from the first). */
function syntaxOk(loaded: LoadedFile, problems: ProblemList): boolean {
  for (const { position, message } of loaded.source.syntaxErrors.slice(0, 10)) {
    problems.addToFile(loaded.file, 'json-syntax', `the file is not valid JSON: ${message}`, position);
  }
  return loaded.source.syntaxErrors.length === 0;
}
