import { AppError } from './errors.ts';
import type { SharedCounters } from './shared-counters.ts';

/** How many requests a key may make per window. */
export type RateLimit = { max: number; windowMs: number };

/** Counts one request of an account; throws 429 rate-limited past its limit. */
export type AccountLimiter = { hit(key: string, now: number): void | Promise<void> };

/**
 * The window `now` falls in. Windows are aligned to the clock (not to an account's first request), so
 * every instance puts a request in the same window without asking the others.
 */
const windowOf = (limit: RateLimit, now: number) => Math.floor(now / limit.windowMs) * limit.windowMs;

const refuse = (limit: RateLimit, window: number, now: number): never => {
  const retryAfter = Math.max(1, Math.ceil((window + limit.windowMs - now) / 1000));
  throw new AppError('rate-limited', `Too many requests from this account: try again in ${retryAfter} s.`, {
    headers: { 'retry-after': String(retryAfter) },
  });
};

/**
 * A fixed-window counter per key (an account's uid), in memory: each instance limits on its own, which
 * bounds a single abuser of a single instance. Several instances share `RedisWindowLimiter` instead. Old
 * windows are dropped as they pass, so memory follows the active accounts.
 */
export class WindowLimiter implements AccountLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(private readonly limit: RateLimit) {}

  /** Counts one request of `key` at `now`; throws 429 rate-limited past the limit. */
  hit(key: string, now: number): void {
    const window = windowOf(this.limit, now);
    if (window !== this.windowStart) {
      this.windowStart = window;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (count > this.limit.max) refuse(this.limit, window, now);
  }
}

/**
 * Slack on a window's key beyond the window's end: instances' clocks differ a little, and a key must
 * outlive the last instance still counting in its window.
 */
const expirySlackMs = 5_000;

/**
 * The same fixed windows as `WindowLimiter`, counted in Redis: every instance adds to one count per
 * account and window (INCR and PEXPIRE in one MULTI: one round trip, and no key left without expiry).
 *
 * Fails open: when Redis does not answer (down, or slower than the client's command timeout) the
 * request is let through uncounted and `counters` logs it once per outage. Refusing every player
 * because a shared counter is unreachable would turn a Redis outage into a game outage.
 */
export class RedisWindowLimiter implements AccountLimiter {
  constructor(
    private readonly limit: RateLimit,
    private readonly counters: SharedCounters,
  ) {}

  async hit(key: string, now: number): Promise<void> {
    const window = windowOf(this.limit, now);
    const redisKey = `${this.counters.prefix}account:${key}:${window}`;
    let count: number;
    try {
      const replies = await this.counters.redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, window + this.limit.windowMs - now + expirySlackMs)
        .exec();
      const [error, value] = replies?.[0] ?? [new Error('the transaction was discarded'), undefined];
      if (error) throw error;
      count = Number(value);
    } catch (error) {
      this.counters.failed(error);
      return;
    }
    this.counters.succeeded();
    if (count > this.limit.max) refuse(this.limit, window, now);
  }
}
