import { createRandom, hashSeed, intBetween } from '../prng';
import { daysFromToday, insert, type SqlValue } from '../sql';
import type { Trip } from '../trips';

type Category = 'standard' | 'budget' | 'premium';

export interface Departure {
  id: number;
  tripId: number;
  offset: number;
  duration: number;
  category: Category;
  groupType: 'open' | 'private';
  priceCents: number;
  capacity: number;
  placesTaken: number;
  status: 'scheduled' | 'cancelled';
}

const categoryCycle: Category[] = ['standard', 'budget', 'standard', 'premium', 'budget', 'standard'];
const priceFactor: Record<Category, number> = { standard: 1, budget: 0.85, premium: 1.25 };

function groupTypeFor(t: Trip, i: number): 'open' | 'private' {
  if (t.groupType === 'open') return 'open';
  if (t.groupType === 'private' || t.groupType === 'ask') return 'private';
  return i % 2 === 0 ? 'open' : 'private';
}

/**
 * Six departures a trip: two past, four future. Fixed patterns guarantee the states the shop must show:
 * one place left (every third trip), sold out (every fourth) and one cancelled departure.
 */
export function planDepartures(trips: Trip[]): Departure[] {
  let nextId = 1;
  return trips.flatMap((t, k) => {
    const random = createRandom(hashSeed(`departures:${t.key}`));
    const offsets = [
      -intBetween(random, 60, 110),
      -intBetween(random, 14, 40),
      intBetween(random, 12, 30),
      intBetween(random, 40, 70),
      intBetween(random, 85, 130),
      intBetween(random, 150, 220),
    ];
    return offsets.map((offset, i): Departure => {
      const category = categoryCycle[(i + k) % categoryCycle.length] ?? 'standard';
      const capacity = t.capacity;
      let placesTaken = offset < 0 ? capacity - intBetween(random, 0, 3) : intBetween(random, 0, capacity - 2);
      if (i === 2 && k % 3 === 0) placesTaken = capacity - 1;
      if (i === 3 && k % 4 === 1) placesTaken = capacity;
      const cancelled = k === 0 && i === 5;
      return {
        id: nextId++,
        tripId: t.id,
        offset,
        duration: t.days.length,
        category,
        groupType: groupTypeFor(t, i),
        priceCents: Math.round((t.priceEuros * priceFactor[category]) / 10) * 1000,
        capacity,
        placesTaken: cancelled ? 0 : Math.max(0, placesTaken),
        status: cancelled ? 'cancelled' : 'scheduled',
      };
    });
  });
}

/**
 * The trip's "from" price, by the database's own rule (it keeps trips.price_from_cents so): the cheapest departure
 * that can still be booked, else the cheapest upcoming one. Cards never show a price nobody can book.
 */
export function priceFromByTrip(departures: Departure[]): Map<number, number> {
  const prices = new Map<number, number>();
  const upcoming = departures.filter((d) => d.offset > 0 && d.status === 'scheduled');
  const cheapest = (list: Departure[], tripId: number) =>
    Math.min(...list.filter((d) => d.tripId === tripId).map((d) => d.priceCents));
  for (const tripId of new Set(departures.map((d) => d.tripId))) {
    const bookable = cheapest(upcoming.filter((d) => d.placesTaken < d.capacity), tripId);
    const cheapestUpcoming = cheapest(upcoming, tripId);
    const price = Number.isFinite(bookable) ? bookable : cheapestUpcoming;
    if (Number.isFinite(price)) prices.set(tripId, price);
  }
  return prices;
}

export function departuresSql(departures: Departure[]): string {
  const rows: Record<string, SqlValue>[] = departures.map((d) => ({
    id: d.id,
    trip_id: d.tripId,
    start_date: daysFromToday(d.offset),
    end_date: daysFromToday(d.offset + d.duration - 1),
    category: d.category,
    group_type: d.groupType,
    price_cents: d.priceCents,
    capacity: d.capacity,
    places_taken: d.placesTaken,
    status: d.status,
  }));
  return insert('departures', rows, { overriding: true });
}
