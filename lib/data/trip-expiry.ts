import 'server-only';
import { revalidateTag } from 'next/cache';
import { tripTag } from './cache-tags';

/**
 * Expires a trip's cached pages at once, after the database changed what they state: a payment that made one of its
 * departures guaranteed to run (docs/guaranteed-departures.md). Its open pages know within seconds from the live read;
 * this makes the next visit's HTML and JSON-LD say it too. revalidateTag needs a request of Next's (the webhook route,
 * the payment page's server action, the scheduled job's route); a payment applied outside one (the integration tests
 * call the webhook handler directly) has no page cache of this process to expire, so that is only logged, and the
 * operator's database webhook on departures (/api/revalidate) expires the pages on every instance anyway.
 */
export function expireTripPages(tripId: number): void {
  try {
    revalidateTag(tripTag(tripId), { expire: 0 });
  } catch (error) {
    console.warn(`[cache] trip ${tripId}'s pages were not expired by this process:`, error instanceof Error ? error.message : error);
  }
}
