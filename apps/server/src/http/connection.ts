import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, errorCatalogue } from '@rpg/contracts';
import type { FastifyServerOptions } from 'fastify';
import { AppError } from './errors.ts';

/** How long the server waits for each part of a connection's life, in milliseconds. */
export type ServerTimeouts = {
  /** The request line and headers must arrive within this. */
  headersMs: number;
  /** The whole request (headers and body) must arrive within this: a body sent slowly, or never finished, is a 408. */
  requestMs: number;
  /** A connection on which nothing moves for this long (no byte either way) is closed. */
  idleMs: number;
  /**
   * A keep-alive connection waiting for its next request is closed after this: above the idle timeout of
   * the load balancers in front (60 s for the common ones), so none of them sends on a connection being closed.
   */
  keepAliveMs: number;
  /** How often the server checks the deadlines above (they fire up to this late). */
  checkEveryMs: number;
};

export const defaultServerTimeouts: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
  checkEveryMs: 1_000,
};

/** Largest request body accepted: far above any call of the game. */
export const bodyLimit = 64 * 1024;

/** Fastify's options for the deadlines: every request gets one for its headers and its body. */
export const timeoutOptions = (
  timeouts: ServerTimeouts,
): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & {
  http: ServerOptions;
} => ({
  requestTimeout: timeouts.requestMs,
  connectionTimeout: timeouts.idleMs,
  keepAliveTimeout: timeouts.keepAliveMs,
  // Node's own options (Fastify passes them to http.createServer): how often the deadlines are checked.
  http: {
    headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
    connectionsCheckingInterval: timeouts.checkEveryMs,
  },
});

/** What a client error found while reading a request (before any route runs) is answered with. */
const refusalOf = (code: string | undefined, timeouts: ServerTimeouts): AppError => {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError(
        'request-timeout',
        `The request did not arrive in time (its headers and body must within ${timeouts.requestMs / 1000} s): nothing was changed, send it again.`,
      );
    case 'HPE_HEADER_OVERFLOW':
      return new AppError(
        'headers-too-large',
        'The address or the headers are too long (16 KiB at most together): no call of the game needs that much.',
      );
    default:
      return new AppError('bad-request', 'The request is not valid HTTP/1.1 and could not be read.');
  }
};

/** The raw bytes of a catalogue answer that ends its connection (the request was never handed to a route). */
const rawAnswer = (refusal: AppError, headers: Record<string, string>) => {
  const body = JSON.stringify(refusal.toBody());
  const status = errorCatalogue[refusal.code as ErrorCode].status;
  const lines = [
    `HTTP/1.1 ${status} ${reasonPhrases[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
};

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's clientErrorHandler: malformed HTTP (Transfer-Encoding with Content-Length, a bad chunk, a NUL in a
 * header), headers over 16 KiB and a request that did not arrive in time get the catalogue's body (and
 * no-store, and the security headers) instead of Fastify's own, then the connection closes.
 */
export const clientErrorHandler =
  (timeouts: ServerTimeouts, headers: Record<string, string>) => (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection is gone: there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // An answer already started on this socket (a route is replying): writing another would corrupt it.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) socket.write(rawAnswer(refusalOf(error.code, timeouts), headers));
    socket.destroy();
  };
