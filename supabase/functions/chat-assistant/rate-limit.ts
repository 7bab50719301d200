import { getEnv } from '../_shared/env.ts';

/**
 * A sliding window per client, in memory: one function instance sees one visitor's burst, which is what this guards
 * (a runaway script or a stuck key), not a global quota.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit; returns the seconds to wait when the client is over its limit, or 0. */
  take(key: string, now = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return 0;
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) if (times.every((at) => now - at >= this.windowMs)) this.hits.delete(key);
  }
}

export function rateLimiterFromEnv(): RateLimiter {
  const limit = Number(getEnv('CHAT_RATE_LIMIT') ?? '20');
  const windowSeconds = Number(getEnv('CHAT_RATE_WINDOW_SECONDS') ?? '60');
  return new RateLimiter(Number.isFinite(limit) && limit > 0 ? limit : 20, (Number.isFinite(windowSeconds) && windowSeconds > 0 ? windowSeconds : 60) * 1000);
}
