import type { z } from 'zod';
import type { ErrorBody, ErrorCode } from '../errors.ts';
import type { RouteDef } from '../routes.ts';

/** A reply's headers as every fetch gives them (browsers, Node, a test's Response). */
export type HeadersLike = { get(name: string): string | null };

/** The spec's message for every failed call; status, body and headers ride along. */
export const unexpectedServerError = 'An unexpected server error occurred.';

/**
 * A call the server refused or failed: any status but 200, 204 and 206. Its message is the spec's, whatever the
 * server said; what the server said is `error`, in the shape of the contract's error catalogue.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly headers: HeadersLike;
  /** The server's error body (code, message, field), when it sent one in the contract's shape. */
  readonly error: ErrorBody['error'] | undefined;

  constructor(status: number, body: string, headers: HeadersLike) {
    super(unexpectedServerError);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
    this.error = parseErrorBody(body);
  }

  /** The contract's error code, e.g. 'character-not-found'. */
  get code(): ErrorCode | undefined {
    return this.error?.code;
  }

  /** The input the server refused (e.g. 'name'), when it named one. */
  get field(): string | undefined {
    return typeof this.error?.field === 'string' ? this.error.field : undefined;
  }

  /**
   * How long the server asked the caller to wait before trying again, in seconds: it sends Retry-After with
   * 429 rate-limited and 503 auth-unavailable, always as a number of seconds.
   */
  get retryAfterSeconds(): number | undefined {
    const header = this.headers.get('retry-after');
    const seconds = header === null || header.trim() === '' ? Number.NaN : Number(header);
    return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }
}

/** The reply broke the contract: the server and this client disagree on a shape. */
export class ContractError extends Error {
  constructor(route: RouteDef, issues: z.core.$ZodIssue[]) {
    super(`Reply of ${route.method} ${route.path} breaks the contract: ${JSON.stringify(issues)}`);
    this.name = 'ContractError';
  }
}

/**
 * The contract's error body `{ error: { code, message } }`, read without a schema library: the error type is
 * needed wherever a call can fail, the schemas (zod) only where replies are checked.
 */
const parseErrorBody = (body: string): ErrorBody['error'] | undefined => {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return undefined;
    const { error } = parsed;
    if (typeof error !== 'object' || error === null) return undefined;
    const { code, message } = error as Record<string, unknown>;
    if (typeof code !== 'string' || typeof message !== 'string') return undefined;
    return error as ErrorBody['error'];
  } catch {
    return undefined;
  }
};
