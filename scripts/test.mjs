#!/usr/bin/env node
// `npm test`: every test the project has, in order, with the time each stage took.
//   types -> lint -> unit -> budgets -> the app's pages -> every story played, axe-checked and shot (built Storybook)
//   -> server + e2e (one auth emulator)
//   -> npm start killed and started again
// Stages after a failure still run, so one run shows every problem; the exit code is non-zero if any failed.
// Pick stages with `npm test -- types lint` (names as below).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from './chromium.mjs';
import { bin, run, runInEmulator } from './lib.mjs';
import { productionNode } from './node24.mjs';

const browser = chromiumPath();
if (!browser) {
  console.error(
    "✖ No Chromium found: install Debian's (`sudo apt-get install chromium fonts-liberation fonts-dejavu-core`) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}

// Every stage runs on the production runtime, Node 24 (tools/node24), when it is installed: started on another
// Node (a machine's Node 20 runs npm), npm test runs itself again on 24, with 24 first on the PATH, so every tool
// it starts through `#!/usr/bin/env node` (vitest, storybook, playwright, firebase) runs on 24 too.
const production = productionNode();
if (!production.missing && process.execPath !== production.node) {
  process.exit(await run(production.node, process.argv.slice(1), { env: { PATH: production.path } }));
}
const node = process.execPath;
const onProductionNode = { env: { PATH: production.path } };

const stages = [
  { name: 'types', label: 'Type check (tsc -b)', run: () => run(bin('tsc'), ['-b']) },
  {
    name: 'lint',
    label: 'Lint (Biome) and boundaries',
    run: async () => (await run(bin('biome'), ['check', '.'])) || run(node, ['scripts/check-boundaries.mjs']),
  },
  {
    name: 'unit',
    label: 'Unit tests (Vitest)',
    run: () => run(production.node, [bin('vitest'), 'run', '--project', 'unit'], onProductionNode),
  },
  {
    name: 'budgets',
    label: "First screen's weight against its budgets, and no secret in the built app",
    run: () => run(node, ['scripts/check-budgets.mjs']),
  },
  {
    name: 'pages',
    label: "The app's pages (Vitest browser, mounted whole against a fake API)",
    run: () => run(node, ['scripts/test-stories.mjs', '--pages-only']),
  },
  {
    name: 'stories',
    label: 'Every story played, checked by axe and shot (built Storybook)',
    run: () => run(node, ['scripts/test-visual.mjs']),
  },
  {
    name: 'stack',
    label: 'Server (PGlite + PostgreSQL) and e2e, against the auth emulator',
    run: () => runInEmulator(production.node, 'scripts/test-stack.mjs', [], { env: onProductionNode.env }),
  },
  {
    name: 'start',
    label: 'npm start survives a SIGKILL: accounts kept, no process left behind',
    run: () => run(node, ['scripts/test-start.mjs']),
  },
];

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`✖ Unknown stage(s): ${unknown.join(', ')}. Stages: ${stages.map((s) => s.name).join(', ')}`);
  process.exit(1);
}

if (production.missing) {
  const message = `Node 24 is not installed in tools/node24 (npm ci --prefix tools/node24): every stage runs on Node ${production.version}.`;
  if (process.env.REQUIRE_NODE24) {
    console.error(`✖ ${message}`);
    process.exit(1);
  }
  console.warn(`⚠ ${message}`);
}
console.log(`npm test on Node ${process.versions.node}`);

// The Playwright stages write each test that passed only on its retry here (tests/retried-reporter.ts).
const reportDir = mkdtempSync(join(tmpdir(), 'rpg-test-'));
const retriedReport = join(reportDir, 'retried.txt');
process.env.RETRIED_REPORT = retriedReport;
const retriedSoFar = () =>
  existsSync(retriedReport) ? readFileSync(retriedReport, 'utf8').split('\n').filter(Boolean) : [];

const results = [];
for (const stage of stages.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
  console.log(`\n━━ ${stage.label}`);
  const started = Date.now();
  const before = retriedSoFar().length;
  const code = await stage.run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // Only the lines this stage added: each stage's flaky tests are its own in the summary.
  const retried = retriedSoFar().slice(before);
  results.push({ ...stage, code, seconds, retried });
  console.log(`━━ ${stage.label}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.code === 0 ? '✔' : '✖'} ${r.label.padEnd(64)} ${r.seconds.padStart(7)} s`);
// A retry keeps the run green, but the test that needed one is not deterministic: a failure to fix.
const retried = results.flatMap((r) => r.retried.map((title) => `${r.name}: ${title}`));
if (retried.length > 0) {
  console.log(`\n✖ ${retried.length} test(s) passed only on a retry (flaky): fix them, do not rely on the retry`);
  for (const title of retried) console.log(`  ✖ ${title}`);
}
rmSync(reportDir, { recursive: true, force: true });
const failed = results.filter((r) => r.code !== 0).length;
console.log(`\nstages: ${results.length - failed} passed, ${failed} failed, ${retried.length} flaky`);
process.exit(failed > 0 ? 1 : 0);
