/**
 * `npm run test:mutation`: Stryker mutates the modules below and runs, for each mutant, the unit
 * tests that cover it (vitest.mutation.config.ts, coverage per test). Not part of `npm test`.
 * It is a measure of those tests: a refactor of the tests should leave the score no lower.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // No tsconfig for Stryker to rewrite in its sandbox: ours has no `extends` or `references` to
  // move, and the rewriting calls TypeScript's JavaScript API, which TypeScript 7 no longer has.
  tsconfigFile: '',
  mutate: ['engine/publish/mergeValues.ts', 'engine/content/minimalEdits.ts', 'engine/content/browser-safe/resolve.ts', 'engine/server/redirectRules.ts'],
  // The machine's two cores are shared: one test runner.
  concurrency: 1,
  // Every run scores every mutant, so two commits' scores compare; `-- --incremental` reuses the
  // last run's results (kept in reports/, which git ignores) while working on tests.
  incremental: false,
  incrementalFile: 'reports/mutation/incremental.json',
  // A busy machine runs a test several times slower than a quiet one; a mutant is a timeout
  // (an endless loop) only well past that.
  timeoutMS: 10_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 15,
  // What the sandbox copy of the project does not need.
  ignorePatterns: ['dist', 'editor/dist', 'screenshots', 'reports', '.scratch'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false, reportMutants: false },
  thresholds: { high: 80, low: 60, break: null },
};
