// @vitest-environment node
/**
 * An incremental build is a clean build, byte for byte. On a copy of the site's content, a
 * seeded series of random edits (tests/support/contentEdits.ts: sections changed, moved and
 * hidden; pages added, moved and deleted with the engine's own commands, which keep the
 * redirects; redirects added and removed; shared sections, the settings and photos changed); after each step the site is built into the same folder with the
 * same build cache, and again from nothing (a fresh cache, a fresh folder, every page rendered on
 * worker threads), and every file of the two must be the same bytes, and no other file there.
 *
 * Each build is `npm run build` in a process of its own (engine/build/buildChild.ts); and the same
 * steps are built as publishing builds them, by the build process it keeps, into a folder of the
 * builds' own that is then not checked file by file (`privateOutDir`). `npm test` runs a few steps; `BUILD_EDITS_STEPS=40 npx vitest run --project
 * unit tests/unit/incrementalBuild.test.ts` runs more, and `BUILD_EDITS_SEED=<seed>` replays the
 * series a failure printed.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInChild, buildInWorker, type ChildBuildOptions } from '../../engine/build/buildChild';
import { applyEdit, type ContentEdit } from '../support/contentEdits';
import { projectRoot } from '../support/projectPaths';

const steps = Number(process.env.BUILD_EDITS_STEPS ?? 3);
const seed = Number(process.env.BUILD_EDITS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const work = mkdtempSync(path.join(os.tmpdir(), 'incremental-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const word = fc.constantFrom('Lexington', 'Louisville', 'fast', 'sealed', 'TPO', 'warranty', '24/7');
const edit: fc.Arbitrary<ContentEdit> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('text' as const), page: fc.nat(), leaf: fc.nat(), word }) },
  fc.record({ kind: fc.constant('move-section' as const), page: fc.nat(), from: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant('hide-section' as const), page: fc.nat(), section: fc.nat() }),
  fc.record({ kind: fc.constant('add-page' as const), from: fc.nat() }),
  fc.record({ kind: fc.constant('move-page' as const), page: fc.nat() }),
  fc.record({ kind: fc.constant('delete-page' as const), page: fc.nat(), to: fc.option(fc.nat(), { nil: undefined }) }),
  fc.record({ kind: fc.constant('add-redirect' as const), page: fc.nat() }),
  fc.record({ kind: fc.constant('remove-redirect' as const), redirect: fc.nat() }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('shared-section' as const), leaf: fc.nat(), word }) },
  fc.record({ kind: fc.constant('settings' as const), word }),
  fc.record({ kind: fc.constant('photo' as const), photo: fc.nat(), brightness: fc.integer({ min: -20, max: 20 }) }),
);

/** Every file under `dir`, by its path relative to it. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), readFileSync(full));
  }
  return files;
}

/** The files that differ between two folders: missing from one, or with other bytes. */
function differences(incremental: string, clean: string): string[] {
  const [a, b] = [filesOf(incremental), filesOf(clean)];
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  return names.flatMap((name) => {
    if (!a.has(name)) return [`${name}: missing from the incremental build`];
    if (!b.has(name)) return [`${name}: left in the incremental build, not in the clean one`];
    return a.get(name)!.equals(b.get(name)!) ? [] : [`${name}: other bytes`];
  });
}

async function build(content: string, outDir: string, cacheDir: string, options: Pick<ChildBuildOptions, 'pagesBeforeThreads'> = {}): Promise<void> {
  const report = await buildInChild({ contentRoot: content, outDir, cacheDir, ...options });
  expect(report.kind, JSON.stringify(report).slice(0, 2000)).toBe('built');
}

/** As publishing builds: in the build process it keeps, into a folder only builds write. */
async function buildAsPublishing(content: string, outDir: string, cacheDir: string): Promise<void> {
  const report = await buildInWorker({ contentRoot: content, outDir, cacheDir, privateOutDir: true });
  expect(report.kind, JSON.stringify(report).slice(0, 2000)).toBe('built');
}

describe('an incremental build', () => {
  it(`equals a clean build after each of ${steps} steps of random edits (seed ${seed})`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(edit, { minLength: 1, maxLength: 3 }), { minLength: steps, maxLength: steps }), async (plan) => {
        const folder = path.join(work, `run-${++run}`);
        const content = path.join(folder, 'content');
        for (const entry of ['pages', 'site.config.json', 'images']) cpSync(path.join(projectRoot, entry), path.join(content, entry), { recursive: true });
        const [outDir, cacheDir] = [path.join(folder, 'dist'), path.join(folder, 'cache')];
        const published = path.join(folder, 'published');
        await build(content, outDir, cacheDir);
        await buildAsPublishing(content, published, cacheDir);
        const done: string[] = [];
        for (const [step, edits] of plan.entries()) {
          for (const change of edits) done.push(`step ${step + 1}: ${(await applyEdit(content, change)) ?? `(skipped: ${JSON.stringify(change)})`}`);
          await build(content, outDir, cacheDir);
          await buildAsPublishing(content, published, cacheDir);
          const clean = path.join(folder, `clean-${step + 1}`);
          // The clean build renders every page on worker threads, the incremental one on its own
          // thread (a site this small has too few pages for threads): their pages must be the same.
          await build(content, path.join(clean, 'dist'), path.join(clean, 'cache'), { pagesBeforeThreads: 0 });
          expect(differences(outDir, path.join(clean, 'dist')), `after:\n  ${done.join('\n  ')}`).toEqual([]);
          expect(differences(published, path.join(clean, 'dist')), `built as publishing, after:\n  ${done.join('\n  ')}`).toEqual([]);
          rmSync(clean, { recursive: true, force: true });
        }
      }),
      // One series of real builds; a failing one is not shrunk (each try would build again), its seed is printed.
      { seed, numRuns: 1, endOnFailure: true },
    );
  }, 900_000);

  it("checks a builds' own folder file by file again once another build wrote into it", async () => {
    const folder = path.join(work, 'private');
    const content = path.join(folder, 'content');
    for (const entry of ['pages', 'site.config.json', 'images']) cpSync(path.join(projectRoot, entry), path.join(content, entry), { recursive: true });
    const [published, cacheDir, copy] = [path.join(folder, 'published'), path.join(folder, 'cache'), path.join(folder, 'copy')];
    await buildAsPublishing(content, published, cacheDir);
    // Another process (npm run publish) builds a change into the same folder, then a file there is changed.
    await applyEdit(content, { kind: 'settings', word: 'warranty' });
    await build(content, published, cacheDir);
    cpSync(published, copy, { recursive: true });
    writeFileSync(path.join(published, 'index.html'), '<p>Changed by hand</p>');
    await buildAsPublishing(content, published, cacheDir);
    expect(differences(published, copy)).toEqual([]);
  }, 300_000);
});
