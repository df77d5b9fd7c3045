#!/usr/bin/env node
// `node scripts/lighthouse.mjs [--runs 5] [--routes /,/shop/:id] [--dist apps/game/dist] [--out report.json]`:
// Lighthouse 12 (its Node API, mobile preset: simulated slow 4G and 4x CPU) in Debian's Chromium on the
// built app, served by the game server on a throwaway PGlite inside one auth emulator, on every route
// of the product (apps/game/src/config/paths.ts, read at run time; /dev/* left out):
//   /, /account/login, /account/register   signed out
//   /create-character                      signed in, an account with no character yet
//   every other route                      signed in, one player with a character made through the API;
//                                          the ids of /shop/:id, /characters/:id, /battle/fight/:id and
//                                          /battles/:id are the player's (a vendor, their character, a
//                                          fight they commit through the API before the runs)
//   /my-character (repeat view)            the same player coming back: warm HTTP cache, service worker
// Each account signs in once, through the app's login form, in a browser context of its own; every run
// of its pages reuses that session. `--runs N` (default 5) runs of each page, taken in turns (run 1 of
// every page, then run 2…) so a burst of other work on the machine spreads over the pages, not into one;
// each figure is the median with its [min-max] range, and the misses are the median's against that
// kind of page's targets. Measures, never fails on a score (exit 0 unless the runs could not happen):
// `npm run bench` puts them in its report. `--routes` keeps the pages whose path or name is listed.
// Builds the app into a temporary folder unless --dist names a build (which must talk to the same
// emulator). Uses the auth emulator of FIREBASE_AUTH_EMULATOR_HOST when set, else starts one on free
// ports (9099 may be another run's) and builds the app against it.
// LIGHTHOUSE_REPORT_DIR=dir also writes each run's whole Lighthouse report there (JSON, for the online viewer).
// scripts/bench.mjs imports useEmulator, buildApp, startGame, runLighthouse, lighthouseTable and
// describeTargets from here.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { useEmulator } from './emulator.mjs';
import { bin, firebaseProject, freePort, root, run, waitForUrl } from './lib.mjs';

export { useEmulator };

/** What a signed-in page must reach (the speed issue): scores 0-100, times in ms. */
const signedInTargets = {
  performance: { min: 90 },
  accessibility: { min: 100 },
  'best-practices': { min: 100 },
  lcp: { max: 2500 },
  tbt: { max: 300 },
  cls: { max: 0.05 },
};

/**
 * The targets of the speed issue by kind of page. A signed-out page is a visitor's first contact and
 * carries no game data, so it is held to a higher score and less blocking; a returning player's
 * /my-character, its code cached, must show its largest element within a second (the rest as signed in).
 */
export const targets = {
  'signed-out': { ...signedInTargets, performance: { min: 95 }, tbt: { max: 150 } },
  'signed-in': signedInTargets,
  'repeat-view': { ...signedInTargets, lcp: { max: 1000 } },
};

/** The targets of a kind of page ('signed-out', 'signed-in' or 'repeat-view'). */
export const targetsFor = (kind) => targets[kind] ?? targets['signed-in'];

const unitOf = (name) => (name === 'lcp' || name === 'tbt' || name === 'fcp' ? ' ms' : '');

/** The targets of each kind in words, e.g. 'signed-out: performance >= 95, …, tbt <= 150 ms, …'. */
export const describeTargets = () =>
  Object.entries(targets).map(
    ([kind, kindTargets]) =>
      `${kind}: ${Object.entries(kindTargets)
        .map(([name, t]) => `${name} ${'min' in t ? `>= ${t.min}` : `<= ${t.max}${unitOf(name)}`}`)
        .join(', ')}`,
  );

/**
 * Which figures miss their target, e.g. ['performance 91 < 95', 'lcp 1830 ms > 1500 ms'];
 * `pageTargets` are the page's kind's (targetsFor), the signed-in ones unless given.
 */
