/**
 * Validates the fixture project (tests/fixtures/site) and the real one once for the whole block
 * suite, instead of once in every test file that renders blocks: each would pay a second or two
 * for it. The results are plain data, handed to the files with `inject`.
 */
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { validateSite } from '../../engine/content/validateSite';
import type { ResolvedPage } from '../../schema/page';
import type { SiteSettings } from '../../schema/site';

export interface ValidatedProject {
  site: SiteSettings;
  pages: ResolvedPage[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureProject: ValidatedProject;
    realProject: ValidatedProject;
  }
}

function validated(root: string): ValidatedProject {
  const validation = validateSite(root);
  if (!validation.site || validation.errorCount > 0) {
    const errors = validation.problems.filter((p) => p.severity === 'error');
    throw new Error(
      `${root} does not validate, so the tests have no data:\n${errors.map((p) => `${p.file}:${p.line}:${p.column} ${p.field}: ${p.message}`).join('\n')}`,
    );
  }
  return { site: validation.site, pages: validation.pages };
}

export default function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  project.provide('fixtureProject', validated(path.join(root, 'tests/fixtures/site')));
  project.provide('realProject', validated(root));
}
