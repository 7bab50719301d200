import * as z from '@/lib/zod';
import { formatExpiry } from '@/lib/payments/card-input';
import { isCountryCode } from './countries';
import { MAX_PLACES_PER_BOOKING } from './limits';

export { MAX_PLACES_PER_BOOKING };

/**
 * The booking forms: one schema each, used by react-hook-form in the browser and again by the server action.
 * Messages are keys of the BookingForm.errors messages, translated where they are shown. The database checks the
 * same bounds once more.
 */

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const optional = (max: number) => z.string().trim().max(max, 'tooLong');

export const holdSchema = z.object({
  departureId: z.number().int().positive(),
  places: z.number().int().min(1, 'places').max(MAX_PLACES_PER_BOOKING, 'places'),
});
export type HoldValues = z.input<typeof holdSchema>;

export const travellerSchema = z.object({ firstName: required(80), lastName: required(80) });

export const checkoutSchema = z.object({
  firstName: required(120),
  lastName: required(120),
  company: optional(120),
  country: z.string().refine(isCountryCode, 'country'),
  streetAddress: required(200),
  apartment: optional(120),
  postalCode: optional(20),
  city: required(120),
  province: required(120),
  phone: required(40).regex(/^\+?[0-9 ()./-]*$/, 'phone').refine((v) => v.replace(/\D/g, '').length >= 6, 'phone'),
  email: required(254).pipe(z.email('email')),
  orderNotes: optional(2000),
  travellers: z.array(travellerSchema).min(1).max(MAX_PLACES_PER_BOOKING),
  paymentOption: z.enum(['full', 'deposit'], 'required'),
  acceptsTerms: z.boolean().refine((v) => v, 'terms'),
});
export type CheckoutValues = z.input<typeof checkoutSchema>;

/** Luhn's check digit, which every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The month of a "MM/YY" expiry is 01-12. */
export function expiryMonthIsValid(value: string): boolean {
  const month = Number(/^(\d{2})\//.exec(value)?.[1]);
  return month >= 1 && month <= 12;
}

/** "MM/YY" not before the current month (checked against `now`, so tests can fix the date). */
export function expiryIsCurrent(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 && year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * The card as the form shows it (lib/payments/card-input formats every field as it is typed) or as anything else
 * sends it: the number in any spacing, the expiry as "0830", "08/30" or "08/2030". Each failure names what to fix.
 */
export const cardSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z.string().regex(/^\d{12,19}$/, 'cardNumberLength').refine(passesLuhn, 'cardNumber'),
    ),
  expiry: z
    .string()
    .transform((v) => formatExpiry(v.trim()).value)
    .pipe(z.string().regex(/^\d{2}\/\d{2}$/, 'expiry').refine(expiryMonthIsValid, 'expiryMonth').refine((v) => expiryIsCurrent(v), 'expired')),
  cvc: z.string().trim().regex(/^\d{3,4}$/, 'cvc'),
  cardholder: z.string().trim().min(1, 'cardholder').max(120, 'tooLong'),
});
export type CardValues = z.input<typeof cardSchema>;
