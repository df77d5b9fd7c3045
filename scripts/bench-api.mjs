#!/usr/bin/env node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startChild, useEmulator } from './emulator.mjs';
import { firebaseProject, freePort, root, waitForUrl } from './lib.mjs';

export { freePort, startChild, useEmulator };

const here = fileURLToPath(import.meta.url);

/** Runs `task` over items with `concurrency` at a time. */
export const eachLimit = async (items, concurrency, task) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index], index);
      }
    }),
  );
};

/** Signs up `count` e-mail accounts in the emulator: uid and a real ID token each. */
export const signUpPlayers = async (host, count) => {
  const tag = Date.now().toString(36);
  const players = new Array(count);
  await eachLimit([...Array(count).keys()], 8, async (index) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: `bench-${tag}-${index}@bench.test`,
            password: 'bench-password',
            returnSecureToken: true,
          }),
        });
        const body = await response.json();
        if (!response.ok || !body.idToken) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
        players[index] = { uid: body.localId, token: body.idToken, name: `Bench_${tag}_${index}`.slice(0, 20) };
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  });
  return players;
};

/**
 * A database of its own for a bench run: PGlite in a folder under `temp`, or a fresh PostgreSQL database
 * created beside `postgresUrl`'s. Returns how the bench opens it, the server's environment for it (on
 * top of `env`), and `drop`, which removes the PostgreSQL one.
 */
