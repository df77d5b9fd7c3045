#!/usr/bin/env node
// `npm run bench`: what the player pays for, measured (never asserted: `npm test -- budgets` does that).
//  1. the first screen's weight: the built app's initial JS and CSS of the signed-out home (gzip -9,
//     the same figures and budgets as the budgets stage, scripts/budgets.mjs), what that JS is made
//     of, every lazy chunk, the first screen's images;
//  2. Lighthouse (mobile preset) on every route of the product, signed out, signed in and a returning
//     player's repeat view, the median of --lighthouse-runs N runs (default 5) with its range
//     (scripts/lighthouse.mjs), beside the issue's targets;
//  3. the API, if scripts/bench-api.mjs exists: it exports
//       async function benchApi({ log }) => { markdown: string, json: object }
//     (or `sections: [{ title, markdown }]` instead of `markdown`); bench.mjs sets
//     FIREBASE_AUTH_EMULATOR_HOST to its own emulator first, so one emulator serves the whole run,
//     appends the markdown to the report and puts the json under `api`.
//  4. load and soak of one instance (scripts/bench-soak.mjs): a mixed load at 50 connections for 60 s,
//     a 10-minute soak at a lower rate with the server's memory sampled, the rate limits at work;
//     BENCH_SOAK_SECONDS and friends shorten it;
//  5. one instance against two on one PostgreSQL (scripts/bench-instances.mjs): a read and a write at
//     50 connections in all, split over the instances.
// Writes <out>/bench-<time>.md and .json (default out: .data/bench/) with the machine (cores, memory,
// load) and the versions, so two runs can be compared: `--compare <older>.json` adds the differences.
//  6. interactions (scripts/bench-interactions.mjs): equip, buy, add a stat and the phone drawer, input to the
//     paint of the answer at 4x CPU, from a Chromium trace;
//  7. capacity (scripts/bench-capacity.mjs): how many players, one call each every 5 s, one instance holds
//     with p99 <= 100 ms.
// Options: --out DIR, --compare FILE, --lighthouse-runs N, --no-lighthouse, --no-api, --no-soak, --no-instances,
// --no-interactions, --no-capacity. One auth emulator on free ports (or FIREBASE_AUTH_EMULATOR_HOST's), the
// app built into a temporary folder: it runs beside npm start.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { budgets, KiB, measureBuild } from './budgets.mjs';
import { root } from './lib.mjs';
import { buildApp, describeTargets, lighthouseTable, runLighthouse, startGame, useEmulator } from './lighthouse.mjs';

const args = process.argv.slice(2);
const option = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const outDir = option('--out') ?? join(root, '.data/bench');
const log = (line) => console.log(line);
const startedAt = new Date();

