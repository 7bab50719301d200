import { authors, guides, reviewTexts } from '../content/review-pool';
import { createRandom, hashSeed, intBetween, pick } from '../prng';
import { insert, raw, type SqlValue } from '../sql';
import type { Trip } from '../trips';
import type { Lang } from '../types';
import { paidInFull, seedBilling, seedReference } from './bookings';
import type { Departure } from './departures';

function rating(random: () => number): 2 | 3 | 4 | 5 {
  const r = random();
  if (r < 0.6) return 5;
  if (r < 0.89) return 4;
  if (r < 0.97) return 3;
  return 2;
}

function fill(text: string, t: Trip, lang: Lang, guide: string, place: string): string {
  return text.replace(/\{trip\}/g, t.title[lang]).replace(/\{guide\}/g, guide).replace(/\{place\}/g, place);
}

/** A departure that has returned: its last day is before the day the seed is loaded. */
const returned = (d: Departure) => d.status === 'scheduled' && d.offset + d.duration - 1 < 0;

interface SeedReview {
  trip: Trip;
  departure: Departure;
  lang: Lang;
  status: 'published' | 'pending';
  random: () => number;
}

/**
 * Verified reviews (docs/reviews.md): each comes from a confirmed booking of a departure that has returned, written
 * a few days after it, as the database requires (reviews_verify). Three to five published reviews a published trip,
 * in both languages, and one more waiting for moderation on every fourth trip.
 */
export function reviewsSql(trips: Trip[], departures: Departure[]): string {
  const wanted: SeedReview[] = trips
    .filter((t) => t.published !== false)
    .flatMap((t, k) => {
      const random = createRandom(hashSeed(`reviews:${t.key}`));
      const past = departures.filter((d) => d.tripId === t.id && returned(d));
      if (past.length === 0) return [];
      const count = 3 + (k % 3) + (k % 4 === 0 ? 1 : 0);
      return Array.from({ length: count }, (_, i): SeedReview => ({
        trip: t,
        departure: past[i % past.length]!,
        lang: (i + k) % 2 === 0 ? 'en' : 'es',
        status: i === 3 + (k % 3) ? 'pending' : 'published',
        random,
      }));
    });
  const bookings: Record<string, SqlValue>[] = [];
  const reviews: Record<string, SqlValue>[] = [];
  wanted.forEach(({ trip: t, departure: d, lang, status, random }, i) => {
    const n = i + 1;
    const id = `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
    const stars = status === 'pending' ? 3 : rating(random);
    const pool = reviewTexts[lang][stars];
    if (!pool) throw new Error(`No review texts for ${stars} stars in ${lang}`);
    const author = pick(random, authors[lang]);
    const guide = pick(random, guides[t.country] ?? ['our guide']);
    const place = pick(random, t.stops).name;
    const bookedDaysAgo = -d.offset + intBetween(random, 20, 90);
    bookings.push({
      id,
      reference: seedReference('R', n),
      departure_id: d.id,
      places: 1,
      status: 'confirmed',
      payment_option: 'full',
      ...paidInFull(t, d, 1),
      billing: seedBilling(author.name, author.country, n),
      lang,
      terms_accepted_at: raw(`(current_date - ${bookedDaysAgo})::timestamptz`),
      confirmed_at: raw(`(current_date - ${bookedDaysAgo})::timestamptz + interval '10 minutes'`),
      created_at: raw(`(current_date - ${bookedDaysAgo})::timestamptz`),
    });
    // Written a few days after the last day of the trip, and before the seed's today.
    const writtenDaysAgo = Math.max(1, -(d.offset + d.duration - 1) - intBetween(random, 2, 12));
    reviews.push({
      id: n,
      booking_id: id,
      author_name: author.name,
      author_country: author.country,
      lang,
      rating: stars,
      title: pick(random, pool.titles),
      body: fill(pick(random, pool.bodies), t, lang, guide, place),
      status,
      moderated_at: status === 'published' ? raw(`(current_date - ${writtenDaysAgo})::timestamptz + interval '20 hours'`) : null,
      created_at: raw(`(current_date - ${writtenDaysAgo})::timestamptz + interval '18 hours'`),
    });
  });
  // The reviews trigger fills trip_id and travelled_on from each booking, and trips.rating / review_count follow.
  return insert('bookings', bookings) + insert('reviews', reviews, { overriding: true });
}
