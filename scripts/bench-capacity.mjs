#!/usr/bin/env node
import { mkdtempSync, rmSync } from 'node:fs';
// Capacity of one server instance, as the speed issue asks: "how many concurrent players one instance holds
// with p99 <= 100 ms at a realistic pace (the soak mix, one call per player every 5 s)". Measured, never asserted.
// How: players signed up in the auth emulator and their characters made straight in the database (bench-api's
// signUpPlayers and prepareDatabase: gold, action points and stock to spare), one server (bench-api's
// startServer: development mode, VALIDATE_REPLIES=false, rate limits off). Then steps of more and more
// players (BENCH_CAPACITY_STEPS, default 50, 100, 200, 400, 800, 1600, 3200), each for BENCH_CAPACITY_SECONDS
// (default 20): every player makes one call every BENCH_CAPACITY_PACE seconds (default 5), at its own offset
// drawn once (so players/5 calls a second, open loop: a player never waits for the others), each call the
// next of the soak's mix (scripts/bench-soak.mjs's soakMix: reads of every route group and writes), with the
// player's own token. Unmeasured first: 280 calls of the mix warm
// the server's code, and a step's new players make one call each (bench-api's warmUp: their tokens verified,
// as a first request would). Latency counts from the send, or from the moment the call was due when the
// player's previous call was still pending then (that wait counts: no coordinated omission); keep-alive
// connections (node:http), as many as the calls in flight. The steps stop at the first that misses (p99 >
// 100 ms, or errors: failed connections, timeouts of 10 s, 5xx); one step halfway between the last kept and
// the missed one then narrows the answer.
// Database: pglite (default: what `npm start` runs); postgres too when BENCH_DATABASE_URL is set, or as
// BENCH_CAPACITY_DATABASES=pglite,postgres says (PostgreSQL at BENCH_DATABASE_URL, default
// postgresql://postgres@127.0.0.1:5432/test: a fresh database beside it, dropped after).
// `node scripts/bench-capacity.mjs` prints the markdown.
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchDatabase,
  freePort,
  prepareDatabase,
  serverModules,
  signUpPlayers,
  startServer,
  useEmulator,
  warmUp,
} from './bench-api.mjs';
import { soakMix } from './bench-soak.mjs';
import { firebaseProject } from './lib.mjs';

const here = fileURLToPath(import.meta.url);

/** The issue's target: p99 in ms. */
export const capacityTarget = 100;
const timeoutMs = 10_000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call over `agent`: resolves with its status (0: failed) and the start of its body, once read whole. */
const send = (agent, base, token, { method, path, body }) =>
  new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.length < 1 && chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }));
        response.on('error', (error) => resolve({ status: 0, text: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timeout after ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ status: 0, text: error.message }));
    request.end(payload);
  });

/**
 * One step: every player one call every `paceSeconds`, at its own offset, for `seconds`. Latency from the send,
 * or from the moment the call was due when the player's previous call was still pending then. Resolves with
 * the step's figures.
 */
