/**
 * Which fields are links is declared once, in the zod schemas: a link field is `href` from
 * schema/fields.ts (or another schema given `'x-link'` through editorHints), whatever its name.
 * The mark travels into the JSON Schema made from the zod schemas (schema/jsonSchema.ts), and
 * this module reads it there: the validator checks the links that point into the site against
 * its pages, a page move carries them along (engine/content/fileLinks.ts reads a file's links with
 * `linksIn`), and the page editor offers its page picker for them (`linkKind`).
 *
 * Browser-safe on purpose (no zod), like schema/paths.ts: the editor reads the same mark.
 */
import type { JsonPath } from './problems.ts';
import { fieldNode, isPlainObject, type JsonSchema, resolveVariant, variantsOf } from './schemaReader.ts';

/**
 * "page": a page of this site only (the menus' lists); "page-or-https": a page or an https://
 * address (where a redirect goes); "any": a page, an https:// address, tel:, mailto: or #anchor.
 */
export type LinkKind = 'page' | 'page-or-https' | 'any';

/** One link in a value: where it is, what it says, and what it may point at. */
export interface FoundLink {
  path: JsonPath;
  href: string;
  kind: LinkKind;
}

export interface LinkSearch {
  /**
   * The section type of a shared section, by its name (from site.config.json): a page's
   * `overrides` of a shared section are fields of that type. Without it, overrides are not read.
   */
  sharedSectionType?: (name: string) => string | undefined;
}

/** Whether a schema node is a link field, and of which kind. */
export const linkKind = (node: JsonSchema): LinkKind | undefined => node['x-link'];

/** Every link in `value`, read with its schema `node`: unions are told apart as the value says (by its "type"). */
export function linksIn(node: JsonSchema, value: unknown, search: LinkSearch = {}): FoundLink[] {
  const found: FoundLink[] = [];
  // The path of the value being read: one list, copied only for a link found.
  const at: JsonPath = [];
  /** `union`: the variants `node` was chosen from, where a shared section's changes find their type. */
  const visit = (node: JsonSchema, value: unknown, union?: readonly JsonSchema[]): void => {
    if (!mayHoldLinks(node)) return;
    const kind = linkKind(node);
    if (kind) {
      if (typeof value === 'string') found.push({ path: [...at], href: value, kind });
      return;
    }
    const variants = variantsOf(node);
    if (variants) {
      const variant = isPlainObject(value) ? resolveVariant(node, value) : undefined;
      if (variant) visit(variant, value, variants.options);
    } else if (Array.isArray(value)) {
      if (!node.items) return;
      for (let index = 0; index < value.length; index++) {
        at.push(index);
        visit(node.items, value[index]);
        at.pop();
      }
    } else if (isPlainObject(value)) {
      for (const key in value) {
        const child = fieldNode(node, key);
        if (!child) continue;
        at.push(key);
        if (child['x-widget'] === 'overrides') {
          // A shared section's changes on one page: fields of the section type it names, a variant of the same union.
          const type = typeof value.name === 'string' ? search.sharedSectionType?.(value.name) : undefined;
          const section = type === undefined ? undefined : union?.find((option) => option.properties?.type?.const === type);
          if (section) visit({ properties: section.properties }, value[key]);
        } else visit(child, value[key]);
        at.pop();
      }
    }
  };
  visit(node, value);
  return found;
}

const holdsLinks = new WeakMap<JsonSchema, boolean>();

/** Whether a value of this node may have a link in it: most fields (texts, photos, numbers) cannot, and are not read. */
function mayHoldLinks(node: JsonSchema): boolean {
  let known = holdsLinks.get(node);
  if (known === undefined) {
    holdsLinks.set(node, true); // while it is being worked out (a schema that refers to itself)
    const parts = [
      ...(node.oneOf ?? []),
      ...(node.anyOf ?? []),
      ...(node.items ? [node.items] : []),
      ...Object.values(node.properties ?? {}),
      ...(isPlainObject(node.additionalProperties) ? [node.additionalProperties] : []),
    ];
    known = linkKind(node) !== undefined || node['x-widget'] === 'overrides' || parts.some(mayHoldLinks);
    holdsLinks.set(node, known);
  }
  return known;
}
