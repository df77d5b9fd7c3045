import { type ErrorBody, errorBodySchema, type RouteDef, replySchema, routePath } from '@rpg/contracts';
import type { z } from 'zod';

/** The spec's message for every failed call; status, body and headers ride along. */
export const unexpectedServerError = 'An unexpected server error occurred.';

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly headers: Headers;
  /** The server's error body, when it sent one in the contract's shape. */
  readonly error: ErrorBody['error'] | undefined;

  constructor(status: number, body: string, headers: Headers) {
    super(unexpectedServerError);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
    this.error = parseErrorBody(body);
  }

  /** The contract's error code, e.g. 'character-not-found'. */
  get code() {
    return this.error?.code;
  }
}

/** The reply broke the contract: the server and this client disagree on a shape. */
export class ContractError extends Error {
  constructor(route: RouteDef, issues: z.core.$ZodIssue[]) {
    super(`Reply of ${route.method} ${route.path} breaks the contract: ${JSON.stringify(issues)}`);
    this.name = 'ContractError';
  }
}

const parseErrorBody = (body: string) => {
  try {
    return errorBodySchema.parse(JSON.parse(body)).error;
  } catch {
    return undefined;
  }
};

const successStatuses = new Set([200, 204, 206]);

export type ApiClientOptions = {
  baseUrl: string;
  /** The signed-in user's ID token (Firebase refreshes it itself); undefined when signed out. */
  getToken: () => Promise<string | undefined>;
  fetch?: typeof fetch;
  /** Called when a reply breaks the contract (development logs it). */
  onContractBreak?: (error: ContractError) => void;
};

/** The route's path parameters (e.g. the shop id of /shops/{id}), query and body; each validated before sending. */
type Input = { params?: unknown; query?: unknown; body?: unknown };

/**
 * The one API client. Builds requests from the contract's route table,
 * validates the query and body BEFORE anything is sent (a missing language
 * throws without a request), reads the reply as text, and returns its `data`
 * (200, 206), or undefined for 204; any other status throws ApiError.
 */
export const createApiClient = ({ baseUrl, getToken, fetch: fetchImpl = fetch, onContractBreak }: ApiClientOptions) => {
  const request = async <R extends RouteDef>(route: R, input: Input = {}) => {
    const params = route.params ? (route.params.parse(input.params) as Record<string, string | number>) : undefined;
    const query = route.query ? route.query.parse(input.query ?? {}) : undefined;
    const body = route.body ? route.body.parse(input.body) : undefined;

    const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
    const search =
      entries.length > 0 ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}` : '';
    const token = await getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const response = await fetchImpl(`${baseUrl}${routePath(route, params)}${search}`, {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!successStatuses.has(response.status)) throw new ApiError(response.status, text, response.headers);
    if (response.status === 204) return undefined;

    const reply = replySchema(route).safeParse(JSON.parse(text));
    if (!reply.success) {
      const error = new ContractError(route, reply.error.issues);
      onContractBreak?.(error);
      throw error;
    }
    return reply.data as { data: z.infer<R['data']>; myCharacterBaseInfo?: unknown; isSuccess?: boolean };
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
