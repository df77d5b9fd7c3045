import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { authHook } from './auth/hook.ts';
import type { TokenVerifier } from './auth/verifier.ts';
import type { Database } from './db/types.ts';
import { handlers as gameHandlers } from './features/handlers.ts';
import {
  bodyLimit,
  clientErrorHandler,
  defaultServerTimeouts,
  type ServerTimeouts,
  timeoutOptions,
} from './http/connection.ts';
import { registerOpenApi } from './http/openapi.ts';
import { noStoreUnderApi } from './http/plugins/cache-control.ts';
import { closingConnections } from './http/plugins/closing.ts';
import { crossOrigin } from './http/plugins/cors.ts';
import { errorHandler, frameworkErrors } from './http/plugins/error-handler.ts';
import { health } from './http/plugins/health.ts';
import { notFoundHandler } from './http/plugins/not-found.ts';
import { limitedPerAccount, rateLimiting } from './http/plugins/rate-limits.ts';
import { gameSecurityHeaders, security } from './http/plugins/security.ts';
import { registerContractRoutes, type SomeRouteHandlers } from './http/routes.ts';
import { registerStatic } from './http/static.ts';

export { bodyLimit };

export type AppOptions = {
  db: Kysely<Database>;
  auth: TokenVerifier;
  /** A built SPA to serve at / (with the index.html fallback for client routes). */
  staticDir?: string;
  /** A built Storybook, published at /storybook/. */
  storybookDir?: string;
  /** Fastify's logger option: false (default) for tests, or pino options. */
  logger?: FastifyServerOptions['logger'];
  /** Production mode (CSP upgrades requests to https). */
  production?: boolean;
  /** Check every reply against the contract (a mismatch is logged and answered 500); default: not in production. */
  validateReplies?: boolean;
  /** The clock handlers see (tests fix it). */
  now?: () => Date;
  /** The route handlers (default: the game's, every route); tests may swap some or leave some out. */
  handlers?: SomeRouteHandlers;
  /** Other sites' origins allowed to call the API (CORS); none by default. */
  corsOrigins?: string[];
  /** Requests per minute per address (API routes) and per account (game routes); 0 is no limit. */
  rateLimits?: { addressPerMinute: number; accountPerMinute: number };
  /**
   * Redis (redis:// or rediss://) where the rate limits count, shared by every instance; unset: each
   * instance counts in its own memory. When Redis does not answer, requests go on uncounted.
   */
  redisUrl?: string | undefined;
  /** Reverse proxies whose X-Forwarded-For is believed (Fastify's trustProxy): their addresses or ranges. */
  trustProxy?: string[] | undefined;
  /** Put before each rate-limit key in Redis (default `rpg:rate:`): tests use one per run. */
  rateLimitPrefix?: string;
  /** The Firebase Auth emulator (host:port) the app's pages may talk to; development and tests only. */
  authEmulatorHost?: string | undefined;
  /** Deadlines of a connection's life (headers, body, idle, keep-alive); tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
};

const defaultRateLimits = { addressPerMinute: 1200, accountPerMinute: 600 };

/** The Fastify instance of the game server, with every route of the contract under /api. */
export const buildApp = async ({
  db,
  auth,
  staticDir,
  storybookDir,
  logger = false,
  production = false,
  validateReplies = !production,
  now,
  handlers = gameHandlers,
  corsOrigins = [],
  rateLimits = defaultRateLimits,
  redisUrl,
  rateLimitPrefix,
  trustProxy,
  authEmulatorHost,
  timeouts: timeoutOverrides = {},
}: AppOptions) => {
  const timeouts = { ...defaultServerTimeouts, ...timeoutOverrides };
  const securityHeaders = gameSecurityHeaders({ production, authEmulatorHost });
  const app = Fastify({
    // No request may hang: its headers and body have deadlines, and so have idle and keep-alive connections.
    ...timeoutOptions(timeouts),
    // What Node refuses before Fastify sees a request (malformed HTTP, headers over 16 KiB, a request that
    // did not arrive in time): the catalogue's 400, 431 or 408, not Fastify's own body.
    clientErrorHandler: clientErrorHandler(timeouts, securityHeaders),
    // Behind a load balancer request.ip (the per-address limit, the logs) is the player's, not the proxy's.
    ...(trustProxy === undefined ? {} : { trustProxy }),
    logger:
      logger === false || logger === undefined || logger === true
        ? logger
        : // Tokens never reach the logs (the request serialiser omits headers; this guards any that log them).
          { ...logger, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit,
    return503OnClosing: true,
    // On close, idle keep-alive connections end at once (Ctrl-C does not wait for them) while the requests
    // in flight finish with their answers: `true` cut those too, a write acknowledged to no one.
    forceCloseConnections: 'idle',
    // What the router refuses before any route runs: the catalogue's 400 (error-handler.ts).
    frameworkErrors,
  });
  // The game's client sends JSON only: without the text/plain parser a wrong Content-Type is a 415.
  app.removeContentTypeParser(['text/plain']);
  app.decorateRequest('uid', '');

  // The cross-cutting plugins are wrapped with fastify-plugin, so their hooks and handlers are the root
  // instance's and apply to every answer, the 404s too. Hooks of one kind run in the order they were added
  // (onSend: closing's, then no-store's, then security's Storybook exemption), and a scope copies its
  // parent's hooks and error handler when it is created: all of these come before the API's scope below.
  await app.register(closingConnections);
  await app.register(noStoreUnderApi);
  await app.register(security, { headers: securityHeaders });
  await app.register(crossOrigin, { origins: corsOrigins });
  await app.register(rateLimiting, { limits: rateLimits, redisUrl, prefix: rateLimitPrefix });
  await app.register(errorHandler);

  const clock = now ?? (() => new Date());
  let knownRoutes: { method: string; path: string }[] = [];
  await app.register(
    async (api) => {
      await api.register(health, { db, auth, counters: app.sharedCounters });
      registerOpenApi(api);
      knownRoutes = registerContractRoutes(api, handlers, {
        db,
        now: clock,
        authenticate: limitedPerAccount(authHook(auth), app.accountLimiter, clock),
        checkReplies: validateReplies,
      });
    },
    { prefix: '/api' },
  );
  // Registered after the API's routes are known, for its 405s.
  await app.register(notFoundHandler, { knownRoutes, staticDir });

  await registerStatic(app, staticDir, storybookDir);
  return app;
};
