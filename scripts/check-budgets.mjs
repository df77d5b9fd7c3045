#!/usr/bin/env node
// `npm test -- budgets`: builds the app and checks the first screen's weight against its budgets
// (scripts/budgets.mjs): initial JS and CSS of the signed-out home, each lazy route's own chunk,
// the first screen's images. Prints every figure and what the initial JS is made of (from the
// source maps); fails naming the chunk that broke a budget. The same build is made with canary secrets
// in its environment and fails when one of them, or anything shaped like a secret, is in what a browser
// downloads (scripts/secrets.mjs). `--dist apps/game/dist` checks a build as is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { budgets, KiB, measureBuild } from './budgets.mjs';
import { bin, root, run } from './lib.mjs';
import { canaryEnvironment, findSecrets, readTextFiles } from './secrets.mjs';

const imagesDir = join(root, 'packages/game-assets/public/images');

// A build of its own, in a temporary folder: apps/game/dist may be in use (npm start, another build).
const args = process.argv.slice(2);
const given = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : undefined;
const dist = given ?? mkdtempSync(join(tmpdir(), 'rpg-budgets-'));
const canaries = canaryEnvironment();
if (!given) {
  const build = ['build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'];
  const env = canaries.environment;
  if ((await run(bin('vite'), build, { cwd: join(root, 'apps/game'), env })) !== 0) process.exit(1);
}
let measured;
let leaks;
try {
  measured = measureBuild(dist, { imagesDir, root });
  const files = readTextFiles(dist);
  leaks = { files: files.length, found: findSecrets(files, given ? [] : [canaries.mark]) };
} finally {
  if (!given) rmSync(dist, { recursive: true, force: true });
}
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`.padStart(10);
const total = (list) => list.reduce((sum, item) => sum + item.gzip, 0);

console.log('\nFirst screen (signed-out home, Polish), gzip -9:');
for (const { file, gzip } of measured.initialJs) console.log(`  ${file.padEnd(60)} ${kib(gzip)}`);
console.log(`  ${'initial JS'.padEnd(60)} ${kib(total(measured.initialJs))}  (budget ${budgets.initialJs / KiB} KiB)`);
for (const { file, gzip } of measured.initialCss) console.log(`  ${file.padEnd(60)} ${kib(gzip)}`);
console.log(
  `  ${'initial CSS'.padEnd(60)} ${kib(total(measured.initialCss))}  (budget ${budgets.initialCss / KiB} KiB)`,
);

console.log('\nWhat the initial JS is made of (gzip shared out by source-map bytes), the 20 largest:');
for (const { origin, chars, gzip } of measured.composition.slice(0, 20)) {
  console.log(`  ${origin.slice(0, 60).padEnd(60)} ${kib(gzip)}  (${(chars / KiB).toFixed(1)} KiB minified)`);
}

console.log(`\nLazy chunks, each file on its own (routes' budget ${budgets.routeChunk / KiB} KiB):`);
for (const { source, file, gzip, route } of measured.lazy) {
  console.log(`  ${source.replace(/^.*src\//, '').padEnd(60)} ${kib(gzip)}  ${route ? 'route' : `(${file})`}`);
}

console.log(
  `\nFirst-screen images: ${measured.images.length} files ${kib(total(measured.images))}  (budget ${budgets.images / KiB} KiB)`,
);

console.log(
  `\nSecrets: ${leaks.files} text files of the build read${given ? '' : ', built with canary secrets in its environment'}`,
);
if (leaks.found.length > 0) {
  console.error(`\n✖ Secrets in the built app:\n${leaks.found.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}

if (measured.broken.length > 0) {
  console.error(`\n✖ Over budget:\n${measured.broken.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`\n✔ ${measured.figures.length} budgets kept`);
