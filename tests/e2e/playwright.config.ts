import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const root = new URL('../..', import.meta.url).pathname;
// A throwaway database per run: journeys never see another run's players.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rpg-e2e-'));

export default defineConfig({
  testDir: '.',
  outputDir: './.results',
  // Two files at a time, against the one server: a journey spends most of its time waiting on the server, the
  // emulator and the page's answers, not on a core. Every player, name and address is the journey's own
  // (support.ts), so journeys never see each other.
  fullyParallel: false,
  workers: 2,
  // One retry in a fresh page: a journey that passes only then is reported as flaky in the output, to be
  // made deterministic (the lost e-mail of the first journey was an app bug, fixed), never ignored.
  retries: 1,
  reporter: [['list'], ['../retried-reporter.ts']],
  // Generous ceilings, not deadlines: every wait is for a state, and a machine busy with other work (both cores
  // taken) must slow a journey down, never fail it.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'pl-PL',
    // The game's service worker serves its precached scripts itself, past page.route (a journey that cuts the
    // scripts off would get them all the same): only installable.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // The network's faults (server down, a 500, a lost or slow reply, offline, an expired token) meet the same
      // code at every width, and the answers they draw are the library's, shot at phone width by the visual suite:
      // at 390 px the six journeys proved nothing the desktop's do not, in some 2 of the stage's 26 worker-minutes.
      testIgnore: 'faults.spec.ts',
    },
  ],
  webServer: {
    command: `node --import tsx ${join(root, 'apps/server/src/main.ts')}`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // The server's start (tsx compiling it, PGlite's first migration) took 40 to 105 s with both cores busy.
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: join(dataDir, 'pglite'),
      // E2E_DIST: a build of its own, so a run does not race another build of apps/game/dist.
      STATIC_DIR: process.env.E2E_DIST ?? join(root, 'apps/game/dist'),
      FIREBASE_PROJECT_ID: process.env.GCLOUD_PROJECT ?? 'demo-rpg',
      // Every player of the run calls from one address, faster than people do: the per-address
      // limit (proved by the server's tests) would refuse the run itself. Accounts keep theirs.
      RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
    },
  },
});
