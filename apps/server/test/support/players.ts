import { type Character, characterSchema, type Language } from '@rpg/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CharacterUpdate } from '../../src/db/types.ts';
import { type ErrorReply, json, type TestServer } from './app.ts';
import { bearer, signUp, type TestUser } from './emulator.ts';

let names = 0;

/**
 * A unique valid character name. The counter is in decimal digits only: names are unique by how they
 * look, and letters beside digits could look alike ("1" and "l", "0" and "o").
 */
export const uniqueName = (prefix = 'Gracz') => `${prefix}${process.pid % 1000}_${++names}`;

export type TestPlayer = TestUser & {
  name: string;
  characterId: number;
  /** An injected request as this player: GET with a query, POST with a JSON body. */
  get: (path: string) => Promise<LightMyRequestResponse>;
  post: (path: string, body?: unknown) => Promise<LightMyRequestResponse>;
};

/** Signs up an emulator account and creates its character through the API. */
export const createPlayer = async (server: TestServer, lang: Language = 'pl'): Promise<TestPlayer> => {
  const user = await signUp();
  const name = uniqueName();
  const get = (path: string) => server.app.inject({ method: 'GET', url: `/api${path}`, headers: bearer(user.idToken) });
  const post = (path: string, body?: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: bearer(user.idToken),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const created = await post('/my-character', { requestedLang: lang, name });
  expect(created.statusCode, created.body).toBe(200);
  const row = await server.database.db
    .selectFrom('characters')
    .select('id')
    .where('account_id', '=', user.uid)
    .executeTakeFirstOrThrow();
  return { ...user, name, characterId: row.id, get, post };
};

/** Sets columns of a player's character directly (test set-up: gold, level, points...). */
export const setCharacter = async (server: TestServer, player: TestPlayer, changes: CharacterUpdate) => {
  await server.database.db.updateTable('characters').set(changes).where('id', '=', player.characterId).execute();
};

/** The player's character as GET /my-character returns it. */
export const readCharacter = async (player: TestPlayer, lang: Language = 'pl'): Promise<Character> => {
  const response = await player.get(`/my-character?lang=${lang}`);
  expect(response.statusCode, response.body).toBe(200);
  return characterSchema.parse(json<{ data: unknown }>(response).data);
};

/** Asserts a JSON error answer with the status and code, and a readable message. */
export const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = json<ErrorReply>(response);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  return body.error;
};