export const benchDatabase = async (modules, { kind, temp, postgresUrl, env }) => {
  if (kind === 'pglite') {
    const dataDir = join(temp, 'pglite');
    return { options: { kind: 'pglite', dataDir }, serverEnv: { ...env, DATA_DIR: dataDir }, drop: async () => {} };
  }
  const { openDatabase, sql } = modules;
  const name = `rpg_bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = await openDatabase({ kind: 'postgres', url: postgresUrl, poolSize: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  await admin.close();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    options: { kind: 'postgres', url: url.toString() },
    serverEnv: { ...env, DATABASE_URL: url.toString() },
    drop: async () => {
      const maintenance = await openDatabase({ kind: 'postgres', url: postgresUrl, poolSize: 1 });
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(maintenance.db);
      await maintenance.close();
    },
  };
};

/** The server's own modules, loaded through tsx (they are TypeScript). */
export const serverModules = async () => {
  const { tsImport } = await import('tsx/esm/api');
  const load = (path) => tsImport(join(root, 'apps/server/src', path), import.meta.url);
  const [database, migrate, apply, content, ranking] = await Promise.all([
    load('db/database.ts'),
    load('db/migrate.ts'),
    load('seed/apply.ts'),
    load('content/index.ts'),
    load('features/ranking/handlers.ts'),
  ]);
  // kysely is the server's dependency (apps/server/node_modules): resolved from there.
  const { sql } = await tsImport('kysely', pathToFileURL(join(root, 'apps/server/src/main.ts')).href);
  return { ...database, ...migrate, ...apply, ...content, ...ranking, sql };
};

/**
 * Creates the players' characters straight in the database (as POST /my-character and the seed do),
 * then makes every write repeatable for the whole run: plenty of gold and action points, the ruins
 * (three monsters: the offer is always the same three, so one monster id is always fightable), and
 * every vendor's six stock entries a potion (a pouch item: buying one never fills the backpack).
 */
export const prepareDatabase = async (modules, options, players) => {
  const { openDatabase, migrateToLatest, createCharacterDirectly, content, sql } = modules;
  const database = await openDatabase(options);
  try {
    await migrateToLatest(database.db, database.schema);
    const now = new Date();
    const characters = new Array(players.length);
    await eachLimit(players, options.kind === 'pglite' ? 1 : 8, async (player, index) => {
      const row = await createCharacterDirectly(
        database.db,
        player.uid,
        {
          name: player.name,
          lang: 'pl',
          level: 30,
          experience: 0,
          honour: 300 + (index % 200),
          outfit: {},
        },
        now,
      );
      characters[index] = row.id;
    });
    const ruins = content.locations.get('location.ruins');
    const ruinsMonsters = content.monsters.all
      .filter((candidate) => candidate.locationId === ruins.id)
      .sort((a, b) => a.level - b.level);
    const potion = content.items.get('item.health-potion');
    await sql`update characters set base_currency = 1000000000, action_points = 1000000, location_id = ${ruins.num},
      monster_offer = ${JSON.stringify(ruinsMonsters.map((monster) => monster.num))}::text::jsonb`.execute(database.db);
    const vendors = content.vendors.all.filter((vendor) => vendor.itemCategories.length > 0);
    await sql`insert into vendor_stock (character_id, vendor_id, position, item_id, rarity, price, sold, seed)
      select c.id, v.v, p.p, ${potion.num}, 0, 25, false, 0
      from characters c, unnest(${vendors.map((vendor) => vendor.num)}::int[]) as v(v), generate_series(0, 5) as p(p)`.execute(
      database.db,
    );
    const stock = await database.db
      .selectFrom('vendor_stock')
      .select(['character_id', 'id', 'vendor_id'])
      .orderBy('id')
      .execute();
    const byCharacter = new Map();
    for (const row of stock) {
      if (!byCharacter.has(row.character_id)) byCharacter.set(row.character_id, []);
      byCharacter.get(row.character_id).push(row);
    }
    // Buys in rounds over the players: consecutive requests are different players' rows.
    const buys = [];
    const perPlayer = vendors.length * 6;
    for (let round = 0; round < perPlayer; round++) {
      players.forEach((player, index) => {
        const { id, vendor_id: vendorId } = byCharacter.get(characters[index])[round];
        buys.push({ player, id, vendorId });
      });
    }
    return { buys, monsterId: ruinsMonsters[0].num, vendorId: vendors[0].num };
  } finally {
    await database.close();
  }
};

export const startServer = async ({ port, env, profileDir }) => {
  const server = startChild(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
      '--import',
      'tsx',
      join(root, 'apps/server/src/main.ts'),
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
        RATE_LIMIT_ACCOUNT_PER_MINUTE: '0',
        // The development default (no NODE_ENV: production refuses the emulator), reply validation off as in production.
        VALIDATE_REPLIES: 'false',
        NODE_ENV: '',
        DATABASE_URL: '',
        DATA_DIR: '',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForUrl(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 60_000 });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
};

/**
 * One autocannon run (`options`: connections, duration, overallRate, amount...); `next()` gives each request's
 * method, path, token and body. Resolves with the summary, the 5xx and 429 counts and the first answer that was not 2xx.
 */
export const cannon = (url, options, next) =>
  new Promise((resolve, reject) => {
    let firstRefusal;
    let serverErrors = 0;
    let retryAfterMissing = 0;
    let limited = 0;
    autocannon(
      {
        url,
        ...options,
        requests: [
          {
            setupRequest: (request) => {
              const { method, path, token, body } = next();
              return {
                ...request,
                method,
                path,
                headers: {
                  ...(token ? { authorization: `Bearer ${token}` } : {}),
                  ...(body ? { 'content-type': 'application/json' } : {}),
                },
                body: body ? JSON.stringify(body) : undefined,
              };
            },
            onResponse: (status, body, _context, headers) => {
              if (status >= 500) serverErrors++;
              if (status === 429) {
                limited++;
                if (!headers?.['retry-after']) retryAfterMissing++;
              }
              if (firstRefusal === undefined && (status < 200 || status > 299))
                firstRefusal = `${status} ${String(body).slice(0, 200)}`;
            },
          },
        ],
      },
      (error, result) =>
        error ? reject(error) : resolve({ ...summary(result), serverErrors, limited, retryAfterMissing, firstRefusal }),
    );
  });

export const summary = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/** Every player's token verified once on the server at `base` (as a first request would), its JIT warmed up. */
export const warmUp = (base, players) =>
  eachLimit(players, 10, async (player) => {
    const response = await fetch(`${base}/api/my-character?lang=pl`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warm-up GET /my-character on ${base}: ${response.status}`);
  });

