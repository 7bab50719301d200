'use server';

import { after } from 'next/server';
import type { BookingErrorKey } from '@/lib/booking/booking';
import { normalizeReference } from '@/lib/booking/reference';
import { travellerDetailsSchema, type TravellerValues } from '@/lib/booking/traveller-schema';
import { cancelBooking, getBookingPage, saveTravellerDetails } from '@/lib/data/booking-page';
import { deliverOutbox } from '@/lib/email/outbox';
import { sendRefunds } from '@/lib/payments/refunds';

export type ManageResult = { ok: true } | { ok: false; error: BookingErrorKey };

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The travellers' details, checked again on the server with the form's own schema (for this booking's dates) and then
 * by the database, which opens the booking only with its key or for its owner, and only until the cut-off.
 */
export async function saveTravellersAction(typed: string, key: string | null, values: TravellerValues): Promise<ManageResult> {
  const reference = normalizeReference(typed);
  if (!reference || (key !== null && !isText(key))) return { ok: false, error: 'invalid' };
  const page = await getBookingPage(reference, key);
  if (!page.ok) return page;
  const parsed = travellerDetailsSchema({ tripEndsOn: page.value.booking.departure.endDate, today: page.value.today }).safeParse(values);
  if (!parsed.success || parsed.data.travellers.length !== page.value.booking.places) return { ok: false, error: 'invalid' };
  const saved = await saveTravellerDetails(page.value.booking.reference, key, parsed.data.travellers);
  return saved.ok ? { ok: true } : saved;
}

/**
 * Cancels at today's fee when the refund is still the one the traveller saw, then sends the refund to the provider
 * that took the payment. A second click (or twenty at once) changes nothing more: the database answers "replayed".
 * A refund whose request fails here is sent again by the scheduled job, with the same idempotency key.
 */
export async function cancelBookingAction(typed: string, key: string | null, expectedRefundCents: number): Promise<ManageResult> {
  const reference = normalizeReference(typed);
  if (!reference || (key !== null && !isText(key)) || !Number.isInteger(expectedRefundCents)) return { ok: false, error: 'invalid' };
  const page = await getBookingPage(reference, key);
  if (!page.ok) return page;
  const cancelled = await cancelBooking(page.value.booking.reference, expectedRefundCents);
  if (!cancelled.ok) return cancelled;
  if (!cancelled.value.replayed && cancelled.value.refunds.length) await sendRefunds(cancelled.value.refunds);
  // The two e-mails leave now rather than at the next scheduled run.
  after(() => deliverOutbox().catch((error: unknown) => console.error('[outbox]', error)));
  return { ok: true };
}
