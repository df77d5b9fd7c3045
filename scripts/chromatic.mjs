#!/usr/bin/env node
// Publishes the Storybook to Chromatic, for teams with an account. Offline machines
// must never call it: without CHROMATIC_PROJECT_TOKEN it exits with a clear message.
// The CLI is a pinned devDependency (16.x: 17 and later need Node 22), never fetched at run time.
import { bin, run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    '✖ CHROMATIC_PROJECT_TOKEN is not set: Chromatic publishing is off. Set the token of your Chromatic project to publish.',
  );
  process.exit(1);
}
process.exit(await run(bin('chromatic'), ['--build-script-name', 'build-storybook', '--exit-zero-on-changes']));
