import type { z } from 'zod';
import type { BaseInfo } from '../entities/character.ts';
import { type RouteDef, replySchema, routePath } from '../routes.ts';
import { ApiError, ContractError, type HeadersLike } from './apiError.ts';

/** The part of a fetch reply the client reads. */
export type ResponseLike = { status: number; headers: HeadersLike; text(): Promise<string> };

/** What the client needs of fetch: the browser's, Node's, or a wrapper (a test's fake, the seed's retries). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<ResponseLike>;

export type ApiClientOptions = {
  /** The API's base address (e.g. '/api'); a function is read at every call (the player may change it). */
  baseUrl: string | (() => string);
  /**
   * The signed-in user's ID token, undefined when signed out. `forceRefresh` asks the identity provider
   * for a new one (after a 401).
   */
  getToken: (forceRefresh?: boolean) => Promise<string | undefined>;
  fetch: FetchLike;
  /**
   * Check every reply against the contract (development and tests; production trusts the server).
   * 'strict' also refuses reply fields the contract does not name (the smoke test).
   */
  validateReplies?: boolean | 'strict';
  /** Called when a reply breaks the contract (development logs it). */
  onContractBreak?: (error: ContractError) => void;
  /** A 401 survived one token refresh and retry: the session is over (the app signs out). */
  onUnauthorized?: (error: ApiError) => void;
};

/** A reply body as the contract shapes it. */
export type Reply<R extends RouteDef> = {
  data: z.infer<R['data']>;
  myCharacterBaseInfo?: BaseInfo;
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

/**
 * The call's path and JSON body, validated by the route's schemas BEFORE anything is sent: a missing
 * language or path parameter throws without a request.
 */
const prepare = (route: RouteDef, input: RequestInput) => {
  const params = route.params ? (route.params.parse(input.params) as Record<string, string | number>) : undefined;
  const query = route.query ? route.query.parse(input.query ?? {}) : undefined;
  const body = route.body ? route.body.parse(input.body) : undefined;
  return {
    path: `${routePath(route, params)}${searchOf(query)}`,
    body: body === undefined ? undefined : JSON.stringify(body),
  };
};

/**
 * The one API client of the contract, for the app, the smoke test and the seed. Builds requests from the
 * route table, reads the reply as text and returns its body (200, 206), or undefined for 204; any other
 * status throws ApiError. A 401 is asked again once with a fresh token.
 */
export const createApiClient = ({
  baseUrl,
  getToken,
  fetch,
  validateReplies = true,
  onContractBreak,
  onUnauthorized,
}: ApiClientOptions) => {
  const baseOf = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;

  const send = async (method: string, url: string, body: string | undefined, forceRefresh: boolean) => {
    const token = await getToken(forceRefresh);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, { method, headers, body });
    return { response, text: await response.text(), hadToken: token !== undefined };
  };

  const checked = <R extends RouteDef>(route: R, json: unknown): Reply<R> => {
    if (!validateReplies) return json as Reply<R>;
    const schema = validateReplies === 'strict' ? replySchema(route).strict() : replySchema(route);
    const reply = schema.safeParse(json);
    if (!reply.success) {
      const error = new ContractError(route, reply.error.issues);
      onContractBreak?.(error);
      throw error;
    }
    return reply.data as Reply<R>;
  };

  const request = async <R extends RouteDef>(route: R, input: RequestInput = {}): Promise<Reply<R> | undefined> => {
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
    return checked(route, JSON.parse(text));
  };

  return {
    /** The whole reply body ({ data, myCharacterBaseInfo?, isSuccess? }), or undefined for 204. */
    request,
    /** Just the reply's data. */
    data: async <R extends RouteDef>(route: R, input?: RequestInput): Promise<z.infer<R['data']> | undefined> =>
      (await request(route, input))?.data,
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
