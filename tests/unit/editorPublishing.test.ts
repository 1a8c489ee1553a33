// @vitest-environment node
/**
 * The editor server's side of publishing (editor/server/publishing.ts) in what the person reads:
 * every problem of the review says where it is in plain words, the history says which versions
 * can be undone, and a page's "as it will be" address with choices that do not read is refused
 * with a sentence. Against a real remote (tests/support/siteRepository.ts); nothing here builds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageName } from '../../schema/pageName';
import { rewriteJson } from '../../engine/content/minimalEdits';
import { validateSite } from '../../engine/content/validateSite';
import { createPublishing } from '../../editor/server/publishing';
import { readRequest } from '../../editor/server/requests';
import { contentRoutes } from '../../editor/shared/routes';
import { createSiteRepository, readJson, type SiteRepository } from '../support/siteRepository';

type PageValue = { path: string; title: string; sections: { type: string; heading?: string; hidden?: boolean }[] };

let repo: SiteRepository;
beforeAll(async () => {
  repo = await createSiteRepository();
}, 60_000);
afterAll(async () => {
  await repo?.close();
});

/** A field path with list positions or dots: what a person must never be shown. */
const technical = /\[\d+\]|\b\w+\.\w+\b|sections/;

describe("the editor's publishing, in the person's words", () => {
  it('says where each problem of the review is: the page by its name, then the field by its title; the settings as "Site settings"', async () => {
    const dir = await repo.clone('words', { name: 'Ana Ruiz', email: 'ana@example.com' });
    const file = validateSite(dir).files.find(
      (name) => name.startsWith('pages/') && readJson<PageValue>(dir, name).sections.some((s) => s.type !== 'shared' && typeof s.heading === 'string'),
    )!;
    const text = readFileSync(path.join(dir, file), 'utf8');
    const page = JSON.parse(text) as PageValue;
    const index = page.sections.findIndex((s) => s.type !== 'shared' && typeof s.heading === 'string');
    page.sections[index]!.heading = '';
    writeFileSync(path.join(dir, file), rewriteJson(text, page));

    const review = await createPublishing(dir).review();
    const error = review.problems.find((problem) => problem.severity === 'error' && problem.file === file);
    expect(error?.path).toEqual(['sections', index, 'heading']);
    const settings = readJson<Parameters<typeof pageName>[1]>(dir, 'site.config.json');
    expect(error!.where.startsWith(`${pageName(page, settings)}: `)).toBe(true);
    expect(error!.where).not.toMatch(technical);
    for (const problem of review.problems) {
      expect(problem.where).not.toMatch(technical);
      if (problem.file === 'site.config.json') expect(problem.where).toMatch(/^Site settings\b/);
    }
  });

  it('folds the commits made outside the editor into one entry, which cannot be undone', async () => {
    const dir = await repo.clone('history');
    const history = await createPublishing(dir).history();
    // The site's own commits were made by developers, not published from the editor.
    expect(history).toEqual([expect.objectContaining({ kind: 'outside', count: expect.any(Number) })]);
    expect(history[0]).not.toHaveProperty('commit');
  });

  it('refuses choices that do not read, with a sentence', () => {
    const choicesOf = (choices?: string) =>
      readRequest(contentRoutes.pageAsItWillBe.query, { file: 'pages/about.json', ...(choices === undefined ? {} : { choices }) }, 'address').choices;
    expect(choicesOf(undefined)).toBeUndefined();
    expect(choicesOf('{"pages/about.json#sections.0.heading":"mine"}')).toEqual({ 'pages/about.json#sections.0.heading': 'mine' });
    for (const text of ['{', '{"a":"both"}', '[1]', 'null'])
      expect(() => choicesOf(text)).toThrow('The request\'s address parameter "choices" must name each choice as "mine" or "theirs", in JSON.');
  });
});
