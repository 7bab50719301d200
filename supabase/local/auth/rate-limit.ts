import type { Queryable } from '../db';
import { AuthError } from './errors';

// Windows older than a day are over for every limit in use.
const DAY_MS = 86_400_000;

const TAKE = `insert into auth.rate_limits as r (bucket, started_ms, hits) values ($1, $2::bigint, 1)
  on conflict (bucket) do update set
    started_ms = case when r.started_ms <= $2::bigint - $3::bigint then $2::bigint else r.started_ms end,
    hits = case when r.started_ms <= $2::bigint - $3::bigint then 1 else r.hits + 1 end
  returning started_ms::float8 as started_ms, hits`;

/**
 * Fixed-window counters kept in the database (auth.rate_limits), so a restart of the backend, or a second instance,
 * sees the same windows. A refused hit still counts, so hammering a closed bucket keeps it closed until the window
 * ends. Each call takes the connection or transaction to count on: inside a transaction, the caller's own.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; returns the seconds to wait when the bucket is over `max` hits per `windowSeconds`, else 0. */
  async take(db: Queryable, bucket: string, max: number, windowSeconds: number): Promise<number> {
    const now = this.now();
    await this.sweep(db, now);
    const windowMs = windowSeconds * 1000;
    const { rows } = await db.query<{ started_ms: number; hits: number }>(TAKE, [bucket, now, windowMs]);
    const { started_ms: startedAt, hits } = rows[0]!;
    return hits > max ? Math.max(1, Math.ceil((startedAt + windowMs - now) / 1000)) : 0;
  }

  /** How many hits the bucket holds in its current window (0 once the window is over). */
  async count(db: Queryable, bucket: string, windowSeconds: number): Promise<number> {
    const { rows } = await db.query<{ hits: number }>('select hits from auth.rate_limits where bucket = $1 and started_ms > $2::bigint', [
      bucket,
      this.now() - windowSeconds * 1000,
    ]);
    return rows[0]?.hits ?? 0;
  }

  async reset(db: Queryable, bucket: string): Promise<void> {
    await db.query('delete from auth.rate_limits where bucket = $1', [bucket]);
  }

  private async sweep(db: Queryable, now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await db.query('delete from auth.rate_limits where started_ms < $1::bigint', [now - DAY_MS]);
  }
}

/** GoTrue's answer when a per-client limit is reached. */
export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** GoTrue's answer when an address was sent an e-mail too recently. */
export const overEmailSendRateLimit = (seconds: number) =>
  new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`);
