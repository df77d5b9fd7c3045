#!/usr/bin/env node
// `node scripts/lighthouse.mjs [--dist apps/game/dist] [--out report.json]`: Lighthouse (its Node API, mobile
// preset: simulated slow 4G and 4x CPU) in Debian's Chromium on the built app, served by the game
// server on a throwaway PGlite inside one auth emulator:
//   /                  signed out
//   /account/login     signed out
//   /my-character      signed in (a new account signed up in the emulator, its character made
//                      through the API, then signed in through the app's login form)
// Prints each page's scores and metrics beside the targets of the performance issue. Measures,
// never fails on a score (exit 0 unless a run could not happen): `npm run bench` puts them in its
// report. Builds the app into a temporary folder unless --dist names a build (which must talk to
// the same emulator). Uses the auth emulator of FIREBASE_AUTH_EMULATOR_HOST when set, else starts
// one on free ports (9099 may be another run's) and builds the app against it.
// LIGHTHOUSE_REPORT_DIR=dir also writes each page's whole Lighthouse report there (JSON, for the online viewer).
// scripts/bench.mjs imports useEmulator, buildApp, startGame and runLighthouse from here.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { useEmulator } from './emulator.mjs';
import { bin, firebaseProject, freePort, root, run, waitForUrl } from './lib.mjs';

export { useEmulator };

/** The targets of the performance issue: scores 0-100, times in ms. */
export const targets = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  'best-practices': { min: 100 },
  lcp: { max: 1500 },
  cls: { max: 0.01 },
  tbt: { max: 100 },
};

/** Which of a run's figures miss their target, e.g. ['performance 91 < 95', 'lcp 1830 ms > 1500 ms']. */
export const misses = (figures) =>
  Object.entries(targets).flatMap(([name, target]) => {
    const value = figures[name];
    if (value === undefined || value === null) return [`${name} not measured`];
    const unit = name === 'lcp' || name === 'tbt' ? ' ms' : '';
    if ('min' in target && value < target.min) return [`${name} ${value}${unit} < ${target.min}${unit}`];
    if ('max' in target && value > target.max) return [`${name} ${value}${unit} > ${target.max}${unit}`];
    return [];
  });

/** The figures of one Lighthouse result (lhr): category scores 0-100, metrics rounded. */
export const figuresOf = (lhr) => {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id, digits = 0) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? Number(value.toFixed(digits)) : null;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift', 3),
    si: metric('speed-index'),
  };
};

/** The failed audits of the three categories (score < 1), for a report that says why a score is low. */
const failedAudits = (lhr) =>
  ['performance', 'accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => {
        // What the audit found, briefly (console errors, issues, offending elements).
        const items = (audit.details?.items ?? [])
          .slice(0, 3)
          .map((item) =>
            [item.description, item.source, item.url, item.issueType, item.node?.snippet, item.node?.selector]
              .filter((part) => typeof part === 'string' && part !== '')
              .join(' ')
              .slice(0, 200),
          )
          .filter(Boolean);
        const found = items.length > 0 ? `: ${items.join(' | ')}` : '';
        return `${category}: ${audit.id} (${audit.displayValue || audit.score})${found}`;
      }),
  );

/** Where LCP and the layout shifts come from: the elements Lighthouse names. */
const diagnosticsOf = (lhr) => {
  const nodes = (id) =>
    (lhr.audits[id]?.details?.items ?? []).flatMap((item) =>
      // LCP's element comes in a nested table; the shifts one per item.
      item.items ? item.items.map((inner) => inner.node ?? inner) : [item.node ?? item],
    );
  const describe = (node) => [node?.selector, node?.snippet].filter(Boolean).join(' ').slice(0, 160);
  return {
    lcpElement: nodes('largest-contentful-paint-element').map(describe).filter(Boolean)[0] ?? null,
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 5)
      .map((item) => `${item.score?.toFixed?.(3) ?? item.score} ${describe(item.node)}`),
  };
};

/**
 * Starts the game server (API + the built app in `dist`) on a throwaway PGlite, against the auth
 * emulator at `emulatorHost`, on `port` or a free one. Resolves with its origin and a stop function.
 */
export const startGame = async ({
  port: wanted,
  dist = join(root, 'apps/game/dist'),
  emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST,
} = {}) => {
  const port = wanted ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'rpg-lighthouse-'));
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: join(dataDir, 'pglite'),
      STATIC_DIR: dist,
      FIREBASE_PROJECT_ID: firebaseProject,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '0',
    },
    stdio: 'inherit',
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise((resolve) => {
        server.once('exit', resolve);
        server.kill('SIGINT');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`The game server stopped before it was ready (exit ${code}).`))),
  );
  exited.catch(() => {}); // after it was ready, its exit is stop()'s business
  try {
    await Promise.race([waitForUrl(`http://localhost:${port}/api/health`, { timeoutMs: 60_000 }), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://localhost:${port}`, stop };
};

/** A new account in the emulator with a character made through the API; resolves with its credentials. */
const newPlayer = async (origin, emulatorHost) => {
  const email = `lighthouse-${Date.now()}@bench.test`;
  const password = 'lighthouse-password';
  const signUp = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!signUp.ok) throw new Error(`signUp failed: ${signUp.status} ${await signUp.text()}`);
  const { idToken } = await signUp.json();
  const created = await fetch(`${origin}/api/my-character`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestedLang: 'pl', name: `Lh${Date.now().toString(36).slice(-8)}` }),
  });
  if (!created.ok) throw new Error(`Creating the character failed: ${created.status} ${await created.text()}`);
  return { email, password };
};

