import 'server-only';
import { cache } from 'react';
import { bookingErrorOf, type BookingErrorKey } from '@/lib/booking/booking';
import { parseManagedBooking, type ManagedBooking } from '@/lib/booking/manage';
import type { TravellerValues } from '@/lib/booking/traveller-schema';
import { createAdminClient } from '@/lib/supabase/admin';
import { createClient } from '@/lib/supabase/server';
import { site } from '@/lib/site';
import { plannedRefunds, type PlannedRefund } from './payments';

/**
 * The booking's own page and what a traveller does there. Reads and the travellers' details go through the visitor's
 * client (the database lets them in with a key or as the booking's owner); cancelling runs as the shop's server,
 * after the same check, because it moves money.
 */
export type PageResult<T> = { ok: true; value: T } | { ok: false; error: BookingErrorKey };

function failure(error: { code?: string; hint?: string | null; message: string }, label: string): { ok: false; error: BookingErrorKey } {
  const key = bookingErrorOf(error);
  if (key === 'failed') console.error(`[booking-page] ${label} failed:`, error.message);
  return { ok: false, error: key };
}

/** The booking a reference and key (or the signed-in owner) open, with its payments, travellers and today's fee. */
export const getBookingPage = cache(async (reference: string, key: string | null): Promise<PageResult<ManagedBooking>> => {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('get_booking_page', { reference, key: key ?? undefined });
  if (error) {
    const result = failure(error, 'get_booking_page');
    if (result.error === 'failed') throw new Error(`The booking could not be loaded: ${error.message}`);
    return result;
  }
  return { ok: true, value: parseManagedBooking(data) };
});

/** Saves every traveller's details (until the trip's cut-off); a passport number left empty keeps the one on file. */
export async function saveTravellerDetails(reference: string, key: string | null, travellers: TravellerValues['travellers']): Promise<PageResult<number>> {
  const supabase = await createClient();
  const { data, error } = await supabase.rpc('save_traveller_details', {
    reference,
    key: key ?? '',
    travellers: travellers.map((t) => ({
      first_name: t.firstName,
      last_name: t.lastName,
      date_of_birth: t.dateOfBirth || null,
      nationality: t.nationality || null,
      passport_number: t.passportNumber || null,
      passport_expiry: t.passportExpiry || null,
      dietary_needs: t.dietaryNeeds || null,
      emergency_contact_name: t.emergencyContactName || null,
      emergency_contact_phone: t.emergencyContactPhone || null,
    })),
  });
  if (error) return failure(error, 'save_traveller_details');
  return { ok: true, value: Number((data as { saved?: unknown } | null)?.saved ?? 0) };
}

export interface Cancellation {
  replayed: boolean;
  /** The refunds to send to the provider now (none when replayed and already sent). */
  refunds: PlannedRefund[];
}

/**
 * Cancels at today's fee (cancel_booking), if the refund is still the one the traveller was shown. Call it only after
 * getBookingPage has opened the booking for this visitor. Idempotent: a second call answers `replayed`.
 */
export async function cancelBooking(reference: string, expectedRefundCents: number): Promise<PageResult<Cancellation>> {
  const { data, error } = await createAdminClient().rpc('cancel_booking', {
    reference,
    expected_refund_cents: expectedRefundCents,
    site_url: site.url,
  });
  if (error) return failure(error, 'cancel_booking');
  const r = data as { replayed?: unknown; refunds?: unknown };
  return { ok: true, value: { replayed: r.replayed === true, refunds: plannedRefunds(r.refunds) } };
}
