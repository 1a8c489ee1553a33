import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { iconSpritePlugin } from './engine/build/iconSpritePlugin.ts';

/**
 * Four suites:
 * - `unit`: schemas, validator and tools, in Node, without a build;
 * - `blocks`: blocks, layout and engine components with Testing Library in jsdom;
 * - `e2e`: headless Chromium against the built, prerendered site in dist/ (the page builder's
 *   behaviour, derived from whatever pages/ and site.config.json say);
 * - `spec`: the same set-up, holding the site's content to the contractor's specification.
 * The browser suites share one server and one Chromium (tests/e2e/globalSetup.ts).
 */
const browserSuite = {
  environment: 'node',
  globalSetup: ['tests/e2e/globalSetup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // Two files at once: one file's journey keeps about one core busy (it waits on the browser,
  // the browser on the editor's server), so on two cores a second file took the browser step
  // from 619 s to 432 s with the headless shell. More files than cores starve the tests that
  // watch a moment (a 2-second highlight).
  maxWorkers: 2,
  // What a page shows after a click or a save arrives when the browser gets the CPU: on a busy
  // machine that is seconds, not the default one.
  expect: { poll: { timeout: 10_000 } },
};
/**
 * The Node suites wait on git, builds and child processes more than on the CPU: two workers on
 * this 2-core machine took 133 s where the default single worker took 185 s. A test that encodes
 * photos then shares the CPU, so none is held to the default 5 seconds.
 */
const nodeSuite = { maxWorkers: 2, testTimeout: 30_000 };

export default defineConfig({
  plugins: [iconSpritePlugin(), react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', globalSetup: ['tests/unit/globalSetup.ts'], ...nodeSuite },
      },
      {
        extends: true,
        test: {
          name: 'blocks',
          include: ['tests/blocks/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          globalSetup: ['tests/blocks/globalSetup.ts'],
          setupFiles: ['tests/blocks/setup.ts'],
          ...nodeSuite,
          // A fresh jsdom and fresh imports of React, Testing Library and the blocks for each file
          // cost more CPU than most files' tests: each worker keeps one for all its files, and
          // setup.ts puts the window back after every test (restoring spies and stubbed globals).
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], ...browserSuite } },
      { extends: true, test: { name: 'spec', include: ['tests/spec/**/*.test.ts'], ...browserSuite } },
    ],
  },
});
