import { createRandom, hashSeed, intBetween, pick } from '../prng';
import { insert, raw, type SqlValue } from '../sql';
import type { Departure } from './departures';

const NAMES = ['lucia', 'marc', 'sofia', 'james', 'elena', 'tom', 'ines', 'oliver', 'carmen', 'hannah'] as const;

/** A departure the pages show as sold out: scheduled, still to come, every place taken. */
export const soldOut = (d: Departure) => d.status === 'scheduled' && d.offset > 0 && d.placesTaken >= d.capacity;

/**
 * People waiting for the sold-out departures (docs/waitlists.md): one to three confirmed entries each, first come
 * first served, in either language, for one to three places. Their addresses are example.com's; an offer made to one
 * (places freed on a demo shop) reaches nobody.
 */
export function waitlistsSql(departures: Departure[]): string {
  const rows: Record<string, SqlValue>[] = departures.filter(soldOut).flatMap((d) => {
    const random = createRandom(hashSeed(`waitlist:${d.id}`));
    return Array.from({ length: intBetween(random, 1, 3) }, (_, n) => {
      const hoursAgo = 72 - n * 20 - intBetween(random, 0, 10);
      return {
        departure_id: d.id,
        email: `${pick(random, NAMES)}.${d.id}.${n + 1}@example.com`,
        places: intBetween(random, 1, 3),
        lang: random() < 0.5 ? 'en' : 'es',
        site_url: 'http://localhost:3000',
        status: 'waiting',
        created_at: raw(`now() - interval '${hoursAgo + 1} hours'`),
        confirm_by: raw(`now() - interval '${hoursAgo + 1} hours' + interval '24 hours'`),
        confirmed_at: raw(`now() - interval '${hoursAgo} hours'`),
      };
    });
  });
  return insert('waitlist_entries', rows);
}
