import { type ErrorBody, type ErrorCode, errorCatalogue } from '@rpg/contracts';

/**
 * A refusal the client caused or must know about: answered with the catalogue's
 * status for `code` and `{ error: { code, message, field? } }`. Anything else thrown
 * in a handler is a 500 internal-error with a generic message (and a log line).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { field?: string; headers?: Record<string, string> } = {}) {
    super(message);
    this.code = code;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.field === undefined ? {} : { field: this.field }) },
    };
  }
}

export const internalErrorMessage = 'Something went wrong on the server; nothing was changed. Please try again.';
