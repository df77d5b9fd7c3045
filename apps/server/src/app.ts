import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { errorCatalogue } from '@rpg/contracts';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { authHook } from './auth/hook.ts';
import type { TokenVerifier } from './auth/verifier.ts';
import { migrationsApplied } from './db/migrate.ts';
import type { Database } from './db/types.ts';
import { handlers as gameHandlers } from './features/handlers.ts';
import { clientErrorHandler, defaultServerTimeouts, type ServerTimeouts, timeoutOptions } from './http/connection.ts';
import { AppError, internalErrorMessage } from './http/errors.ts';
import { registerOpenApi } from './http/openapi.ts';
import { type AccountLimiter, RedisWindowLimiter, WindowLimiter } from './http/rate-limit.ts';
import { methodNotAllowed, registerContractRoutes, type SomeRouteHandlers } from './http/routes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { connectSharedCounters, type SharedCounters } from './http/shared-counters.ts';
import { isPrerenderedPath, registerStatic, sendPage } from './http/static.ts';

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

/**
 * Where the app's pages may load from and talk to: its own origin, Firebase Auth's endpoints
 * (the emulator in development), inline styles (vanilla-extract and Radix set some).
 */
const contentSecurityPolicy = (production: boolean, emulatorHost: string | undefined) => ({
  directives: {
    // Behind TLS in production every request is upgraded to https; a local game runs on plain http.
    upgradeInsecureRequests: production ? [] : null,
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      // The auth emulator the server itself trusts (development and tests only: refused in production).
      ...(emulatorHost ? [`http://${emulatorHost}`] : []),
    ],
    frameSrc: ["'self'", 'https://*.firebaseapp.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // No site may frame the game (clickjacking); the published Storybook frames its own preview (below).
    frameAncestors: ["'none'"],
  },
});

/** Largest request body accepted: far above any call of the game. */
export const bodyLimit = 64 * 1024;

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

