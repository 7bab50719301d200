import { priceFromCents, type Catalogue, type Departure, type Trip } from './catalogue.ts';
import type { TripQuery } from './intent.ts';

export interface TripMatch {
  trip: Trip;
  /** Departures with places left (in the asked months when months were asked). */
  departures: Departure[];
}

export function openDepartures(catalogue: Catalogue, tripId: number, months: string[] = []): Departure[] {
  return catalogue.departures.filter(
    (d) => d.trip_id === tripId && d.places_left > 0 && (months.length === 0 || months.includes(d.start_date.slice(0, 7))),
  );
}

function matches(trip: Trip, query: TripQuery): boolean {
  const price = priceFromCents(trip);
  return (
    (query.activityIds.length === 0 || query.activityIds.includes(trip.activity_id)) &&
    (query.countryIds.length === 0 || query.countryIds.includes(trip.country_id)) &&
    (query.tripIds.length === 0 || query.tripIds.includes(trip.id)) &&
    (query.maxPriceCents === undefined || price <= query.maxPriceCents) &&
    (query.minPriceCents === undefined || price >= query.minPriceCents) &&
    (query.minLevel === undefined || trip.difficulty >= query.minLevel) &&
    (query.maxLevel === undefined || trip.difficulty <= query.maxLevel) &&
    (query.minDays === undefined || trip.duration_days >= query.minDays) &&
    (query.maxDays === undefined || trip.duration_days <= query.maxDays) &&
    (query.groupTypes === undefined || query.groupTypes.includes(trip.group_type))
  );
}

function compare(query: TripQuery) {
  return (a: TripMatch, b: TripMatch): number => {
    if (query.cheapest || query.maxPriceCents !== undefined) return priceFromCents(a.trip) - priceFromCents(b.trip) || a.trip.id - b.trip.id;
    if (query.months.length > 0) {
      const first = (m: TripMatch) => m.departures[0]?.start_date ?? '9999';
      return first(a).localeCompare(first(b)) || a.trip.id - b.trip.id;
    }
    return (
      Number(b.trip.featured) - Number(a.trip.featured) ||
      b.trip.rating - a.trip.rating ||
      b.trip.review_count - a.trip.review_count ||
      a.trip.id - b.trip.id
    );
  };
}

/** Every trip of the catalogue that satisfies the whole query, best first. */
export function findTrips(catalogue: Catalogue, query: TripQuery): TripMatch[] {
  return catalogue.trips
    .filter((trip) => matches(trip, query))
    .map((trip) => ({ trip, departures: openDepartures(catalogue, trip.id, query.months) }))
    .filter((match) => query.months.length === 0 || match.departures.length > 0)
    .sort(compare(query));
}

/** When nothing matches: the same activity and destination without the finer criteria, then either one alone. */
export function closestTrips(catalogue: Catalogue, query: TripQuery): TripMatch[] {
  const base = { ...query, months: [], minPriceCents: undefined, maxPriceCents: undefined, minLevel: undefined, maxLevel: undefined,
    minDays: undefined, maxDays: undefined, groupTypes: undefined };
  const attempts = [base, { ...base, countryIds: [] }, { ...base, activityIds: [] }];
  for (const attempt of attempts) {
    if (attempt.activityIds.length + attempt.countryIds.length + attempt.tripIds.length === 0) continue;
    const found = findTrips(catalogue, attempt);
    if (found.length > 0) return found;
  }
  return [];
}
