import * as z from '@/lib/zod';
import { MAX_PLACES_PER_BOOKING } from './limits';

/**
 * The waitlist form of a sold-out departure (components/booking/waitlist-join.tsx): one schema, used by
 * react-hook-form in the browser (loaded when the form is first used) and again by its server action. Messages are
 * keys of Waitlist.errors. The database checks the same bounds once more (join_waitlist).
 */
export const waitlistSchema = z.object({
  departureId: z.number().int().positive(),
  places: z.number().int().min(1, 'places').max(MAX_PLACES_PER_BOOKING, 'places'),
  email: z.string().trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('email')),
});

export type WaitlistValues = z.input<typeof waitlistSchema>;
