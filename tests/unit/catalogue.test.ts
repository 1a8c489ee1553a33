/**
 * The section catalogue is a tool for `npm run dev` only: the built site must neither serve it
 * nor ship any of its code. No browser needed: the static server and the files in dist/ say it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../support/projectPaths';
import { serveBuiltSite } from '../support/servedSite';

const baseUrl = serveBuiltSite();

describe('the section catalogue in the built site', () => {
  it('/_catalogue is the page-not-found page, with status 404', async () => {
    const catalogue = await fetch(`${baseUrl()}/_catalogue`);
    expect(catalogue.status).toBe(404);
    const notFound = await fetch(`${baseUrl()}/surely-no-page-here`);
    expect(await catalogue.text()).toBe(await notFound.text());
  });

  it('no file in the build contains the catalogue or its route', () => {
    const files = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    const leaks = files
      .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)))
      .filter((file) => {
        const text = readFileSync(path.join(distDir, file), 'latin1');
        return text.includes('SectionCatalogue') || text.includes('_catalogue') || /catalogue/i.test(file);
      });
    expect(leaks).toEqual([]);
  });
});
