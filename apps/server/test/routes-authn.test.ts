import { routeNames } from '@rpg/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/app.ts';
import { databaseVariants } from './support/databases.ts';
import { emulatorHost } from './support/emulator.ts';
import { createPlayer, type TestPlayer } from './support/players.ts';
import { describeRequest, refusedInputs, requestOf, sampleValid, sendRequest } from './support/route-inputs.ts';
import { createSeasonedPlayer } from './support/seasoned-player.ts';
import { tableRows } from './support/tables.ts';
import { badAuthorizations, expectUnauthenticated } from './support/tokens.ts';

emulatorHost();

/**
 * Every route of the contract's table, without a valid sign-in: no token, malformed ones, a tampered
 * real token, forged ones (an unknown account, another Firebase project) and an expired one, each for
 * the account of a player who owns a row in every table. The answer is always the catalogue's 401,
 * the token is checked before the input (a refused body is still a 401), and no row of any table changes.
 */
describe.each(databaseVariants())('every route refuses a request without a valid sign-in, on $name', (variant) => {
  let server: TestServer;
  let player: TestPlayer;
  const clock = new Date('2026-05-04T12:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer(variant, {
      now: () => clock,
      rateLimits: { addressPerMinute: 0, accountPerMinute: 0 },
    });
    await createPlayer(server); // an arena opponent
    player = await createSeasonedPlayer(server, clock);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** The token is checked before the input: a refused input without a token, or with a forged one, is a 401 too. */
  const beforeTheInput = badAuthorizations.filter(({ title }) =>
    ['no Authorization header', 'a token issued for another project'].includes(title),
  );
  if (beforeTheInput.length !== 2) throw new Error('badAuthorizations renamed a case this file picks by title');

  it.each(routeNames)(
    `%s: 401 unauthenticated for each of ${badAuthorizations.length} bad sign-ins (a refused input too); nothing changes`,
    async (name) => {
      const refusedInput = refusedInputs(name);
      const calls = [
        { request: requestOf(name, sampleValid(name)), authorizations: badAuthorizations },
        ...(refusedInput
          ? fc.sample(refusedInput, { numRuns: 1, seed: 1 }).map((request) => ({
              request,
              authorizations: beforeTheInput,
            }))
          : []),
      ];
      const before = await tableRows(server.database);
      for (const { request, authorizations } of calls) {
        for (const { title, header, message } of authorizations) {
          const response = await sendRequest(server, request, header(player));
          try {
            expectUnauthenticated(response, message);
          } catch (error) {
            throw new Error(`${title}: ${describeRequest(request)}\n${String(error)}`);
          }
        }
      }
      expect(await tableRows(server.database)).toEqual(before);
    },
  );
});
