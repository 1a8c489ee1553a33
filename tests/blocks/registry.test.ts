/**
 * Registry completeness at run time, mirroring the compile-time `satisfies BlockRegistry`
 * check in engine/runtime/registry.ts (fixtures/registry.typecheck.ts proves that check bites):
 * every section type a page may use has a block, and no block waits for a type that
 * does not exist. A gap would mean a valid page that renders nothing, or crashes.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/runtime/registry';
import { section, sectionTypes } from '../../schema/section';
import { pages } from './renderBlock';

describe('block registry', () => {
  it('has a block for every section type in the schema', () => {
    const missing = sectionTypes.filter((type) => !Object.hasOwn(registry, type));
    expect(missing).toEqual([]);
  });

  it('has no block for a type the schema does not know', () => {
    const extra = Object.keys(registry).filter((type) => !(sectionTypes as readonly string[]).includes(type));
    expect(extra).toEqual([]);
  });

  it('registers a renderable component for every type', () => {
    for (const type of sectionTypes) expect(typeof registry[type], `block for "${type}"`).toBe('function');
  });

  it('lists each section type once, and the schema union accepts exactly those types', () => {
    expect(new Set(sectionTypes).size).toBe(sectionTypes.length);
    expect(Object.keys(registry).sort()).toEqual([...sectionTypes].sort());
    const rejectsType = (type: string) =>
      section.safeParse({ type }).error?.issues.some((issue) => issue.code === 'invalid_union' && issue.path.length === 1 && issue.path[0] === 'type') ?? false;
    // Every registered type is known to the union (it may fail on missing fields, never on the type)…
    for (const type of Object.keys(registry)) expect(rejectsType(type), type).toBe(false);
    // …and a type without a block is refused by it.
    expect(rejectsType('gallery')).toBe(true);
  });

  it('every section used by a real page has a block', () => {
    const used = new Set(pages.flatMap((page) => page.sections.map((s) => s.type)));
    for (const type of used) expect(Object.hasOwn(registry, type), `block for "${type}"`).toBe(true);
  });
});
