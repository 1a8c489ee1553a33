/** The page editor's addresses (editor/app/ui/address.ts): each place has one, and each address reads back as its place. */
import { describe, expect, it } from 'vitest';
import { addressOf, placeAt, planAt, reviewAddressOf, selectionAt } from '../../editor/app/ui/address';
import { isEditorAddress } from '../../editor/server/editorServer';
import { siteConfigFile } from '../../schema/paths';

describe('the editor addresses', () => {
  it('name a page by its file, without "pages/" and ".json", and read back as that file', () => {
    for (const [file, address] of [
      ['pages/home.json', '/pages/home'],
      ['pages/services/repairs.json', '/pages/services/repairs'],
      ['pages/a page with spaces.json', '/pages/a%20page%20with%20spaces'],
    ] as const) {
      expect(addressOf(file)).toBe(address);
      expect(placeAt(address, '')).toEqual({ kind: 'file', file });
    }
    expect(addressOf(siteConfigFile)).toBe('/settings');
    expect(placeAt('/settings', '')).toEqual({ kind: 'file', file: siteConfigFile });
  });

  it('carry the selected section as the outline numbers it, or the page details', () => {
    expect(addressOf('pages/home.json', 2)).toBe('/pages/home?section=3');
    expect(addressOf('pages/home.json', 'details')).toBe('/pages/home?section=details');
    expect(selectionAt('?section=3')).toBe(2);
    expect(selectionAt('?section=details')).toBe('details');
    for (const nonsense of ['', '?section=0', '?section=-1', '?section=2.5', '?section=abc']) expect(selectionAt(nonsense)).toBeUndefined();
  });

  it('open the home page at "/", and the file an old hash address names', () => {
    expect(placeAt('/', '')).toEqual({ kind: 'start', file: undefined });
    expect(placeAt('/', `#${encodeURIComponent('pages/about.json')}`)).toEqual({ kind: 'start', file: 'pages/about.json' });
    expect(placeAt('/', '#site.config.json')).toEqual({ kind: 'start', file: siteConfigFile });
  });

  it('show a page as it will be once published, once a publish is undone or once a draft sent for review is published, with the choices made', () => {
    expect(reviewAddressOf('pages/services/repairs.json', { start: { from: 'mine' } })).toBe('/review/pages/services/repairs');
    const undo = { start: { from: 'undo', commit: 'abc1234' }, choices: { 'pages/about.json#sections.0.heading': 'mine' } } as const;
    const url = new URL(reviewAddressOf('pages/about.json', undo), 'http://editor');
    expect(placeAt(url.pathname, '')).toEqual({ kind: 'review', file: 'pages/about.json' });
    expect(planAt(url.search)).toEqual(undo);
    // A draft sent for review, as a publisher sees it (the team editor).
    const review = { from: 'review', id: '3f0c2a4e-8d1b-4c6a-9e2f-0a1b2c3d4e5f' } as const;
    const reviewed = new URL(reviewAddressOf('pages/about.json', { start: review, choices: {} }), 'http://editor');
    expect(reviewed.pathname).toBe('/review/pages/about');
    expect(planAt(reviewed.search)).toEqual({ start: review });
    // Choices that do not read are left out, not guessed.
    for (const search of ['?choices=nonsense', '?choices=%7B%22a%22%3A%22both%22%7D', '?choices=[1]'])
      expect(planAt(search)).toEqual({ start: { from: 'mine' } });
    for (const address of ['/review/', '/review/pages/', '/review/nothing', '/review/pages/%2e%2e/x'])
      expect(placeAt(address, '')).toEqual({ kind: 'unknown' });
    expect(isEditorAddress('/review/pages/about')).toBe(true);
  });

  it('name nothing for any other address, or a page address that leaves pages/', () => {
    for (const address of ['/nothing', '/pages/', '/pages/a//b', '/pages/%2e%2e/site.config', '/pages/a%2Fb', '/pages/%E0%A4%A']) {
      expect(placeAt(address, '')).toEqual({ kind: 'unknown' });
    }
  });

  it("are answered with the editor's page by its server, and nothing else is", () => {
    for (const address of ['/', '/pages/home', '/pages/services/repairs', '/settings', '/pages/no-such-page', '/anything'])
      expect(isEditorAddress(address)).toBe(true);
    for (const address of [
      '/api/files',
      '/api',
      '/images/roof.jpg',
      '/images/',
      '/preview.html',
      '/app/main.tsx',
      '/@vite/client',
      '/@fs/x',
      '/@icon-sprite.svg',
      '/node_modules/.vite-editor/deps/react.js',
      '/__open-in-editor',
      '/favicon.svg',
    ]) {
      expect(isEditorAddress(address)).toBe(false);
    }
  });
});
