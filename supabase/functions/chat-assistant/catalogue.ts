import type { RestClient } from '../_shared/rest.ts';

export type Lang = 'en' | 'es';
export type GroupType = 'open' | 'private' | 'both' | 'ask';

/** A published trip in the visitor's language, as the trip cards (and find_trips) show it. */
export interface Trip {
  id: number;
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
  availability: 'available' | 'last_spot' | 'sold_out' | 'cancelled';
  /** Guaranteed to run, and until then the paid travellers it still needs (docs/guaranteed-departures.md). */
  guaranteed: boolean;
  travellers_needed: number;
  min_group_size: number;
}

/**
 * The catalogue as one message sees it: the visitor's language, and today, after which departures count. Its rows
 * are read per answer, only those the answer is about (the trips found, named or linked, their departures); never
 * the whole catalogue.
 */
export interface Catalogue {
  lang: Lang;
  today: string;
  /** The trip whose page the visitor is reading, when the widget says so. */
  pageTripId?: number;
}

const TRIP_COLUMNS =
  'id,slug,title,summary,country_id,country_name,activity_id,activity_name,duration_days,difficulty,group_type,' +
  'price_from_cents,discount_percent,rating,review_count,featured';
const DEPARTURE_COLUMNS =
  'id,trip_id,start_date,end_date,category,group_type,price_cents,places_left,availability,guaranteed,travellers_needed,min_group_size';
const MAX_INT = 2_147_483_647;

export function isoToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A trip row as the REST API or find_trips gives it; numeric columns may come as strings. */
export function toTrip(row: Trip): Trip {
  return { ...row, rating: Number(row.rating) };
}

/** Only ids a trip can have: anything else (a model's 1.5 or 1e20) is simply no trip, not a failed query. */
function tripIds(ids: number[]): number[] {
  return [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_INT);
}

/** The published trips with these ids, in the visitor's language and the order asked; unknown ids are left out. */
export async function loadTrips(rest: RestClient, catalogue: Catalogue, ids: number[]): Promise<Trip[]> {
  const wanted = tripIds(ids);
  if (wanted.length === 0) return [];
  const rows = await rest.select<Trip>('trip_cards', { select: TRIP_COLUMNS, lang: `eq.${catalogue.lang}`, id: `in.(${wanted.join(',')})` });
  const byId = new Map(rows.map((row) => [row.id, toTrip(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

export async function loadTrip(rest: RestClient, catalogue: Catalogue, id: number | undefined): Promise<Trip | null> {
  if (id === undefined) return null;
  return (await loadTrips(rest, catalogue, [id]))[0] ?? null;
}

/** The scheduled departures after today of these trips, earliest first; with `withPlaces`, only those not sold out. */
export async function loadDepartures(
  rest: RestClient,
  catalogue: Catalogue,
  ids: number[],
  { withPlaces = false }: { withPlaces?: boolean } = {},
): Promise<Departure[]> {
  const wanted = tripIds(ids);
  if (wanted.length === 0) return [];
  return rest.select<Departure>('departure_availability', {
    select: DEPARTURE_COLUMNS,
    trip_id: `in.(${wanted.join(',')})`,
    status: 'eq.scheduled',
    start_date: `gt.${catalogue.today}`,
    ...(withPlaces ? { places_left: 'gt.0' } : {}),
    order: 'start_date.asc,id.asc',
  });
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
