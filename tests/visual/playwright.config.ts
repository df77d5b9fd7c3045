import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const port = Number(process.env.VISUAL_PORT ?? 6107);

export default defineConfig({
  testDir: '.',
  outputDir: './.results/output',
  snapshotPathTemplate: '{testDir}/__snapshots__/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  reporter: [['list'], ['html', { outputFolder: './.results/report', open: 'never' }]],
  expect: {
    toHaveScreenshot: { threshold: 0, maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    deviceScaleFactor: 1,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'pl-PL',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: `node ../../scripts/serve-static.mjs ../../storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
