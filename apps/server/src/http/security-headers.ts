import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers for `options`, worked out once. They are the same on every answer, while
 * @fastify/helmet built Helmet's middleware anew on every request, parsing the CSP directives each time:
 * about 4% of the server's CPU on GET /my-character in `node --cpu-prof`, and half of a light authenticated
 * read's (0.145 -> 0.065 ms a request). Helmet writes them on a stand-in response here; a hook puts the
 * finished set on each reply.
 */
export const securityHeaders = (options: HelmetOptions): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
};
