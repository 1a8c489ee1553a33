/**
 * Placeholders editors may write in visible text, like "Call {phone}". The content pipeline
 * (engine/content/resolve.ts) fills them in once, so blocks receive final text; the section
 * catalogue and the page editor's preview fill examples and drafts the same way.
 *
 * Browser-safe on purpose (no zod, no node:), like schema/paths.ts.
 */

/** Fields whose values are settings, names or addresses, never text a visitor reads. */
export const nonTextFields: ReadonlySet<string> = new Set([
  '$schema',
  'type',
  'id',
  'name',
  'path',
  'href',
  'src',
  'icon',
  'action',
  'variant',
  'color',
  'tone',
  'list',
  'hours',
  'embedId',
  'numberPool',
  'businessType',
  'siteUrl',
  'email',
  'phoneDial',
  'phoneDisplay',
]);

/** A field holds text a visitor reads, unless its name says it is a setting (like `privacyHref` or `formUrl`). */
export function isTextField(key: string): boolean {
  return !nonTextFields.has(key) && !/(Href|Url)$/.test(key);
}

/**
 * The placeholders there are, and where each may be used. `{year}` is filled in the browser,
 * so the copyright line is current whatever year the site was built in.
 */
export const placeholderNames = ['phone', 'year'] as const;
export type PlaceholderName = (typeof placeholderNames)[number];

/** Every `{word}` in a text, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{([A-Za-z][\w-]*)\}/g)].map((match) => match[1]!);
}

export interface PlaceholderValues {
  phone: string;
}

/** `value` with `{phone}` filled in every text field, at any depth: what changes is copied, the rest is the same objects. */
export function fillPlaceholders<T>(value: T, values: PlaceholderValues): T {
  const fill = (node: unknown, key: string | undefined): unknown => {
    if (typeof node === 'string') {
      const text = key === undefined || isTextField(key);
      return text && node.includes('{phone}') ? node.replaceAll('{phone}', values.phone) : node;
    }
    if (Array.isArray(node)) {
      let copy: unknown[] | undefined;
      for (let index = 0; index < node.length; index++) {
        const filled = fill(node[index], key);
        if (filled === node[index]) continue;
        copy ??= [...node];
        copy[index] = filled;
      }
      return copy ?? node;
    }
    if (node && typeof node === 'object') {
      let copy: Record<string, unknown> | undefined;
      for (const field in node) {
        const item = (node as Record<string, unknown>)[field];
        const filled = fill(item, field);
        if (filled === item) continue;
        copy ??= { ...node };
        copy[field] = filled;
      }
      return copy ?? node;
    }
    return node;
  };
  return fill(value, undefined) as T;
}
