/**
 * Checks that hold for any form the editor generates, derived from the schema and the value
 * rendered (never from the site's copy): every value of the file is shown in a control of the
 * right kind, and every control has an accessible name.
 */
import { isInaccessible } from '@testing-library/dom';
import { fireEvent, within } from '@testing-library/react';
import { expect } from 'vitest';
import { valueAt, type JsonPath, formatPath } from '../../../editor/app/ui/jsonPath';
import { fieldKind, isPlainObject, type JsonSchema, resolveVariant } from '../../../editor/app/form/jsonSchema';
import { sharedSectionSchema } from '../../../editor/app/ui/schemas';

/** Opens every folded list entry, so every field is in the page. */
export function unfoldAll(container: HTMLElement) {
  for (let round = 0; round < 10; round++) {
    const folded = container.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]:not([aria-controls]):not([data-path])');
    const entries = [...folded].filter((button) => button.closest('[data-entry]'));
    if (!entries.length) return;
    for (const button of entries) fireEvent.click(button);
  }
}

/**
 * The first element (in document order, as querySelector finds it) with each value of `attribute`.
 * jsdom matches an attribute selector by walking every element's attributes, so looking up each
 * of a whole file's hundreds of fields with querySelector took seconds; one walk serves them all.
 */
function indexBy(container: HTMLElement, attribute: string): Map<string, HTMLElement> {
  const index = new Map<string, HTMLElement>();
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_ELEMENT);
  for (let element = walker.nextNode() as HTMLElement | null; element; element = walker.nextNode() as HTMLElement | null) {
    const key = element.getAttribute(attribute);
    if (key !== null && !index.has(key)) index.set(key, element);
  }
  return index;
}

/** The text a choice control shows as chosen: a menu's selected option, or the checked radio button's label. */
export function chosenText(element: HTMLElement): string | undefined {
  if (element instanceof HTMLSelectElement) return element.selectedOptions[0]?.textContent ?? undefined;
  const checked = element.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  return checked?.closest('label')?.textContent ?? undefined;
}

/**
 * Every value in `value` (at `basePath` of the file, of schema `schema`) is in a control of the
 * kind its schema asks for, showing that value: no field is missing, none falls back to raw JSON.
 */
export function expectEveryValueShown(container: HTMLElement, schema: JsonSchema, value: unknown, basePath: JsonPath, siteConfig?: unknown) {
  const withSiteNames = siteConfig !== undefined;
  // The form does not change while it is read, so one index of its controls serves every field.
  const controls = indexBy(container, 'data-path');
  const entries = indexBy(container, 'data-entry');
  const control = (path: JsonPath): HTMLElement => {
    const found = controls.get(formatPath(path));
    expect(found, `no control shows ${formatPath(path)}`).toBeDefined();
    return found!;
  };
  expect(container.querySelector('[data-unsupported], [data-wrong-kind]'), 'a field the form cannot edit').toBeNull();
  expect(container.querySelector('textarea[data-path]:not([rows])'), 'raw JSON').toBeNull();
  const visit = (node: JsonSchema, at: unknown, relative: JsonPath) => {
    const path = [...basePath, ...relative];
    const resolved = resolveVariant(node, at);
    expect(resolved, `${formatPath(path)} matches no kind of its union`).toBeDefined();
    const kind = fieldKind(node);
    if (kind.kind === 'variants') {
      const discriminator = kind.variants.discriminator;
      if (discriminator) expect(chosenText(control([...path, discriminator]))).toBe(resolved!.title ?? String(resolved!.properties![discriminator]!.const));
      for (const [field, fieldValue] of Object.entries(at as Record<string, unknown>)) {
        if (field !== discriminator) visit(resolved!.properties![field]!, fieldValue, [...relative, field]);
      }
      return;
    }
    switch (kind.kind) {
      case 'text':
      case 'link':
      case 'number':
        expect((control(path) as HTMLInputElement).value, formatPath(path)).toBe(String(at));
        return;
      case 'names':
        if (withSiteNames) expect(chosenText(control(path)), formatPath(path)).toBe(String(at));
        else expect((control(path) as HTMLInputElement).value, formatPath(path)).toBe(String(at));
        return;
      case 'choice':
        expect(chosenText(control(path)), formatPath(path)).toBe(kind.choices.find((c) => c.value === at)?.label);
        return;
      case 'icon': {
        const button = control(path);
        const described = (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
        expect(described, formatPath(path)).toContain(String(at));
        return;
      }
      case 'boolean':
        expect((control(path) as HTMLInputElement).checked, formatPath(path)).toBe(at === true);
        return;
      case 'choices': {
        const ticked = [...control(path).querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')].map((box) => box.closest('label')?.textContent);
        expect(ticked, formatPath(path)).toEqual((at as unknown[]).map(String));
        return;
      }
      case 'array':
        for (const [index, item] of (at as unknown[]).entries()) visit(kind.items, item, [...relative, index]);
        return;
      case 'record':
        for (const [name, entry] of Object.entries(at as Record<string, unknown>)) {
          const rename = entries.get(formatPath([...path, name]))?.querySelector<HTMLInputElement>('[data-rename]');
          expect(rename?.value, `name of ${formatPath([...path, name])}`).toBe(name);
          visit(kind.entry, entry, [...relative, name]);
        }
        return;
      case 'object':
      case 'image':
        expect(isPlainObject(at)).toBe(true);
        for (const [field, fieldValue] of Object.entries(at as Record<string, unknown>)) {
          if (field.startsWith('$')) continue;
          visit(node.properties![field]!, fieldValue, [...relative, field]);
        }
        return;
      case 'overrides': {
        // Shown as fields of the shared section they change, as the site settings define it.
        const name = (valueAt(value, relative.slice(0, -1)) as { name?: string }).name ?? '';
        const shared = valueAt(siteConfig, ['sharedSections', name]);
        expect(shared, `the shared section "${name}" is in the site settings given to the form`).toBeDefined();
        const section = resolveVariant(sharedSectionSchema, shared)!;
        for (const [field, fieldValue] of Object.entries(at as Record<string, unknown>)) visit(section.properties![field]!, fieldValue, [...relative, field]);
        return;
      }
      default:
        throw new Error(`${formatPath(path)}: unexpected kind ${kind.kind}`);
    }
  };
  visit(schema, value, []);
}

/** Every control a person can operate has an accessible name. */
export function expectEveryControlNamed(container: HTMLElement) {
  const roles = ['button', 'textbox', 'combobox', 'checkbox', 'radio', 'radiogroup', 'spinbutton', 'listbox', 'searchbox'];
  // At least one control a person can reach: the first one found settles it, rather than weighing
  // every control's visibility through jsdom's computed styles (seconds on a big form).
  const controls = roles.flatMap((role) => within(container).queryAllByRole(role, { hidden: true }));
  expect(controls.some((element) => !isInaccessible(element))).toBe(true);
  // Testing Library computes each accessible name as browsers do; an empty string matches the unnamed ones.
  const unnamed = roles
    .flatMap((role) => within(container).queryAllByRole(role, { name: (name) => name.trim() === '' }))
    .map((element) => element.outerHTML.slice(0, 160));
  expect(unnamed).toEqual([]);
}
