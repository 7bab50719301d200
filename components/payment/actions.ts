'use server';

import { redirect as redirectTo } from 'next/navigation';
import type { BookingErrorKey } from '@/lib/booking/booking';
import { bookingLimit, paymentBuckets } from '@/lib/booking/rate-limits';
import { normalizeReference } from '@/lib/booking/reference';
import { cardSchema, type CardValues } from '@/lib/booking/schema';
import { getBooking, paymentRequest, withinRateLimit, type PaymentRequest } from '@/lib/data/bookings';
import { getTrip } from '@/lib/data/trips';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { paymentProvider, providerName } from '@/lib/payments';
import { chargeTestCard } from '@/lib/payments/test-charges';
import { currentClientKey } from '@/lib/server/client-key';
import { site } from '@/lib/site';

/** A card the test provider declines names its reason (course orders; a booking's payment page redirects instead). */
export type PaymentErrorKey = BookingErrorKey | 'not_configured' | 'declined' | 'insufficient_funds';

type Prepared = { ok: true; request: PaymentRequest; tripId: number } | { ok: false; error: PaymentErrorKey };

/**
 * What may be paid now, decided on the server: the visitor must open the booking (key or owner), and the amount is
 * the database's amount due, never a number from the browser. Attempts are limited per client and per booking, so
 * the form cannot be used to test stolen card numbers.
 */
async function prepare(typed: string, key: string | null): Promise<Prepared> {
  const reference = normalizeReference(typed);
  if (!reference || (key !== null && typeof key !== 'string')) return { ok: false, error: 'invalid' };
  const buckets = paymentBuckets(await currentClientKey(), reference);
  const perClient = bookingLimit('payPerClient');
  const perBooking = bookingLimit('payPerBooking');
  if (
    !(await withinRateLimit(buckets.client, perClient.max, perClient.seconds)) ||
    !(await withinRateLimit(buckets.booking, perBooking.max, perBooking.seconds))
  ) {
    return { ok: false, error: 'rate_limited' };
  }
  const booking = await getBooking(reference, key);
  if (!booking) return { ok: false, error: 'not_found' };
  const request = await paymentRequest(booking.reference);
  if (!request) return { ok: false, error: booking.status === 'expired' ? 'hold_expired' : 'nothing_due' };
  return { ok: true, request, tripId: booking.departure.tripId };
}

const bookingQuery = (reference: string, key: string | null) => ({ booking: reference, ...(key ? { key } : {}) });

/** The built-in test provider: charge the card, let its signed event confirm the booking, show the outcome. */
export async function payWithTestCardAction(reference: string, key: string | null, lang: Locale, values: CardValues): Promise<{ error: PaymentErrorKey }> {
  if (providerName() !== 'test') return { error: 'not_configured' };
  const card = cardSchema.safeParse(values);
  if (!card.success || (lang !== 'en' && lang !== 'es')) return { error: 'invalid' };
  const prepared = await prepare(reference, key);
  if (!prepared.ok) return { error: prepared.error };
  const { outcome } = await chargeTestCard(prepared.request, card.data.cardNumber);
  if (outcome === 'succeeded') redirect({ href: { pathname: '/checkout/success', query: bookingQuery(reference, key) }, locale: lang });
  redirect({ href: { pathname: '/checkout/error', query: { ...bookingQuery(reference, key), reason: outcome } }, locale: lang });
  return { error: 'failed' };
}

/** A hosted provider (Stripe Checkout): send the traveller to its payment page, in their language. */
export async function startHostedCheckoutAction(reference: string, key: string | null, lang: Locale): Promise<{ error: PaymentErrorKey }> {
  if (lang !== 'en' && lang !== 'es') return { error: 'invalid' };
  let provider;
  try {
    provider = paymentProvider();
  } catch {
    return { error: 'not_configured' };
  }
  if (!provider.startCheckout) return { error: 'not_configured' };
  const prepared = await prepare(reference, key);
  if (!prepared.ok) return { error: prepared.error };
  const request = prepared.request;
  const trip = await getTrip(lang, prepared.tripId);
  const query = new URLSearchParams(bookingQuery(reference, key)).toString();
  let url: string;
  try {
    ({ url } = await provider.startCheckout({
      request: { ...request, lang },
      description: `${trip?.text.title ?? site.name} (${request.reference})`,
      successUrl: `${site.url}/${lang}/checkout/success?${query}`,
      cancelUrl: `${site.url}/${lang}/checkout/error?${query}&reason=cancelled`,
    }));
  } catch (error) {
    console.error('[payments] the hosted checkout could not start:', error instanceof Error ? error.message : error);
    return { error: 'failed' };
  }
  redirectTo(url);
}
