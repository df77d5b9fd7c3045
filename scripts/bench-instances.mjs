#!/usr/bin/env node
// Throughput of one server instance against two on one PostgreSQL database, as the scale-out issue asks,
// measured (not asserted): the same players, the same two calls (a read, GET /my-character, and a write,
// POST /shops/buy), the same 50 connections in all, for BENCH_SECONDS (default 5) each:
//  - one instance: 50 connections to it;
//  - two instances: 25 connections to each, both loads at once, their requests per second added up.
// Both instances run on this machine, so they share its cores with PostgreSQL and the load tool: the
// figure says what a second process buys here, not what a second machine would.
// `node scripts/bench-instances.mjs` prints the markdown; scripts/bench.mjs calls benchInstances().
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
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
  warmUp,
} from './bench-api.mjs';
import { firebaseProject } from './lib.mjs';

const here = fileURLToPath(import.meta.url);

/**
 * Runs `connections` split evenly over `bases` at the same time, all drawing from one `next`;
 * the combined figures: requests per second added up, the worst p99, the mean p50 weighted by requests.
 */
const splitLoad = async (bases, { connections, duration }, next) => {
  const share = Math.floor(connections / bases.length);
  const runs = await Promise.all(bases.map((base) => cannon(base, { connections: share, duration }, next)));
  const total = runs.reduce((sum, run) => sum + run.total, 0);
  return {
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0),
    p50: runs.reduce((sum, run) => sum + run.p50 * run.total, 0) / Math.max(total, 1),
    p99: Math.max(...runs.map((run) => run.p99)),
    total,
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    serverErrors: runs.reduce((sum, run) => sum + run.serverErrors, 0),
    firstRefusal: runs.find((run) => run.firstRefusal)?.firstRefusal,
    perInstance: runs.map((run) => run.requestsPerSecond),
  };
};

export async function benchInstances({
  durationSeconds = Number(process.env.BENCH_SECONDS ?? 5),
  connections = 50,
  players: playerCount = Number(process.env.BENCH_PLAYERS ?? 200),
  postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
  log = (line) => process.stderr.write(`${line}\n`),
} = {}) {
  const startedAt = new Date();
  const load = loadavg()[0];
  const modules = await serverModules();
  const emulator = await useEmulator();
  const temp = mkdtempSync(join(tmpdir(), 'rpg-bench-instances-'));
  const servers = [];
  let database;
  const results = [];
  try {
    log(`bench-instances: signing up ${playerCount} players…`);
    const players = await signUpPlayers(emulator.host, playerCount);
    const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: firebaseProject };
    database = await benchDatabase(modules, { kind: 'postgres', temp, postgresUrl, env });
    const setup = await prepareDatabase(modules, database.options, players);

    let turn = 0;
    let buy = 0;
    const calls = {
      'GET /my-character': () => ({
        method: 'GET',
        path: '/api/my-character?lang=pl',
        token: players[turn++ % players.length].token,
      }),
      'POST /shops/buy': () => {
        const next = setup.buys[buy++ % setup.buys.length];
        return {
          method: 'POST',
          path: '/api/shops/buy',
          token: next.player.token,
          body: { id: next.id, requestedLang: 'pl' },
        };
      },
    };

    const bases = [];
    for (const count of [1, 2]) {
      while (bases.length < count) {
        const port = await freePort();
        servers.push(await startServer({ port, env: database.serverEnv }));
        const base = `http://127.0.0.1:${port}`;
        await warmUp(base, players);
        bases.push(base);
      }
      for (const [route, next] of Object.entries(calls)) {
        log(`bench-instances: ${count} instance(s), ${route}, ${connections} connections, ${durationSeconds} s…`);
        const result = await splitLoad(bases, { connections, duration: durationSeconds }, next);
        results.push({ instances: count, route, connections, ...result });
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    await database?.drop().catch((error) => log(`bench-instances: cleanup failed: ${error}`));
    await emulator.stop();
    rmSync(temp, { recursive: true, force: true });
  }

  const one = (route) => results.find((row) => row.instances === 1 && row.route === route);
  const lines = [
    '## One instance against two (PostgreSQL)',
    '',
    `${startedAt.toISOString()}, ${durationSeconds} s per case, ${playerCount} players, ${connections} connections in all ` +
      `(split evenly over the instances, loads at once), ${cpus().length} cores shared by the instances, PostgreSQL ` +
      `and the load tool, load average ${load.toFixed(2)} at start. Servers: apps/server/src/main.ts, development mode, ` +
      'VALIDATE_REPLIES=false, rate limits off.',
    '',
    '| instances | route | req/s | per instance | p50 ms | p99 ms | x one instance | non-2xx | errors |',
    '|---:|---|---:|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (row) =>
        `| ${row.instances} | ${row.route} | ${row.requestsPerSecond} | ${row.perInstance.join(' + ')} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${(
          row.requestsPerSecond / one(row.route).requestsPerSecond
        ).toFixed(2)} | ${row.non2xx} | ${row.errors} |`,
    ),
    ...results
      .filter((row) => row.firstRefusal)
      .map((row) => `- first non-2xx answer with ${row.instances} instance(s), ${row.route}: ${row.firstRefusal}`),
  ];
  return {
    markdown: `${lines.join('\n')}\n`,
    json: {
      startedAt: startedAt.toISOString(),
      durationSeconds,
      players: playerCount,
      connections,
      loadAverage: load,
      results,
    },
  };
}

if (process.argv[1] === here) {
  const { markdown } = await benchInstances();
  process.stdout.write(markdown);
}
