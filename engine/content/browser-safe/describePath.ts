/**
 * How a problem names where it is, besides its path of keys: the section it is in and the field
 * inside that section. The validator (../problems.ts) and the page checks (engine/checks/) name
 * places alike, so `npm run validate` and `npm run check:pages` print them the same way.
 */
import type { JsonPath } from '../../../schema/problems.ts';
import { valueAt } from '../../../schema/schemaReader.ts';

/** Splits a path in a file whose value is `data` into the section it is in and the field inside that section. */
export function describePath(data: unknown, where: JsonPath): { section: string; field: string } {
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

/** ['items', 1, 'title'] → "items[1].title". */
export function formatPath(p: JsonPath): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}
