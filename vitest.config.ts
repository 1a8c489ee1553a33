import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { iconSpritePlugin } from './engine/build/iconSpritePlugin.ts';
import { siteContentPlugin } from './engine/build/siteContentPlugin.ts';

/**
 * Two suites: `unit` (schema, validator, blocks in jsdom) runs without a build;
 * `e2e` drives headless Chromium against the built, prerendered site in dist/.
 */
export default defineConfig({
  plugins: [siteContentPlugin(), iconSpritePlugin(), react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/blocks/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One browser, one server: run the browser files one after another on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