const kib = (bytes) => (bytes / KiB).toFixed(1);
const sum = (list) => list.reduce((total, item) => total + item.gzip, 0);
const versionOf = (pkg) => {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
};
const git = (...gitArgs) => {
  try {
    return execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

const report = {
  version: 1,
  startedAt: startedAt.toISOString(),
  machine: {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? null,
    memoryGiB: Number((totalmem() / 1024 ** 3).toFixed(1)),
    freeMemoryGiB: Number((freemem() / 1024 ** 3).toFixed(1)),
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
    platform: `${process.platform} ${release()} ${process.arch}`,
  },
  versions: {
    node: process.version,
    vite: versionOf('vite'),
    react: versionOf('react'),
    'react-router': versionOf('react-router'),
    i18next: versionOf('i18next'),
    firebase: versionOf('firebase'),
    lighthouse: versionOf('lighthouse'),
    autocannon: versionOf('autocannon'),
    chromium: null,
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedChanges: (git('status', '--porcelain') ?? '') !== '',
  },
  firstScreen: null,
  lighthouse: null,
  api: null,
  soak: null,
  instances: null,
  interactions: null,
  capacity: null,
};

const emulator = await useEmulator();
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
let dist;
try {
  // 1. The first screen's weight.
  dist = await buildApp({ emulatorHost: emulator.host });
  const measured = measureBuild(dist, { imagesDir: join(root, 'packages/game-assets/public/images'), root });
  report.firstScreen = {
    budgets,
    initialJs: { gzip: sum(measured.initialJs), files: measured.initialJs },
    initialCss: { gzip: sum(measured.initialCss), files: measured.initialCss },
    composition: measured.composition.slice(0, 30).map(({ origin, chars, gzip }) => ({
      origin,
      chars,
      gzip: Math.round(gzip),
    })),
    lazy: measured.lazy,
    images: { gzip: sum(measured.images), files: measured.images },
    overBudget: measured.broken,
  };
  log(
    `First screen: initial JS ${kib(report.firstScreen.initialJs.gzip)} KiB gzip, CSS ${kib(report.firstScreen.initialCss.gzip)} KiB`,
  );

  // 2. Lighthouse.
  if (!args.includes('--no-lighthouse')) {
    const game = await startGame({ dist, emulatorHost: emulator.host });
    try {
      const runs = Number(option('--lighthouse-runs') ?? 5);
      report.lighthouse = await runLighthouse({ origin: game.origin, emulatorHost: emulator.host, log, runs });
      report.versions.chromium = report.lighthouse.chromium;
    } catch (error) {
      report.lighthouse = { error: error.message };
    } finally {
      await game.stop();
    }
  }

  // 3. The API (scripts/bench-api.mjs, when there is one).
  const apiScript = join(root, 'scripts/bench-api.mjs');
  if (!args.includes('--no-api') && existsSync(apiScript)) {
    log('API benchmark (scripts/bench-api.mjs)…');
    try {
      const { benchApi } = await import('./bench-api.mjs');
      const api = await benchApi({ log });
      const markdown = api.markdown ?? (api.sections ?? []).map((s) => `## ${s.title}\n\n${s.markdown}\n`).join('\n');
      report.api = { ...api.json, markdown };
    } catch (error) {
      report.api = { error: error.message };
    }
  }

  /** One part of the report from a bench module's `{ json, markdown }`; its failure is the part's error. */
  const part = async (flag, label, measure) => {
    if (args.includes(flag)) return null;
    log(`${label}…`);
    try {
      const { json, markdown } = await measure();
      return { ...json, markdown };
    } catch (error) {
      return { error: error.message };
    }
  };
  // 4. Load and soak of one instance.
  report.soak = await part('--no-soak', 'Load and soak (scripts/bench-soak.mjs)', async () =>
    (await import('./bench-soak.mjs')).benchSoak({ log }),
  );
  // 5. One instance against two.
  report.instances = await part('--no-instances', 'One instance against two (scripts/bench-instances.mjs)', async () =>
    (await import('./bench-instances.mjs')).benchInstances({ log }),
  );
  // 6. Interactions: input to the paint of the answer, at 4x CPU, from a trace.
  report.interactions = await part('--no-interactions', 'Interactions (scripts/bench-interactions.mjs)', async () =>
    (await import('./bench-interactions.mjs')).benchInteractions({ log, dist, emulatorHost: emulator.host }),
  );
  // 7. Capacity: players one instance holds at p99 <= 100 ms.
  report.capacity = await part('--no-capacity', 'Capacity (scripts/bench-capacity.mjs)', async () =>
    (await import('./bench-capacity.mjs')).benchCapacity({ log }),
  );
} finally {
  if (dist) rmSync(dist, { recursive: true, force: true });
  await emulator.stop();
}
report.finishedAt = new Date().toISOString();

/**
 * Figures two reports share, old and new side by side: the first screen's weight and every measured
 * page's Lighthouse medians (performance, LCP, TBT, CLS; the scores that are 100 everywhere would only
 * lengthen the table). A page is named as the report names it (reports before every route was measured
 * had only `path`), and one not measured is left out, not shown as a change to nothing.
 */
const comparable = (r) => ({
  'initial JS (KiB gzip)': r.firstScreen ? Number(kib(r.firstScreen.initialJs.gzip)) : null,
  'initial CSS (KiB gzip)': r.firstScreen ? Number(kib(r.firstScreen.initialCss.gzip)) : null,
  'first-screen images (KiB gzip)': r.firstScreen ? Number(kib(r.firstScreen.images.gzip)) : null,
  ...Object.fromEntries(
    (r.lighthouse?.results ?? [])
      .filter((page) => !page.error)
      .flatMap((page) =>
        ['performance', 'lcp', 'tbt', 'cls'].map((name) => [`${page.name ?? page.path} ${name}`, page[name] ?? null]),
      ),
  ),
  ...Object.fromEntries(
    (r.api?.verdicts ?? []).map((v) => [
      `API ${v.database} ${v.route} ${v.figure}`,
      v.measured === null ? null : Number(v.measured.toFixed(2)),
    ]),
  ),
  ...Object.fromEntries(
    (r.interactions?.results ?? []).map((i) => [
      `${i.name}: input to answer painted, median ms`,
      Number.isFinite(i.summary?.answerMedian) ? Math.round(i.summary.answerMedian) : null,
    ]),
  ),
  ...Object.fromEntries(
    (r.capacity?.results ?? []).map((c) => [`capacity ${c.database}: players at p99 <= 100 ms`, c.holds ?? null]),
  ),
});

// The markdown report.
const md = [];
md.push(`# Benchmark ${report.startedAt}`, '');
md.push(
  `Machine: ${report.machine.cores} cores (${report.machine.cpu}), ${report.machine.memoryGiB} GiB memory ` +
    `(${report.machine.freeMemoryGiB} free at start), load average ${report.machine.loadAverage.join(' / ')} at start, ${report.machine.platform}.`,
  '',
  `Versions: ${Object.entries(report.versions)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ')}.`,
  '',
);
if (report.firstScreen) {
  const fs = report.firstScreen;
  const row = (label, gzip, budget) =>
    `| ${label} | ${kib(gzip)} | ${budget === undefined ? '' : kib(budget)} | ${budget === undefined ? '' : gzip <= budget ? 'kept' : '**over**'} |`;
  const routes = fs.lazy.filter((chunk) => chunk.route);
  const largestRoute = routes.reduce((max, chunk) => (chunk.gzip > (max?.gzip ?? -1) ? chunk : max), undefined);
  md.push(
    '## First screen (signed-out home, Polish)',
    '',
    'gzip -9 of the built files; the initial JS is the entry with its static imports, the home route with',
    "its static imports, and the language's words the app loads before it renders (scripts/budgets.mjs).",
    '',
    '| figure | KiB gzip | budget KiB | |',
    '|---|---:|---:|---|',
    row('initial JS', fs.initialJs.gzip, budgets.initialJs),
    row('initial CSS', fs.initialCss.gzip, budgets.initialCss),
    row(`largest route chunk (${largestRoute?.source ?? 'none'})`, largestRoute?.gzip ?? 0, budgets.routeChunk),
    row(`first-screen images (${fs.images.files.length} files)`, fs.images.gzip, budgets.images),
    '',
    '### Initial JS by file',
    '',
    '| file | KiB | KiB gzip |',
    '|---|---:|---:|',
    ...fs.initialJs.files.map((f) => `| ${f.file} | ${kib(f.raw)} | ${kib(f.gzip)} |`),
    '',
    '### What the initial JS is made of (gzip shared out by source-map bytes)',
    '',
    '| origin | KiB minified | KiB gzip (est.) |',
    '|---|---:|---:|',
    ...fs.composition.slice(0, 20).map((c) => `| ${c.origin} | ${kib(c.chars)} | ${kib(c.gzip)} |`),
    '',
    '### Lazy chunks (each file on its own)',
    '',
    '| source | file | KiB gzip | route |',
    '|---|---|---:|---|',
    ...fs.lazy.map((c) => `| ${c.source} | ${c.file} | ${kib(c.gzip)} | ${c.route ? 'yes' : ''} |`),
    '',
  );
}
if (report.lighthouse) {
  md.push('## Lighthouse', '');
  if (report.lighthouse.error) md.push(`Not measured: ${report.lighthouse.error}`, '');
  else {
    const { runs } = report.lighthouse;
    md.push(
      `Lighthouse ${report.lighthouse.lighthouse}, Chromium ${report.lighthouse.chromium}, ${report.lighthouse.preset}.`,
      `Every route of the product, ${runs} run${runs > 1 ? 's' : ''} of one build each` +
        `${runs > 1 ? ': the median and [min-max] (no range: the same in every run)' : ''}; the misses are the` +
        " median's. The repeat view is a returning player's /my-character: warm HTTP cache, service worker installed.",
      '',
      'Targets (not a CI gate):',
      '',
      ...describeTargets().map((line) => `- ${line}`),
      '',
      lighthouseTable(report.lighthouse),
      '',
    );
    for (const r of report.lighthouse.results) {
      if (!r.diagnostics) continue;
      md.push(`${r.name}${runs > 1 ? ' (median run)' : ''}${r.failedAudits?.length ? ': audits below 1' : ''}`, '');
      md.push(...(r.failedAudits ?? []).map((a) => `- ${a}`));
      if (r.diagnostics.lcpElement) md.push(`- LCP element: \`${r.diagnostics.lcpElement}\``);
      for (const shift of r.diagnostics.layoutShifts ?? []) md.push(`- layout shift: \`${shift}\``);
      md.push('');
    }
  }
}
if (report.api) md.push(report.api.error ? `## API\n\nNot measured: ${report.api.error}\n` : report.api.markdown);
if (report.soak)
  md.push(report.soak.error ? `## Load and soak\n\nNot measured: ${report.soak.error}\n` : report.soak.markdown);
for (const [title, part] of [
  ['Interactions', report.interactions],
  ['Capacity', report.capacity],
]) {
  if (part) md.push(part.error ? `## ${title}\n\nNot measured: ${part.error}\n` : part.markdown);
}
if (report.instances)
  md.push(
    report.instances.error
      ? `## One instance against two\n\nNot measured: ${report.instances.error}\n`
      : report.instances.markdown,
  );

const older = option('--compare');
if (older) {
  const before = JSON.parse(readFileSync(older, 'utf8'));
  const [a, b] = [comparable(before), comparable(report)];
  md.push(
    `## Compared with ${before.startedAt} (${older})`,
    '',
    `Then: ${before.machine.cores} cores, load ${before.machine.loadAverage.join(' / ')}, commit ${before.versions.commit}.`,
    '',
    '| figure | before | now | change |',
    '|---|---:|---:|---:|',
    ...[...new Set([...Object.keys(a), ...Object.keys(b)])].map((name) => {
      const change =
        typeof a[name] === 'number' && typeof b[name] === 'number' ? Number((b[name] - a[name]).toFixed(3)) : '';
      return `| ${name} | ${a[name] ?? ''} | ${b[name] ?? ''} | ${typeof change === 'number' && change > 0 ? `+${change}` : change} |`;
    }),
    '',
  );
}

mkdirSync(outDir, { recursive: true });
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const mdPath = join(outDir, `bench-${stamp}.md`);
const jsonPath = join(outDir, `bench-${stamp}.json`);
writeFileSync(mdPath, `${md.join('\n')}\n`);
writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${md.join('\n')}`);
console.log(`Wrote ${mdPath}\n  and ${jsonPath}`);
