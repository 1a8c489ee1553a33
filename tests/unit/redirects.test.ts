/**
 * Redirects (site.config.json's "redirects"): the schema's rules for each address, the
 * validator's checks against the pages (each problem with its code, line and column, in plain
 * words), and the build's _redirects file with the sitemap beside it. Moves and deletes that keep
 * them: pageLinks.test.ts; the server's 301s: staticServer.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { siteListings } from '../../engine/build/prerender';
import { redirectsFile } from '../../engine/build/redirectsFile';
import { type Problem, validateSite } from '../../engine/content/validateSite';
import { parseRedirectRules } from '../../engine/server/redirectRules';
import { siteConfig } from '../../schema/site';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const fixture = path.join(projectRoot, 'tests/fixtures/site');
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

type Redirect = { from: string; to: string };

/** A copy of the fixture project whose settings end with these redirects, one a line. */
function projectWith(redirects: Redirect[]) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
  roots.push(root);
  fs.cpSync(fixture, root, { recursive: true });
  const file = path.join(root, 'site.config.json');
  const lines = redirects.map(({ from, to }) => `    { "from": ${JSON.stringify(from)}, "to": ${JSON.stringify(to)} }`);
  const text = fs.readFileSync(file, 'utf8').replace(/\n}\n$/, `,\n  "redirects": [\n${lines.join(',\n')}\n  ]\n}\n`);
  fs.writeFileSync(file, text);
  const result = validateSite(root);
  return { root, text, result, errors: result.problems.filter((problem) => problem.severity === 'error') };
}

