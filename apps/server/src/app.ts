import { errorCatalogue } from '@rpg/contracts';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { authHook } from './auth/hook.ts';
import type { TokenVerifier } from './auth/verifier.ts';
import type { Database } from './db/types.ts';
import { handlers as gameHandlers } from './features/handlers.ts';
import { AppError, internalErrorMessage } from './http/errors.ts';
import { registerOpenApi } from './http/openapi.ts';
import { methodNotAllowed, type RouteHandlers, registerContractRoutes } from './http/routes.ts';
import { registerStatic, sendIndexHtml } from './http/static.ts';

export type AppOptions = {
  db: Kysely<Database>;
  auth: TokenVerifier;
  /** A built SPA to serve at / (with the index.html fallback for client routes). */
  staticDir?: string;
  /** A built Storybook, published at /storybook/. */
  storybookDir?: string;
  /** Fastify's logger option: false (default) for tests, or pino options. */
  logger?: FastifyServerOptions['logger'];
  /** Production skips the per-reply contract check. */
  production?: boolean;
  /** The clock handlers see (tests fix it). */
  now?: () => Date;
  /** The route handlers; tests may swap them. */
  handlers?: RouteHandlers;
};

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

const toAppError = (error: FastifyError): AppError | undefined => {
  if (error instanceof AppError) return error;
  const known = error.code ? requestErrors[error.code] : undefined;
  if (known) return known();
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
  now,
  handlers = gameHandlers,
}: AppOptions) => {
  const app = Fastify({
    logger,
    bodyLimit,
    return503OnClosing: true,
    // Ctrl-C must not wait for idle keep-alive connections.
    forceCloseConnections: true,
  });
  // The game's client sends JSON only: without the text/plain parser a wrong Content-Type is a 415.
  app.removeContentTypeParser(['text/plain']);
  app.decorateRequest('uid', '');

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
      registerOpenApi(api);
      knownRoutes = registerContractRoutes(api, handlers, {
        db,
        now: now ?? (() => new Date()),
        authenticate: authHook(auth),
        checkReplies: !production,
      });
    },
    { prefix: '/api' },
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi) {
      const wrongMethod = methodNotAllowed(knownRoutes, request.method, pathname);
      if (wrongMethod) return reply.code(wrongMethod.status).headers(wrongMethod.headers).send(wrongMethod.toBody());
    }
    const wantsPage =
      staticDir !== undefined &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendIndexHtml(reply, staticDir);
    const notFound = new AppError(
      'not-found',
      `No such ${isApi ? 'API route' : 'page or file'}: ${request.method} ${pathname}`,
    );
    return reply.code(notFound.status).send(notFound.toBody());
  });

  await registerStatic(app, staticDir, storybookDir);
  return app;
};