/** Whether a request's URL is the API's (/api, /api/..., with or without a query). */
const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

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
  // Security headers on every answer. Storybook (a designers' tool with inline scripts) is exempt from the CSP.
  const security = securityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(production, authEmulatorHost),
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  const app = Fastify({
    // No request may hang: its headers and body have deadlines, and so have idle and keep-alive connections.
    ...timeoutOptions(timeouts),
    // What Node refuses before Fastify sees a request (malformed HTTP, headers over 16 KiB, a request that
    // did not arrive in time): the catalogue's 400, 431 or 408, not Fastify's own body.
    clientErrorHandler: clientErrorHandler(timeouts, security),
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
    // What the router refuses before any route runs (a path value over 100 characters, a malformed %-escape)
    // is bad input too: the catalogue's 400, not Fastify's own body (and its 414).
    frameworkErrors: (error, _request, reply) => {
      const refusal = new AppError(
        'bad-request',
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A value in the path is longer than 100 characters: no id or name is that long.'
          : 'The address is not valid: it has a malformed %-escape.',
      );
      (reply as FastifyReply).code(refusal.status).header('cache-control', 'no-store').send(refusal.toBody());
    },
  });
  // The game's client sends JSON only: without the text/plain parser a wrong Content-Type is a 415.
  app.removeContentTypeParser(['text/plain']);
  app.decorateRequest('uid', '');

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  // Closing (SIGTERM, a deploy): a request in flight gets its answer, then its connection ends, so the
  // close does not wait for a keep-alive connection's timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // A player's data is never kept by a browser or a shared cache: every answer under /api, the errors and
  // the 404s and 405s of routes that do not exist too (a reply that says otherwise, like the OpenAPI
  // document's, keeps its own header).
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/storybook')) return;
    reply.removeHeader('content-security-policy');
    // Storybook's manager shows each story in an iframe of its own origin.
    reply.header('x-frame-options', 'SAMEORIGIN');
  });
  // Same-origin needs no CORS; other sites only when configured.
  await app.register(cors, {
    origin: corsOrigins.length === 0 ? false : corsOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    maxAge: 600,
  });
  const limited = rateLimits.addressPerMinute > 0 || rateLimits.accountPerMinute > 0;
  let counters: SharedCounters | undefined;
  if (redisUrl !== undefined && limited) {
    counters = await connectSharedCounters({
      url: redisUrl,
      log: app.log,
      ...(rateLimitPrefix === undefined ? {} : { prefix: rateLimitPrefix }),
    });
    app.addHook('onClose', async () => counters?.close());
  }
  if (rateLimits.addressPerMinute > 0) {
    await app.register(rateLimit, {
      max: rateLimits.addressPerMinute,
      timeWindow: 60_000,
      // Counted in Redis when there is one; a request it cannot count (Redis away) goes on uncounted.
      ...(counters ? { redis: counters.redis, nameSpace: `${counters.prefix}address:`, skipOnError: true } : {}),
      // Only the API counts: the game's own files (a first visit fetches dozens of chunks and images)
      // and the published Storybook are static and cheap, and players behind one address share them.
      allowList: (request) => !request.url.startsWith('/api/'),
      // The limiter's own 429 reply goes through the error handler as a catalogue error.
      errorResponseBuilder: (_request, context) =>
        new AppError('rate-limited', `Too many requests from this address: try again in ${context.after}.`, {
          headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        }),
    });
  }
  const accountLimit = { max: rateLimits.accountPerMinute, windowMs: 60_000 };
  let accountLimiter: AccountLimiter | undefined;
  if (rateLimits.accountPerMinute > 0)
    accountLimiter = counters ? new RedisWindowLimiter(accountLimit, counters) : new WindowLimiter(accountLimit);
  const clock = now ?? (() => new Date());

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

  let knownRoutes: { method: string; path: string }[] = [];
  await app.register(
    async (api) => {
      api.get('/health', async () => ({ data: { status: 'ok' } }));
      // Ready to serve players: the database answers with every migration this server knows applied (an
      // instance started before another migrated is fine; one whose migrations did not run is not), and the
      // identity provider can be reached (without it
      // every signed-in call would answer 503 auth-unavailable). 503 with what is missing otherwise.
      // With Redis, whether it answers is told too but does not decide: every instance shares it, so a
      // Redis outage failing readiness would take them all out of the load balancer at once, while
      // they can serve players well without it (only the limits stop counting).
      const ready = async (request: FastifyRequest, reply: FastifyReply) => {
        const probe = async (part: string, check: () => Promise<unknown>) => {
          try {
            await check();
            return 'ok' as const;
          } catch (error) {
            request.log.warn({ err: error }, `readiness: ${part} unreachable`);
            return 'unreachable' as const;
          }
        };
        const [database, migrations, identityProvider, rateLimitStore] = await Promise.all([
          probe('database', () => sql`select 1`.execute(db)),
          migrationsApplied(db).then(
            (applied) => (applied ? 'applied' : 'pending'),
            () => 'pending' as const,
          ),
          probe('identity provider', async () => auth.check?.()),
          // Not through probe: an outage is logged once by the counters, not at every poll.
          counters?.reachable().then((answers) => (answers ? 'ok' : 'unreachable')),
        ]);
        const isReady = database === 'ok' && migrations === 'applied' && identityProvider === 'ok';
        if (!isReady) reply.code(503).header('retry-after', '5');
        return {
          data: {
            status: isReady ? 'ready' : 'not-ready',
            database,
            migrations,
            identityProvider,
            ...(rateLimitStore === undefined ? {} : { rateLimitStore }),
          },
        };
      };
      api.get('/health/ready', ready);
      api.get('/ready', ready);
      registerOpenApi(api);
      const authenticate = authHook(auth);
      knownRoutes = registerContractRoutes(api, handlers, {
        db,
        now: clock,
        // After the token is verified, each account has its own budget of requests.
        authenticate: accountLimiter
          ? async function authenticateAndLimit(request, reply) {
              await authenticate.call(this, request, reply);
              await accountLimiter.hit(request.uid, clock().getTime());
            }
          : authenticate,
        checkReplies: validateReplies,
      });
    },
    { prefix: '/api' },
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = isApiPath(pathname);
    if (isApi) {
      const wrongMethod = methodNotAllowed(knownRoutes, request.method, pathname);
      if (wrongMethod) return reply.code(wrongMethod.status).headers(wrongMethod.headers).send(wrongMethod.toBody());
    }
    const wantsPage =
      staticDir !== undefined &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendPage(request, reply, staticDir);
    // A prerendered form submitted before the app's code ran (its forms post, so a password never lands
    // in the address): the page again, by GET, where the app takes over.
    const earlyPost =
      staticDir !== undefined &&
      request.method === 'POST' &&
      isPrerenderedPath(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    if (earlyPost) return reply.redirect(pathname, 303);
    const notFound = new AppError(
      'not-found',
      `No such ${isApi ? 'API route' : 'page or file'}: ${request.method} ${pathname}`,
    );
    return reply.code(notFound.status).send(notFound.toBody());
  });

  await registerStatic(app, staticDir, storybookDir);
  return app;
};
