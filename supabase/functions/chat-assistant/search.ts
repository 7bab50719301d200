import type { RestClient } from '../_shared/rest.ts';
import type { Catalogue, Departure, Trip } from './catalogue.ts';
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
  trips: { id: number; total_count: number }[];
}

export interface TripMatch {
  trip: Trip;
  /** Departures with places left (in the asked months when months were asked). */
  departures: Departure[];
}

export interface SearchAnswer {
  found: Found;
  total: number;
  matches: TripMatch[];
  /** The months the message named (YYYY-MM). */
  months: string[];
}

/**
 * The shop's own search (find_trips: the same reading of the words, typo tolerance, levels, months, budgets and
 * nearest trips as the search box), for the assistant; trips come back in its order, with their open departures.
 */
export async function searchCatalogue(rest: RestClient, catalogue: Catalogue, text: string, sort = 'relevance'): Promise<SearchAnswer> {
  const found = await rest.rpc<Found>('find_trips', { p_lang: catalogue.lang, p_query: text.slice(0, 200), p_sort: sort, p_page_size: 48 });
  const months = found.reading.chips.flatMap((chip) => chip.months ?? []);
  const byId = new Map(catalogue.trips.map((trip) => [trip.id, trip]));
  const matches = found.trips.flatMap((row) => {
    const trip = byId.get(row.id);
    return trip ? [{ trip, departures: openDepartures(catalogue, trip.id, months) }] : [];
  });
  return { found, total: found.trips[0]?.total_count ?? 0, matches, months };
}