const runStep = async ({ base, players, next, seconds, paceSeconds }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const latencies = [];
  const byRoute = new Map();
  const lateness = [];
  let errors = 0;
  let serverErrors = 0;
  let non2xx = 0;
  let firstRefusal;
  const pace = paceSeconds * 1000;
  const start = performance.now() + 100;
  const end = start + seconds * 1000;
  await Promise.all(
    players.map(async (player) => {
      for (let due = start + Math.random() * pace; due < end; due += pace) {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const sent = performance.now();
        lateness.push(sent - due);
        const call = next(player);
        const { status, text } = await send(agent, base, player.token, call);
        // From the send; from when it was due if the player's previous call ran past that (no coordinated omission).
        const latency = performance.now() - (wait > 0 ? sent : due);
        latencies.push(latency);
        const route = `${call.method} ${call.path.split('?')[0].replace(/\/\d+$/, '/{id}')}`;
        if (!byRoute.has(route)) byRoute.set(route, []);
        byRoute.get(route).push(latency);
        if (status === 0) errors++;
        else if (status >= 500) serverErrors++;
        if (status < 200 || status > 299) {
          non2xx += status === 0 ? 0 : 1;
          firstRefusal ??= `${status || 'error'} ${text.slice(0, 200)}`;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const lateSorted = lateness.sort((a, b) => a - b);
  const routes = [...byRoute]
    .map(([route, values]) => {
      const ordered = values.sort((a, b) => a - b);
      return { route, requests: ordered.length, p50: percentile(ordered, 0.5), p99: percentile(ordered, 0.99) };
    })
    .sort((a, b) => b.p99 - a.p99);
  return {
    players: players.length,
    seconds,
    loadAverage: loadavg()[0],
    requests: sorted.length,
    offeredPerSecond: players.length / paceSeconds,
    requestsPerSecond: sorted.length / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    errors,
    serverErrors,
    non2xx,
    firstRefusal,
    // How late this process sent (its timers): large values mean the load tool, not the server, fell behind.
    sendLateP99: percentile(lateSorted, 0.99),
    routes,
  };
};

/** The mix, `count` calls `concurrency` at a time by the first players, unmeasured: the server's code warm. */
const warmMix = async (base, players, next, count = 280, concurrency = 4) => {
  const agent = new http.Agent({ keepAlive: true });
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < count) {
        const player = players[sent++ % players.length];
        await send(agent, base, player.token, next(player));
      }
    }),
  );
  agent.destroy();
};

const kept = (step) => step.p99 <= capacityTarget && step.errors === 0 && step.serverErrors === 0;

export async function benchCapacity({
  log = (line) => process.stderr.write(`${line}\n`),
  seconds = Number(process.env.BENCH_CAPACITY_SECONDS ?? 20),
  paceSeconds = Number(process.env.BENCH_CAPACITY_PACE ?? 5),
  steps = (process.env.BENCH_CAPACITY_STEPS ?? '50,100,200,400,800,1600,3200').split(',').map(Number),
  databases = (
    process.env.BENCH_CAPACITY_DATABASES ?? (process.env.BENCH_DATABASE_URL ? 'pglite,postgres' : 'pglite')
  ).split(','),
  postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
} = {}) {
  const startedAt = new Date();
  const load = loadavg()[0];
  const ladder = [...new Set(steps)].filter((count) => count > 0).sort((a, b) => a - b);
  const most = ladder.at(-1);
  const modules = await serverModules();
  const emulator = await useEmulator();
  const temp = mkdtempSync(join(tmpdir(), 'rpg-bench-capacity-'));
  const cleanups = [];
  const results = [];
  try {
    log(`bench-capacity: signing up ${most} players in the emulator at ${emulator.host}…`);
    const players = await signUpPlayers(emulator.host, most);
    const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: firebaseProject };
    for (const kind of databases) {
      const { options, serverEnv, drop } = await benchDatabase(modules, { kind, temp, postgresUrl, env });
      cleanups.push(drop);
      log(`bench-capacity: ${kind}: creating ${most} characters…`);
      const setup = await prepareDatabase(modules, options, players);
      const next = soakMix(setup);
      const port = await freePort();
      const server = await startServer({ port, env: serverEnv });
      const base = `http://127.0.0.1:${port}`;
      cleanups.push(() => server.stop());
      const done = [];
      let warmed = Math.min(ladder[0], players.length);
      log(`bench-capacity: ${kind}: warming up (the first ${warmed} players' tokens, then the mix, 280 calls)…`);
      await warmUp(base, players.slice(0, warmed));
      await warmMix(base, players.slice(0, warmed), next);
      const step = async (count) => {
        if (count > warmed) {
          await warmUp(base, players.slice(warmed, count));
          warmed = count;
        }
        log(`bench-capacity: ${kind}, ${count} players (${count / paceSeconds} calls/s), ${seconds} s…`);
        const figures = await runStep({ base, players: players.slice(0, count), next, seconds, paceSeconds });
        log(
          `  p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.requestsPerSecond.toFixed(1)} req/s, ` +
            `${figures.errors} errors, ${figures.serverErrors} 5xx`,
        );
        done.push(figures);
        return figures;
      };
      let lastKept;
      let missed;
      for (const count of ladder) {
        const figures = await step(count);
        if (!kept(figures)) {
          missed = count;
          break;
        }
        lastKept = count;
      }
      // One step halfway between the last kept and the missed one, when they are far apart.
      const low = lastKept ?? 0;
      if (missed !== undefined && missed - low >= 50) {
        const middle = Math.round((low + missed) / 2 / 10) * 10;
        const figures = await step(middle);
        if (kept(figures)) lastKept = middle;
        else missed = middle;
      }
      results.push({ database: kind, steps: done, holds: lastKept ?? 0, missedAt: missed ?? null, ladderTop: most });
      await server.stop();
    }
  } finally {
    // The servers first (stop() again is a no-op), then the databases they used.
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error) => log(`bench-capacity: cleanup failed: ${error}`));
    }
    await emulator.stop();
    rmSync(temp, { recursive: true, force: true });
  }

  const name = (kind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
  const fixed = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
  const answer = (result) => {
    const label = name(result.database);
    if (result.missedAt === null)
      return `${label}: one instance holds at least ${result.holds} players at p99 <= ${capacityTarget} ms (the most the steps tried).`;
    if (result.holds === 0) {
      const fewest = Math.min(...result.steps.map((row) => row.players));
      return `${label}: one instance holds fewer than ${fewest} players at p99 <= ${capacityTarget} ms (the fewest the steps tried).`;
    }
    return (
      `${label}: one instance holds ${result.holds} players at p99 <= ${capacityTarget} ms` +
      ` (${result.holds / paceSeconds} calls/s; missed at ${result.missedAt}).`
    );
  };
  const lines = [
    '## Capacity: players one instance holds',
    '',
    `${startedAt.toISOString()}, load average ${load.toFixed(2)} at start. Each player one call every ${paceSeconds} s ` +
      `(open loop, its own offset), the soak's mix (reads of every route group, fights, rerolls, purchases), ` +
      `${seconds} s a step; latency from the send (from when the call was due if the player's previous one still ran). Server: apps/server/src/main.ts, development ` +
      'mode, VALIDATE_REPLIES=false, rate limits off; the load tool on the same machine.',
    '',
    '| database | players | calls/s offered | req/s achieved | p50 ms | p99 ms | max ms | errors | 5xx | non-2xx | send late p99 ms | load avg | kept? |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...results.flatMap((result) =>
      result.steps.map(
        (row) =>
          `| ${name(result.database)} | ${row.players} | ${row.offeredPerSecond} | ${row.requestsPerSecond.toFixed(1)} | ${fixed(row.p50)} | ${fixed(row.p99)} | ${fixed(row.max)} | ${row.errors} | ${row.serverErrors} | ${row.non2xx} | ${fixed(row.sendLateP99)} | ${row.loadAverage.toFixed(1)} | ${kept(row) ? 'yes' : 'no'} |`,
      ),
    ),
    '',
    ...results.map((result) => `- ${answer(result)}`),
    ...results.flatMap((result) =>
      result.steps
        .filter((row) => !kept(row))
        .slice(0, 1)
        .map(
          (row) =>
            `- slowest calls, ${name(result.database)} at ${row.players} players (p99, p50 ms): ${row.routes
              .slice(0, 4)
              .map((entry) => `${entry.route} ${fixed(entry.p99)}, ${fixed(entry.p50)}`)
              .join('; ')}`,
        ),
    ),
    ...results.flatMap((result) =>
      result.steps
        .filter((row) => row.firstRefusal)
        .map((row) => `- first non-2xx answer, ${name(result.database)} at ${row.players}: ${row.firstRefusal}`),
    ),
    '',
    `kept: p99 <= ${capacityTarget} ms with no errors and no 5xx. Send late: how late this process sent its calls ` +
      "(its own timers; large values mean the load tool fell behind, not the server). Load avg: the machine's " +
      '1-minute load average at the end of the step (other work on its cores shows there).',
  ];
  return {
    markdown: `${lines.join('\n')}\n`,
    json: {
      startedAt: startedAt.toISOString(),
      loadAverage: load,
      seconds,
      paceSeconds,
      target: capacityTarget,
      results,
    },
  };
}

if (process.argv[1] === here) {
  const { markdown } = await benchCapacity();
  process.stdout.write(markdown);
}
