/** What every cross-file check gets: the files as read and parsed, and the list to report to. */
import type { LoadedProject } from '../load.ts';
import type { ParsedProject } from '../parse.ts';
import type { LoadedFile, ProblemList } from '../problems.ts';

export interface CheckContext {
  root: string;
  /** Launch mode: "must change before going live" problems are errors, not warnings. */
  strict: boolean;
  project: LoadedProject;
  parsed: ParsedProject;
  problems: ProblemList;
}

/** The settings file (if it is valid JSON) and every page file that is: each is checked even with other problems. */
export function readableFiles({ project, parsed }: CheckContext): LoadedFile[] {
  const settings = project.siteFile?.source.value !== undefined ? [project.siteFile] : [];
  return [...settings, ...parsed.readablePages];
}
