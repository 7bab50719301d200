'use server';

import type { BookingErrorKey } from '@/lib/booking/booking';
import { bookingLimit } from '@/lib/booking/rate-limits';
import { normalizeReference } from '@/lib/booking/reference';
import { holdSchema, type HoldValues } from '@/lib/booking/schema';
import { getBooking, holdPlaces, releaseHold, withinRateLimit } from '@/lib/data/bookings';
import { currentUserId } from '@/lib/data/current-user';
import { bookPagePath } from '@/lib/data/trip-paths';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { currentClientKey } from '@/lib/server/client-key';

export type HoldResult = { error: BookingErrorKey; placesLeft?: number };

/**
 * Holds the chosen places in one transaction (hold_places) and opens checkout for that hold. The database checks
 * capacity, the visitor's cap on held places and the departure once more; the attempts are rate-limited per client.
 */
export async function holdPlacesAction(values: HoldValues, lang: Locale): Promise<HoldResult> {
  const parsed = holdSchema.safeParse(values);
  if (!parsed.success || (lang !== 'en' && lang !== 'es')) return { error: 'invalid' };
  const clientKey = await currentClientKey();
  const limit = bookingLimit('holdPerClient');
  if (!(await withinRateLimit(`hold:client:${clientKey}`, limit.max, limit.seconds))) return { error: 'rate_limited' };
  const result = await holdPlaces({ ...parsed.data, lang, clientKey, userId: await currentUserId() });
  if (!result.ok) return { error: result.error, placesLeft: result.placesLeft };
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
