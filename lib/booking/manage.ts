import * as z from '@/lib/zod';
import { parseBooking, type Booking } from './booking';

/** The booking page's data (the get_booking_page rpc's answer): the booking and everything that came after the sale. */
const pageJson = z.object({
  booking: z.unknown(),
  refunded_cents: z.number().int(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['traveller', 'provider']).nullable(),
  cancellation_fee_cents: z.number().int().nullable(),
  created_at: z.string(),
  payments: z.array(z.object({
    id: z.string(), amount_cents: z.number().int(), currency: z.string(), kind: z.enum(['initial', 'balance']),
    refunded_cents: z.number().int(), created_at: z.string(),
  })),
  refunds: z.array(z.object({
    id: z.string(), amount_cents: z.number().int(), status: z.enum(['pending', 'succeeded', 'failed']),
    source: z.enum(['cancellation', 'provider']), created_at: z.string(),
  })),
  invoice: z.object({ number: z.string(), issued_at: z.string(), total_cents: z.number().int() }).nullable(),
  travellers: z.array(z.object({
    position: z.number().int(), first_name: z.string(), last_name: z.string(), date_of_birth: z.string().nullable(),
    nationality: z.string().nullable(), passport_end: z.string().nullable(), passport_expiry: z.string().nullable(),
    dietary_needs: z.string().nullable(), emergency_contact_name: z.string().nullable(),
    emergency_contact_phone: z.string().nullable(), complete: z.boolean(),
  })),
  details_cutoff_on: z.string(),
  details_open: z.boolean(),
  cancellation: z.object({
    allowed: z.boolean(), reason: z.enum(['cancelled', 'not_confirmed', 'departed']).nullable(), days_before: z.number().int(),
    fee_percent: z.number().int(), fee_cents: z.number().int(), refund_cents: z.number().int(),
  }),
  today: z.string(),
});

export interface TravellerDetails {
  position: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  nationality: string | null;
  /** The last three characters of the passport number on file (never the whole number); null when none is. */
  passportEnd: string | null;
  passportExpiry: string | null;
  dietaryNeeds: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  complete: boolean;
}

export interface PaymentRecord { id: string; amountCents: number; kind: 'initial' | 'balance'; refundedCents: number; createdAt: string }
export interface RefundRecord { id: string; amountCents: number; status: 'pending' | 'succeeded' | 'failed'; source: 'cancellation' | 'provider'; createdAt: string }

/** Today's price of cancelling, from the trip's own fee table (computed by the database, the one place that does). */
export interface CancellationQuote {
  allowed: boolean;
  reason: 'cancelled' | 'not_confirmed' | 'departed' | null;
  daysBefore: number;
  feePercent: number;
  feeCents: number;
  refundCents: number;
}

/** What the booking page says first: held, confirmed, balance due, cancelled or refunded. */
export type ManagedStatus = 'held' | 'expired' | 'confirmed' | 'balance_due' | 'cancelled' | 'refunded' | 'partly_refunded';

export interface ManagedBooking {
  booking: Booking;
  status: ManagedStatus;
  refundedCents: number;
  cancelledAt: string | null;
  cancelledBy: 'traveller' | 'provider' | null;
  cancellationFeeCents: number | null;
  createdAt: string;
  payments: PaymentRecord[];
  refunds: RefundRecord[];
  invoice: { number: string; issuedAt: string; totalCents: number } | null;
  travellers: TravellerDetails[];
  detailsCutoffOn: string;
  detailsOpen: boolean;
  cancellation: CancellationQuote;
  /** The database's date today, so the countdown and the fee agree. */
  today: string;
}

/** A cancelled booking with money back is "refunded"; a confirmed one with some back, "partly refunded". */
export function managedStatus(booking: Pick<Booking, 'status' | 'paidCents' | 'totalCents'>, refundedCents: number): ManagedStatus {
  if (booking.status === 'cancelled') return refundedCents > 0 ? 'refunded' : 'cancelled';
  if (booking.status !== 'confirmed') return booking.status;
  if (refundedCents > 0) return 'partly_refunded';
  return booking.paidCents < booking.totalCents ? 'balance_due' : 'confirmed';
}

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function parseManagedBooking(value: unknown): ManagedBooking {
  const p = pageJson.parse(value);
  const booking = parseBooking(p.booking);
  return {
    booking,
    status: managedStatus(booking, p.refunded_cents),
    refundedCents: p.refunded_cents,
    cancelledAt: p.cancelled_at,
    cancelledBy: p.cancelled_by,
    cancellationFeeCents: p.cancellation_fee_cents,
    createdAt: p.created_at,
    payments: p.payments.map((x) => ({ id: x.id, amountCents: x.amount_cents, kind: x.kind, refundedCents: x.refunded_cents, createdAt: x.created_at })),
    refunds: p.refunds.map((x) => ({ id: x.id, amountCents: x.amount_cents, status: x.status, source: x.source, createdAt: x.created_at })),
    invoice: p.invoice ? { number: p.invoice.number, issuedAt: p.invoice.issued_at, totalCents: p.invoice.total_cents } : null,
    travellers: p.travellers.map((t) => ({
      position: t.position, firstName: t.first_name, lastName: t.last_name, dateOfBirth: t.date_of_birth, nationality: t.nationality,
      passportEnd: t.passport_end, passportExpiry: t.passport_expiry, dietaryNeeds: t.dietary_needs,
      emergencyContactName: t.emergency_contact_name, emergencyContactPhone: t.emergency_contact_phone, complete: t.complete,
    })),
    detailsCutoffOn: p.details_cutoff_on,
    detailsOpen: p.details_open,
    cancellation: {
      allowed: p.cancellation.allowed, reason: p.cancellation.reason, daysBefore: p.cancellation.days_before,
      feePercent: p.cancellation.fee_percent, feeCents: p.cancellation.fee_cents, refundCents: p.cancellation.refund_cents,
    },
    today: p.today,
  };
}