/** The ids of the running PostgreSQL processes (the server's connections are backends among them). */
const postgresPids = () =>
  readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });

/** CPU seconds (user + system) a process has used so far, from /proc (0 when it is gone or not Linux). */
const cpuSecondsOf = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: state is field 3, utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return 0;
  }
};
const clockTicks = 100;

/**
 * Runs `load` and says where the CPU went, in ms per request: the server process, PostgreSQL (every
 * postgres process; 0 on PGlite, which runs inside the server) and the load tool (this process), and
 * the most requests per second the machine's cores could serve at that cost.
 */
export const withCpu = async (serverPid, load) => {
  const pids = () => [String(serverPid), ...postgresPids()];
  const before = new Map(pids().map((pid) => [pid, cpuSecondsOf(pid)]));
  const ownBefore = process.cpuUsage();
  const result = await load();
  const own = process.cpuUsage(ownBefore);
  let server = 0;
  let database = 0;
  for (const pid of new Set([...before.keys(), ...pids()])) {
    const now = cpuSecondsOf(pid);
    // A backend that ended during the case took its figures with it: counting it would subtract.
    if (now === 0 && before.has(pid)) continue;
    const used = now - (before.get(pid) ?? 0);
    if (pid === String(serverPid)) server += used;
    else database += used;
  }
  const perRequest = (seconds) => (result.total > 0 ? (seconds * 1000) / result.total : 0);
  const cpu = {
    server: perRequest(server),
    database: perRequest(database),
    loadTool: perRequest((own.user + own.system) / 1e6),
  };
  const total = cpu.server + cpu.database + cpu.loadTool;
  return { ...result, cpu: { ...cpu, bound: total > 0 ? Math.round((cpus().length * 1000) / total) : null } };
};

/** The bare route: a child process serving the JSON at GET /ceiling. */
const ceilingMain = async (port, bodyFile) => {
  const { default: Fastify } = await import('fastify');
  const body = JSON.parse(readFileSync(bodyFile, 'utf8'));
  const app = Fastify({ logger: false });
  app.get('/ceiling', async () => body);
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGINT', () => app.close().then(() => process.exit(0)));
};

/**
 * The floors: a child process serving the same JSON after the least database work a read and a write can
 * do on this machine, with no auth and no game code: GET /floor/read/:uid runs one prepared select of the
 * account's character (one round trip); POST /floor/write/:uid one transaction that locks the row and
 * updates it (BEGIN, SELECT ... FOR UPDATE, UPDATE, COMMIT: four round trips, the least a checked write
 * takes). What the game's routes add to these is the server's own work.
 */
const floorMain = async (port, bodyFile, databaseUrl) => {
  const [{ default: Fastify }, { default: pg }] = await Promise.all([import('fastify'), import('pg')]);
  const body = JSON.parse(readFileSync(bodyFile, 'utf8'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/floor/read/:uid', async (request) => {
    await pool.query({
      name: 'floor_read',
      text: 'select id, level, base_currency from characters where account_id = $1',
      values: [request.params.uid],
    });
    return body;
  });
  app.post('/floor/write/:uid', async (request) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query({
        name: 'floor_lock',
        text: 'select id from characters where account_id = $1 for update',
        values: [request.params.uid],
      });
      await client.query({
        name: 'floor_update',
        text: 'update characters set updated_at = now() where id = $1',
        values: [rows[0].id],
      });
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    return body;
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGINT', () =>
    app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
  );
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
};

