import type { Booking } from './booking';
import type { CheckoutValues } from './schema';

/** The checkout form as the traveller left it (after "Try again"), terms included, or empty with one row per traveller. */
export function checkoutDefaults(booking: Booking): CheckoutValues {
  const b = booking.billing;
  return {
    firstName: b.first_name ?? '',
    lastName: b.last_name ?? '',
    company: b.company ?? '',
    country: b.country ?? '',
    streetAddress: b.street_address ?? '',
    apartment: b.apartment ?? '',
    postalCode: b.postal_code ?? '',
    city: b.city ?? '',
    province: b.province ?? '',
    phone: b.phone ?? '',
    email: b.email ?? '',
    orderNotes: b.order_notes ?? '',
    travellers: Array.from({ length: booking.places }, (_, i) => ({
      firstName: booking.travellers[i]?.firstName ?? '',
      lastName: booking.travellers[i]?.lastName ?? '',
    })),
    paymentOption: booking.paymentOption === 'deposit' && booking.deposit.available ? 'deposit' : 'full',
    // Details are saved only with the terms accepted: coming back after a refused card, the box stays ticked.
    acceptsTerms: booking.detailsSaved,
  };
}
