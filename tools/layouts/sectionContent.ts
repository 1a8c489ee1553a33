/**
 * Content for the layout checker (tools/checkLayouts.ts), made from the schemas themselves: a
 * fast-check arbitrary for every section type, walked from its JSON Schema (schema/page.schema.json,
 * which `npm run schema` makes from the zod schemas), so a new field or a new limit is covered
 * without a line here. Values are valid for the validator: links point at the site's pages,
 * photos are files in images/, names are ones the settings define.
 *
 * Cases sit at the edges the schema allows: the fewest items and one-word texts with every
 * optional field left out; the most items and the longest texts with every field given; every
 * count of a grid's items (schema/grids.ts); every value of a section's choices (tone, columns);
 * and random content in between. Each is drawn from a seed, so `--seed N` makes the same cases.
 */
import fc from 'fast-check';
import pageSchema from '../../schema/page.schema.json' with { type: 'json' };
import { type Grid, type GridChoice, type GridName, gridLimits, grids } from '../../schema/grids';
import { isPlainObject, type JsonSchema } from '../../schema/schemaReader';

/** How a case picks lengths: the schema's minimum, its maximum, or anything between. */
export type Edge = 'fewest' | 'most' | 'random';

/** What generated values may point at: the site's pages, its photos, the names its settings define. */
export interface ContentWorld {
  pagePaths: string[];
  /** The photos wide enough for the slot a section type shows them in. */
  imagesFor: (sectionType: string) => string[];
  /** The names at a place in the settings (`x-names-from`), such as company.openingHours. */
  namesFrom: (place: string) => string[];
}

/**
 * Where a schema gives no limit, the longest text and list a case writes: a layout holds any
 * paragraph (it wraps) and any list (it grows), so these are long enough to show it, no more.
 */
export const uncapped = { line: 120, paragraph: 700, list: 8 } as const;

export interface LayoutCase {
  /** "stats/most", "cards/items-5", "features/columns-2-items-3", "hero/tone-dark", "hero/random-3". */
  id: string;
  type: string;
  section: Record<string, unknown>;
}

/** The world as one section type sees it: the photos its slot takes. */
type SectionWorld = ContentWorld & { images: string[] };

const sectionNodes: JsonSchema[] = (pageSchema as unknown as JsonSchema).properties!.sections!.items!.oneOf!.filter(
  (node) => typeof node.properties?.type?.const === 'string' && node.properties.type.const !== 'shared',
);

/** Every section type the schema knows, in its order. */
export const sectionTypeNames: string[] = sectionNodes.map((node) => String(node.properties!.type!.const));

const nodeOfType = (type: string): JsonSchema => {
  const node = sectionNodes.find((candidate) => candidate.properties?.type?.const === type);
  if (!node) throw new Error(`No section type "${type}". Known: ${sectionTypeNames.join(', ')}`);
  return node;
};

/**
 * Words as the site's editors write them, of every length a heading or a paragraph meets: short
 * ones, long ones ("Weatherproofing", "Responsibilities"), joined ones ("Manufacturer-Certified"),
 * and figures that must stay whole ("Same-Day", "24/7", "$2,000+").
 */
const words = `
A We Our Roof Roofs Leak Crew Same-Day 24/7 $2,000+ 10-15 500+ 19 TPO EPDM Fast Honest Storm Hail Damage Repair Repairs Flashing Drainage
Coating Systems Warranty Inspection Maintenance Restoration Replacement Commercial Industrial Warehouses Kentucky Louisville Professional
Certified Thermoplastic Weatherproofing Responsibilities Recommendations Manufacturer-Certified Fully-Adhered Long-Term every building
property owners managers across state before small problems become expensive ones with clear written estimates and no pressure of the to
your membrane seams insulation decking photographed documented scheduled emergency response
`
  .trim()
  .split(/\s+/);

/** Words only longer texts meet: an e-mail address and a long link, which may break only at their punctuation. */
const addresses = ['office@bluegrasscommercialroofing.com', 'https://www.bluegrasscommercialroofing.com/services/repairs'] as const;

/**
 * Words joined to exactly `length` characters, starting with a capital. The last word is one of
 * the length left, or a word cut to it; a piece of one or two letters joins the word before it,
 * as a text never ends in a stray letter.
 */
function textOfLength(picked: readonly string[], length: number): string {
  const chosen: string[] = [];
  let used = -1;
  // Each word that fits, going round the words drawn; a word too long for what is left is passed over.
  for (let i = 0, misses = 0; misses < picked.length && used + 4 <= length; i++) {
    const word = picked[i % picked.length]!;
    if (used + 1 + word.length > length) {
      misses++;
      continue;
    }
    chosen.push(word);
    used += 1 + word.length;
    misses = 0;
  }
  const left = length - used - 1;
  // An address cut short would be a word with nowhere to break: the last word is always a word.
  if (left >= 3) chosen.push(words.find((word) => word.length === left) ?? (words.find((word) => word.length > left) ?? 'e'.repeat(left)).slice(0, left));
  else if (left > -1 && chosen.length) chosen.push(`${chosen.pop()}${'s'.repeat(left + 1)}`);
  const text = chosen.join(' ').padEnd(length, 's');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every word with a capital, as headings and labels are written: capitals are the widest letters. */
const titleCase = (text: string) => text.replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());

