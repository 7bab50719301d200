'use server';

import type { BookingErrorKey } from '@/lib/booking/booking';
import { bookingLimit } from '@/lib/booking/rate-limits';
import { normalizeReference } from '@/lib/booking/reference';
import { checkoutSchema, type CheckoutValues } from '@/lib/booking/schema';
import { saveBookingDetails, withinRateLimit } from '@/lib/data/bookings';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { currentClientKey } from '@/lib/server/client-key';

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * Checkout: validated again here with the form's own schema, then stored by save_booking_details, which checks the
 * hold, the key, the deposit rule and every field once more. On success the traveller goes on to payment.
 */
export async function saveDetailsAction(typed: string, key: string, values: CheckoutValues, lang: Locale): Promise<{ error: BookingErrorKey }> {
  const parsed = checkoutSchema.safeParse(values);
  const reference = normalizeReference(typed);
  if (!parsed.success || (lang !== 'en' && lang !== 'es') || !reference || typeof key !== 'string') {
    return { error: 'invalid' };
  }
  const limit = bookingLimit('checkoutPerClient');
  if (!(await withinRateLimit(`checkout:client:${await currentClientKey()}`, limit.max, limit.seconds))) return { error: 'rate_limited' };
  const v = parsed.data;
  const result = await saveBookingDetails(reference, key, {
    billing: {
      first_name: v.firstName, last_name: v.lastName, company: blankToNull(v.company), country: v.country,
      street_address: v.streetAddress, apartment: blankToNull(v.apartment), postal_code: blankToNull(v.postalCode),
      city: v.city, province: v.province, phone: v.phone, email: v.email, order_notes: blankToNull(v.orderNotes),
    },
    travellers: v.travellers.map((p) => ({ first_name: p.firstName, last_name: p.lastName })),
    paymentOption: v.paymentOption,
    acceptsTerms: v.acceptsTerms,
  });
  if (!result.ok) return { error: result.error };
  redirect({ href: { pathname: '/payment', query: { booking: reference, key } }, locale: lang });
  return { error: 'failed' };
}
