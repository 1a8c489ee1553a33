/**
 * A link field is a link by its schema, not by its name: with a Text section given one more link
 * field, called "readMore" (a name the site does not use), the validator checks it against the
 * pages, a page move carries it along and a delete names it, all on a copy of the fixture project.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { applyChange, linksTo, PageChangeRefused, planDelete, planMove } from '../../engine/content/pageLinks';
import { validateSite } from '../../engine/content/validateSite';

vi.mock('../../schema/sections/content.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../schema/sections/content.ts')>();
  const { href } = await import('../../schema/fields.ts');
  return { ...original, contentSection: original.contentSection.extend({ readMore: href.optional() }) };
});

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

type PageFile = { path: string; sections: Record<string, unknown>[] };
const target = '/services/repairs';

/** A copy of the fixture project whose first Text section (on a page other than `target`) links to `readMore`. */
function projectLinkingTo(readMore: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-names-'));
  roots.push(root);
  fs.cpSync(path.join(projectRoot, 'tests/fixtures/site'), root, { recursive: true });
  const files = (fs.readdirSync(path.join(root, 'pages'), { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).map((f) => `pages/${f}`);
  for (const file of files) {
    const page = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as PageFile;
    const index = page.sections.findIndex((section) => section.type === 'content');
    if (index < 0 || page.path === target) continue;
    page.sections[index]!.readMore = readMore;
    fs.writeFileSync(path.join(root, file), `${JSON.stringify(page, null, 2)}\n`);
    return { root, file, at: ['sections', index, 'readMore'] };
  }
  throw new Error('the fixture project has no Text section');
}

describe('a link field called neither "href" nor "…Href"', () => {
  it('is checked against the pages, with the same message as any link', () => {
    const { root, file, at } = projectLinkingTo('/servces/repairs');
    const errors = validateSite(root).problems.filter((p) => p.severity === 'error');
    expect(errors).toEqual([expect.objectContaining({ file, path: at, code: 'missing-page' })]);
    expect(errors[0]!.message).toBe(
      'there is no page at "/servces/repairs": did you mean "/services/repairs"? Links within this site must point at an existing page',
    );
  });

  it('follows a page that moves, and keeps a page that it links to from being deleted', () => {
    const { root, file, at } = projectLinkingTo(`${target}#faq`);
    expect(validateSite(root).errorCount).toBe(0);
    expect(linksTo(root, target)).toContainEqual(expect.objectContaining({ file, path: at, href: `${target}#faq` }));
    applyChange(root, planMove(root, target, '/services/roof-repairs'));
    const moved = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as PageFile;
    expect(moved.sections[at[1] as number]!.readMore).toBe('/services/roof-repairs#faq');
    expect(validateSite(root).errorCount).toBe(0);
    let refusal: unknown;
    try {
      planDelete(root, '/services/roof-repairs');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(PageChangeRefused);
    expect((refusal as PageChangeRefused).details.places).toContainEqual(expect.objectContaining({ file, path: at }));
  });
});
