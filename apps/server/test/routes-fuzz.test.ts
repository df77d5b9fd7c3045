import { routeNames, routes } from '@rpg/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, type TestPlayer } from './support/players.ts';
import {
  describeRequest,
  missingIdRequests,
  type RouteRequest,
  refusalOf,
  refusalProblem,
  refusedRequests,
  sendRequest,
} from './support/route-inputs.ts';
import { createSeasonedPlayer } from './support/seasoned-player.ts';
import { tableRows } from './support/tables.ts';

emulatorHost();

/**
 * Fuzzing every route of the contract's table from its zod schemas: inputs the schemas refuse, and
 * inputs they accept that name ids no row or content has. Each must be answered with a 4xx in the
 * catalogue's error shape (never a 5xx), and change nothing: every table's rows are compared before
 * and after each route's batch. One seed per run (in the test name): FUZZ_SEED=<seed> replays it.
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const inputsPerRoute = 200;
/** Calls naming ids that do not exist, beside the refused inputs (each reaches the database: fewer, to keep the run short). */
const missingIdsPerRoute = 20;

describe.each(databaseVariants())(
  `fuzzing every route on $name (seed ${seed}: FUZZ_SEED=${seed} replays this run)`,
  (variant) => {
    let server: TestServer;
    let player: TestPlayer;
    const clock = new Date('2026-05-04T12:00:00.000Z');
    beforeAll(async () => {
      server = await startTestServer(variant, {
        now: () => clock,
        rateLimits: { addressPerMinute: 0, accountPerMinute: 0 },
      });
      // Arena opponents first, then the player under test, who owns a row in every table a player can own.
      for (let i = 0; i < 3; i++) await createPlayer(server);
      player = await createSeasonedPlayer(server, clock);
    }, 120_000);
    afterAll(async () => {
      await server?.close();
    });

    it.each(routeNames)(
      `%s: ${inputsPerRoute} inputs its schemas refuse (and ${missingIdsPerRoute} naming ids that do not exist), each a 4xx catalogue error changing nothing`,
      async (name) => {
        const authorization = `Bearer ${player.idToken}`;
        const sent: RouteRequest[] = [];
        const before = JSON.stringify(await tableRows(server.database));
        const answeredWithRefusal = async (request: RouteRequest) => {
          sent.push(request);
          const problem = refusalProblem(request, await sendRequest(server, request, authorization));
          if (problem) throw new Error(problem);
        };
        // The schemas refuse these before any handler runs: one snapshot for the batch (one an input would
        // cost more than the requests), and a replay, one snapshot an input, to name the input that changed something.
        await fc.assert(fc.asyncProperty(refusedRequests(name), answeredWithRefusal), {
          numRuns: inputsPerRoute,
          seed,
        });
        if (JSON.stringify(await tableRows(server.database)) !== before) {
          for (const request of sent) {
            const was = JSON.stringify(await tableRows(server.database));
            await sendRequest(server, request, authorization);
            const now = JSON.stringify(await tableRows(server.database));
            expect(now, `this refused input changed the database: ${describeRequest(request)}`).toEqual(was);
          }
          expect.fail(`a refused input of ${name} changed the database (seed ${seed}); no input did again on replay`);
        }
        // Every part of the input the route takes was fuzzed (a generator that only ever found, say, wrong
        // methods for a route would pass silently otherwise).
        const reasons = new Set(sent.map(refusalOf));
        for (const [part, reason] of [
          ['params', 'the path parameters'],
          ['query', 'the query'],
          ['body', 'the body'],
        ] as const) {
          if (part in routes[name]) expect(reasons, `${name}: no input refused for ${reason}`).toContain(reason);
        }
        // These reach the handler: a snapshot after each (a write undone by a later one would hide in a batch).
        const missing = missingIdRequests(name);
        if (missing) {
          // Compared with the state just before each input, so fast-check's shrinking names the input that wrote.
          let last = before;
          const changingNothing = async (request: RouteRequest) => {
            await answeredWithRefusal(request);
            const after = JSON.stringify(await tableRows(server.database));
            const changed = after !== last;
            last = after;
            if (changed) throw new Error(`changed the database: ${describeRequest(request)}`);
          };
          await fc.assert(fc.asyncProperty(missing, changingNothing), { numRuns: missingIdsPerRoute, seed });
        }
      },
      120_000,
    );
  },
);
