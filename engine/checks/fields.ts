/**
 * From an element of the rendered page back to the field that made it, so that a problem found
 * on the page leads to where it is fixed: the page file (or site.config.json), the section, and
 * the field in it.
 *
 * The section is known by place: <main> holds one element per rendered section, in order, and
 * the page's `sectionIndexes` say which entry of the file's `sections` each is (a hidden section
 * is not rendered; the editor's preview keeps an empty, hidden element where a section fails).
 * Inside a section, the field is found by the value the element shows: a photo by its file, a
 * link by where it goes (and its words), a heading by its text. The header, the footer and what a
 * section shows from the settings (the services, the roof types) are found in the settings. When
 * no value matches, the problem leads to the section (or to the menus, or the footer).
 */
import { isPlainObject, valueAt } from '../../schema/schemaReader.ts';
import type { JsonPath } from '../../schema/problems.ts';
import { toSiteSettings } from '../../schema/siteSettings.ts';
import { describePath } from '../content/browser-safe/describePath.ts';
import type { CheckedPage, CheckedSite, PageProblem } from './pageChecks.ts';

/** A field of a content file: the page's, or the settings'. */
export interface FieldRef {
  file: string;
  path: JsonPath;
}

/** Whether a text in the data is what an element shows; `parent` is the object or list it is in. */
export type Match = (text: string, parent: unknown) => boolean;

/** Where an element is on the page: in a section (its place among the rendered ones), or in the layout around them. */
export type Place = { kind: 'section'; rendered: number } | { kind: 'layout'; part: 'header' | 'footer' };

/** Text as a visitor reads it: runs of spaces and line breaks as one space. */
export const plainText = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The parts of the settings the layout and the sections show, where a field of the settings is looked for. */
const shownSettings = ['navigation', 'footer', 'company', 'services', 'roofTypes', 'integrations'] as const;

export class PageFields {
  readonly #sections: Element[];
  readonly #settings: unknown;

  constructor(
    readonly document: Document,
    readonly page: CheckedPage,
    readonly site: CheckedSite,
  ) {
    this.#sections = [...(document.querySelector('main')?.children ?? [])];
    this.#settings = toSiteSettings(site.config);
  }

  /** The section an element is in, or the part of the layout. */
  placeOf(element: Element): Place {
    const rendered = this.#sections.findIndex((section) => section.contains(element));
    if (rendered >= 0) return { kind: 'section', rendered };
    return { kind: 'layout', part: element.closest('footer') && !element.closest('main') ? 'footer' : 'header' };
  }

  /** The rendered section elements, in order. */
  get sectionElements(): readonly Element[] {
    return this.#sections;
  }

  /** The field of the section, or of the settings, that holds a value matching (the first match that finds one wins), else the place itself. */
  fieldOf(element: Element, matches: readonly Match[]): FieldRef {
    return this.fieldAt(this.placeOf(element), matches);
  }

  fieldAt(place: Place, matches: readonly Match[]): FieldRef {
    if (place.kind === 'section') {
      const section = this.page.page.sections[place.rendered];
      for (const match of matches) {
        const found = findPath(section, match);
        if (found) return this.sectionField(place.rendered, found);
      }
    }
    const inSettings = this.settingsField(matches);
    if (inSettings) return inSettings;
    if (place.kind === 'section') return this.sectionField(place.rendered, []);
    return { file: this.site.settingsFile, path: [place.part === 'footer' ? 'footer' : 'navigation'] };
  }

