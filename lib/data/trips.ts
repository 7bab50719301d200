import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';
import { createCatalogueClient } from '@/lib/supabase/server';
import { loadFirst, loadList, PUBLIC_CACHE } from './load';

type Views = Database['public']['Views'];
type Tables = Database['public']['Tables'];
export type TripCard = Views['trip_cards']['Row'];
export type TripText = Omit<Tables['trip_translations']['Row'], 'search_vector'>;
export type TripMedia = Pick<Tables['trips']['Row'], 'id' | 'gallery_paths' | 'video_url' | 'deposit_percent' | 'route'>;
export type Departure = Views['departure_availability']['Row'];
export type Review = Pick<
  Tables['reviews']['Row'],
  'id' | 'author_name' | 'author_country' | 'rating' | 'title' | 'body' | 'travelled_on'
>;

/**
 * Cache tags for the revalidation webhook (app/api/revalidate): every trip read carries `trips`, and a single trip's
 * reads carry `trip-<id>` too, so an edit to one trip regenerates its pages and the lists, not the whole site.
 */
export const tripTag = (id: number) => `trip-${id}`;
export const TRIPS_TAG = 'trips';
const cardsClient = () => createCatalogueClient({ ...PUBLIC_CACHE, tags: [...PUBLIC_CACHE.tags, TRIPS_TAG] });
const tripClient = (id: number) =>
  createCatalogueClient({ ...PUBLIC_CACHE, tags: [...PUBLIC_CACHE.tags, TRIPS_TAG, tripTag(id)] });

// prettier-ignore
const CARD_COLUMNS = 'id, lang, slug, title, summary, country_id, country_name, activity_id, activity_name, duration_days, difficulty, group_type, price_from_cents, discount_percent, rating, review_count, hero_path, featured, next_departure';
// prettier-ignore
const TEXT_COLUMNS = 'trip_id, lang, slug, title, summary, intro, highlights, itinerary, includes, excludes, practical_info, faqs, seo_title, seo_description';

export interface TripFilter {
  countryId?: number;
  activityId?: number;
  limit?: number;
}

/** Trip cards of a language, best rated first, optionally of one country or activity. */
export const getTripCards = cache(
  (lang: Locale, { countryId, activityId, limit = 60 }: TripFilter = {}): Promise<TripCard[]> =>
    loadList('trips', () => {
      let query = cardsClient().from('trip_cards').select(CARD_COLUMNS).eq('lang', lang);
      if (countryId !== undefined) query = query.eq('country_id', countryId);
      if (activityId !== undefined) query = query.eq('activity_id', activityId);
      return query
        .order('featured', { ascending: false })
        .order('review_count', { ascending: false })
        .order('id', { ascending: true })
        .limit(limit);
    }),
);

export interface TripDetail {
  card: TripCard;
  text: TripText;
  media: TripMedia | null;
  /** Slug per language, for the canonical URL and hreflang. */
  slugs: Partial<Record<Locale, string>>;
}

export const getTrip = cache(async (lang: Locale, id: number): Promise<TripDetail | null> => {
  const client = tripClient(id);
  const [card, text, media, slugs] = await Promise.all([
    loadFirst('trip', () =>
      client.from('trip_cards').select(CARD_COLUMNS).eq('id', id).eq('lang', lang).limit(1),
    ),
    loadFirst('trip text', () =>
      client.from('trip_translations').select(TEXT_COLUMNS).eq('trip_id', id).eq('lang', lang).limit(1),
    ),
    loadFirst('trip media', () =>
      client.from('trips').select('id, gallery_paths, video_url, deposit_percent, route').eq('id', id).limit(1),
    ),
    loadList('trip slugs', () => client.from('trip_translations').select('lang, slug').eq('trip_id', id)),
  ]);
  if (!card || !text) return null;
  const bySlug: Partial<Record<Locale, string>> = {};
  for (const row of slugs) if (row.lang === 'en' || row.lang === 'es') bySlug[row.lang] = row.slug;
  return { card, text, media, slugs: bySlug };
});

/** Upcoming departures with their availability (SPEC 4: spots left, one spot left, sold out). */
export const getDepartures = cache(
  (tripId: number): Promise<Departure[]> =>
    loadList('departures', () =>
      tripClient(tripId)
        .from('departure_availability')
        .select('id, trip_id, start_date, end_date, category, group_type, price_cents, capacity, places_left, availability, status')
        .eq('trip_id', tripId)
        .eq('status', 'scheduled')
        .gte('start_date', new Date().toISOString().slice(0, 10))
        .order('start_date', { ascending: true })
        .limit(24),
    ),
);

/** SPEC's reviews: newest first, a page at a time (the first page is in the static HTML, more come from a route). */
export const REVIEWS_PAGE_SIZE = 4;

export const getReviewsPage = cache(
  (tripId: number, page = 1): Promise<Review[]> =>
    loadList('reviews', () =>
      tripClient(tripId)
        .from('reviews')
        .select('id, author_name, author_country, rating, title, body, travelled_on')
        .eq('trip_id', tripId)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE - 1),
    ),
);

/** How many published reviews gave each number of stars: index 0 is 1 star, index 4 is 5 stars. */
export const getReviewDistribution = cache(async (tripId: number): Promise<number[]> => {
  const rows = await loadList('review distribution', () =>
    tripClient(tripId).from('trip_review_stats').select('rating, review_count').eq('trip_id', tripId),
  );
  const counts = [0, 0, 0, 0, 0];
  for (const row of rows) if (row.rating && row.rating >= 1 && row.rating <= 5) counts[row.rating - 1] = row.review_count ?? 0;
  return counts;
});

export interface RandomTripFilter {
  activityId?: number;
  countryId?: number;
  maxPriceCents?: number;
  exclude?: number[];
}

/** A fresh random published trip on every call (the explorer's API); the rpc skips `exclude` while others remain. */
export async function getRandomTrip(lang: Locale, filter: RandomTripFilter = {}): Promise<TripCard | null> {
  const client = createCatalogueClient({ revalidate: 0, tags: [] });
  return loadFirst('random trip', () =>
    client.rpc('random_trip', {
      lang,
      activity: filter.activityId,
      country: filter.countryId,
      max_price_cents: filter.maxPriceCents,
      exclude: filter.exclude ?? [],
    }),
  );
}

/** The random trip the explorer page opens with, drawn when the page is generated (GET, so the data cache keeps it). */
export const getOpeningRandomTrip = cache(
  (lang: Locale): Promise<TripCard | null> =>
    loadFirst('random trip', () => cardsClient().rpc('random_trip', { lang }, { get: true })),
);
