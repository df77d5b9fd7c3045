#!/usr/bin/env node
// Visual regression: build the static Storybook, then screenshot every story of its
// index.json at desktop and phone width and compare with the committed baselines.
// `npm run test:visual -- --update-snapshots` rewrites the baselines; the HTML report
// (tests/visual/.results/report) shows every diff. A story drawn for one width (its globals name a viewport) is
// shot at that width only (scripts/story-viewports.mjs). The same run opens every docs page of the build
// (tests/visual/docs-pages.spec.ts, project `docs`: no open dialog, no play function run, the toolbar's language);
// `npm run test:visual -- --no-build --project docs` runs only that.
import { bin, freePort, run } from './lib.mjs';
import { writeStoryViewports } from './story-viewports.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  const built = await run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet', '--disable-telemetry']);
  if (built !== 0) process.exit(built);
  await writeStoryViewports('storybook-static');
}
// The static server of the built Storybook listens on a port of its own (VISUAL_PORT to choose one).
process.env.VISUAL_PORT ??= String(await freePort());
process.exit(
  await run(bin('playwright'), [
    'test',
    '-c',
    'tests/visual/playwright.config.ts',
    ...args.filter((a) => a !== '--no-build'),
  ]),
);
