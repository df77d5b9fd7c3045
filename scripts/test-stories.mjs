#!/usr/bin/env node
// The story tests, and beside them the app's page tests (every story renders in Chromium, its play function passes, axe
// finds nothing), the stories in shards: one browser session for some 800 stories sometimes lost its connection to
// Vitest near the end ("Browser connection was closed while running tests"), a failure of the session, not of any
// test. Each shard is a fresh browser; a shard whose session dropped is run once more, and says so. A failing test
// is never run again.
// The page tests run at the same time as the shards, their output held and printed whole once they finish: they
// spend most of their time with Vite compiling the app's modules for each file's fresh page, one core at most, and
// the stage left a quarter of the machine idle when they ran after the shards.
//
// `--pages-only` runs the page tests alone: `npm test`'s pages stage. `npm test` plays the stories, checks them with
// axe and shoots them in its stories stage, against the built Storybook the designers review (tests/visual), so this
// Vitest run of the stories is the developer's quicker loop (and the Storybook test widget's), not a second pass.
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

const pagesOnly = process.argv.includes('--pages-only');
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--pages-only');
const shards = pagesOnly ? 0 : Number(process.env.STORY_SHARDS ?? 3);
const dropped = /Browser connection was closed while running tests/;

/**
 * Runs one Vitest run; resolves with its exit code, whether the session dropped, and its output. Echoed as it comes
 * when `echo`, held otherwise.
 */
const runVitest = (args, echo) =>
  new Promise((resolve) => {
    const child = spawn(bin('vitest'), ['run', ...args, ...vitestArgs], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const tee = (target) => (chunk) => {
      output += chunk;
      if (echo) target.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), dropped: dropped.test(output), output }),
    );
  });

/** Runs once, and once more if the browser session dropped (saying so). */
const runOnceMore = async (args, name, echo) => {
  const first = await runVitest(args, echo);
  if (first.code === 0 || !first.dropped) return first;
  const note = `\n── ${name}: the browser session dropped (not a test failure); running it again\n`;
  if (echo) process.stdout.write(note);
  const second = await runVitest(args, echo);
  return { ...second, output: first.output + note + second.output };
};

// The app's pages, mounted whole against a fake API and auth (apps/game/src/**/*.test.tsx).
const pages = runOnceMore(['--project', 'app'], 'app page tests', pagesOnly);

let failed = 0;
for (let index = 1; index <= shards; index++) {
  console.log(`\n── story tests, shard ${index}/${shards}`);
  const name = `shard ${index}/${shards}`;
  const result = await runOnceMore(['--project', 'storybook', `--shard=${index}/${shards}`], name, true);
  if (result.code !== 0) failed++;
}

const pagesResult = await pages;
if (!pagesOnly) {
  console.log('\n── app page tests (run beside the story shards)');
  process.stdout.write(pagesResult.output);
}
if (pagesResult.code !== 0) failed++;
process.exit(failed === 0 ? 0 : 1);