export const misses = (figures, pageTargets = targets['signed-in']) =>
  Object.entries(pageTargets).flatMap(([name, target]) => {
    const value = figures[name];
    if (value === undefined || value === null) return [`${name} not measured`];
    const unit = unitOf(name);
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

/** The median of numbers (the mean of the middle two for an even count); null for none. */
export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Several runs' figures as one: the median of each figure and its [min, max] range. The median of an
 * even count keeps a score's half (two runs of 90 and 91 read 90.5, not a made-up 91) and CLS's three
 * places; times are whole milliseconds.
 */
export const summarize = (runs) => {
  const names = Object.keys(runs[0] ?? {});
  const values = (name) => runs.map((figures) => figures[name]).filter((value) => typeof value === 'number');
  const digits = { cls: 3, performance: 1, accessibility: 1, 'best-practices': 1 };
  const rounded = (name, value) => (value === null ? null : Number(value.toFixed(digits[name] ?? 0)));
  return {
    median: Object.fromEntries(names.map((name) => [name, rounded(name, median(values(name)))])),
    range: Object.fromEntries(
      names.map((name) => {
        const list = values(name);
        return [name, list.length === 0 ? null : [Math.min(...list), Math.max(...list)]];
      }),
    ),
  };
};

/**
 * Which run stands for the median (its failed audits and LCP element are the ones reported): the
 * one whose performance score is nearest the median's, then whose LCP is.
 */
export const medianRunIndex = (runs, middle) => {
  const distance = (figures, name) => Math.abs((figures[name] ?? Number.POSITIVE_INFINITY) - (middle[name] ?? 0));
  let best = 0;
  runs.forEach((figures, index) => {
    const [a, b] = [figures, runs[best]];
    const closer = distance(a, 'performance') - distance(b, 'performance') || distance(a, 'lcp') - distance(b, 'lcp');
    if (closer < 0) best = index;
  });
  return best;
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
  const describe = (node) => [node?.selector, node?.snippet].filter(Boolean).join(' ').slice(0, 240);
  return {
    lcpElement: nodes('largest-contentful-paint-element').map(describe).filter(Boolean)[0] ?? null,
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 5)
      .map((item) => `${item.score?.toFixed?.(3) ?? item.score} ${describe(item.node)}`),
  };
};

/**
 * The client paths of the product, read from apps/game/src/config/paths.ts's source (so a route added
 * there is measured, or reported as not measured, without a change here); /dev/* pages are developers'
 * tools, not the product.
 */
export const productPaths = (source) =>
  [...source.matchAll(/^\s+\w+: '(\/[^']*)',?$/gm)].map((match) => match[1]).filter((p) => !p.startsWith('/dev/'));

const signedOutPaths = new Set(['/', '/account/login', '/account/register']);

/**
 * The pages to measure: each path with the account it is opened by (the visitor, signed out; the player
 * with a character; the newcomer without one) and its kind of targets; then /my-character once more as a returning
 * player's repeat view.
 */
export const pagesOf = (paths) => [
  ...paths.map((path) => {
    if (signedOutPaths.has(path)) return { name: path, path, kind: 'signed-out', account: 'visitor' };
    return { name: path, path, kind: 'signed-in', account: path === '/create-character' ? 'newcomer' : 'player' };
  }),
  ...(paths.includes('/my-character')
    ? [{ name: '/my-character (repeat view)', path: '/my-character', kind: 'repeat-view', account: 'player' }]
    : []),
];

/**
 * The pages `--routes a,b` names, by route path (/shop/:id; /my-character keeps its repeat view too) or
 * by name ('/my-character (repeat view)'); every page without the option.
 */
export const selectPages = (pages, wanted) =>
  wanted?.length ? pages.filter((page) => wanted.includes(page.path) || wanted.includes(page.name)) : pages;

/** A route's address with its `:id` filled from `ids` (by route path); null when there is no id for it. */
export const resolvePath = (path, ids) => {
  if (!path.includes(':')) return path;
  const id = ids[path];
  return id === undefined || id === null ? null : path.replace(/:\w+/, String(id));
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

/** A new account in the emulator (no character yet); resolves with its credentials and ID token. */
export const signUp = async (emulatorHost, label) => {
  const email = `lighthouse-${label}-${Date.now()}@bench.test`;
  const password = 'lighthouse-password';
  const reply = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!reply.ok) throw new Error(`signUp failed: ${reply.status} ${await reply.text()}`);
  const { idToken } = await reply.json();
  return { email, password, idToken };
};

/** One call of the game's API as `account`; resolves with the reply's `data`. */
export const api = async (origin, account, method, path, body) => {
  const reply = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${account.idToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${method} /api${path}: ${reply.status} ${await reply.text()}`);
  return (await reply.json()).data;
};

/** A new account with a character made through the API; resolves with its credentials, token and name. */
export const newPlayer = async (origin, emulatorHost) => {
  const account = await signUp(emulatorHost, 'player');
  const name = `Lh${Date.now().toString(36).slice(-8)}`;
  await api(origin, account, 'POST', '/my-character', { requestedLang: 'pl', name });
  return { ...account, name };
};

/**
 * The ids the player's routes open with, found through the API as the app finds them: the first vendor
 * of the shop list, the player's own character (its ranking row), and a fight the player commits
 * against the first monster of their place (its stored battle serves both the fight's page and the
 * replay's). Resolves with `{ ids, why }`: an id by route path, or why there is none.
 */
const idsFor = async (origin, player) => {
  const ids = {};
  const why = {};
  const find = async (paths, lookUp) => {
    try {
      const id = await lookUp();
      for (const path of paths) ids[path] = id;
    } catch (error) {
      for (const path of paths) why[path] = error.message;
    }
  };
  await find(['/shop/:id'], async () => {
    const { vendors } = await api(origin, player, 'GET', '/shops/list?lang=pl');
    if (vendors.length === 0) throw new Error('the shop list has no vendor');
    return vendors[0].id;
  });
  await find(['/characters/:id'], async () => {
    const body = { currentPage: 1, toTake: 50, initLoadAtPosition: true };
    const page = await api(origin, player, 'POST', '/ranking/get-paginated-list', body);
    const row = page.data.find((entry) => entry.name === player.name);
    if (!row) throw new Error('the player is not on their ranking page');
    return row.id;
  });
  await find(['/battle/fight/:id', '/battles/:id'], async () => {
    const { monsters } = await api(origin, player, 'GET', '/battle/enemies?lang=pl');
    if (monsters.length === 0) throw new Error('no monster to fight where the player is');
    return (await api(origin, player, 'POST', '/battle/commit-fight', { id: monsters[0].id, requestedLang: 'pl' }))
      .battleId;
  });
  return { ids, why };
};

/**
 * Signs in through the app's login form, as a player does, and waits for the page the app lands on
 * (`landing`: /my-character, or /create-character for an account with no character); the session
 * stays in the browser context's IndexedDB.
 */
export const signIn = async (page, origin, { email, password }, landing = '/my-character') => {
  await page.goto(`${origin}/account/login`, { waitUntil: 'networkidle0' });
  await page.locator('main input[type="email"]').fill(email);
  await page.locator('main input[type="password"]').fill(password);
  await page.keyboard.press('Enter');
  await page.waitForFunction((path) => location.pathname === path, { timeout: 30_000 }, landing);
  await page.waitForNetworkIdle({ idleTime: 500 });
};

/**
 * A returning player's visit before the measured one: the page loaded normally, its downloads done,
 * and the service worker (the app registers it after load) installed and its precache filled when
 * one is ready within 10 s. Resolves whether one was.
 */
const warmUp = async (page, url) => {
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  const ready = await page.evaluate(
    (waitMs) =>
      new Promise((resolve) => {
        if (!('serviceWorker' in navigator)) return resolve(false);
        navigator.serviceWorker.ready.then(() => resolve(true));
        setTimeout(() => resolve(false), waitMs);
      }),
    10_000,
  );
  await page.waitForNetworkIdle({ idleTime: 500 });
  return ready;
};

/** Where LIGHTHOUSE_REPORT_DIR gets a run's whole report: the page's name, and the run's number if several. */
const reportFile = (name, runIndex, runs) =>
  `${name.replace(/[^\w-]+/g, '_') || '_'}${runs > 1 ? `.run${runIndex + 1}` : ''}.json`;

/** One page's runs as its report row: the medians and ranges, the misses, the median run's diagnostics. */
const summarizePage = (page, runs) => {
  const done = runs.filter((r) => !r.error);
  const failed = runs.filter((r) => r.error).map((r) => r.error);
  if (done.length === 0) return { ...page, error: failed[0] ?? 'no run', misses: [`not measured: ${failed[0]}`] };
  const figures = done.map((r) => r.figures);
  const { median: medians, range } = summarize(figures);
  const middle = done[medianRunIndex(figures, medians)];
  return {
    ...page,
    runs: done.length,
    ...medians,
    range,
    misses: [...misses(medians, targetsFor(page.kind)), ...failed.map((error) => `a run failed: ${error}`)],
    failedAudits: middle.failedAudits,
    diagnostics: middle.diagnostics,
    warnings: middle.warnings,
  };
};

/**
 * Runs Lighthouse (mobile preset) `runs` times on every page of the product (or those `routes` names)
 * against a running game at `origin`. Three browser contexts, each signed in once: the visitor (no
 * session), the player with a character, the newcomer without one. A cold run lets Lighthouse reset
 * the origin as it does by default: in Lighthouse 12 that clears the HTTP cache, the service worker and
 * Cache Storage, never IndexedDB (clearStorageTypes), so the session holds while the code is fetched
 * anew. The repeat view turns the reset off (disableStorageReset, which also skips the cache's clearing)
 * after a normal load of the page, and is throttled for real (DevTools), not simulated. Resolves with each page's medians, ranges, misses and diagnostics.
 */
export const runLighthouse = async ({
  origin,
  emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST,
  log = console.log,
  runs = 5,
  routes,
}) => {
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the signed-in pages need the emulator.');
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`Lighthouse runs: a whole number from 1, not ${runs}.`);
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('No Chromium: install Debian’s chromium or set CHROMIUM_PATH.');
  process.env.CHROME_PATH ??= executablePath;
  const pages = selectPages(
    pagesOf(productPaths(readFileSync(join(root, 'apps/game/src/config/paths.ts'), 'utf8'))),
    routes,
  );
  const { navigation } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: chromiumArgs.filter((arg) => arg !== '--headless'),
    defaultViewport: null,
  });
  const chromium = await browser.version();
  const runsOf = new Map(pages.map((page) => [page.name, []]));
  const unreachable = new Map();
  try {
    const contexts = await signInAll({ browser, origin, emulatorHost, pages, log });
    for (const page of pages) {
      const url = resolvePath(page.path, contexts.ids);
      if (!contexts[page.account]) unreachable.set(page.name, contexts.failed[page.account]);
      else if (url === null) unreachable.set(page.name, contexts.why[page.path] ?? 'no id to open it with');
      else page.url = url;
    }
    const measured = pages.filter((page) => !unreachable.has(page.name));
    for (let runIndex = 0; runIndex < runs; runIndex++) {
      for (const page of measured) {
        log(`  Lighthouse ${page.name} (${page.url}, ${page.kind}) run ${runIndex + 1}/${runs}…`);
        const context = contexts[page.account];
        runsOf.get(page.name).push(await measureTwice({ navigation, context, origin, page, runIndex, runs, log }));
      }
    }
  } finally {
    await browser.close();
  }
  return {
    lighthouse: JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    chromium,
    preset: 'mobile (default config: simulated throttling, Moto G Power screen; the repeat view throttled by DevTools)',
    runs,
    targets,
    results: pages.map((page) =>
      unreachable.has(page.name)
        ? { ...page, error: unreachable.get(page.name), misses: [`not measured: ${unreachable.get(page.name)}`] }
        : summarizePage(page, runsOf.get(page.name)),
    ),
  };
};

/**
 * A browser context per account the pages need, each signed in once through the login form: the
 * visitor's (no session), the player's (made through the API, with the ids of their routes) and the
 * newcomer's (no character). An account that cannot sign in leaves its pages unmeasured, not the rest.
 */
const signInAll = async ({ browser, origin, emulatorHost, pages, log }) => {
  const needs = (account) => pages.some((page) => page.account === account);
  const contexts = { ids: {}, why: {}, failed: {} };
  const signedIn = async (account, landing, make) => {
    if (!needs(account)) return;
    const context = await browser.createBrowserContext();
    const tab = await context.newPage();
    try {
      const credentials = await make();
      await signIn(tab, origin, credentials, landing);
      contexts[account] = context;
      return credentials;
    } catch (error) {
      contexts.failed[account] = `the ${account} could not sign in: ${error.message}`;
      log(`  ✖ ${contexts.failed[account]}`);
    } finally {
      await tab.close();
    }
  };
  if (needs('visitor')) contexts.visitor = await browser.createBrowserContext();
  log('  Signing in the player (with a character) and the newcomer (without)…');
  const player = await signedIn('player', '/my-character', () => newPlayer(origin, emulatorHost));
  if (player) Object.assign(contexts, await idsFor(origin, player));
  await signedIn('newcomer', '/create-character', () => signUp(emulatorHost, 'newcomer'));
  return contexts;
};

/**
 * One Lighthouse run of a page in its account's context, in a tab of its own: resolves with its
 * figures and diagnostics, or `{ error }` (one run that fails leaves the others).
 */
const measure = async ({ navigation, context, origin, page, runIndex, runs }) => {
  const tab = await context.newPage();
  try {
    const repeat = page.kind === 'repeat-view';
    const serviceWorker = repeat ? await warmUp(tab, `${origin}${page.url}`) : undefined;
    const result = await navigation(tab, `${origin}${page.url}`, {
      flags: {
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: repeat,
        // Lantern (the simulation) replays every request of the page over its simulated slow 4G, the service
        // worker's and the memory cache's answers included, so it cannot see a warm start: the repeat view is
        // throttled for real instead (the same 4x CPU and slow 4G, applied by DevTools), and what the worker
        // answers comes at the worker's speed, as it does on the player's phone.
        ...(repeat ? { throttlingMethod: 'devtools' } : {}),
      },
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${page.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      // The whole report, for drilling in (open it in https://googlechrome.github.io/lighthouse/viewer/).
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORT_DIR, reportFile(page.name, runIndex, runs)),
        JSON.stringify(lhr),
      );
    }
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== page.url) throw new Error(`${page.url} ended on ${finalPath}: the session did not hold`);
    return {
      figures: figuresOf(lhr),
      failedAudits: failedAudits(lhr),
      diagnostics: { ...diagnosticsOf(lhr), ...(repeat ? { serviceWorker } : {}) },
      warnings: lhr.runWarnings,
    };
  } catch (error) {
    return { error: error.message };
  } finally {
    await tab.close();
  }
};

/**
 * One run of a page, once more if it fails: Lighthouse's own hiccups (NO_NAVSTART, a protocol timeout)
 * come and go on a busy machine, and one of them should not leave a page with a run less.
 */
const measureTwice = async ({ log, ...run }) => {
  let result = await measure(run);
  if (result.error) {
    log(`    ✖ ${result.error}; once more…`);
    result = await measure(run);
  }
  if (result.error) log(`    ✖ ${result.error}`);
  else log(`    perf ${result.figures.performance}, LCP ${result.figures.lcp} ms, TBT ${result.figures.tbt} ms`);
  return result;
};

/** A figure of a row: its median, and its [min-max] range when there were several runs that differ. */
const cell = (row, name) => {
  const value = row[name];
  if (value === null || value === undefined) return '';
  const range = row.range?.[name];
  return row.runs > 1 && range && range[0] !== range[1] ? `${value} [${range[0]}-${range[1]}]` : `${value}`;
};

/** A table of the pages (medians [ranges]) for a terminal or a markdown report. */
export const lighthouseTable = ({ results }) => {
  const rows = [
    '| page | perf | a11y | best pr. | FCP ms | LCP ms | TBT ms | CLS | misses |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of results) {
    if (r.error) {
      rows.push(`| ${r.name} | | | | | | | | not measured: ${r.error} |`);
      continue;
    }
    const figures = ['performance', 'accessibility', 'best-practices', 'fcp', 'lcp', 'tbt', 'cls'];
    const found = r.misses.length === 0 ? 'none' : r.misses.join('; ');
    rows.push(`| ${r.name} | ${figures.map((name) => cell(r, name)).join(' | ')} | ${found} |`);
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

/** The median run's failed audits, LCP element, layout shifts and service worker, page by page. */
const printDiagnostics = (results) => {
  for (const r of results) {
    if (!r.diagnostics) continue;
    if (r.failedAudits?.length > 0) console.log(`\n${r.name}: audits below 1:\n  ${r.failedAudits.join('\n  ')}`);
    else console.log(`\n${r.name}:`);
    console.log(`  LCP element: ${r.diagnostics.lcpElement}`);
    for (const shift of r.diagnostics.layoutShifts) console.log(`  layout shift: ${shift}`);
    if (r.diagnostics.serviceWorker !== undefined)
      console.log(`  service worker ready before the run: ${r.diagnostics.serviceWorker ? 'yes' : 'no'}`);
  }
};

const main = async () => {
  const args = process.argv.slice(2);
  const runs = Number(option(args, '--runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1.');
  const routes = option(args, '--routes')?.split(',').filter(Boolean);
  const emulator = await useEmulator();
  const given = option(args, '--dist');
  let game;
  let dist;
  try {
    dist = given ?? (await buildApp({ emulatorHost: emulator.host }));
    game = await startGame({ dist, emulatorHost: emulator.host });
    const report = await runLighthouse({ origin: game.origin, emulatorHost: emulator.host, runs, routes });
    printDiagnostics(report.results);
    console.log(`\nLighthouse ${report.lighthouse} in Chromium ${report.chromium}, ${report.preset}`);
    const ranges = ': the median [min-max] (no range: the same in every run)';
    console.log(`${runs} run${runs > 1 ? 's' : ''} of each page${runs > 1 ? ranges : ''}.`);
    console.log(`Targets: ${describeTargets().join('; ')}.\n`);
    console.log(lighthouseTable(report));
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