  /** The field of the settings whose text matches, in the parts the pages show. */
  settingsField(matches: readonly Match[]): FieldRef | undefined {
    for (const match of matches) {
      for (const key of shownSettings) {
        const found = findPath(valueAt(this.#settings, [key]), match);
        if (found) return { file: this.site.settingsFile, path: [key, ...found] };
      }
    }
    return undefined;
  }

  /**
   * A path inside the `rendered`-th section, as a field of a file: of the page, or for a shared
   * section of the settings, unless the page changes that field (its `overrides`).
   */
  sectionField(rendered: number, inSection: JsonPath): FieldRef {
    const index = this.page.sectionIndexes[rendered] ?? rendered;
    const entry = valueAt(this.page.value, ['sections', index]);
    if (isPlainObject(entry) && entry.type === 'shared' && typeof entry.name === 'string') {
      const [first] = inSection;
      const overrides = isPlainObject(entry.overrides) ? entry.overrides : {};
      if (typeof first === 'string' && Object.hasOwn(overrides, first)) return { file: this.page.file, path: ['sections', index, 'overrides', ...inSection] };
      if (inSection.length) return { file: this.site.settingsFile, path: ['sharedSections', entry.name, ...inSection] };
    }
    return { file: this.page.file, path: ['sections', index, ...inSection] };
  }

  /**
   * The photo field an <img> shows: the image whose file it is (in the editor's preview) or
   * whose built version it is (in a built page), with the file as the page names it.
   */
  photoOf(img: Element): { ref: FieldRef; src: string; decorative: boolean; sectionType: string } | undefined {
    const place = this.placeOf(img);
    if (place.kind !== 'section') return undefined;
    const shown = img.getAttribute('src') ?? '';
    const section = this.page.page.sections[place.rendered];
    const found = findObject(section, (object) => object.src === shown || (isPlainObject(object.picture) && object.picture.fallback === shown));
    if (!found || !section) return undefined;
    const image = valueAt(section, found) as { src: string; decorative?: boolean };
    return { ref: this.sectionField(place.rendered, found), src: image.src, decorative: image.decorative === true, sectionType: section.type };
  }

  /** The value at a field, read from the file it is in. */
  valueOf(ref: FieldRef): unknown {
    return valueAt(ref.file === this.page.file ? this.page.value : this.site.config, ref.path);
  }

  /** A problem at a field, named as the validator names places. */
  problem(ref: FieldRef, code: PageProblem['code'], message: string, severity: PageProblem['severity'] = 'error'): PageProblem {
    const data = ref.file === this.page.file ? this.page.value : this.site.config;
    return { severity, code, file: ref.file, ...describePath(data, ref.path, ref.file, this.site.config), path: ref.path, message };
  }
}

/** The path of the first text in `data` (depth first, in the data's order) that matches. The build's photo versions (`picture`) are not content. */
export function findPath(data: unknown, match: Match): JsonPath | undefined {
  const at: JsonPath = [];
  const visit = (value: unknown, parent: unknown): boolean => {
    if (typeof value === 'string') return match(value, parent);
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        at.push(index);
        if (visit(value[index], value)) return true;
        at.pop();
      }
    } else if (isPlainObject(value)) {
      for (const key of Object.keys(value)) {
        if (key === 'picture') continue;
        at.push(key);
        if (visit(value[key], value)) return true;
        at.pop();
      }
    }
    return false;
  };
  return visit(data, undefined) ? [...at] : undefined;
}

/** The path of the first object in `data` that `test` accepts. */
function findObject(data: unknown, test: (object: Record<string, unknown>) => boolean): JsonPath | undefined {
  const at: JsonPath = [];
  const visit = (value: unknown): boolean => {
    if (isPlainObject(value) && test(value)) return true;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : isPlainObject(value)
        ? Object.entries(value)
        : [];
    for (const [key, item] of entries) {
      at.push(key);
      if (visit(item)) return true;
      at.pop();
    }
    return false;
  };
  return visit(data) ? [...at] : undefined;
}

/** Matches a text equal to `wanted` (as a visitor reads both). */
export const equalTo =
  (wanted: string): Match =>
  (text) =>
    wanted !== '' && plainText(text) === wanted;

/** Matches a text equal to `wanted` whose object also holds a text equal to `beside` (a link's address beside its words). */
export const equalBeside =
  (wanted: string, beside: string): Match =>
  (text, parent) =>
    wanted !== '' &&
    text === wanted &&
    isPlainObject(parent) &&
    Object.values(parent).some((other) => typeof other === 'string' && plainText(other) === beside);

/** Matches a text of a few words or more that the element's words contain (a paragraph with a link or a highlight in it). */
export const containedIn =
  (shown: string): Match =>
  (text) => {
    const plain = plainText(text);
    return plain.length >= 12 && shown.includes(plain);
  };

/** What a visitor (or a screen reader) reads for an element: its label, else its words, else a photo's description. */
export function accessibleText(element: Element): string {
  return (
    plainText(element.getAttribute('aria-label')) ||
    plainText(element.textContent) ||
    plainText(element.querySelector('img')?.getAttribute('alt')) ||
    plainText(element.getAttribute('title'))
  );
}

/** A short quotation of a text for a sentence: its start, cut at a word. */
export function quoted(text: string, length = 48): string {
  const plain = plainText(text);
  if (plain.length <= length) return `“${plain}”`;
  const cut = plain.slice(0, length);
  return `“${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : length)}…”`;
}

/** A photo's file name, the one file name a problem may show: "/images/roof.jpg" → "roof.jpg". */
export const fileName = (src: string) => src.slice(src.lastIndexOf('/') + 1);
