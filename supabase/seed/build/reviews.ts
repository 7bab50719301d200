import { authors, guides, reviewTexts } from '../content/review-pool';
import { createRandom, hashSeed, intBetween, pick } from '../prng';
import { insert, raw, type SqlValue } from '../sql';
import type { Trip } from '../trips';
import { reviewPhotoObject, REVIEW_PHOTO_BUCKETS } from '../../../lib/reviews/photo-paths';
import type { ImageTheme, Lang } from '../types';
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

/** The seed's reviews in order (review n is the n-th), before their texts are drawn. */
function wantedReviews(trips: Trip[], departures: Departure[]): SeedReview[] {
  return trips
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
}

/** A photo of a seed review: its file is a scene of the trip's landscape (supabase/seed/images/plan.ts). */
export interface SeedReviewPhoto {
  id: string;
  reviewId: number;
  bookingId: string;
  /** Its place among its review's photos, which were added in this order. */
  position: number;
  theme: ImageTheme;
  width: number;
  height: number;
}

const bookingIdOf = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/**
 * Photos with every eleventh review if published (one to three, docs/reviews.md#photos), so that the trip pages show some:
 * each is in the private bucket, where every photo is kept, and, its review being published, copied to the public one.
 */
export function seedReviewPhotos(trips: Trip[], departures: Departure[]): SeedReviewPhoto[] {
  const photos: SeedReviewPhoto[] = [];
  wantedReviews(trips, departures).forEach(({ trip, status }, i) => {
    const n = i + 1;
    if (status !== 'published' || n % 11 !== 3) return;
    for (let k = 0; k < 1 + (n % 2) + (n % 3 === 0 ? 1 : 0); k++) {
      const id = `5eedf070-0000-4000-8000-${(photos.length + 1).toString().padStart(12, '0')}`;
      photos.push({ id, reviewId: n, bookingId: bookingIdOf(n), position: k, theme: trip.theme, width: k % 2 === 0 ? 1200 : 900, height: k % 2 === 0 ? 900 : 1200 });
    }
  });
  return photos;
}

/** Where a seed photo's files are: the private bucket always, the public one for a published review's. */
export const seedReviewPhotoPaths = (id: string) => Object.values(REVIEW_PHOTO_BUCKETS).map((bucket) => `${bucket}/${reviewPhotoObject(id)}`);

/**
 * Verified reviews (docs/reviews.md): each comes from a confirmed booking of a departure that has returned, written
 * a few days after it, as the database requires (reviews_verify). Three to five published reviews a published trip,
 * in both languages, and one more waiting for moderation on every fourth trip; some published ones with photos.
 */
export function reviewsSql(trips: Trip[], departures: Departure[]): string {
  const wanted = wantedReviews(trips, departures);
  const bookings: Record<string, SqlValue>[] = [];
  const reviews: Record<string, SqlValue>[] = [];
  wanted.forEach(({ trip: t, departure: d, lang, status, random }, i) => {
    const n = i + 1;
    const id = bookingIdOf(n);
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
  // Added a few minutes before their review was sent, in their order.
  const photos = seedReviewPhotos(trips, departures).map((p) => ({
    id: p.id, booking_id: p.bookingId, review_id: p.reviewId, width: p.width, height: p.height,
    created_at: raw(`(select created_at from public.reviews where id = ${p.reviewId}) - interval '${10 - p.position} minutes'`),
  }));
  // The reviews trigger fills trip_id and travelled_on from each booking, and trips.rating / review_count follow.
  return insert('bookings', bookings) + insert('reviews', reviews, { overriding: true }) + insert('review_photos', photos);
}
