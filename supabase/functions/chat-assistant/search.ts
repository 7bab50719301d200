import type { RestClient } from '../_shared/rest.ts';
import { loadDepartures, toTrip, type Catalogue, type Departure, type Trip } from './catalogue.ts';
import { openDepartures } from './matcher.ts';

/** A part of the message the shop's search understood (read_search_query), as find_trips returns it. */
export interface Chip {
  kind: 'place' | 'activity' | 'month' | 'level' | 'duration' | 'price' | 'group';
  source: string;
  label?: string | null;
  months?: string[];
}

export interface Found {
  reading: { text: string | null; chips: Chip[] };
  /** Set when nothing matched all of it: the trips are the nearest, found without this kind of filter. */
  dropped: { kind: string; from: string | null } | null;
  /**
   * One page of trips, best first, with the card's columns; total_count is the number of all matches, counted up to
   * the search's limit (total_capped: more match).
   */
  trips: (Trip & { total_count: number; total_capped: boolean })[];
}

export interface TripMatch {
  trip: Trip;
  /** Departures with places left (in the asked months when months were asked). */
  departures: Departure[];
}

export interface SearchAnswer {
  found: Found;
  total: number;
  /** More trips match than `total` (the search's limit). */
  capped: boolean;
  /** The first `shown` trips found. */
  matches: TripMatch[];
  /** The months the message named (YYYY-MM). */
  months: string[];
}

export interface SearchOptions {
  sort?: string;
  /** How many trips the answer can show: only those are read (find_trips takes up to 48). */
  shown: number;
}

/**
 * The shop's own search (find_trips: the same reading of the words, typo tolerance, levels, months, budgets and
 * nearest trips as the search box), one page of `shown` trips in its order.
 */
export function findTrips(rest: RestClient, catalogue: Catalogue, text: string, { sort = 'relevance', shown }: SearchOptions): Promise<Found> {
  return rest.rpc<Found>('find_trips', { p_lang: catalogue.lang, p_query: text.slice(0, 200), p_sort: sort, p_page_size: shown });
}

/** The total number of trips find_trips matched (all pages). */
export function foundTotal(found: Found): number {
  return found.trips[0]?.total_count ?? 0;
}

/** The search for the assistant: the trips it can show, with their open departures (one query for all of them). */
export async function searchCatalogue(rest: RestClient, catalogue: Catalogue, text: string, options: SearchOptions): Promise<SearchAnswer> {
  const found = await findTrips(rest, catalogue, text, options);
  const months = found.reading.chips.flatMap((chip) => chip.months ?? []);
  const trips = found.trips.map(toTrip);
  const departures = await loadDepartures(rest, catalogue, trips.map((trip) => trip.id), { withPlaces: true });
  const matches = trips.map((trip) => ({ trip, departures: openDepartures(departures, trip.id, months) }));
  return { found, total: foundTotal(found), capped: found.trips[0]?.total_capped ?? false, matches, months };
}
