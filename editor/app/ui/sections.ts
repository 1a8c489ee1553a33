/** A page's sections as the editor handles them: read, changed as a whole, and named. */
import { sectionKinds } from './schemas';

export type Section = Record<string, unknown> & { type?: string; heading?: string; hidden?: boolean; name?: string; overrides?: unknown };

/** The page's `sections`, or none while the value has no list there. */
export const sectionsOf = (page: unknown): Section[] => {
  const sections = (page as { sections?: unknown } | undefined)?.sections;
  return Array.isArray(sections) ? (sections as Section[]) : [];
};

/** The page with its sections changed by `update`. */
export const withSections = (page: unknown, update: (sections: Section[]) => Section[]): unknown => ({
  ...(page as object),
  sections: update(sectionsOf(page)),
});

/** "Cards: Our Services", or "Shared: testimonials (What Kentucky Property Owners Say)" with the heading it shows. */
export function sectionName(section: Section, settings: unknown): string {
  if (section.type === 'shared') {
    const shared = (settings as { sharedSections?: Record<string, Section> } | undefined)?.sharedSections?.[String(section.name)];
    const heading = (section.overrides as Section | undefined)?.heading ?? shared?.heading;
    return `Shared: ${String(section.name)}${heading ? ` (${heading})` : ''}`;
  }
  const kind = sectionKinds.find((k) => k.type === section.type)?.title ?? String(section.type);
  return section.heading ? `${kind}: ${section.heading}` : kind;
}
