import 'server-only';
import { bookingErrorOf, parseBooking, type Booking, type BookingErrorKey } from '@/lib/booking/booking';
import type { Locale } from '@/lib/i18n/routing';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';

/**
 * Bookings. Reads and checkout go through the visitor's own client: the database lets them in with the booking's key
 * or as its signed-in owner. Holding places and starting a payment need the shop's server (service role), which
 * vouches for the visitor's client key and verified user id.
 */
export type BookingResult<T> = { ok: true; value: T } | { ok: false; error: BookingErrorKey; placesLeft?: number };

function failure(error: { code?: string; hint?: string | null; details?: string | null; message: string }, label: string): { ok: false; error: BookingErrorKey; placesLeft?: number } {
  const key = bookingErrorOf(error);
  if (key === 'failed') console.error(`[bookings] ${label} failed:`, error.message);
  const placesLeft = key === 'not_enough_places' ? Number(error.details) : NaN;
  return Number.isInteger(placesLeft) ? { ok: false, error: key, placesLeft } : { ok: false, error: key };
}

/** Counts one attempt of `action` by this client; false once it is over `max` per `seconds`. */
export async function withinRateLimit(bucket: string, max: number, seconds: number): Promise<boolean> {
  const { data, error } = await createAdminClient().rpc('take_rate_limit', { bucket, max_hits: max, per_seconds: seconds });
  if (error) {
    // A limiter that cannot count must not lock every traveller out: log it and let the request through.
    console.error('[bookings] rate limit could not be read:', error.message);
    return true;
  }
  return data === true;
}

export interface HoldInput {
  departureId: number;
  places: number;
  lang: Locale;
  clientKey: string;
  userId: string | null;
}

export async function holdPlaces(input: HoldInput): Promise<BookingResult<{ reference: string; key: string }>> {
  const { data, error } = await createAdminClient().rpc('hold_places', {
    departure_id: input.departureId,
    places: input.places,
    lang: input.lang,
    client_key: input.clientKey,
    user_id: input.userId ?? undefined,
  });
  if (error) return failure(error, 'hold_places');
  const held = data as { reference?: unknown; key?: unknown } | null;
  if (typeof held?.reference !== 'string' || typeof held.key !== 'string') return { ok: false, error: 'failed' };
  return { ok: true, value: { reference: held.reference, key: held.key } };
}

/** The booking a reference and key (or the signed-in owner) open; null when they open none. */
export async function getBooking(reference: string, key: string | null): Promise<Booking | null> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('get_booking', { reference, key: key ?? undefined });
  if (error) {
    const reason = bookingErrorOf(error);
    if (reason !== 'not_found' && reason !== 'key_expired') throw new Error(`The booking could not be loaded: ${error.message}`);
    return null;
  }
  return parseBooking(data);
}

export interface BookingDetails {
  billing: Record<string, string | null>;
  travellers: { first_name: string; last_name: string }[];
  paymentOption: 'full' | 'deposit';
  acceptsTerms: boolean;
}

export async function saveBookingDetails(reference: string, key: string, details: BookingDetails): Promise<BookingResult<Booking>> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('save_booking_details', {
    reference,
    key,
    billing: details.billing,
    travellers: details.travellers,
    payment_option: details.paymentOption,
    accepts_terms: details.acceptsTerms,
  });
  if (error) return failure(error, 'save_booking_details');
  return { ok: true, value: parseBooking(data) };
}

/** Ends a hold at once; `key` null: the signed-in owner's booking (the database checks either). */
export async function releaseHold(reference: string, key: string | null): Promise<BookingResult<Booking>> {
  const supabase = await createClient();
  // An empty key opens nothing by itself: the database then lets only the booking's signed-in owner in.
  const { data, error } = await supabase.rpc('release_hold', { reference, key: key ?? '' });
  if (error) return failure(error, 'release_hold');
  return { ok: true, value: parseBooking(data) };
}

export interface PaymentRequest {
  bookingId: string;
  reference: string;
  amountCents: number;
  currency: string;
  kind: 'initial' | 'balance';
  email: string | null;
  lang: Locale;
  holdExpiresAt: string | null;
}

/**
 * What is due now on a booking, for the payment provider. Call it only after getBooking has opened the booking for
 * this visitor: it runs as the shop's server. Null when nothing is due (paid, expired or cancelled).
 */
export async function paymentRequest(reference: string): Promise<PaymentRequest | null> {
  const { data, error } = await createAdminClient().rpc('booking_payment_request', { reference });
  if (error) throw new Error(`The payment could not be prepared: ${error.message}`);
  const r = data as Record<string, unknown> | null;
  if (!r || typeof r.booking_id !== 'string' || typeof r.amount_cents !== 'number') return null;
  return {
    bookingId: r.booking_id,
    reference: String(r.reference),
    amountCents: r.amount_cents,
    currency: String(r.currency),
    kind: r.kind === 'balance' ? 'balance' : 'initial',
    email: typeof r.email === 'string' ? r.email : null,
    lang: r.lang === 'es' ? 'es' : 'en',
    holdExpiresAt: typeof r.hold_expires_at === 'string' ? r.hold_expires_at : null,
  };
}