/** Signs in through the app's login form, as a player does; the session stays in the browser's IndexedDB. */
const signIn = async (page, origin, { email, password }) => {
  await page.goto(`${origin}/account/login`, { waitUntil: 'networkidle0' });
  await page.locator('main input[type="email"]').fill(email);
  await page.locator('main input[type="password"]').fill(password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/my-character', { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 500 });
};

/**
 * Runs Lighthouse (mobile preset) on the three pages against a running game at `origin`. Each run
 * starts with an empty HTTP cache; the signed-out runs also with empty storage, the signed-in one
 * keeps the session (and only that) from the sign-in before it.
 */
export const runLighthouse = async ({
  origin,
  emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST,
  log = console.log,
}) => {
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the signed-in page needs the emulator.');
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium: install Debian’s chromium or set CHROMIUM_PATH.');
  process.env.CHROME_PATH ??= executablePath;
  const { navigation } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: chromiumArgs.filter((arg) => arg !== '--headless'),
    defaultViewport: null,
  });
  const chromium = await browser.version();
  const results = [];
  try {
    const audit = async (path, signedIn) => {
      const page = await browser.newPage();
      try {
        await auditPage(page, path, signedIn);
      } catch (error) {
        // One page that cannot be measured (say the server refuses the character) leaves the others.
        log(`  ✖ ${path}: ${error.message}`);
        results.push({ path, signedIn, error: error.message, misses: [`not measured: ${error.message}`] });
      } finally {
        await page.close();
      }
    };
    const auditPage = async (page, path, signedIn) => {
      if (signedIn) {
        await signIn(page, origin, await newPlayer(origin, emulatorHost));
        // Leave the page, so Lighthouse's load of it is a real navigation (not to the URL it is on).
        await page.goto('about:blank');
      }
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      log(`  Lighthouse ${path}${signedIn ? ' (signed in)' : ''}…`);
      const result = await navigation(page, `${origin}${path}`, {
        flags: {
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: signedIn,
        },
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        // The whole report, for drilling in (open it in https://googlechrome.github.io/lighthouse/viewer/).
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        const file = `${path.replaceAll('/', '_') || '_'}${signedIn ? '.signed-in' : ''}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, file), JSON.stringify(lhr));
      }
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}: the session did not hold`);
      const figures = figuresOf(lhr);
      results.push({
        path,
        signedIn,
        ...figures,
        misses: misses(figures),
        failedAudits: failedAudits(lhr),
        diagnostics: diagnosticsOf(lhr),
        warnings: lhr.runWarnings,
      });
    };
    await audit('/', false);
    await audit('/account/login', false);
    await audit('/my-character', true);
  } finally {
    await browser.close();
  }
  return {
    lighthouse: JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    chromium,
    preset: 'mobile (default config: simulated throttling, Moto G Power screen)',
    targets,
    results,
  };
};

/** A table of runs for a terminal or a markdown report. */
export const lighthouseTable = ({ results }) => {
  const rows = [
    '| page | perf | a11y | best pr. | FCP ms | LCP ms | TBT ms | CLS | SI ms | misses |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of results) {
    if (r.error) {
      rows.push(`| ${r.path}${r.signedIn ? ' (signed in)' : ''} | | | | | | | | | not measured: ${r.error} |`);
      continue;
    }
    rows.push(
      `| ${r.path}${r.signedIn ? ' (signed in)' : ''} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.si} | ${r.misses.length === 0 ? 'none' : r.misses.join('; ')} |`,
    );
  }
  return rows.join('\n');
};

/** The value after a flag (`--out x.json`), if given. */
const option = (args, flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);

/**
 * Builds the app into a folder of its own (not apps/game/dist, which `npm start`, the e2e tests
 * and other builds use at the same time), talking to the auth emulator at `emulatorHost`;
 * resolves with its path.
 */
export const buildApp = async ({ emulatorHost = '127.0.0.1:9099' } = {}) => {
  const dist = mkdtempSync(join(tmpdir(), 'rpg-dist-'));
  console.log(`Building the app into ${dist}…`);
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], {
    cwd: join(root, 'apps/game'),
    env: { VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${emulatorHost}` },
  });
  if (code !== 0) throw new Error('The app did not build.');
  return dist;
};

const main = async () => {
  const args = process.argv.slice(2);
  const emulator = await useEmulator();
  const given = option(args, '--dist');
  let game;
  let dist;
  try {
    dist = given ?? (await buildApp({ emulatorHost: emulator.host }));
    game = await startGame({ dist, emulatorHost: emulator.host });
    const report = await runLighthouse({ origin: game.origin, emulatorHost: emulator.host });
    console.log(`\nLighthouse ${report.lighthouse} in Chromium ${report.chromium}, ${report.preset}\n`);
    console.log(lighthouseTable(report));
    for (const r of report.results) {
      if (r.failedAudits?.length > 0) console.log(`\n${r.path}: audits below 1:\n  ${r.failedAudits.join('\n  ')}`);
      if (r.diagnostics) {
        console.log(`  LCP element: ${r.diagnostics.lcpElement}`);
        for (const shift of r.diagnostics.layoutShifts) console.log(`  layout shift: ${shift}`);
      }
    }
    const out = option(args, '--out');
    if (out) {
      writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`\nWrote ${out}`);
    }
  } finally {
    await game?.stop();
    if (dist && !given) rmSync(dist, { recursive: true, force: true });
    await emulator.stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
