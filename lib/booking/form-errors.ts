/**
 * The message keys a booking form's field errors carry, apart from the schemas so a form can show them without
 * loading zod before its first validation.
 */
const BOOKING_FORM_ERROR_KEYS = ['required', 'tooLong', 'email', 'phone', 'country', 'terms', 'places', 'cardholder', 'cardNumber', 'cardNumberLength', 'expiry', 'expiryMonth', 'expired', 'cvc'] as const;

export type BookingFormErrorKey = (typeof BOOKING_FORM_ERROR_KEYS)[number];

export const isBookingFormErrorKey = (value: string | undefined): value is BookingFormErrorKey =>
  (BOOKING_FORM_ERROR_KEYS as readonly (string | undefined)[]).includes(value);
