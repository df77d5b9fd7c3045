import {
  type BaseInfo,
  type Character,
  isLanguage,
  type Language,
  type RouteDef,
  type RouteName,
  type Routes,
  replySchema,
  routes,
} from '@rpg/contracts';
import type { FastifyBaseLogger, FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types.ts';
import { AppError } from './errors.ts';
import { type RequestedLanguage, type RequestLanguage, requestLanguage } from './language.ts';
import { validationError } from './validation.ts';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

type Query<N extends RouteName> = Output<Routes[N] extends { query: infer Q } ? Q : undefined>;
type Body<N extends RouteName> = Output<Routes[N] extends { body: infer B } ? B : undefined>;

/** What a handler gets: the caller, its validated input, the language it asks for, the database and the clock. */
export type RouteContext<N extends RouteName> = {
  uid: string;
  /** Path parameters (`{id}` of the contract's path), validated. */
  params: Output<Routes[N] extends { params: infer P } ? P : undefined>;
  query: Query<N>;
  body: Body<N>;
  /** The request's language, resolved once here: handlers answer in it and remember it (player/language.ts). */
  language: RequestLanguage<RequestedLanguage<Query<N>, Body<N>>>;
  db: Kysely<Database>;
  now: Date;
  log: FastifyBaseLogger;
};

/** What a handler returns: the whole reply body of its route. */
export type RouteReply<N extends RouteName> = { data: z.output<Routes[N]['data']> } & (Routes[N] extends {
  baseInfo: true;
}
  ? { myCharacterBaseInfo: BaseInfo }
  : unknown) &
  (Routes[N] extends { character: true } ? { myCharacter: Character } : unknown) &
  (Routes[N] extends { isSuccess: true } ? { isSuccess: boolean } : unknown);

export type RouteHandler<N extends RouteName> = (context: RouteContext<N>) => Promise<RouteReply<N>>;

/**
 * The handler of every route of the contract, by route name, each typed for its route: the game's
 * table (features/handlers.ts) is total, so a route of the contract without a handler does not compile.
 */
export type RouteHandlers = { [N in RouteName]: RouteHandler<N> };

/**
 * Some routes' handlers: a feature's share of the table, or an app built without some routes (tests).
 * A route without a handler is not registered: it answers the ordinary 404 not-found.
 */
export type SomeRouteHandlers = Partial<RouteHandlers>;

type AnyHandler = (context: AnyContext) => Promise<unknown>;

type AnyContext = {
  uid: string;
  params: unknown;
  query: unknown;
  body: unknown;
  language: RequestLanguage;
  db: Kysely<Database>;
  now: Date;
  log: FastifyBaseLogger;
};

export type RegisterOptions = {
  db: Kysely<Database>;
  now: () => Date;
  /** The auth hook of game routes. */
  authenticate: onRequestHookHandler;
  /** Check every reply against the contract (outside production): a mismatch is logged and answered 500. */
  checkReplies: boolean;
};

/** Fastify's path syntax for a contract path: `/shops/{id}` becomes `/shops/:id`. */
const fastifyPath = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

/**
 * Registers the routes of the contract's table that have a handler (within the /api
 * prefix): auth, zod validation of path parameters, query and body with the route's
 * schemas, the handler, and the reply check. Routes without a handler are left out
 * (they answer 404 not-found). Returns the registered method/path pairs, for 405 answers.
 */
export const registerContractRoutes = (app: FastifyInstance, handlers: SomeRouteHandlers, options: RegisterOptions) => {
  const registered: { method: string; path: string }[] = [];
  for (const name of Object.keys(routes) as RouteName[]) {
    // The mapped type guarantees handlers[name] matches routes[name]; TypeScript cannot follow that through the loop.
    const handler = handlers[name] as unknown as AnyHandler | undefined;
    if (!handler) continue;
    const route: RouteDef = routes[name];
    registerRoute(app, name, route, handler, options);
    registered.push({ method: route.method, path: fastifyPath(route.path) });
  }
  return registered;
};

/** A path parameter that does not match the contract (e.g. /shops/abc): 400 naming the parameter. */
const paramsError = (error: z.ZodError): AppError => {
  const field = String(error.issues[0]?.path[0] ?? '');
  return new AppError(
    'bad-request',
    field ? `The path parameter "${field}" is not valid: ${error.issues[0]?.message}` : 'The path is not valid.',
    field ? { field } : {},
  );
};

const registerRoute = (
  app: FastifyInstance,
  name: string,
  route: RouteDef,
  handler: AnyHandler,
  { db, now, authenticate, checkReplies }: RegisterOptions,
) => {
  const reply = replySchema(route);
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    onRequest: authenticate,
    handler: async (request) => {
      let params: unknown;
      if (route.params) {
        const parsed = route.params.safeParse(request.params ?? {});
        if (!parsed.success) throw paramsError(parsed.error);
        params = parsed.data;
      }
      let query: unknown;
      if (route.query) {
        const parsed = route.query.safeParse(
          withPreferredLanguage(route, request.query, request.headers['accept-language']),
        );
        if (!parsed.success) throw validationError(parsed.error, 'query', request.query);
        query = parsed.data;
      }
      let body: unknown;
      if (route.body) {
        const parsed = route.body.safeParse(request.body);
        if (!parsed.success) throw validationError(parsed.error, 'body', request.body);
        body = parsed.data;
      }
      const language = requestLanguage(query, body);
      const result = await handler({
        uid: request.uid,
        params,
        query,
        body,
        language,
        db,
        now: now(),
        log: request.log,
      });
      if (checkReplies) {
        const checked = reply.safeParse(result);
        if (!checked.success) {
          request.log.error(
            { route: name, issues: checked.error.issues },
            `Contract break: the reply of ${route.method} /api${route.path} (${name}) does not match replySchema: ${checked.error.issues
              .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
              .join('; ')}`,
          );
          throw new Error(`Reply of ${name} breaks the contract`);
        }
      }
      return result;
    },
  });
};