/** Ranking with `count` more characters on PostgreSQL: API timings and the plans of its queries. */
const benchRanking = async ({ modules, url, port, player, count }) => {
  const { openDatabase, sql, rankingQueries } = modules;
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await sql`
      insert into characters (account_id, name, name_key, name_skeleton, level, experience, base_currency, premium_currency,
        action_points, action_points_updated_at, base_force, base_intelligence, base_dexterity, base_endurance,
        stat_points, current_health, last_lang, created_at, updated_at, honour)
      select 'bulk' || g, 'Bulk' || g, 'bulk' || g, 'bulk' || g, 1 + (g * 7) % 40, 0, 100, 50,
        100, now(), 5, 5, 5, 5, 5, 115, 'pl', now(), now(), (g * 37) % 1000
      from generate_series(1, ${count}::int) as g`.execute(database.db);
    await sql`analyze characters`.execute(database.db);
    const time = async (body, runs = 30) => {
      const times = [];
      let reply;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}/api/ranking/get-paginated-list`, {
          method: 'POST',
          headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        reply = await response.json();
        if (!response.ok)
          throw new Error(`ranking ${JSON.stringify(body)}: ${response.status} ${JSON.stringify(reply)}`);
        times.push(performance.now() - started);
      }
      return {
        median: median(times),
        p95: p95(times),
        page: reply.data.currentPage,
        totalPages: reply.data.totalPages,
      };
    };
    const cases = [
      ['page 1', { currentPage: 1, toTake: 10 }],
      ["the player's page (initLoadAtPosition)", { currentPage: 0, toTake: 10, initLoadAtPosition: true }],
      ['a deep page (9 000 of 10 000)', { currentPage: 9000, toTake: 10 }],
      ['the last page', { currentPage: 1_000_000, toTake: 10 }],
    ];
    const timings = [];
    for (const [label, body] of cases) timings.push({ label, ...(await time(body)) });
    const plans = [];
    if (typeof rankingQueries === 'function') {
      const me = await database.db
        .selectFrom('characters')
        .selectAll()
        .where('account_id', '=', player.uid)
        .executeTakeFirstOrThrow();
      for (const { label, query } of rankingQueries(database.db, { me, size: 10, page: 9000 })) {
        const compiled = query.compile();
        const explained = await sql
          .raw(`explain (analyze, buffers, costs off) ${inline(compiled)}`)
          .execute(database.db);
        plans.push({ label, sql: compiled.sql, plan: explained.rows.map((row) => row['QUERY PLAN']).join('\n') });
      }
    }
    return { count, timings, plans };
  } finally {
    await database.close();
  }
};

/** A compiled query with its parameters written in (EXPLAIN takes no parameters). */
const inline = ({ sql, parameters }) =>
  sql.replace(/\$(\d+)/g, (_match, index) => {
    const value = parameters[Number(index) - 1];
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (value instanceof Date) return `'${value.toISOString()}'`;
    return `'${String(value).replaceAll("'", "''")}'`;
  });

/** The speed issue's targets for the game's routes, as ratios to the floors of the same run. */
export const apiTargets = { read: 0.6, write: 0.5, p99OverFloor: 2, p99OverP50: 4 };
const targetConnections = 50;

/** The floor a row is measured against: the read or the write floor at the same connections (PostgreSQL's). */
const floorOf = (results, row) =>
  row.kind === 'read' || row.kind === 'write'
    ? results.find((other) => other.kind === `floor-${row.kind}` && other.connections === row.connections)
    : undefined;

