import { describe, expect, it, vi } from 'vitest';
import { routeRefs } from '../route-refs.ts';
import { routes } from '../routes.ts';
import { createApiClient, type FetchLike, type ResponseLike } from './api-client.ts';
import { ApiError, ContractError } from './api-error.ts';
import { createApiClientCore } from './core.ts';
import { signUpInEmulator } from './emulator.ts';

// The app's api-client.test.ts covers what the app relies on (tokens, statuses, validation); these cover the rest.

const answer = (status: number, body: unknown, headers: Record<string, string> = {}): ResponseLike => ({
  status,
  headers: { get: (name) => headers[name.toLowerCase()] ?? null },
  text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
});

const clientAnswering = (response: ResponseLike, validateReplies?: boolean | 'strict') =>
  createApiClient({ baseUrl: '/api', getToken: async () => 'token', fetch: async () => response, validateReplies });

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the contract client', () => {
  it("turns an error answer into ApiError with the catalogue's code, message, field and Retry-After", async () => {
    const body = { error: { code: 'invalid-name', message: 'Too short.', field: 'name' } };
    const error = await failureOf(clientAnswering(answer(400, body)).request(routes.arenaRoll));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid-name', field: 'name', retryAfterSeconds: undefined });
    expect((error as ApiError).error?.message).toBe('Too short.');

    const limited = { error: { code: 'rate-limited', message: 'Slow down.' } };
    const tooMany = await failureOf(
      clientAnswering(answer(429, limited, { 'retry-after': '7' })).request(routes.arenaRoll),
    );
    expect(tooMany).toMatchObject({ code: 'rate-limited', field: undefined, retryAfterSeconds: 7 });
  });

  it('checks replies strictly when asked: a field the contract does not name breaks it', async () => {
    const reply = answer(200, { data: [], extra: true });
    await expect(clientAnswering(reply).request(routes.arenaRoll)).resolves.toEqual({ data: [] });
    await expect(clientAnswering(reply, 'strict').request(routes.arenaRoll)).rejects.toBeInstanceOf(ContractError);
  });

  it('leaves unset query values out and encodes the rest', async () => {
    const fetch = vi.fn<FetchLike>(async () => answer(200, { data: [] }));
    const client = createApiClient({ baseUrl: () => 'http://api.test', getToken: async () => undefined, fetch });
    await client.request(routes.arenaRoll, { query: {} });
    await client.request(routes.getArenaBattles, { query: { requestedLang: 'fr' } });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'http://api.test/arena/roll',
      'http://api.test/arena/available-battles?requestedLang=fr',
    ]);
    expect(fetch.mock.calls[0]?.[1].headers.Authorization).toBeUndefined();
  });
});

describe('calls by route reference (routeRefs, no schemas)', () => {
  it('sends the path parameters, query and body as given, and returns the reply unchecked', async () => {
    const fetch = vi.fn<FetchLike>(async () => answer(200, { data: { not: 'a shop' } }));
    const client = createApiClientCore({ baseUrl: '/api', getToken: async () => 'token', fetch });
    await expect(client.request(routeRefs.getShop, { params: { id: 7 }, query: { lang: 'de' } })).resolves.toEqual({
      data: { not: 'a shop' },
    });
    await client.request(routeRefs.buyShopItem, { body: { id: 3, requestedLang: 'pl' } });
    expect(fetch.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/shops/7?lang=de', 'GET', undefined],
      ['/api/shops/buy', 'POST', '{"id":3,"requestedLang":"pl"}'],
    ]);
    // Nothing is validated before sending: the server refuses what its schemas refuse.
    await expect(client.request(routeRefs.getShop, {})).rejects.toThrow('Missing path parameter "id"');
  });

  it("checks a reference's reply against the route it stands for, when the client checks replies", async () => {
    const client = clientAnswering(answer(200, { data: { not: 'a shop' } }));
    await expect(client.request(routeRefs.getShop, { params: { id: 7 } })).rejects.toBeInstanceOf(ContractError);
    const good = clientAnswering(answer(200, { data: [] }));
    await expect(good.request(routeRefs.arenaRoll)).resolves.toEqual({ data: [] });
  });
});

describe('signUpInEmulator', () => {
  it("creates an account through the emulator's REST API and returns its uid and ID token", async () => {
    const fetch = vi.fn<FetchLike>(async () => answer(200, { localId: 'uid-1', idToken: 'id-token' }));
    const account = await signUpInEmulator({ host: '127.0.0.1:9099', email: 'a@b.test', password: 'secret', fetch });
    expect(account).toEqual({ uid: 'uid-1', email: 'a@b.test', idToken: 'id-token' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any');
    expect(JSON.parse(init?.body ?? '')).toEqual({ email: 'a@b.test', password: 'secret', returnSecureToken: true });
  });

  it("fails with the emulator's reason", async () => {
    const fetch: FetchLike = async () => answer(400, { error: { message: 'EMAIL_EXISTS' } });
    await expect(signUpInEmulator({ host: 'h:1', email: 'a@b.test', password: 'secret', fetch })).rejects.toThrow(
      'Sign-up in the Auth emulator at h:1 failed (400): EMAIL_EXISTS',
    );
  });
});
