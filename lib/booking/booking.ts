import * as z from '@/lib/zod';
import { PROMOTION_ERROR_KEYS, type PromotionErrorKey } from './promotion-errors';

/** A booking as the checkout, payment and confirmation pages show it (the get_booking rpc's answer). */
const bookingJson = z.object({
  reference: z.string(),
  status: z.enum(['held', 'expired', 'confirmed', 'cancelled']),
  hold_expires_at: z.string().nullable(),
  places: z.number().int(),
  lang: z.enum(['en', 'es']),
  currency: z.string(),
  unit_price_cents: z.number().int().nullable(),
  list_unit_price_cents: z.number().int().nullable(),
  discount_percent: z.number().int(),
  promotion_code: z.string().nullable(),
  promotion_discount_cents: z.number().int(),
  voucher_code: z.string().nullable(),
  voucher_cents: z.number().int(),
  total_cents: z.number().int(),
  payment_option: z.enum(['full', 'deposit']),
  deposit_cents: z.number().int(),
  paid_cents: z.number().int(),
  amount_due_cents: z.number().int(),
  balance_cents: z.number().int(),
  balance_due_on: z.string().nullable(),
  billing: z.record(z.string(), z.string()),
  travellers: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
  details_saved: z.boolean(),
  waitlist_offer: z.boolean().default(false),
  confirmed_at: z.string().nullable(),
  departure: z.object({
    id: z.number().int(),
    trip_id: z.number().int(),
    start_date: z.string(),
    end_date: z.string(),
    category: z.enum(['standard', 'budget', 'premium']),
    group_type: z.enum(['open', 'private']),
    status: z.enum(['scheduled', 'cancelled']),
    // Null when the trip is no longer published (departure_availability does not show it).
    guaranteed: z.boolean().nullable(),
    travellers_needed: z.number().int().nullable(),
  }),
  deposit_available: z.boolean(),
  deposit_percent: z.number().int(),
  planned_balance_due_on: z.string(),
  planned_deposit_cents: z.number().int(),
});

export type BookingStatus = 'held' | 'expired' | 'confirmed' | 'cancelled';

export interface Booking {
  reference: string;
  status: BookingStatus;
  holdExpiresAt: string | null;
  places: number;
  lang: 'en' | 'es';
  unitPriceCents: number;
  listUnitPriceCents: number;
  discountPercent: number;
  /** The promotion code taken off this booking's price, if any; totalCents is already net of it. */
  promotion: { code: string; discountCents: number } | null;
  /** The gift voucher paying part of the price, if any; totalCents is net of it too. */
  voucher: { code: string; cents: number } | null;
  totalCents: number;
  paymentOption: 'full' | 'deposit';
  depositCents: number;
  paidCents: number;
  /** What the provider takes now: the deposit or the total while held, the balance once confirmed. */
  amountDueCents: number;
  /** What remains after the payment due now (the future payment of a deposit booking). */
  balanceCents: number;
  balanceDueOn: string | null;
  billing: Record<string, string>;
  travellers: { firstName: string; lastName: string }[];
  detailsSaved: boolean;
  /** Places a waitlist offered this booking's owner: held for 24 hours, and given up they go to the next in line. */
  waitlistOffer: boolean;
  departure: {
    id: number; tripId: number; startDate: string; endDate: string; category: 'standard' | 'budget' | 'premium'; groupType: 'open' | 'private';
    /** Cancelled by the operator (its bookings were refunded in full). */
    cancelled: boolean;
    /** Guaranteed to run, and until then the paid travellers it still needs (docs/guaranteed-departures.md). */
    guaranteed: boolean;
    travellersNeeded: number;
  };
  /** The deposit the traveller could choose at checkout, and when its balance would be due. */
  deposit: { available: boolean; percent: number; cents: number; balanceDueOn: string };
}

export function parseBooking(value: unknown): Booking {
  const b = bookingJson.parse(value);
  return {
    reference: b.reference,
    status: b.status,
    holdExpiresAt: b.hold_expires_at,
    places: b.places,
    lang: b.lang,
    unitPriceCents: b.unit_price_cents ?? 0,
    listUnitPriceCents: b.list_unit_price_cents ?? b.unit_price_cents ?? 0,
    discountPercent: b.discount_percent,
    promotion: b.promotion_code ? { code: b.promotion_code, discountCents: b.promotion_discount_cents } : null,
    voucher: b.voucher_code ? { code: b.voucher_code, cents: b.voucher_cents } : null,
    totalCents: b.total_cents,
    paymentOption: b.payment_option,
    depositCents: b.deposit_cents,
    paidCents: b.paid_cents,
    amountDueCents: b.amount_due_cents,
    balanceCents: b.balance_cents,
    balanceDueOn: b.balance_due_on,
    billing: b.billing,
    travellers: b.travellers.map((t) => ({ firstName: t.first_name, lastName: t.last_name })),
    detailsSaved: b.details_saved,
    waitlistOffer: b.waitlist_offer,
    departure: {
      id: b.departure.id,
      tripId: b.departure.trip_id,
      startDate: b.departure.start_date,
      endDate: b.departure.end_date,
      category: b.departure.category,
      groupType: b.departure.group_type,
      cancelled: b.departure.status === 'cancelled',
      guaranteed: b.departure.guaranteed === true,
      travellersNeeded: b.departure.travellers_needed ?? 0,
    },
    deposit: { available: b.deposit_available, percent: b.deposit_percent, cents: b.planned_deposit_cents, balanceDueOn: b.planned_balance_due_on },
  };
}

/** Errors a traveller can meet while booking; the database names them in its error hint. */
export type BookingErrorKey =
  | 'not_found' | 'not_bookable' | 'sold_out' | 'not_enough_places' | 'hold_limit' | 'hold_expired' | 'places_invalid'
  | 'deposit_unavailable' | 'rate_limited' | 'invalid' | 'nothing_due' | 'failed'
  | 'key_expired' | 'details_closed' | 'departed' | 'not_cancellable' | 'quote_changed' | 'refund_too_large'
  | PromotionErrorKey;

const knownHints: readonly string[] = [
  'not_found', 'not_bookable', 'sold_out', 'not_enough_places', 'hold_limit', 'hold_expired', 'places_invalid', 'deposit_unavailable',
  'key_expired', 'details_closed', 'departed', 'not_cancellable', 'quote_changed', 'refund_too_large', ...PROMOTION_ERROR_KEYS,
];

/** The error key of a failed rpc: its hint when it is one of ours, 'invalid' for refused input, else 'failed'. */
export function bookingErrorOf(error: { code?: string; hint?: string | null } | null | undefined): BookingErrorKey {
  if (error?.hint && knownHints.includes(error.hint)) return error.hint as BookingErrorKey;
  if (error?.code === '22023') return 'invalid';
  return 'failed';
}