/** Each game route at the target's connections, figure by figure, against its target. */
export const apiVerdicts = (results) =>
  results
    .filter((row) => (row.kind === 'read' || row.kind === 'write') && row.connections === targetConnections)
    .flatMap((row) => {
      const floor = floorOf(results, row);
      const ratio = floor ? row.requestsPerSecond / floor.requestsPerSecond : null;
      const overFloor = floor ? row.p99 / floor.p99 : null;
      const least = row.kind === 'read' ? apiTargets.read : apiTargets.write;
      const verdict = (figure, target, measured, kept) => ({
        database: row.database,
        route: row.route,
        figure,
        target,
        measured,
        kept: measured !== null && kept(measured),
      });
      return [
        verdict(`x ${row.kind} floor`, `>= ${least}`, ratio, (value) => value >= least),
        verdict(
          'p99 / floor p99',
          `<= ${apiTargets.p99OverFloor}`,
          overFloor,
          (value) => value <= apiTargets.p99OverFloor,
        ),
        verdict(
          'p99 / p50',
          `<= ${apiTargets.p99OverP50}`,
          row.p99 / row.p50,
          (value) => value <= apiTargets.p99OverP50,
        ),
      ];
    });

const fixed = (value) => (typeof value === 'number' ? value.toFixed(value < 10 ? 2 : 1) : String(value));

/**
 * Runs the whole API benchmark; returns its markdown and the figures as JSON.
 * durationSeconds: per case; connections: autocannon's connection counts; databases: pglite and/or postgres.
 */
