#!/usr/bin/env node
// Load and soak of one server instance, as the reliability issue asks, measured (not asserted):
//  1. load: many simulated players, a mix of reads of every route group and repeatable writes,
//     at 50 connections for BENCH_LOAD_SECONDS (default 60);
//  2. soak: the same mix at a lower fixed rate (BENCH_SOAK_RATE req/s, default 50) for
//     BENCH_SOAK_SECONDS (default 600), the server's memory (RSS) sampled every 5 s: flat means the
//     RSS at the end within 10 % of the RSS after the warm-up (the load);
//  3. limits: the same server restarted with the documented limits (per account 600 a minute, per
//     address 1200), one account past its limit: how many calls passed before the first 429, that
//     every 429 carries Retry-After, and the health check's latency while it limits.
// Counted: errors (connection failures, timeouts), 5xx and other non-2xx answers, with the first one.
// Database: BENCH_SOAK_DATABASE = pglite (default: what `npm start` runs) or postgres (BENCH_DATABASE_URL).
// `node scripts/bench-soak.mjs` prints the markdown; scripts/bench.mjs calls benchSoak() and reports it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchDatabase,
  cannon,
  freePort,
  prepareDatabase,
  serverModules,
  signUpPlayers,
  startServer,
  useEmulator,
} from './bench-api.mjs';
import { firebaseProject } from './lib.mjs';

const here = fileURLToPath(import.meta.url);

/** The resident memory of a process, in MiB (Linux). */
const rssMiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : Number.NaN;
};

/**
 * The mix of the load, the soak and the capacity bench (bench-capacity.mjs): reads of every route group,
 * writes that stay possible all run long (fights and rerolls: the players have gold and action points to
 * spare; not the monster or arena rolls, five a day and one a minute by game-rules, spent in seconds here),
 * purchases while the player's prepared stock lasts (then a fight). `next(player)` is that player's next call.
 */
export const soakMix = (setup) => {
  // The rerolled vendor's stock changes under the buyers: they buy from the others.
  const stock = new Map();
  for (const entry of setup.buys) {
    if (entry.vendorId === setup.vendorId) continue;
    if (!stock.has(entry.player.uid)) stock.set(entry.player.uid, []);
    stock.get(entry.player.uid).push(entry.id);
  }
  const fight = {
    method: 'POST',
    path: '/api/battle/commit-fight',
    body: { id: setup.monsterId, requestedLang: 'pl' },
  };
  const calls = [
    { method: 'GET', path: '/api/my-character?lang=pl' },
    { method: 'GET', path: '/api/shops/list?lang=pl' },
    { method: 'GET', path: `/api/shops/${setup.vendorId}?lang=pl` },
    { method: 'GET', path: '/api/quests?lang=en' },
    { method: 'GET', path: '/api/adventures?lang=de' },
    { method: 'GET', path: '/api/locations?lang=pl' },
    { method: 'GET', path: '/api/battle/enemies?lang=pl' },
    { method: 'GET', path: '/api/arena/available-battles?requestedLang=pl' },
    { method: 'GET', path: '/api/premium-shop/list?lang=fr' },
    { method: 'POST', path: '/api/ranking/get-paginated-list', body: { currentPage: 1, toTake: 10 } },
    fight,
    { method: 'POST', path: '/api/quests/roll?lang=pl' },
    { method: 'POST', path: '/api/shops/roll', body: { id: setup.vendorId, requestedLang: 'pl' } },
    'buy',
  ];
  let turn = 0;
  return (player) => {
    const call = calls[turn++ % calls.length];
    if (call !== 'buy') return call;
    const id = stock.get(player.uid)?.shift();
    return id === undefined ? fight : { method: 'POST', path: '/api/shops/buy', body: { id, requestedLang: 'pl' } };
  };
};

/** The mix for the load and the soak: each call by the next player in turn. */
const mixedCalls = ({ players, setup }) => {
  const next = soakMix(setup);
  let turn = 0;
  return () => {
    const player = players[turn++ % players.length];
    return { ...next(player), token: player.token };
  };
};

/** Samples a process's RSS every `everyMs` until stopped. */
const sampleMemory = (pid, everyMs = 5000) => {
  const samples = [];
  const started = Date.now();
  const take = () => samples.push({ seconds: Math.round((Date.now() - started) / 1000), rssMiB: rssMiB(pid) });
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return samples;
    },
  };
};