/**
 * The first supported language of an Accept-Language header (`de-CH,de;q=0.9,en;q=0.8` -> de),
 * by the header's quality order; undefined when it names none of pl, en, es, de, fr.
 */
export const preferredLanguage = (header: string | undefined): Language | undefined => {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = Number(
        parameters
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage);
};

/**
 * The calls whose `lang` is optional (the spec's client sends none) answer in the language of
 * Accept-Language when it names one and `lang` is absent (game-rules.md); otherwise the handler
 * falls back to the language the player last asked for.
 */
const withPreferredLanguage = (route: RouteDef, query: unknown, acceptLanguage: string | undefined): unknown => {
  const given = (query ?? {}) as Record<string, unknown>;
  if (given.lang !== undefined || !route.query || !('shape' in route.query)) return given;
  const shape = (route.query as unknown as { shape: Record<string, z.ZodType> }).shape;
  const lang = shape.lang;
  if (!lang?.safeParse(undefined).success) return given;
  const preferred = preferredLanguage(acceptLanguage);
  return preferred ? { ...given, lang: preferred } : given;
};

/** The 405 for a known path asked with the wrong method, or undefined. */
export const methodNotAllowed = (
  known: readonly { method: string; path: string }[],
  method: string,
  pathname: string,
): AppError | undefined => {
  const allowed = known
    .filter((route) => pathPattern(route.path).test(pathname))
    .map((route) => route.method)
    .filter((m, i, all) => all.indexOf(m) === i);
  if (allowed.length === 0 || allowed.includes(method)) return undefined;
  if (allowed.includes('GET')) allowed.push('HEAD');
  const choices = allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : allowed.join('');
  return new AppError('method-not-allowed', `${method} is not allowed here; use ${choices}.`, {
    headers: { allow: allowed.join(', ') },
  });
};

const pathPattern = (path: string) =>
  new RegExp(`^/api${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`);
