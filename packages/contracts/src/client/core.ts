import type { z } from 'zod';
import type { BaseInfo, Character } from '../entities/character.ts';
import { routePath } from '../route-path.ts';
import type { RouteDefOf, RouteRef } from '../route-refs.ts';
import type { RouteDef } from '../routes.ts';
import { ApiError, type HeadersLike } from './api-error.ts';

/** The part of a fetch reply the client reads. */
export type ResponseLike = { status: number; headers: HeadersLike; text(): Promise<string> };

/** What the client needs of fetch: the browser's, Node's, or a wrapper (a test's fake, the seed's retries). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<ResponseLike>;

/** A route to call: the table's (its inputs checked before sending) or a reference (routeRefs, no zod). */
export type CallableRoute = RouteDef | RouteRef;

export type ApiClientCoreOptions = {
  /** The API's base address (e.g. '/api'); a function is read at every call (the player may change it). */
  baseUrl: string | (() => string);
  /**
   * The signed-in user's ID token, undefined when signed out. `forceRefresh` asks the identity provider
   * for a new one (after a 401).
   */
  getToken: (forceRefresh?: boolean) => Promise<string | undefined>;
  fetch: FetchLike;
  /** Checks a reply body against the contract and returns it, or throws (apiClient.ts builds one from the schemas). */
  checkReply?: (route: CallableRoute, json: unknown) => unknown;
  /** A 401 survived one token refresh and retry: the session is over (the app signs out). */
  onUnauthorized?: (error: ApiError) => void;
};

/** A reply body as the contract shapes it. */
export type Reply<R extends CallableRoute> = {
  data: z.infer<RouteDefOf<R>['data']>;
  myCharacterBaseInfo?: BaseInfo;
  /** The whole character after the change, on the calls that change more of it than their data shows. */
  myCharacter?: Character;
  isSuccess?: boolean;
};

/** The route's path parameters (e.g. the shop id of /shops/{id}), query and body; each validated before sending. */
export type RequestInput = { params?: unknown; query?: unknown; body?: unknown };

const successStatuses = new Set([200, 204, 206]);

/**
 * The query string of the values that are set. Written by hand because this package compiles without DOM or
 * Node types (no URLSearchParams); for the contract's queries (language codes) the text is the same.
 */
const searchOf = (query: unknown): string => {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const pairs = entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};

/** A schema of the route table's entry, when the route is one (a reference has none). */
const schemaOf = (route: CallableRoute, part: 'params' | 'query' | 'body'): z.ZodType | undefined =>
  part in route ? (route as RouteDef)[part] : undefined;

/**
 * The call's path and JSON body. A route of the table validates them by its schemas BEFORE anything is sent
 * (a missing language or path parameter throws without a request); a reference sends them as typed, and the
 * server refuses what its schemas refuse.
 */
const prepare = (route: CallableRoute, input: RequestInput) => {
  const parse = (part: 'params' | 'query' | 'body', value: unknown, empty?: object) => {
    const schema = schemaOf(route, part);
    return schema ? schema.parse(value ?? empty) : value;
  };
  const params = parse('params', input.params) as Record<string, string | number> | undefined;
  const query = parse('query', input.query, {});
  const body = parse('body', input.body);
  return {
    path: `${routePath(route, params)}${searchOf(query)}`,
    body: body === undefined ? undefined : JSON.stringify(body),
  };
};

/**
 * The API client without the contract's schemas (the app's production build): builds requests from a route,
 * reads the reply as text and returns its body (200, 206), or undefined for 204; any other status throws
 * ApiError. A 401 is asked again once with a fresh token. `createApiClient` (apiClient.ts) adds the checks.
 */
export const createApiClientCore = ({ baseUrl, getToken, fetch, checkReply, onUnauthorized }: ApiClientCoreOptions) => {
  const baseOf = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;

  const send = async (method: string, url: string, body: string | undefined, forceRefresh: boolean) => {
    const token = await getToken(forceRefresh);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, { method, headers, body });
    return { response, text: await response.text(), hadToken: token !== undefined };
  };

  const request = async <R extends CallableRoute>(
    route: R,
    input: RequestInput = {},
  ): Promise<Reply<R> | undefined> => {
    const { path, body } = prepare(route, input);
    const url = `${baseOf()}${path}`;
    let { response, text, hadToken } = await send(route.method, url, body, false);
    // A token can expire between the identity provider's refresh and the server's check: refresh once, ask again.
    if (response.status === 401 && hadToken) ({ response, text } = await send(route.method, url, body, true));
    if (!successStatuses.has(response.status)) {
      const error = new ApiError(response.status, text, response.headers);
      if (response.status === 401 && hadToken) onUnauthorized?.(error);
      throw error;
    }
    if (response.status === 204) return undefined;
    const json: unknown = JSON.parse(text);
    return (checkReply ? checkReply(route, json) : json) as Reply<R>;
  };

  return {
    /** The whole reply body ({ data, myCharacterBaseInfo?, isSuccess? }), or undefined for 204. */
    request,
    /** Just the reply's data. */
    data: async <R extends CallableRoute>(route: R, input?: RequestInput): Promise<Reply<R>['data'] | undefined> =>
      (await request(route, input))?.data,
  };
};

export type ApiClient = ReturnType<typeof createApiClientCore>;