export async function benchApi({
  durationSeconds = Number(process.env.BENCH_SECONDS ?? 5),
  connections = [10, 50],
  databases = ['pglite', 'postgres'],
  players: playerCount = Number(process.env.BENCH_PLAYERS ?? 200),
  postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test',
  rankingCount = 100_000,
  profileDir = process.env.BENCH_PROFILE_DIR,
  /** Only these routes (e.g. ['GET /my-character']); all four by default. */
  routes = process.env.BENCH_ROUTES?.split(','),
  log = (line) => process.stderr.write(`${line}\n`),
} = {}) {
  const startedAt = new Date();
  const load = loadavg()[0];
  const modules = await serverModules();
  const emulator = await useEmulator();
  const temp = mkdtempSync(join(tmpdir(), 'rpg-bench-api-'));
  const results = [];
  const cleanups = [];
  let ceiling;
  let ranking;
  /** One case: `c` connections on the process `pid` serving `url`, its CPU and its ratio to the ceiling. */
  const measure = async (pid, url, database, route, kindOfCall, c, next) => {
    log(`bench-api: ${database}, ${route}, ${c} connections, ${durationSeconds} s…`);
    const result = await withCpu(pid, () => cannon(url, { connections: c, duration: durationSeconds }, next));
    results.push({
      database,
      route,
      kind: kindOfCall,
      connections: c,
      ...result,
      ratio: result.requestsPerSecond / ceiling.byConnections[c].requestsPerSecond,
    });
  };
  try {
    log(`bench-api: signing up ${playerCount} players in the emulator at ${emulator.host}…`);
    const players = await signUpPlayers(emulator.host, playerCount);
    const env = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: firebaseProject };

    for (const kind of databases) {
      const { options, serverEnv, drop } = await benchDatabase(modules, { kind, temp, postgresUrl, env });
      cleanups.push(drop);
      log(`bench-api: ${kind}: creating ${playerCount} characters…`);
      const setup = await prepareDatabase(modules, options, players);
      const port = await freePort();
      const server = await startServer({
        port,
        env: serverEnv,
        profileDir: profileDir ? join(profileDir, kind) : undefined,
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        await warmUp(base, players);

        if (!ceiling) {
          const reply = await fetch(`${base}/api/my-character?lang=pl`, {
            headers: { authorization: `Bearer ${players[0].token}` },
          });
          const bodyFile = join(temp, 'my-character.json');
          writeFileSync(bodyFile, await reply.text());
          const ceilingPort = await freePort();
          const child = startChild(process.execPath, [here, '--ceiling', String(ceilingPort), bodyFile], {
            stdio: ['ignore', 'ignore', 'inherit'],
          });
          try {
            await waitForUrl(`http://127.0.0.1:${ceilingPort}/ceiling`);
            ceiling = { bytes: readFileSync(bodyFile).length, byConnections: {} };
            for (const c of connections) {
              log(`bench-api: ceiling, ${c} connections, ${durationSeconds} s…`);
              const result = await withCpu(child.child.pid, () =>
                cannon(`http://127.0.0.1:${ceilingPort}`, { connections: c, duration: durationSeconds }, () => ({
                  method: 'GET',
                  path: '/ceiling',
                })),
              );
              ceiling.byConnections[c] = result;
              results.push({ database: '-', route: 'ceiling (bare Fastify, same JSON)', connections: c, ...result });
            }
          } finally {
            await child.stop();
          }
        }

        if (kind === 'postgres' && (!routes || routes.some((name) => name.startsWith('floor')))) {
          const floorPort = await freePort();
          const child = startChild(
            process.execPath,
            [here, '--floor', String(floorPort), join(temp, 'my-character.json'), options.url],
            { stdio: ['ignore', 'ignore', 'inherit'] },
          );
          try {
            await waitForUrl(`http://127.0.0.1:${floorPort}/floor/read/${players[0].uid}`);
            const floors = [
              ['floor: bare Fastify, same JSON, 1 query', 'floor-read', 'GET', 'read'],
              ['floor: bare Fastify, same JSON, a 4-statement transaction', 'floor-write', 'POST', 'write'],
            ];
            for (const c of connections) {
              for (const [route, kindOfCall, method, path] of floors) {
                let next = 0;
                await measure(child.child.pid, `http://127.0.0.1:${floorPort}`, kind, route, kindOfCall, c, () => ({
                  method,
                  path: `/floor/${path}/${players[next++ % players.length].uid}`,
                }));
              }
            }
          } finally {
            await child.stop();
          }
        }

        let turn = 0;
        const player = () => players[turn++ % players.length];
        let buy = 0;
        const cases = [
          [
            'GET /my-character',
            'read',
            () => ({ method: 'GET', path: '/api/my-character?lang=pl', token: player().token }),
          ],
          [
            'GET /shops/{id}',
            'read',
            () => ({ method: 'GET', path: `/api/shops/${setup.vendorId}?lang=pl`, token: player().token }),
          ],
          [
            'POST /battle/commit-fight',
            'write',
            () => ({
              method: 'POST',
              path: '/api/battle/commit-fight',
              token: player().token,
              body: { id: setup.monsterId, requestedLang: 'pl' },
            }),
          ],
          [
            'POST /shops/buy',
            'write',
            () => {
              const next = setup.buys[buy++ % setup.buys.length];
              return {
                method: 'POST',
                path: '/api/shops/buy',
                token: next.player.token,
                body: { id: next.id, requestedLang: 'pl' },
              };
            },
          ],
        ];
        for (const c of connections) {
          for (const [route, kindOfCall, next] of cases.filter(([name]) => !routes || routes.includes(name))) {
            await measure(server.child.pid, base, kind, route, kindOfCall, c, next);
          }
        }
        if (kind === 'postgres' && rankingCount > 0) {
          log(`bench-api: postgres, ranking with ${rankingCount} more characters…`);
          ranking = await benchRanking({ modules, url: options.url, port, player: players[0], count: rankingCount });
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => log(`bench-api: cleanup failed: ${error}`));
    await emulator.stop();
    rmSync(temp, { recursive: true, force: true });
  }

  const verdicts = apiVerdicts(results);
  const lines = [
    '## API throughput and latency',
    '',
    `${startedAt.toISOString()}, ${durationSeconds} s per case, ${playerCount} players (token rotated per request), ` +
      `load average ${load.toFixed(2)} at start. Server: apps/server/src/main.ts, development mode, VALIDATE_REPLIES=false, ` +
      `rate limits off. Ceiling: a bare Fastify route answering the same ${ceiling ? (ceiling.bytes / 1024).toFixed(1) : '?'} KiB of JSON as GET /my-character.`,
    '',
    '| database | route | connections | req/s | p50 ms | p99 ms | x ceiling | x floor | p99 / floor p99 | CPU ms/req: server | database | load tool | cores allow req/s | non-2xx | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((row) => {
      const floor = floorOf(results, row);
      return `| ${row.database} | ${row.route} | ${row.connections} | ${row.requestsPerSecond} | ${fixed(row.p50)} | ${fixed(row.p99)} | ${
        row.ratio === undefined ? '1' : row.ratio.toFixed(2)
      } | ${floor ? (row.requestsPerSecond / floor.requestsPerSecond).toFixed(2) : ''} | ${floor ? (row.p99 / floor.p99).toFixed(1) : ''} | ${row.cpu.server.toFixed(3)} | ${row.cpu.database.toFixed(3)} | ${row.cpu.loadTool.toFixed(3)} | ${row.cpu.bound ?? ''} | ${row.non2xx} | ${row.errors} |`;
    }),
    '',
    `Targets at ${targetConnections} connections, on both databases, against the floors of the same run: GET /my-character ` +
      `>= ${apiTargets.read}x the one-query floor, the writes >= ${apiTargets.write}x the transaction floor, p99 <= ` +
      `${apiTargets.p99OverFloor}x the floor's p99 and <= ${apiTargets.p99OverP50}x the route's own p50.`,
    '',
    '| database | route | figure | target | measured | kept? |',
    '|---|---|---|---:|---:|---|',
    ...verdicts.map(
      (v) =>
        `| ${v.database} | ${v.route} | ${v.figure} | ${v.target} | ${v.measured === null ? 'not measured' : fixed(v.measured)} | ${v.kept ? 'kept' : '**missed**'} |`,
    ),
    '',
    'Floors: the same JSON from a bare Fastify route after the least database work a read (one prepared select) or a ' +
      'checked write (BEGIN, SELECT ... FOR UPDATE, UPDATE, COMMIT) can do, with no auth and no game code, on ' +
      "PostgreSQL: what this machine allows a route that goes to a database at all (PGlite's routes are set against " +
      "the same floors); the game's routes add their own work to these.",
    `CPU ms/req: the CPU time each process used during the case over the requests answered (/proc); "cores allow" is ` +
      `${cpus().length} cores x 1000 ms over their sum, the most this machine could answer at that cost with the ` +
      'load tool on the same cores.',
    ...results
      .filter((row) => row.firstRefusal)
      .map(
        (row) => `- first non-2xx answer of ${row.database} ${row.route} at ${row.connections}: ${row.firstRefusal}`,
      ),
  ];
  if (ranking) {
    lines.push(
      '',
      `## Ranking with ${ranking.count} more characters (PostgreSQL)`,
      '',
      'Through the API, one request at a time (30 each):',
      '',
      '| request | median ms | p95 ms | page | total pages |',
      '|---|---:|---:|---:|---:|',
      ...ranking.timings.map(
        (row) => `| ${row.label} | ${fixed(row.median)} | ${fixed(row.p95)} | ${row.page} | ${row.totalPages} |`,
      ),
    );
    for (const plan of ranking.plans) {
      lines.push('', `### Plan: ${plan.label}`, '', '```sql', plan.sql, '```', '', '```', plan.plan, '```');
    }
  }
  const markdown = `${lines.join('\n')}\n`;
  return {
    markdown,
    json: {
      startedAt: startedAt.toISOString(),
      durationSeconds,
      players: playerCount,
      loadAverage: load,
      ceiling,
      results,
      targets: apiTargets,
      verdicts,
      ranking,
    },
  };
}

if (process.argv[1] === here) {
  if (process.argv[2] === '--ceiling') {
    await ceilingMain(Number(process.argv[3]), process.argv[4]);
  } else if (process.argv[2] === '--floor') {
    await floorMain(Number(process.argv[3]), process.argv[4], process.argv[5]);
  } else {
    const { markdown, json } = await benchApi();
    process.stdout.write(markdown);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(json, null, 2));
  }
}
