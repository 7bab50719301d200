import 'server-only';
import { cache } from 'react';
import { availabilityKind, type AvailabilityKind } from '@/lib/booking/availability';
import { cancellationTiers, type BookingTerms } from '@/lib/booking/terms';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';
import { createAdminClient } from '@/lib/supabase/admin';
import { createCatalogueClient } from '@/lib/supabase/server';
import { TRIPS_TAG, tripTag } from './cache-tags';
import { loadAll, loadFirst, loadList, PUBLIC_CACHE } from './load';
import { previewing } from './preview';

type Views = Database['public']['Views'];
type Tables = Database['public']['Tables'];
export type TripCard = Views['trip_cards']['Row'];
export type TripText = Omit<Tables['trip_translations']['Row'], 'booking_notes' | 'title_phrase'>;
export type TripMedia = Pick<Tables['trips']['Row'], 'id' | 'gallery_paths' | 'video_url' | 'deposit_percent' | 'route'>;
type DepartureRow = Views['departure_availability']['Row'];
export type Review = Pick<
  Tables['reviews']['Row'],
  'id' | 'author_name' | 'author_country' | 'rating' | 'title' | 'body' | 'travelled_on'
>;

const cardsClient = () => createCatalogueClient({ ...PUBLIC_CACHE, tags: [...PUBLIC_CACHE.tags, TRIPS_TAG] });
const tripClient = (id: number) =>
  createCatalogueClient({ ...PUBLIC_CACHE, tags: [...PUBLIC_CACHE.tags, TRIPS_TAG, tripTag(id)] });

// prettier-ignore
export const CARD_COLUMNS = 'id, lang, slug, title, summary, country_id, country_name, activity_id, activity_name, duration_days, difficulty, group_type, price_from_cents, discount_percent, rating, review_count, hero_path, featured, next_departure, from_price_cents';
// prettier-ignore
const TEXT_COLUMNS = 'trip_id, lang, slug, title, summary, intro, highlights, itinerary, includes, excludes, practical_info, faqs, seo_title, seo_description';

export interface TripFilter {
  countryId?: number;
  activityId?: number;
  limit?: number;
}

/** A trip as lists show it: the `trip_cards` row mapped once, so components never read the view's SQL names. */
export interface TripSummary {
  id: number;
  slug: string;
  title: string;
  countryName: string;
  activityName: string;
  durationDays: number;
  /** The cheapest bookable departure's price per person after discount, in cents. */
  fromPriceCents: number;
  discountPercent: number;
  /** Storage path of the hero photo. */
  heroPath: string | null;
}

/** A card row as a TripSummary; rows without id, slug or title (a half-translated trip) are left out. */
export function toTripSummary(row: Partial<TripCard>): TripSummary | null {
  if (row.id == null || !row.slug || !row.title) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    countryName: row.country_name ?? '',
    activityName: row.activity_name ?? '',
    durationDays: row.duration_days ?? 0,
    fromPriceCents: row.from_price_cents ?? 0,
    discountPercent: row.discount_percent ?? 0,
    heroPath: row.hero_path ?? null,
  };
}

export const toTripSummaries = (rows: Partial<TripCard>[]): TripSummary[] =>
  rows.flatMap((row) => toTripSummary(row) ?? []);

/** Trips of a language, best rated first, optionally of one country or activity. */
export const getTripCards = cache(
  async (lang: Locale, { countryId, activityId, limit = 60 }: TripFilter = {}): Promise<TripSummary[]> =>
    toTripSummaries(await loadList('trips', () => {
      let query = cardsClient().from('trip_cards').select(CARD_COLUMNS).eq('lang', lang);
      if (countryId !== undefined) query = query.eq('country_id', countryId);
      if (activityId !== undefined) query = query.eq('activity_id', activityId);
      return query
        .order('featured', { ascending: false })
        .order('review_count', { ascending: false })
        .order('id', { ascending: true })
        .limit(limit);
    })),
);

export interface TripDetail {
  card: TripCard;
  text: TripText;
  media: TripMedia | null;
  /** Slug per language, for the canonical URL and hreflang. */
  slugs: Partial<Record<Locale, string>>;
}

