import { baseInfoOf, type Character, type RouteDef, type RouteName, routes } from '@rpg/contracts';

/** What a fake route answers: a reply body (status 200) or a status with an error body. */
export type FakeAnswer = { status?: number; body?: unknown };
export type FakeRequest = {
  route: RouteName;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  token: string | undefined;
};
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

const patterns = (Object.entries(routes) as [RouteName, RouteDef][]).map(([name, route]) => ({
  name,
  method: route.method,
  regex: new RegExp(`^/api${route.path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
}));

/**
 * The API at the fetch level for page tests: each route of the contract answers what the test
 * says (anything not set answers 500, so a test sees every call it causes), and every call is kept.
 */
export const fakeApi = {
  handlers: new Map<RouteName, Handler>(),
  calls: [] as FakeRequest[],

  reset() {
    this.handlers.clear();
    this.calls = [];
  },

  on(name: RouteName, handler: Handler | FakeAnswer) {
    this.handlers.set(name, typeof handler === 'function' ? handler : () => handler);
    return this;
  },

  callsTo(name: RouteName) {
    return this.calls.filter((call) => call.route === name);
  },

  fetch: async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    const match = patterns
      .map((pattern) => ({ pattern, result: pattern.method === method && pattern.regex.exec(url.pathname) }))
      .find(({ result }) => result);
    if (!match?.result) return new Response('Not found', { status: 404 });
    const auth = new Headers(init?.headers).get('Authorization') ?? undefined;
    const request: FakeRequest = {
      route: match.pattern.name,
      params: { ...match.result.groups },
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      token: auth?.replace(/^Bearer /, ''),
    };
    fakeApi.calls.push(request);
    const handler = fakeApi.handlers.get(request.route);
    const answering = handler ? handler(request) : { status: 500, body: error('internal-error', 'not faked') };
    // Like the browser's fetch: a call whose signal aborts (its deadline) fails then, answered or not.
    const signal = init?.signal;
    const answer = signal
      ? await new Promise<FakeAnswer>((resolve, reject) => {
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          Promise.resolve(answering).then(resolve, reject);
        })
      : await answering;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  },
};

/** The contract's error body. */
export const error = (code: string, message = code) => ({ error: { code, message } });

/** A reply body: `{ data, ...extras }`. */
export const ok = (data: unknown, extras: Record<string, unknown> = {}): FakeAnswer => ({ body: { data, ...extras } });

/**
 * The character fields of a reply to a route that carries the whole character after the call (the
 * contract's `character: true`): `myCharacter`, and beside it `myCharacterBaseInfo` (its balance) where the
 * route sends one too, both from the same character as the server answers them:
 * `ok(data, { isSuccess: true, ...withCharacter('buyShopItem', after) })`.
 */
export const withCharacter = (route: RouteName, character: Character) => ({
  myCharacter: character,
  ...((routes[route] as RouteDef).baseInfo ? { myCharacterBaseInfo: baseInfoOf(character) } : {}),
});
