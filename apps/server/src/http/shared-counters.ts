import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { redactUrl } from '../redact.ts';

/**
 * The Redis connection the rate limits of every instance count in, and its health as the requests
 * see it. A request never waits on Redis for long: no offline queue and no retry (a command while
 * Redis is away fails at once), a connect timeout of a second and a command timeout of half a second.
 * The callers fail open on any failure; this logs one warning per outage, and one line when it ends.
 */
export type SharedCounters = {
  redis: Redis;
  /** Put before every key, so several games (or test runs) can share one Redis. */
  prefix: string;
  /** A command failed: the first failure of an outage is logged. */
  failed(error: unknown): void;
  /** A command answered: ends an outage a command (rather than the connection) saw. */
  succeeded(): void;
  /** Whether Redis answers a PING now (readiness). */
  reachable(): Promise<boolean>;
  close(): void;
};

export const defaultCounterPrefix = 'rpg:rate:';

/** Commands slower than this count as Redis being away: the request goes on uncounted. */
const commandTimeoutMs = 500;
const connectTimeoutMs = 1_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Connects to Redis at `url`. Waits for the connection at most a second: a Redis that is down does not
 * stop the server from starting (the limits count nothing until it answers; ioredis keeps reconnecting).
 */
export const connectSharedCounters = async ({
  url,
  prefix = defaultCounterPrefix,
  log,
}: {
  url: string;
  prefix?: string;
  log: FastifyBaseLogger;
}): Promise<SharedCounters> => {
  const where = redactUrl(url);
  const redis = new Redis(url, {
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Reconnect forever, at most every two seconds.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  let closing = false;
  const failed = (error: unknown) => {
    if (down || closing) return;
    down = true;
    log.warn(
      `Redis at ${where} does not answer (${reasonOf(error)}): the rate limits count nothing until it does (fail open).`,
    );
  };
  const recovered = () => {
    if (!down) return;
    down = false;
    log.info(`Redis at ${where} answers again: the rate limits are shared again.`);
  };
  redis.on('error', failed);
  redis.on('close', () => failed(new Error('connection closed')));
  redis.on('ready', recovered);

  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      redis.off('ready', settle);
      redis.off('error', settle);
      resolve();
    };
    const timer = setTimeout(settle, connectTimeoutMs);
    redis.once('ready', settle);
    redis.once('error', settle);
  });

  return {
    redis,
    prefix,
    failed,
    succeeded: recovered,
    reachable: async () => {
      try {
        await redis.ping();
        return true;
      } catch {
        return false;
      }
    },
    close: () => {
      closing = true;
      redis.disconnect();
    },
  };
};
