import { routes } from '@rpg/contracts';
import { ApiError, ContractError, createApiClient, unexpectedServerError } from '@rpg/contracts/client';
import { buildCharacter } from '@rpg/contracts/fixtures';
import { describe, expect, it, vi } from 'vitest';

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, headers });

const clientWith = (response: Response) => {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response.clone());
  const client = createApiClient({
    baseUrl: '/api',
    getToken: async () => 'token-1',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, fetch };
};

describe('api client', () => {
  it('sends the bearer token and the language, and returns the reply data', async () => {
    const character = buildCharacter(3);
    const { client, fetch } = clientWith(reply(200, { data: character }));
    await expect(client.data(routes.getMyCharacter, { query: { lang: 'de' } })).resolves.toEqual(character);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/my-character?lang=de');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('posts JSON bodies with requestedLang', async () => {
    const { client, fetch } = clientWith(reply(200, { data: buildCharacter(1) }));
    await client.data(routes.createMyCharacter, { body: { requestedLang: 'pl', name: 'Żaneta' } });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ requestedLang: 'pl', name: 'Żaneta' });
  });

  it('treats 206 as success and 204 as no result', async () => {
    await expect(
      clientWith(reply(206, { data: buildCharacter(2) })).client.data(routes.getMyCharacter, { query: { lang: 'pl' } }),
    ).resolves.toBeDefined();
    await expect(
      clientWith(reply(204, null)).client.data(routes.getMyCharacter, { query: { lang: 'pl' } }),
    ).resolves.toBeUndefined();
  });

  it.each([400, 401, 404, 409, 500, 503])('throws ApiError with the spec message on %i', async (status) => {
    const body = { error: { code: 'character-not-found', message: 'No character.' } };
    const { client } = clientWith(reply(status, body, { 'x-request-id': 'abc' }));
    const error = await client.data(routes.getMyCharacter, { query: { lang: 'pl' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(unexpectedServerError);
    expect(apiError.status).toBe(status);
    expect(apiError.body).toBe(JSON.stringify(body));
    expect(apiError.headers.get('x-request-id')).toBe('abc');
    expect(apiError.code).toBe('character-not-found');
  });

  it('keeps a non-JSON error body as text', async () => {
    const error = (await clientWith(reply(502, 'Bad gateway'))
      .client.data(routes.getMyCharacter, { query: { lang: 'pl' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.body).toBe('Bad gateway');
    expect(error.code).toBeUndefined();
  });

  it('throws before any request when the language is missing or unknown', async () => {
    const { client, fetch } = clientWith(reply(200, {}));
    await expect(client.data(routes.getMyCharacter, { query: {} })).rejects.toThrow();
    await expect(client.data(routes.createMyCharacter, { body: { requestedLang: 'xx', name: '' } })).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fills path parameters and leaves an optional language out', async () => {
    const { client, fetch } = clientWith(reply(204, null));
    await client.request(routes.getShop, { params: { id: 7 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/shops/7');
  });

  it('throws before any request when a path parameter is missing', async () => {
    const { client, fetch } = clientWith(reply(204, null));
    await expect(client.request(routes.getShop, {})).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a 401 asks for a fresh token once and tries again', async () => {
    const getToken = vi.fn(async (forceRefresh?: boolean) => (forceRefresh ? 'fresh' : 'stale'));
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      new Headers(init?.headers).get('Authorization') === 'Bearer fresh'
        ? reply(200, { data: buildCharacter(2) })
        : reply(401, { error: { code: 'unauthenticated', message: 'expired' } }),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: '/api',
      getToken,
      fetch: fetch as unknown as typeof globalThis.fetch,
      onUnauthorized,
    });
    await expect(client.data(routes.getMyCharacter, { query: { lang: 'pl' } })).resolves.toEqual(buildCharacter(2));
    expect(getToken.mock.calls).toEqual([[false], [true]]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the fresh token is refused too', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      reply(401, { error: { code: 'unauthenticated', message: 'revoked' } }),
    );
    const client = createApiClient({
      baseUrl: () => '/elsewhere',
      getToken: async () => 'token',
      fetch: fetch as unknown as typeof globalThis.fetch,
      onUnauthorized,
    });
    const error = await client.data(routes.getMyCharacter, { query: { lang: 'pl' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[0]).toBe('/elsewhere/my-character?lang=pl');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('trusts replies without checking them when validation is off (production)', async () => {
    const client = createApiClient({
      baseUrl: '/api',
      getToken: async () => undefined,
      fetch: (async () => reply(200, { data: { name: 'no level' } })) as typeof fetch,
      validateReplies: false,
    });
    await expect(client.data(routes.getMyCharacter, { query: { lang: 'pl' } })).resolves.toEqual({ name: 'no level' });
  });

  it('rejects a reply that breaks the contract and reports it', async () => {
    const onContractBreak = vi.fn();
    const client = createApiClient({
      baseUrl: '/api',
      getToken: async () => undefined,
      fetch: (async () => reply(200, { data: { name: 'no level' } })) as typeof fetch,
      onContractBreak,
    });
    await expect(client.data(routes.getMyCharacter, { query: { lang: 'pl' } })).rejects.toBeInstanceOf(ContractError);
    expect(onContractBreak).toHaveBeenCalledOnce();
  });
});
