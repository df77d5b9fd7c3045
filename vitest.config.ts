import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const prebundled = ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'];

/**
 * The app's pages under test have no service worker: the worker's registration (`virtual:pwa-register`, which
 * vite-plugin-pwa provides to the build only) is a no-op, so Vite's dependency scan can follow the app's imports.
 */
const noServiceWorker: Plugin = {
  name: 'rpg:no-service-worker',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0virtual:pwa-register' : undefined),
  load: (id) => (id === '\0virtual:pwa-register' ? 'export const registerSW = () => async () => {};' : undefined),
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/game/src/**/*.test.ts',
            'apps/game/build/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          // Two files at a time, each worker in a PostgreSQL database of its own (support/postgres-run.ts).
          globalSetup: ['apps/server/test/support/postgres-run.ts'],
          setupFiles: ['apps/server/test/support/own-database.ts'],
          maxWorkers: 2,
          // One generous ceiling, never a deadline a test is timed against: beside stress-ng (load 12-16) a test
          // that opens PGlite, migrates and seeds took 22 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The app's pages, mounted whole (providers, routes, guards) in Chromium against a fake API and auth.
        plugins: [vanillaExtractPlugin(), noServiceWorker],
        optimizeDeps: { include: prebundled },
        test: {
          name: 'app',
          include: ['apps/game/src/**/*.test.tsx'],
          setupFiles: ['apps/game/src/test/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Found late, these made Vite reload mid-run and the first run on a fresh clone report 0 tests.
        optimizeDeps: { include: prebundled },
        test: {
          name: 'storybook',
          // One module graph for all story files of a shard: each file re-ran the preview's setup (every
          // locale, the design-system's styles) in a fresh iframe, ~45 % of the stage. Stories share no
          // state a story sets up itself (the preview's decorators set locale and theme per story).
          // The app's pages stay isolated: a lazy route must load for real in each test file.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
