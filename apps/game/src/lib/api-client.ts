import { type BaseInfo, type RouteDef, replySchema, routePath } from '@rpg/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

export { ApiError, unexpectedServerError } from './api-error.ts';

/** The reply broke the contract: the server and this client disagree on a shape. */
export class ContractError extends Error {
  constructor(route: RouteDef, issues: z.core.$ZodIssue[]) {
    super(`Reply of ${route.method} ${route.path} breaks the contract: ${JSON.stringify(issues)}`);
    this.name = 'ContractError';
  }
}

const successStatuses = new Set([200, 204, 206]);

export type ApiClientOptions = {
  /** The API's base address, read at every call (the player may change it on small screens). */
  baseUrl: string | (() => string);
  /**
   * The signed-in user's ID token (Firebase refreshes it itself); undefined when signed out.
   * `forceRefresh` asks the identity provider for a new one (after a 401).
   */
  getToken: (forceRefresh?: boolean) => Promise<string | undefined>;
  fetch?: typeof fetch;
  /** Check every reply against the contract (development and tests; production trusts the server). */
  validateReplies?: boolean;
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
type Input = { params?: unknown; query?: unknown; body?: unknown };

/**
 * The one API client. Builds requests from the contract's route table,
 * validates the query and body BEFORE anything is sent (a missing language
 * throws without a request), reads the reply as text, and returns its `data`
 * (200, 206), or undefined for 204; any other status throws ApiError.
 */
export const createApiClient = ({
  baseUrl,
  getToken,
  fetch: fetchImpl = (input, init) => fetch(input, init),
  validateReplies = true,
  onContractBreak,
  onUnauthorized,
}: ApiClientOptions) => {
  const baseOf = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;
  const request = async <R extends RouteDef>(route: R, input: Input = {}) => {
    const params = route.params ? (route.params.parse(input.params) as Record<string, string | number>) : undefined;
    const query = route.query ? route.query.parse(input.query ?? {}) : undefined;
    const body = route.body ? route.body.parse(input.body) : undefined;

    const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
    const search =
      entries.length > 0 ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}` : '';
    const url = `${baseOf()}${routePath(route, params)}${search}`;
    const send = async (forceRefresh: boolean) => {
      const token = await getToken(forceRefresh);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetchImpl(url, {
        method: route.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { response, text: await response.text(), hadToken: token !== undefined };
    };

    let { response, text, hadToken } = await send(false);
    // A token can expire between the SDK's refresh and the server's check: refresh once, ask again.
    if (response.status === 401 && hadToken) ({ response, text } = await send(true));
    if (!successStatuses.has(response.status)) {
      const error = new ApiError(response.status, text, response.headers);
      if (response.status === 401 && hadToken) onUnauthorized?.(error);
      throw error;
    }
    if (response.status === 204) return undefined;

    const json: unknown = JSON.parse(text);
    if (validateReplies) {
      const reply = replySchema(route).safeParse(json);
      if (!reply.success) {
        const error = new ContractError(route, reply.error.issues);
        onContractBreak?.(error);
        throw error;
      }
      return reply.data as Reply<R>;
    }
    return json as Reply<R>;
  };

  return {
    /** The whole reply body ({ data, myCharacterBaseInfo?, isSuccess? }), or undefined for 204. */
    request,
    /** Just the reply's data. */
    data: async <R extends RouteDef>(route: R, input?: Input): Promise<z.infer<R['data']> | undefined> =>
      (await request(route, input))?.data,
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
