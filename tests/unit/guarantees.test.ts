/**
 * The build's guarantees (engine/build/guarantees.ts), the one rule for what no built file may
 * hold: the build refuses a page or an asset that breaks them, so the built site need not be
 * searched for them again.
 */
import { describe, expect, it } from 'vitest';
import { broken } from '../../engine/build/guarantees';

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

describe('the build refuses', () => {
  it.each([
    ['a script without a type', '<script>alert(1)</script>'],
    ['a module script', '<script type="module">import "/x.js"</script>'],
    ['a script typed text/javascript, in any case and quoting', "<SCRIPT type='Text/JavaScript'>alert(1)</SCRIPT>"],
    ['an unquoted JavaScript type', '<script type=application/ecmascript>alert(1)</script>'],
    ['an import map', '<script type="importmap">{"imports":{}}</script>'],
    ['inline speculation rules', '<script type="speculationrules">{}</script>'],
    ['an event handler attribute', '<button onclick="go()">Go</button>'],
    ['an event handler in single quotes', "<img src=x onerror='go()'>"],
    ['an unquoted event handler', '<body onload=go()>'],
    ['a javascript: link', '<a href="javascript:go()">Go</a>'],
    ['a javascript: address in another attribute, spaced and unquoted', '<form action= javascript:go()></form>'],
  ])('%s in an HTML file', (_, html) => {
    expect(broken('page/index.html', page(html))).toHaveLength(1);
  });

  it('zod in a browser asset', () => {
    expect(broken('assets/boot-1a2b.js', 'class ZodError extends Error {}')).toEqual(['assets/boot-1a2b.js: zod reached a browser asset']);
  });
});

describe('the build allows', () => {
  it.each([
    ['a script with its source', '<script type="module" crossorigin src="/assets/boot-1a2b.js"></script>'],
    ['structured data', '<script type="application/ld+json">{"@type":"RoofingContractor"}</script>'],
    ['a JSON data block, single-quoted', "<script type='application/json'>{}</script>"],
    ['words that read like a handler or a link', '<p>Call us: don=t worry, javascript is not needed</p><a href="/javascript-free">x</a>'],
  ])('%s', (_, html) => {
    expect(broken('page/index.html', page(html))).toEqual([]);
  });

  it('anything in a file that is neither HTML nor a script', () => {
    expect(broken('sitemap.xml', '<script>alert(1)</script>')).toEqual([]);
  });
});
