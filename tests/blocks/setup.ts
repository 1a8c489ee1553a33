/**
 * Browser APIs jsdom does not have, in their smallest honest form, plus clean-up between tests.
 * The blocks suite's setup file (vitest.config.ts), run before each of its test files.
 *
 * The suite shares one jsdom window and one module graph among the files a worker runs (no
 * isolation: a fresh window and fresh imports per file cost more than the tests), so each test
 * leaves the window as it found it: the page emptied, timers real, spies restored and stubbed
 * globals back (the config's restoreMocks and unstubGlobals), storage cleared, the address at "/".
 *
 * - CSS.escape: loadScriptOnce builds `script[src="…"]` selectors with it. A faithful port of
 *   the CSSOM algorithm, so a selector that works in the browser works here.
 * - window.matchMedia: no media query matches (no reduced-motion preference, no print).
 * - IntersectionObserver: never reports an intersection, like an element that stays off screen.
 *   Blocks must therefore show their content without it (StaggerList does).
 * - Element.scrollIntoView / window.scrollTo: jsdom has no layout, so scrolling does nothing;
 *   jsdom's own scrollTo only logs "Not implemented".
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

if (typeof globalThis.CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', { value: {}, configurable: true, writable: true });
}
if (typeof CSS.escape !== 'function') {
  // https://drafts.csswg.org/cssom/#serialize-an-identifier
  CSS.escape = (value: string): string => {
    const string = String(value);
    let result = '';
    for (let index = 0; index < string.length; index++) {
      const code = string.charCodeAt(index);
      const first = string.charCodeAt(0);
      if (code === 0x0000) result += '\uFFFD';
      else if ((code >= 0x0001 && code <= 0x001f) || code === 0x007f) result += `\\${code.toString(16)} `;
      else if (index === 0 && code >= 0x0030 && code <= 0x0039) result += `\\${code.toString(16)} `;
      else if (index === 1 && code >= 0x0030 && code <= 0x0039 && first === 0x002d) result += `\\${code.toString(16)} `;
      else if (index === 0 && code === 0x002d && string.length === 1) result += `\\${string.charAt(index)}`;
      else if (
        code >= 0x0080 ||
        code === 0x002d ||
        code === 0x005f ||
        (code >= 0x0030 && code <= 0x0039) ||
        (code >= 0x0041 && code <= 0x005a) ||
        (code >= 0x0061 && code <= 0x007a)
      ) {
        result += string.charAt(index);
      } else result += `\\${string.charAt(index)}`;
    }
    return result;
  };
}

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
    return list;
  };
}

if (typeof globalThis.IntersectionObserver === 'undefined') {
  class NeverIntersectingObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds: readonly number[] = [0];
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  globalThis.IntersectionObserver = NeverIntersectingObserver;
}

if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  // vitest runs without globals here, so Testing Library cannot register its own clean-up.
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // Third-party scripts (the form embed) are appended to <body>, outside React's container;
  // removing them makes loadScriptOnce start afresh in the next test.
  for (const script of document.querySelectorAll('script')) script.remove();
});