/** Line and column (1-based) where `needle` starts in `text`; it must occur exactly once. */
function positionOf(text: string, needle: string) {
  const at = text.indexOf(needle);
  expect(at, needle).toBeGreaterThanOrEqual(0);
  expect(text.indexOf(needle, at + 1), needle).toBe(-1);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const only = (errors: Problem[]) => {
  expect(errors.map((error) => `${error.code}: ${error.message}`)).toHaveLength(1);
  return errors[0]!;
};

describe('the schema', () => {
  const redirects = siteConfig.shape.redirects;
  const messages = (list: Redirect[]) => redirects.safeParse(list).error?.issues.map((issue) => issue.message) ?? [];

  it('takes old addresses as visitors have them, and a page or an https address to go to', () => {
    for (const from of ['/services/old-name', '/About_Us.html', '/index.php', '/a/b/c', '/~team'])
      expect(messages([{ from, to: '/services/repairs' }]), from).toEqual([]);
    for (const to of ['/', '/services/repairs', 'https://jobs.example.com/roofers?team=1']) expect(messages([{ from: '/old', to }]), to).toEqual([]);
    expect(redirects.safeParse(undefined).success).toBe(true);
  });

  it('refuses, in words, an old address hosts would read otherwise, and a target that is no page or https address', () => {
    for (const from of ['old', '/', '/old/', '/old?x=1', '/old#top', '/old page', '/blog/*', '/news/:year', '/a/../b', '//evil.example'])
      expect(messages([{ from, to: '/' }]), from).toEqual([expect.stringMatching(/^write the old address as visitors have it, starting with "\/"/)]);
    for (const to of ['http://example.com', 'tel:+18595550100', '#top', '/Services', 'services', '/about#team', 'https://'])
      expect(messages([{ from: '/old', to }]), to).toEqual([
        'send visitors to a page of this site, like "/services/repairs", or to a full address starting with "https://"',
      ]);
  });
});

describe('the checks against the pages', () => {
  it('a site with redirects from old addresses to pages and to another site has no problems, and gives the build its list', () => {
    const redirects = [
      { from: '/services/old-repairs', to: '/services/repairs' },
      { from: '/careers', to: 'https://jobs.example.com/roofers' },
    ];
    const { result, errors } = projectWith(redirects);
    expect(errors).toEqual([]);
    expect(result.redirects).toEqual(redirects);
    // The browser gets none of them.
    expect(result.site).not.toHaveProperty('redirects');
  });

  it('a redirect from the address of a page is refused at its old address', () => {
    const { text, errors } = projectWith([{ from: '/about', to: '/contact' }]);
    const error = only(errors);
    expect(error).toMatchObject({ code: 'redirect-from-page', file: 'site.config.json', path: ['redirects', 0, 'from'], field: 'redirects[0].from' });
    expect(error).toMatchObject(positionOf(text, '"from": "/about"'));
    expect(error.message).toBe(
      '"/about" is the address of a page, so visitors get the page and this redirect is never followed; remove the redirect, or give the page another address',
    );
  });

  it('two redirects from one address are refused at the second', () => {
    const { text, errors } = projectWith([
      { from: '/old', to: '/about' },
      { from: '/old', to: '/contact' },
    ]);
    const error = only(errors);
    expect(error).toMatchObject({ code: 'duplicate-redirect', path: ['redirects', 1, 'from'] });
    expect(error).toMatchObject({ line: positionOf(text, '"to": "/contact"').line });
    expect(error.message).toBe('redirect 1 already sends visitors of "/old" to "/about"; an address can lead to one place only, so remove one of the two');
  });

  it('a redirect to no page says so, with the closest page', () => {
    const { text, errors } = projectWith([{ from: '/old', to: '/services/repair' }]);
    const error = only(errors);
    expect(error).toMatchObject({ code: 'missing-page', path: ['redirects', 0, 'to'], ...positionOf(text, '"to": "/services/repair"') });
    expect(error.message).toBe('there is no page at "/services/repair" for visitors of "/old" to go to: did you mean "/services/repairs"?');
  });

  it('a chain is refused with the address to send it to straight away', () => {
    const { text, errors } = projectWith([
      { from: '/first', to: '/second' },
      { from: '/second', to: '/about' },
    ]);
    const error = only(errors);
    expect(error).toMatchObject({ code: 'redirect-chain', path: ['redirects', 0, 'to'], ...positionOf(text, '"to": "/second"') });
    expect(error.message).toBe('"/second" is itself redirected to "/about"; send this redirect straight to "/about", so visitors are not sent on twice');
  });

  it('a loop is refused at each of its redirects, naming the circle; a redirect to itself too', () => {
    const { errors } = projectWith([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
      { from: '/c', to: '/a' },
      { from: '/d', to: '/d' },
    ]);
    expect(errors.map((error) => [error.code, error.path.join('.')])).toEqual([
      ['redirect-loop', 'redirects.0.to'],
      ['redirect-loop', 'redirects.1.to'],
      ['redirect-loop', 'redirects.2.to'],
      ['redirect-loop', 'redirects.3.to'],
    ]);
    expect(errors[0]!.message).toBe(
      'these redirects send visitors round in a circle ("/a" → "/b" → "/c" → "/a") and never reach a page; send one of them to a page',
    );
    expect(errors[3]!.message).toBe('this redirect sends visitors of "/d" back to the same address, round and round; send it to a page');
  });

  it('an old address in the wrong form is the schema’s problem, at its field, in its words', () => {
    const { text, errors } = projectWith([{ from: '/old/', to: '/about' }]);
    const error = only(errors);
    expect(error).toMatchObject({ code: 'invalid-format', path: ['redirects', 0, 'from'], ...positionOf(text, '"from": "/old/"') });
    expect(error.message).toMatch(/^write the old address as visitors have it/);
  });
});

describe('the build', () => {
  it('writes _redirects as Netlify and Cloudflare Pages read it, each old address with and without its final "/"', () => {
    const text = redirectsFile([
      { from: '/services/old-repairs', to: '/services/repairs' },
      { from: '/careers', to: 'https://jobs.example.com/roofers' },
    ]);
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/services/old-repairs /services/repairs 301',
      '/services/old-repairs/ /services/repairs 301',
      '/careers https://jobs.example.com/roofers 301',
      '/careers/ https://jobs.example.com/roofers 301',
    ]);
    // The local server reads what the build writes.
    expect(parseRedirectRules(text).get('/careers/')).toEqual({ to: 'https://jobs.example.com/roofers', status: 301 });
  });

  it('writes _redirects beside the sitemap, which lists the pages only', () => {
    const redirects = [{ from: '/services/old-repairs', to: '/services/repairs' }];
    const { result } = projectWith(redirects);
    const files = siteListings(
      result.site!,
      result.pages.map((page) => page.path),
      result.redirects,
    );
    expect(files.get('_redirects')).toBe(redirectsFile(redirects));
    const sitemap = files.get('sitemap.xml')!;
    expect(sitemap).toContain('/services/repairs</loc>');
    expect(sitemap).not.toContain('old-repairs');
    expect([...sitemap.matchAll(/<loc>/g)]).toHaveLength(result.pages.length - 1);
  });
});