function textArbitrary(node: JsonSchema, edge: Edge): fc.Arbitrary<string> {
  const multiline = node['x-widget'] === 'textarea';
  const min = Math.max(node.minLength ?? 0, 1);
  const max = node.maxLength ?? (multiline ? uncapped.paragraph : uncapped.line);
  const vocabulary = multiline ? [...words, ...addresses] : words;
  // One word at the fewest: the shortest text a person writes. Words are drawn so that the
  // longest possible text always has enough of them.
  const oneWord = fc.constantFrom(...words.filter((word) => word.length >= min && word.length <= max));
  const capitalised = oneWord.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  if (edge === 'fewest') return capitalised;
  const ofLength = (length: fc.Arbitrary<number>) =>
    fc
      .tuple(length, fc.array(fc.constantFrom(...vocabulary), { minLength: Math.ceil(max / 2) + 1, maxLength: Math.ceil(max / 2) + 1 }))
      .map(([chosen, picked]) => (multiline ? textOfLength(picked, chosen) : titleCase(textOfLength(picked, chosen))));
  if (edge === 'most') return ofLength(fc.constant(max));
  return fc.oneof(ofLength(fc.integer({ min, max })), ofLength(fc.constant(max)), capitalised);
}

function stringArbitrary(node: JsonSchema, world: SectionWorld, edge: Edge): fc.Arbitrary<string> {
  if (node['x-names-from']) return fc.constantFrom(...world.namesFrom(node['x-names-from']));
  if (node['x-link']) {
    const outside = node['x-link'] === 'any' ? ['https://www.example.com/roofing-guide', 'mailto:office@example.com', 'tel:+15025550142'] : [];
    return fc.constantFrom(...world.pagePaths, ...outside);
  }
  if (node.pattern?.startsWith('^\\/images\\/')) return fc.constantFrom(...world.images);
  if (node.pattern) {
    const pattern = new RegExp(node.pattern);
    return fc.stringMatching(pattern, { size: 'small' }).filter((text) => text.length >= (node.minLength ?? 0) && text.length <= (node.maxLength ?? 40));
  }
  return textArbitrary(node, edge);
}

function listArbitrary(node: JsonSchema, world: SectionWorld, edge: Edge, count: number | undefined): fc.Arbitrary<unknown[]> {
  const min = node.minItems ?? 0;
  const max = node.maxItems ?? Math.max(min, uncapped.list);
  const item = valueArbitrary(node.items!, world, edge);
  if (count !== undefined) return fc.array(item, { minLength: count, maxLength: count });
  if (edge === 'fewest') return fc.array(item, { minLength: Math.max(min, 1), maxLength: Math.max(min, 1) });
  if (edge === 'most') return fc.array(item, { minLength: max, maxLength: max });
  return fc.array(item, { minLength: min, maxLength: max });
}

/** Which fields of an object a case gives: the required ones, then each optional one by the edge. */
function objectArbitrary(node: JsonSchema, world: SectionWorld, edge: Edge, fixed: Record<string, unknown>, counts: Record<string, number>) {
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  // Fields of which exactly one is given (a button's link or action): the case picks one.
  const exclusive = node.oneOf?.map((rule) => rule.required?.[0]).filter((key): key is string => Boolean(key)) ?? [];
  // Fields one of which is needed (a photo's alt text or "decorative").
  const needed = node.anyOf?.map((rule) => rule.required?.[0]).filter((key): key is string => Boolean(key)) ?? [];
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(properties)) {
    // Not content: the anchor name and "hidden" (a hidden section is not on the page at all).
    if (key === '$schema' || field['x-advanced']) continue;
    if (exclusive.includes(key) || (needed.includes(key) && key !== needed[0])) continue;
    if (field['x-widget'] === 'image' && world.images.length === 0) continue;
    const value = key in fixed ? fc.constant(fixed[key]) : valueArbitrary(field, world, edge, counts[key]);
    const always = required.has(key) || key in fixed || key in counts || key === needed[0];
    fields[key] = always ? value : edge === 'fewest' ? fc.constant(undefined) : edge === 'most' ? value : fc.option(value, { nil: undefined });
  }
  const choice = exclusive.length
    ? fc.constantFrom(...exclusive).chain((key) => valueArbitrary(properties[key]!, world, edge).map((value) => ({ [key]: value })))
    : fc.constant({});
  return fc.tuple(fc.record(fields), choice).map(([values, chosen]) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of Object.entries({ ...values, ...chosen })) if (value !== undefined) object[key] = value;
    return object;
  });
}