/** GET /api/health once a `everyMs` while `work` runs: latencies and statuses. */
const probeHealth = async (base, work, everyMs = 200) => {
  const probes = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`).catch(() => undefined);
      probes.push({ ms: performance.now() - started, status: response?.status ?? 0 });
      await response?.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  try {
    return { result: await work(), probes };
  } finally {
    done = true;
    await probing;
  }
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};

export async function benchSoak({
  loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60),
  soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600),
  soakRate = Number(process.env.BENCH_SOAK_RATE ?? 50),
  players: playerCount = Number(process.env.BENCH_PLAYERS ?? 200),
  database = process.env.BENCH_SOAK_DATABASE ?? 'pglite',
  postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
  log = (line) => process.stderr.write(`${line}\n`),
} = {}) {
  const startedAt = new Date();
  const modules = await serverModules();
  const emulator = await useEmulator();
  const temp = mkdtempSync(join(tmpdir(), 'rpg-bench-soak-'));
  const cleanups = [];
  const figures = { database, players: playerCount, loadSeconds, soakSeconds, soakRate };
  try {
    log(`bench-soak: signing up ${playerCount} players in the emulator at ${emulator.host}…`);
    const players = await signUpPlayers(emulator.host, playerCount);
    const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: firebaseProject };
    const { options, serverEnv, drop } = await benchDatabase(modules, { kind: database, temp, postgresUrl, env });
    cleanups.push(drop);
    log(`bench-soak: ${database}: creating ${playerCount} characters…`);
    const setup = await prepareDatabase(modules, options, players);

    // 1 and 2: load, then soak, on one server with its limits off (the mix is many players from one address).
    const port = await freePort();
    const server = await startServer({ port, env: serverEnv });
    const base = `http://127.0.0.1:${port}`;
    try {
      const next = mixedCalls({ players, setup });
      log(`bench-soak: load, 50 connections, ${loadSeconds} s…`);
      figures.load = await cannon(base, { connections: 50, duration: loadSeconds }, next);
      figures.rssAfterWarmUpMiB = rssMiB(server.child.pid);
      log(`bench-soak: soak, ${soakRate} req/s, ${soakSeconds} s…`);
      const memory = sampleMemory(server.child.pid);
      figures.soak = await cannon(base, { connections: 10, overallRate: soakRate, duration: soakSeconds }, next);
      const samples = memory.stop();
      figures.memory = samples;
      figures.rssAtEndMiB = samples.at(-1).rssMiB;
      figures.rssPeakMiB = Math.max(...samples.map((sample) => sample.rssMiB));
      figures.rssGrowth = figures.rssAtEndMiB / figures.rssAfterWarmUpMiB - 1;
    } finally {
      await server.stop();
    }

    // 3: the documented limits, one account past its own.
    const limitedPort = await freePort();
    const limitedServer = await startServer({
      port: limitedPort,
      env: { ...serverEnv, RATE_LIMIT_ADDRESS_PER_MINUTE: '1200', RATE_LIMIT_ACCOUNT_PER_MINUTE: '600' },
    });
    const limitedBase = `http://127.0.0.1:${limitedPort}`;
    try {
      log('bench-soak: one account past its limit of 600 calls a minute, 10 connections, 5 s…');
      const [one] = players;
      const { result, probes } = await probeHealth(limitedBase, () =>
        cannon(limitedBase, { connections: 10, amount: 1100 }, () => ({
          method: 'GET',
          path: '/api/my-character?lang=pl',
          token: one.token,
        })),
      );
      const latencies = probes.map((probe) => probe.ms);
      figures.limits = {
        accountPerMinute: 600,
        sent: result.total,
        answered2xx: result.total - result.non2xx,
        limited: result.limited,
        retryAfterMissing: result.retryAfterMissing,
        serverErrors: result.serverErrors,
        errors: result.errors,
        health: {
          probes: probes.length,
          ok: probes.filter((probe) => probe.status === 200).length,
          p50: percentile(latencies, 0.5),
          p99: percentile(latencies, 0.99),
        },
      };
    } finally {
      await limitedServer.stop();
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => log(`bench-soak: cleanup failed: ${error}`));
    await emulator.stop();
    rmSync(temp, { recursive: true, force: true });
  }

  const { load, soak, limits } = figures;
  const row = (label, r) =>
    `| ${label} | ${r.total} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.serverErrors} | ${r.non2xx} |`;
  const lines = [
    '## Load and soak (one instance)',
    '',
    `${startedAt.toISOString()}, ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${playerCount} players, ` +
      'each request the next player in turn: reads of every route group (character, shops, quests, adventures, ' +
      'locations, battle, arena, premium, ranking) and writes (fights, rerolls, purchases while the stock lasts). ' +
      'Server: apps/server/src/main.ts, development mode, VALIDATE_REPLIES=false, rate limits off.',
    '',
    '| phase | requests | req/s | p50 ms | p99 ms | errors | 5xx | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row(`load: 50 connections, ${loadSeconds} s`, load),
    row(`soak: ${soakRate} req/s, ${soakSeconds} s`, soak),
    '',
    `Memory (RSS): ${figures.rssAfterWarmUpMiB.toFixed(0)} MiB after the load (the warm-up), ` +
      `${figures.rssAtEndMiB.toFixed(0)} MiB at the end of the soak (${(figures.rssGrowth * 100).toFixed(1)} %; flat is within 10 %), ` +
      `peak ${figures.rssPeakMiB.toFixed(0)} MiB.`,
    '',
    `Rate limits as documented (600 calls a minute per account, 1200 per address): one account sent ${limits.sent} calls ` +
      `at 10 connections; ${limits.answered2xx} answered 2xx, ${limits.limited} answered 429 ` +
      `(${limits.retryAfterMissing} without Retry-After), ${limits.serverErrors} 5xx, ${limits.errors} errors. ` +
      `Meanwhile GET /api/health answered ${limits.health.ok} of ${limits.health.probes} probes with 200, ` +
      `p50 ${limits.health.p50.toFixed(1)} ms, p99 ${limits.health.p99.toFixed(1)} ms.`,
    ...[load, soak].filter((r) => r.firstRefusal).map((r) => `- first non-2xx answer: ${r.firstRefusal}`),
  ];
  return { markdown: `${lines.join('\n')}\n`, json: { startedAt: startedAt.toISOString(), ...figures } };
}

if (process.argv[1] === here) {
  const { markdown } = await benchSoak();
  process.stdout.write(markdown);
}
