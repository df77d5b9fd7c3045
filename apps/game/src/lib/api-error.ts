import type { ErrorBody } from '@rpg/contracts';

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

/**
 * The contract's error body `{ error: { code, message } }`, read without a schema library: the
 * error type is needed by the first screen (which retries what), the schemas are not.
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