function valueArbitrary(node: JsonSchema, world: SectionWorld, edge: Edge, count?: number): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const options = node.anyOf ?? node.oneOf;
  if (options?.every((option) => option.const !== undefined)) return fc.constantFrom(...options.map((option) => option.const));
  switch (node.type) {
    case 'string':
      return stringArbitrary(node, world, edge);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = node.minimum ?? 0;
      const max = node.maximum ?? min + 100;
      return edge === 'fewest' ? fc.constant(min) : edge === 'most' ? fc.constant(max) : fc.integer({ min, max });
    }
    case 'array':
      return listArbitrary(node, world, edge, count);
    case 'object':
      return objectArbitrary(node, world, edge, {}, {});
    default:
      throw new Error(`The layout checker cannot make content for ${JSON.stringify(node).slice(0, 120)}`);
  }
}

/** What a section needs beyond its schema, which the validator or the block reads: a highlight taken from the headline, unique review names. */
function finish(section: Record<string, unknown>): Record<string, unknown> {
  if (typeof section.highlight === 'string' && typeof section.heading === 'string') {
    const headingWords = section.heading.split(' ');
    section.highlight = headingWords.slice(Math.floor(headingWords.length / 2)).join(' ');
  }
  if (section.type === 'testimonials' && Array.isArray(section.items)) {
    section.items = section.items.map((item, index) => (isPlainObject(item) ? { ...item, id: `review-${index + 1}` } : item));
  }
  return section;
}

/** One section of `type`, at `edge`, with `fixed` fields and lists of `counts` items, drawn from `seed`. */
export function sectionCase(
  type: string,
  world: ContentWorld,
  seed: number,
  edge: Edge,
  fixed: Record<string, unknown> = {},
  counts: Record<string, number> = {},
) {
  const arbitrary = objectArbitrary(nodeOfType(type), { ...world, images: world.imagesFor(type) }, edge, fixed, counts);
  const [section] = fc.sample(arbitrary, { seed, numRuns: 1 });
  return finish(section as Record<string, unknown>);
}

/** The fields of a section type that choose among a few values (tone, columns): each value is a case. */
function choiceFields(node: JsonSchema): [string, unknown[]][] {
  return Object.entries(node.properties ?? {}).flatMap(([key, field]): [string, unknown[]][] => {
    // An icon is a choice that changes no layout: random cases cover the icons.
    if (field['x-widget'] === 'icon') return [];
    if (field.enum) return [[key, [...field.enum]]];
    const options = field.anyOf ?? field.oneOf;
    if (options?.length && options.every((option) => option.const !== undefined)) return [[key, options.map((option) => option.const)]];
    return [];
  });
}

/**
 * The lists of a section type laid out as grids (`x-grid`, schema/grids.ts), with their limits; a
 * grid chosen by another field of the section (the features' columns) once for each value.
 */
function gridLists(node: JsonSchema): { key: string; fixed: Record<string, unknown>; min: number; max: number }[] {
  return Object.entries(node.properties ?? {}).flatMap(([key, field]) => {
    const name = field['x-grid'] as GridName | undefined;
    if (!name) return [];
    const entry: Grid | GridChoice = grids[name];
    if ('by' in entry) return Object.entries(entry.grids).map(([value, grid]) => ({ key, fixed: { [entry.by]: Number(value) }, ...gridLimits(grid) }));
    return [{ key, fixed: {}, ...gridLimits(entry as Grid) }];
  });
}

/** A number from a seed and a name, so that each case has a seed of its own that replays it. */
export function caseSeed(seed: number, id: string): number {
  let hash = seed | 0;
  for (const char of id) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * The cases of one section type: the fewest and the most, every count of each grid (with each
 * of the section's choices that picks a grid), every value of each choice, and `randomRuns`
 * random ones.
 */
export function casesOfType(type: string, world: ContentWorld, seed: number, randomRuns: number): LayoutCase[] {
  const node = nodeOfType(type);
  const cases: LayoutCase[] = [];
  const add = (id: string, edge: Edge, fixed?: Record<string, unknown>, counts?: Record<string, number>) =>
    cases.push({ id: `${type}/${id}`, type, section: sectionCase(type, world, caseSeed(seed, `${type}/${id}`), edge, fixed, counts) });
  add('fewest', 'fewest');
  add('most', 'most');
  for (const [key, values] of choiceFields(node)) for (const value of values) add(`${key}-${String(value)}`, 'random', { [key]: value });
  for (const { key, fixed, min, max } of gridLists(node)) {
    for (let count = min; count <= max; count++) {
      add([...Object.entries(fixed).map(([field, value]) => `${field}-${String(value)}`), `${key}-${count}`].join('-'), 'random', fixed, { [key]: count });
    }
  }
  for (let run = 1; run <= randomRuns; run++) add(`random-${run}`, 'random');
  return cases;
}
