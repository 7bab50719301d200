import { authors } from '../content/review-pool';
import { createRandom, hashSeed, intBetween, pick } from '../prng';
import { insert, raw, type SqlValue } from '../sql';
import type { Trip } from '../trips';
import type { Lang } from '../types';
import type { Departure } from './departures';

// Bookings' references, in new_booking_reference's alphabet (no look-alikes), from a counter so they never repeat:
// 'BK-' + a letter per kind of seed booking + five characters.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function seedReference(kind: string, n: number): string {
  let code = '';
  for (let rest = n, i = 0; i < 5; i++, rest = Math.floor(rest / ALPHABET.length)) code = ALPHABET[rest % ALPHABET.length] + code;
  return `BK-${kind}${code}`.slice(0, 9);
}

const ascii = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

/** A traveller's billing details from a name ("Sarah M."), with an address at the reserved example domain. */
export function seedBilling(name: string, country: string, n: number): Record<string, string> {
  const [first = name, ...rest] = name.split(' ');
  const last = rest.join(' ').replace(/\.$/, '');
  return { first_name: first, last_name: last || first, email: `${ascii(first)}.${n}@travellers.example`, country };
}

/** The money columns of a booking paid in full, at the departure's price after the trip's discount. */
export function paidInFull(t: Trip, d: Departure, places: number): Record<string, SqlValue> {
  const unit = Math.round(d.priceCents * (1 - (t.discount ?? 0) / 100));
  return {
    total_cents: unit * places,
    deposit_cents: unit * places,
    paid_cents: unit * places,
    unit_price_cents: unit,
    list_unit_price_cents: d.priceCents,
    discount_percent: t.discount ?? 0,
  };
}

/** The places of a departure as bookings of one to three travellers each. */
function splitPlaces(total: number, random: () => number): number[] {
  const parts: number[] = [];
  for (let left = total; left > 0; ) {
    const places = Math.min(left, intBetween(random, 1, 3));
    parts.push(places);
    left -= places;
  }
  return parts;
}

/**
 * The confirmed bookings of the coming departures: every place taken (departures.places_taken) is a traveller's
 * paid booking, so what the pages say about a departure comes from bookings: its places left and whether it is
 * guaranteed to run (docs/guaranteed-departures.md: the database decides it from the places of paid bookings and the
 * trip's minimum group size). Both languages; paid in full some weeks ago. Demo travellers get no reminders.
 */
export function upcomingBookingsSql(trips: Trip[], departures: Departure[]): string {
  const byId = new Map(trips.map((t) => [t.id, t]));
  const rows: Record<string, SqlValue>[] = [];
  for (const d of departures.filter((x) => x.offset > 0 && x.status === 'scheduled' && x.placesTaken > 0)) {
    const t = byId.get(d.tripId);
    if (!t) continue;
    const random = createRandom(hashSeed(`bookings:${d.id}`));
    for (const places of splitPlaces(d.placesTaken, random)) {
      const n = rows.length + 1;
      const lang: Lang = random() < 0.5 ? 'en' : 'es';
      const author = pick(random, authors[lang]);
      const bookedDaysAgo = intBetween(random, 3, 120);
      const booked = `(current_date - ${bookedDaysAgo})::timestamptz`;
      rows.push({
        id: `5eed0001-0000-4000-8000-${n.toString().padStart(12, '0')}`,
        reference: seedReference('S', n),
        departure_id: d.id,
        places,
        status: 'confirmed',
        payment_option: 'full',
        ...paidInFull(t, d, places),
        billing: seedBilling(author.name, author.country, n),
        lang,
        terms_accepted_at: raw(booked),
        details_saved_at: raw(booked),
        confirmed_at: raw(`${booked} + interval '10 minutes'`),
        created_at: raw(booked),
        travellers_reminder_sent_at: raw(`${booked} + interval '10 minutes'`),
      });
    }
  }
  return insert('bookings', rows);
}
