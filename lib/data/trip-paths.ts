import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { tripPath } from '@/lib/trip-path';
import { getTrip } from './trips';

/** The booking page of a trip in a language ('/' when the trip is no longer public). */
export async function bookPagePath(lang: Locale, tripId: number): Promise<string> {
  const trip = await getTrip(lang, tripId);
  return trip ? `${tripPath(tripId, trip.text.slug)}/book` : '/';
}
