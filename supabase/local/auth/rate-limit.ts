import { AuthError } from './errors';

interface Window {
  startedAt: number;
  hits: number;
}

/**
 * Fixed-window counters kept in memory, as GoTrue keeps its limiters per server instance. A refused hit still
 * counts, so hammering a closed bucket keeps it closed until the window ends.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; returns the seconds to wait when the bucket is over `max` hits per `windowSeconds`, else 0. */
  take(bucket: string, max: number, windowSeconds: number): number {
    const now = this.now();
    this.sweep(now);
    const windowMs = windowSeconds * 1000;
    let window = this.windows.get(bucket);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, hits: 0 };
      this.windows.set(bucket, window);
    }
    window.hits += 1;
    return window.hits > max ? Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) : 0;
  }

  /** How many hits the bucket holds in its current window (0 once the window is over). */
  count(bucket: string, windowSeconds: number): number {
    const window = this.windows.get(bucket);
    if (!window || this.now() - window.startedAt >= windowSeconds * 1000) return 0;
    return window.hits;
  }

  reset(bucket: string): void {
    this.windows.delete(bucket);
  }

  // Windows older than a day are over for every limit in use.
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [bucket, window] of this.windows) if (now - window.startedAt > 86_400_000) this.windows.delete(bucket);
  }
}

/** GoTrue's answer when a per-client limit is reached. */
export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** GoTrue's answer when an address was sent an e-mail too recently. */
export const overEmailSendRateLimit = (seconds: number) =>
  new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
