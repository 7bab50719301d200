/**
 * The message keys a booking form's field errors carry, apart from the schemas so a form can show them without
 * loading zod before its first validation.
 */
export type BookingFormErrorKey =
  | 'required' | 'tooLong' | 'email' | 'phone' | 'country' | 'terms' | 'places' | 'cardNumber' | 'expiry' | 'expired' | 'cvc';

const errorKeys: readonly string[] = ['required', 'tooLong', 'email', 'phone', 'country', 'terms', 'places', 'cardNumber', 'expiry', 'expired', 'cvc'];

export const isBookingFormErrorKey = (value: string | undefined): value is BookingFormErrorKey =>
  value !== undefined && errorKeys.includes(value);
