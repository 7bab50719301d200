import type { Catalogue, Departure } from './catalogue.ts';

/** A trip's departures with places left, in the given months (YYYY-MM) when there are any. */
export function openDepartures(catalogue: Catalogue, tripId: number, months: string[] = []): Departure[] {
  return catalogue.departures.filter(
    (d) => d.trip_id === tripId && d.places_left > 0 && (months.length === 0 || months.includes(d.start_date.slice(0, 7))),
  );
}
