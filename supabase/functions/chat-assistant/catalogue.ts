import type { RestClient } from '../_shared/rest.ts';

export type Lang = 'en' | 'es';
export type GroupType = 'open' | 'private' | 'both' | 'ask';

/** One row of the trip_cards view (a trip in one language). */
export interface Trip {
  id: number;
  lang: Lang;
  slug: string;
  title: string;
  summary: string | null;
  country_id: number;
  country_name: string | null;
  activity_id: number;
  activity_name: string | null;
  duration_days: number;
  difficulty: number;
  group_type: GroupType;
  price_from_cents: number;
  discount_percent: number;
  rating: number;
  review_count: number;
  featured: boolean;
}

/** One row of the departure_availability view. */
export interface Departure {
  id: number;
  trip_id: number;
  start_date: string;
  end_date: string;
  category: 'standard' | 'budget' | 'premium';
  group_type: 'open' | 'private';
  price_cents: number;
  places_left: number;
  availability: 'available' | 'last_spot' | 'sold_out';
}

export interface Catalogue {
  lang: Lang;
  today: string;
  /** Trips in the visitor's language. */
  trips: Trip[];
  /** The same trips in the other language too, so names in either language are understood. */
  allLanguages: Trip[];
  /** Scheduled departures after today, earliest first, sold out included. */
  departures: Departure[];
}

const TRIP_COLUMNS =
  'id,lang,slug,title,summary,country_id,country_name,activity_id,activity_name,duration_days,difficulty,group_type,' +
  'price_from_cents,discount_percent,rating,review_count,featured';
const DEPARTURE_COLUMNS = 'id,trip_id,start_date,end_date,category,group_type,price_cents,places_left,availability';

export function isoToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export async function loadCatalogue(rest: RestClient, lang: Lang, today = isoToday()): Promise<Catalogue> {
  const [allLanguages, departures] = await Promise.all([
    rest.select<Trip>('trip_cards', { select: TRIP_COLUMNS, order: 'id.asc' }),
    rest.select<Departure>('departure_availability', {
      select: DEPARTURE_COLUMNS,
      status: 'eq.scheduled',
      start_date: `gt.${today}`,
      order: 'start_date.asc,id.asc',
    }),
  ]);
  const normalized = allLanguages.map((trip) => ({ ...trip, rating: Number(trip.rating) }));
  return { lang, today, trips: normalized.filter((trip) => trip.lang === lang), allLanguages: normalized, departures };
}

export interface TripDetails {
  intro: string | null;
  highlights: string[];
  includes: string[];
  excludes: string[];
  practical_info: string | null;
  itinerary: unknown;
}

export async function loadTripDetails(rest: RestClient, tripId: number, lang: Lang): Promise<TripDetails | null> {
  const rows = await rest.select<TripDetails>('trip_translations', {
    select: 'intro,highlights,includes,excludes,practical_info,itinerary',
    trip_id: `eq.${tripId}`,
    lang: `eq.${lang}`,
  });
  return rows[0] ?? null;
}

/** The price a visitor pays from, after the trip's discount, in whole euro (as the trip cards show it). */
export function priceFromCents(trip: Pick<Trip, 'price_from_cents' | 'discount_percent'>): number {
  return Math.round((trip.price_from_cents * (100 - trip.discount_percent)) / 10_000) * 100;
}
