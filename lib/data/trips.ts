import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { Database } from '@/lib/supabase/database.types';
import { loadFirst, loadList, publicClient } from './load';

type Views = Database['public']['Views'];
type Tables = Database['public']['Tables'];
export type TripCard = Views['trip_cards']['Row'];
export type TripText = Omit<Tables['trip_translations']['Row'], 'search_vector'>;
export type TripMedia = Pick<Tables['trips']['Row'], 'id' | 'gallery_paths' | 'video_url' | 'deposit_percent'>;
export type Departure = Views['departure_availability']['Row'];
export type Review = Pick<
  Tables['reviews']['Row'],
  'id' | 'author_name' | 'author_country' | 'rating' | 'title' | 'body' | 'travelled_on'
>;

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
      let query = publicClient().from('trip_cards').select(CARD_COLUMNS).eq('lang', lang);
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
  const client = publicClient();
  const [card, text, media, slugs] = await Promise.all([
    loadFirst('trip', () =>
      client.from('trip_cards').select(CARD_COLUMNS).eq('id', id).eq('lang', lang).limit(1),
    ),
    loadFirst('trip text', () =>
      client.from('trip_translations').select(TEXT_COLUMNS).eq('trip_id', id).eq('lang', lang).limit(1),
    ),
    loadFirst('trip media', () =>
      client.from('trips').select('id, gallery_paths, video_url, deposit_percent').eq('id', id).limit(1),
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
      publicClient()
        .from('departure_availability')
        .select('id, trip_id, start_date, end_date, category, group_type, price_cents, capacity, places_left, availability, status')
        .eq('trip_id', tripId)
        .eq('status', 'scheduled')
        .gte('start_date', new Date().toISOString().slice(0, 10))
        .order('start_date', { ascending: true })
        .limit(24),
    ),
);

export const getReviews = cache(
  (tripId: number, limit = 6): Promise<Review[]> =>
    loadList('reviews', () =>
      publicClient()
        .from('reviews')
        .select('id, author_name, author_country, rating, title, body, travelled_on')
        .eq('trip_id', tripId)
        .order('created_at', { ascending: false })
        .limit(limit),
    ),
);
