import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { screenshotOptions } from './screenshot-options.ts';

const port = Number(process.env.VISUAL_PORT ?? 6107);
const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: '.',
  outputDir: './.results/output',
  // The baselines are stored in __snapshots__ (baselines.ts) and decoded here for Playwright to compare.
  snapshotPathTemplate: '{testDir}/.results/baselines/{projectName}/{arg}{ext}',
  globalSetup: './baselines-setup.ts',
  globalTeardown: './baselines-teardown.ts',
  fullyParallel: true,
  // One retry, in a fresh page: a screenshot that differs twice is a real change; one that differs
  // once is reported as flaky in the output, to be made deterministic rather than ignored. (A worker's
  // page serves its stories in turn, switched over Storybook's channel; a retry starts a fresh page.)
  retries: 1,
  // A generous ceiling, not a deadline (every wait is for a state): a docs page with several modal stories
  // loads a whole Storybook preview in a frame for each, 15-25 s on a quiet machine and past Playwright's
  // default 30 s with both cores busy.
  timeout: 120_000,
  workers: 2,
  reporter: [['list'], ['html', { outputFolder: './.results/report', open: 'never' }], ['../retried-reporter.ts']],
  // The options' reasons are beside them (screenshot-options.ts).
  expect: { toHaveScreenshot: screenshotOptions },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    deviceScaleFactor: 1,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'pl-PL',
  },
  // Every story at desktop and phone width in the game theme, the primitives and screens in the light
  // theme too (stories.ts says which, at which width); the token-change proof runs once.
  projects: [
    { name: 'desktop', use: desktop, testMatch: ['stories-desktop.spec.ts', 'token-change.spec.ts'] },
    { name: 'phone', use: phone, testMatch: 'stories-phone.spec.ts' },
    { name: 'desktop-light', use: desktop, testMatch: 'stories-light-desktop.spec.ts' },
    { name: 'phone-light', use: phone, testMatch: 'stories-light-phone.spec.ts' },
    // Every docs page: nothing covers it, no play function runs on it, it speaks the toolbar's language.
    // A docs page has no screenshot to settle: a failure is a finding, never a flake to retry.
    { name: 'docs', use: desktop, testMatch: 'docs-pages.spec.ts', retries: 0 },
  ],
  webServer: {
    // VISUAL_STORYBOOK_DIR: another build to shoot (beside a run that serves storybook-static).
    command: `node ../../scripts/serve-static.mjs ${process.env.VISUAL_STORYBOOK_DIR ?? '../../storybook-static'} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
