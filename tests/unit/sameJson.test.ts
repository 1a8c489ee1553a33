/** The one equality of JSON values (engine/content/browser-safe/sameJson.ts). */
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../engine/content/browser-safe/sameJson';

describe('the equality of JSON values', () => {
  it('holds for the same value however the keys of its objects are ordered', () => {
    const page = { path: '/about', sections: [{ type: 'hero', heading: 'Hi', image: { src: '/images/a.jpg', alt: 'A roof' } }] };
    const reordered = { sections: [{ image: { alt: 'A roof', src: '/images/a.jpg' }, heading: 'Hi', type: 'hero' }], path: '/about' };
    expect(sameJson(page, reordered)).toBe(true);
    expect(sameJson(page, structuredClone(page))).toBe(true);
  });

  it('counts a field set to undefined as absent, as the file written does', () => {
    expect(sameJson({ heading: 'Hi', intro: undefined }, { heading: 'Hi' })).toBe(true);
    expect(sameJson({ heading: 'Hi' }, { heading: 'Hi', intro: undefined })).toBe(true);
    expect(sameJson({ heading: 'Hi', intro: undefined }, { heading: 'Hi', other: 'x' })).toBe(false);
  });

  it('tells apart a changed, added or removed field, the order of a list, and values of different kinds', () => {
    expect(sameJson({ heading: 'Hi' }, { heading: 'Hello' })).toBe(false);
    expect(sameJson({ heading: 'Hi' }, { heading: 'Hi', intro: 'x' })).toBe(false);
    expect(sameJson({ heading: 'Hi', intro: 'x' }, { heading: 'Hi' })).toBe(false);
    expect(sameJson(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameJson(['a'], ['a', 'a'])).toBe(false);
    expect(sameJson(1, '1')).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson({}, [])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson({ 0: 'a' }, ['a'])).toBe(false);
  });
});
