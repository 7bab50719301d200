'use server';

import type { BookingErrorKey } from '@/lib/booking/booking';
import type { PlacesNow } from '@/lib/booking/live-places';
import { bookingLimit } from '@/lib/booking/rate-limits';
import { normalizeReference } from '@/lib/booking/reference';
import { holdSchema, type HoldValues } from '@/lib/booking/schema';
import { readTripPlaces } from '@/lib/data/availability';
import { getBooking, holdPlaces, releaseHold, withinRateLimit } from '@/lib/data/bookings';
import { currentUserId } from '@/lib/data/current-user';
import { bookPagePath } from '@/lib/data/trip-paths';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { currentClientKey } from '@/lib/server/client-key';

/** A refused hold; `departures`: the trip's places as they are now, when the refusal was about places. */
export type HoldResult = { error: BookingErrorKey; placesLeft?: number; departures?: PlacesNow[] };

/** Refusals that mean the page's places were out of date: the answer says what is left now. */
const PLACES_CHANGED: readonly BookingErrorKey[] = ['sold_out', 'not_enough_places', 'not_bookable'];

/**
 * Holds the chosen places in one transaction (hold_places) and opens checkout for that hold. The database checks
 * capacity, the visitor's cap on held places and the departure once more; the attempts are rate-limited per client.
 * `tripId` only says which trip's places to read back after a refusal (public data; the hold itself trusts the
 * departure id alone).
 */
export async function holdPlacesAction(values: HoldValues, lang: Locale, tripId: number): Promise<HoldResult> {
  const parsed = holdSchema.safeParse(values);
  if (!parsed.success || (lang !== 'en' && lang !== 'es') || !Number.isSafeInteger(tripId) || tripId <= 0) return { error: 'invalid' };
  const clientKey = await currentClientKey();
  const limit = bookingLimit('holdPerClient');
  if (!(await withinRateLimit(`hold:client:${clientKey}`, limit.max, limit.seconds))) return { error: 'rate_limited' };
  const result = await holdPlaces({ ...parsed.data, lang, clientKey, userId: await currentUserId() });
  if (!result.ok) {
    if (!PLACES_CHANGED.includes(result.error)) return { error: result.error, placesLeft: result.placesLeft };
    const now = await readTripPlaces(tripId);
    return { error: result.error, placesLeft: result.placesLeft, ...(now.ok ? { departures: now.departures } : {}) };
  }
  redirect({ href: { pathname: '/checkout', query: { booking: result.value.reference, key: result.value.key } }, locale: lang });
  return { error: 'failed' };
}

/**
 * Gives the held places back (the traveller wants another departure or number) and returns to the picker. `key` is
 * null for the booking's signed-in owner, who opened checkout from My Account without one.
 */
export async function releaseHoldAction(typed: string, key: string | null, lang: Locale): Promise<void> {
  // A server action is a public endpoint: its arguments are whatever was posted.
  if (lang !== 'en' && lang !== 'es') return;
  const reference = normalizeReference(typed);
  if (!reference || (key !== null && typeof key !== 'string')) return redirect({ href: '/', locale: lang });
  const booking = await getBooking(reference, key);
  if (!booking) redirect({ href: '/', locale: lang });
  else {
    const released = await releaseHold(reference, key);
    if (!released.ok) console.error('[bookings] the hold could not be released:', released.error);
    redirect({ href: { pathname: await bookPagePath(lang, booking.departure.tripId), query: { departure: String(booking.departure.id) } }, locale: lang });
  }
}
