import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { type AccountLimiter, RedisWindowLimiter, WindowLimiter } from '../rate-limit.ts';
import { connectSharedCounters, type SharedCounters } from '../shared-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the rate limits count when they are shared by every instance (Redis); undefined: in memory. */
    sharedCounters: SharedCounters | undefined;
    /** Each account's budget of requests on the game routes; undefined when accounts are not limited. */
    accountLimiter: AccountLimiter | undefined;
  }
}

export type RateLimitOptions = {
  /** Requests per minute per address (API routes) and per account (game routes); 0 is no limit. */
  limits: { addressPerMinute: number; accountPerMinute: number };
  /** Redis (redis:// or rediss://) where the limits count, shared by every instance; unset: in memory. */
  redisUrl: string | undefined;
  /** Put before each rate-limit key in Redis (default `rpg:rate:`). */
  prefix: string | undefined;
};

/**
 * The per-address limit of the API (@fastify/rate-limit) and the per-account one of the game routes,
 * counted in Redis when there is one. The instance is decorated with the counters (readiness tells
 * whether they answer) and the account limiter (the API routes apply it after the token is verified).
 */
export const rateLimiting = fp(
  async (app: FastifyInstance, { limits, redisUrl, prefix }: RateLimitOptions) => {
    const limited = limits.addressPerMinute > 0 || limits.accountPerMinute > 0;
    let counters: SharedCounters | undefined;
    if (redisUrl !== undefined && limited) {
      counters = await connectSharedCounters({
        url: redisUrl,
        log: app.log,
        ...(prefix === undefined ? {} : { prefix }),
      });
      app.addHook('onClose', async () => counters?.close());
    }
    if (limits.addressPerMinute > 0) {
      await app.register(rateLimit, {
        max: limits.addressPerMinute,
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
    const accountLimit = { max: limits.accountPerMinute, windowMs: 60_000 };
    let accountLimiter: AccountLimiter | undefined;
    if (limits.accountPerMinute > 0)
      accountLimiter = counters ? new RedisWindowLimiter(accountLimit, counters) : new WindowLimiter(accountLimit);
    app.decorate('sharedCounters', counters);
    app.decorate('accountLimiter', accountLimiter);
  },
  { name: 'rate-limiting' },
);

/** After the token is verified, each account has its own budget of requests. */
export const limitedPerAccount = (
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
  accountLimiter: AccountLimiter | undefined,
  clock: () => Date,
): onRequestHookHandler =>
  accountLimiter
    ? async function authenticateAndLimit(request, reply) {
        await authenticate.call(this, request, reply);
        await accountLimiter.hit(request.uid, clock().getTime());
      }
    : authenticate;
