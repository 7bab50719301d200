import * as z from '@/lib/zod';
import { isCountryCode } from './countries';

/**
 * The travellers' details form: one schema (for the booking's trip dates), used by react-hook-form in the browser
 * and again by the server action; the database checks the same rules once more. Every field but the names may wait
 * until the cut-off; a passport number left empty keeps the one on file. Messages are keys of BookingPage.errors.
 */
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong');
const optionalDate = z.string().trim().refine((v) => v === '' || (isoDate.test(v) && !Number.isNaN(Date.parse(v))), 'date');

export const TRAVELLER_ERROR_KEYS = ['required', 'tooLong', 'date', 'pastDate', 'passportExpiry', 'passport', 'phone', 'country'] as const;
export type TravellerErrorKey = (typeof TRAVELLER_ERROR_KEYS)[number];

export function travellerDetailsSchema({ tripEndsOn, today }: { tripEndsOn: string; today: string }) {
  const traveller = z.object({
    firstName: z.string().trim().min(1, 'required').max(80, 'tooLong'),
    lastName: z.string().trim().min(1, 'required').max(80, 'tooLong'),
    dateOfBirth: optionalDate.refine((v) => v === '' || (v > '1900-01-01' && v < today), 'pastDate'),
    nationality: z.string().trim().refine((v) => v === '' || isCountryCode(v), 'country'),
    passportNumber: z.string().transform((v) => v.replace(/[\s-]/g, '').toUpperCase()).pipe(z.string().regex(/^([A-Z0-9]{5,20})?$/, 'passport')),
    passportExpiry: optionalDate.refine((v) => v === '' || v > tripEndsOn, 'passportExpiry'),
    dietaryNeeds: optionalText(300),
    emergencyContactName: optionalText(120),
    emergencyContactPhone: optionalText(30).refine((v) => v === '' || /^\+?[0-9][0-9 ()./-]{4,28}[0-9]$/.test(v), 'phone'),
  });
  return z.object({ travellers: z.array(traveller).min(1).max(12) });
}

export type TravellerValues = z.input<ReturnType<typeof travellerDetailsSchema>>;
