/** What every check that spans files gets: each file as read and parsed (contentFile.ts), and the list to report to. */
import type { SiteConfig } from '../../../schema/site.ts';
import type { ContentFile } from '../contentFile.ts';
import type { ProblemList } from '../problemList.ts';

export interface CheckContext {
  root: string;
  /** Launch mode: "must change before going live" problems are errors, not warnings. */
  strict: boolean;
  /** The settings file; undefined when it does not exist. */
  settings: ContentFile | undefined;
  /** The settings as their schema reads them; undefined when the file is missing or has problems of its own. */
  config: SiteConfig | undefined;
  /** Every page file, in the order of their names. */
  pages: ContentFile[];
  problems: ProblemList;
}

/** The settings file (if it is valid JSON) and every page file that is: each is checked even with other problems. */
export function readableFiles({ settings, pages }: CheckContext): ContentFile[] {
  return [settings, ...pages].filter((file): file is ContentFile => file?.source.value !== undefined);
}

/** The page files that are valid JSON. */
export const readablePages = ({ pages }: CheckContext) => pages.filter((file) => file.source.value !== undefined);
