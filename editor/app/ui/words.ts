/** Small helpers that put things in words for the people who edit the site. */
import type { PageSummary } from '../../shared/api';
import { siteConfigFile } from '../../../schema/paths';

/** "25 Nov 2026, 14:05", in the person's own language and time zone. */
export const whenInWords = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A file by the name people know it by: "Home", "the site settings"; its path only when no page has it. */
export function fileInWords(file: string, pages: readonly PageSummary[]): string {
  if (file === siteConfigFile) return 'the site settings';
  return pages.find((page) => page.file === file)?.name ?? file;
}
