import { AppError } from './errors.ts';

/** How many requests a key may make per window. */
export type RateLimit = { max: number; windowMs: number };

/**
 * A fixed-window counter per key (an account's uid), in memory. Each API instance limits on its
 * own, which bounds a single abuser well enough; a shared store (Redis) is the step beyond one
 * instance. Old windows are dropped as they pass, so memory follows the active accounts.
 */
export class WindowLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(private readonly limit: RateLimit) {}

  /** Counts one request of `key` at `now`; throws 429 rate-limited past the limit. */
  hit(key: string, now: number): void {
    const window = Math.floor(now / this.limit.windowMs) * this.limit.windowMs;
    if (window !== this.windowStart) {
      this.windowStart = window;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (count > this.limit.max) {
      const retryAfter = Math.max(1, Math.ceil((window + this.limit.windowMs - now) / 1000));
      throw new AppError('rate-limited', `Too many requests from this account: try again in ${retryAfter} s.`, {
        headers: { 'retry-after': String(retryAfter) },
      });
    }
  }
}
