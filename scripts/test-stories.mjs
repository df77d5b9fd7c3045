#!/usr/bin/env node
// The story tests, then the app's page tests (every story renders in Chromium, its play function passes, axe finds nothing),
// in shards: one browser session for some 800 stories sometimes lost its connection to Vitest near
// the end ("Browser connection was closed while running tests"), a failure of the session, not of
// any test. Each shard is a fresh browser; a shard whose session dropped is run once more, and
// says so. A failing test is never run again.
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

const shards = Number(process.env.STORY_SHARDS ?? 3);
const dropped = /Browser connection was closed while running tests/;

/** Runs one shard, echoing its output; resolves with its exit code and whether the session dropped. */
const runShard = (index, project = 'storybook') =>
  new Promise((resolve) => {
    const child = spawn(
      bin('vitest'),
      [
        'run',
        '--project',
        project,
        ...(project === 'storybook' ? [`--shard=${index}/${shards}`] : []),
        ...process.argv.slice(2),
      ],
      { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] },
    );
    let output = '';
    const tee = (target) => (chunk) => {
      output += chunk;
      target.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), dropped: dropped.test(output) }));
  });

let failed = 0;
for (let index = 1; index <= shards; index++) {
  console.log(`\n── story tests, shard ${index}/${shards}`);
  let result = await runShard(index);
  if (result.code !== 0 && result.dropped) {
    console.log(`\n── shard ${index}/${shards}: the browser session dropped (not a test failure); running it again`);
    result = await runShard(index);
  }
  if (result.code !== 0) failed++;
}

// The app's pages, mounted whole against a fake API and auth (apps/game/src/**/*.test.tsx).
console.log('\n── app page tests');
let pages = await runShard(0, 'app');
if (pages.code !== 0 && pages.dropped) {
  console.log('\n── app page tests: the browser session dropped (not a test failure); running them again');
  pages = await runShard(0, 'app');
}
if (pages.code !== 0) failed++;
process.exit(failed === 0 ? 0 : 1);
