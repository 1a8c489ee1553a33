import { defineConfig } from 'vitest/config';
import suites from './vitest.config.ts';

/**
 * The tests `npm run test:mutation` (stryker.config.mjs) runs against each mutant: the unit tests
 * that call the mutated modules in the test's own process. Left out are the browser suites (they
 * test a build, which a mutant in the sandbox never reaches), tests that run the code in a child
 * process (a command line, a build: Stryker sees neither coverage nor the active mutant there) and
 * the validator's property tests of incremental against whole-site validation (both sides run
 * the same mutant, so they cannot tell it apart, and each takes seconds).
 */
export default defineConfig({
  plugins: suites.plugins,
  test: {
    name: 'mutation',
    environment: 'node',
    testTimeout: 30_000,
    include: [
      // publish/mergeValues.ts
      'tests/unit/mergeValues.test.ts',
      // content/minimalEdits.ts
      'tests/unit/minimalEdits.test.ts',
      // content/browser-safe/resolve.ts: strict (the validator) and lenient (a draft's preview)
      'tests/unit/validation.test.ts',
      'tests/unit/draftPreview.test.ts',
      'tests/unit/pageParts.test.ts',
      // server/redirectRules.ts
      'tests/unit/redirects.test.ts',
      'tests/unit/staticServer.test.ts',
    ],
  },
});
