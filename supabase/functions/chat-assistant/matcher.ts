import type { Departure } from './catalogue.ts';

/** Whether a departure leaves in one of the months (YYYY-MM); any departure does when no month is given. */
export function leavesIn(departure: Departure, months: string[]): boolean {
  return months.length === 0 || months.includes(departure.start_date.slice(0, 7));
}

/** A trip's departures with places left, in the given months (YYYY-MM) when there are any. */
export function openDepartures(departures: Departure[], tripId: number, months: string[] = []): Departure[] {
  return departures.filter((d) => d.trip_id === tripId && d.places_left > 0 && leavesIn(d, months));
}