export const getTrip = cache(async (lang: Locale, id: number): Promise<TripDetail | null> => {
  // An editor previewing sees unpublished trips too: read with the service role, uncached.
  const preview = await previewing();
  // An id no published trip has is answered from the one cached list, adding nothing to the data cache per id.
  if (!preview && !(await getReviewPageCounts()).has(id)) return null;
  const client = preview ? createAdminClient() : tripClient(id);
  const [card, text, media, slugs] = await Promise.all([
    loadFirst('trip', () =>
      client.from(preview ? 'trip_preview_cards' : 'trip_cards').select(CARD_COLUMNS).eq('id', id).eq('lang', lang).limit(1),
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

export type DepartureCategory = 'standard' | 'budget' | 'premium';

/** A departure as every page shows it; prices and rules come from the database, none is computed here. */
export interface Departure {
  id: number;
  tripId: number;
  startDate: string;
  endDate: string;
  category: DepartureCategory;
  groupType: 'open' | 'private';
  /** Per person, before the trip's discount. */
  listPriceCents: number;
  /** Per person, after the trip's discount: what the traveller pays. */
  unitPriceCents: number;
  discountPercent: number;
  placesLeft: number;
  availability: AvailabilityKind;
  /** Scheduled, in the future and with places left. */
  bookable: boolean;
  depositAvailable: boolean;
  depositPercent: number;
  balanceDueOn: string | null;
  /** Guaranteed to run (docs/guaranteed-departures.md), and until then the paid travellers it still needs. */
  guaranteed: boolean;
  travellersNeeded: number;
  /** The paid travellers that guarantee it. */
  minGroupSize: number;
}

const DEPARTURE_COLUMNS =
  'id, trip_id, start_date, end_date, category, group_type, price_cents, unit_price_cents, discount_percent, places_left, availability, bookable, deposit_available, deposit_percent, balance_due_on, guaranteed, travellers_needed, min_group_size';

function toDeparture(row: Pick<DepartureRow, 'id' | 'trip_id' | 'start_date' | 'end_date' | 'category' | 'group_type' | 'price_cents' | 'unit_price_cents' | 'discount_percent' | 'places_left' | 'availability' | 'bookable' | 'deposit_available' | 'deposit_percent' | 'balance_due_on' | 'guaranteed' | 'travellers_needed' | 'min_group_size'>): Departure[] {
  if (row.id === null || row.trip_id === null || !row.start_date || !row.end_date || row.price_cents === null || row.unit_price_cents === null) return [];
  const category = row.category === 'budget' || row.category === 'premium' ? row.category : 'standard';
  return [{
    id: row.id,
    tripId: row.trip_id,
    startDate: row.start_date,
    endDate: row.end_date,
    category,
    groupType: row.group_type === 'private' ? 'private' : 'open',
    listPriceCents: row.price_cents,
    unitPriceCents: row.unit_price_cents,
    discountPercent: row.discount_percent ?? 0,
    placesLeft: Math.max(row.places_left ?? 0, 0),
    availability: availabilityKind(row.availability),
    bookable: row.bookable === true,
    depositAvailable: row.deposit_available === true,
    depositPercent: row.deposit_percent ?? 0,
    balanceDueOn: row.balance_due_on,
    guaranteed: row.guaranteed === true,
    travellersNeeded: Math.max(row.travellers_needed ?? 0, 0),
    minGroupSize: row.min_group_size ?? 0,
  }];
}

const upcomingDepartures = (client: ReturnType<typeof createCatalogueClient>, tripId: number) =>
  client
    .from('departure_availability')
    .select(DEPARTURE_COLUMNS)
    .eq('trip_id', tripId)
    .eq('status', 'scheduled')
    .gte('start_date', new Date().toISOString().slice(0, 10))
    .order('start_date', { ascending: true })
    .limit(24);

/**
 * Upcoming departures with their availability, as fresh as the trip and book pages that show them (regenerated every
 * 10 minutes); while a page is open its places come from the live read (lib/data/availability.ts). A failure throws:
 * an empty list would be a page saying "no departures scheduled", kept by every cache for ten minutes, where Next
 * keeps serving the last good copy when a regeneration fails.
 */
export const getDepartures = cache(
  async (tripId: number): Promise<Departure[]> =>
    (await loadAll('departures', () => upcomingDepartures(tripClient(tripId), tripId))).flatMap(toDeparture),
);

/** The trip's deposit rule, balance date and cancellation terms in a language (null when the trip is not public). */
export const getTripTerms = cache(async (lang: Locale, tripId: number): Promise<BookingTerms | null> => {
  const row = await loadFirst('trip terms', () =>
    tripClient(tripId)
      .from('trip_booking_terms')
      .select('deposit_percent, deposit_min_days, balance_due_days, cancellation_fees, booking_notes')
      .eq('trip_id', tripId)
      .eq('lang', lang)
      .limit(1),
  );
  if (!row) return null;
  return {
    depositPercent: row.deposit_percent ?? 0,
    depositMinDays: row.deposit_min_days ?? 0,
    balanceDueDays: row.balance_due_days ?? 0,
    cancellation: cancellationTiers(row.cancellation_fees),
    notes: row.booking_notes,
  };
});

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

/**
 * Every published trip with its number of pages of reviews, from one cached list: a request for an unknown trip (its
 * page, or reviews past the last page) is answered without a query of its own, adding nothing to the data cache.
 */
export const getReviewPageCounts = cache(async (): Promise<Map<number, number>> => {
  const rows = await loadAll('review counts', () => cardsClient().from('trip_cards').select('id, review_count').limit(10_000));
  const pages = new Map<number, number>();
  for (const row of rows) {
    if (row.id !== null) pages.set(row.id, Math.max(pages.get(row.id) ?? 1, Math.ceil((row.review_count ?? 0) / REVIEWS_PAGE_SIZE)));
  }
  return pages;
});

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
