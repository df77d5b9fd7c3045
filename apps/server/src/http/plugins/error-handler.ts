import { errorCatalogue } from '@rpg/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { bodyLimit } from '../connection.ts';
import { AppError, internalErrorMessage } from '../errors.ts';

/** Errors Fastify raises while reading a request, mapped to the catalogue. */
const requestErrors: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError('bad-request', 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError(
      'bad-request',
      'The request body is empty but Content-Type says application/json: send a JSON object.',
    ),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError('unsupported-media-type', 'The request body must be JSON, sent with Content-Type: application/json.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new AppError('payload-too-large', `The request body is larger than the server accepts (${bodyLimit / 1024} KiB).`),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError('bad-request', 'The request body does not match its Content-Length header.'),
};

/**
 * SQLSTATEs of a database deadline (openDatabase's DatabaseDeadlines) ending a request's work: its transaction
 * rolled back, so the player is told to retry, not that the server broke. 57014 statement_timeout, 55P03
 * lock_timeout (and PGlite's wait for its one connection), 25P03 idle_in_transaction_session_timeout.
 */
const databaseDeadlineCodes = new Set(['57014', '55P03', '25P03']);
const serverBusy = () =>
  new AppError('server-busy', 'The server could not finish this in time; nothing was changed. Try again shortly.', {
    headers: { 'Retry-After': '2' },
  });

const toAppError = (error: FastifyError): AppError | undefined => {
  if (error instanceof AppError) return error;
  const known = error.code ? requestErrors[error.code] : undefined;
  if (known) return known();
  if (error.code && databaseDeadlineCodes.has(error.code)) return serverBusy();
  // Any other client error Fastify detected (bad URL encoding, ...): never a 5xx.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 413) return requestErrors.FST_ERR_CTP_BODY_TOO_LARGE?.();
    if (status === 415) return requestErrors.FST_ERR_CTP_INVALID_MEDIA_TYPE?.();
    return new AppError('bad-request', 'The request could not be read.');
  }
  return undefined;
};

/**
 * Fastify's frameworkErrors: what the router refuses before any route runs (a path value over 100 characters,
 * a malformed %-escape) is bad input too: the catalogue's 400, not Fastify's own body (and its 414).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const refusal = new AppError(
    'bad-request',
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A value in the path is longer than 100 characters: no id or name is that long.'
      : 'The address is not valid: it has a malformed %-escape.',
  );
  (reply as FastifyReply).code(refusal.status).header('cache-control', 'no-store').send(refusal.toBody());
};

/**
 * Every error a route or a hook throws, answered with the catalogue's status and body: an AppError as it
 * is, what Fastify raised while reading the request as its catalogue error, a database deadline as
 * server-busy; anything else is a 500 internal-error with a generic message (and a log line).
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error);
      if (appError) {
        if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
        return reply.code(appError.status).headers(appError.headers).send(appError.toBody());
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply
        .code(errorCatalogue['internal-error'].status)
        .send({ error: { code: 'internal-error', message: internalErrorMessage } });
    });
  },
  { name: 'error-handler' },
);
